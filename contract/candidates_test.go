package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// candidatesSlow is what candidates stands for: the phrases keyed by the
// word, its apostrophes straightened, lower-cased.
func candidatesSlow(v *vocabulary, w string) []int {
	return v.byFirst[strings.ToLower(straightApostrophes(w))]
}

// testVocabularies are the vocabularies of the presets and of the
// translated dialects, and the failing verdicts read in every dialect.
func testVocabularies(t testing.TB) []*vocabulary {
	t.Helper()
	var specs []DialectSpec
	for _, p := range Presets() {
		specs = append(specs, p.Spec)
	}
	for _, tr := range translations {
		specs = append(specs, tr.spec)
	}
	out := []*vocabulary{foreignFailing()}
	for _, spec := range specs {
		d := MustDialect(spec)
		out = append(out, d.keys, d.quals, d.values, d.grades, d.statuses)
	}
	return out
}

func checkCandidates(t *testing.T, vs []*vocabulary, w string) {
	t.Helper()
	for _, v := range vs {
		if got, want := v.candidates(w), candidatesSlow(v, w); !slices.Equal(got, want) {
			t.Fatalf("candidates(%q) = %v, want %v", w, got, want)
		}
	}
}

// FuzzCandidates holds candidates, which skips the lookup of a word that
// opens with no key's first byte, equal to the lookup.
func FuzzCandidates(f *testing.F) {
	for _, w := range []string{"", "pass", "PASS", "Fail", "changes", "can\u2019t", "\u212aept", "\u017fhip", "\u2705", "x", strings.Repeat("a", 40)} {
		f.Add(w)
	}
	vs := testVocabularies(f)
	f.Fuzz(func(t *testing.T, w string) { checkCandidates(t, vs, w) })
}

// TestCandidatesOnReports holds candidates equal to the lookup on every
// word of the generated reports and of the reports under testdata.
func TestCandidatesOnReports(t *testing.T) {
	vs := testVocabularies(t)
	texts := testdataReports(t)
	for _, r := range corpus.Reports(20, 1) {
		texts = append(texts, string(r))
	}
	for _, r := range texts {
		for _, w := range strings.Fields(r) {
			checkCandidates(t, vs, w)
			checkCandidates(t, vs, strings.Trim(w, "*_`:.,()[]|"))
		}
	}
}
