package contract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// indexFoldEach is indexFold as first written: a search for each case of
// the first letter from every candidate on, the reference the one-pass
// version must equal.
func indexFoldEach(s, w string) int {
	if w == "" {
		return -1
	}
	lo, up := w[0], w[0]
	if lo >= 'a' && lo <= 'z' {
		up = lo - ('a' - 'A')
	}
	for i := 0; i+len(w) <= len(s); i++ {
		j := strings.IndexByte(s[i:], lo)
		if lo != up {
			if k := strings.IndexByte(s[i:], up); k >= 0 && (j < 0 || k < j) {
				j = k
			}
		}
		if j < 0 {
			return -1
		}
		i += j
		if i+len(w) <= len(s) && strings.EqualFold(s[i:i+len(w)], w) {
			return i
		}
	}
	return -1
}

// TestIndexFoldEqualsEach holds indexFold, and a finder searching from
// growing offsets, to the reference on texts built
// from the letters of the words, their other case, and characters that
// fold to them (the Kelvin sign, the long s).
func TestIndexFoldEqualsEach(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"v", "V", "e", "E", "r", "d", "i", "c", "t", "T", "k", "K", "\u212a", "s", "\u017f", " ", ":", "é", "É", "\xc3"}
	words := []string{"verdict", "v", "kit", "status", "é", "", "vv"}
	for range 20000 {
		s := piecesText(rng, alphabet, 0, 24)
		for _, w := range words {
			if got, want := indexFold(s, w), indexFoldEach(s, w); got != want {
				t.Fatalf("indexFold(%q, %q) = %d, the reference finds %d", s, w, got, want)
			}
		}
	}
	for range 5000 {
		s := piecesText(rng, alphabet, 0, 40)
		w := words[rng.IntN(len(words))]
		f := newFoldFinder(s, w)
		for from := 0; from <= len(s)+1; from += rng.IntN(4) {
			want := -1
			if from <= len(s) {
				if i := indexFoldEach(s[from:], w); i >= 0 {
					want = from + i
				}
			}
			if got := f.from(from); got != want {
				t.Fatalf("a finder of %q in %q from %d found %d, the reference %d", w, s, from, got, want)
			}
		}
	}
	for _, w := range words {
		for _, s := range []string{"", "verdict", "VERDICT", "xVerdict", "vvvvvvvvvvvverdict", strings.Repeat("v", 50) + "Verdict", "verdic"} {
			if got, want := indexFold(s, w), indexFoldEach(s, w); got != want {
				t.Fatalf("indexFold(%q, %q) = %d, the reference finds %d", s, w, got, want)
			}
		}
	}
}
