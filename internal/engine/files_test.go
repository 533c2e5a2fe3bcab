package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// A file read from the index is linted as the same bytes on disk would
// be, a link as its target; one over the limit, or a link that leads
// nowhere, is the finding that says so, never skipped.
func TestReadTargetFromTheIndex(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "reviews/big.md", strings.Repeat("x", 300)+"\n")
	write(t, dir, "reviews/real.md", "# Review\n")
	for link, target := range map[string]string{"reviews/link.md": "real.md", "reviews/gone.md": "nowhere.md"} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
	gitIn(t, dir, "add", "reviews")
	repo := open(t, dir)
	cfg, err := config.Parse("rules.toml", []byte("[limits]\nmax-file-bytes = 200\n"))
	if err != nil {
		t.Fatal(err)
	}
	linter := lint.New(cfg)
	lookup := IndexLookup(repo)
	rules := map[string]string{}
	for _, p := range []string{"reviews/big.md", "reviews/link.md", "reviews/gone.md"} {
		h, mode, ok, err := lookup(p)
		if err != nil || !ok {
			t.Fatalf("%s is not staged: %v", p, err)
		}
		target, err := ReadTarget(repo, lookup, linter, p, h, mode, lint.Report)
		if err != nil {
			t.Fatalf("ReadTarget(%s): %v", p, err)
		}
		var got []string
		for _, d := range linter.LintTargets([]lint.Target{target}) {
			if d.Path != p {
				t.Errorf("%s: a diagnostic names %s", p, d.Path)
			}
			got = append(got, d.Rule)
			if d.Rule == "file-too-large" && !strings.Contains(d.Message, "file is 301 bytes") {
				t.Errorf("%s: %s, want the blob's size, 301 bytes", p, d.Message)
			}
		}
		rules[p] = strings.Join(got, " ")
	}
	want := map[string]string{
		"reviews/big.md":  "file-too-large",
		"reviews/gone.md": "file-unreadable",
		// The target's content, not the link's: an empty-bodied report.
		"reviews/link.md": strings.Join(reportRules(t, linter, "# Review\n"), " "),
	}
	for p, w := range want {
		if rules[p] != w {
			t.Errorf("%s: rules %q, want %q", p, rules[p], w)
		}
	}
}

// reportRules lists the rules the linter reports for content as a report.
func reportRules(t *testing.T, linter *lint.Linter, content string) []string {
	t.Helper()
	var rules []string
	for _, d := range linter.Lint("x.md", []byte(content), lint.Report) {
		if d.Severity != diag.Off {
			rules = append(rules, d.Rule)
		}
	}
	if len(rules) == 0 {
		t.Fatal("an empty report passes: the link test would prove nothing")
	}
	return rules
}
