package verdict

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/cases/*.golden from the current output")

// TestLintGolden lints each realistic agent output in testdata/cases and
// compares the diagnostics, as the CLI prints them, with the .golden file
// beside it. Run `go test ./verdict -run Golden -update` and read the diff.
func TestLintGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/cases/*.*")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range inputs {
		if strings.HasSuffix(in, ".golden") {
			continue
		}
		t.Run(filepath.Base(in), func(t *testing.T) {
			content, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, d := range Lint(content) {
				fmt.Fprintf(&b, "%s:%d:%d: %s: %s [%s]\n", filepath.Base(in), d.Line, d.Column, d.Severity, d.Message, d.Rule)
			}
			golden := strings.TrimSuffix(in, filepath.Ext(in)) + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if b.String() != string(want) {
				t.Errorf("Lint(%s) differs from %s:\n got:\n%s\nwant:\n%s", in, golden, b.String(), want)
			}
		})
	}
}
