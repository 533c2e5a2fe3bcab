package contract

import "strings"

// Finding is a dispositioned finding bullet.
type Finding struct {
	Text        string
	Disposition string // FAIL or NOTE
	Reason      string
	Line, Col   int
}

// findingOf reads `<finding>: FAIL|NOTE <sep> <reason>`. The finding may
// itself hold colons, so the disposition is chosen among the `: FAIL` and
// `: NOTE` tokens outside code spans: the first in upper case, else the
// first followed by a separator or the end ("- x: note that …" is prose).
// The separator before the reason may be a dash, an en or em dash, or a
// colon.
func findingOf(item block) (Finding, bool) {
	text := item.text
	chosen, chosenWord := -1, ""
	spans := codeSpans{text: text, find: "`:"}
	for k := spans.next(0); k >= 0; k = spans.next(k + 1) {
		rest := strings.TrimLeft(text[k+1:], " \t*")
		word := dispositionWord(rest)
		if word == "" {
			continue
		}
		upper := word == "FAIL" || word == "NOTE"
		if strings.TrimSpace(strings.Trim(text[:k], "* ")) == "" {
			// A FAIL or NOTE with no finding before it is not skipped
			// for a later one: a reader takes the first.
			if upper && chosen < 0 {
				return Finding{}, false
			}
			continue
		}
		if !upper && !separatorFollows(rest[len(word):]) {
			continue
		}
		if chosen < 0 || upper && chosenWord != "FAIL" && chosenWord != "NOTE" {
			chosen, chosenWord = k, word
		}
		if upper {
			break
		}
	}
	if chosen < 0 {
		return Finding{}, false
	}
	rest := strings.TrimLeft(text[chosen+1:], " \t*")
	reason := strings.TrimLeft(rest[len(chosenWord):], "* \t")
	reason = strings.TrimLeft(reason, "-—–:")
	return Finding{
		Text: strings.TrimSpace(strings.Trim(text[:chosen], "* ")), Disposition: strings.ToUpper(chosenWord),
		Reason: strings.TrimSpace(reason), Line: item.line, Col: item.col,
	}, true
}

// statesFail reports whether a line of text states a FAIL: its first
// upper-case `: FAIL` or `: NOTE` outside code spans is FAIL, whatever
// precedes it. A reader takes such a line under Findings as a FAIL
// finding, bullet or not.
func statesFail(text string) bool {
	spans := codeSpans{text: text, find: "`:"}
	for k := spans.next(0); k >= 0; k = spans.next(k + 1) {
		switch dispositionWord(strings.TrimLeft(text[k+1:], " \t*")) {
		case "FAIL":
			return true
		case "NOTE":
			return false
		}
	}
	return false
}

// separatorFollows reports whether s (what follows a disposition word) is
// empty or starts, after spaces and emphasis, with a dash or colon.
func separatorFollows(s string) bool {
	s = strings.TrimLeft(s, " \t*")
	return s == "" || strings.HasPrefix(s, "-") || strings.HasPrefix(s, ":") ||
		strings.HasPrefix(s, "—") || strings.HasPrefix(s, "–")
}

// dispositionWord returns the FAIL or NOTE that s starts with, as a whole
// word in any case, or "". A hyphen joins words: "fail-fast" is not FAIL.
func dispositionWord(s string) string {
	if len(s) < 4 {
		return ""
	}
	w := strings.ToUpper(s[:4])
	if w != "FAIL" && w != "NOTE" {
		return ""
	}
	if len(s) > 4 {
		c := s[4]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' && len(s) > 5 && s[5] != ' ' {
			return ""
		}
	}
	return s[:4]
}

// saysNone reports whether a line states that there are no findings: it
// is "None" or "No findings", optionally followed by punctuation or a
// dash and more words ("None — nothing blocking"). A line that merely
// contains the word ("the README says none are logged") does not.
func saysNone(text string) bool {
	t := strings.TrimLeft(normalize(text), " ")
	for _, phrase := range []string{"no findings", "none"} {
		rest, ok := strings.CutPrefix(t, phrase)
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, " ")
		if rest == "" || strings.ContainsAny(rest[:1], ".!;:,(-") || strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, "–") {
			return true
		}
	}
	return false
}
