package contract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// charSets are the sets of charset.go with the characters each was made
// of.
var charSets = []struct {
	set   *charSet
	chars string
}{
	{&valueSeps, ":—–-="}, {&clauseMarks, ".,;:(—–"}, {&labelSeps, ":(—–"}, {&labelRefusals, "`[]()|"},
	{&gradeSeps, "(—–:|"}, {&fieldSeps, ":?"}, {&fileNameEnd, " \t*_`]():"}, {&notTableText, "<&\\[]~"},
	{&notBoldText, "*_`[]<>&\\\n\r"},
}

// checkCharSets fails t where a charSet finds otherwise in s than
// strings finds the same characters.
func checkCharSets(t *testing.T, s string) {
	t.Helper()
	for _, c := range charSets {
		if got, want := c.set.index(s), strings.IndexAny(s, c.chars); got != want {
			t.Errorf("index(%q) of %q = %d, want %d", s, c.chars, got, want)
		}
		if got, want := c.set.in(s), strings.ContainsAny(s, c.chars); got != want {
			t.Errorf("in(%q) of %q = %v, want %v", s, c.chars, got, want)
		}
	}
}

// TestCharSetsAsStrings holds the charSets to strings on texts made of
// their characters, their bytes one by one, others and broken UTF-8.
func TestCharSetsAsStrings(t *testing.T) {
	alphabet := []string{" ", "\t", "\n", "\r", "*", "_", "`", "[", "(", ")", "]", "|", "-", "=", ":", "?", ".", ",",
		"<", "&", "\\", "~", "a", "Z", "é", "—", "–", "❌", "\xe2", "\x80", "\x94", "\x93", "\xe2\x80", "\xff", "\ufffd"}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 20000 {
		checkCharSets(t, piecesText(rng, alphabet, 0, 12))
	}
}

// FuzzCharSets: see checkCharSets.
func FuzzCharSets(f *testing.F) {
	for _, s := range []string{"", "Decision: on hold", "a — b", "\xe2\x80\x94", "\xe2\xe2\x80\x93", "x\ufffd-", "[x](y)"} {
		f.Add(s)
	}
	f.Fuzz(checkCharSets)
}
