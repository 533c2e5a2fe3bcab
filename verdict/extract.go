package verdict

import "bytes"

// span is a balanced {…} region of the file, end exclusive.
type span struct{ start, end int }

// found says what the extractor's next search turned up.
type found int

const (
	foundObject   found = iota // a closed object with its own "verdict" key
	foundNone                  // no further candidate in the file
	foundUnclosed              // an object with its own "verdict" key that never closes
	foundGaveUp                // too many unbalanced braces to keep looking
)

// extractor walks a file for objects whose own top-level keys include
// "verdict". Prose is not JSON, so quotes in prose are ignored and only a
// '{' starts a candidate; from there braces are matched with strings and
// escapes in mind. A closed object that is not a verdict is skipped whole, so
// an object nested in it, or text inside its strings, never captures the
// search.
type extractor struct {
	src []byte
	pos int
	// budget bounds the bytes spent re-scanning after braces that never
	// close, so that a file of a million '{' is an error, not a quadratic hang.
	budget int
}

func newExtractor(src []byte) *extractor {
	return &extractor{src: src, budget: 4*len(src) + 1<<20}
}

// next finds the next candidate at or after the extractor's position.
func (e *extractor) next() (span, found) {
	for {
		k := bytes.IndexByte(e.src[e.pos:], '{')
		if k < 0 {
			e.pos = len(e.src)
			return span{}, foundNone
		}
		start := e.pos + k
		end, closed, isVerdict := e.match(start)
		switch {
		case closed && isVerdict:
			e.pos = end
			return span{start, end}, foundObject
		case closed:
			e.pos = end
		case isVerdict:
			// A verdict object cut off (truncated output) is the verdict, broken;
			// looking past it for another could turn a cut-off block into an
			// approve quoted inside it.
			e.pos = len(e.src)
			return span{start, end}, foundUnclosed
		default:
			// A stray '{' in prose: look again from the next one.
			if e.budget -= end - start; e.budget < 0 {
				e.pos = len(e.src)
				return span{start, start}, foundGaveUp
			}
			e.pos = start + 1
		}
	}
}

// scanClass marks the bytes the brace matcher stops at outside strings.
var scanClass = [256]bool{'{': true, '}': true, '"': true}

// match scans from the '{' at start to its matching '}'. It returns the
// offset after that brace (or the end of the file when it never closes) and
// whether one of the object's own keys, a string directly inside it followed
// by ':', is "verdict".
func (e *extractor) match(start int) (end int, closed, isVerdict bool) {
	src := e.src
	depth := 0
	for i := start; i < len(src); {
		c := src[i]
		if !scanClass[c] {
			i++
			continue
		}
		switch c {
		case '{':
			depth++
			i++
		case '}':
			depth--
			i++
			if depth == 0 {
				return i, true, isVerdict
			}
		case '"':
			j := stringEnd(src, i)
			if j < 0 {
				return len(src), false, isVerdict
			}
			if depth == 1 && !isVerdict && followedByColon(src, j) && isVerdictKey(src[i+1:j-1]) {
				isVerdict = true
			}
			i = j
		}
	}
	return len(src), false, isVerdict
}

// stringEnd returns the offset after the quote that closes the string opened
// at src[open], or -1 when it never closes. A quote preceded by an odd run of
// backslashes is escaped; finding quotes with IndexByte keeps long strings
// fast.
func stringEnd(src []byte, open int) int {
	for i := open + 1; i < len(src); {
		k := bytes.IndexByte(src[i:], '"')
		if k < 0 {
			return -1
		}
		q := i + k
		backslashes := 0
		for j := q - 1; j > open && src[j] == '\\'; j-- {
			backslashes++
		}
		if backslashes%2 == 0 {
			return q + 1
		}
		i = q + 1
	}
	return -1
}

// followedByColon reports whether the next non-space byte at or after i is ':'.
func followedByColon(src []byte, i int) bool {
	for ; i < len(src); i++ {
		switch src[i] {
		case ' ', '\t', '\n', '\r':
		case ':':
			return true
		default:
			return false
		}
	}
	return false
}

// isVerdictKey reports whether a key's raw bytes spell "verdict", escapes
// included: "\u0076erdict" is the same key to every JSON reader, so it must
// be to the search too.
func isVerdictKey(raw []byte) bool {
	if string(raw) == "verdict" {
		return true
	}
	// Seven characters, each at most a six-byte \u escape.
	if len(raw) > 7*6 || bytes.IndexByte(raw, '\\') < 0 {
		return false
	}
	quoted := append(append([]byte{'"'}, raw...), '"')
	p := &parser{src: quoted}
	s, err := p.string()
	return err == nil && p.pos == len(quoted) && s == "verdict"
}
