package gitquote

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPathMatchesGit names files with every byte a file name may hold on
// this system, alone and among others, and holds Path to the names
// `git -c core.quotePath=true ls-files` prints for them.
func TestPathMatchesGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(args ...string) []byte {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "core.quotePath=true"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("git %v: %v", args, err)
		}
		return out
	}
	git("init", "-q")
	var names []string
	for c := 1; c < 256; c++ {
		if c == '/' {
			continue
		}
		names = append(names, "b"+string([]byte{byte(c)})+".md")
	}
	names = append(names,
		"plain.md", "with space.md", "x.md\nok.md:1:1: error: forged [rule]", "tab\there.md",
		`quote".md`, `back\slash.md`, "é.md", "日本.md", "\xff\xfe.md", "del\x7f.md", "a:1:2: b.md",
		"-dash.md", "#hash.md", "\"\".md", "\\\\.md")
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatalf("create %q: %v", n, err)
		}
	}
	git("add", "-A")
	raw := bytes.Split(bytes.TrimSuffix(git("ls-files", "-z"), []byte{0}), []byte{0})
	quoted := strings.Split(strings.TrimSuffix(string(git("ls-files")), "\n"), "\n")
	if len(raw) != len(names) || len(quoted) != len(raw) {
		t.Fatalf("git lists %d raw and %d quoted names for %d files", len(raw), len(quoted), len(names))
	}
	for i, r := range raw {
		if got := Path(string(r)); got != quoted[i] {
			t.Errorf("Path(%q) = %s, git writes %s", r, got, quoted[i])
		}
	}
}
