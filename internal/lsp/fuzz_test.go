package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzServer runs a session from any input: the framing, the JSON-RPC
// messages and the edits they carry are all the client's to choose. The
// server must end (at exit or at the input's end) without a panic, with
// nothing on its output but framed JSON-RPC 2.0 messages, and must keep
// each open document valid UTF-8 whatever positions the edits name. The
// seeds are whole sessions, with astral characters, CRLF and lone CR
// line endings and ranges past the end, and broken frames. The lints run
// beside the session, so coverage varies from run to run: fuzz with a
// short -fuzzminimizetime (2s), or the fuzzer spends its time minimizing.
func FuzzServer(f *testing.F) {
	dir := repo(f, nil)
	uri := uriOf(filepath.Join(dir, "reviews", "a.md"))
	for _, seed := range fuzzSessions(dir, uri) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		if len(input) > 1<<16 {
			return
		}
		var out bytes.Buffer
		w := &syncWriter{w: &out}
		s := New(bytes.NewReader(input), w, Options{Log: io.Discard})
		done := make(chan int, 1)
		go func() { done <- s.Run() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatal("the session did not end with its input")
		}
		s.mu.Lock()
		for _, d := range s.docs {
			if d.timer != nil {
				d.timer.Stop()
			}
			if !utf8.ValidString(d.text) {
				t.Errorf("document %s holds invalid UTF-8: %q", d.uri, d.text)
			}
		}
		s.mu.Unlock()
		w.mu.Lock()
		written := bytes.Clone(out.Bytes())
		w.mu.Unlock()
		if err := framedMessages(written); err != nil {
			t.Fatalf("output: %v\n%q", err, written)
		}
	})
}

// framedMessages checks that out is a sequence of framed JSON-RPC 2.0
// messages.
func framedMessages(out []byte) error {
	r := bufio.NewReader(bytes.NewReader(out))
	for {
		line, err := r.ReadString('\n')
		if err == io.EOF && line == "" {
			return nil
		}
		if err != nil || !strings.HasPrefix(line, "Content-Length: ") {
			return fmt.Errorf("not a header: %q", line)
		}
		n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "Content-Length: ")))
		if err != nil {
			return err
		}
		if blank, _ := r.ReadString('\n'); blank != "\r\n" {
			return fmt.Errorf("no blank line after the header: %q", blank)
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(r, body); err != nil {
			return err
		}
		var m struct {
			JSONRPC string `json:"jsonrpc"`
		}
		if err := json.Unmarshal(body, &m); err != nil || m.JSONRPC != "2.0" {
			return fmt.Errorf("not a JSON-RPC 2.0 message: %q", body)
		}
	}
}

// fuzzSessions are the seeds: whole sessions, framed.
func fuzzSessions(dir, uri string) [][]byte {
	frame := func(msgs ...map[string]any) []byte {
		var b bytes.Buffer
		for _, m := range msgs {
			m["jsonrpc"] = "2.0"
			body, _ := json.Marshal(m)
			fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(body), body)
		}
		return b.Bytes()
	}
	init := map[string]any{"id": 1, "method": "initialize", "params": map[string]any{"rootUri": uriOf(dir), "capabilities": map[string]any{}}}
	open := func(text string) map[string]any {
		return map[string]any{"method": "textDocument/didOpen", "params": map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": text}}}
	}
	change := func(v, l1, c1, l2, c2 int, text string) map[string]any {
		return map[string]any{"method": "textDocument/didChange", "params": map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": v},
			"contentChanges": []any{map[string]any{"range": lspRangeOf(l1, c1, l2, c2), "text": text}},
		}}
	}
	at := map[string]any{"textDocument": map[string]any{"uri": uri}, "position": map[string]any{"line": 9, "character": 3}}
	whole := map[string]any{"textDocument": map[string]any{"uri": uri}, "range": lspRangeOf(0, 0, 99, 0), "context": map[string]any{"diagnostics": []any{}}}
	end := []map[string]any{{"id": 9, "method": "shutdown"}, {"method": "exit"}}
	emoji := "# 🔍😀 review\r\n" + strings.ReplaceAll(brokenReport, "\n", "\r\n")
	cr := strings.Replace(brokenReport, "drops a line.\n", "drops\ra line.\n", 1)
	return [][]byte{
		frame(append([]map[string]any{init, open(brokenReport), change(2, 3, 10, 3, 12, "😀"),
			{"id": 2, "method": "textDocument/codeAction", "params": whole},
			{"id": 3, "method": "textDocument/hover", "params": at},
			{"id": 4, "method": "textDocument/completion", "params": at}}, end...)...),
		frame(append([]map[string]any{init, open(emoji), change(2, 0, 3, 0, 4, "x"), change(3, 0, 99, 1, 0, ""),
			change(4, 50, 0, 60, 0, "tail\r"), {"id": 2, "method": "textDocument/codeAction", "params": whole}}, end...)...),
		frame(init, open(cr), change(2, 7, 0, 7, 3, "🔍"), change(3, 6, 1, 6, 1, "\r")),
		frame(init, open("Verdict: PASS\n\n## Findings\nNone.\n\n## Coverage statemen"),
			map[string]any{"id": 2, "method": "textDocument/codeAction", "params": whole}),
		append(frame(init), "Content-Length: 5\r\n\r\n\xff\xfe{}}}"...),
		[]byte("Content-Length: 2\r\n\r\n{}Content-Length: 99999999999\r\n\r\n"),
	}
}
