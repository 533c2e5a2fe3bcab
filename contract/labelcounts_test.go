package contract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
	"github.com/reviewlint/reviewlint/internal/proseword"
)

// labelCountsOpenSlow is labelCountsOpen as it read a label before it
// walked the words in place: the list made by strings.Fields.
func labelCountsOpenSlow(label string) bool {
	ws := strings.Fields(label)
	if len(ws) > 3 {
		return false
	}
	for _, w := range ws {
		w = strings.Trim(w, "().,")
		switch {
		case settledScope(w), otherScope(w):
			return false
		}
		switch w {
		case "not", "no", "non", "without", "legend", "example", "examples", "e.g", "scale", "format", "template",
			"risk", "risks", "recommendations", "suggestions", "todo", "todos", "backlog", "roadmap":
			return false
		}
	}
	return true
}

// TestLabelCountsOpenAsFields holds labelCountsOpen to the reading by
// strings.Fields on the corpus's lines and their labels, and on labels
// of words, brackets and spaces of every kind, up to five words.
func TestLabelCountsOpenAsFields(t *testing.T) {
	var texts []string
	for _, r := range corpus.Reports(100, 1) {
		for _, l := range strings.Split(string(r), "\n") {
			l = normalize(l)
			texts = append(texts, l)
			if label, _, ok := strings.Cut(l, ":"); ok {
				texts = append(texts, label)
			}
		}
	}
	pieces := []string{"open", "blockers", "not", "fixed", "(fixed)", "legend,", "e.g", "risk.", "new", "total",
		" ", "  ", "\t", "\u00a0", "\u2003", "\n", "(", ")", ".", ",", "é", "\xff"}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		texts = append(texts, piecesText(rng, pieces, 0, 10))
	}
	for _, s := range texts {
		if got, want := labelCountsOpen(s), labelCountsOpenSlow(s); got != want {
			t.Errorf("labelCountsOpen(%q) = %v, want %v", s, got, want)
		}
	}
}

// namesIssuesSlow and demandsAdviceSlow are namesIssues and
// demandsAdvice as they read a heading before they walked its words in
// place: the list made by strings.FieldsFunc.
func namesIssuesSlow(heading string) bool {
	for _, w := range strings.FieldsFunc(normalize(heading), func(r rune) bool { return !proseword.IsRune(r) && r != '-' }) {
		switch w {
		case "issue", "issues", "finding", "findings", "problem", "problems", "bug", "bugs",
			"defect", "defects", "vulnerability", "vulnerabilities", "error", "errors", "failure",
			"failures", "flaw", "flaws", "regression", "regressions", "blocker", "blockers",
			"concern", "concerns", "violation", "violations", "weakness", "weaknesses",
			"deficiency", "deficiencies":
			return true
		}
	}
	return false
}

func demandsAdviceSlow(heading string) bool {
	for _, w := range strings.FieldsFunc(normalize(heading), func(r rune) bool { return !proseword.IsRune(r) && r != '-' && r != '\'' }) {
		switch w {
		case "not", "no", "none", "non", "never", "required", "mandatory", "must", "blocking",
			"realised", "realized", "materialised", "materialized", "occurred", "found", "observed",
			"identified", "introduced", "before":
			return true
		}
	}
	return false
}

// TestWordsInPlaceAsLists holds the readings that walk a text's words in
// place (strings.FieldsSeq, FieldsFuncSeq) to the readings by the lists
// strings.Fields and FieldsFunc make, on the corpus's lines and on texts
// of words, marks and spaces of every kind.
func TestWordsInPlaceAsLists(t *testing.T) {
	var texts []string
	for _, r := range corpus.Reports(100, 1) {
		texts = append(texts, strings.Split(string(r), "\n")...)
	}
	pieces := []string{"Issues", "found", "not", "blocker's", "non-blocking", "none", "a", "of", ":", "'",
		" ", "  ", "\t", "\u00a0", "\u2003", "\n", "-", "_", "*", "`", ".", "é", "\xff"}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 20000 {
		texts = append(texts, piecesText(rng, pieces, 0, 10))
	}
	for _, s := range texts {
		if got, want := namesIssues(s), namesIssuesSlow(s); got != want {
			t.Errorf("namesIssues(%q) = %v, want %v", s, got, want)
		}
		if got, want := demandsAdvice(s), demandsAdviceSlow(s); got != want {
			t.Errorf("demandsAdvice(%q) = %v, want %v", s, got, want)
		}
		for n := range 5 {
			if got, want := fewFields(s, n), len(strings.Fields(s)) <= n; got != want {
				t.Errorf("fewFields(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}
