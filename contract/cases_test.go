package contract

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// reviewedSHA is the commit the case files are reviewed at, for
// evidence-stale.
const reviewedSHA = "0123456789abcdef0123456789abcdef01234567"

// TestCases lints every testdata/cases/*.md and testdata/rules/*/*.md and
// compares the diagnostics with the .golden file beside it.
func TestCases(t *testing.T) {
	files, err := filepath.Glob("testdata/cases/*.md")
	rules, err2 := filepath.Glob("testdata/rules/*/*.md")
	if err != nil || err2 != nil || len(files) == 0 || len(rules) == 0 {
		t.Fatalf("no cases: %v, %v", err, err2)
	}
	for _, file := range append(files, rules...) {
		t.Run(strings.TrimPrefix(file, "testdata/"), func(t *testing.T) {
			got := lintFile(t, file)
			golden := strings.TrimSuffix(file, ".md") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("diagnostics differ from %s (-want +got):\n%s", golden, diff)
			}
		})
	}
}

// TestEveryRuleHasCases holds each rule to a report that breaks it and one
// that keeps it.
func TestEveryRuleHasCases(t *testing.T) {
	for _, r := range Rules {
		bad := lintFile(t, filepath.Join("testdata/rules", r.ID, "bad.md"))
		if !strings.Contains(bad, "["+r.ID+"]") {
			t.Errorf("%s/bad.md does not break %s:\n%s", r.ID, r.ID, bad)
		}
		good := lintFile(t, filepath.Join("testdata/rules", r.ID, "good.md"))
		if strings.Contains(good, "["+r.ID+"]") {
			t.Errorf("%s/good.md breaks %s:\n%s", r.ID, r.ID, good)
		}
	}
}

func lintFile(t *testing.T, file string) string {
	t.Helper()
	content, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{SHA: reviewedSHA}
	if filepath.Base(filepath.Dir(file)) == RuleInlineDisableRefused {
		opts.Directives = DirectivesNamedOnly // the cases of the policy rule lint under it
	}
	var b strings.Builder
	for _, d := range Lint(content, opts) {
		fmt.Fprintf(&b, "%d:%d: %s [%s]\n", d.Line, d.Column, d.Message, d.Rule)
	}
	return b.String()
}
