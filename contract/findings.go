package contract

import "strings"

// Finding is a dispositioned finding bullet.
type Finding struct {
	Text        string
	Disposition string // FAIL or NOTE
	Reason      string
	Line, Col   int
}

// findingOf reads `<finding>: FAIL|NOTE <sep> <reason>`: the disposition is
// the first `: FAIL` or `: NOTE` token, since the finding itself may hold
// colons; the separator before the reason may be a dash, an en or em dash,
// or a colon.
func findingOf(item block) (Finding, bool) {
	text := item.text
	for from := 0; ; {
		i := strings.IndexByte(text[from:], ':')
		if i < 0 {
			return Finding{}, false
		}
		i += from
		from = i + 1
		subject := strings.TrimSpace(strings.Trim(text[:i], "* "))
		rest := strings.TrimLeft(text[i+1:], " \t*")
		word := dispositionWord(rest)
		if word == "" || subject == "" {
			continue
		}
		reason := strings.TrimLeft(rest[len(word):], "* \t")
		reason = strings.TrimLeft(reason, "-—–:")
		return Finding{
			Text: subject, Disposition: strings.ToUpper(word),
			Reason: strings.TrimSpace(reason), Line: item.line, Col: item.col,
		}, true
	}
}

// dispositionWord returns the FAIL or NOTE that s starts with, as a whole
// word in any case, or "".
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
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' {
			return ""
		}
	}
	return s[:4]
}

// saysNone reports whether a line states that there are no findings.
func saysNone(text string) bool {
	t := " " + strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r | 0x20
		}
		return ' '
	}, text) + " "
	return strings.Contains(t, " none ") || strings.Contains(t, " no findings ")
}
