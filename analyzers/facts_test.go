package analyzers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// wantBullets compares the statement's bullets, with <base> standing for
// the base's short id.
func wantBullets(t *testing.T, got, base string, want ...string) {
	t.Helper()
	var bullets []string
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, "- ") {
			bullets = append(bullets, l)
		}
	}
	wanted := strings.ReplaceAll(strings.Join(want, "\n"), "<base>", base[:12])
	if strings.Join(bullets, "\n") != wanted {
		t.Errorf("coverage:\n%s\nwant:\n%s", strings.Join(bullets, "\n"), wanted)
	}
}

// stage writes files and stages them, leaving the rest of the index alone.
func stage(t *testing.T, r *gittest.Repo, files map[string]string) {
	t.Helper()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(r.Dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		r.Git("add", "--", name)
	}
}

// A conflicted or binary file has no line ranges: the verified totals
// cover only the line-diffed files and say so; an unmerged path has no
// blob to compare either.
func TestTotalsLeaveOutUnmergedAndBinary(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"f": "base\n", "bin": "a\x00\n", "t.txt": "one\ntwo\n"})
	r.Git("checkout", "-q", "-b", "other")
	r.Commit("theirs", map[string]string{"f": "theirs\n"})
	r.Git("checkout", "-q", "main")
	head := r.Commit("ours", map[string]string{"f": "ours\n"})
	r.Git("read-tree", "-m", base, "main", "other") // f in conflict, as after git merge
	stage(t, r, map[string]string{"bin": "b\x00\n", "t.txt": "one\nTWO\nthree\n"})
	got := coverage(t, Request{Dir: r.Dir, Staged: true, Names: []string{"deleted-ranges", "byte-compare"}})
	wantBullets(t, got, head,
		"- line ranges of `f` (unmerged: the index holds conflict stages): COULD NOT CHECK",
		"- 3 files changed between <base> and the index; 1 line-diffed: 1 line deleted and 2 added (minimal line diff of the git objects, git diff -U0 numbering); 1 binary, without line ranges; 1 not checked, listed as such: VERIFIED INDEPENDENTLY",
		"- `bin` modified, binary, no line ranges: VERIFIED INDEPENDENTLY",
		"- `t.txt` modified, old lines 2 deleted, new lines 2-3 added: VERIFIED INDEPENDENTLY",
		"- blob of `f` (unmerged: the index holds conflict stages, no single blob to compare): COULD NOT CHECK",
		"- 3 paths differ between <base> and the index: 2 by blob id (git object ids compared, no diff), 1 unmerged (not checked): VERIFIED INDEPENDENTLY")
}

// A mode-only change keeps its blob id: it is counted apart, and one file
// is "1 file", not "1 files".
func TestModeOnlyIsNotABlobDifference(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"run.sh": "echo\n", "a.txt": "a\n"})
	if err := os.Chmod(filepath.Join(r.Dir, "run.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	r.Commit("exec", nil)
	got := coverage(t, Request{Dir: r.Dir, BaseRev: base, Names: []string{"deleted-ranges", "byte-compare"}})
	wantBullets(t, strings.ReplaceAll(got, r.Git("rev-parse", "--short=12", "HEAD"), "HEAD"), base,
		"- 1 file changed between <base> and HEAD, all line-diffed: 0 lines deleted and 0 added (minimal line diff of the git objects, git diff -U0 numbering): VERIFIED INDEPENDENTLY",
		"- `run.sh` mode-only, mode 100644 -> 100755, no line changed: VERIFIED INDEPENDENTLY",
		"- 1 path differs between <base> and HEAD: 0 by blob id (git object ids compared, no diff), 1 only in mode (same blob id): VERIFIED INDEPENDENTLY")
}
