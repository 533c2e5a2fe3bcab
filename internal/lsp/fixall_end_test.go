package lsp

import (
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

// TestFixAllAtTheEnd: a fix that only adds to the end of the text (a
// heading on the last line, no line ending after it, as it stands while
// the author types it) gives a fix-all edit; the editor asks for code
// actions as the cursor moves, and the server must not fall over.
func TestFixAllAtTheEnd(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	text := "Verdict: PASS\n\n## Verdict reason\nFine.\n\n## Findings\nNone.\n\n## Coverage statemen"
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	c.open(uri, text)
	r := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        lspRangeOf(8, 0, 8, 0),
		"context":      map[string]any{"diagnostics": []any{}, "only": []string{"source.fixAll"}},
	})
	actions, _ := r["result"].([]any)
	if len(actions) != 1 {
		t.Fatalf("actions: %v", r)
	}
	e := actions[0].(map[string]any)["edit"].(map[string]any)["changes"].(map[string]any)[uri].([]any)[0].(map[string]any)
	rng := e["range"].(map[string]any)
	pos := func(m any) position {
		p := m.(map[string]any)
		return position{Line: int(p["line"].(float64)), Character: int(p["character"].(float64))}
	}
	starts := lineStarts(text)
	from, to := offsetOf(text, starts, pos(rng["start"]), utf16), offsetOf(text, starts, pos(rng["end"]), utf16)
	got := text[:from] + e["newText"].(string) + text[to:]
	if want, _ := contract.FixAll([]byte(text), contract.Options{}, nil); got != string(want) {
		t.Errorf("the fix-all edit gives\n%s\nwant\n%s", got, want)
	}
}

func TestChangedSpan(t *testing.T) {
	for _, c := range [][2]string{
		{"abc", "abcd"}, {"abcd", "abc"}, {"", "x"}, {"x", ""}, {"aé", "aè"}, {"é", "éé"}, {"same", "same"},
	} {
		old, new := c[0], c[1]
		start, end, repl := changedSpan([]byte(old), []byte(new))
		if got := old[:start] + repl + old[end:]; got != new {
			t.Errorf("%q → %q: the span gives %q", old, new, got)
		}
	}
}
