package contract

import "testing"

// TestGradeTitledHeadingBlocks: a heading that opens with a blocking
// grade and names a finding after a separator (`### Critical: data
// loss`, `### [Blocker] the token leaks`), with nothing under it, is one
// blocking finding to a reader: beside an approval it contradicts it in
// every preset, inside the findings or outside them. A count, a none,
// a settled mark, or findings under it are read as before; a count that
// goes on to say more (`Critical: 0 — but the login handler drops auth
// checks`) is no count.
func TestGradeTitledHeadingBlocks(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"### Critical: the retry budget is never reset\n",
		"### CRITICAL: the retry budget is never reset\n\n## Notes\n\nnothing else\n",
		"### [Critical] the retry budget is never reset\n",
		"### 🔴 Critical: the retry budget is never reset\n",
		"### **Blocker**: the retry budget is never reset\n",
		"### Blocker — the retry budget is never reset\n",
		"### Blocker - the retry budget is never reset\n",
		"### Critical issue: the retry budget is never reset\n",
		"## Details\n\n#### Critical: the retry budget is never reset\n",
		"### Critical: 0 — but the login handler drops auth checks\n",
		"### Critical: 0, but the login handler drops auth checks\n",
		"## Details\n\n**Critical: 0 — but the login handler drops auth checks**\n",
	}
	clean := []string{
		"### Critical: None\n",
		"### Critical: 0\n",
		"### Critical: 0 issues found\n",
		"### Critical: 0, Major: 0, Minor: 1\n",
		"### Critical Issues: none found\n",
		"### Critical: the retry budget is never reset ✅ fixed in 3f2a1c\n",
		"### ~~Critical: the retry budget is never reset~~\n",
		"### Critical path: the scheduler\n",
		"### High-level design: one queue\n",
		"### Critical - must fix before merge\n\nNone\n",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		tails := held
		if name != "default" {
			// Grades the other presets spell blocking.
			tails = append(tails, "### High - the retry budget is never reset\n", "## Details\n\n#### Major: the retry budget is never reset\n")
		}
		for _, tail := range tails {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: passes beside a finding graded blocking in its heading:\n%s", name, tail)
			}
		}
		for _, tail := range clean {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}
