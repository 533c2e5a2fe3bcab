package contract

import "testing"

// TestNoneUnderABlockingHeading: under `## Critical Issues`, the ways
// readers say there is none (`✅ None`, `N/A`, `0`, `Nothing critical.`)
// settle the list in every dialect that reads it; a none that goes on,
// or a list that names an issue after it, still blocks.
func TestNoneUnderABlockingHeading(t *testing.T) {
	heads := passingHeads()
	clean := []string{"✅ None", "None ✅", "N/A", "0", "Nothing critical.", "No blocking issues.", "- None", "- ✅ None", "**None identified.**"}
	blocking := []string{
		"✅ None\n\n- the token leaks",
		"- ✅ None\n  - the token leaks",
		"- None\n- the token leaks",
		"N/A — the token leaks",
		"0, but the token leaks",
		"~~None~~ the token leaks",
		"Nothing critical, except the token leaks.",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, body := range clean {
			doc := head + "## Critical Issues\n\n" + body + "\n"
			if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, doc)
			}
		}
		for _, body := range blocking {
			doc := head + "## Critical Issues\n\n" + body + "\n"
			if !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: passes beside a critical issue:\n%s", name, doc)
			}
		}
	}
}

// TestSettledBlockingHeading: a blocking heading whose tail says its
// issues were dealt with (`## Critical Issues (resolved)`) settles them,
// as `## Resolved Critical Issues` does; one that doubts, limits or
// defers that does not.
func TestSettledBlockingHeading(t *testing.T) {
	heads := passingHeads()
	settled := []string{"Critical Issues (resolved)", "Critical Issues (Fixed)", "Critical Issues — all resolved", "Blockers (addressed)"}
	open := []string{"Critical Issues (not resolved)", "Critical Issues (resolved?)", "Critical Issues (partially resolved)",
		"Critical Issues (mostly resolved)", "Critical Issues (resolved except one)", "Critical Issues (to be resolved)",
		"Critical Issues (resolved in a follow-up PR)", "Critical Issues (~~resolved~~)"}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, h := range settled {
			doc := head + "## " + h + "\n\n- the token was logged\n"
			if ds := Lint([]byte(doc), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, doc)
			}
		}
		for _, h := range open {
			doc := head + "## " + h + "\n\n- the token is logged\n"
			if !refused(Lint([]byte(doc), Options{Dialect: d})) {
				t.Errorf("%s: passes beside an open critical issue:\n%s", name, doc)
			}
		}
	}
}

// passingHeads are the openings of a passing report, with no finding,
// in the default, approvals and gates presets.
func passingHeads() map[string]string {
	return map[string]string{
		"default":   "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n",
		"approvals": "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n",
		"gates":     "# Review\n\nVerdict: PASS\n\n## Gate results\n\n- build: PASS — green\n\n",
	}
}
