package verdict

import "testing"

// TestAnsweredLabelReadsOn: in every preset, a blocking grade answered
// no covers its own label only: a label of another blocking grade after
// the answer, on the same line, in the same table row or on the line
// under a heading answered no, that counts its findings or states one
// is read as one opening a line, beside an approval refused. Answers no
// to every label stay clean.
func TestAnsweredLabelReadsOn(t *testing.T) {
	refusing := []string{
		"Blockers: none. Critical issues: 2", "Blockers: 0; criticals: 2", "Blockers: none, Critical: 2",
		"Blockers: none | Critical: 2", "Blockers — none; Critical — the token leaks",
		"Blockers: 0. Majors: 1", "Blocking: no, critical: yes", "Blockers: none. CRITICAL token leak in login",
		"Blockers: none found. Critical issues found: 3", "Blockers: None! High: sql injection in login",
		"Blockers: none (Critical) the token leaks", "Blockers: 0 / Critical: 1", "Blockers (0), Critical (2): the token leaks",
		"Blockers: none. Critical: none. Major: 1", "**Blockers:** none. **Critical:** 2",
		"| Blockers | 0 | Critical | 2 |", "## Blockers\nNone. Critical issues: 2", "Blockers:\n0; criticals: 2",
		"No blockers, but 2 critical issues", "Blockers: none (2 critical issues open)",
		"Blockers: 0 · Critical: 2", "Blockers: none & Critical: 2", "Blockers: none\tCritical: 2",
		"Critical: 0 issues; High: 2 issues", "BLOCKERS: NONE. CRITICAL: 2", "Blockers: None — Critical: 1 open",
		"Blockers: none, but Critical: the token leaks", "Blockers: none; however, Critical: the token leaks",
		"Blockers: none. Also, Critical: the token leaks", "Blockers: none. 1. Critical: the token leaks",
		"Blockers: none and critical: 2", "Blockers: none. Critical vulnerabilities: 2", "Critical vulnerabilities: 2",
		"Blockers: none. Critical flaws: 2", "Critical leaks: 2", "Blockers: none. Critical security issues: 2",
		"Blockers: none. Critical-severity issues: 2", "Blockers = 0; Critical = 2", "Critical = the token leaks",
		// A grade answered otherwise stands, whatever a later cell answers.
		"| Critical | 2 | Blockers | 0 |", "| Critical | the token leaks | none |",
		"| Severity | Issue | Fixed? |\n|---|---|---|\n| Critical | the token leaks in login | No |",
		"| Severity | Issue | Tests covering it |\n|---|---|---|\n| High | the token leaks | 0 |",
	}
	clean := []string{
		"Blockers: none. Critical: none.", "Blockers: 0; criticals: 0", "Blockers: none, high-level notes follow",
		"Blockers: none. High availability is fine.", "Blockers: none. Critical path: verified.",
		"| Blockers | 0 | Critical | 0 |", "## Blockers\nNone. All good.", "Critical: 0, Major: 0",
		"Blockers: none (Critical path is fine)", "Critical vulnerabilities: 0", "Critical security issues: none",
		"High risks: the rollout is staged", "Blockers = 0; Critical = 0", "Critical=false",
	}
	checkProseEverywhere(t, refusing, clean)
}
