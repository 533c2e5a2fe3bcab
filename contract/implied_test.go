package contract

import "testing"

// TestImpliedFailureStands holds failure.go from the side of the gate
// (ReportVerdict) and of alerts: a failure stated in other words under
// the verdict key (`**Verdict:** ❌ CRITICAL OVERHAUL REQUIRED`) stands for
// the report's verdict when the report states none in the dialect's
// words and nothing it states passes: the report reads as failing, to
// lint and to the commit-msg check alike. Anything that could pass, a
// part's status, or an alert's verdict leaves the report with none.
func TestImpliedFailureStands(t *testing.T) {
	const findings = "\n\n## Findings\n\n- **Critical:** the token is logged\n"
	for _, name := range []string{"approvals", "gates", "severity-table"} {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, line := range []string{
			"**Verdict:** ❌ CRITICAL STRUCTURAL OVERHAUL REQUIRED",
			"Verdict: 🚨 critical accuracy issues",
			"## Verdict: ❌ Rejected, rework the migration",
		} {
			doc := "# Review\n\n" + line + findings
			ds := Lint([]byte(doc), Options{Dialect: d})
			if n := countRule(ds, RuleVerdictMissing) + countRule(ds, RuleVerdictConflict); n > 0 {
				t.Errorf("%s: %q read as no verdict: %v", name, line, ds)
			}
			if side, ok := ReportVerdict([]byte(doc), d); !ok || side != Fail {
				t.Errorf("%s: ReportVerdict(%q) = %q, %v; want FAIL", name, line, side, ok)
			}
		}
		for _, doc := range []string{
			"# Review\n\n**Verdict:** ❌ OVERHAUL REQUIRED\n\n**Verdict:** ✅ SHIP IT" + findings,
			"# Review\n\n- **Status**: ❌ blocked\n- **Status**: ❌ not started" + findings,
			"# Review\n\n> [!CAUTION]\n> **Verdict:** ❌ OVERHAUL REQUIRED\n" + findings,
			"# Review\n\n**Verdict:** ❌ OVERHAUL REQUIRED\n\n**Verdict:** ready to merge" + findings,
			"# Review\n\n**Verdict:** ⚠️ partly there" + findings,
		} {
			if side, ok := ReportVerdict([]byte(doc), d); ok {
				t.Errorf("%s: read verdict %s in:\n%s", name, side, doc)
			}
			if !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: accepted with no verdict:\n%s", name, doc)
			}
		}
		// A verdict in the dialect's words decides; the implied one is
		// a part that conflicts with a pass.
		doc := "# Review\n\nVerdict: " + d.passWord() + "\n\n**Verdict:** ❌ OVERHAUL REQUIRED\n\n## Findings\n\nNone\n"
		if n := countRule(Lint([]byte(doc), Options{Dialect: d}), RuleVerdictConflict); n == 0 {
			t.Errorf("%s: a pass beside an implied failure does not conflict", name)
		}
	}
}
