package contract

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// TestStructureMatchesGoldmark checks the hand-written scanner against
// goldmark, a full CommonMark parser: the top-level headings and the items
// of top-level lists must start on the same lines. Bold-only lines are
// headings to the contract but paragraphs to CommonMark, so they are left
// out of the comparison.
func TestStructureMatchesGoldmark(t *testing.T) {
	files, _ := filepath.Glob("testdata/cases/*.md")
	for _, file := range files {
		content, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		content = bytes.TrimPrefix(content, []byte("\xef\xbb\xbf"))
		if frontMatter(splitLines(content)) > 0 {
			continue // goldmark without an extension reads front matter as markdown
		}
		if bytes.Contains(content, []byte(EvidenceStart)) {
			continue // an evidence block's lines are the worker's artifact, not report structure
		}
		gotHeadings, gotItems := scannerStructure(content)
		wantHeadings, wantItems := goldmarkStructure(content)
		if !slices.Equal(gotHeadings, wantHeadings) {
			t.Errorf("%s: heading lines %v, goldmark says %v", file, gotHeadings, wantHeadings)
		}
		if !slices.Equal(gotItems, wantItems) {
			t.Errorf("%s: top-level item lines %v, goldmark says %v", file, gotItems, wantItems)
		}
	}
}

func scannerStructure(content []byte) (headings, items []int) {
	lines := splitLines(content)
	for _, b := range scan(content).blocks {
		switch {
		case b.kind == kindHeading:
			if _, bold := boldOnly(lines[b.line-1].text); !bold {
				headings = append(headings, b.line)
			}
		case b.kind == kindItem && b.depth == 1 && opensWithParagraph(lines[b.line-1].text):
			items = append(items, b.line)
		}
	}
	return headings, items
}

func goldmarkStructure(content []byte) (headings, items []int) {
	doc := goldmark.New().Parser().Parse(text.NewReader(content))
	lineOf := func(offset int) int { return bytes.Count(content[:offset], []byte{'\n'}) + 1 }
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		switch n.Kind() {
		case ast.KindHeading:
			if n.Lines().Len() > 0 {
				at := n.Lines().At(0)
				if _, bold := boldOnly(string(at.Value(content))); !bold {
					headings = append(headings, lineOf(at.Start))
				}
			}
		case ast.KindList:
			for item := n.FirstChild(); item != nil; item = item.NextSibling() {
				first := item.FirstChild()
				if first == nil || (first.Kind() != ast.KindParagraph && first.Kind() != ast.KindTextBlock) {
					continue
				}
				// An empty item's content starts on a later line; only items
				// whose paragraph starts on the marker line are compared.
				if first.Lines().Len() > 0 {
					start := first.Lines().At(0).Start
					lineStart := bytes.LastIndexByte(content[:start], '\n') + 1
					if opensWithParagraph(string(content[lineStart:start]) + "x") {
						items = append(items, lineOf(start))
					}
				}
			}
		}
	}
	return headings, items
}

// opensWithParagraph reports whether a list item's first line holds
// paragraph text, the only items goldmark gives a line number for.
func opensWithParagraph(itemLine string) bool {
	_, off := indentOf(itemLine)
	rest := itemLine[off:]
	it, ok := listMarker(rest, 0)
	if !ok || it.empty {
		return false
	}
	content := rest[it.next:]
	return it.nextCol-it.content < 4 && content != "" && !startsBlock(content, false)
}
