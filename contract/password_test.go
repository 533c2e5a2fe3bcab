package contract

import (
	"errors"
	"testing"
)

// TestPassWordSaysOnlyPass: under every preset, a pass word that a
// reader takes for a blocking grade or for no pass (PENDING APPROVAL,
// VETOED), or that names a section or says there are no findings, is
// refused at dialect.verdict.pass: with it, `## Verdict: VETOED` would
// pass, or `## Summary` or `None` would read as an approval and a report
// with no verdict a reader sees would pass.
func TestPassWordSaysOnlyPass(t *testing.T) {
	for _, p := range Presets() {
		words := []string{"SEVERE", "P0", "SHOWSTOPPER", "None", "No findings",
			"PENDING APPROVAL", "APPROVAL WITHHELD", "NOT YET", "NO", "VETOED", "DECLINED", "REFUSED", "CONDITIONAL",
			"CONDITIONALLY APPROVED", "APPROVED WITH CONDITIONS", "PARTIALLY APPROVED"}
		for _, names := range p.Spec.Sections {
			words = append(words, names...)
		}
		for _, w := range words {
			s := p.Spec.Clone()
			s.Verdict.Pass = append(s.Verdict.Pass, w)
			_, err := NewDialect(s)
			var de *DialectError
			if !errors.As(err, &de) || de.Field != "verdict.pass" {
				t.Errorf("%s: pass word %q: NewDialect = %v, want an error at verdict.pass", p.Name, w, err)
			}
		}
	}
	// What a reader takes for a pass stays one.
	for _, p := range Presets() {
		s := p.Spec.Clone()
		s.Verdict.Pass = append(s.Verdict.Pass, "NO CONCERNS", "NO BLOCKERS", "SHIP IT", "MINOR")
		if _, err := NewDialect(s); err != nil {
			t.Errorf("%s: NewDialect = %v, want none", p.Name, err)
		}
	}
	// The reports such a dialect would have passed.
	for _, c := range []struct{ preset, pass, doc string }{
		{"approvals", "Summary", "# Review\n\n## Summary\nok\n"},
		{"severity-table", "None", "# Review\n\n## Findings\nNone\n"},
		{"gates", "Gate results", "# Review\n\n## Gate results\n- Spec: PASS — ok\n"},
	} {
		s := mustPreset(t, c.preset).Spec.Clone()
		s.Verdict.Pass = append(s.Verdict.Pass, c.pass)
		if d, err := NewDialect(s); err == nil && !refused(Lint([]byte(c.doc), Options{Dialect: d})) {
			t.Errorf("%s with pass word %q passes a report with no verdict:\n%s", c.preset, c.pass, c.doc)
		}
	}
}
