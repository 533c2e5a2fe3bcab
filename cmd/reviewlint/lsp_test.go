package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// lspSession drives `reviewlint lsp` as an editor does: over its stdin
// and stdout, with Content-Length framed JSON-RPC messages.
type lspSession struct {
	t      *testing.T
	cmd    *exec.Cmd
	in     io.WriteCloser
	msgs   chan map[string]any
	stderr strings.Builder
	nextID int
}

func startLSP(t *testing.T, dir string, args ...string) *lspSession {
	t.Helper()
	cmd := exec.Command("reviewlint", append([]string{"lsp"}, args...)...)
	cmd.Dir = dir
	s := &lspSession{t: t, cmd: cmd, msgs: make(chan map[string]any, 64)}
	cmd.Stderr = &s.stderr
	var err error
	if s.in, err = cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	go s.readAll(bufio.NewReader(out))
	return s
}

// readAll reads every message the server writes; anything on stdout that
// is not a framed JSON-RPC message fails the test.
func (s *lspSession) readAll(r *bufio.Reader) {
	defer close(s.msgs)
	for {
		length := -1
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				if !errors.Is(err, io.EOF) || line != "" {
					s.t.Errorf("stdout: %q: %v", line, err)
				}
				return
			}
			line = strings.TrimRight(line, "\r\n")
			if line == "" {
				break
			}
			name, value, ok := strings.Cut(line, ":")
			if !ok || !strings.EqualFold(name, "Content-Length") {
				s.t.Errorf("stdout holds %q, not a protocol header", line)
				return
			}
			length, _ = strconv.Atoi(strings.TrimSpace(value))
		}
		body := make([]byte, length)
		if _, err := io.ReadFull(r, body); err != nil {
			s.t.Errorf("stdout: %v", err)
			return
		}
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil || m["jsonrpc"] != "2.0" {
			s.t.Errorf("stdout holds %q, not a JSON-RPC 2.0 message: %v", body, err)
			return
		}
		s.msgs <- m
	}
}

func (s *lspSession) send(m map[string]any) {
	s.t.Helper()
	m["jsonrpc"] = "2.0"
	body, err := json.Marshal(m)
	if err != nil {
		s.t.Fatal(err)
	}
	if _, err := fmt.Fprintf(s.in, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
		s.t.Fatal(err)
	}
}

func (s *lspSession) notify(method string, params any) {
	s.send(map[string]any{"method": method, "params": params})
}

// request sends a request and returns its response's result, failing
// on an error response.
func (s *lspSession) request(method string, params any) any {
	s.t.Helper()
	s.nextID++
	id := s.nextID
	s.send(map[string]any{"id": id, "method": method, "params": params})
	m := s.await(func(m map[string]any) bool { return m["id"] == float64(id) && m["method"] == nil })
	if m["error"] != nil {
		s.t.Fatalf("%s: %v", method, m["error"])
	}
	return m["result"]
}

// await returns the first message that matches, within a few seconds.
func (s *lspSession) await(match func(map[string]any) bool) map[string]any {
	s.t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m, ok := <-s.msgs:
			if !ok {
				s.t.Fatalf("the server closed stdout; stderr: %s", s.stderr.String())
			}
			if match(m) {
				return m
			}
		case <-timeout:
			s.t.Fatalf("no matching message; stderr: %s", s.stderr.String())
		}
	}
}

// diagnosticsFor waits for the diagnostics published for uri at version.
func (s *lspSession) diagnosticsFor(uri string, version int) []any {
	s.t.Helper()
	m := s.await(func(m map[string]any) bool {
		if m["method"] != "textDocument/publishDiagnostics" {
			return false
		}
		p := m["params"].(map[string]any)
		return p["uri"] == uri && p["version"] == float64(version)
	})
	return m["params"].(map[string]any)["diagnostics"].([]any)
}

func (s *lspSession) exitStatus() int {
	s.t.Helper()
	s.in.Close()
	// Wait closes stdout: read it to its end first.
	for range s.msgs {
	}
	err := s.cmd.Wait()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode()
	}
	if err != nil {
		s.t.Fatal(err)
	}
	return 0
}

func fileURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

const brokenReport = `Verdict: FAIL

## Coverage Statment
- the parser's tests pass: VERIFIED INDEPENDENTLY

## Verdict reason
The parser drops a line.

## Findings
- **FAIL**: the parser drops a line — it must not.

## Do not rebuild
- the lexer
`

const cleanReport = `Verdict: FAIL

## Coverage statement
- the parser's tests pass: VERIFIED INDEPENDENTLY

## Verdict reason
The parser drops a line.

## Findings
- the parser drops a line: FAIL — it must not.

## Do not rebuild
- the lexer
`

// TestLSPSession runs an editor's session: initialize, open a broken
// report, ask for its quick fixes and a rule's explanation, change it to
// a clean text, shut down and exit.
func TestLSPSession(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "reviews"), 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "reviews", "pr-1.md")
	// The file on disk is clean: the server must lint the buffer.
	if err := os.WriteFile(path, []byte(cleanReport), 0o644); err != nil {
		t.Fatal(err)
	}
	uri := fileURI(path)
	s := startLSP(t, dir)
	init := s.request("initialize", map[string]any{"processId": nil, "rootUri": fileURI(dir), "capabilities": map[string]any{}}).(map[string]any)
	caps := init["capabilities"].(map[string]any)
	if caps["hoverProvider"] != true || caps["codeActionProvider"] == nil || caps["completionProvider"] == nil {
		t.Fatalf("capabilities: %v", caps)
	}
	s.notify("initialized", map[string]any{})

	s.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "markdown", "version": 1, "text": brokenReport,
	}})
	diags := s.diagnosticsFor(uri, 1)
	rules := map[string]map[string]any{}
	for _, d := range diags {
		d := d.(map[string]any)
		rules[d["code"].(string)] = d
	}
	for _, want := range []string{"coverage-missing", "finding-undispositioned"} {
		if rules[want] == nil {
			t.Errorf("no %s diagnostic in %v", want, diags)
		}
	}

	// The quick fix for the finding: the edit --fix makes.
	undisp := rules["finding-undispositioned"]
	actions := s.request("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        undisp["range"],
		"context":      map[string]any{"diagnostics": []any{undisp}},
	}).([]any)
	var edit map[string]any
	for _, a := range actions {
		a := a.(map[string]any)
		if a["kind"] == "quickfix" {
			edit = a["edit"].(map[string]any)["changes"].(map[string]any)[uri].([]any)[0].(map[string]any)
		}
	}
	if edit == nil || edit["newText"] != "the parser drops a line: FAIL — it must not." {
		t.Fatalf("code actions: %v", actions)
	}
	rng := edit["range"].(map[string]any)
	if start := rng["start"].(map[string]any); start["line"] != float64(9) || start["character"] != float64(2) {
		t.Errorf("the edit starts at %v, want line 9 character 2", start)
	}

	// Hover on the diagnostic explains its rule, as explain does.
	h := s.request("textDocument/hover", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"position":     undisp["range"].(map[string]any)["start"],
	}).(map[string]any)
	value := h["contents"].(map[string]any)["value"].(string)
	if !strings.Contains(value, "finding-undispositioned (report, default error)") || !strings.Contains(value, "FAIL: the finding contradicts") {
		t.Errorf("hover: %q", value)
	}

	// A change to a clean text clears the diagnostics.
	s.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": cleanReport}},
	})
	if diags := s.diagnosticsFor(uri, 2); len(diags) != 0 {
		t.Errorf("diagnostics after the fix: %v", diags)
	}

	if r := s.request("shutdown", nil); r != nil {
		t.Errorf("shutdown result %v, want null", r)
	}
	s.notify("exit", nil)
	if status := s.exitStatus(); status != 0 {
		t.Errorf("exit after shutdown: status %d, want 0; stderr: %s", status, s.stderr.String())
	}
}

// TestLSPExitWithoutShutdown: exit status 1, as the protocol says, and so
// when the editor goes away without a word.
func TestLSPExitWithoutShutdown(t *testing.T) {
	s := startLSP(t, t.TempDir())
	s.request("initialize", map[string]any{"capabilities": map[string]any{}})
	s.notify("exit", nil)
	if status := s.exitStatus(); status != 1 {
		t.Errorf("exit without shutdown: status %d, want 1", status)
	}
	s = startLSP(t, t.TempDir())
	if status := s.exitStatus(); status != 1 {
		t.Errorf("closed input: status %d, want 1", status)
	}
}
