package verdict

import "testing"

// TestDialectGradesBlock: in a dialect whose blocking severities are P0
// and P1, a P1 stated anywhere a reader reads a grade (a label opening a
// P2 finding's text or the review, a priority or status of a finding or
// of the change, a severity in a kept object) is a blocking finding to
// its reader: beside an approval it is refused and the gate does not
// approve it. A P2 there, or a P1 answered no or negated, stays clean.
func TestDialectGradesBlock(t *testing.T) {
	spec := Default()
	spec.Name = "priorities"
	spec.Blocking = []string{"P0", "P1"}
	spec.NonBlocking = []string{"P2", "P3"}
	spec.UnknownKeys = true
	d := MustDialect(spec)
	file := func(text, findingExtra, topExtra string) []byte {
		return []byte(`{"verdict":"approve","review":` + text + `,"findings":[{"severity":"P2","question":"the log repeats","context":"a.go:9"` +
			findingExtra + `}]` + topExtra + `}`)
	}
	refused := [][]byte{
		file(`"P1: the token leaks"`, ``, ``),
		file(`"Sound."`, `,"details":"P1: the token leaks"`, ``),
		file(`"Sound."`, `,"priority":"P1"`, ``),
		file(`"Sound."`, `,"status":"P1 open"`, ``),
		file(`"Sound."`, `,"details":{"severity":"p1"}`, ``),
		file(`"Sound."`, ``, `,"priority":"P1"`),
		file(`"Sound."`, ``, `,"meta":{"severity":"P1"}`),
		file(`"Sound."`, ``, `,"notes":"**P1** — the token leaks"`),
		file(`"Severity: P1. The token leaks."`, ``, ``),
	}
	for _, f := range refused {
		if ds := d.Lint(f); !hasRuleError(ds, RuleApproveWithBlocking) {
			t.Errorf("an approval in %s passes: %v", f, ds)
		}
		if dec := d.Gate([]Round{{Name: "r1", Content: f}}); dec.Approved {
			t.Errorf("the gate approves %s", f)
		}
	}
	clean := [][]byte{
		file(`"P2: the log repeats"`, ``, ``),
		file(`"P1: none."`, `,"priority":"P2"`, ``),
		file(`"Sound."`, `,"priority":"not P1"`, `,"meta":{"severity":"P3"}`),
		file(`"P1 items were fixed in round 1."`, ``, ``),
	}
	for _, f := range clean {
		if ds := d.Lint(f); len(ds) > 0 {
			t.Errorf("%s refused: %v", f, ds)
		}
	}
}
