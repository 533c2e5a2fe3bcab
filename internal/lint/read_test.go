package lint

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
)

// TestFilesReadUpToTheLimit lints files from disk through the reused
// buffer: a file of exactly the limit is linted, one byte more is refused
// with its size, an empty file is linted, a missing one is unreadable, and
// a small file after a large one is not polluted by the buffer's past.
func TestFilesReadUpToTheLimit(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cfg := config.Default()
	cfg.Limits.MaxFileBytes = int64(len(goodReport))
	l := New(cfg)
	targets := []Target{
		{Display: "exact.md", Rel: "exact.md", Kind: Report, File: write("exact.md", goodReport)},
		{Display: "over.md", Rel: "over.md", Kind: Report, File: write("over.md", goodReport+"x")},
		{Display: "empty.md", Rel: "empty.md", Kind: Report, File: write("empty.md", "")},
		{Display: "gone.md", Rel: "gone.md", Kind: Report, File: filepath.Join(dir, "gone.md")},
		{Display: "short.md", Rel: "short.md", Kind: Report, File: write("short.md", goodReport[:14])},
	}
	got := map[string][]string{}
	for _, d := range l.LintTargets(targets) {
		got[d.Path] = append(got[d.Path], d.Rule+": "+d.Message)
	}
	if len(got["exact.md"]) != 0 {
		t.Errorf("a file of exactly the limit: %v", got["exact.md"])
	}
	if want := "file is " + itoa(len(goodReport)+1) + " bytes"; len(got["over.md"]) != 1 || !strings.Contains(got["over.md"][0], want) {
		t.Errorf("one byte over the limit: %v, want %q", got["over.md"], want)
	}
	if !strings.Contains(strings.Join(got["empty.md"], "\n"), "coverage-missing") {
		t.Errorf("empty file: %v", got["empty.md"])
	}
	if !strings.Contains(strings.Join(got["gone.md"], "\n"), "file-unreadable") {
		t.Errorf("missing file: %v", got["gone.md"])
	}
	// short.md holds only "Verdict: PASS\n", read into the buffer the
	// longer, clean exact.md just filled: leftover bytes would be sections
	// and hide coverage-missing.
	var buf []byte
	l.lintTarget(targets[0], &buf)
	var rules []string
	ds, _ := l.lintTarget(targets[4], &buf)
	for _, d := range ds {
		rules = append(rules, d.Rule)
	}
	if s := strings.Join(rules, " "); !strings.Contains(s, "coverage-missing") || strings.Contains(s, "verdict-missing") {
		t.Errorf("short file read after a long one into the same buffer: %s", s)
	}
}
