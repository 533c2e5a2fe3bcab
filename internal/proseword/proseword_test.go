package proseword

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// wordRE is the word as the package documents it, read by RE2 instead
// of the package's own scanner: letters and decimal digits, with an apostrophe
// between two of them kept inside.
var wordRE = regexp.MustCompile(`[\p{L}\p{Nd}]+(?:['’][\p{L}\p{Nd}]+)*`)

func FuzzAppendAll(f *testing.F) {
	for _, s := range []string{"", "doesn't fail", "don’t merge", "it's'", "'quoted'", "CI: red.", "café 42x", "a\xffb", "x'’y", "日本語 テスト"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := AppendAll(nil, s), wordRE.FindAllString(s, -1); !slices.Equal(got, want) {
			t.Fatalf("AppendAll(%q) = %q, want %q", s, got, want)
		}
	})
}

func TestNegatedBefore(t *testing.T) {
	for before, want := range map[string]bool{
		"the leak is not":         true,
		"**Not** yet":             true,
		"the leak was":            false,
		"not the token, it was":   false, // only the last two words count
		strings.Repeat("x ", 1e5): false,
	} {
		if got := NegatedBefore(before); got != want {
			t.Errorf("NegatedBefore(%.30q) = %v, want %v", before, got, want)
		}
	}
}

func TestNextSentence(t *testing.T) {
	for _, c := range []struct{ in, sentence, rest string }{
		{"Approved, but the token leaks. Ship it!", "Approved, but the token leaks", " Ship it!"},
		{"Does it leak? No", "Does it leak", " No"},
		{"no end", "no end", ""},
		{"", "", ""},
	} {
		if s, r := NextSentence(c.in); s != c.sentence || r != c.rest {
			t.Errorf("NextSentence(%q) = %q, %q; want %q, %q", c.in, s, r, c.sentence, c.rest)
		}
	}
}
