package contract

import (
	"slices"
	"testing"
)

// TestAdviceGradeEitherSide: under advice one rule reads a grade before
// an item's text and after it (in parentheses, in brackets, after a
// dash): a text that names a defect is a blocking finding beside an
// approval, in every preset, and a text that leads with the work to do
// ranks that work, wherever its grade stands; under a list of issues
// addressed, neither side blocks.
func TestAdviceGradeEitherSide(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Recommendations\n\n- **Critical**: the token leaks\n",
		"## Recommendations\n\n- The token leaks (Critical)\n",
		"## Recommendations\n\n- The token leaks — Critical\n",
		"## Recommendations\n\n- The token leaks [Critical]\n",
		"## Recommendations\n\n- **Critical**: fix the token leak\n",
		"## Recommendations\n\n- Fix the token leak (Critical)\n",
		"## Next Steps\n\n### Token leak (Critical)\n\nThe token is logged.\n",
	}
	clean := []string{
		"## Recommendations\n\n- **Critical**: add a test for the leak\n",
		"## Recommendations\n\n- Add a test for the leak (Critical)\n",
		"## Recommendations\n\n- Add a test for the leak — Critical\n",
		"## Recommendations\n\n- Add a test for the leak [Critical]\n",
		"## Recommendations\n\n### Add a test for the leak (Critical)\n\nThe loader has none.\n",
		"## Next Steps\n\n1. Rotate the leaked key (CRITICAL)\n",
		// Under issues addressed a grade says how grave a settled issue
		// was, on either side of its title.
		"## Issues Addressed\n\n- **Critical**: the token leaked\n",
		"## Issues Addressed\n\n- Token leak (Critical)\n",
		"## Issues Addressed\n\n### Token leak (Critical)\n\nRedacted in 3f2a1c.\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a Critical defect under advice")
}

// TestAdviceGradeByDialect: under advice, what makes a graded defect
// blocking is the dialect's own mapping, not a fixed list of grades:
// `**High**: SQL injection in login` is a blocking finding where High
// blocks (approvals, severity-table, gates), before or after the text,
// and a priority where the dialect gives High no blocking meaning (the
// default preset, approvals without High among its blocking grades).
// High on work to do
// ranks it everywhere.
func TestAdviceGradeByDialect(t *testing.T) {
	all := passingHeads()
	all["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
	highBlocks := map[string]string{"approvals": all["approvals"], "severity-table": all["severity-table"], "gates": all["gates"]}
	graded := []string{
		"## Recommendations\n\n- **High**: SQL injection in login\n",
		"## Recommendations\n\n- High: the session token leaks to the log\n",
		"## Recommendations\n\n- SQL injection in login (High)\n",
		"## Recommendations\n\n- SQL injection in login — HIGH\n",
		"## Next Steps\n\n### SQL injection in login (High)\n\nThe query is built by hand.\n",
		"## Summary\n\n- SQL injection in login (High)\n",
	}
	work := []string{
		"## Recommendations\n\n- **High**: add metrics to the loader\n",
		"## Recommendations\n\n- **High**: add a test for the SQL injection fix\n",
		"## Recommendations\n\n- Add a test for the SQL injection fix (High)\n",
		"## Recommendations\n\n### High Priority\n\n- add metrics to the loader\n",
		"## Recommendations\n\n1. Create CI tasks (HIGH)\n",
	}
	expectEachPreset(t, highBlocks, graded, work, "passes beside a High defect under advice where High blocks")
	expectEachPreset(t, map[string]string{"default": all["default"]}, nil, append(slices.Clone(graded), work...), "")

	// The same reports in approvals that does not make High blocking:
	// High ranks.
	spec := mustPreset(t, "approvals").Spec.Clone()
	spec.Findings.Fail = slices.DeleteFunc(spec.Findings.Fail, func(w string) bool { return w == "High" })
	d := MustDialect(spec)
	for _, tail := range append(slices.Clone(graded), work...) {
		if ds := Lint([]byte(all["approvals"]+tail), Options{Dialect: d}); refused(ds) {
			t.Errorf("approvals without High: refused %v:\n%s", ds, tail)
		}
	}
}
