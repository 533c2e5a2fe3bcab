package contract

import (
	"bytes"
	"strconv"
	"unicode/utf8"

	"github.com/yuin/goldmark/util"
)

// appendDecoded appends text as it renders: backslash escapes and entity
// references resolved, exactly as goldmark's HTML renderer writes them
// (renderer/html's defaultWriter.Write), but as text rather than HTML.
// The renderer is not imported: its package initialisation (about a
// hundred allocations) would run before every verb for this one
// function. A test holds this to the renderer's own output.
func appendDecoded(dst, v []byte) []byte {
	if !needsDecoding(v) {
		return append(dst, v...)
	}
	escaped := false
	limit := len(v)
	n := 0
	for i := 0; i < limit; i++ {
		c := v[i]
		if escaped {
			if util.IsPunct(c) {
				// A backslash before punctuation is dropped and the
				// punctuation kept as written.
				dst = append(dst, v[n:i-1]...)
				n = i
				escaped = false
				continue
			}
		}
		if c == 0 {
			dst = append(dst, v[n:i]...)
			dst = utf8.AppendRune(dst, utf8.RuneError)
			n = i + 1
			escaped = false
			continue
		}
		if c == '&' {
			if end, r, ok := numericReference(v, i); ok {
				dst = append(dst, v[n:i]...)
				dst = utf8.AppendRune(dst, util.ToValidRune(r))
				n = end
				i = end - 1
				escaped = false
				continue
			}
			if end, chars, ok := namedReference(v, i); ok {
				dst = append(dst, v[n:i]...)
				dst = append(dst, chars...)
				n = end
				i = end - 1
				escaped = false
				continue
			}
		}
		if c == '\\' {
			escaped = true
			continue
		}
		escaped = false
	}
	return append(dst, v[n:]...)
}

func needsDecoding(v []byte) bool {
	return bytes.IndexByte(v, '\\') >= 0 || bytes.IndexByte(v, '&') >= 0
}

// numericReference reads "&#x1F600;" or "&#128512;" at v[i] as the
// renderer does: one to six hexadecimal or one to seven decimal digits,
// then ";". end is the offset after the ";".
func numericReference(v []byte, i int) (end int, r rune, ok bool) {
	if i+2 >= len(v) || v[i+1] != '#' {
		return 0, 0, false
	}
	start, base, isDigit := i+3, 16, util.IsHexDecimal
	maxDigits := 6
	switch c := v[i+2]; {
	case c == 'x' || c == 'X':
	case c >= '0' && c <= '9':
		start, base, isDigit, maxDigits = i+2, 10, util.IsNumeric, 7
	default:
		return 0, 0, false
	}
	j := start
	for j < len(v) && isDigit(v[j]) {
		j++
	}
	if j == start || j >= len(v) || v[j] != ';' || j-start > maxDigits {
		return 0, 0, false
	}
	x, _ := strconv.ParseUint(string(v[start:j]), base, 32)
	return j + 1, rune(x), true
}

// namedReference reads "&name;" at v[i], a name from the HTML5 list, as
// the renderer does. end is the offset after the ";".
func namedReference(v []byte, i int) (end int, chars []byte, ok bool) {
	j := i + 1
	for j < len(v) && util.IsAlphaNumeric(v[j]) {
		j++
	}
	if j == i+1 || j >= len(v) || v[j] != ';' {
		return 0, nil, false
	}
	entity, ok := util.LookUpHTML5EntityByName(string(v[i+1 : j]))
	if !ok {
		return 0, nil, false
	}
	return j + 1, entity.Characters, true
}
