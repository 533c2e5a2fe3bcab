package contract

import (
	"strings"
	"testing"
)

// TestFoldSetWords: a foldSet keeps a bit per word in a uint64 and looks
// each word's first two letters up in either case, so conditionStems are
// at most 64, each of two lower-case ASCII letters or more.
func TestFoldSetWords(t *testing.T) {
	if len(conditionStems) > 64 {
		t.Errorf("%d condition stems: a foldSet holds at most 64", len(conditionStems))
	}
	for _, w := range conditionStems {
		if len(w) < 2 || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			t.Errorf("condition stem %q: a foldSet finds words of two lower-case ASCII letters or more", w)
		}
	}
}

// TestFoldSetAnswersAsSearch: conditionStemSet answers as a search for
// each stem does, over every line of the test reports, the generated
// corpus and texts that spell a stem in other cases, cut short, at either
// end, or with a byte Unicode folds to an ASCII letter.
func TestFoldSetAnswersAsSearch(t *testing.T) {
	texts := []string{"", "i", "I", "iF", "xIf", "ONCE", "onc", "OnCe the tests pass", "\u212a", "ſtill", "STIL", "wai", "Awaiting",
		"Approved, modulo nits.", "approved", "LGTM"}
	for _, w := range conditionStems {
		texts = append(texts, w, strings.ToUpper(w), w[:len(w)-1], "x"+w, w+"x", strings.ToUpper(w[:1])+w[1:len(w)-1])
	}
	texts = append(texts, reportLines(t)...)
	for _, s := range texts {
		if got, want := conditionStemSet().in(s), containsAnyFold(s, conditionStems...); got != want {
			t.Errorf("conditionStemSet().in(%q) = %v, searching each stem %v", s, got, want)
		}
	}
}

// FuzzFoldSet: conditionStemSet answers as a search for each stem does.
func FuzzFoldSet(f *testing.F) {
	for _, s := range []string{"ONCE", "If", "ſtill", "\u212aeep", "x i f", "awai"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := conditionStemSet().in(s), containsAnyFold(s, conditionStems...); got != want {
			t.Fatalf("conditionStemSet().in(%q) = %v, searching each stem %v", s, got, want)
		}
	})
}
