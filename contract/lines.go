package contract

import "strings"

// line is one physical line of a report, without its line ending. A CR
// before the LF (CRLF files) is dropped so that it never reaches a match.
type line struct {
	num  int    // 1-based line number
	text string // the line's bytes, BOM and line ending removed
}

// splitLines cuts content into lines. A UTF-8 byte order mark at the start
// is dropped: editors do not show it, so it must not break the first heading.
func splitLines(content []byte) []line {
	// One conversion for the whole file: every line is a substring of it,
	// so reading a report allocates per file, not per line.
	text := strings.TrimPrefix(string(content), "\xef\xbb\xbf")
	lines := make([]line, 0, strings.Count(text, "\n")+1)
	for num := 1; len(text) > 0; num++ {
		raw := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			raw, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		raw = strings.TrimSuffix(raw, "\r")
		lines = append(lines, line{num: num, text: raw})
	}
	return lines
}

// indentOf returns the line's indentation in columns (a tab advances to the
// next multiple of four, as CommonMark says) and the byte offset of the first
// character that is not a space or tab.
func indentOf(s string) (cols, offset int) {
	for offset < len(s) {
		switch s[offset] {
		case ' ':
			cols++
		case '\t':
			cols += 4 - cols%4
		default:
			return cols, offset
		}
		offset++
	}
	return cols, offset
}
