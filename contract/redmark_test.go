package contract

import "testing"

// TestRedMarkLeadsABlockingIssue: a bullet led by a mark that says stop
// (🔴, ⛔, 🛑) reads as a blocking issue outside the findings in every
// preset. A legend, a mark before one word, an issue struck through and
// marked fixed, and a next step ranked by the mark under advice are
// none.
func TestRedMarkLeadsABlockingIssue(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Details\n\n- 🔴 the token leaks into the log\n",
		"## Details\n\n- ⛔ **MUST** rotate the key before release\n",
		"## Details\n\n1. 🛑 the migration drops the users table\n",
	}
	clean := []string{
		"## Legend\n\n- 🔴: critical\n- 🟢: fine\n",
		"## Details\n\n- 🔴 Before\n",
		"## Next steps\n\n1. 🔴 add the linter to CI\n2. 🟠 add a metric\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a bullet led by a red mark")
}
