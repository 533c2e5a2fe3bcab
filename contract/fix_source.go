package contract

import "bytes"

// source maps the contract's positions (lines and byte columns of the
// report with its byte order mark dropped) back to the bytes as given, so
// that a fix edits exactly the characters it means to.
type source struct {
	content []byte
	bom     int // the length of a byte order mark the reader dropped
	lines   lineIndex
}

func newSource(content []byte) source {
	bom := 0
	if bytes.HasPrefix(content, []byte("\xef\xbb\xbf")) {
		bom = 3
	}
	return source{content: content, bom: bom, lines: newLineIndex(loneCRs(content[bom:]))}
}

// line returns the offsets in content of line n's text, its line ending
// (LF or CRLF) excluded; false when there is no such line.
func (s source) line(n int) (start, end int, ok bool) {
	if n < 1 || n > len(s.lines) {
		return 0, 0, false
	}
	start = s.lines[n-1] + s.bom
	end = len(s.content)
	if n < len(s.lines) {
		end = s.lines[n] + s.bom - 1
	}
	if end > start && s.content[end-1] == '\r' {
		end--
	}
	return start, end, true
}

// text returns line n's text and where it starts in content.
func (s source) text(n int) (string, int, bool) {
	start, end, ok := s.line(n)
	if !ok {
		return "", 0, false
	}
	return string(s.content[start:end]), start, true
}
