package lsp

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLoneCarriageReturn: the protocol counts a lone CR as a line ending,
// as it counts LF and CRLF. A range edit after one lands where the editor
// meant, and a diagnostic after one is placed on the editor's line; were
// the server to count lines otherwise, its copy of the buffer would drift
// from the editor's, and a quick fix computed on it would corrupt the
// editor's text.
func TestLoneCarriageReturn(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	// Line 6 (0-based) ends in a lone CR: the editor sees "drops a line."
	// on line 7, and the finding on line 10.
	text := strings.Replace(brokenReport, "The parser drops a line.\n", "The parser\rdrops a line.\n", 1)
	c.open(uri, text)
	found := false
	for _, d := range c.diagnosticsFor(uri, 1) {
		d := d.(map[string]any)
		if d["code"] == "finding-undispositioned" {
			found = true
			if start := d["range"].(map[string]any)["start"].(map[string]any); start["line"] != float64(10) {
				t.Errorf("finding-undispositioned on line %v, want 10", start["line"])
			}
		}
	}
	if !found {
		t.Fatal("no finding-undispositioned")
	}
	// Two edits on line 10, after the CR: ": FAIL" written after "drops a
	// line" (character 35), then "**FAIL**: " (characters 2 to 12)
	// removed, leave no finding-undispositioned.
	c.notify("textDocument/didChange", map[string]any{
		"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{
			map[string]any{"range": lspRangeOf(10, 35, 10, 35), "text": ": FAIL"},
			map[string]any{"range": lspRangeOf(10, 2, 10, 12), "text": ""},
		},
	})
	if diags := c.diagnosticsFor(uri, 2); hasCode(diags, "finding-undispositioned") {
		t.Errorf("the edits missed: %v", codes(diags))
	}
}

func TestLineStarts(t *testing.T) {
	for text, want := range map[string][]int{
		"a\nb\r\nc\rd": {0, 2, 5, 7},
		"\r\r\n\n":     {0, 1, 3, 4},
		"a\r":          {0, 2},
		"":             {0},
	} {
		got := lineStarts(text)
		if len(got) != len(want) {
			t.Errorf("%q: %v, want %v", text, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q: %v, want %v", text, got, want)
				break
			}
		}
		for i := range got {
			if end := lineEnd(text, got, i); end > len(text) || strings.ContainsAny(text[got[i]:end], "\r\n") {
				t.Errorf("%q: line %d ends at %d", text, i, end)
			}
		}
	}
}

func lspRangeOf(l1, c1, l2, c2 int) map[string]any {
	return map[string]any{"start": map[string]any{"line": l1, "character": c1}, "end": map[string]any{"line": l2, "character": c2}}
}
