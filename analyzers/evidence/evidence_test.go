package evidence

import (
	"strings"
	"testing"
)

func report(sha, env string) []byte {
	return []byte("# Review\n\n<!-- acceptance-evidence:start -->\nsha: " + sha + "\n" + env +
		"command: go test ./...\nresult: ok\n<!-- acceptance-evidence:end -->\n")
}

func TestAudit(t *testing.T) {
	head := strings.Repeat("c", 40)
	mid := strings.Repeat("b", 40)
	first := strings.Repeat("a", 40)
	outside := strings.Repeat("9", 40)
	in := Input{
		Head:  head,
		Range: []Commit{{ID: first, Parents: []string{outside}}, {ID: mid, Parents: []string{first}}, {ID: head, Parents: []string{mid}}},
		Lookup: func(id string) (string, bool) {
			if strings.HasPrefix(outside, id) {
				return outside, true
			}
			return "", false
		},
		Reports: []Report{
			{"reviews/head.md", report(head[:12], "environment: linux, go1.26\n")},
			{"reviews/old.md", report(first[:7], "environment: linux\n")},
			{"reviews/outside.md", report(outside, "")},
			{"reviews/unknown.md", report("1234567", "environment: ci\n")},
			{"reviews/none.md", []byte("# Review\n")},
		},
	}
	var got []string
	for _, f := range Audit(in) {
		got = append(got, f.String())
	}
	want := []string{
		"acceptance evidence in reviews/head.md:3 was captured at the head (cccccccccccc); environment stated: linux, go1.26",
		"acceptance evidence in reviews/old.md:3 was captured at aaaaaaaaaaaa, 2 commits before the head; environment stated: linux",
		"acceptance evidence in reviews/outside.md:3 was captured at 999999999999, a commit outside the range under review; no environment stated; acceptance-evidence block has no environment line (environment: OS, toolchain, what was unavailable)",
		"acceptance evidence in reviews/unknown.md:3 names sha 1234567, which is no commit in this repository; environment stated: ci",
		"report reviews/none.md has no acceptance-evidence block",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
