package contract

import "testing"

// TestPassThatSaysItBlocks: a pass whose own line says the change is
// held (`PASS — do not merge until the token fix lands`), demands a fix
// first, calls something blocking or a blocker, counts blockers, or
// names a finding graded blocking is no pass to a reader, on the
// verdict line or on a line of its own, in every preset. Blocking
// denied, a blocker settled, and readiness stated leave it a pass.
func TestPassThatSaysItBlocks(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	held := []string{
		"{V}: {P} — do not merge until the token fix lands" + rest,
		"{V}: {P} — must fix the token leak before merge" + rest,
		"{V}: {P} — requires the token fix before merge" + rest,
		"{V}: {P} (needs the token fix first)" + rest,
		"{V}: {P} (blocking)" + rest,
		"{V}: {P} — blocks the release" + rest,
		"{V}: {P} — 2 blockers remain" + rest,
		"{V}: {P} — Critical: the token leaks" + rest,
		"## {V}: {P} — do not merge yet" + rest,
		"{V}: {P}" + rest + "\n## Notes\n\nLGTM — do not merge until the token fix lands\n",
	}
	clean := []string{
		"{V}: {P} — nothing blocks" + rest,
		"{V}: {P} — nothing blocking" + rest,
		"{V}: {P} — no blockers" + rest,
		"{V}: {P} (non-blocking notes only)" + rest,
		"{V}: {P} — Critical: none" + rest,
		"{V}: {P} — critical issues: 0" + rest,
		"{V}: {P} — requires Go 1.26" + rest,
		"{V}: {P} — 0 blockers, 2 nits" + rest,
		"{V}: {P} — the round-1 blocker is fixed" + rest,
		"{V}: {P} — ready to merge" + rest,
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a pass that says it blocks passes: %v\n%s", td.name, ds, doc)
			}
		}
		for _, c := range clean {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); refused(ds) {
				t.Errorf("%s: refused %v\n%s", td.name, ds, doc)
			}
		}
	}
}
