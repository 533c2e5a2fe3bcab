package contract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// checkFailureFast fails t where saysFailure or anyCross read s otherwise
// than the readings they stand for: failureWord of the lower-case copy,
// and a search for each cross.
func checkFailureFast(t *testing.T, s string) {
	t.Helper()
	if got, want := saysFailure(s), failureWord(strings.ToLower(s)); got != want {
		t.Errorf("saysFailure(%q) = %v, want %v", s, got, want)
	}
	want, wantOK := "", false
	for _, m := range crosses {
		if strings.Contains(s, m) {
			want, wantOK = m, true
			break
		}
	}
	if got, ok := anyCross(s); got != want || ok != wantOK {
		t.Errorf("anyCross(%q) = %q, %v, want %q, %v", s, got, ok, want, wantOK)
	}
}

// TestFailureFastOnWords holds them to every word of the generated
// reports and of the reports under testdata, to every line and cell, and
// to words made of the failure words' letters in either case, letters
// that fold to them and crosses.
func TestFailureFastOnWords(t *testing.T) {
	var texts []string
	for _, r := range corpus.Reports(50, 1) {
		texts = append(texts, string(r))
	}
	texts = append(texts, testdataReports(t)...)
	for _, r := range texts {
		for _, line := range strings.Split(r, "\n") {
			checkFailureFast(t, line)
			for _, w := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '|' }) {
				checkFailureFast(t, w)
			}
		}
	}
	pieces := []string{"f", "F", "a", "A", "i", "I", "l", "L", "e", "E", "d", "D", "r", "R", "o", "O", "b", "B", "k", "K",
		"\u212a", "n", "N", "s", "S", "\u017f", "t", "T", "u", "U", "m", "c", "h", "g", "İ", "ı", "❌", "🔴", "\xe2", "\xf0\x9f"}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 50000 {
		text := piecesText(rng, pieces, 1, 8)
		checkFailureFast(t, text)
	}
	for _, w := range failureWords {
		checkFailureFast(t, w)
		checkFailureFast(t, strings.ToUpper(w))
		checkFailureFast(t, strings.ReplaceAll(strings.ToUpper(w), "K", "\u212a"))
	}
}

// FuzzFailureFast: see checkFailureFast.
func FuzzFailureFast(f *testing.F) {
	for _, s := range []string{"FAILED", "Broken", "BRO\u212aEN", "❌ fail", "errored", "red", ""} {
		f.Add(s)
	}
	f.Fuzz(checkFailureFast)
}
