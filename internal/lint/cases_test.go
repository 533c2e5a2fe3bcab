package lint

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// linkSuffix marks a case file that stands for a symbolic link: the file
// is created without the suffix, pointing at the path the case file holds.
const linkSuffix = ".link"

// -update makes ruletest.Run rewrite the want markers from what is reported.
var _ = flag.Bool("update", false, "rewrite the want markers of the cases in testdata")

// TestRuleCases checks each testdata/rules/RULE/* case: its files are
// written to a folder and linted from disk as `reviewlint lint` lints a
// repository (what the globs match, through links), under the case's
// rules.toml when it holds one. A case that is not an archive is written
// to reviews/, where the default globs find it.
func TestRuleCases(t *testing.T) {
	ruletest.Run(t, "testdata/rules", func(t *testing.T, c *ruletest.Case) []diag.Diagnostic {
		root := t.TempDir()
		cfg := config.Default()
		dir := ""
		if !strings.HasSuffix(c.Path, ".txtar") {
			dir = "reviews/"
		}
		for _, f := range c.Files {
			p := filepath.Join(root, filepath.FromSlash(dir+f.Name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			switch {
			case f.Name == config.RulesName:
				var err error
				if cfg, err = config.Parse(f.Name, f.Data); err != nil {
					t.Fatal(err)
				}
				continue
			case strings.HasSuffix(f.Name, linkSuffix):
				p = strings.TrimSuffix(p, linkSuffix)
				if err := os.Symlink(strings.TrimSpace(string(f.Data)), p); err != nil {
					t.Fatal(err)
				}
			default:
				if err := os.WriteFile(p, f.Data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		l := New(cfg)
		targets, err := l.Collect(root, nil, None, nil)
		if err != nil {
			t.Fatal(err)
		}
		ds := l.LintTargets(targets)
		cwd, err := os.Getwd()
		if err != nil {
			t.Fatal(err)
		}
		for i := range ds {
			// Diagnostics name a file as the user would: from the
			// working folder.
			p := ds[i].Path
			if !filepath.IsAbs(p) {
				p = filepath.Join(cwd, p)
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				t.Fatal(err)
			}
			ds[i].Path = strings.TrimPrefix(filepath.ToSlash(rel), dir)
			if _, ok := c.Lookup(ds[i].Path); !ok {
				ds[i].Path += linkSuffix
			}
		}
		return ds
	})
}
