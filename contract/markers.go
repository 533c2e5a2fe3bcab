package contract

import "strings"

// The functions here recognise CommonMark block markers in rest, a line from
// its first non-space character, after the caller has checked that the
// indentation is at most three columns.

// atxHeading returns the heading's level and text for `#`..`######` lines.
func atxHeading(rest string) (level int, text string, ok bool) {
	for level < len(rest) && rest[level] == '#' {
		level++
	}
	if level == 0 || level > 6 {
		return 0, "", false
	}
	if level < len(rest) && rest[level] != ' ' && rest[level] != '\t' {
		return 0, "", false
	}
	text = strings.TrimSpace(rest[level:])
	// A closing sequence of #s is dropped when a space precedes it.
	trimmed := strings.TrimRight(text, "#")
	if trimmed == "" || strings.HasSuffix(trimmed, " ") || strings.HasSuffix(trimmed, "\t") {
		text = strings.TrimSpace(trimmed)
	}
	return level, text, true
}

// fenceOpen returns the fence character and length of a code fence opener.
func fenceOpen(rest string) (ch byte, n int, ok bool) {
	if len(rest) < 3 || (rest[0] != '`' && rest[0] != '~') {
		return 0, 0, false
	}
	ch = rest[0]
	for n < len(rest) && rest[n] == ch {
		n++
	}
	if n < 3 {
		return 0, 0, false
	}
	// A backtick fence's info string may not contain a backtick, or the line
	// would be an inline code span instead.
	if ch == '`' && strings.IndexByte(rest[n:], '`') >= 0 {
		return 0, 0, false
	}
	return ch, n, true
}

// fenceCloses reports whether rest closes a fence of ch repeated n times.
func fenceCloses(rest string, ch byte, n int) bool {
	i := 0
	for i < len(rest) && rest[i] == ch {
		i++
	}
	return i >= n && isBlank(rest[i:])
}

// thematicBreak recognises `***`, `---`, `___` (spaces allowed between).
func thematicBreak(rest string) bool {
	var ch byte
	count := 0
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		switch {
		case c == ' ' || c == '\t':
		case (c == '*' || c == '-' || c == '_') && (ch == 0 || c == ch):
			ch = c
			count++
		default:
			return false
		}
	}
	return count >= 3
}

// setextUnderline returns 1 for `===` and 2 for `---` underlines.
func setextUnderline(rest string) int {
	if rest == "" || (rest[0] != '=' && rest[0] != '-') {
		return 0
	}
	i := 0
	for i < len(rest) && rest[i] == rest[0] {
		i++
	}
	if !isBlank(rest[i:]) {
		return 0
	}
	if rest[0] == '=' {
		return 1
	}
	return 2
}

// listMarker recognises a bullet (`-`, `*`, `+`) or ordered (`1.`, `1)`)
// list marker. width is the marker's length plus the spaces that follow it,
// up to where the item's content starts; empty says the item has no content
// on its first line; first says an ordered list starts at 1.
func listMarker(rest string) (width int, ordered, empty, first bool, ok bool) {
	i := 0
	switch {
	case rest != "" && (rest[0] == '-' || rest[0] == '*' || rest[0] == '+'):
		i = 1
	default:
		for i < len(rest) && i < 9 && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 || i >= len(rest) || (rest[i] != '.' && rest[i] != ')') {
			return 0, false, false, false, false
		}
		ordered, first = true, strings.TrimLeft(rest[:i], "0") == "1"
		i++
	}
	if i == len(rest) || isBlank(rest[i:]) {
		return i + 1, ordered, true, first, true
	}
	if rest[i] != ' ' && rest[i] != '\t' {
		return 0, false, false, false, false
	}
	spaces := 0
	for i+spaces < len(rest) && rest[i+spaces] == ' ' {
		spaces++
	}
	if spaces > 4 || (i+spaces < len(rest) && rest[i+spaces] == '\t') {
		// Content indented five or more is code inside the item: the content
		// column is one space after the marker.
		spaces = 1
	}
	return i + spaces, ordered, false, first, true
}

// boldOnly returns the text of a line that is nothing but bold text, with
// an optional colon inside or after it: `**Findings:**`, `__Verdict reason__:`.
func boldOnly(s string) (string, bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(s, ":")
	s = strings.TrimRight(s, " \t")
	for _, d := range []string{"**", "__"} {
		if len(s) > 4 && strings.HasPrefix(s, d) && strings.HasSuffix(s, d) {
			inner := s[2 : len(s)-2]
			if inner[0] != d[0] && inner[0] != ' ' && !strings.Contains(inner, d) {
				return inner, true
			}
		}
	}
	return "", false
}
