package contract

import "testing"

// TestCriticalUnderAdvice: under a heading of advice (Recommendations,
// Next Steps, Suggestions) a grade that ranks work is a priority, but a
// defect titled with Critical or Blocker after it (`### Token leak
// (Critical)`) or a `Severity: Critical` field says how grave something
// is: beside an approval the report is refused, in every preset, as it
// is under any other heading. Grades that rank (`### High Priority`,
// `**Critical**: announce the release`, `**Critical**: add a test for
// the leak`, `### Quality Practices
// (CRITICAL)`, `Priority: Critical`), a grade denied, and a graded title
// whose status says it is resolved stay clean.
func TestCriticalUnderAdvice(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Recommendations\n\n### Token leak (Critical)\n\nThe token is logged.\n",
		"## Recommendations\n\n### Token leak\n\nSeverity: Critical\n\nThe token is logged.\n",
		"## Recommendations\n\n### Token leak\n\n- **Severity:** Critical\n- **Fix:** redact it\n",
		"## Recommendations\n\n- Token leak (Critical)\n",
		"## Next Steps\n\n### Data loss on retry (Blocker)\n\nThe retry drops the batch.\n",
		"## Suggestions\n\n1. SQL injection in login.go [CRITICAL]\n",
		"## Details\n\n### Token leak (Critical)\n\nThe token is logged.\n",
		// The grade first: the defect is as grave.
		"## Recommendations\n\n- **Critical**: the token leaks\n",
		"## Recommendations\n\n- Critical: the session token is logged and leaks\n",
		"## Next Steps\n\n- **Blocker**: data loss on retry\n",
		"## Suggestions\n\n- **Critical**: fix the token leak\n",
	}
	clean := []string{
		"## Recommendations\n\n### High Priority\n\n- add metrics to the loader\n",
		"## Next Steps\n\n- **Critical**: announce the release\n",
		"## Recommendations\n\n### Quality Practices (CRITICAL)\n\n**1. TDD discipline**\n",
		"## Recommendations\n\n### Immediate (This Week) - CRITICAL\n\n**1. CI pipeline integration**\n",
		"## Recommendations\n\n1. **UPDATE PLAN DOCUMENTATION** - CRITICAL\n   - rewrite the Docker section\n",
		"## Recommendations\n\n### Token leak\n\nPriority: Critical\n",
		"## Recommendations\n\n### Token leak (not critical)\n\nThe token is logged at debug level only.\n",
		"## Details\n\n### Token leak (Critical)\n\n- **Status:** RESOLVED\n- **Evidence:** redacted in 3f2a1c\n",
		"## Recommendations\n\n### Caching\n\nSeverity: High\n",
		"## Recommendations\n\n- **Critical**: add a test for the token leak\n",
		"## Recommendations\n\n- **Critical**: rotate the signing key\n",
		"## Issues Addressed\n\n- **Critical**: the token leaked; redacted in 3f2a1c\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a Critical defect under advice")
}
