package contract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// flatReadings are the readings reader.heading and reader.alternative
// give a heading's normalized text in place of the text itself: each
// must read the same of both.
var flatReadings = []struct {
	name string
	read func(d *Dialect, s string) any
}{
	{"sectionOf", func(d *Dialect, s string) any { return d.sectionOf(s) }},
	{"severityHeading", func(d *Dialect, s string) any {
		sev, one, ok := d.severityHeading(s)
		return [3]any{sev, one, ok}
	}},
	{"namesAddressed", func(_ *Dialect, s string) any { return namesAddressed(s) }},
	{"unsettled", func(_ *Dialect, s string) any { return unsettled(s) }},
	{"namesAlternatives", func(_ *Dialect, s string) any { return namesAlternatives(s) }},
	{"namesIssues", func(_ *Dialect, s string) any { return namesIssues(s) }},
	{"namesSettled", func(_ *Dialect, s string) any { return namesSettled(s) }},
	{"demandHeading", func(_ *Dialect, s string) any {
		w, ok := demandHeading(s)
		return [2]any{w, ok}
	}},
	{"demandsFix", func(_ *Dialect, s string) any { return demandsFix(s) }},
}

// checkFlatReadings fails t where normalizing s twice differs from once,
// where the normalized text would be copied again, or where a reading
// given the normalized text reads otherwise than given s.
func checkFlatReadings(t *testing.T, ds []*Dialect, s string) {
	t.Helper()
	flat := normalize(s)
	if again := normalize(flat); again != flat || !isFlat(flat, true) {
		t.Fatalf("normalize(%q) = %q, normalized again %q", s, flat, again)
	}
	for _, d := range ds {
		for _, r := range flatReadings {
			if got, want := r.read(d, flat), r.read(d, s); got != want {
				t.Errorf("%s %s(%q) = %v, but %v of its normalized text %q", d.Name(), r.name, s, want, got, flat)
			}
		}
	}
}

func presetDialects() []*Dialect {
	ds := []*Dialect{defaultDialect()}
	for _, p := range Presets() {
		ds = append(ds, MustDialect(p.Spec))
	}
	return ds
}

// TestFlatReadingsOnReports holds the readings to every line of the
// generated reports and of the reports under testdata, and to lines
// made of the words they look for, emphasis, code marks and spaces.
func TestFlatReadingsOnReports(t *testing.T) {
	ds := presetDialects()
	var texts []string
	for _, r := range corpus.Reports(50, 1) {
		texts = append(texts, string(r))
	}
	texts = append(texts, testdataReports(t)...)
	for _, r := range texts {
		for _, line := range strings.Split(r, "\n") {
			checkFlatReadings(t, ds, strings.TrimLeft(line, "#"))
		}
	}
	pieces := []string{"Critical", "ISSUES", "issues", "Resolved", "not", "addressed", "Alternatives", "alternative",
		"Required", "Changes", "before", "merge", "Recommendations", "Risks", "must", "fix", "Findings", "Verdict",
		"Coverage", "BLOCKER", "High", "1.", "#2", "(", ")", ":", "—", "-", " - ", "_", "__", "*", "**", "`", " ", "  ", "\t",
		"é", "É", "K", "ſ", "🔴", "x_y", "open"}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		text := piecesText(rng, pieces, 1, 10)
		checkFlatReadings(t, ds, text)
	}
}

// FuzzFlatReadings: see checkFlatReadings.
func FuzzFlatReadings(f *testing.F) {
	for _, s := range []string{"## **Critical** Issues (resolved)", "Required_Changes", "_Alternatives_ Considered",
		"  Risks \t& Mitigations ", "`Findings`", "Issues — *Blocker*", "Not yet *addressed*"} {
		f.Add(s)
	}
	ds := presetDialects()
	f.Fuzz(func(t *testing.T, s string) { checkFlatReadings(t, ds, s) })
}
