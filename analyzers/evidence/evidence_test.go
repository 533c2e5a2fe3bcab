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
		Head:   head,
		Range:  []Commit{{ID: first, Parents: []string{outside}}, {ID: mid, Parents: []string{first}}, {ID: head, Parents: []string{mid}}},
		Lookup: lookupIn(head, mid, first, outside),
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

// lookupIn resolves an id or abbreviation among ids, as git does: false
// when none or more than one starts with it.
func lookupIn(ids ...string) func(string) (string, bool) {
	return func(prefix string) (string, bool) {
		var found []string
		for _, id := range ids {
			if strings.HasPrefix(id, prefix) {
				found = append(found, id)
			}
		}
		if len(found) != 1 {
			return "", false
		}
		return found[0], true
	}
}

// TestAuditAbbreviationSharedWithHead: evidence whose abbreviated sha the
// head shares with the commit it really ran at (a head can be made to
// share 7 digits) does not name the head.
func TestAuditAbbreviationSharedWithHead(t *testing.T) {
	head := "abcdef1" + strings.Repeat("c", 33)
	ranAt := "abcdef1" + strings.Repeat("d", 33)
	in := Input{
		Head:    head,
		Range:   []Commit{{ID: head, Parents: []string{ranAt}}},
		Lookup:  lookupIn(head, ranAt),
		Reports: []Report{{"reviews/r.md", report("abcdef1", "environment: linux\n")}, {"reviews/full.md", report(head, "environment: linux\n")}},
	}
	facts := Audit(in)
	if facts[0].Status != Ambiguous || facts[0].OK() {
		t.Errorf("abbreviation shared with another commit: %s (%s)", facts[0].Status, facts[0])
	}
	if !strings.Contains(facts[0].String(), "write the head's full id") {
		t.Errorf("sentence: %s", facts[0])
	}
	if facts[1].Status != AtHead || !facts[1].OK() {
		t.Errorf("the full id: %s (%s)", facts[1].Status, facts[1])
	}
}
