package contract

import "testing"

// TestFrontMatterRefusal: front matter GitHub shows as a table whose
// status or decision key is a refusal in YAML's spelling
// (`status: changes-requested`, `review_status: CHANGES_REQUESTED`), or
// whose readiness key says no (`approved: false`), conflicts with a pass
// in every preset. A status that passes, and other keys, do not.
func TestFrontMatterRefusal(t *testing.T) {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	for name, head := range heads {
		held := []string{"status: changes-requested", "decision: REJECTED", "review_status: CHANGES_REQUESTED", "approved: false", "ready_to_merge: no"}
		clean := []string{"status: approved", "state: merged", "reviewer: changes-requested-bot"}
		for _, fm := range held {
			doc := "---\n" + fm + "\n---\n" + head
			if ds := Lint([]byte(doc), Options{Dialect: MustDialect(mustPreset(t, name).Spec)}); !refused(ds) {
				t.Errorf("%s: passes beside %q", name, fm)
			}
		}
		for _, fm := range clean {
			doc := "---\n" + fm + "\n---\n" + head
			if ds := Lint([]byte(doc), Options{Dialect: MustDialect(mustPreset(t, name).Spec)}); refused(ds) {
				t.Errorf("%s: refused %v beside %q", name, ds, fm)
			}
		}
	}
}
