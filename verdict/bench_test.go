package verdict

import (
	"fmt"
	"strings"
	"testing"
)

// agentOutput builds about size bytes of what a review agent prints: markdown
// prose with quotes, inline code with braces and fenced Go code, and then
// the verdict object last, inside a fence, as agents usually end.
func agentOutput(size int) []byte {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "## Lens %d\n\nThe change in `pkg/file%d.go` keeps the \"old\" behaviour; I checked the callers.\n", i, i)
		b.WriteString("It's fine, though the map literal `map[string]int{\"a\": 1}` could be a const.\n\n")
		if i%4 == 0 {
			b.WriteString("```go\nfunc (s *Server) Handle(w http.ResponseWriter, r *http.Request) {\n\tif r.Method != \"GET\" {\n\t\thttp.Error(w, \"no\", 405)\n\t\treturn\n\t}\n\tfmt.Fprintf(w, \"{\\\"ok\\\": true}\")\n}\n```\n\n")
		}
	}
	b.WriteString("```json\n")
	b.WriteString(`{"verdict":"block","findings":[{"severity":"blocking","question":"The handler drops errors from Fprintf.","context":"server.go:42"},` +
		`{"severity":"non-blocking","question":"Consider a constant.","context":"file3.go:10"}],"review":"Blocked: one error path is unhandled."}`)
	b.WriteString("\n```\n")
	return []byte(b.String())
}

// BenchmarkParse1MB measures Parse on a 1 MB agent output whose verdict
// object comes last, so the search walks the whole file. Goal: ≥ 200 MB/s.
func BenchmarkParse1MB(b *testing.B) {
	in := agentOutput(1 << 20)
	if _, err := Parse(in); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(in)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Parse(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLint1MB is the same input through Lint, which also computes
// line and column for every diagnostic.
func BenchmarkLint1MB(b *testing.B) {
	in := agentOutput(1 << 20)
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		Lint(in)
	}
}

// BenchmarkParse1MBStrayBrace puts an unclosed '{' at the top: the read
// that starts there dies at the next byte, so it should cost no more than
// BenchmarkParse1MB.
func BenchmarkParse1MBStrayBrace(b *testing.B) {
	in := append([]byte("Opening with a stray { brace.\n"), agentOutput(1<<20)...)
	if _, err := Parse(in); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, err := Parse(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLint1MBDialect is BenchmarkLint1MB under each test dialect,
// the input translated into it: the goal is throughput within 10 % of the
// default's (compare with benchstat, or the MB/s of the two benchmarks).
func BenchmarkLint1MBDialect(b *testing.B) {
	for _, lx := range lexicons {
		b.Run(lx.name, func(b *testing.B) {
			in := lx.trb(string(agentOutput(1 << 20)))
			if v, err := lx.d.Parse(in); err != nil || v.Verdict != Block {
				b.Fatalf("Parse = %+v, %v", v, err)
			}
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				lx.d.Lint(in)
			}
		})
	}
}
