package lsp

import (
	"encoding/json"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestOneLintAtATime: a timer that fires while a lint of its document
// runs (it fired just before a change stopped it, and waited for the
// lock) must not start a second lint beside the first: it marks the
// document to be linted again when the first ends. Two lints at once
// each clear that mark, and the one that ends last publishes whatever
// text it read, which need not be the last.
func TestOneLintAtATime(t *testing.T) {
	dir := repo(t, nil)
	var out strings.Builder
	w := &syncWriter{w: &out}
	s := New(strings.NewReader(""), w, Options{Debounce: time.Hour, Log: io.Discard})
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	raw := func(v any) json.RawMessage {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if _, err := s.initialize(raw(map[string]any{"rootUri": uriOf(dir), "capabilities": map[string]any{}})); err != nil {
		t.Fatal(err)
	}
	if err := s.didOpen(raw(map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": brokenReport}})); err != nil {
		t.Fatal(err)
	}
	published := func() int {
		w.mu.Lock()
		defer w.mu.Unlock()
		return strings.Count(out.String(), "textDocument/publishDiagnostics")
	}
	for deadline := time.Now().Add(10 * time.Second); published() == 0; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the opened document was never published")
		}
	}
	s.mu.Lock()
	d := s.docs[uri]
	d.linting = true // a lint of d is running
	s.mu.Unlock()
	s.lintAndPublish(d) // a timer that fired meanwhile
	s.mu.Lock()
	again := d.again
	s.mu.Unlock()
	if n := published(); n != 1 || !again {
		t.Errorf("a second lint ran beside the first: %d publishes, again %v", n, again)
	}
}
