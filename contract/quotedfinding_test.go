package contract

import "testing"

// TestQuotedFinding: a block quote under a heading that grades what it
// holds blocking, or demands it, is read as that section's own in every
// preset: its items, its paragraphs and its grades are the section's
// findings, at any depth of quoting, in a list item or an alert. A quote
// elsewhere (the task quoted under `## Task`) is another's words, a
// quoted statement of none says none, a quoted mark settles as one
// unquoted does, and a verdict in the quote never stands as the
// report's.
func TestQuotedFinding(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n## Verdict: APPROVE\n\n## Findings\n\nNone\n\n"
	blocking := []string{
		"## Blocking Issues\n\n> - **Critical**: the token leaks into the logs.\n",
		"## Blocking Issues\n\n> - the token leaks into the logs.\n",
		"## Blocking Issues\n\n> the token leaks into the logs.\n",
		"## Blocking Issues\n\n> **Critical:** the token leaks into the logs.\n",
		"## Blocking Issues\n\n> > - **Critical**: the token leaks into the logs.\n",
		"## Critical Issues\n\n> > > the token leaks into the logs.\n",
		"## Blocking Issues\n\n>- the token leaks into the logs.\n",
		"## Blocking Issues\n\n> the token\nleaks into the logs.\n",
		"## Blocking Issues\n\n> 1. the token leaks into the logs.\n",
		"## Blocking Issues\n\n1. > the token leaks into the logs.\n",
		"## Blocking Issues\n\n- > **Critical:** the token leaks into the logs.\n",
		"## Blocking Issues\n\n> ### Token leak\n> the token leaks into the logs.\n",
		"## Blocking Issues\n\n> **Blocker**\n>\n> the token leaks into the logs.\n",
		"## Blocking Issues\n\n> | Issue | Severity |\n> |---|---|\n> | token leak | Critical |\n",
		"## Blocking Issues\n\n> [!CAUTION]\n> - **Critical**: the token leaks into the logs.\n",
		"## Findings\n\n### Critical\n\n> - the token leaks into the logs.\n",
		"## Required Changes\n\n> - Rotate the leaked token.\n",
		"## Required Changes\n\n> Rotate the leaked token.\n",
		// A quoted heading opens no section that would end the blocking one.
		"## Blocking Issues\n\n> ## Notes\n>\n> - the token leaks into the logs.\n",
		// A quoted pass is no verdict that the section's text could hide behind.
		"## Blocking Issues\n\n> **Verdict:** APPROVED\n",
	}
	clean := []string{
		"## Blocking Issues\n\n> None\n",
		"## Blocking Issues\n\n> - None\n",
		"## Required Changes\n\n> None.\n",
		"## Task\n\n> Fix the critical bug where the token leaks into the logs.\n\n## Blocking Issues\n\nNone\n",
		"## Task\n\n> - **Critical**: fix the token leak.\n",
		"## Blocking Issues\n\nNone.\n\n## Notes\n\n> - **Critical**: quoted from the old review\n",
	}
	expectEachPreset(t, heads, blocking, clean, "a quoted finding under a blocking heading is not read")
	delete(heads, "default") // its findings take `: FAIL —` or `: NOTE —`
	expectEachPreset(t, heads, nil, []string{
		"## Critical Issues\n\n> - the token leaks (RESOLVED)\n",
		"## Critical Issues\n\n> - the token leaks \u2192 Fixed in abc123\n",
	}, "")

	// A quoted verdict under a blocking heading is no report's verdict.
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	doc := "# Review\n\n## Blocking Issues\n\n> **Verdict:** APPROVED\n\nNone\n"
	if !refused(Lint([]byte(doc), Options{Dialect: d})) {
		t.Errorf("a quoted approval stands as the report's verdict:\n%s", doc)
	}
}

// TestQuotedCount: a count of a blocking grade above nought in a block
// quote (`> **Blockers:** 1`, a quoted table of counts) conflicts with a
// pass in every preset and through both parsers, as a quoted failing
// verdict does, wherever the quote stands; a quoted count of none, one
// settled, and a quoted graded finding outside a blocking section stay
// another's words.
func TestQuotedCount(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n## Verdict: APPROVE\n\n## Findings\n\nNone\n\n"
	var held, clean []string
	for _, s := range []string{
		"## Context\n\n> **Blockers:** 1\n",
		"## Context\n\n> | Severity | Count |\n> |---|---|\n> | Blockers | 2 |\n",
		"## Context\n\n> | Metric | Value |\n> |---|---|\n> | Critical | 1 |\n",
		"## Context\n\n> **Critical issues found:** 2\n",
		"## Context\n\n> - **Blockers:** 1\n",
		"## Context\n\n> Critical: 2\n",
		"## Context\n\n> **Total:** 1 blocker\n",
		"## Context\n\n> > **Blockers:** 1\n",
		"## Context\n\n> **Open blockers:** 1\n",
		"## Context\n\n> **Blockers:** ~~0~~ 1\n",
		"## Task\n\n> **Blockers:** 1\n",
		"## Context\n\n- item\n\n  > **Blockers:** 1\n",
		"## Context\n\n> [!NOTE]\n> > **Blockers:** 1\n",
		"## Context\n\n> **Blockers:** one\n",
		"## Context\n\n> **Open blockers:** two (token leak, race)\n",
	} {
		held = append(held, s, s+"\n\ttab line\n")
	}
	for _, s := range []string{
		"## Context\n\n> **Blockers:** 0\n",
		"## Context\n\n> **Blockers:** 1 — all fixed in 3f2a1c\n",
		"## Context\n\n> **Blockers:** 1 ✅ RESOLVED\n",
		"## Context\n\n> | Severity | Count |\n> |---|---|\n> | Blockers | 0 |\n",
		"## Context\n\n> | Severity | Found | Fixed |\n> |---|---|---|\n> | Critical | 2 | 2 |\n",
		"## Context\n\n> The author wrote: **Blockers:** 1\n",
		"## Task\n\n> - **Critical**: fix the token leak.\n",
		"## Context\n\n> **Blockers:** one of the reasons the release slipped\n",
		"## Context\n\n> The author wrote: **Blockers:** one\n",
	} {
		clean = append(clean, s, s+"\n\ttab line\n")
	}
	expectEachPreset(t, heads, held, clean, "a quoted count of a blocking grade passes")
}
