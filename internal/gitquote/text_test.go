package gitquote

import (
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
