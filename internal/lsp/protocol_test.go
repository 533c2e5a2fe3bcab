package lsp

import (
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
