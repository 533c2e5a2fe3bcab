package lsp

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// largeReport is a well-formed report of at least size bytes: many
// coverage entries and findings, one of them broken so that there is
// always a diagnostic to publish.
func largeReport(size int) string {
	var b strings.Builder
	b.WriteString("Verdict: FAIL\n\n## Coverage statement\n")
	for i := 0; b.Len() < size/2; i++ {
		fmt.Fprintf(&b, "- claim %d holds for the parser's `Parse` path: VERIFIED INDEPENDENTLY\n", i)
	}
	b.WriteString("\n## Verdict reason\nThe parser drops a line.\n\n## Findings\n- **FAIL**: the parser drops a line — it must not.\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "- finding %d in *lexer.go*: NOTE — it predates this change\n", i)
	}
	b.WriteString("\n## Do not rebuild\n- the lexer\n")
	return b.String()
}

// BenchmarkDiagnosticsAfterChange measures the time from a one-character
// change to a 100 KB report until its diagnostics are published, the
// debounce included, over the protocol as an editor sees it.
func BenchmarkDiagnosticsAfterChange(b *testing.B) {
	for _, debounce := range []time.Duration{DefaultDebounce, 0} {
		b.Run(fmt.Sprintf("debounce=%v", debounce), func(b *testing.B) {
			dir := repo(b, nil)
			uri := uriOf(filepath.Join(dir, "reviews", "big.md"))
			c := newClient(b, Options{Debounce: debounce})
			c.initialize(dir, map[string]any{})
			text := largeReport(100 << 10)
			c.open(uri, text)
			c.diagnosticsFor(uri, 1)
			mid := len(lineStarts(text)) / 2
			b.SetBytes(int64(len(text)))
			b.ResetTimer()
			for i := range b.N {
				v := i + 2
				c.notify("textDocument/didChange", map[string]any{
					"textDocument": map[string]any{"uri": uri, "version": v},
					"contentChanges": []any{map[string]any{
						"range": map[string]any{"start": map[string]any{"line": mid, "character": 2}, "end": map[string]any{"line": mid, "character": 2}},
						"text":  "x",
					}},
				})
				if diags := c.diagnosticsFor(uri, v); len(diags) == 0 {
					b.Fatal("no diagnostics")
				}
			}
		})
	}
}

// BenchmarkLintOnly is the lint of the same report without the protocol,
// the debounce or the publishing: the floor of the benchmark above.
func BenchmarkLintOnly(b *testing.B) {
	dir := repo(b, nil)
	s := &workspace{scopes: map[string]*scope{}, notice: func(int, string) {}}
	sc, rel, kind := s.target(filepath.Join(dir, "reviews", "big.md"))
	text := []byte(largeReport(100 << 10))
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for range b.N {
		if len(sc.linter.Lint(rel, text, kind)) == 0 {
			b.Fatal("no diagnostics")
		}
	}
}
