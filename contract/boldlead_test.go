package contract

import "testing"

// TestBoldGradeLeadsAFinding: a line or bullet that opens with a blocking
// grade in bold and goes on with no separator (`- **BLOCKER** the token
// leaks`) renders the grade apart from the text as a colon would: a
// blocking finding beside an approval in every preset.
func TestBoldGradeLeadsAFinding(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n- **BLOCKER** the token leaks\n",
		"## Details\n\n**Critical** the token leaks\n",
		"## Details\n\n- **🔴 Critical** the token leaks\n",
		"## Details\n\n- __Critical__ the token leaks\n",
		"## Details\n\n- **Critical issue** the token leaks\n",
	}
	clean := []string{
		"## Details\n\n- **Critical** 0\n",
		"## Details\n\n- **Critical path** is the scheduler\n",
		"## Details\n\n- **Critical**ity of the path is low\n",
		"## Details\n\nThe **Critical** grade is unused.\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a finding led by a blocking grade in bold")
}
