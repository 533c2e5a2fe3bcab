package verdict

import "testing"

// TestGradeCountRefuses: in every preset, prose beside an approval (the
// review, a kept key's string, a non-blocking finding's text) that
// counts findings of a blocking grade, more than none and not dealt
// with, is refused and the gate does not approve it. A count of none,
// findings said to be fixed, and counts of things that are no problem
// stay clean.
func TestGradeCountRefuses(t *testing.T) {
	refusing := []string{
		"Found 2 critical issues.", "3 blockers remain", "two high-severity bugs", "2 new P0 bugs",
		"Found 1 major issue in auth.", "Fixed 1 bug; 2 critical issues remain.", "2 critical issues, none fixed.",
		"3 critical issues haven't been fixed.", "Two MAJOR issues must be resolved before merge.",
		"The token check has 2 **critical** vulnerabilities", "Several blocking issues are open.",
		"Found 2 critical and 0 major issues.", "Found 2 critical issues and fixed the typo.",
		"Found 2 critical issues, fixed the typo", "2 critical issues, 1 fixed.", "Found 2 critical issues — fixes pending.",
		// A fix word used as a noun, negated after it or by its subject,
		// or fixing something else, settles nothing.
		"Found 2 critical issues the patch does not address.", "Found 2 critical issues the fix misses.",
		"Found 2 critical issues and fixed nothing.", "2 critical issues, neither fixed.",
		"2 critical issues; nobody has fixed them.", "2 critical issues; fixes below are incomplete.",
		"Found 2 critical issues and I fixed my local setup.",
	}
	clean := []string{
		"Found 0 critical issues", "no critical issues", "critical: none", "Fixes 2 critical bugs in login",
		"Found 2 critical issues, both fixed.", "Tests: 2. Critical issues: none", "CVSS 9.8 critical path",
		"Covers 2 critical paths and 3 high-level flows", "Ran 12 tests; 0 blockers.", "v1.2 critical fix",
		"The 2 critical bugs from round 1 have been resolved.", "Found 0 critical and 0 major issues.",
	}
	checkProseEverywhere(t, refusing, clean)
	own := Default()
	own.Blocking = []string{"sev1"}
	d := MustDialect(own)
	if ds := d.Lint(approvalWithFinding("default", "one of 2 SEV1 bugs")); !hasRuleError(ds, RuleApproveWithBlocking) {
		t.Errorf("a dialect's own grade counted in a non-blocking finding passes: %v", ds)
	}
}

// TestGradeTablesAndCountedLabels: in every preset, prose beside an
// approval holding a table row with a cell that is a blocking grade, or
// a grade's label that counts its findings or says they are open, with
// an answer other than none, is refused, and the gate does not approve
// it. Rows and labels answered none, and cells a grade only opens, stay
// clean.
func TestGradeTablesAndCountedLabels(t *testing.T) {
	refusing := []string{
		"| Severity | Issue |\n|---|---|\n| Critical | token leaks |", "| 1 | BLOCKER | a.go |", "| # | Severity | Issue |\n|---|---|---|\n| 0 | Critical | token leaks |",
		"Critical issues found: 2", "Total blockers: 3", "Open critical issues: the token leaks",
		"Blockers (2): the token leaks; the lock is dropped",
	}
	clean := []string{
		"| Severity | Count |\n|---|---|\n| Critical | 0 |\n| Major | none |", "| Critical path | covered |",
		"Critical issues found: 0", "Total blockers: none", "Blockers (0)", "Critical (0): none",
	}
	checkProseEverywhere(t, refusing, clean)
}
