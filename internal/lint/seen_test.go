//go:build unix

package lint

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"syscall"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/corpus"
)

// A file Collect saw to be a regular file is opened without being looked
// at again. Whatever stands at its name by the time it is read, lint must
// say of it what it says of a file it looks at afresh: the reads of the
// same targets with and without what Collect saw are compared, inside a
// repository and outside one, with each report then replaced by a named
// pipe, a link to /dev/zero, a link out of the repository, a link to a
// good report, a folder, or nothing.
func TestSeenRegularReadsAsAfresh(t *testing.T) {
	report := corpus.Reports(1, 1)[0]
	replace := map[string]func(t *testing.T, p, root, outside string){
		"unchanged": func(*testing.T, string, string, string) {},
		"pipe": func(t *testing.T, p, _, _ string) {
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Skip("no named pipes here:", err)
			}
		},
		"zero":    func(t *testing.T, p, _, _ string) { symlink(t, "/dev/zero", p) },
		"out":     func(t *testing.T, p, _, outside string) { symlink(t, filepath.Join(outside, "r.md"), p) },
		"up":      func(t *testing.T, p, _, outside string) { symlink(t, "../../"+filepath.Base(outside)+"/r.md", p) },
		"good":    func(t *testing.T, p, _, _ string) { symlink(t, "good.md", p) },
		"folder":  func(t *testing.T, p, _, _ string) { mkdir(t, p) },
		"missing": func(*testing.T, string, string, string) {},
	}
	for _, inRepo := range []bool{true, false} {
		for name, put := range replace {
			t.Run(fmt.Sprintf("repo=%v/%s", inRepo, name), func(t *testing.T) {
				base := t.TempDir()
				root, outside := filepath.Join(base, "repo"), filepath.Join(base, "outside")
				mkdir(t, root)
				mkdir(t, outside)
				if inRepo {
					if out, err := exec.Command("git", "init", "-q", root).CombinedOutput(); err != nil {
						t.Fatalf("git init: %v\n%s", err, out)
					}
				}
				writeFile(t, filepath.Join(outside, "r.md"), report)
				mkdir(t, filepath.Join(root, "reviews", "real"))
				symlink(t, "real", filepath.Join(root, "reviews", "via"))
				writeFile(t, filepath.Join(root, "reviews", "real", "good.md"), report)
				var args []string
				for i := range 8 {
					writeFile(t, filepath.Join(root, "reviews", "real", fmt.Sprintf("r%d.md", i)), report)
					args = append(args, fmt.Sprintf("reviews/real/r%d.md", i), fmt.Sprintf("reviews/via/r%d.md", i))
				}
				t.Chdir(root)
				l := New(config.Default())
				if inRepo {
					l.RepoRoot = root
				}
				targets, err := l.Collect(l.RepoRoot, args, None, nil)
				if err != nil {
					t.Fatal(err)
				}
				seen := 0
				afresh := make([]Target, len(targets))
				for i, tg := range targets {
					if tg.seen {
						seen++
					}
					tg.seen = false
					afresh[i] = tg
				}
				if seen != len(targets) {
					t.Fatalf("Collect saw %d of %d regular files", seen, len(targets))
				}
				for i := range 8 {
					p := filepath.Join(root, "reviews", "real", fmt.Sprintf("r%d.md", i))
					if name != "unchanged" {
						if err := os.Remove(p); err != nil {
							t.Fatal(err)
						}
					}
					put(t, p, root, outside)
				}
				// Two linters, so that neither reads with folders the
				// other has looked at.
				l2 := New(config.Default())
				l2.RepoRoot = l.RepoRoot
				got, want := l.LintTargets(targets), l2.LintTargets(afresh)
				if !reflect.DeepEqual(got, want) {
					t.Errorf("read as seen:\n%v\nread afresh:\n%v", got, want)
				}
				// Outside a repository the system follows links.
				followed := name == "unchanged" || name == "good" || !inRepo && (name == "out" || name == "up")
				if !followed && len(want) == 0 {
					t.Errorf("no finding on reports replaced by %s", name)
				}
			})
		}
	}
}

func symlink(t *testing.T, target, p string) {
	t.Helper()
	if err := os.Symlink(target, p); err != nil {
		t.Fatal(err)
	}
}

func mkdir(t *testing.T, p string) {
	t.Helper()
	if err := os.MkdirAll(p, 0o755); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, p string, b []byte) {
	t.Helper()
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
