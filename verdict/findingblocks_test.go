package verdict

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestNonBlockingFindingThatBlocks: in every preset with finding
// objects, an approval beside a finding graded non-blocking whose text a
// reader takes for a blocking one (a blocking grade as its label, a
// refusal, a hold on the merge) is refused; a grade the text goes on
// from, or a label that says it does not block, leaves it clean.
func TestNonBlockingFindingThatBlocks(t *testing.T) {
	blocking := []string{
		"BLOCKER: the migration drops a column",
		"**Critical** — the migration drops a column",
		"[Major] - the migration drops a column",
		"DO NOT MERGE: the migration drops a column",
		"The migration drops a column; do not merge until it is fixed.",
		"Critical: no test covers the rollback",
		"BLOCKER: none of the retries back off",
	}
	clean := []string{
		"Critical path logging repeats a line",
		"High-water mark is read twice",
		"Blocking: no, the log line is only noisy",
		"Blocking: none",
		"Blocker: no — the log line is only noisy",
	}
	expectFindingTexts(t, blocking, clean)
}

// expectFindingTexts checks, in every preset with finding objects, that
// an approval beside a non-blocking finding of each blocking text is
// refused and beside each clean one passes.
func expectFindingTexts(t *testing.T, blocking, clean []string) {
	t.Helper()
	for _, p := range Presets() {
		if !p.Spec.Findings {
			continue
		}
		d := MustDialect(p.Spec)
		for _, text := range blocking {
			if ds := d.Lint(approvalWithFinding(p.Name, text)); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside a non-blocking %q passes: %v", p.Name, text, ds)
			}
		}
		for _, text := range clean {
			if ds := d.Lint(approvalWithFinding(p.Name, text)); len(ds) > 0 {
				t.Errorf("%s: %q refused: %v", p.Name, text, ds)
			}
		}
	}
}

// approvalWithFinding is an approving file of the preset with one
// non-blocking finding saying text.
func approvalWithFinding(preset, text string) []byte {
	q, err := json.Marshal(text)
	if err != nil {
		panic(err)
	}
	if preset == "github-review" {
		return []byte(`{"verdict":"APPROVE","schema_version":1,"summary":"One nit.","findings":[{"severity":"minor","summary":` + string(q) + `,"location":"a.go:9"}]}`)
	}
	return []byte(`{"verdict":"approve","review":"One nit.","findings":[{"severity":"non-blocking","question":` + string(q) + `,"context":"a.go:9"}]}`)
}

// TestNonBlockingFindingAnsweredBlocking: in every preset with finding
// objects, a finding graded non-blocking that carries a key asking
// whether it blocks answered yes, or a status that says it blocks, is a
// blocking finding to a reader: beside an approval it is refused.
func TestNonBlockingFindingAnsweredBlocking(t *testing.T) {
	for _, p := range Presets() {
		if !p.Spec.Findings {
			continue
		}
		spec := p.Spec.Clone()
		spec.FindingKeys = append(spec.FindingKeys, "blocking", "status")
		d := MustDialect(spec)
		base := string(approvalWithFinding(p.Name, "the migration drops a column"))
		for _, extra := range []string{`"blocking":true`, `"status":"BLOCKING"`, `"blocking":"yes"`, `"status":"BLOCKING: nonce reuse"`} {
			file := []byte(strings.Replace(base, `}]`, ","+extra+`}]`, 1))
			if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside a non-blocking finding with %s passes: %v", p.Name, extra, ds)
			}
		}
		for _, extra := range []string{`"blocking":false`, `"status":"open"`, `"status":"non-blocking"`, `"status":"Non-Blocking"`} {
			file := []byte(strings.Replace(base, `}]`, ","+extra+`}]`, 1))
			if ds := d.Lint(file); len(ds) > 0 {
				t.Errorf("%s: %s refused: %v", p.Name, extra, ds)
			}
		}
	}
}
