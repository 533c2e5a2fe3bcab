package contract

import "testing"

// TestReservedEntryBlocks: a gate or a check given a pass that its own
// line takes back (`- Build: PASS, but the token leaks`, `- Tests: PASS
// — CI is red`) blocks as a doubted pass does, and so does a coverage
// claim verified with a reservation (`VERIFIED INDEPENDENTLY, but the
// token leaks`). A reservation that advises, and a failure that was
// fixed, leave them passing.
func TestReservedEntryBlocks(t *testing.T) {
	gates := map[string]string{"gates": "# Review\n\n**Verdict: PASS**\n\n## Gate results\n"}
	held := []string{
		"- Build: PASS, but the token leaks\n",
		"- Tests: PASS — CI is red\n",
		"- Spec compliance: PASS, however the migration drops the users table\n",
	}
	clean := []string{
		"- Build: PASS, but consider caching the modules\n",
		"- Tests: PASS — the build failed before the fix; it passes now\n",
	}
	expectEachPreset(t, gates, held, clean, "passes beside a gate taken back")

	heads := passingHeads()
	checks := []string{"## Test results\n\n- Unit tests: PASS, but the token leaks\n"}
	settled := []string{"## Test results\n\n- Unit tests: PASS, though two nits remain\n"}
	expectEachPreset(t, heads, checks, settled, "passes beside a check taken back")

	head := "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n"
	tail := "\n## Verdict reason\n\nSound.\n\n## Findings\n\nNone\n"
	for _, c := range []struct {
		entry string
		held  bool
	}{
		{"- the parser's tests pass: VERIFIED INDEPENDENTLY, but the token leaks\n", true},
		{"- the parser's tests pass: VERIFIED INDEPENDENTLY, however CI is red\n", true},
		{"- the parser's tests pass: VERIFIED INDEPENDENTLY, but only on linux-amd64 (minor)\n", false},
	} {
		doc := head + c.entry + tail
		if got := refused(Lint([]byte(doc), Options{})); got != c.held {
			t.Errorf("default: refused %v, want %v:\n%s", got, c.held, doc)
		}
	}
}
