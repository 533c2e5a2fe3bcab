package contract

import (
	"strings"
	"testing"
)

// TestDecisionValueHoldsTheMerge: a label of the decision, the merge or
// the review's status whose value holds the merge (`**Decision:** on
// hold`, `**Merge:** blocked`) is no verdict word of any preset, but
// beside an approval a reader sees none: it must not lint clean, in
// every preset. A value that approves, completes or waits for a step of
// the process (`merge after CI`) stays clean, as does a finding's own
// status (`Deferred to a follow-up`).
func TestDecisionValueHoldsTheMerge(t *testing.T) {
	reports := cutReports()
	held := []string{
		"**Decision:** on hold", "**Status:** on hold", "**Decision:** hold", "**Merge:** blocked",
		"**Decision:** rework", "**Outcome:** needs changes", "**Decision:** ON HOLD",
		"**Status:** Blocked on the token fix", "**Merge:** on hold", "**Merge status:** paused",
		"**Status:** waiting on the author", "**Decision:** not yet", "**Recommendation:** wait",
		"**Review status:** still blocked", "**Status:** ⏸️ on hold", "Decision — on hold",
		"- **Decision:** on hold", "**Outcome:** declined", "**Status:** pending fixes",
		"**Conclusion:** revise and resubmit", "**Decision:** merge after the token fix",
		"**Decision:** merge once fixed", "**Decision:** Merge when the leak is resolved",
		"**Decision:** onhold", "**Merge:** pending CI and the token fix",
	}
	clean := []string{
		"**Decision:** approve", "**Status:** complete", "**Decision:** merge after CI",
		"**Blocked on:** nothing", "**CI status:** pending", "**Status:** ready to merge",
		"**Decision:** merge once CI is green", "**Decision:** merge after the fixes of round 2",
		"**Decision:** approve after rebase", "**Notes:** the hold on the release was lifted",
		// A wait for a step after the approval is no hold.
		"**Merge:** pending CI", "**Merge:** waiting for CI", "**Merge:** not yet merged",
		"**Decision:** merge once CI passes on the fix commit", "**Merge:** waiting for the final checks",
	}
	// A label alone over its value reads as one line; a front matter's
	// key as its table shows it; a table row as its line would.
	held = append(held, "## Decision\n\non hold", "**Decision**\n\nOn hold until the token fix lands.")
	clean = append(clean, "## Decision\n\nApprove; merge after CI.", "## Merge plan\n\nWait for CI, then squash-merge.")
	// A table's label cell and its value, or a decision's column.
	held = append(held, "| Key | Value |\n|---|---|\n| Decision | on hold |", "| Decision | Merge |\n|---|---|\n| approve | blocked |")
	clean = append(clean, "| Key | Value |\n|---|---|\n| Decision | merge after CI |", "| Task | Status |\n|---|---|\n| docs | blocked |")
	// A finding's own status, under its heading, speaks of the finding.
	const findingStatus = "## Findings\n\n### Minor\n\n- broad exception handling\n  - **Status:** on hold until the logger lands\n"
	for name, r := range reports {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, line := range held {
			doc := r[0] + line + "\n\n" + r[1]
			if !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: passes beside a held merge:\n%s", name, doc)
			}
		}
		for _, line := range clean {
			doc := r[0] + line + "\n\n" + r[1]
			if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, doc)
			}
		}
		for _, fm := range []string{"status: on hold", "merge_status: on_hold", "decision: on hold"} {
			doc := "---\n" + fm + "\n---\n" + r[0] + r[1]
			if !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: passes beside a held merge in the front matter:\n%s", name, doc)
			}
		}
		if name == "approvals" { // the preset that reads findings under severity headings
			doc := r[0] + findingStatus
			if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused a finding's status %v:\n%s", name, ds, doc)
			}
		}
	}
}

// cutReports are each preset's passing report, cut after its verdict
// line.
func cutReports() map[string][2]string {
	return map[string][2]string{
		"default": {"# Review\n\nVerdict: PASS\n\n",
			"## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n"},
		"approvals":      {"# Review\n\n## Verdict: APPROVED\n\n", "## Findings\n\nNone\n"},
		"severity-table": {"# Review\n\n**Verdict:** APPROVE\n\n", "## Findings\n\nNone\n"},
		"gates":          {"# Review\n\nVerdict: PASS\n\n", "## Gate results\n\n- build: PASS — green\n"},
	}
}

// TestPassThenHold: a passing verdict that goes on, after a separator,
// with a hold (`APPROVED — on hold until the token fix lands`,
// `APPROVED (on hold)`) waits, and is no pass, in every preset; a
// remark that holds nothing (`— ready to merge`, `— merge after CI`,
// `(was blocked in round 1)`) leaves it whole.
func TestPassThenHold(t *testing.T) {
	held := []string{" — on hold until the token fix lands", " (on hold)", ", on hold", "; paused",
		" — merge after the token fix", " — rework required", " – still blocked", " - not yet"}
	clean := []string{" — ready to merge", " — merge after CI", " (was blocked in round 1)", " — no rework needed"}
	for name, r := range cutReports() {
		d := MustDialect(mustPreset(t, name).Spec)
		line := strings.TrimSuffix(r[0], "\n\n")
		for _, remark := range held {
			doc := line + remark + "\n\n" + r[1]
			if !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: passes a held pass:\n%s", name, doc)
			}
		}
		for _, remark := range clean {
			doc := line + remark + "\n\n" + r[1]
			if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, doc)
			}
		}
	}
}
