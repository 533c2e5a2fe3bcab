package contract

import "bytes"

// line is one physical line of a report, without its line ending. A CR
// before the LF (CRLF files) is dropped so that it never reaches a match.
type line struct {
	num  int    // 1-based line number
	text string // the line's bytes, BOM and line ending removed
}

// splitLines cuts content into lines. A UTF-8 byte order mark at the start
// is dropped: editors do not show it, so it must not break the first heading.
func splitLines(content []byte) []line {
	content = bytes.TrimPrefix(content, []byte("\xef\xbb\xbf"))
	lines := make([]line, 0, bytes.Count(content, []byte{'\n'})+1)
	for num := 1; len(content) > 0; num++ {
		i := bytes.IndexByte(content, '\n')
		var raw []byte
		if i < 0 {
			raw, content = content, nil
		} else {
			raw, content = content[:i], content[i+1:]
		}
		if n := len(raw); n > 0 && raw[n-1] == '\r' {
			raw = raw[:n-1]
		}
		lines = append(lines, line{num: num, text: string(raw)})
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

// isBlank reports whether s holds only spaces and tabs.
func isBlank(s string) bool {
	_, off := indentOf(s)
	return off == len(s)
}
