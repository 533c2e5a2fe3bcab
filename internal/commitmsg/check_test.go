package commitmsg

import (
	"testing"
)

func TestSkipped(t *testing.T) {
	tests := []struct {
		msg     string
		merging bool
		skip    bool
	}{
		{"Merge branch 'x'\n", true, true},
		{"anything\n", true, true},
		// A subject is no evidence of a merge or a revert: git's own signals
		// are MERGE_HEAD (or two parents) and the "This reverts" line.
		{"Merge sort: review\n\nReview-Verdict: FAIL\n", false, false},
		{"Revert \"add report\"\n\nReview-Verdict: FAIL\n", false, false},
		{"Revert \"add report\"\n\nThis reverts commit 0123456789abcdef0123456789abcdef01234567.\n", false, true},
		{"Reapply \"x\"\n\nThis reverts commit 0123456 (x, 2024-01-02).\n", false, true},
		{"This reverts commit 0123456789abcdef\n", false, false},
		{"fixup! add report\n", false, true},
		{"squash! add report\n", false, true},
		{"amend! add report\n", false, true},
		{"Add report\n", false, false},
		// A trailer a reader takes for a pass is checked, read or not
		// (`PASS.`); one that claims nothing is skipped.
		{"fixup! add report\n\nReview-Verdict: PASS\n", false, false},
		{"fixup! add report\n\nReview-Verdict: PASS.\n", false, false},
		{"fixup! add report\n\nReview-Verdict: PASS (all green)\n", false, false},
		{"Merge branch 'x'\n\nReview-Verdict: pass \u2705\n", true, false},
		{"Merge branch 'x'\n\nReview-Verdict: P\u200bASS\n", true, false},
		{"fixup! add report\n\nReview-Verdict: FAIL\n", false, true},
		{"Merge branch 'x'\n\nReview-Verdict: maybe\n", true, true},
	}
	for _, tt := range tests {
		msg := Parse([]byte(tt.msg), "#")
		got := Skipped(msg, DefaultPolicy(), Facts{Merging: tt.merging}) != ""
		if got != tt.skip {
			t.Errorf("Skipped(%q, merging=%v) = %v, want %v", tt.msg, tt.merging, got, tt.skip)
		}
		if Skipped(msg, Policy{}, Facts{Merging: tt.merging}) != "" {
			t.Errorf("Skipped(%q) with every skip off should be empty", tt.msg)
		}
	}
}

func TestRulesTable(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules {
		if seen[r.ID] || r.Kind != "commit-msg" || r.Summary == "" || r.Doc == "" {
			t.Errorf("rule %q: duplicate, wrong kind or missing docs", r.ID)
		}
		seen[r.ID] = true
	}
}
