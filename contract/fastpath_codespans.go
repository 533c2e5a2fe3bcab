package contract

import "strings"

// renderCodeSpans is renderCodeSpansCopy's text. A span whose content
// keeps its spaces renders as written, between the single backticks it
// has, so a line with no padded span is its own rendering and needs no
// copy.
func renderCodeSpans(l string) string {
	if !padsCodeSpan(l) {
		return strings.TrimSpace(l)
	}
	return renderCodeSpansCopy(l)
}

// padsCodeSpan reports whether a span of l has a space on each side of
// content that is not all spaces (the parser trims one from each), or a
// backtick is left unpaired (which codeSpansOnly never accepts; the copy
// decides what it means).
func padsCodeSpan(l string) bool {
	for {
		i := strings.IndexByte(l, '`')
		if i < 0 {
			return false
		}
		j := strings.IndexByte(l[i+1:], '`')
		if j < 0 {
			return true
		}
		code := l[i+1 : i+1+j]
		if len(code) >= 2 && code[0] == ' ' && code[len(code)-1] == ' ' && strings.Trim(code, " ") != "" {
			return true
		}
		l = l[i+j+2:]
	}
}
