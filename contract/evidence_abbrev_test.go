package contract

import (
	"strings"
	"testing"
)

// TestEvidenceAbbreviationSharedWithHead: evidence naming the commit under
// review by an abbreviation is current only when, in the repository, the
// abbreviation names that commit (or one with its code) alone. A head made
// to share seven digits with the commit the evidence ran at is stale.
func TestEvidenceAbbreviationSharedWithHead(t *testing.T) {
	head := "abcdef1" + strings.Repeat("c", 33)
	same := "9999999" + strings.Repeat("9", 33)
	report := func(sha string) []byte {
		return []byte("Verdict: PASS\n\n## Coverage statement\n- the tests pass: ACCEPTED FROM THE WORKER'S EVIDENCE\n\n## Verdict reason\nNothing found.\n\n## Findings\nNone.\n\n" +
			"<!-- acceptance-evidence:start -->\nsha: " + sha + "\nenvironment: linux\ncommand: go test ./...\nresult: ok\n<!-- acceptance-evidence:end -->\n")
	}
	resolvesTo := func(id string) func(string) (string, bool) {
		return func(string) (string, bool) { return id, id != "" }
	}
	cases := []struct {
		name   string
		sha    string
		abbrev func(string) (string, bool)
		stale  bool
	}{
		{"unique abbreviation of the head", "abcdef1", resolvesTo(head), false},
		{"shared with another object", "abcdef1", resolvesTo(""), true},
		{"resolves to another commit", "abcdef1", resolvesTo("abcdef1" + strings.Repeat("d", 33)), true},
		{"the full id", head, resolvesTo(""), false},
		{"an abbreviation of a commit with the head's code", "9999999", resolvesTo(same), false},
		{"no repository to ask", "abcdef1", nil, false},
	}
	for _, c := range cases {
		ds := Lint(report(c.sha), Options{SHA: head, SameCode: []string{same}, Abbrev: c.abbrev})
		stale := false
		for _, d := range ds {
			if d.Rule == RuleEvidenceStale {
				stale = true
				if c.stale && !strings.Contains(d.Message, "write the full id "+head) && c.sha == "abcdef1" {
					t.Errorf("%s: message %q", c.name, d.Message)
				}
			}
		}
		if stale != c.stale {
			t.Errorf("%s: stale %v, want %v: %v", c.name, stale, c.stale, ds)
		}
	}
}
