package verdict

import (
	"strings"
	"testing"
)

// TestGradeTagRefuses: in every preset, with unknown keys allowed, an
// approving file whose tags or labels hold a blocking grade as a whole
// (at the top, nested in a kept key, or on a finding graded
// non-blocking), or whose own severity is one, is refused, and the gate
// does not approve it. A grade word under a key that is no tag (a
// confidence, an effort, an order) or a tag a grade only opens stays
// clean.
func TestGradeTagRefuses(t *testing.T) {
	refusing := []string{
		`"labels":["critical"]`, `"tags":["blocker"]`, `"labels":["security","severity: critical"]`,
		`"Tags":"P0"`, `"meta":{"labels":["must-fix"]}`, `"severity":"critical"`,
		`"Severity":["minor","blocker"]`, `"flags":["Critical-Bug"]`, `"labels":[{"name":"critical","color":"red"}]`,
		`"tags":"critical, security"`, `"labels":[["critical"]]`,
	}
	onFinding := []string{`"tags":["critical"]`, `"labels":["priority/P0"]`, `"meta":{"tags":["blocker"]}`}
	clean := []string{
		`"confidence":"high"`, `"effort":"high"`, `"impact":"high"`, `"priority_order":"critical-first"`,
		`"labels":["critical-path","high-availability","needs-review"]`, `"tags":["non-blocking"]`,
		`"labels":"This touches the critical path"`, `"tags":[]`, `"labels":[{"name":"critical-path"}]`,
		`"tags":"critical-path, security"`, `"labels":[["needs-review"]]`,
	}
	for _, p := range Presets() {
		spec := p.Spec.Clone()
		spec.UnknownKeys = true
		checkTags(t, p.Name, MustDialect(spec), approving(p), refusing, onFinding, clean)
	}
	own := Default()
	own.UnknownKeys, own.Blocking = true, []string{"sev1"}
	checkTags(t, "sev1", MustDialect(own), string(approvalWithFinding("default", "the log repeats")),
		[]string{`"tags":["sev1"]`}, []string{`"labels":["SEV1"]`}, []string{`"tags":["sev2"]`})
}

func checkTags(t *testing.T, name string, d *Dialect, base string, refusing, onFinding, clean []string) {
	t.Helper()
	gate := func(file []byte) bool { return d.Gate([]Round{{Name: "r1", Content: file}}).Approved }
	for _, extra := range refusing {
		file := []byte(strings.TrimSuffix(base, "}") + "," + extra + "}")
		if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) || gate(file) {
			t.Errorf("%s: an approval beside %s passes: %v", name, extra, ds)
		}
	}
	if d.spec.Findings {
		for _, extra := range onFinding {
			file := []byte(strings.Replace(base, `}]`, ","+extra+`}]`, 1))
			if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) || gate(file) {
				t.Errorf("%s: an approval beside a non-blocking finding with %s passes: %v", name, extra, ds)
			}
		}
	}
	for _, extra := range clean {
		file := []byte(strings.TrimSuffix(base, "}") + "," + extra + "}")
		if ds := d.Lint(file); len(ds) > 0 || !gate(file) {
			t.Errorf("%s: %s refused: %v", name, extra, ds)
		}
	}
}
