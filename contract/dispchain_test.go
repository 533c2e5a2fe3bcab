package contract

import (
	"strings"
	"testing"
)

// TestDispositionChainReadsItsLastWord: a finding whose disposition was
// changed in place (`NOTE → FAIL`, `Minor → Critical`, `NOTE, now FAIL`)
// has the chain's last word for its own, as a reader takes it: upgraded
// to blocking, it blocks beside a passing verdict; downgraded, it does
// not. A word of the reason after a dash (`NOTE — arrows → FAIL later`)
// is no link of the chain.
func TestDispositionChainReadsItsLastWord(t *testing.T) {
	heads := map[string]string{
		"default":   "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- x: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnone\n\n## Findings\n\n",
		"gates":     "# Review\n\nVerdict: PASS\n\n## Findings\n\n",
		"approvals": "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\n",
	}
	blocking := map[string][]string{
		"default": {
			"- the parser drops a line: NOTE → FAIL — data loss found later\n",
			"- the parser drops a line: NOTE -> FAIL\n",
			"- the parser drops a line: NOTE, now FAIL — data loss\n",
			"- the parser drops a line: **NOTE** → **FAIL** — data loss\n",
			"- the parser drops a line: NOTE → NOTE → FAIL\n",
			"- the parser drops a line: NOTE ➡️ FAIL — data loss\n",
			"- the parser drops a line: NOTE ⇨ FAIL — data loss\n",
			"- the parser drops a line: NOTE ==> FAIL — data loss\n",
			"- the parser drops a line: NOTE, NOW FAIL — data loss\n",
			"- the parser drops a line: " + strings.Repeat("NOTE → ", 9) + "FAIL — data loss\n",
			"- the parser drops a line: " + strings.Repeat("NOTE → ", 20000) + "FAIL\n",
		},
		"gates":     {"- Gate 3: PASS → FAIL — after the rebase\n"},
		"approvals": {"- **Minor** → **Critical**: the token leaks\n", "- Minor → Critical: the token leaks\n"},
	}
	passing := map[string][]string{
		"default": {
			"- the parser drops a line: FAIL → NOTE — the path is unreachable\n",
			"- the parser drops a line: NOTE — arrows → FAIL later in the log\n",
			"- the parser drops a line: NOTE → FAILURE modes documented, cosmetic\n",
		},
		"gates":     {"- Gate 3: FAIL → PASS — after the fix\n"},
		"approvals": {"- **Critical** → **Minor**: the token leaks, now guarded\n"},
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, f := range blocking[name] {
			if ds := Lint([]byte(head+f), Options{Dialect: d}); !hasRule(ds, RuleVerdictFindingMismatch) {
				t.Errorf("%s: an upgrade to blocking passes: %v\n%s", name, ds, f)
			}
		}
		for _, f := range passing[name] {
			if ds := Lint([]byte(head+f), Options{Dialect: d}); hasRule(ds, RuleVerdictFindingMismatch) {
				t.Errorf("%s: refused %v\n%s", name, ds, f)
			}
		}
	}
}

// TestTrailingGradePaddedIsRead: a grade after a finding's last dash or
// bracket is read however many blanks or asterisks stand between, which
// a reader does not see: padding does not push the mark out of the tail
// the search looks at.
func TestTrailingGradePaddedIsRead(t *testing.T) {
	d := MustDialect(mustPreset(t, "approvals").Spec)
	pad := strings.Repeat(" ", 400)
	for _, tail := range []string{"— BLOCKER", "—" + pad + "BLOCKER", "(" + pad + "Critical)", "(" + pad + "**Critical**" + pad + ")", "— " + strings.Repeat("*", 300) + "BLOCKER" + strings.Repeat("*", 300)} {
		doc := "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone.\n\n## Notes\n\n- the token leaks to the log " + tail + "\n"
		if ds := Lint([]byte(doc), Options{Dialect: d}); !hasRule(ds, RuleVerdictFindingMismatch) {
			t.Errorf("a padded trailing grade passes: %v\n%q", ds, tail)
		}
	}
}
