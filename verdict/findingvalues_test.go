package verdict

import (
	"strings"
	"testing"
)

// TestNonBlockingFindingValuesRead: in every preset with finding objects,
// with unknown keys allowed, a finding graded non-blocking is read in
// every string it carries, its place and the lists and objects nested
// in its other keys included, and in every object nested in it for a
// grade or an answer that blocks: beside an approval, one a reader takes
// for a blocking finding is refused and the gate does not approve it.
// Values that say nothing of the kind leave it clean.
func TestNonBlockingFindingValuesRead(t *testing.T) {
	for _, p := range Presets() {
		if !p.Spec.Findings {
			continue
		}
		spec := p.Spec.Clone()
		spec.UnknownKeys = true
		d := MustDialect(spec)
		base := string(approvalWithFinding(p.Name, "the log repeats"))
		place := `"a.go:9"`
		for _, edit := range []struct{ old, new string }{
			{place, `"BLOCKER: sql injection in login"`},
			{place, `"a.go:9","details":"Critical: the token leaks"`},
			{place, `"a.go:9","details":["fine","BLOCKER: the token leaks"]`},
			{place, `"a.go:9","details":{"note":{"text":"DO NOT MERGE: the token leaks"}}`},
			{place, `"a.go:9","details":{"severity":"critical"}`},
			{place, `"a.go:9","details":[{"Severity":"Showstopper"}]`},
			{place, `"a.go:9","details":{"blocking":true}`},
			{place, `"a.go:9","details":{"priority":"P0"}`},
			{place, `"a.go:9","notes":["Do not merge until the token is rotated."]`},
			{place, `"a.go:9","tags":["security","do-not-merge"]`},
		} {
			file := []byte(strings.Replace(base, edit.old, edit.new, 1))
			if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside a non-blocking finding with %s passes: %v", p.Name, edit.new, ds)
			}
			if dec := d.Gate([]Round{{Name: "r1", Content: file}}); dec.Approved {
				t.Errorf("%s: the gate approves beside a non-blocking finding with %s", p.Name, edit.new)
			}
		}
		for _, edit := range []struct{ old, new string }{
			{place, `"critical.go:9"`},
			{place, `"a.go:9","details":{"file":"high.go","line":3}`},
			{place, `"a.go:9","details":{"blocking":false,"severity":"minor"}`},
			{place, `"a.go:9","details":["Critical path logging repeats a line","Blocking: none"]`},
			{place, `"a.go:9","tags":["fail-fast","security"]`},
		} {
			file := []byte(strings.Replace(base, edit.old, edit.new, 1))
			if ds := d.Lint(file); len(ds) > 0 {
				t.Errorf("%s: a non-blocking finding with %s refused: %v", p.Name, edit.new, ds)
			}
		}
	}
}
