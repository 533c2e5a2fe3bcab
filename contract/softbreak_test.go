package contract

import (
	"strings"
	"testing"
)

// TestSplitBySoftBreak: a soft line break inside a paragraph renders as
// a space, so a verdict phrase or a blocking grade it splits (`NEEDS` over
// `WORK`, `**Critical` over `Issue**: x`) shows a reader on one line what
// neither line states alone: beside an approval it is refused in every
// preset. Lines a hard break ends show one under the other, and a
// paragraph of prose split anywhere is not refused.
func TestSplitBySoftBreak(t *testing.T) {
	heads := shownHeads()
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		p, _ := PresetNamed(name)
		d := MustDialect(p.Spec)
		var tails []string
		for _, w := range d.spec.Verdict.Fail {
			if i := strings.IndexByte(w, ' '); i > 0 {
				tails = append(tails, w[:i]+"\n"+w[i+1:]+"\n", "**"+w[:i]+"\n"+w[i+1:]+"**\n")
			}
		}
		tails = append(tails,
			"**Critical\nIssue**: the token leaks\n",
			"The change is small.\n**Critical\nIssue**: the token leaks\n",
		)
		if name == "approvals" && len(tails) < 6 {
			t.Fatalf("approvals has too few fail phrases of two words: %v", d.spec.Verdict.Fail)
		}
		for _, tail := range tails {
			if !lintUnder(t, name, heads[name]+tail) {
				t.Errorf("%s: %q passes beside the approval", name, tail)
			}
			// The same through the full parser: a table after it sends
			// the report there.
			full := heads[name] + tail + "\n| a | b |\n|---|---|\n| c | d |\n"
			if !lintUnder(t, name, full) {
				t.Errorf("%s: %q passes beside the approval, read by the full parser", name, tail)
			}
		}
		for _, clean := range []string{
			"**Production Ready:** ✅ **YES**  \n**Critical Issues:** 0  \n**Blocking Issues:** 0\n",
			"The change is small\nand the critical\npath is untouched.\n",
		} {
			if lintUnder(t, name, heads[name]+clean) {
				t.Errorf("%s: %q is refused", name, clean)
			}
		}
	}
}
