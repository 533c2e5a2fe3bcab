package contract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// proseGates are the quick tests reader.failingProse asks of a block's
// summary, each with the reading it spares: where the summary says no,
// the reading must find nothing.
var proseGates = []struct {
	name  string
	words func(p *textPairs) bool
	finds func(s string) bool
}{
	{"approvalReserved",
		func(p *textPairs) bool { return p.mayHoldAny(approvalStems...) && p.mayHoldAny(reservationStems...) },
		approvalReserved},
	{"reservationOpens",
		func(p *textPairs) bool { return p.mayHoldAny(reservationOpeners...) },
		func(s string) bool { return reservationOpens(s, true) || reservationOpens(s, false) }},
	{"failingNow",
		func(p *textPairs) bool { return p.mayHoldAny(failNowStems...) },
		func(s string) bool { _, ok := failingNow(s); return ok }},
	{"refusesInProse",
		func(p *textPairs) bool { return p.mayHoldAny(refusalStems...) },
		func(s string) bool { _, ok := refusesInProse(s); return ok }},
}

// checkProseGates fails t where a gate says no and its reading finds
// something in s.
func checkProseGates(t *testing.T, s string) {
	t.Helper()
	p := pairsOf(s)
	for _, g := range proseGates {
		if !g.words(&p) && g.finds(s) {
			t.Errorf("%s finds %q, which the summary says holds none of its words", g.name, s)
		}
	}
}

// FuzzTextPairs: where the summary says a word is not in a text,
// indexFold finds it nowhere.
func FuzzTextPairs(f *testing.F) {
	for _, s := range []string{"Verdict: PASS", "VERDICT", "vErDiCt", "LGTM, but", "ci", "x", "", "é É ſ K"} {
		f.Add(s, "verdict")
		f.Add(s, "ci")
	}
	f.Fuzz(func(t *testing.T, s, w string) {
		w = strings.ToLower(w)
		p := pairsOf(s)
		if at := indexFold(s, w); at >= 0 && !p.mayHold(w) {
			t.Fatalf("indexFold(%q, %q) = %d, but the summary says it is not there", s, w, at)
		}
	})
}

// FuzzProseGates: each quick test reader.failingProse asks of the
// summary (proseGates) says no only where its reading finds nothing.
func FuzzProseGates(f *testing.F) {
	for _, s := range []string{
		"LGTM, but the token leaks.", "The change is APPROVED; however, the migration drops the users table.",
		"However, the token leaks.", "But CI is red.", "The build fails.", "Tests are failing now.",
		"Not ready to merge.", "This needs another round.", "I request changes.",
	} {
		f.Add(s)
	}
	f.Fuzz(checkProseGates)
}

// TestProseGatesOnReports holds the gates to every line of the generated
// reports and of the reports under testdata.
func TestProseGatesOnReports(t *testing.T) {
	var texts []string
	for _, r := range corpus.Reports(50, 1) {
		texts = append(texts, string(r))
	}
	texts = append(texts, testdataReports(t)...)
	for _, r := range texts {
		for _, line := range strings.Split(r, "\n") {
			checkProseGates(t, line)
			for _, w := range append(append(append(approvalStems, reservationStems...), failNowStems...), refusalStems...) {
				if p := pairsOf(line); indexFold(line, w) >= 0 && !p.mayHold(w) {
					t.Errorf("%q holds %q, but the summary says it does not", line, w)
				}
			}
		}
	}
}

// testdataReports are the reports under testdata: cases, renderings,
// fixes and rules.
func testdataReports(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, glob := range []string{"testdata/cases/*.md", "testdata/render/*.md", "testdata/fix/*/*.md", "testdata/rules/*/*.md"} {
		files, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, string(b))
		}
	}
	if len(out) == 0 {
		t.Fatal("no reports under testdata")
	}
	return out
}
