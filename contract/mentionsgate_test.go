package contract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// keyReadings are the readings rowVerdicts skips in a cell that holds no
// verdict key (d.mentionsVerdict): each must read nothing there. (A
// loose verdict it reads only in a cell that holds one already.)
var keyReadings = []struct {
	name string
	read func(d *Dialect, s string) bool
}{
	{"verdictOf", func(d *Dialect, s string) bool { _, ok := d.verdictOf(s); return ok }},
	{"otherVerdict", func(d *Dialect, s string) bool { return d.otherVerdict(s) != "" }},
	{"keyOnly", func(d *Dialect, s string) bool { _, ok := d.keyOnly(s); return ok }},
	{"looseKeyCell", func(d *Dialect, s string) bool { return d.looseKeyCell(s) }},
}

// checkKeyReadings fails t where s holds no verdict key and a reading
// of keyReadings reads something in it, and where s holds one that its
// summary (pairsOf) says is not there: reader.block asks the summary
// first.
func checkKeyReadings(t *testing.T, ds []*Dialect, s string) {
	t.Helper()
	p := pairsOf(s)
	for _, d := range ds {
		if d.mentionsVerdict(s) {
			if !p.mayHoldAny(d.keyAnchors...) {
				t.Errorf("%s: %q holds a verdict key, but its summary says none of %q is there", d.Name(), s, d.keyAnchors)
			}
			continue
		}
		for _, r := range keyReadings {
			if r.read(d, s) {
				t.Errorf("%s %s reads %q, which holds no verdict key", d.Name(), r.name, s)
			}
		}
	}
}

// TestKeyReadingsOnReports holds the readings to every cell and line of
// the generated reports and of the reports under testdata, and to texts
// made of verdict words, keys cut short and marks.
func TestKeyReadingsOnReports(t *testing.T) {
	ds := presetDialects()
	var texts []string
	for _, r := range corpus.Reports(50, 1) {
		texts = append(texts, string(r))
	}
	texts = append(texts, testdataReports(t)...)
	for _, r := range texts {
		for _, line := range strings.Split(r, "\n") {
			checkKeyReadings(t, ds, line)
			for _, c := range strings.Split(line, "|") {
				checkKeyReadings(t, ds, c)
			}
		}
	}
	pieces := []string{"Verdict", "verdict", "VERDICT", "Verdic", "erdict", "Status", "Decision", "Result", "Outcome",
		"PASS", "FAIL", "APPROVED", "CHANGES REQUESTED", "REJECTED", "LGTM", "Round 2", "Final", ":", " ", "**", "_", "`",
		"✅", "❌", "(", ")", "—", "K", "ſ", "é"}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		text := piecesText(rng, pieces, 1, 8)
		checkKeyReadings(t, ds, text)
	}
}

// FuzzKeyReadings: see checkKeyReadings.
func FuzzKeyReadings(f *testing.F) {
	for _, s := range []string{"Verdict", "**Status**", "Round 2 verdict", "PASS", "CHANGES REQUESTED", "Decision: REJECTED"} {
		f.Add(s)
	}
	ds := presetDialects()
	f.Fuzz(func(t *testing.T, s string) { checkKeyReadings(t, ds, s) })
}
