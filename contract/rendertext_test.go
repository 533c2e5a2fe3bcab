package contract

import (
	"bufio"
	"bytes"
	"html"
	"testing"

	gmhtml "github.com/yuin/goldmark/renderer/html"
)

// rendererText is the oracle: goldmark's HTML renderer writes v, and the
// HTML it wrote is read back as text.
func rendererText(v []byte) string {
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	gmhtml.DefaultWriter.Write(w, v)
	_ = w.Flush()
	return html.UnescapeString(out.String())
}

var decodeSeeds = []string{
	`Verdict\: PASS`, `&#86;erdict &#x50;ASS &#X41; &#0; &#x110000; &#1234567; &#12345678; &#x1234567;`,
	`&amp;lt; &copy &copy; &NotEqualTilde; &nosuch; & &; &#; &#x; &#xg; \&amp; \\&amp; \a \`,
	"a\x00b\\\x00c", `<b>"q"</b>`, `&`, `&#`, `&#x`, `\`, `&#65`, `&ThickSpace;&#x1F600;`,
}

// TestDecodedAsRendered: text decodes as goldmark's renderer writes it.
func TestDecodedAsRendered(t *testing.T) {
	for _, s := range decodeSeeds {
		if got, want := string(appendDecoded(nil, []byte(s))), rendererText([]byte(s)); got != want {
			t.Errorf("appendDecoded(%q) = %q, renderer %q", s, got, want)
		}
	}
}

func FuzzDecodedAsRendered(f *testing.F) {
	for _, s := range decodeSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, v []byte) {
		if !needsDecoding(v) {
			return // appended as it is; the renderer would turn NUL into U+FFFD
		}
		if got, want := string(appendDecoded([]byte("x"), v)), "x"+rendererText(v); got != want {
			t.Errorf("appendDecoded(%q) = %q, renderer %q", v, got, want)
		}
	})
}
