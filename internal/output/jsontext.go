package output

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// encodeJSON writes v as indented JSON, with every bidirectional control
// character written as a \u escape: encoding/json keeps them raw, and a
// viewer that shows the document (a terminal, GitHub's code scanning page)
// would reorder the text around them. encoding/json already writes each
// byte that is not UTF-8 as U+FFFD and escapes the C0 controls; a bidi
// control can only stand inside a string there, so the escape keeps the
// document valid.
func encodeJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	// Messages quote markdown such as `<claim>`: keep it readable.
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(escapeBidi(buf.Bytes()))
	return err
}

// escapeBidi rewrites the bidirectional controls of UTF-8 text as \uXXXX.
func escapeBidi(b []byte) []byte {
	var out []byte
	last := 0
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if gitquote.Bidi(r) {
			out = append(out, b[last:i]...)
			out = fmt.Appendf(out, `\u%04x`, r)
			last = i + n
		}
		i += n
	}
	if out == nil {
		return b
	}
	return append(out, b[last:]...)
}
