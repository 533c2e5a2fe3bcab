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

// listItem is a recognised list marker.
type listItem struct {
	content int  // the column the item's content starts at
	next    int  // byte offset in the line's rest where the content starts
	nextCol int  // the column of that byte
	ordered bool // `1.` rather than `-`
	first   bool // an ordered list that starts at 1
	empty   bool // nothing follows the marker on its line
}

// listMarker recognises a bullet (`-`, `*`, `+`) or ordered (`1.`, `1)`)
// list marker in rest, which starts at column col. Tabs advance to the next
// multiple of four from the line's start, as CommonMark counts them, so
// `-\tx` puts its content at column 4.
func listMarker(rest string, col int) (listItem, bool) {
	var it listItem
	i := 0
	switch {
	case rest != "" && (rest[0] == '-' || rest[0] == '*' || rest[0] == '+'):
		i = 1
	default:
		for i < len(rest) && i < 9 && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 || i >= len(rest) || (rest[i] != '.' && rest[i] != ')') {
			return it, false
		}
		it.ordered, it.first = true, strings.TrimLeft(rest[:i], "0") == "1"
		i++
	}
	markerEnd := col + i
	c, j := markerEnd, i
	for j < len(rest) && (rest[j] == ' ' || rest[j] == '\t') {
		if rest[j] == '\t' {
			c += 4 - c%4
		} else {
			c++
		}
		j++
	}
	switch {
	case j == len(rest):
		it.empty, it.content, it.next, it.nextCol = true, markerEnd+1, j, c
	case j == i:
		return it, false // a marker needs a space or tab after it
	case c-markerEnd > 4:
		// Content indented five or more is code inside the item: the content
		// column is one past the marker, so the text is indented code.
		it.content, it.next, it.nextCol = markerEnd+1, j, c
	default:
		it.content, it.next, it.nextCol = c, j, c
	}
	return it, true
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
