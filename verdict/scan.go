package verdict

import (
	"bytes"
	"fmt"
	"slices"
)

// The scan finds every object a JSON reader would read starting at any '{'
// in the file, and keeps those that bear a verdict. Prose is not skipped by
// guessing where it ends: from every '{' the file is read as JSON, and a
// read that fails only means no object starts there.
//
// Reading from every '{' separately would be quadratic; the scan is linear
// because reads that are alive at the same byte share their work. A read
// that meets a '{' where it expects a value reads the same object a read
// started at that '{' would, so the inner object needs no read of its own.
// A '{' that a live read sees inside a string starts a second read, which
// sees the file with strings and structure swapped; the two can never fall
// back into step (a backslash outside a string ends a read, and a quote flips
// both), so at most two reads are ever alive: each byte is looked at at most
// twice.
//
// The reads are deliberately more permissive than strict JSON inside
// strings (any byte, any escape, raw control characters): every object a
// strict reader accepts is found at the same span, and the few extra ones are
// then judged by the strict parser, so leniency only ever adds candidates.

// maxScanDepth bounds nesting like encoding/json does. Deeper nesting is an
// error for the whole file: an object inside it could not be ruled out.
const maxScanDepth = 10000

// candidate is a verdict-bearing object the scan found.
type candidate struct {
	// end is after the closing '}', or after the byte where the read failed.
	// Offsets are int32 to keep hostile files with millions of candidates
	// small; analyze refuses files of 2 GiB or more.
	start, end int32
	// broken: the read failed after the object showed a verdict key, or
	// failed inside a verdict key no read took as a key.
	broken bool
	eof    bool // broken by the end of the file
	// nested: a closed object inside another object; it is never the
	// verdict, but it must agree with the one that is.
	nested bool
	inner  bool // inside another candidate; set by analyze
}

// verdictKey is a string that reads as the verdict key, with the ':' after it if
// there is one (see keysAt).
type verdictKey struct {
	start, end int32
	keyed      bool // some read took it as an object key
	// failedIn is the start of the innermost object of a read that failed
	// inside this key, or -1: such an object is a broken verdict unless
	// another read took the key as a key. failedAt is the failing offset.
	failedIn, failedAt int32
}

type scanResult struct {
	cands []candidate
	// unreadable is the offset where the scan had to stop (nesting deeper
	// than maxScanDepth), or -1; nothing after it could be ruled out.
	unreadable int
	why        string
	// defaultKey says, under a dialect with another verdict key, that the
	// file holds the default contract's key in quotes somewhere.
	defaultKey bool
}

type readState uint8

const (
	stObjOpen readState = iota // after '{': a key or '}'
	stKey                      // after ',' in an object: a key
	stColon                    // after a key: ':'
	stValue                    // after ':', or ',' in a list: a value
	stArrOpen                  // after '[': a value or ']'
	stAfter                    // after a value: ',' or the closer
	stLiteral                  // inside true, false or null
	stNumber                   // inside a number
	stString                   // inside a string
	stEscape                   // after a backslash inside a string
)

type frame struct {
	start   int
	obj     bool
	verdict bool
}

// reader is one read; it is alive while it has an object or list open.
type reader struct {
	state readState
	key   bool // the string being read is an object key
	lit   string
	litAt int
	stack []frame
}

func (r *reader) live() bool { return len(r.stack) > 0 }

// outcomes of one step
const (
	goOn = iota
	pushedObject
	died
)

type scanner struct {
	d     *Dialect
	src   []byte
	keys  []verdictKey
	kc    int // keys before kc end at or before the current byte
	reads [2]reader
	cands []candidate
	// stopAt and why are set when the scan cannot go on.
	stopAt int
	why    string
}

// findVerdictKeys lists every place a verdict key could start, in order,
// and says whether src holds also between double quotes as the search
// for a key reads it, escapes and look-alike letters included (`"verd\u0069ct"`
// is "verdict" to encoding/json; "" asks nothing): one walk over the
// quotes for both.
func findVerdictKeys(src []byte, word, also string) (keys []verdictKey, alsoFound bool) {
	for i := 0; ; {
		k := bytes.IndexByte(src[i:], '"')
		if k < 0 {
			return keys, alsoFound
		}
		q := i + k
		if alsoFound {
			also = ""
		}
		end, ok, isAlso := keysAt(src, q, word, also)
		if ok {
			keys = append(keys, verdictKey{start: int32(q), end: int32(end), failedIn: -1})
		}
		alsoFound = alsoFound || isAlso
		i = q + 1
	}
}

// stopInString marks the bytes a lone read inside a string must look at: a
// quote or backslash changes its state, a '{' may start another read.
var stopInString = [256]bool{'"': true, '\\': true, '{': true}

// scan finds the objects that bear the verdict key of d.
func scan(src []byte, d *Dialect) scanResult {
	also := ""
	if def := defaultDialect(); d.word != def.word {
		// A key whose letters spell "verdict" (`Verdict`, `ver_dict`) is
		// the default's to the key reading: its own objects are no
		// second verdict.
		also = def.word
	}
	keys, defaultKey := findVerdictKeys(src, d.word, also)
	s := &scanner{d: d, src: src, keys: keys, stopAt: -1}
	if len(s.keys) == 0 {
		// No byte sequence in the file reads as a verdict key, so no object
		// in it bears a verdict.
		return scanResult{unreadable: -1, defaultKey: defaultKey}
	}
	i := 0
	for i < len(src) {
		a, b := &s.reads[0], &s.reads[1]
		switch {
		case !a.live() && !b.live():
			k := bytes.IndexByte(src[i:], '{')
			if k < 0 {
				i = len(src)
				continue
			}
			i += k
		case a.live() != b.live():
			r := a
			if b.live() {
				r = b
			}
			// Skip runs a lone read passes over without changing state.
			switch r.state {
			case stString:
				for i < len(src) && !stopInString[src[i]] {
					i++
				}
			case stNumber:
				for i < len(src) && isNumberByte(src[i]) {
					i++
				}
			case stLiteral, stEscape:
			default:
				for i < len(src) && isJSONSpace(src[i]) {
					i++
				}
			}
			if i == len(src) {
				continue
			}
		}
		c := src[i]
		objectHere := false
		for k := range s.reads {
			r := &s.reads[k]
			if !r.live() {
				continue
			}
			switch s.step(r, i, c) {
			case pushedObject:
				objectHere = true
			case died:
				s.die(r, i, false)
			}
		}
		if s.stopAt >= 0 {
			return scanResult{unreadable: s.stopAt, why: s.why, defaultKey: defaultKey}
		}
		if c == '{' && !objectHere {
			s.start(i)
		}
		i++
	}
	for k := range s.reads {
		if s.reads[k].live() {
			s.die(&s.reads[k], len(src), true)
		}
	}
	for _, k := range s.keys {
		if k.failedIn >= 0 && !k.keyed {
			s.cands = append(s.cands, candidate{start: k.failedIn, end: k.failedAt + 1, broken: true})
		}
	}
	slices.SortFunc(s.cands, func(x, y candidate) int {
		if x.start != y.start {
			return int(x.start - y.start)
		}
		return int(y.end - x.end)
	})
	return scanResult{cands: s.cands, unreadable: -1, defaultKey: defaultKey}
}

// start begins a read at the '{' at i in a free slot; one is always free,
// since two live reads are out of step and one of them, outside a string,
// took the '{' as an object or failed on it.
func (s *scanner) start(i int) {
	for k := range s.reads {
		r := &s.reads[k]
		if !r.live() {
			r.state = stObjOpen
			r.stack = append(r.stack[:0], frame{start: i, obj: true})
			return
		}
	}
	// Unreachable by the argument above; if it is ever wrong, refuse the
	// file rather than miss an object.
	s.stopAt, s.why = i, "two reads of the JSON here disagree in a way the scan does not expect"
}

// step feeds the byte c at offset i to the read r.
func (s *scanner) step(r *reader, i int, c byte) int {
	switch r.state {
	case stString:
		switch c {
		case '"':
			r.state = stAfter
			if r.key {
				r.state = stColon
			}
		case '\\':
			r.state = stEscape
		}
		return goOn
	case stEscape:
		r.state = stString
		return goOn
	case stLiteral:
		if c != r.lit[r.litAt] {
			return died
		}
		if r.litAt++; r.litAt == len(r.lit) {
			r.state = stAfter
		}
		return goOn
	case stNumber:
		if isNumberByte(c) {
			return goOn
		}
		r.state = stAfter
	}
	if isJSONSpace(c) {
		return goOn
	}
	switch r.state {
	case stObjOpen, stKey:
		switch {
		case c == '"':
			r.key, r.state = true, stString
			s.keyOpened(r, i)
			return goOn
		case c == '}' && r.state == stObjOpen:
			return s.close(r, i)
		}
		return died
	case stColon:
		if c == ':' {
			r.state = stValue
			return goOn
		}
		return died
	case stArrOpen:
		if c == ']' {
			return s.close(r, i)
		}
		return s.value(r, i, c)
	case stValue:
		return s.value(r, i, c)
	case stAfter:
		top := r.stack[len(r.stack)-1]
		switch {
		case c == ',':
			r.state = stValue
			if top.obj {
				r.state = stKey
			}
			return goOn
		case c == '}' && top.obj, c == ']' && !top.obj:
			return s.close(r, i)
		}
	}
	return died
}

func isNumberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}

// value starts the value at i.
func (s *scanner) value(r *reader, i int, c byte) int {
	switch {
	case c == '{' || c == '[':
		if len(r.stack) >= maxScanDepth {
			s.stopAt, s.why = i, fmt.Sprintf("JSON nests more than %d levels deep here", maxScanDepth)
			return died
		}
		r.stack = append(r.stack, frame{start: i, obj: c == '{'})
		if c == '[' {
			r.state = stArrOpen
			return goOn
		}
		r.state = stObjOpen
		return pushedObject
	case c == '"':
		r.key, r.state = false, stString
	case c == 't':
		r.lit, r.litAt, r.state = "true", 1, stLiteral
	case c == 'f':
		r.lit, r.litAt, r.state = "false", 1, stLiteral
	case c == 'n':
		r.lit, r.litAt, r.state = "null", 1, stLiteral
	case c == '-' || c >= '0' && c <= '9':
		r.state = stNumber
	default:
		return died
	}
	return goOn
}

// close ends the innermost object or list at i.
func (s *scanner) close(r *reader, i int) int {
	top := r.stack[len(r.stack)-1]
	r.stack = r.stack[:len(r.stack)-1]
	if top.obj && top.verdict {
		s.cands = append(s.cands, candidate{start: int32(top.start), end: int32(i + 1), nested: len(r.stack) > 0})
	}
	r.state = stAfter // a read whose last object closed is no longer alive
	return goOn
}

// advanceKeys moves the key cursor past every key that ends at or before i.
func (s *scanner) advanceKeys(i int) {
	for s.kc < len(s.keys) && int(s.keys[s.kc].end) <= i {
		s.kc++
	}
}

// keyOpened marks the innermost object verdict-bearing when the key that
// opens at i reads as the verdict key. Two keys can overlap, the second
// opening at the quote that closes the first (`"verdict{"verdict":`), so
// the one at i may not be the first one not yet passed; no third key can
// open inside the first, which keeps the walk constant.
func (s *scanner) keyOpened(r *reader, i int) {
	s.advanceKeys(i)
	for k := s.kc; k < len(s.keys) && int(s.keys[k].start) <= i; k++ {
		if int(s.keys[k].start) == i {
			s.keys[k].keyed = true
			r.stack[len(r.stack)-1].verdict = true
			return
		}
	}
}

// die ends the read r, which failed at i: every object it had open that
// showed a verdict key is a broken verdict object, and so is the innermost
// open object when the failure is inside a verdict key.
func (s *scanner) die(r *reader, i int, eof bool) {
	open := r.stack
	r.stack = r.stack[:0] // no longer alive
	end := min(i+1, len(s.src))
	innermost := -1
	for _, f := range open {
		if !f.obj {
			continue
		}
		innermost = f.start
		if f.verdict {
			s.cands = append(s.cands, candidate{start: int32(f.start), end: int32(end), broken: true, eof: eof})
		}
	}
	if eof || innermost < 0 {
		return
	}
	if (r.state == stObjOpen || r.state == stKey) && looseVerdictKeyAt(s.src, i, s.d) {
		// {verdict: "block"} or {'verdict': 'block'}: not JSON, but what
		// JSON5, YAML or a person reads as a verdict.
		s.cands = append(s.cands, candidate{start: int32(innermost), end: int32(end), broken: true})
	}
	s.advanceKeys(i)
	for k := s.kc; k < len(s.keys) && int(s.keys[k].start) <= i; k++ {
		// Every key the failure is inside, overlapping ones included.
		if s.keys[k].failedIn < 0 {
			s.keys[k].failedIn, s.keys[k].failedAt = int32(innermost), int32(i)
		}
	}
}
