package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenConfigShown: while the configuration cannot be read, each
// open document says so, and keeps saying so as it changes; an empty list
// of diagnostics would show a report that is not linted as a clean one.
// Once the configuration is mended, the report's own diagnostics return.
func TestBrokenConfigShown(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	c.open(uri, brokenReport)
	if diags := c.diagnosticsFor(uri, 1); !hasCode(diags, "coverage-missing") {
		t.Fatalf("before: %v", codes(diags))
	}
	cfg := filepath.Join(dir, ".reviewlint.toml")
	if err := os.WriteFile(cfg, []byte("[[[broken\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uriOf(cfg)}})
	saysBroken := func(diags []any) bool {
		return len(diags) == 1 && strings.Contains(diags[0].(map[string]any)["message"].(string), ".reviewlint.toml")
	}
	if diags := c.diagnosticsFor(uri, 1); !saysBroken(diags) {
		t.Errorf("with a broken configuration: %v", diags)
	}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": "Verdict: PASS\n"}},
	})
	if diags := c.diagnosticsFor(uri, 2); !saysBroken(diags) {
		t.Errorf("after a change, with a broken configuration: %v", diags)
	}
	if err := os.WriteFile(cfg, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uriOf(cfg)}})
	if diags := c.diagnosticsFor(uri, 2); !hasCode(diags, "coverage-missing") {
		t.Errorf("once mended: %v", diags)
	}
}
