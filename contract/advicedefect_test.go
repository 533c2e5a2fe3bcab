package contract

import "testing"

// TestGradeLedDefectUnderAdvice: under a heading of advice (Suggestions,
// Nits, Optional) a bullet led by a grade that always blocks
// (`- **Critical**: this breaks login`, `- Blocker: login no longer
// works`) shows a reader a blocking defect, whatever words state it:
// beside an approval it is refused in every preset. One that leads with
// work to do ranks that work, and one marked resolved is settled, as
// anywhere.
func TestGradeLedDefectUnderAdvice(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, h := range []string{"## Suggestions", "## Nits", "## Optional", "## Recommendations", "## Next Steps"} {
		held = append(held,
			h+"\n\n- **Critical**: this breaks login\n",
			h+"\n\n- Critical: login no longer works after the change\n",
			h+"\n\n- **Blocker**: the session outlives a logout\n",
			h+"\n\n- [Critical] users see each other's carts\n",
			// Struck through it is withdrawn only with its status, as
			// under any heading.
			h+"\n\n- ~~**Critical**: this breaks login~~\n",
		)
		clean = append(clean,
			h+"\n\n- **Critical**: this breaks login — RESOLVED in 3f2a1c\n",
		)
	}
	// Nits and Optional name no advice: there a grade is a finding.
	clean = append(clean,
		"## Recommendations\n\n- **Critical**: add a test for login\n",
		"## Next Steps\n\n- Critical: rotate the signing key\n",
	)
	expectEachPreset(t, heads, held, clean, "passes beside a grade-led defect under advice")
	// A table sends the report through the full parser.
	const table = "\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n"
	for i := range held {
		held[i] += table
	}
	for i := range clean {
		clean[i] += table
	}
	expectEachPreset(t, heads, held, clean, "passes beside a grade-led defect under advice, read by the full parser")
}
