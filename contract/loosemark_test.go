package contract

import (
	"fmt"
	"testing"
)

// TestVerdictAfterAnyMark: a verdict key, then marks a reader passes over
// as a separator (an arrow, a pipe, a guillemet, a bullet), then a verdict
// word in upper case, reads as a verdict: one that disagrees with the
// report's conflicts with it in every preset, as `Verdict FAIL` does.
func TestVerdictAfterAnyMark(t *testing.T) {
	marks := []string{"→", "⇒", "⟶", "|", ">>", "»", "•", "·", "/", "~", ";", "...", "?", "!", "→:", "<>", "#", "+", "^"}
	heads := shownHeads()
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		p, _ := PresetNamed(name)
		d := MustDialect(p.Spec)
		head := heads[name]
		for _, m := range marks {
			for _, form := range []string{"Verdict %s %s\n", "**Verdict %s %s**\n", "**Verdict** %s %s\n", "## Verdict %s %s\n"} {
				tail := fmt.Sprintf(form, m, d.failWord())
				if !lintUnder(t, name, head+tail) {
					t.Errorf("%s: %q passes beside the approval\n%s", name, tail, head+tail)
				}
			}
		}
		// Prose that goes on past the word is no verdict.
		clean := head + "## Notes\n\nThe verdict → PASS the token through, then check it.\n"
		if lintUnder(t, name, clean) {
			t.Errorf("%s: prose is refused\n%s", name, clean)
		}
	}
}

// TestSuffixedVerdictKey: a verdict key with a suffix before its
// separator (`verdict_final:`, `Verdict-2:`, `VerdictFinal:`,
// `Verdicts:`) is the key to a reader: a verdict under it that disagrees
// with the report's conflicts in every preset. Prose that goes on past
// the key's word is no verdict.
func TestSuffixedVerdictKey(t *testing.T) {
	heads := shownHeads()
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		p, _ := PresetNamed(name)
		d := MustDialect(p.Spec)
		for _, key := range []string{"verdict_final", "Verdict-final", "verdict.final", "VerdictFinal", "verdict2", "Verdict-2", "Verdicts"} {
			tail := key + ": " + d.failWord() + "\n"
			if !lintUnder(t, name, heads[name]+tail) {
				t.Errorf("%s: %q passes beside the approval", name, tail)
			}
		}
		clean := heads[name] + "## Notes\n\nThe verdicts of earlier rounds went both ways; " + d.failWord() + " came first.\n"
		if lintUnder(t, name, clean) {
			t.Errorf("%s: prose is refused\n%s", name, clean)
		}
	}
}
