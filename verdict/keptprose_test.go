package verdict

import (
	"strings"
	"testing"
)

// TestKeptProseRefuses: in every preset that keeps other keys (named
// among its keys, or any with unknown-keys), an approving file with a
// string in one of them that a reader takes, as the review's prose, for
// something against the approval (a blocking grade as its label, a
// refusal, a hold on the merge, a failure, a tag that is a refusal as a
// whole, a verdict written as JSON in it), in a list or an object
// nested in it as well, is refused; the gate does not approve it.
// Strings that say nothing of the kind, blocker counts answered no
// included, leave it clean.
func TestKeptProseRefuses(t *testing.T) {
	refusing := []string{
		`"summary":"BLOCKER: sql injection in login"`,
		`"notes":"Critical: the token leaks"`,
		`"notes":["The retry loop is sound.","BLOCKER: the migration drops a column"]`,
		`"meta":{"comment":"DO NOT MERGE: the token leaks"}`,
		`"remarks":"Do not merge until the token is rotated."`,
		`"comment":"The build fails on main."`,
		`"meta":[{"note":{"text":"**Critical** — the token leaks"}}]`,
		`"summary":"P0: the token leaks"`,
		`"labels":["security","do-not-merge"]`,
		`"tags":["changes_requested"]`,
		`"meta":{"label":"Needs Work"}`, `"notes":"{\"verdict\": \"block\"}"`,
		`"meta":{"comment":"` + "```json\\n{\\\"verdict\\\": \\\"reject\\\"}\\n```" + `"}`,
	}
	clean := []string{
		`"notes":"{\"verdict\": \"approve\"}"`, `"summary":"No blockers found"`, `"notes":"Critical: 0"`, `"notes":"Blocking: none"`,
		`"notes":"Critical: 0, Major: 0"`, `"notes":["Critical path logging is fine"]`,
		`"meta":{"comment":"The round-1 FAIL is fixed."}`,
		`"labels":["needs-review","fail-fast"]`, `"confidence":"high"`,
	}
	edits := map[string]func(*DialectSpec){
		"named": func(s *DialectSpec) {
			s.Keys = append(s.Keys, "notes", "meta", "remarks", "comment", "labels", "tags", "confidence")
		},
		"unknown": func(s *DialectSpec) { s.UnknownKeys = true },
	}
	for _, p := range Presets() {
		for how, edit := range edits {
			spec := p.Spec.Clone()
			edit(&spec)
			if how == "named" && spec.ReviewKey != "summary" {
				spec.Keys = append(spec.Keys, "summary")
			}
			d := MustDialect(spec)
			base := approving(p)
			for _, extra := range refusing {
				if strings.HasPrefix(extra, `"summary"`) && spec.ReviewKey == "summary" {
					continue // the review itself, read as such
				}
				file := []byte(strings.TrimSuffix(base, "}") + "," + extra + "}")
				if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
					t.Errorf("%s, %s keys: an approval beside %s passes: %v", p.Name, how, extra, ds)
				}
				if dec := d.Gate([]Round{{Name: "r1", Content: file}}); dec.Approved {
					t.Errorf("%s, %s keys: the gate approves beside %s", p.Name, how, extra)
				}
			}
			for _, extra := range clean {
				if strings.HasPrefix(extra, `"summary"`) && spec.ReviewKey == "summary" {
					continue
				}
				file := []byte(strings.TrimSuffix(base, "}") + "," + extra + "}")
				if ds := d.Lint(file); len(ds) > 0 {
					t.Errorf("%s, %s keys: %s refused: %v", p.Name, how, extra, ds)
				}
			}
		}
	}
}
