package verdict

import "testing"

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
}
