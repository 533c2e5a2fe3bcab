package contract

// line is one physical line of a report, without its line ending. A CR
// before the LF (CRLF files) is dropped so that it never reaches a match.
type line struct {
	num  int    // 1-based line number
	text string // the line's bytes, BOM and line ending removed
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
