package contract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// The label readings as they read before they compared words without
// lowering copies: each split its label with words (or lowered it whole,
// then split it) and compared the words it got.
func namesMergeLowered(label string) bool {
	for _, w := range words(label) {
		switch w {
		case "merge", "merging", "mergeable", "mergeability", "landing":
			return true
		}
	}
	return false
}

func namesReviewStatusLowered(label string) bool {
	ws := words(label)
	if n := len(ws); n == 0 || ws[n-1] != "status" && ws[n-1] != "state" {
		return false
	}
	for _, w := range ws[:len(ws)-1] {
		switch w {
		case "review", "pr", "approval", "current", "change", "mr":
		default:
			return false
		}
	}
	return true
}

func namesDecisionLowered(label string) bool {
	for t := strings.ToLower(label); ; {
		w, r, ok := proseword.Next(t)
		if !ok {
			return false
		}
		if slices.Contains(decisionWords, w) {
			return true
		}
		t = r
	}
}

// checkLabelWords fails t where a label reading reads label otherwise
// than it did on lowered copies.
func checkLabelWords(t *testing.T, label string) {
	t.Helper()
	for _, c := range []struct {
		name      string
		got, want func(string) bool
	}{
		{"namesMerge", namesMerge, namesMergeLowered},
		{"namesReviewStatus", namesReviewStatus, namesReviewStatusLowered},
		{"namesDecision", namesDecision, namesDecisionLowered},
	} {
		if got, want := c.got(label), c.want(label); got != want {
			t.Errorf("%s(%q) = %v, want %v", c.name, label, got, want)
		}
	}
}

// TestLabelWordsAsLowered holds the label readings to what they read on
// lowered copies, on labels of their words in any case, with apostrophes
// of both kinds, letters a lowering changes, and broken UTF-8.
func TestLabelWordsAsLowered(t *testing.T) {
	pieces := []string{" ", " ", ":", "*", "-", "'", "\u2019", "s", "Merge", "MERGING", "landing", "Review", "PR",
		"mr", "Approval", "current", "Status", "STATE", "state", "Decision", "OUTCOME", "judgment", "Ruling",
		"Overall", "é", "É", "\u212a", "\u0130", "\xe2", "\xff", "✅", "❌", "1"}
	rng := rand.New(rand.NewPCG(11, 12))
	for range 30000 {
		checkLabelWords(t, piecesText(rng, pieces, 0, 6))
	}
	for _, s := range []string{"Merge", "PR Status", "Review state", "CI status", "Status", "✅", "", "Decision’s",
		"Merge\u2019s", "Stat\u212ae", "DEC\u0130SION", "Final Decision", "Mergeability"} {
		checkLabelWords(t, s)
	}
}

// FuzzLabelWords: see checkLabelWords.
func FuzzLabelWords(f *testing.F) {
	for _, s := range []string{"Merge", "PR Status", "**Decision**", "Review\u2019s state", "\u212aind"} {
		f.Add(s)
	}
	f.Fuzz(checkLabelWords)
}
