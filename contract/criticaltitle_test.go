package contract

import "testing"

// TestCriticalAfterADefect: a bullet outside the findings that names a
// defect and grades it Critical after its text (`- Token leak
// (Critical)`) is a blocking finding to a reader, not a rank: beside an
// approval the report is refused in every preset. A Critical that ranks
// work or an area (`Create CI integration tasks (CRITICAL)`), one after
// a dash, one denied (`(not critical)`), a label's and one settled
// since stay clean; one named a severity (`(severity: critical)`)
// grades whatever the title names.
func TestCriticalAfterADefect(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n- Token leak (Critical)\n",
		"## Details\n\n- the token leaks to the log (Critical)\n",
		"## Details\n\n1. SQL injection in login.go [CRITICAL]\n",
		"## Details\n\n- The retry loop crashes on an empty queue (**Critical**)\n",
		// A grade named a severity grades, whatever the title names.
		"## Details\n\n- Token leak (severity: critical)\n",
		"## Details\n\n- Token leak (Critical severity)\n",
		"## Details\n\n- Data loss on retry [Severity: Blocker]\n",
		"## Details\n\n- Create CI tasks (severity: critical)\n",
	}
	clean := []string{
		"## Details\n\n**Next Actions:**\n1. Create CI integration tasks (CRITICAL)\n",
		"## Details\n\n- Quality practices (Critical)\n",
		"## Details\n\n- Token leak (not critical)\n",
		"## Details\n\n- Token leak — Critical path only, already guarded\n",
		"## Details\n\n- Priority (Critical)\n",
		"## Details\n\n- Token leak (Critical) → fixed in 3f2a1c\n",
		"## Details\n\n- the error path (critical for uploads) is sound\n",
		"## Details\n\n- Token leak (severity: low)\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a defect graded Critical")
}
