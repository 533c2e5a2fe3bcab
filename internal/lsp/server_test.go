package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/contract"
)

// TestProtocolErrors: requests before initialize, unknown methods and
// bodies that are not JSON are answered with the protocol's errors; a
// broken frame ends the session with status 1.
func TestProtocolErrors(t *testing.T) {
	c := newClient(t, Options{})
	if r := c.call("textDocument/hover", map[string]any{}); r["error"].(map[string]any)["code"] != float64(codeServerNotStarted) {
		t.Errorf("before initialize: %v", r)
	}
	c.initialize(t.TempDir(), map[string]any{})
	if r := c.call("workspace/symbol", map[string]any{}); r["error"].(map[string]any)["code"] != float64(codeMethodNotFound) {
		t.Errorf("unknown method: %v", r)
	}
	c.sendRaw("{not json")
	if r := c.await(func(m map[string]any) bool { return m["error"] != nil }); r["error"].(map[string]any)["code"] != float64(codeParseError) {
		t.Errorf("not JSON: %v", r)
	}
	c.call("shutdown", nil)
	if r := c.call("textDocument/hover", map[string]any{}); r["error"].(map[string]any)["code"] != float64(codeInvalidRequest) {
		t.Errorf("after shutdown: %v", r)
	}
	go c.in.Write([]byte("Content-Length: 99999999999\r\n\r\n"))
	if status := <-c.status; status != 1 {
		t.Errorf("a message over the limit: status %d, want 1", status)
	}
}

func TestHeaderTooLong(t *testing.T) {
	c := newClient(t, Options{})
	// The server stops reading midway: the write never ends.
	go c.in.Write([]byte("X-" + strings.Repeat("a", 2*maxHeaderLine) + "\r\n"))
	select {
	case status := <-c.status:
		if status != 1 {
			t.Errorf("status %d, want 1", status)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a header line without end hangs the server")
	}
}

// TestIncrementalChanges: range edits in UTF-16 units, after characters
// outside the basic plane, land where the editor meant; diagnostics are
// placed in the same units.
func TestIncrementalChanges(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	text := "# 🔍 Review\n\n" + brokenReport
	c.open(uri, text)
	c.diagnosticsFor(uri, 1)
	// Fix the heading's typo by a range edit: "Statment" → "Statement"
	// on line 4 (0-based), after "## Coverage Stat".
	c.notify("textDocument/didChange", map[string]any{
		"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{
			"range": map[string]any{"start": map[string]any{"line": 4, "character": 16}, "end": map[string]any{"line": 4, "character": 16}},
			"text":  "e",
		}},
	})
	diags := c.diagnosticsFor(uri, 2)
	if hasCode(diags, "coverage-missing") {
		t.Errorf("the edit missed: %v", codes(diags))
	}
	// A finding after an emoji: the diagnostic's column counts UTF-16.
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": 3},
		"contentChanges": []any{map[string]any{"text": strings.Replace(text, "## Findings\n- ", "## Findings\n\n> 🔍\n\n- ", 1)}},
	})
	for _, d := range c.diagnosticsFor(uri, 3) {
		d := d.(map[string]any)
		if d["code"] == "finding-undispositioned" {
			if start := d["range"].(map[string]any)["start"].(map[string]any); start["character"] != float64(0) {
				t.Errorf("finding-undispositioned at %v", start)
			}
		}
	}
}

// TestUTF8Encoding: a client that offers UTF-8 positions gets them.
func TestUTF8Encoding(t *testing.T) {
	c := newClient(t, Options{})
	r := c.initialize(t.TempDir(), map[string]any{"general": map[string]any{"positionEncodings": []string{"utf-8", "utf-16"}}})
	if enc := r["capabilities"].(map[string]any)["positionEncoding"]; enc != "utf-8" {
		t.Errorf("positionEncoding %v, want utf-8", enc)
	}
}

// TestOnlyGlobbedFiles: a markdown file the globs do not select is not a
// report, and gets no diagnostics; a verdict file is linted as one.
func TestOnlyGlobbedFiles(t *testing.T) {
	dir := repo(t, nil)
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	readme := uriOf(filepath.Join(dir, "README.md"))
	c.open(readme, "# Hello\n")
	if diags := c.diagnosticsFor(readme, 1); len(diags) != 0 {
		t.Errorf("README.md: %v", codes(diags))
	}
	verdictFile := uriOf(filepath.Join(dir, "reviews", "round1.json"))
	c.open(verdictFile, `{"verdict": "maybe"}`)
	if diags := c.diagnosticsFor(verdictFile, 1); !hasCode(diags, "verdict-value") {
		t.Errorf("round1.json: %v", codes(diags))
	}
}

// TestConfigReload: a rule turned off in rules.toml stops being reported
// once the client says the file changed, or saves it.
func TestConfigReload(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{"workspace": map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true}}})
	c.await(func(m map[string]any) bool { return m["method"] == "client/registerCapability" })
	c.open(uri, brokenReport)
	if diags := c.diagnosticsFor(uri, 1); !hasCode(diags, "coverage-missing") {
		t.Fatalf("before: %v", codes(diags))
	}
	rules := filepath.Join(dir, "rules.toml")
	if err := os.WriteFile(rules, []byte("[rules.coverage-missing]\nseverity = \"off\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{map[string]any{"uri": uriOf(rules), "type": 1}}})
	if diags := c.diagnosticsFor(uri, 1); hasCode(diags, "coverage-missing") {
		t.Errorf("after the change: %v", codes(diags))
	}
	if err := os.WriteFile(rules, []byte("[rules.finding-undispositioned]\nseverity = \"off\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uriOf(rules)}})
	diags := c.diagnosticsFor(uri, 1)
	if !hasCode(diags, "coverage-missing") || hasCode(diags, "finding-undispositioned") {
		t.Errorf("after the save: %v", codes(diags))
	}
	// A broken configuration is said, never silently ignored.
	if err := os.WriteFile(rules, []byte("[rules.no-such-rule]\nseverity = \"off\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uriOf(rules)}})
	m := c.await(func(m map[string]any) bool { return m["method"] == "window/showMessage" })
	if msg := m["params"].(map[string]any)["message"].(string); !strings.Contains(msg, "no-such-rule") {
		t.Errorf("showMessage: %q", msg)
	}
}

// TestDebounce: a burst of changes is linted once, as its last text.
func TestDebounce(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	c := newClient(t, Options{Debounce: 200 * time.Millisecond})
	c.initialize(dir, map[string]any{})
	c.open(uri, brokenReport)
	c.diagnosticsFor(uri, 1)
	for v := 2; v <= 6; v++ {
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": v},
			"contentChanges": []any{map[string]any{"text": brokenReport + strings.Repeat("\n", v)}},
		})
	}
	m := c.await(func(m map[string]any) bool { return m["method"] == "textDocument/publishDiagnostics" })
	if v := m["params"].(map[string]any)["version"]; v != float64(6) {
		t.Errorf("published version %v first, want only the last, 6", v)
	}
}

// TestCompletion: section names in a heading, statuses in the coverage
// section, dispositions in the findings, in the dialect's words.
func TestCompletion(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	c.open(uri, "Verdict: \n\n## Cov\n\n## Coverage statement\n- the parser: V\n\n## Findings\n- the lexer: \n")
	labels := func(line, char int) []string {
		r := c.call("textDocument/completion", map[string]any{
			"textDocument": map[string]any{"uri": uri},
			"position":     map[string]any{"line": line, "character": char},
		})
		var out []string
		for _, it := range r["result"].(map[string]any)["items"].([]any) {
			out = append(out, it.(map[string]any)["label"].(string))
		}
		return out
	}
	check := func(got []string, want ...string) {
		t.Helper()
		for _, w := range want {
			if !strings.Contains("|"+strings.Join(got, "|")+"|", "|"+w+"|") {
				t.Errorf("completions %q lack %q", got, w)
			}
		}
	}
	check(labels(2, 6), "Coverage statement", "Findings", "Verdict reason", "Do not rebuild")
	check(labels(5, 15), "VERIFIED INDEPENDENTLY", "ACCEPTED FROM WORKER'S EVIDENCE", "COULD NOT CHECK")
	check(labels(8, 13), "FAIL", "NOTE")
	check(labels(0, 9), "PASS", "FAIL")
}

// TestCodeActionFixAll: the source action applies every fix at once,
// as `lint --fix` does, in one edit.
func TestCodeActionFixAll(t *testing.T) {
	dir := repo(t, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	c.open(uri, brokenReport)
	r := c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        map[string]any{"start": map[string]any{"line": 0, "character": 0}, "end": map[string]any{"line": 0, "character": 0}},
		"context":      map[string]any{"diagnostics": []any{}, "only": []string{"source.fixAll"}},
	})
	actions := r["result"].([]any)
	if len(actions) != 1 {
		t.Fatalf("actions: %v", actions)
	}
	edits := actions[0].(map[string]any)["edit"].(map[string]any)["changes"].(map[string]any)[uri].([]any)
	e := edits[0].(map[string]any)
	rng := e["range"].(map[string]any)
	pos := func(m any) position {
		p := m.(map[string]any)
		return position{Line: int(p["line"].(float64)), Character: int(p["character"].(float64))}
	}
	starts := lineStarts(brokenReport)
	from, to := offsetOf(brokenReport, starts, pos(rng["start"]), utf16), offsetOf(brokenReport, starts, pos(rng["end"]), utf16)
	got := brokenReport[:from] + e["newText"].(string) + brokenReport[to:]
	want, _ := contract.FixAll([]byte(brokenReport), contract.Options{}, nil)
	if got != string(want) {
		t.Errorf("the fix-all edit gives\n%s\nwant\n%s", got, want)
	}
}
