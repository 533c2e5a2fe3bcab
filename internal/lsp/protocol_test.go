package lsp

import (
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestInvalidRequests: a message that is not a valid request is answered
// as one (-32600, id null) and never acted on; an error response the
// client sends without an id is never echoed back as the server's own.
func TestInvalidRequests(t *testing.T) {
	c := newClient(t, Options{})
	c.initialize(t.TempDir(), map[string]any{})
	for _, body := range []string{
		`{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}`,
		`{"jsonrpc":"2.0","id":[1],"method":"shutdown"}`,
		`{"jsonrpc":"2.0","id":true,"method":"shutdown"}`,
		`null`,
	} {
		c.sendRaw(body)
		m := c.next()
		e, _ := m["error"].(map[string]any)
		if e == nil || e["code"] != float64(codeInvalidRequest) || m["id"] != nil {
			t.Errorf("%s: answered %v", body, m)
		}
	}
	c.sendRaw(`{"jsonrpc":"2.0","error":{"code":-32001,"message":"the client's own"}}`)
	// The server is not shut down: a request after these is answered.
	c.nextID++
	c.send(map[string]any{"id": c.nextID, "method": "textDocument/hover", "params": map[string]any{
		"textDocument": map[string]any{"uri": "file:///nowhere.md"}, "position": map[string]any{"line": 0, "character": 0}}})
	if m := c.next(); m["id"] != float64(c.nextID) || m["error"] != nil {
		t.Errorf("next message %v, want the hover's answer", m)
	}
}

// next returns the server's next message, whatever it is.
func (c *client) next() map[string]any {
	c.tb.Helper()
	select {
	case m, ok := <-c.msgs:
		if !ok {
			c.tb.Fatal("the server stopped writing")
		}
		return m
	case <-time.After(10 * time.Second):
		c.tb.Fatal("no message")
	}
	return nil
}

// TestInitializeOnce: a second initialize is refused, and changes
// nothing: the position encoding chosen first stays, or every position
// after it would be counted otherwise than the client counts.
func TestInitializeOnce(t *testing.T) {
	c := newClient(t, Options{})
	dir := repo(t, nil)
	c.initialize(dir, map[string]any{"general": map[string]any{"positionEncodings": []string{"utf-8"}}})
	r := c.call("initialize", map[string]any{"rootUri": uriOf(dir), "capabilities": map[string]any{}})
	if e, _ := r["error"].(map[string]any); e == nil || e["code"] != float64(codeInvalidRequest) {
		t.Errorf("a second initialize: %v", r)
	}
	// "🔍" is 4 bytes, 2 UTF-16 units: the first line's end says which
	// units the server counts.
	uri := uriOf(dir + "/reviews/a.md")
	c.open(uri, "🔍 "+brokenReport)
	for _, d := range c.diagnosticsFor(uri, 1) {
		d := d.(map[string]any)
		if d["code"] == "coverage-missing" {
			if end := d["range"].(map[string]any)["end"].(map[string]any); end["character"] != float64(len("🔍 Verdict: FAIL")) {
				t.Errorf("the first line ends at %v, want %d (UTF-8)", end["character"], len("🔍 Verdict: FAIL"))
			}
		}
	}
}

// TestAfterShutdown: after shutdown only exit is acted on; a document
// opened then is not linted.
func TestAfterShutdown(t *testing.T) {
	dir := repo(t, nil)
	c := newClient(t, Options{})
	c.initialize(dir, map[string]any{})
	c.call("shutdown", nil)
	c.open(uriOf(dir+"/reviews/a.md"), brokenReport)
	// A lint takes far less than this; none may be published.
	time.Sleep(300 * time.Millisecond)
	c.notify("exit", nil)
	for m := range c.msgs {
		if m["method"] == "textDocument/publishDiagnostics" {
			t.Errorf("published after shutdown: %v", m)
		}
	}
	if status := <-c.status; status != 0 {
		t.Errorf("exit after shutdown: status %d", status)
	}
}

// TestMissingHeaders: a client that sends its messages without the
// Content-Length header (JSON, line by line) is told so and the session
// ends, with status 1; the server does not read its lines as headers
// and wait forever.
func TestMissingHeaders(t *testing.T) {
	var log strings.Builder
	c := newClient(t, Options{Log: &syncWriter{w: &log}})
	go c.in.Write([]byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}` + "\r\n"))
	select {
	case status := <-c.status:
		if status != 1 {
			t.Errorf("status %d, want 1", status)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a message without headers hangs the server")
	}
	if !strings.Contains(log.String(), "Content-Length") {
		t.Errorf("the log says %q", log.String())
	}
}

// syncWriter lets the server's goroutines share a test's log.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}
