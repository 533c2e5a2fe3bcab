package contract

import "testing"

// TestGradeElsewhereInTheEntry: a finding graded blocking after its text
// (`- the token leaks (Blocker)`; under the findings `(Critical)` too),
// in a second paragraph of a list item, or a failed check listed under a
// heading of advice, is blocking to a reader: beside an approval the
// report is refused in every preset. A grade that ranks work or
// certainty outside the findings is not.
func TestGradeElsewhereInTheEntry(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n- the token leaks (Blocker)\n",
		"## Details\n\n- the token leaks [Blocker]\n",
		"## Details\n\n- the token leaks — **Blocker**\n",
		"## Details\n\n- a note on the loader\n\n  **Critical**: the token leaks\n",
	}
	clean := []string{
		"## Details\n\n- the retry path (critical for uploads) is sound\n",
		"## Details\n\n- the token leaks (Critical) → fixed in 3f2a1c\n",
		"## Details\n\n- a note on the loader\n\n  It reads **Critical** sections first.\n",
		"## Details\n\n- Confidence — High\n",
		"## Details\n\n- Priority (Critical)\n",
		"## Details\n\n**Next Actions:**\n1. Create CI integration tasks (CRITICAL)\n",
		"## Details\n\n**Confidence:** 92% (Blocker)\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a finding graded blocking")
	// Under a heading of advice in a dialect of severity headings.
	d := MustDialect(mustPreset(t, "approvals").Spec)
	for _, tail := range []string{
		"## Suggestions\n\n- the token leaks (Critical)\n",
		"## Suggestions\n\n- Build: FAILED\n",
		"## Suggestions\n\n- unit tests: failing\n",
	} {
		doc := "# Review\n\n## Verdict: APPROVED\n\n" + tail
		if ds := Lint([]byte(doc), Options{Dialect: d}); !refused(ds) {
			t.Errorf("approvals: passes beside a blocking entry under advice:\n%s", tail)
		}
	}
}
