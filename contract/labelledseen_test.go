package contract

import "testing"

// TestLabelledFailureAsSeen: a failing verdict under a label (`Overall:
// BLOCKED`) conflicts with an approval; written with a no-break space
// after the colon, a zero-width space inside the word or full-width
// letters or a long s (ſ), it reads the same to a reader and must not
// pass.
func TestLabelledFailureAsSeen(t *testing.T) {
	all := passingHeads()
	all["severity-table"] = "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n"
	delete(all, "gates")
	seen := []string{
		"## Summary\n\nOverall:\u00a0BLOCKED\n",
		"## Summary\n\nOverall:\u2007CHANGES REQUESTED\n",
		"## Summary\n\nOverall: BLO\u200bCKED\n",
		"## Summary\n\nOverall: CHANGES\u2060 REQUESTED\n",
		"## Summary\n\nOverall: ＢＬＯＣＫＥＤ\n",
		"## Summary\n\nOverall: CHANGEſ REQUESTED\n",
	}
	clean := []string{
		"## Summary\n\nOverall:\u00a0good, nothing blocks\n",
		"## Summary\n\nOverall: ＬＧＴＭ\n",
		"## Summary\n\nThe ſtyle of the helper is old.\n",
	}
	expectEachPreset(t, all, seen, nil, "approved beside a failing verdict a reader sees under a label")
	expectEachPreset(t, map[string]string{"approvals": all["approvals"]}, nil, clean, "")
}
