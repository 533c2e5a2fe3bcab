package gitquote

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestTextLeavesNoControl runs Text over every rune up to U+00FF, alone
// and between printable text: no control character (unicode.IsControl,
// C0, DEL and C1) survives, and a string without one comes back as it is.
func TestTextLeavesNoControl(t *testing.T) {
	for r := rune(0); r <= 0xff; r++ {
		s := "a " + string(r) + " é"
		got := Text(s)
		for _, g := range got {
			if unicode.IsControl(g) {
				t.Errorf("Text(%q) = %q keeps control %U", s, got, g)
			}
		}
		if !unicode.IsControl(r) && got != s {
			t.Errorf("Text(%q) = %q, want it unchanged", s, got)
		}
		if !utf8.ValidString(got) {
			t.Errorf("Text(%q) = %q is not UTF-8", s, got)
		}
	}
	for in, want := range map[string]string{
		"a\nb":       `a\nb`,
		"\x1b[8m":    `\033[8m`,
		"x\u009by":   `x\302\233y`,
		"tab\there":  `tab\there`,
		`back\slash`: `back\slash`,
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

// Bidirectional controls and bytes that are not UTF-8 are escaped byte by
// byte, wherever they stand; other non-ASCII text is kept, and what comes
// out is valid UTF-8 with no control of either kind left.
func TestTextEscapesBidiAndInvalidUTF8(t *testing.T) {
	bidiControls := []rune{0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c}
	for _, r := range bidiControls {
		s := "Verdict: " + string(r) + "SSAP é"
		got := Text(s)
		if strings.ContainsRune(got, r) || !utf8.ValidString(got) || !strings.Contains(got, "SSAP é") {
			t.Errorf("Text(%q) = %q", s, got)
		}
	}
	for in, want := range map[string]string{
		"a\u202eb":         `a\342\200\256b`,
		"lone \x9b[2J":     `lone \233[2J`,
		"cut \xe2\x80":     `cut \342\200`,
		"ok \u05d0 \u2028": "ok \u05d0 \u2028",
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

// Lines keeps a message's lines, each escaped, every one after the first
// indented, so that none can start like a finding of its own.
func TestLines(t *testing.T) {
	for in, want := range map[string]string{
		"one line":                          "one line",
		"type errors differ:\n\tx.go:1:1\n": "type errors differ:\n    \tx.go:1:1",
		"a\nb.md:1:1: error: forged\x1b[8m": "a\n    b.md:1:1: error: forged\\033[8m",
		"\u202e\r\nx\r":                     "\\342\\200\\256\n    x\\r",
	} {
		if got := Lines(in, "    "); got != want {
			t.Errorf("Lines(%q) = %q, want %q", in, got, want)
		}
	}
}
