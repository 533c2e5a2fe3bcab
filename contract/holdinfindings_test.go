package contract

import "testing"

// TestHoldAnywhereIsRead: a line that holds the merge (`Do not merge
// until the token is rotated.`) beside an approval is refused in every
// preset wherever a reader sees it: as a paragraph of the findings
// section after its list or after its none, in a list item's second
// paragraph in the findings or out of them, in an item nested under a
// finding, in raw HTML, and in the body of a heading graded as advice.
// The same lines that hold nothing stay clean.
func TestHoldAnywhereIsRead(t *testing.T) {
	heads := approvingHeads()
	item := map[string]string{
		"default":        "- typo in docs: NOTE — cosmetic",
		"approvals":      "- **Minor**: typo in docs",
		"severity-table": "- **Minor**: typo in docs",
		"gates":          "- Docs: PASS — typo in docs",
	}
	findings := map[string]string{"default": "## Findings", "approvals": "## Findings", "severity-table": "## Findings", "gates": "## Notes"}
	shapes := []struct {
		name string
		body func(p, line string) string
	}{
		{"paragraph after the list", func(p, line string) string {
			return findings[p] + "\n\n" + item[p] + "\n\n" + line + "\n"
		}},
		{"paragraph after none", func(p, line string) string {
			return findings[p] + "\n\nNone.\n\n" + line + "\n"
		}},
		{"item's second paragraph", func(p, line string) string {
			return findings[p] + "\n\n" + item[p] + "\n\n  " + line + "\n"
		}},
		{"item's second paragraph outside", func(p, line string) string {
			return findings[p] + "\n\n" + item[p] + "\n\n## Summary\n\n- the docs change\n\n  " + line + "\n"
		}},
		{"nested item", func(p, line string) string {
			return findings[p] + "\n\n" + item[p] + "\n  - " + line + "\n"
		}},
		{"raw HTML paragraph", func(p, line string) string {
			return findings[p] + "\n\n" + item[p] + "\n\n<p>" + line + "</p>\n"
		}},
		{"advice heading's body", func(p, line string) string {
			return findings[p] + "\n\n" + item[p] + "\n\n### Minor\n\n" + line + "\n"
		}},
	}
	holds := []string{"Do not merge until the token is rotated.", "I would not merge this yet.", "The token must be rotated before merge."}
	clean := []string{"We do not merge files that conflict.", "The token was rotated before merge."}
	for p, head := range heads {
		for _, s := range shapes {
			for _, line := range holds {
				if doc := head + s.body(p, line); !lintUnder(t, p, doc) {
					t.Errorf("%s, %s: a hold on the merge passes:\n%s", p, s.name, doc)
				}
			}
			for _, line := range clean {
				if doc := head + s.body(p, line); lintUnder(t, p, doc) && s.name != "paragraph after none" {
					t.Errorf("%s, %s: refused:\n%s", p, s.name, doc)
				}
			}
		}
	}
}

// TestHoldInCoverageIsRead: the coverage statement is no place to hide
// a hold on the merge either: a paragraph after its list, a claim's
// reason, a claim's second paragraph or a table row that says `do not
// merge until …` beside a passing verdict is refused.
func TestHoldInCoverageIsRead(t *testing.T) {
	tail := "\n\n## Findings\n\nNone\n\n## Verdict reason\n\nnothing blocks\n"
	for _, line := range []string{"Do not merge until the token is rotated.", "The token must be rotated before merge."} {
		for _, cov := range []string{
			"- build: VERIFIED INDEPENDENTLY\n\n" + line,
			"- build: VERIFIED INDEPENDENTLY — " + line,
			"- build: VERIFIED INDEPENDENTLY\n\n  " + line,
			"| Claim | Status | Notes |\n|---|---|---|\n| build | VERIFIED INDEPENDENTLY | " + line + " |",
		} {
			doc := "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n" + cov + tail
			if !lintUnder(t, "default", doc) {
				t.Errorf("a hold on the merge in the coverage statement passes:\n%s", doc)
			}
		}
	}
	doc := "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY — we do not merge files that conflict" + tail
	if lintUnder(t, "default", doc) {
		t.Errorf("refused:\n%s", doc)
	}
}
