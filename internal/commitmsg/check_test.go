package commitmsg

import (
	"fmt"
	"reflect"
	"testing"
)

func TestCheck(t *testing.T) {
	inCommit := func(p string) bool { return p == "reviews/a.md" || p == "reviews/b.md" }
	passReport := []Report{{Path: "reviews/a.md", Verdict: "PASS"}}
	tests := []struct {
		name   string
		msg    string
		staged []Report
		want   []string // "line:rule"
	}{
		{"no trailers", "subject\n\nbody\n", passReport, nil},
		{"valid pass", "subject\n\nReview-Verdict: PASS\n", passReport, nil},
		{"lowercase ok", "subject\n\nreview-verdict: pass\n", passReport, nil},
		{"invalid", "subject\n\nReview-Verdict: LGTM\n", nil, []string{"3:msg-verdict-invalid"}},
		{"conflict", "subject\n\nReview-Verdict: PASS\nReview-Verdict: FAIL\n", nil,
			[]string{"4:msg-verdict-conflict"}},
		{"mismatch", "subject\n\nReview-Verdict: FAIL\n", passReport, []string{"3:msg-verdict-mismatch"}},
		{"report without verdict line", "subject\n\nReview-Verdict: FAIL\n",
			[]Report{{Path: "reviews/a.md"}}, nil},
		{"named report only", "subject\n\nReview-Verdict: FAIL\nReview-Report: reviews/b.md\n",
			[]Report{{Path: "reviews/a.md", Verdict: "PASS"}, {Path: "reviews/b.md", Verdict: "FAIL"}}, nil},
		{"report missing", "subject\n\nReview-Report: reviews/nope.md\n", nil, []string{"3:msg-report-missing"}},
		{"report escapes", "subject\n\nReview-Report: ../reviews/a.md\n", nil, []string{"3:msg-report-missing"}},
		{"report dot slash", "subject\n\nReview-Report: ./reviews/a.md\n", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg := Parse([]byte(tt.msg), "#")
			ds := Check("COMMIT_EDITMSG", msg, DefaultPolicy(), Facts{StagedReports: tt.staged, InCommit: inCommit})
			var got []string
			for _, d := range ds {
				got = append(got, fmt.Sprintf("%d:%s", d.Line, d.Rule))
				if d.Path != "COMMIT_EDITMSG" {
					t.Errorf("diagnostic path %q", d.Path)
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

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
