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
