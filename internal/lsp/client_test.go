package lsp

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// client is a test's editor: it runs a server over pipes and speaks to it
// in framed JSON-RPC, as a real client does.
type client struct {
	tb     testing.TB
	in     *io.PipeWriter
	msgs   chan map[string]any
	status chan int
	nextID int
}

func newClient(tb testing.TB, opts Options) *client {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &client{tb: tb, in: inW, msgs: make(chan map[string]any, 1024), status: make(chan int, 1)}
	go func() {
		c.status <- New(inR, outW, opts).Run()
		outW.Close()
	}()
	go c.readAll(outR)
	tb.Cleanup(func() { inW.Close() })
	return c
}

func (c *client) readAll(r io.Reader) {
	defer close(c.msgs)
	conn := newConn(r, nil)
	for {
		m, err := conn.read()
		if err != nil {
			return
		}
		var v map[string]any
		raw, _ := json.Marshal(m)
		json.Unmarshal(raw, &v)
		c.msgs <- v
	}
}

func (c *client) sendRaw(body string) {
	fmt.Fprintf(c.in, "Content-Length: %d\r\n\r\n%s", len(body), body)
}

func (c *client) send(m map[string]any) {
	m["jsonrpc"] = "2.0"
	body, _ := json.Marshal(m)
	c.sendRaw(string(body))
}

func (c *client) notify(method string, params any) {
	c.send(map[string]any{"method": method, "params": params})
}

// call sends a request and returns its whole response.
func (c *client) call(method string, params any) map[string]any {
	c.nextID++
	id := c.nextID
	c.send(map[string]any{"id": id, "method": method, "params": params})
	return c.await(func(m map[string]any) bool { return m["id"] == float64(id) && m["method"] == nil })
}

func (c *client) await(match func(map[string]any) bool) map[string]any {
	c.tb.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				c.tb.Fatal("the server stopped writing")
			}
			if match(m) {
				return m
			}
		case <-timeout:
			c.tb.Fatal("no matching message")
		}
	}
}

func (c *client) diagnosticsFor(uri string, version int) []any {
	c.tb.Helper()
	m := c.await(func(m map[string]any) bool {
		if m["method"] != "textDocument/publishDiagnostics" {
			return false
		}
		p := m["params"].(map[string]any)
		return p["uri"] == uri && (version < 0 || p["version"] == float64(version))
	})
	return m["params"].(map[string]any)["diagnostics"].([]any)
}

func (c *client) initialize(root string, caps map[string]any) map[string]any {
	r := c.call("initialize", map[string]any{"rootUri": uriOf(root), "capabilities": caps})
	c.notify("initialized", map[string]any{})
	return r["result"].(map[string]any)
}

func (c *client) open(uri, text string) {
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "markdown", "version": 1, "text": text}})
}

func uriOf(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// repo makes a folder that lint takes for a repository root, with files.
func repo(tb testing.TB, files map[string]string) string {
	dir := tb.TempDir()
	// A real repository: the server finds its root as git does.
	if out, err := exec.Command("git", "init", "-q", dir).CombinedOutput(); err != nil {
		tb.Fatalf("git init: %v\n%s", err, out)
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return dir
}

func codes(diags []any) []string {
	var out []string
	for _, d := range diags {
		out = append(out, d.(map[string]any)["code"].(string))
	}
	return out
}

func hasCode(diags []any, code string) bool {
	return strings.Contains(" "+strings.Join(codes(diags), " ")+" ", " "+code+" ")
}

const brokenReport = "Verdict: FAIL\n\n## Coverage Statment\n- the parser's tests pass: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nThe parser drops a line.\n\n## Findings\n- **FAIL**: the parser drops a line — it must not.\n\n## Do not rebuild\n- the lexer\n"
