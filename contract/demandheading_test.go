package contract

import (
	"strings"
	"testing"
)

// TestDemandHeadingBlocks: a heading that demands what it lists be done
// before the change lands (`## Required Changes`, `### Must Fix Before
// Merge`, `## Changes Requested`) heads blocking findings to a reader in
// every dialect: beside an approval the report is refused in every
// preset. Such a heading over none, or one that says its changes were
// made, is not.
func TestDemandHeadingBlocks(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Required Changes\n\n- the token leaks\n",
		"## Changes required\n\n1. the token leaks\n",
		"## Requested Changes\n\n- the token leaks\n",
		"## Changes Requested\n\n- the token leaks\n",
		"## Details\n\n### Must Fix Before Merge\n\n- the token leaks\n",
		"## 🔴 Required fixes (2)\n\n- the token leaks\n- the lock is dropped\n",
	}
	clean := []string{
		"## Required Changes\n\nNone\n",
		"## Changes requested in round 1 (all fixed)\n\n- the token no longer leaks\n",
		"## Required changes to the docs were made\n\n- the README names the flag\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a heading of demanded changes")
}

// TestDemandHeadingsHoldStems: demandHeading reads only a heading that
// holds one of demandStems, so each of demandHeadings must hold one.
func TestDemandHeadingsHoldStems(t *testing.T) {
	for _, h := range demandHeadings {
		if !strings.Contains(h, demandStems[0]) && !strings.Contains(h, demandStems[1]) {
			t.Errorf("%q holds none of %q: demandHeading would never read it", h, demandStems)
		}
	}
}
