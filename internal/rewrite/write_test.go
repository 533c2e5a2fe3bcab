package rewrite

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestFileKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.md")
	if err := os.WriteFile(path, []byte("old\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := File(path, []byte("old\n"), []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	info, _ := os.Stat(path)
	if string(got) != "new\n" || info.Mode().Perm() != 0o640 {
		t.Errorf("got %q mode %v, want \"new\\n\" mode 0640", got, info.Mode().Perm())
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*reviewlint*"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestFileRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	readOnly := write("ro.md", "old\n", 0o444)
	if err := File(readOnly, []byte("old\n"), []byte("new\n")); err == nil {
		t.Error("a read-only file was replaced")
	}
	if got, _ := os.ReadFile(readOnly); string(got) != "old\n" {
		t.Errorf("the read-only file holds %q", got)
	}
	changed := write("changed.md", "edited meanwhile\n", 0o644)
	if err := File(changed, []byte("old\n"), []byte("new\n")); !errors.Is(err, ErrChanged) {
		t.Errorf("a file that changed since it was read: %v, want ErrChanged", err)
	}
	target := write("target.md", "old\n", 0o644)
	link := filepath.Join(dir, "link.md")
	if err := os.Symlink("target.md", link); err != nil {
		t.Fatal(err)
	}
	if err := File(link, []byte("old\n"), []byte("new\n")); err == nil {
		t.Error("a symbolic link was replaced by a file")
	}
	hard := filepath.Join(dir, "hard.md")
	if err := os.Link(target, hard); err != nil {
		t.Fatal(err)
	}
	if err := File(hard, []byte("old\n"), []byte("new\n")); err == nil {
		t.Error("a file with two hard links was replaced")
	}
	if got, _ := os.ReadFile(target); string(got) != "old\n" {
		t.Errorf("the linked file holds %q", got)
	}
}
