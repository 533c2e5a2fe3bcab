package contract

import "strings"

// The three coverage statuses, one spelling each.
const (
	StatusVerified = "VERIFIED INDEPENDENTLY"
	StatusAccepted = "ACCEPTED FROM WORKER'S EVIDENCE"
	StatusNotCheck = "COULD NOT CHECK"
)

// statusSpellings maps each accepted spelling (upper case, single spaces,
// straight apostrophe) to its status.
var statusSpellings = []struct{ spelling, status string }{
	{"VERIFIED INDEPENDENTLY", StatusVerified},
	{"ACCEPTED FROM THE WORKER'S EVIDENCE", StatusAccepted},
	{"ACCEPTED FROM WORKER'S EVIDENCE", StatusAccepted},
	{"ACCEPTED FROM THE WORKERS EVIDENCE", StatusAccepted},
	{"ACCEPTED FROM WORKERS EVIDENCE", StatusAccepted},
	{"COULD NOT CHECK", StatusNotCheck},
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
	text, origin := canonicalCase(item.text)
	// The spellings never overlap one another, so counting each one's
	// whole-word occurrences counts the statuses.
	found, status, at := 0, "", len(text)
	for _, s := range statusSpellings {
		for from := 0; ; {
			i := strings.Index(text[from:], s.spelling)
			if i < 0 {
				break
			}
			i += from
			from = i + len(s.spelling)
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
	before := strings.TrimRight(text[:at], " ")
	if !strings.HasSuffix(before, ":") || strings.TrimSpace(strings.TrimSuffix(before, ":")) == "" {
		return CoverageEntry{}, false
	}
	// The claim keeps the author's spelling: cut it from the original text.
	colon := origin[len(before)-1]
	claim := strings.TrimSpace(strings.TrimRight(item.text[:colon], "*` \t"))
	return CoverageEntry{Claim: claim, Status: status, Line: item.line}, true
}

// canonicalCase upper-cases s, drops emphasis and code markers, folds runs
// of white space and turns typographic apostrophes straight, so that
// statuses match however they were typed. origin maps each byte of the
// result to its offset in s.
func canonicalCase(s string) (string, []int) {
	b := make([]byte, 0, len(s))
	origin := make([]int, 0, len(s))
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
		case strings.HasPrefix(s[i:], "\u2019"):
			c = '\''
			i += len("\u2019") - 1
		}
		if space && len(b) > 0 {
			b = append(b, ' ')
			origin = append(origin, i-1)
		}
		space = false
		b = append(b, c)
		origin = append(origin, i)
	}
	return string(b), origin
}

// wordEnds reports whether position i of s is not inside a word.
func wordEnds(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	c := s[i]
	return !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')
}
