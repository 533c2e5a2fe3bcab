package lsp

import (
	"unicode/utf8"
)

// encoding is how a position's character counts: UTF-16 code units (the
// protocol's default), or bytes when the client offers UTF-8, or code
// points for UTF-32.
type encoding uint8

const (
	utf16 encoding = iota
	utf8Bytes
	utf32
)

func (e encoding) String() string {
	switch e {
	case utf8Bytes:
		return "utf-8"
	case utf32:
		return "utf-32"
	}
	return "utf-16"
}

// chooseEncoding takes the client's preferred encoding among those the
// server speaks, in the client's order; UTF-16 when it names none.
func chooseEncoding(offered []string) encoding {
	for _, e := range offered {
		switch e {
		case "utf-8":
			return utf8Bytes
		case "utf-32":
			return utf32
		case "utf-16":
			return utf16
		}
	}
	return utf16
}

// lineStarts lists the offset each line of text starts at. A line ends
// at LF, CRLF or a lone CR: the protocol counts lines so, and a server
// that counted otherwise would apply the editor's edits elsewhere.
func lineStarts(text string) []int {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			starts = append(starts, i+1)
		case '\r':
			if i+1 < len(text) && text[i+1] == '\n' {
				i++
			}
			starts = append(starts, i+1)
		}
	}
	return starts
}

// lineEnd is the offset where line i's content ends, before its line
// ending.
func lineEnd(text string, starts []int, i int) int {
	if i+1 >= len(starts) {
		return len(text)
	}
	end := starts[i+1] - 1
	if text[end] == '\n' && end > starts[i] && text[end-1] == '\r' {
		end--
	}
	return end
}

// offsetOf is the byte offset of p in text; a position past a line's end
// is its end, past the last line the text's end.
func offsetOf(text string, starts []int, p position, enc encoding) int {
	if p.Line < 0 {
		return 0
	}
	if p.Line >= len(starts) {
		return len(text)
	}
	off, end := starts[p.Line], lineEnd(text, starts, p.Line)
	for units := 0; off < end && units < p.Character; {
		r, n := utf8.DecodeRuneInString(text[off:end])
		units += width(r, n, enc)
		if units > p.Character {
			break // inside a surrogate pair: stay before it
		}
		off += n
	}
	return off
}

// positionOf is the position of the byte offset off in text.
func positionOf(text string, starts []int, off int, enc encoding) position {
	off = min(max(off, 0), len(text))
	line := 0
	for lo, hi := 0, len(starts)-1; lo <= hi; {
		mid := (lo + hi) / 2
		if starts[mid] <= off {
			line, lo = mid, mid+1
		} else {
			hi = mid - 1
		}
	}
	units := 0
	for i := starts[line]; i < off; {
		r, n := utf8.DecodeRuneInString(text[i:off])
		units += width(r, n, enc)
		i += n
	}
	return position{Line: line, Character: units}
}

// width is how many units of enc a rune of n bytes takes.
func width(r rune, n int, enc encoding) int {
	switch enc {
	case utf8Bytes:
		return n
	case utf32:
		return 1
	}
	if r >= 0x10000 {
		return 2
	}
	return 1
}
