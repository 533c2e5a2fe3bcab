package verdict

import "testing"

// TestApproveBesideHeldProse: an approval whose review or summary holds
// the merge (`Do not merge until the token fix lands.`, in any case) or
// takes the approval back with an open problem (`Approved, but the
// token leaks.`) is refused in every preset, as a markdown report's is.
// Advice, settled problems, rules about other things and readiness
// affirmed leave it clean.
func TestApproveBesideHeldProse(t *testing.T) {
	doc := func(preset, review string) string {
		switch preset {
		case "forest":
			return `{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"` + review + `","time":"2026-08-21T23:06:23Z"}`
		case "github-review":
			return `{"verdict":"APPROVE","schema_version":1,"summary":"` + review + `","findings":[]}`
		case "pass-fail":
			return `{"iteration":44,"verdict":"PASS","summary":"` + review + `"}`
		}
		return `{"verdict":"approve","review":"` + review + `","findings":[]}`
	}
	held := []string{
		"Do not merge until the token fix lands.",
		"The change is sound.\nDo not merge until the token fix lands.",
		"Please do not merge this yet.",
		"Don\u2019t merge this yet.",
		"I cannot approve this as is.",
		"Ready to merge: no.",
		"Merge only after the token leak is fixed.",
		"The token must be rotated before merge.",
		"Approved, but the token leaks.",
		"LGTM, but the migration drops the users table.",
		"The change is approved; however, the token leaks.",
		"Looks fine.\nApproved, but the token leaks.",
	}
	clean := []string{
		"Approved, but consider a test for the empty case.",
		"Approved, though two nits remain.",
		"Approved, but the round-1 leak is fixed.",
		"The cache is approved for reads, but the token leaks in the old client.",
		"We do not merge generated files; this change keeps to that rule.",
		"Ready to merge: yes.",
		"Do not merge → fixed in 3f2a1c.",
		"CI runs before merge; it is green.",
	}
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for _, r := range held {
			if ds := d.Lint([]byte(doc(p.Name, jsonText(r)))); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside %q passes: %v", p.Name, r, ds)
			}
		}
		for _, r := range clean {
			if ds := d.Lint([]byte(doc(p.Name, jsonText(r)))); len(ds) > 0 {
				t.Errorf("%s: refused %q: %v", p.Name, r, ds)
			}
		}
	}
}

// jsonText writes s as the inside of a JSON string: its line breaks
// escaped.
func jsonText(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, '\\', 'n')
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}
