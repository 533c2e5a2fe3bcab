package contract

import "testing"

// TestQualityPraiseAgreesWithAPass: a second line under the verdict's
// key that grades the quality in praise (`**Verdict:** HIGH QUALITY -
// All attributes satisfied.`, a section's own verdict) agrees with a
// pass, in every preset. `high` praises only before `quality`: alone it
// is a grade, and anything else beside the praise still conflicts.
func TestQualityPraiseAgreesWithAPass(t *testing.T) {
	heads := presetHeads()
	line := func(v string) []string {
		return []string{"## Design Principles\n\n**Verdict:** " + v + "\n"}
	}
	var held, clean []string
	for _, v := range []string{
		"HIGH QUALITY - All attributes satisfied.", "High quality - all criteria satisfied", "High-quality implementation.",
	} {
		clean = append(clean, line(v)...)
	}
	for _, v := range []string{
		"Complete - HIGH", "HIGH - HIGH - complete", "HIGH QUALITY - HIGH", "HIGH QUALITY - not satisfied",
		"HIGH QUALITY - all attributes satisfied except auth", "HIGH RISK - all attributes satisfied",
		"HIGH QUALITY ISSUES", "High quality - CHANGES REQUESTED", "quality - high", "HIGH QUALITY - - BLOCK",
		"High quality - critical issues satisfied", "HIGH QUALITY - attributes unsatisfied",
	} {
		held = append(held, line(v)...)
	}
	expectEachPreset(t, heads, held, clean, "a second verdict line passes as praise")
}
