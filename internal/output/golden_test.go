package output

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// sample holds what the formats must cope with: a warning, a second
// identical finding, a path to clean, a name with a space and a comma, a
// message with a newline and a percent sign, a commit message, stdin.
func sample() []diag.Diagnostic {
	return []diag.Diagnostic{
		{Path: "./reviews/a.md", Line: 1, Column: 1, Severity: diag.Error, Rule: "coverage-missing", Message: "no coverage statement"},
		{Path: "reviews/a.md", Line: 7, Column: 3, Severity: diag.Error, Rule: "finding-undispositioned", Message: "finding has no FAIL or NOTE"},
		{Path: "reviews/a.md", Line: 9, Column: 3, Severity: diag.Error, Rule: "finding-undispositioned", Message: "finding has no FAIL or NOTE"},
		{Path: "/repo/reviews/b, final.md", Line: 2, Column: 5, Severity: diag.Warning, Rule: "verdict-json-repaired", Message: "100% repaired:\nline two"},
		{Path: "commit:0123456789ab", Line: 3, Column: 1, Severity: diag.Error, Rule: "msg-verdict-mismatch", Message: "Review-Verdict trailer says FAIL"},
		{Path: "<stdin>", Line: 1, Column: 1, Severity: diag.Error, Rule: "verdict-missing", Message: "no verdict line"},
	}
}

func TestGolden(t *testing.T) {
	for _, format := range Formats {
		t.Run(format, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Write(&buf, format, sample(), Options{Root: "/repo"}); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", "sample."+format+".golden")
			if *update {
				if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./output -update to create it)", err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("%s output differs from %s (go test ./output -update, then read the diff):\n%s", format, golden, buf.String())
			}
		})
	}
}

func TestGitHubEscapes(t *testing.T) {
	var buf bytes.Buffer
	ds := []diag.Diagnostic{{Path: "a,b:c%.md", Line: 2, Column: 3, Severity: diag.Error, Rule: "r", Message: "50%\r\ndone: x, y"}}
	if err := GitHub(&buf, ds, Options{}); err != nil {
		t.Fatal(err)
	}
	want := "::error file=a%2Cb%3Ac%25.md,line=2,col=3,title=r::50%25%0Adone: x, y [r]\n"
	if buf.String() != want {
		t.Errorf("got  %q\nwant %q", buf.String(), want)
	}
}

func TestColorOnlyWhenAsked(t *testing.T) {
	for _, format := range Formats {
		var buf bytes.Buffer
		if err := Write(&buf, format, sample(), Options{}); err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(buf.Bytes(), []byte("\x1b[")) {
			t.Errorf("%s: ANSI escapes without Color", format)
		}
	}
	t.Setenv("NO_COLOR", "")
	if ColorFor(os.Stdout) {
		t.Error("ColorFor is true under NO_COLOR")
	}
}
