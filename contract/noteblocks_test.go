package contract

import (
	"strings"
	"testing"
)

// TestNonBlockingFindingThatSaysItBlocks: a finding marked non-blocking
// whose own words say it blocks (`NOTE — blocks the release`, `NOTE
// (blocking)`, `NOTE — Critical`, `**Minor:** … (blocker)`, `PASS — do
// not merge until fixed`) is a blocking finding to a reader, in every
// preset's form; words that deny it, and a blocking call named as code,
// are none.
func TestNonBlockingFindingThatSaysItBlocks(t *testing.T) {
	heads := map[string]string{
		"default":   "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\n",
		"approvals": "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\n",
		"gates":     "# Review\n\nVerdict: PASS\n\n## Gate results\n\n",
	}
	entries := map[string]struct{ held, clean []string }{
		"default": {
			held: []string{
				"- the token leaks: NOTE — blocks the release\n",
				"- the token leaks: NOTE (blocking)\n",
				"- the token leaks: NOTE — Critical\n",
				"- the token leaks: NOTE — severity: critical\n",
				"- the token leaks: NOTE — CHANGES REQUESTED\n",
				"- the token leaks: NOTE ❌\n",
				"- the token leaks: NOTE — must be fixed before merge\n",
				"- the token leaks: NOTE — pre-existing; a blocker for release\n",
			},
			clean: []string{
				"- the token leaks: NOTE — pre-existing, not a blocker\n",
				"- a blocking call in the handler: NOTE — pre-existing, outside this change\n",
				"- the retry loop: NOTE — non-blocking, a style nit\n",
				"- the lock: NOTE — it blocks nothing\n",
			},
		},
		"approvals": {
			held: []string{
				"- **Minor:** the token leaks (blocker)\n",
				"- **Minor:** the token leaks — must fix before merge\n",
				"- **Nit:** the token leaks; do not merge\n",
				"- **Minor:** the token leaks ❌ blocking\n",
			},
			clean: []string{"- **Minor:** a blocking read in the loader is pre-existing\n"},
		},
		"gates": {
			held:  []string{"- Security: PASS — blocks the release until the token is rotated\n"},
			clean: []string{"- Security: PASS — no blocker found\n"},
		},
	}
	for name, head := range heads {
		e := entries[name]
		expectEachPreset(t, map[string]string{name: head}, e.held, e.clean, "passes beside a finding that says it blocks")
	}
}

// TestBlockPhrasesHoldBlock: saysBlocks looks for blockPhrases only in a
// text that holds block or a showstopper, so each must hold one.
func TestBlockPhrasesHoldBlock(t *testing.T) {
	for _, p := range blockPhrases {
		if !strings.Contains(p, "block") && !strings.Contains(p, "showstopper") {
			t.Errorf("%q holds neither block nor showstopper: saysBlocks would never find it", p)
		}
	}
}
