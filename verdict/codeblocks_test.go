package verdict

import (
	"strings"
	"testing"
)

// TestApproveBesideCodeBlock: a fenced or indented code block in a
// review is code, not prose, as in a report: a vote or a hold written
// there leaves an approval standing, as goldmark renders it. A fence in
// a list item, a quote or after an HTML block, which those may end,
// and an indented line that runs on a paragraph stay prose; so does a
// verdict written as JSON in a code block, one to an agent reading the
// string.
func TestApproveBesideCodeBlock(t *testing.T) {
	held := []string{
		"- x\n  ```\nDO NOT MERGE\n  ```", "<!--\n```\n-->\n-1.\n```", "Looks fine.\n    -1.",
		"1. x\n   ```\n-1.\n   ```",
		"```json\n{\n  \"verdict\": \"reject\"\n}\n```", "Looks fine.\n\n    {\"verdict\": \"block\"}",
		// A footnote holds indented paragraphs; a link reference
		// definition ends where an indented line runs on as prose.
		"LGTM[^1].\n\n[^1]: see below\n\n    Do not merge until the token is rotated.",
		"LGTM[^1].\n\n[^1]: see below\n\n    -1.", "LGTM[^1].\n\n[^1]: see below\n\n\t-1.", "[^n]:\n\n    -1.",
		"[x]: /u\n    -1.", "Looks fine.\n\n[x]: /u \"t\"\n\t-1.",
	}
	// (An unreferenced footnote, `[^n]:`, is not shown at all: held
	// on the safe side.)
	for _, r := range held[len(held)-6:] {
		if renderedHold(t, r) == "" && !strings.HasPrefix(r, "[^n]") {
			t.Errorf("goldmark reads no hold in %q", r)
		}
	}
	clean := []string{
		"```\n-1.\n```", "~~~\n-1.\n~~~", "Looks fine.\n```\nDO NOT MERGE\n```", "```text\nDO NOT MERGE: the token leaks.\n```",
		"Looks fine.\n\n    -1.\n", "    Do not merge until the token is rotated.", "Example:\n\n```\n-1.\n```\nLooks fine.",
		"  ```\n-1.\n  ```", "````\n-1.\n```\n````", "Looks fine.\r\n```\r\n-1.\r\n```",
		// A fence never closed runs to the end.
		"```\n-1.", "Looks fine.\n````\n-1.\n```\n", "~~~\n-1.\n```\n",
	}
	for _, r := range clean {
		lines, _ := renderedLines(t, r)
		for _, l := range lines {
			if l != "looks fine." && l != "example:" {
				t.Errorf("goldmark renders %q as prose %q", r, l)
			}
		}
	}
	wantHeldAndClean(t, held, clean)
	// Ten digits open no list item: the fence after is code.
	wantHeldAndClean(t, nil, []string{"1234567890. x\n```\n-1.\n```"})
}

// TestFootnoteInFindingHolds: an indented paragraph in a footnote of a
// non-blocking finding's text is prose, as goldmark renders it.
func TestFootnoteInFindingHolds(t *testing.T) {
	q := `the log repeats[^1]\n\n[^1]: see below\n\n    Do not merge until the token is rotated.`
	if w := renderedHold(t, "the log repeats[^1]\n\n[^1]: see below\n\n    Do not merge until the token is rotated."); w == "" {
		t.Fatalf("goldmark reads no hold in %q", q)
	}
	doc := `{"verdict":"approve","findings":[{"severity":"non-blocking","question":"` + q + `"}]}`
	if ds := Lint([]byte(doc)); len(ds) == 0 {
		t.Errorf("passes: %s", doc)
	}
}
