//go:build unix

package lint

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/corpus"
)

// A folder is looked at once per run, but what it is decides the fate of
// every report under it: each report under a folder that is a link out
// of the repository is refused, not only the first one met, and each
// report that is itself a link or a pipe in a folder of good reports is
// refused too, however many files share the folders and in whatever
// order the workers read them.
func TestSharedFoldersDecideEveryReport(t *testing.T) {
	root, outside := t.TempDir(), t.TempDir()
	if out, err := exec.Command("git", "init", "-q", root).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	report := corpus.Reports(1, 1)[0]
	write := func(name string) {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, report, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, name string) {
		if err := os.Symlink(target, filepath.Join(root, filepath.FromSlash(name))); err != nil {
			t.Fatal(err)
		}
	}
	const n = 40
	want := map[string]string{} // path → what lint must say of it ("" for clean)
	for i := range n {
		if err := os.WriteFile(filepath.Join(outside, fmt.Sprintf("r%d.md", i)), report, 0o644); err != nil {
			t.Fatal(err)
		}
		write(fmt.Sprintf("docs/r%d.md", i))
		write(fmt.Sprintf("reviews/good/r%d.md", i))
		// Through links to folders: out of the repository (absolute, and
		// climbing out from a folder inside), and inside it.
		want[fmt.Sprintf("reviews/abs/r%d.md", i)] = "points at the absolute path"
		want[fmt.Sprintf("reviews/docs/up/%s/r%d.md", filepath.Base(outside), i)] = "leads out of the repository"
		want[fmt.Sprintf("reviews/docs/r%d.md", i)] = ""
		want[fmt.Sprintf("reviews/good/r%d.md", i)] = ""
		// Side by side with good reports, in a folder already seen.
		want[fmt.Sprintf("reviews/good/zero%d.md", i)] = "points at the absolute path /dev/zero"
		want[fmt.Sprintf("reviews/good/out%d.md", i)] = "leads out of the repository"
		want[fmt.Sprintf("reviews/good/pipe%d.md", i)] = "is a named pipe"
		link("/dev/zero", fmt.Sprintf("reviews/good/zero%d.md", i))
		link(fmt.Sprintf("../../../%s/r%d.md", filepath.Base(outside), i), fmt.Sprintf("reviews/good/out%d.md", i))
		if err := syscall.Mkfifo(filepath.Join(root, "reviews", "good", fmt.Sprintf("pipe%d.md", i)), 0o644); err != nil {
			t.Skip("no named pipes here:", err)
		}
	}
	link(outside, "reviews/abs")
	link("../docs", "reviews/docs")
	link("../..", "docs/up") // the folder above the repository
	if got, err := filepath.EvalSymlinks(filepath.Join(root, "docs", "up", filepath.Base(outside))); err != nil || got != outside {
		t.Skipf("temporary folders are not siblings here (%s, %v)", got, err)
	}

	// Interleaved, so that a folder is met again after others.
	var args []string
	for i := range n {
		for _, f := range []string{"abs/r%d.md", "good/r%d.md", "docs/r%d.md", "good/zero%d.md", "docs/up/" + filepath.Base(outside) + "/r%d.md", "good/pipe%d.md", "good/out%d.md"} {
			args = append(args, "reviews/"+fmt.Sprintf(f, i))
		}
	}
	t.Chdir(root)
	l := New(config.Default())
	l.RepoRoot = root
	targets, err := l.Collect(root, args, None, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, d := range l.LintTargets(targets) {
		got[d.Path] = append(got[d.Path], string(d.Rule)+": "+d.Message)
	}
	for name, says := range want {
		ds := got[name]
		switch {
		case says == "" && len(ds) > 0:
			t.Errorf("%s: %q, want it read and clean", name, ds)
		case says != "" && (len(ds) != 1 || !strings.HasPrefix(ds[0], string(catalog.RuleFileUnreadable)+": ") || !strings.Contains(ds[0], says)):
			t.Errorf("%s: %q, want %s saying %q", name, ds, catalog.RuleFileUnreadable, says)
		}
	}
}
