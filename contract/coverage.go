package contract

import (
	"bytes"
	"strings"
	"sync"
)

// The three coverage statuses, one spelling each.
const (
	StatusVerified = "VERIFIED INDEPENDENTLY"
	StatusAccepted = "ACCEPTED FROM WORKER'S EVIDENCE"
	StatusNotCheck = "COULD NOT CHECK"
)

// statusSpellings maps each accepted spelling (upper case, single spaces,
// straight apostrophe) to its status.
var statusSpellings = []struct {
	bytes  []byte
	status string
}{
	{[]byte("VERIFIED INDEPENDENTLY"), StatusVerified},
	{[]byte("ACCEPTED FROM THE WORKER'S EVIDENCE"), StatusAccepted},
	{[]byte("ACCEPTED FROM WORKER'S EVIDENCE"), StatusAccepted},
	{[]byte("ACCEPTED FROM THE WORKERS EVIDENCE"), StatusAccepted},
	{[]byte("ACCEPTED FROM WORKERS EVIDENCE"), StatusAccepted},
	{[]byte("COULD NOT CHECK"), StatusNotCheck},
}

// CoverageEntry is a well-formed coverage bullet.
type CoverageEntry struct {
	Claim  string
	Status string
	Line   int
}

// coverageEntry reads `<claim>: <STATUS>`. It fails when the item has no
// status after a colon, no claim, or more than one status.
func coverageEntry(item block) (CoverageEntry, bool) {
	f := foldPool.Get().(*folded)
	defer foldPool.Put(f)
	f.fold(item.text)
	text := f.text
	// The spellings never overlap one another, so counting each one's
	// whole-word occurrences counts the statuses.
	found, status, at := 0, "", len(text)
	for _, s := range statusSpellings {
		for from := 0; ; {
			i := bytes.Index(text[from:], s.bytes)
			if i < 0 {
				break
			}
			i += from
			from = i + len(s.bytes)
			if !wordEnds(text, from) || (i > 0 && !wordEnds(text, i-1)) {
				continue
			}
			found++
			if i < at {
				status, at = s.status, i
			}
		}
	}
	if found != 1 {
		return CoverageEntry{}, false
	}
	before := bytes.TrimRight(text[:at], " ")
	if !bytes.HasSuffix(before, []byte(":")) || len(bytes.TrimSpace(before[:len(before)-1])) == 0 {
		return CoverageEntry{}, false
	}
	// The claim keeps the author's spelling: cut it from the original text.
	colon := f.origin[len(before)-1]
	claim := strings.TrimSpace(strings.TrimRight(item.text[:colon], "*` \t"))
	return CoverageEntry{Claim: claim, Status: status, Line: item.line}, true
}

// folded is an item's text upper-cased, without emphasis and code markers,
// with runs of white space folded and typographic apostrophes straight, so
// that statuses match however they were typed. origin maps each byte of
// text to its offset in the original. The buffers are reused: a corpus has
// a coverage bullet every few lines.
type folded struct {
	text   []byte
	origin []int
}

var foldPool = sync.Pool{New: func() any { return new(folded) }}

func (f *folded) fold(s string) {
	f.text, f.origin = f.text[:0], f.origin[:0]
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '*' || c == '`':
			continue
		case c == ' ' || c == '\t':
			space = true
			continue
		case c >= 'a' && c <= 'z':
			c -= 'a' - 'A'
		case c == 0xe2 && strings.HasPrefix(s[i:], "\u2019"):
			c = '\''
			i += len("\u2019") - 1
		}
		if space && len(f.text) > 0 {
			f.text = append(f.text, ' ')
			f.origin = append(f.origin, i-1)
		}
		space = false
		f.text = append(f.text, c)
		f.origin = append(f.origin, i)
	}
}

// wordEnds reports whether position i of s is not inside a word.
func wordEnds(s []byte, i int) bool {
	if i >= len(s) {
		return true
	}
	c := s[i]
	return !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')
}
