package contract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
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
