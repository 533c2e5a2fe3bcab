//go:build unix

package lint

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// Whatever is not a regular file is refused before it is read: a named
// pipe with no writer would block the open or the read, a device never
// ends. Each is a *NotRegularError, and the open returns at once.
func TestOpenRegularRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	link := filepath.Join(dir, "link.md")
	if err := os.Symlink(fifo, link); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{fifo, link, "/dev/zero", "/dev/null", dir} {
		f, err := OpenRegular(name)
		var notFile *NotRegularError
		if !errors.As(err, &notFile) {
			if f != nil {
				f.Close()
			}
			t.Errorf("OpenRegular(%s) = %v, want a NotRegularError", name, err)
		}
	}
	file := filepath.Join(dir, "r.md")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := OpenRegular(file)
	if err != nil {
		t.Fatalf("a regular file: %v", err)
	}
	f.Close()
}

// Inside a repository a link is resolved as a commit holding it would be:
// relative, inside the work tree, outside .git; else a *LinkError.
func TestResolveInRepo(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{".git", "docs", "reviews"} {
		if err := os.Mkdir(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "docs", "r.md"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	links := map[string]string{
		"reviews/ok.md":    "../docs/r.md",
		"reviews/abs.md":   "/etc/hostname",
		"reviews/out.md":   "../../x.md",
		"reviews/git.md":   "../.git/HEAD",
		"reviews/gone.md":  "nowhere.md",
		"reviews/loop.md":  "loop.md",
		"reviews/folder":   "../docs",
		"reviews/via.md":   "folder/r.md",
		"reviews/thru.md":  "ok.md/r.md",
		"reviews/chain.md": "via.md",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(root, filepath.FromSlash(name))); err != nil {
			t.Fatal(err)
		}
	}
	want := filepath.Join(root, "docs", "r.md")
	for name, ok := range map[string]bool{
		"reviews/ok.md": true, "reviews/via.md": true, "reviews/chain.md": true, "reviews/folder/r.md": true,
		"reviews/abs.md": false, "reviews/out.md": false, "reviews/git.md": false, "reviews/gone.md": false,
		"reviews/loop.md": false, "reviews/thru.md": false,
	} {
		got, err := resolveInRepo(root, name)
		var linkErr *LinkError
		switch {
		case ok && (err != nil || got != want):
			t.Errorf("%s: %q, %v; want %s", name, got, err, want)
		case !ok && !errors.As(err, &linkErr):
			t.Errorf("%s: %q, %v; want a LinkError", name, got, err)
		}
	}
}
