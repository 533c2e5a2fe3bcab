package contract

import "testing"

// TestLooseVerdictInOtherWords: a verdict key in a sentence or after a
// qualifier, given a failing verdict the dialect does not spell
// (`Round 2 verdict → CHANGES REQUESTED`, `The round 2 verdict is
// **REJECTED**.`), is a verdict to a reader in every preset.
func TestLooseVerdictInOtherWords(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	held := []string{
		"## Rounds\n\nRound 2 verdict → CHANGES REQUESTED\n",
		"## Rounds\n\nThe round 2 verdict is **CHANGES REQUESTED**.\n",
		"## Rounds\n\nVerdict (round 2) — REJECTED\n",
		"## Rounds\n\nSecond-pass verdict » NO-GO\n",
	}
	clean := []string{
		"## Rounds\n\nThe verdict of round 1 asked for changes; they are made.\n",
		"## Rounds\n\nA verdict of REJECTED is written when the tests fail.\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a failing verdict in other words")
}

// TestMajorIssuesHeadingBlocks: `## Major Issues` or `## High Severity`
// over a finding reads as blocking in a dialect that grades nothing so
// itself, as it does in those that grade it blocking. High alone ranks
// work or confidence, and is not read.
func TestMajorIssuesHeadingBlocks(t *testing.T) {
	held := []string{
		"## Major Issues\n\n### The token leaks\nIt is logged at start-up.\n",
		"## Major Issues\n\n- the token leaks\n",
		"## High Severity\n\n### The token leaks\nIt is logged at start-up.\n",
		"## High-severity findings\n\n- the token leaks\n",
	}
	clean := []string{
		"## Notes\n\nConfidence: High\n",
	}
	expectEachPreset(t, passingHeads(), held, clean, "passes beside a major issue")
	// Where the dialect grades nothing High, a list of work ranked High
	// is no list of issues.
	defaults := map[string]string{"default": passingHeads()["default"]}
	expectEachPreset(t, defaults, nil, []string{"## High Priority\n\n- add a metric for retries\n"}, "")
}
