package verdict

import (
	"errors"
	"testing"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// TestNonBlockingReadsAsBlock: a non-blocking severity made of a word of
// the block side (blocks, fails, denied) or of any blocking grade
// (showstopper, p0, must_fix) is refused at json.non-blocking in every
// preset: the severity words, the verdict's block words and the grades a
// finding's label is read by are one vocabulary.
func TestNonBlockingReadsAsBlock(t *testing.T) {
	values := append([]string{"blocks", "fails", "denied", "deny", "failure", "rejects", "must_fix", "High-Severity"}, sideword.BlockingGrades()...)
	for _, p := range Presets() {
		for _, v := range values {
			spec := p.Spec.Clone()
			withFindings(&spec)
			spec.NonBlocking = append(spec.NonBlocking, v)
			_, err := NewDialect(spec)
			var de *DialectError
			if !errors.As(err, &de) || de.Field != "json.non-blocking" {
				t.Errorf("%s: non-blocking %q: NewDialect = %v, want an error at json.non-blocking", p.Name, v, err)
			}
		}
	}
}

// TestEveryGradeLabels: every blocking grade opening a non-blocking
// finding's text as a label (`Fatal: …`), and every one graded in a
// key the dialect keeps unread ({"severity": "showstopper"}), is refused
// beside an approval.
func TestEveryGradeLabels(t *testing.T) {
	for _, p := range Presets() {
		if !p.Spec.Findings {
			continue
		}
		d := MustDialect(p.Spec)
		for _, g := range sideword.BlockingGrades() {
			text := g + ": the migration drops a column"
			if ds := d.Lint(approvalWithFinding(p.Name, text)); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside a non-blocking %q passes: %v", p.Name, text, ds)
			}
		}
	}
	spec := Default()
	spec.UnknownKeys = true
	d := MustDialect(spec)
	for _, sev := range []string{"showstopper", "blocks", "fails", "p0", "must fix"} {
		file := []byte(`{"verdict":"approve","findings":[],"meta":{"severity":"` + sev + `"}}`)
		if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
			t.Errorf("an approval beside a kept {\"severity\": %q} passes: %v", sev, ds)
		}
	}
}
