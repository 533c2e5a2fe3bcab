package contract

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestAdvice: under a heading of advice or risks (Recommendations, Next
// Steps, Optional Enhancements, Risks & Mitigations) a grade is a
// priority, not a blocking finding beside an approval, and under one of
// issues addressed it says how grave a settled one was; a disposition, a
// `: FAIL` statement and the findings section keep their meaning, and the
// advice ends at the next heading of its level.
func TestAdvice(t *testing.T) {
	cases := []struct {
		preset, name, doc string
		mismatch          bool
	}{
		{"approvals", "priority headings under recommendations",
			"## Verdict: APPROVED\n\n## Recommendations\n\n### High Priority\n\n- add metrics to the loader\n\n### Low Priority\n\n- rename it\n", false},
		{"approvals", "a bold priority label under optional enhancements",
			"## Verdict: APPROVED\n\n### Optional Post-Deployment Enhancements\n\n**HIGH PRIORITY (1-2 hours):**\n- add import-linter to CI\n", false},
		{"approvals", "graded risks with their mitigations",
			"## Verdict: APPROVED\n\n## Risks & Mitigations\n\n### HIGH RISK\n\n**RISK-001: merge conflicts**\n- **Impact:** 50 files touched\n- **Mitigation:** run it at night\n", false},
		{"approvals", "a bullet led by its priority under next steps",
			"## Verdict: APPROVED\n\n## Next Steps\n\n- **High**: add caching\n- **Critical**: announce the release\n", false},
		{"approvals", "bullets led by their priority under a bold label",
			"## Verdict: APPROVED\n\n**Recommendations:**\n\n- **High**: add caching\n", false},
		{"approvals", "a deeper heading keeps the advice in force",
			"## Verdict: APPROVED\n\n## Follow-up Work\n\n### Phase 2\n\n#### Critical Items\n\n- move the loader\n", false},
		{"approvals", "graded issues the work has addressed",
			"## Verdict: APPROVED\n\n## Issues Addressed\n\n### Critical: TRACKABLE_KINDS\n- **Resolution:** keep the three kinds\n\n### Major: Hover Effects\n- **Resolution:** remove the handlers\n", false},
		{"approvals", "resolved findings led by their severity",
			"## Verdict: APPROVED\n\n### Previously Raised (Resolved)\n\n- **Critical**: tokens were logged\n", false},

		{"approvals", "issues still to be addressed",
			"## Verdict: APPROVED\n\n## Issues to be addressed\n\n### Critical\n\n- tokens are logged\n", true},
		{"approvals", "issues not yet resolved",
			"## Verdict: APPROVED\n\n## Not Yet Resolved\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "issues the heading doubts are fixed",
			"## Verdict: APPROVED\n\n## Fixed?\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "issues the heading says were addressed wrongly",
			"## Verdict: APPROVED\n\n## Issues Addressed Incorrectly\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "issues the heading says were wrongly closed",
			"## Verdict: APPROVED\n\n## Wrongly Closed Findings\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "resolved findings that came back",
			"## Verdict: APPROVED\n\n## Resolved Findings That Came Back\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "a heading that says nothing was resolved",
			"## Verdict: APPROVED\n\n## Nothing Resolved\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "a heading that counts none fixed",
			"## Verdict: APPROVED\n\n## Issues Fixed: 0 of 3\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "resolved issues that regressed",
			"## Verdict: APPROVED\n\n## Fixed Issues (regressions)\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "a graded item that demands its fix before merge",
			"## Verdict: APPROVED\n\n## Recommendations\n\n- **CRITICAL**: SQL injection; must be fixed before merge\n", true},
		{"severity-table", "a graded row that is required",
			"## Verdict: APPROVE\n\n## Recommendations\n\n| Recommendation | Severity |\n|---|---|\n| escape the query, required before merge | CRITICAL |\n", true},
		{"approvals", "a disposition statement in advice",
			"## Verdict: APPROVED\n\n## Recommendations\n\n- the importer drops rows: BLOCKER — data loss\n", true},
		{"approvals", "a blockers heading in advice",
			"## Verdict: APPROVED\n\n## Recommendations\n\n### Blockers\n\n- tokens are logged\n", true},
		{"approvals", "a bullet led by a blocker in advice",
			"## Verdict: APPROVED\n\n## Next Steps\n\n- **BLOCKER**: tokens are logged\n", true},
		{"approvals", "advice ends at a heading of its level",
			"## Verdict: APPROVED\n\n## Recommendations\n\nAdd docs.\n\n## High Priority\n\n- tokens are logged\n", true},
		{"approvals", "advice ends at a shallower heading",
			"## Verdict: APPROVED\n\n### Recommendations\n\nAdd docs.\n\n## Critical Issues\n\n- tokens are logged\n", true},
		{"approvals", "advice inside the findings is findings",
			"## Verdict: APPROVED\n\n## Findings\n\n### Recommendations\n\n#### Critical\n\n- tokens are logged\n", true},
		{"approvals", "a list of issues under advice",
			"## Verdict: APPROVED\n\n## Recommendations\n\n### Critical Issues\n\n- tokens are logged\n", true},
		{"approvals", "a title that names recommendations",
			"# Review recommendations\n\n## Verdict: APPROVED\n\n## Notes\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "a severity heading that names recommendations is no advice heading",
			"## Verdict: APPROVED\n\n## Critical Recommendations\n\n- tokens are logged\n", true},

		{"approvals", "a heading that denies its advice",
			"## Verdict: APPROVED\n\n## Not Recommended for Merge\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "a heading that makes its advice binding",
			"## Verdict: APPROVED\n\n## Recommendations (none are optional)\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "risks that came to pass",
			"## Verdict: APPROVED\n\n## Risks Realised\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "risks found in the change",
			"## Verdict: APPROVED\n\n## Security Risks Found in This Change\n\n- **Critical**: SQL injection in login.go\n", true},
		{"approvals", "a heading of issues and advice",
			"## Verdict: APPROVED\n\n## Issues and Recommendations\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "a heading of problems and risks",
			"## Verdict: APPROVED\n\n## Problems & Risks\n\n### Critical\n\n- tokens are logged\n", true},
		{"approvals", "an advice word in a file name",
			"## Verdict: APPROVED\n\n## Notes on `risk.go`\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "an advice word in a path",
			"## Verdict: APPROVED\n\n## src/risk/engine.go\n\n- **Critical**: tokens are logged\n", true},
		{"approvals", "an advice word naming a module",
			"## Verdict: APPROVED\n\n## Risk Scoring Module\n\n- **Critical**: scores overflow\n", true},
		{"approvals", "optional naming a feature",
			"## Verdict: APPROVED\n\n## Optional Chaining Refactor\n\n- **Critical**: crashes on null\n", true},
		{"approvals", "future naming a type",
			"## Verdict: APPROVED\n\n## Future and Promise handling\n\n- **Critical**: deadlock in await\n", true},
		{"approvals", "advice as the topic's last word",
			"## Verdict: APPROVED\n\n## 9. Technical Risks\n\n- **Critical**: release on a Friday\n", false},
		{"approvals", "future work",
			"## Verdict: APPROVED\n\n## Future Work\n\n- **High**: add caching\n", false},

		{"severity-table", "a priority column under recommendations",
			"## Verdict: APPROVE\n\n## Recommendations\n\n| Recommendation | Severity |\n|---|---|\n| add caching | HIGH |\n", false},
		{"severity-table", "a must-fix row under recommendations",
			"## Verdict: APPROVE\n\n## Recommendations\n\n| Recommendation | Severity |\n|---|---|\n| tokens are logged | must fix |\n", true},
		{"severity-table", "a table of issues under recommendations",
			"## Verdict: APPROVE\n\n## Recommendations\n\n| Issue | Severity |\n|---|---|\n| tokens are logged | CRITICAL |\n", true},
		{"severity-table", "a table of findings under next steps",
			"## Verdict: APPROVE\n\n## Next Steps\n\n| Finding | Severity | File |\n|---|---|---|\n| SQL injection | CRITICAL | a.go |\n", true},
		{"severity-table", "a severity row under notes",
			"## Verdict: APPROVE\n\n## Notes\n\n| Item | Severity |\n|---|---|\n| tokens are logged | HIGH |\n", true},
	}
	for _, c := range cases {
		diags := lintIn(t, c.preset, c.doc)
		if got := countRule(diags, RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("%s, %s: mismatch = %v, want %v\n%s%v", c.preset, c.name, got, c.mismatch, c.doc, diags)
		}
		for _, x := range diags {
			if x.Rule == RuleVerdictMissing || x.Rule == RuleVerdictConflict {
				t.Errorf("%s, %s: %s: %s", c.preset, c.name, x.Rule, x.Message)
			}
		}
	}
}

// lintIn lints doc in the named preset's dialect.
func lintIn(t *testing.T, preset, doc string) []diag.Diagnostic {
	t.Helper()
	p, ok := PresetNamed(preset)
	if !ok {
		t.Fatalf("no preset %s", preset)
	}
	return Lint([]byte(doc), Options{Dialect: MustDialect(p.Spec)})
}

// TestNoneThenAddressed: under a severity heading, `None.` followed by
// one sentence saying the issues it introduces were addressed settles
// the entries after it, to the next heading; a sentence that goes on
// past its settled word, negates it or defers it settles nothing.
func TestNoneThenAddressed(t *testing.T) {
	const head = "## Verdict: APPROVED\n\n## Issues Found\n\n### Critical Issues\n\n"
	const items = "\n\n1. **old handling**: the new method uses fingerprints\n2. **paths**: both paths are skipped\n"
	cases := []struct {
		name, doc string
		mismatch  bool
	}{
		{"addressed", head + "None. The previously identified critical issues have been properly addressed:" + items, false},
		{"resolved", head + "None; the critical issues of round 1 were resolved." + items, false},
		{"addressed with more said", head + "None. The previous issues have been addressed, but the token leaks:" + items, true},
		{"not addressed", head + "None. These issues have not been addressed:" + items, true},
		{"to be addressed", head + "None. These issues need to be addressed:" + items, true},
		{"a second sentence", head + "None. They were addressed. The token leaks:" + items, true},
		{"the next heading ends it", head + "None. The previous issues have been addressed:" + items + "\n### Major Issues\n\n1. **tokens**: logged in clear\n", true},
		{"a disposition stays", head + "None. The previous issues have been addressed:\n\n- the importer drops rows: BLOCKER — data loss\n", true},
	}
	for _, c := range cases {
		diags := lintIn(t, "approvals", c.doc)
		if got := countRule(diags, RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("%s: mismatch = %v, want %v\n%s%v", c.name, got, c.mismatch, c.doc, diags)
		}
	}
}
