package contract

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestEveryDialectReadsBlockingGrades: a list graded Critical, Blocker
// or Must fix is blocking to any reader, so a passing verdict beside it
// is refused in every dialect, also in those whose findings carry no
// severity (the default) or other grades (an inferred HIGH/LOW
// dialect); what only looks like such a grade, or settles or advises,
// is not.
func TestEveryDialectReadsBlockingGrades(t *testing.T) {
	inferred := Default()
	inferred.Name = "team"
	inferred.Verdict.Pass, inferred.Verdict.Fail = []string{"SHIP"}, []string{"HOLD"}
	inferred.Findings.Fail, inferred.Findings.Note = []string{"HIGH"}, []string{"LOW"}
	dialects := map[string]*Dialect{"team": MustDialect(inferred)}
	for _, name := range []string{"default", "gates", "approvals"} {
		p, _ := PresetNamed(name)
		dialects[name] = MustDialect(p.Spec)
	}
	pass := map[string]string{"default": "PASS", "gates": "PASS", "approvals": "APPROVED", "team": "SHIP"}
	blocking := []string{
		"## Critical Issues\n\n- the token is logged in plain text\n",
		"## Critical Issues\n\nThe token is logged in plain text.\n",
		"## 🔴 Blockers\n\n1. the migration drops the users table\n",
		"## Must Fix\n\n- the retry loop never ends\n",
		"## Blocking Issues Requiring Attention\n\n- the retry loop never ends\n",
		"## CRITICAL - fix before merge\n\n- the retry loop never ends\n",
		"## Notes\n\n- **Critical:** the token is logged\n",
		"## Notes\n\n- [BLOCKER] the migration drops the users table\n",
		"## Summary\n\n- Critical — the token is logged\n",
		"## Notes\n\n**Critical issue:** the token is logged\n",
		"## Notes\n\n- Critical vulnerabilities: the token is logged\n",
		"## Notes\n\n- **Critical** issue: the token is logged\n",
		"## Issues (Critical)\n\n- the token is logged\n",
		"## Bugs — Blocker\n\n- the migration drops the users table\n",
		"## Critical-Issues\n\n- the token is logged\n",
		// A grade the dialect does not spell leads a bullet in a
		// dialect of severity-first findings too.
		"## Notes\n\n- P0: the token is logged\n",
		"## Notes\n\n- **Showstopper:** the retry loop never ends\n",
		// A word qualifying the noun, a number naming the issue.
		"## Notes\n\n- **Critical security issue:** the token is logged\n",
		"## Notes\n\n**Critical Issue #1:** the token is logged\n",
		"## Notes\n\n- **Critical Issue 2:** the token is logged\n",
		// A severity column, in a dialect that names none of its own.
		"## Notes\n\n| Severity | Issue |\n|---|---|\n| Critical | the token is logged |\n",
		"## Notes\n\n| Priority | Issue |\n|---|---|\n| P0 | the token is logged |\n",
		// A mark after the grade is decoration, as before it.
		"## Notes\n\n| Severity | Issue |\n|---|---|\n| CRITICAL ❗ | the token is logged |\n",
	}
	clean := []string{
		"## Critical path\n\n- the loader, then the parser\n",
		"## Critical Issues\n\nNone\n",
		"## Critical Issues Resolved\n\n- the token is no longer logged\n",
		"## Recommendations\n\n### Critical\n\n- add a test for the loader\n",
		"## Notes\n\n- critical sections are short now\n",
		"## Notes\n\n- Blocking calls moved off the event loop\n",
		"## Notes\n\n**Critical Vulnerabilities:** ❌ **NONE**\n",
		"## Notes\n\n- Critical path: the loader, then the parser\n",
		"## Notes\n\n- Critical issues: 0\n",
		"## Notes\n\n- Critical issue: the token was logged → fixed in 3f2a1c\n",
		"## Risks (High)\n\n- the migration may be slow on large tables\n",
		"## Issues (Critical) Resolved\n\n- the token is no longer logged\n",
		"## Notes\n\n- **Critical security issues:** none\n",
		"## Notes\n\n- Critical path issue list: the loader\n",
	}
	for name, d := range dialects {
		head := "# Review\n\nVerdict: " + pass[name] + "\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n"
		for _, tail := range blocking {
			if !refused(Lint([]byte(head+tail), Options{Dialect: d})) {
				t.Errorf("%s: passes beside a blocking grade:\n%s", name, tail)
			}
		}
		for _, tail := range clean {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); countRule(ds, RuleVerdictFindingMismatch)+countRule(ds, RuleFindingUndispositioned) > 0 {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}

// TestForeignGradeAsksForDisposition: a blocking grade the dialect
// does not spell makes what it heads blocking but dispositions no entry,
// so the default's exact `x: FAIL — why` form is still asked for under
// it; a dialect that spells the grade itself grades entries with it.
func TestForeignGradeAsksForDisposition(t *testing.T) {
	const doc = "Verdict: FAIL\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nthe token leaks\n\n## Findings\n\n- the token is logged: FAIL — leaks\n\n## Do not rebuild\n\n- the parser\n\n## Critical Issues\n\n- the migration drops the users table\n"
	if n := countRule(Lint([]byte(doc), Options{}), RuleFindingUndispositioned); n != 1 {
		t.Errorf("default: %d undispositioned findings under a Critical heading, want 1", n)
	}
	// Nor is a list graded so the findings section the dialect requires.
	const noFindings = "Verdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnone block\n\n## Critical Issues\n\nNone\n"
	if n := countRule(Lint([]byte(noFindings), Options{}), RuleFindingsMissing); n != 1 {
		t.Errorf("default: a Critical Issues list stood for the findings section (%d findings-missing, want 1)", n)
	}
	own := Default()
	own.Findings.Fail = []string{"FAIL", "Critical"}
	own.Findings.Forms = append(own.Findings.Forms, FormHeadings)
	if ds := Lint([]byte(doc), Options{Dialect: MustDialect(own)}); refused(ds) {
		t.Errorf("a dialect's own Critical did not grade the entry: %v", ds)
	}
}

// refused reports whether ds holds an error.
func refused(ds []diag.Diagnostic) bool {
	for _, x := range ds {
		if x.Severity == diag.Error {
			return true
		}
	}
	return false
}

// TestGradeColumnCountsAndSettles: in a dialect that names no severity
// column, a Severity column that counts none of a blocking grade, or a
// row that records the finding fixed, is no blocking finding.
func TestGradeColumnCountsAndSettles(t *testing.T) {
	for _, name := range []string{"default", "gates"} {
		d := MustDialect(mustPreset(t, name).Spec)
		head := "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n"
		for _, tail := range []string{
			"## Summary\n\n| Severity | Count |\n|---|---|\n| Critical | 0 |\n| Minor | 2 |\n",
			"## Notes\n\n| Severity | Issue |\n|---|---|\n| Critical | the token was logged → ✅ Fixed in 3f2a1c |\n",
			"## Risks\n\n| Risk | Severity | Likelihood | Mitigation |\n|---|---|---|---|\n| token leak | Critical | Low | vault |\n",
		} {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
		tail := "## Summary\n\n| Severity | Count |\n|---|---|\n| Critical | 1 |\n"
		if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
			t.Errorf("%s: passes beside a count of one Critical:\n%s", name, tail)
		}
	}
}

// TestBlockingGradeCannotBeANote: every grade read as blocking in every
// dialect is refused as a team's non-blocking word, so that no dialect
// can make `## Showstoppers` a list of notes beside a pass.
func TestBlockingGradeCannotBeANote(t *testing.T) {
	for _, g := range blockingGrades() {
		s := Default()
		s.Findings.Note = append(s.Findings.Note, g)
		if _, err := NewDialect(s); err == nil {
			t.Errorf("a dialect with %q as a non-blocking word was accepted", g)
		}
	}
}
