package contract

import "testing"

// TestHeaderRowStatesAPart: a table's header row that pairs a verdict key
// with a verdict word (`| Decision | CHANGES REQUESTED |`) states a side
// to a reader, as the same row in the body does: beside an approval it
// conflicts. A header that pairs a key with a column's name (`| Status |
// Blocking Issues |`) states nothing.
func TestHeaderRowStatesAPart(t *testing.T) {
	heads := map[string]string{
		"approvals":      "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n",
		"severity-table": "# Review\n\n**Decision:** APPROVE\n\n## Findings\n\nNone\n\n",
	}
	conflicting := map[string][]string{
		"approvals": {
			"| Decision | CHANGES REQUESTED |\n|---|---|\n| a | b |\n",
			"| Status | REJECTED |\n|---|---|\n| a | b |\n",
			"| Outcome | ❌ |\n|---|---|\n| a | b |\n",
			"| Final decision | REQUEST CHANGES |\n|---|---|\n| a | b |\n",
		},
		"severity-table": {
			"| Status | BLOCK |\n|---|---|\n| a | b |\n",
			"| Round 2 decision | BLOCK |\n|---|---|\n| a | b |\n",
			// A failing verdict the dialect does not spell, as a
			// line or a body row of it would be read.
			"| Decision | CHANGES REQUESTED |\n|---|---|\n| a | b |\n",
			"| Status | **NEEDS WORK** |\n|---|---|\n| a | b |\n",
		},
	}
	quiet := []string{
		"| Review Type | Score | Status | Blocking Issues |\n|---|---|---|---|\n| QA | 92 | ✅ | None |\n",
		"| Status | Notes |\n|---|---|\n| done | fine |\n",
		"| Check | Status |\n|---|---|\n| build | ✅ |\n",
		"| Decision | Rationale |\n|---|---|\n| merge | fine |\n",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range conflicting[name] {
			if ds := Lint([]byte(head+"## Summary\n\n"+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: passes beside a header that fails:\n%s", name, tail)
			}
		}
		for _, tail := range quiet {
			if ds := Lint([]byte(head+"## Summary\n\n"+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}
