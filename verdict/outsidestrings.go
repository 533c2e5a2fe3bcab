package verdict

import (
	"bytes"
	"slices"
	"strings"
)

// outsideStrings reads the JSON strings in the part s of the file
// outside the objects read whole (see eachString) as the review's prose,
// each opening a line of its own, and each short one as a refusal as a
// whole (`["verdict", "block"]`, see wholeRefusal) or a blocking grade's
// tag (`["blocker"]`, see blockingTag), as a kept value's strings are
// read. The strings are read as one text, so that a file of
// many of them costs what one long review does. It returns where the
// first string that says something against the approval stands, its
// words and what they say.
func (dl *Dialect) outsideStrings(content []byte, s span, whole []span) (int, string, proseSays) {
	var text strings.Builder
	var offs, starts []int // where each string stands in the file, and in text
	var found string
	says := saysRefusal
	eachString(content, s, whole, func(v *value) bool {
		if len(v.str) <= maxTagBytes {
			if found = wholeRefusal(v.str, dl.spec.Block); found != "" {
				offs = append(offs[:0], v.off)
				return false
			}
			if blockingTag(v, dl.grades) != nil {
				// `["blocker"]`: a grade alone is a tag, as in a tag's key.
				found, says = v.str, saysGrade
				offs = append(offs[:0], v.off)
				return false
			}
		}
		offs, starts = append(offs, v.off), append(starts, text.Len())
		text.WriteString(v.str)
		text.WriteByte('\n')
		return true
	})
	if found != "" {
		return offs[0], found, says
	}
	all := text.String()
	w, says := dl.readProse(all)
	if says == saysNothing {
		return 0, "", saysNothing
	}
	// The string that holds the words, or the first one when they are
	// read across strings.
	at := 0
	if i := strings.Index(all, w); i >= 0 {
		at, _ = slices.BinarySearch(starts, i+1)
		at = max(at-1, 0)
	}
	return offs[at], w, says
}

// eachString calls fn with each JSON string in the part s of the file
// that lies outside the objects read whole (whole, in order), until fn
// returns false: an item of an array the verdict object stands in
// (`[{"verdict": "approve"}, "BLOCKER: the token leaks"]`), a document
// of its own to a JSON stream decoder, a value of an object that does
// not parse (`{"notes": "BLOCKER: leak"` cut off): each string where
// JSON puts a value (see jsonPlace). A reader reads each as plainly as
// the prose around it, whatever holds it.
//
// A string is read as a JSON reader reads one: it ends at its closing
// quote, and a raw control character (a line break) ends the read
// there, so that a stray quote in the prose does not swallow the lines
// after it. A read that fails goes on where it failed, and one that
// finds no closing quote ends the walk, since no later quote can close
// one either (each is escaped); so each byte is read once.
func eachString(content []byte, s span, whole []span, fn func(*value) bool) {
	for at := s.start; at < s.end; {
		i := bytes.IndexByte(content[at:s.end], '"')
		if i < 0 {
			return
		}
		at += i
		for len(whole) > 0 && whole[0].end <= at {
			whole = whole[1:]
		}
		if len(whole) > 0 && whole[0].start <= at {
			at = whole[0].end // read with its object
			continue
		}
		if !jsonPlace(content, s.start, at) {
			at++ // a quotation in a sentence, read with its line
			continue
		}
		end, closed := stringEnd(content[at:s.end])
		if !closed {
			if at+end >= s.end {
				return
			}
			at += max(end, 1)
			continue
		}
		p := &parser{src: content[at : at+end], base: at, file: content}
		if v, err := p.value(); err == nil && !fn(v) {
			return
		}
		at += end
	}
}

// jsonPlace reports whether the string whose quote is at at stands
// where JSON puts a value: what precedes it on its line, past blanks,
// is nothing (from, where the part begins, included), or opens or
// separates values (`[`, `,`, `:`, `{`) or closes one (`}`, `]`). A
// quotation in a sentence (`returns "FAIL" on error`) is the prose's,
// read as its line is.
func jsonPlace(content []byte, from, at int) bool {
	i := at - 1
	for i >= from && (content[i] == ' ' || content[i] == '\t') {
		i--
	}
	return i < from || bytes.IndexByte([]byte("\n\r[,:{}]"), content[i]) >= 0
}

// stringEnd returns where the JSON string that opens src (at its
// quote) ends, past its closing quote, and true; or where the read
// stops, at a raw control character or the end of src, and false.
func stringEnd(src []byte) (int, bool) {
	for i := 1; i < len(src); i++ {
		switch c := src[i]; {
		case c == '"':
			return i + 1, true
		case c == '\\':
			i++
		case c < 0x20:
			return i, false
		}
	}
	return len(src), false
}
