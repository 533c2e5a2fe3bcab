package contract

import "testing"

// TestStackedGrades: a bullet led by an advisory grade and then one that
// blocks (`- Minor Critical: breaks login`), or whose advisory grade is
// struck through before the blocking one (`- ~~Minor~~ **Critical**:
// …`, `- ~~**Minor**:~~ **Critical**: …`), shows a reader a blocking
// finding: the worse grade stands, in every preset, whether or not the
// dialect spells the advisory grade. A grade that names no finding
// after the first (`Minor: critical path unaffected`) is prose.
func TestStackedGrades(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, line := range []string{
		"- Minor Critical: this breaks login\n",
		"- **Minor** **Critical**: this breaks login\n",
		"- ~~Minor~~ Critical: this breaks login\n",
		"- ~~**Minor**~~ **Critical**: this breaks login\n",
		"- **~~Minor~~ Critical**: this breaks login\n",
		"- ~~**Minor**:~~ **Critical**: this breaks login\n",
	} {
		held = append(held, "## Notes\n\n"+line, "## Notes\n\n"+line+"\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n")
	}
	for _, line := range []string{
		"- Minor: the critical path is unaffected\n",
		"- Minor critical path cleanup in the docs\n",
		"- ~~Critical~~ Minor: a typo in the docs\n",
	} {
		clean = append(clean, "## Notes\n\n"+line)
	}
	expectEachPreset(t, heads, held, clean, "passes beside stacked grades")
}

// TestGradedTitleOutsideFindings: outside the findings a title graded
// blocking after it is a finding when it names a defect (`- breaks
// login (Critical)`) or names its grade a severity (`### Login handler
// (severity: critical)`), in every preset; a rank after work to do
// (`- Update the breakpoint docs (Critical)`) or an area (`### Quality
// Practices (CRITICAL)`) is none where the dialect does not read the
// title as a finding of its own form.
func TestGradedTitleOutsideFindings(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Notes\n\n- the session handler breaks login **(Critical)**\n",
		"## Notes\n\n### Login handler (severity: critical)\n\nThe handler drops the check.\n",
	}
	clean := []string{
		"## Notes\n\n- Update the breakpoint docs (Critical)\n",
		"## Notes\n\n### Quality Practices (CRITICAL)\n\nKeep the tests fast.\n",
	}
	expectEachPreset(t, heads, held, nil, "passes beside a graded title")
	// The approvals preset reads such a title under any heading as a
	// finding of its own form.
	delete(heads, "approvals")
	expectEachPreset(t, heads, nil, clean, "passes beside a graded title")
}
