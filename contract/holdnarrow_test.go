package contract

import (
	"strings"
	"testing"
)

// TestDecisionPutOff: a decision that is put off and says nothing more
// (`**Decision:** deferred`), or refused until a fix (`not until the
// token fix lands`), holds the merge beside an approval, in every
// preset. A deferral of a part, and a wait on the calendar or on CI,
// decide the rest and hold nothing.
func TestDecisionPutOff(t *testing.T) {
	held := []string{
		"**Decision:** deferred", "**Decision:** Deferred.", "**Decision:** postponed",
		"**Decision:** not until the token fix lands", "Decision: not until the leak is fixed",
		"**Decision:** deferred until the token fix lands", "**Merge:** postponed until the leak is resolved",
		"**Decision:** TBD", "**Decision:** still undecided",
		// Under its label, and in a table, as on its line.
		"## Decision\n\nDeferred.", "**Decision**\n\nPostponed until the token fix lands.",
		"| Key | Value |\n|---|---|\n| Decision | deferred |", "| Decision | Owner |\n|---|---|\n| deferred | me |",
	}
	clean := []string{
		"**Decision:** Deferred items tracked in #43; merge now.",
		"**Decision:** Defer the docs nit to a follow-up; approve.",
		"**Decision:** Defer pending nits to a follow-up PR.",
		"**Decision:** TBD items moved to follow-up; approved",
		"**Decision:** Not until Monday's deploy window — merge then.",
		"**Decision:** merge Monday, not before",
		"**Decision:** approve",
		"## Decision\n\nDefer the docs nit to a follow-up; approve.",
		"| Decision | Owner |\n|---|---|\n| Deferred items tracked in #43; merge now | me |",
	}
	expectCutReports(t, held, clean)
}

// TestPassThenHoldTag: a pass followed by a bracketed, slashed or barred
// tag that is a hold (`APPROVED [ON HOLD]`, `APPROVED / on hold`) waits;
// any other tag is a remark the pass keeps.
func TestPassThenHoldTag(t *testing.T) {
	held := []string{" [ON HOLD]", " [on hold]", " / on hold", " | on hold", " [WIP]", " [DNM]", " [**ON HOLD**]"}
	clean := []string{" [rework done]", " / declined suggestions noted in #43", " | blocked-on: none",
		" [paused CI job re-run, green]", " [2/2]", " / LGTM", " | ready to merge"}
	for name, r := range cutReports() {
		d := MustDialect(mustPreset(t, name).Spec)
		line := strings.TrimSuffix(r[0], "\n\n")
		for _, tag := range held {
			if doc := line + tag + "\n\n" + r[1]; !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: passes a held pass:\n%s", name, doc)
			}
		}
		for _, tag := range clean {
			if doc := line + tag + "\n\n" + r[1]; refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: refused:\n%s", name, doc)
			}
		}
	}
}

// expectCutReports puts each line between each preset's verdict and
// the rest of its passing report: held lines must be refused, clean
// ones not.
func expectCutReports(t *testing.T, held, clean []string) {
	t.Helper()
	for name, r := range cutReports() {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, line := range held {
			if doc := r[0] + line + "\n\n" + r[1]; !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: passes beside a held merge:\n%s", name, doc)
			}
		}
		for _, line := range clean {
			if doc := r[0] + line + "\n\n" + r[1]; refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: refused:\n%s", name, doc)
			}
		}
	}
}
