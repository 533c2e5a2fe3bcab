package contract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomLines are the building blocks of generated documents: the block
// starts the contract cares about, in the shapes that trip line-based
// linters. An empty ordered item ("1.") is left out: followed by a line
// indented to its content column ("   - x"), goldmark starts a new list
// where CommonMark's rule (content at the marker's width plus one) nests
// it, as goldmark itself does after an empty "-".
var randomLines = []string{
	"", "", "", "text line", "more text", "Verdict: PASS",
	"# Heading", "## Findings", "### Coverage statement", "#no heading",
	"Setext", "===", "---", "***", "- item", "- item: FAIL — why", "* star item",
	"+ plus item", "1. first", "2) second", "  - nested item", "    indented",
	"  continuation", "```", "```go", "~~~", "````", "> quoted", "> - quoted item",
	">", "<!-- comment -->", "<!--", "-->", "<details>", "</details>", "<div>",
	"<pre>", "</pre>", "<?php", "?>", "-", "   ## spaced heading",
	"\tindented by tab", "- ```", "  ```", "**Findings:**",
	"-\tNone", "- \titem", "\t- tab item", "   - three", "    four", "1.\tordered tab",
	"-     code in item", "<!-->", "<!--->", "- - - nested", "* * *",
}

// TestRandomStructureMatchesGoldmark compares the scanner with goldmark on
// generated documents (fixed seed, so a failure reproduces).
func TestRandomStructureMatchesGoldmark(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	failures := 0
	for i := 0; i < 20000 && failures < 5; i++ {
		n := 1 + rng.IntN(14)
		lines := make([]string, n)
		for j := range lines {
			lines[j] = randomLines[rng.IntN(len(randomLines))]
		}
		doc := strings.Join(lines, "\n") + "\n"
		if frontMatter(splitLines([]byte(doc))) > 0 {
			continue
		}
		gotH, gotI := scannerStructure([]byte(doc))
		wantH, wantI := goldmarkStructure([]byte(doc))
		if !slices.Equal(gotH, wantH) || !slices.Equal(gotI, wantI) {
			failures++
			t.Errorf("document %d:\n%s\nheadings %v, goldmark %v; items %v, goldmark %v", i, doc, gotH, wantH, gotI, wantI)
		}
	}
}
