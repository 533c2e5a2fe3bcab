package contract

import (
	"math/rand/v2"
	"testing"
	"unicode"
)

// TestPlainMarksFindNothing holds each mark onlyPlainMarks lets by to
// what it says of them: invisible and lookalike find nothing in a text
// of them, beside words or alone.
func TestPlainMarksFindNothing(t *testing.T) {
	for _, r := range plainMarks {
		s := string(r)
		if unicode.Is(unicode.Cf, r) || hasLookalike(s) || hasStyled(s) {
			t.Errorf("%q (U+%04X) is a plain mark, but invisible or lookalike reads it", s, r)
		}
		for _, text := range []string{s, "Verdict" + s + "PASS", "a " + s + " b", s + s} {
			if _, ok := invisibleInWord(text); ok || hasLookalike(text) {
				t.Errorf("%q: invisible or lookalike finds something", text)
			}
		}
	}
}

// TestOnlyPlainMarksSkipsNothing: where onlyPlainMarks lets a text by,
// invisible and lookalike would have found nothing in it, on texts of
// plain marks, other marks, look-alikes, invisible and broken
// characters.
func TestOnlyPlainMarksSkipsNothing(t *testing.T) {
	pieces := []string{" ", "Verdict", ":", "PASS", "NOTE", "—", "–", "’", "“", "…", "✅", "❌", "→", "•",
		"\u200b", "\u00ad", "\ufe0f", "Ρ", "А", "ſ", "：", "‒", "é", "Ｐ", "\u00a0", "\xe2\x80", "\xff", "⚠"}
	rng := rand.New(rand.NewPCG(13, 14))
	skipped := 0
	for range 30000 {
		text := piecesText(rng, pieces, 0, 8)
		if !onlyPlainMarks(text) {
			continue
		}
		skipped++
		if _, ok := invisibleInWord(text); ok || hasLookalike(text) {
			t.Errorf("onlyPlainMarks(%q) lets it by, but invisible or lookalike finds something", text)
		}
	}
	if skipped < 1000 {
		t.Errorf("only %d texts let by: the test tries too few", skipped)
	}
}

// FuzzOnlyPlainMarks: where onlyPlainMarks lets a text by, invisible and
// lookalike find nothing in it.
func FuzzOnlyPlainMarks(f *testing.F) {
	for _, s := range []string{"NOTE — why", "Verdict: ✅ PASS", "“quoted” → next", "Ρ", "a\u200bb", "\xe2\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !onlyPlainMarks(text) {
			return
		}
		if _, ok := invisibleInWord(text); ok || hasLookalike(text) {
			t.Errorf("onlyPlainMarks(%q) lets it by, but invisible or lookalike finds something", text)
		}
	})
}
