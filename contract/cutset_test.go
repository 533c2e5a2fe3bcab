package contract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// cutsets are the sets of cutset.go with the characters each was made of.
var cutsets = []struct {
	set   *cutset
	chars string
}{
	{&spaceEmphasis, " \t*_`"}, {&leadingMarks, " \t*_`[("}, {&closingMarks, " \t*_`)]"},
	{&labelLead, " \t*_`-+>"}, {&labelMarks, " \t*_`#-+>"}, {&gradeClose, "*_`])"}, {&endMarks, " \t.!*_`"},
	{&numberMarks, " \t#.*_`"}, {&digits, "0123456789"}, {&columnNameMarks, " \t*_`?:"},
	{&coverageClaimEnd, "*` \t"}, {&spaceStar, " \t*"}, {&numbering, "0123456789.)#: "},
	{&emphasisMarks, "*_`"}, {&labelColon, " \t*_`:"}, {&spaceStarUnder, " \t*_"}, {&fieldValueLead, " \t*_`:?"},
	{&fileLead, " \t*_`["}, {&nameEnd, ".,;"}, {&spaceDot, " ."}, {&spaceQuotes, " \t\"'"}, {&sentenceEnd, " .!"},
	{&wordBrackets, "().,"},
}

// checkCutsets fails t where a cutset trims s otherwise than strings
// trims it with the same characters.
func checkCutsets(t *testing.T, s string) {
	t.Helper()
	for _, c := range cutsets {
		if got, want := c.set.trimLeft(s), strings.TrimLeft(s, c.chars); got != want {
			t.Errorf("trimLeft(%q) by %q = %q, want %q", s, c.chars, got, want)
		}
		if got, want := c.set.trimRight(s), strings.TrimRight(s, c.chars); got != want {
			t.Errorf("trimRight(%q) by %q = %q, want %q", s, c.chars, got, want)
		}
		if got, want := c.set.trim(s), strings.Trim(s, c.chars); got != want {
			t.Errorf("trim(%q) by %q = %q, want %q", s, c.chars, got, want)
		}
	}
	if got, want := trimHeadingEnd(s), strings.TrimRight(s, " .:;!-—–"); got != want {
		t.Errorf("trimHeadingEnd(%q) = %q, want %q", s, got, want)
	}
}

// TestCutsetsAsStrings holds the cutsets to strings on texts made of
// their characters, others and broken UTF-8.
func TestCutsetsAsStrings(t *testing.T) {
	alphabet := []string{" ", "\t", "*", "_", "`", "[", "(", ")", "]", "-", "+", ">", "#", ".", "!", "?", ":",
		"0", "7", "a", "Z", ",", ";", "\"", "'", "é", "—", "–", "❌", "\xe2", "\x80", "\x94", "\xff", "\u00a0"}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		text := piecesText(rng, alphabet, 0, 12)
		checkCutsets(t, text)
	}
}

// FuzzCutsets: see checkCutsets.
func FuzzCutsets(f *testing.F) {
	for _, s := range []string{"", " **x** ", "`[(Critical)]`", "- > + text", "12.", "\xe2\x80 *", "é*"} {
		f.Add(s)
	}
	f.Fuzz(checkCutsets)
}
