package typecheck

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// fixtureRoot is the temporary tree the recorded outputs were made in.
const fixtureRoot = "/tmp/reviewlint-checker-123/tree"

func TestParseOutputForms(t *testing.T) {
	inputs, err := filepath.Glob("testdata/output/*.txt")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			data, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, s := range ParseOutput(data, fixtureRoot) {
				b.WriteString(s.String() + "\n")
			}
			golden := strings.TrimSuffix(in, ".txt") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != string(want) {
				t.Errorf("got\n%s\nwant\n%s", b.String(), want)
			}
		})
	}
}

func FuzzParseOutput(f *testing.F) {
	inputs, _ := filepath.Glob("testdata/output/*.txt")
	for _, in := range inputs {
		data, _ := os.ReadFile(in)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, s := range ParseOutput(data, fixtureRoot) {
			if s.Line <= 0 || s.Path == "" || strings.HasPrefix(s.Path, "/") || strings.HasPrefix(s.Path, "../") || s.Msg == "" {
				t.Fatalf("bad site %+v", s)
			}
		}
	})
}

// A line longer than a scanner's buffer (a build script may print one)
// must not end the reading: the errors after it are sites too.
func TestParseOutputLongLineHidesNothing(t *testing.T) {
	out := "a.go:1:1: before\n" + strings.Repeat("x", 2<<20) + "\nb.go:2:3: after\n" +
		"c.go:3:1: " + strings.Repeat("y", 1<<20) + "\nd.go:4:1: last, no newline"
	var got []string
	for _, s := range ParseOutput([]byte(out)) {
		got = append(got, s.Path)
	}
	if strings.Join(got, " ") != "a.go b.go c.go d.go" {
		t.Fatalf("sites in %v, want a.go b.go c.go d.go", got)
	}
}

// Output read in pieces gives the sites of the whole; more sites than
// are kept is an overflow, with no sites, never a partial list.
func TestOutputReaderPiecesAndOverflow(t *testing.T) {
	out := "x\n" + fixtureRoot + "/a.go:1:2: one\r\na.go:5:1: warning: not a site\nb.go:3: two\nlast line\n"
	r := NewOutputReader(fixtureRoot)
	for i := 0; i < len(out); i += 5 {
		r.Write([]byte(out[i:min(i+5, len(out))]))
	}
	r.Close()
	if got := siteLines(r.Sites()); strings.Join(got, "|") != "a.go:1:2: one|b.go:3: two" || r.LastLine() != "last line" || r.Overflow() {
		t.Fatalf("sites %q, last %q, overflow %v", got, r.LastLine(), r.Overflow())
	}
	r = NewOutputReader()
	r.limit = 100
	for range 20 {
		r.Write([]byte("a.go:1:1: an error line\n"))
	}
	if !r.Overflow() || r.Sites() != nil {
		t.Fatalf("overflow %v, %d sites", r.Overflow(), len(r.Sites()))
	}
}
