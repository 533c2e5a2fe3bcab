package contract

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// namesAlternativesSliced is namesAlternatives as it read a heading when
// it cut the words into slices: the reference the iterating one is held
// equal to.
func namesAlternativesSliced(heading string) bool {
	t := normalize(heading)
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !proseword.IsRune(r) }) {
		if namesWork(w) {
			return false
		}
	}
	if i := strings.IndexAny(t, ":(—–"); i >= 0 {
		t = t[:i]
	}
	var words []string
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !proseword.IsRune(r) }) {
		if w[0] < '0' || w[0] > '9' {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return false
	}
	isAlt := func(w string) bool { return w == "alternative" || w == "alternatives" }
	return isAlt(words[0]) || isAlt(words[len(words)-1])
}

// FuzzNamesAlternatives: the heading's topic reads the same word by word
// as it did from slices of words.
func FuzzNamesAlternatives(f *testing.F) {
	for _, s := range []string{"Alternative 1: Defer Consolidation", "Alternatives Considered", "Rejected Alternatives", "Comparison to Alternatives:", "2 alternatives 3", "Alternatives to this PR", "—", "Ünïcode alternatives"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := namesAlternatives(s), namesAlternativesSliced(s); got != want {
			t.Fatalf("namesAlternatives(%q) = %v, sliced %v", s, got, want)
		}
	})
}
