package deletedranges_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/deletedranges"
	"github.com/reviewlint/reviewlint/analyzers/linediff"
)

// oracleRepo is a temporary repository driven by the real git binary.
type oracleRepo struct {
	t   *testing.T
	dir string
	env []string
}

func newOracleRepo(t *testing.T) *oracleRepo {
	t.Helper()
	root := t.TempDir()
	r := &oracleRepo{t: t, dir: filepath.Join(root, "repo")}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GIT_") && !strings.HasPrefix(kv, "HOME=") {
			r.env = append(r.env, kv)
		}
	}
	r.env = append(r.env, "HOME="+root, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=A", "GIT_AUTHOR_EMAIL=a@example.com",
		"GIT_COMMITTER_NAME=C", "GIT_COMMITTER_EMAIL=c@example.com")
	os.MkdirAll(r.dir, 0o755)
	r.git("init", "-q", "-b", "main")
	return r
}

func (r *oracleRepo) git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Env = r.dir, r.env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

func (r *oracleRepo) write(path string, content []byte) {
	r.t.Helper()
	full := filepath.Join(r.dir, path)
	os.RemoveAll(full)
	os.MkdirAll(filepath.Dir(full), 0o755)
	if err := os.WriteFile(full, content, 0o644); err != nil {
		r.t.Fatal(err)
	}
}

func (r *oracleRepo) commit(msg string) string {
	r.t.Helper()
	r.git("add", "-A")
	r.git("commit", "-q", "--allow-empty", "-m", msg)
	return strings.TrimSpace(r.git("rev-parse", "HEAD"))
}

// numstat is git's per-path totals: deleted, added, or -1 for binary.
func (r *oracleRepo) numstat(base, head string) map[string][2]int {
	out := r.git("diff", "--numstat", "-z", "--minimal", "--no-renames", base, head)
	stats := map[string][2]int{}
	for _, rec := range strings.Split(strings.TrimSuffix(out, "\x00"), "\x00") {
		if rec == "" {
			continue
		}
		parts := strings.SplitN(rec, "\t", 3)
		added, err1 := strconv.Atoi(parts[0])
		deleted, err2 := strconv.Atoi(parts[1])
		if err1 != nil || err2 != nil {
			added, deleted = -1, -1
		}
		stats[parts[2]] = [2]int{deleted, added}
	}
	return stats
}

// checkAgainstGit derives deleted-ranges for base..head and compares every
// file with git: totals equal `git diff --minimal`'s, hunks rebuild head.
func checkAgainstGit(t *testing.T, r *oracleRepo, base, head string) {
	t.Helper()
	rep, err := analyzers.Derive(analyzers.Request{Dir: r.dir, BaseRev: base, HeadRev: head, Names: []string{"deleted-ranges"}})
	if err != nil {
		t.Fatalf("derive %s..%s: %v", base, head, err)
	}
	result := rep.Results["deleted-ranges"].(*deletedranges.Result)
	want := r.numstat(base, head)
	if len(result.Files) != len(want) {
		t.Errorf("%s..%s: %d files, git lists %d", base, head, len(result.Files), len(want))
	}
	for _, f := range result.Files {
		w, ok := want[f.Path]
		switch {
		case !ok:
			t.Errorf("%s: git does not list it", f.Path)
			continue
		case f.Skipped != "":
			t.Errorf("%s: skipped: %s", f.Path, f.Skipped)
			continue
		case f.Binary != (w[0] < 0):
			t.Errorf("%s: binary %v, git numstat %v", f.Path, f.Binary, w)
			continue
		case f.Binary:
			continue
		}
		deleted, added := linediff.Totals(f.Hunks)
		if f.FileKind != "" || f.Status == "type-changed" {
			if deleted != w[0] || added != w[1] {
				t.Errorf("%s %s..%s: -%d +%d, git --minimal says -%d +%d", f.Path, base[:7], head[:7], deleted, added, w[0], w[1])
			}
			continue
		}
		oldText, newText := r.blob(base, f.OldPath), r.blob(head, f.Path)
		if f.Status == "deleted" {
			newText = nil
		}
		if deleted != w[0] || added != w[1] {
			// git before 2.40 drops lines that occur too often from the
			// Myers input even under --minimal (xdl_cleanup_records did not
			// check XDF_NEED_MINIMAL), so its totals can exceed the minimum.
			// Smaller totals are right only if an exact LCS agrees.
			minDel, minAdd := exactMinimal(oldText, newText)
			if deleted != minDel || added != minAdd || deleted+added > w[0]+w[1] {
				t.Errorf("%s %s..%s: -%d +%d, git --minimal says -%d +%d, an exact LCS -%d +%d", f.Path, base[:7], head[:7], deleted, added, w[0], w[1], minDel, minAdd)
			}
		}
		if rebuilt := linediff.Apply(oldText, newText, f.Hunks); !bytes.Equal(rebuilt, newText) {
			t.Errorf("%s: hunks %v do not rebuild head", f.Path, f.Hunks)
		}
	}
}

func (r *oracleRepo) blob(rev, path string) []byte {
	if path == "" {
		return nil
	}
	cmd := exec.Command("git", "cat-file", "blob", rev+":"+path)
	cmd.Dir, cmd.Env = r.dir, r.env
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	return out
}

func lines(n int, format string) []byte {
	var b bytes.Buffer
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, format, i)
	}
	return b.Bytes()
}

// exactMinimal counts the deleted and added lines of a minimal line diff
// by dynamic programming over the longest common subsequence: slow and
// independent of both the diff under test and git. Lines keep their newline, so "x"
// and "x\n" differ, as in git.
func exactMinimal(oldText, newText []byte) (deleted, added int) {
	a, b := splitKeepNewline(oldText), splitKeepNewline(newText)
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := range a {
		for j := range b {
			switch {
			case a[i] == b[j]:
				cur[j+1] = prev[j] + 1
			case prev[j+1] >= cur[j]:
				cur[j+1] = prev[j+1]
			default:
				cur[j+1] = cur[j]
			}
		}
		prev, cur = cur, prev
	}
	common := prev[len(b)]
	return len(a) - common, len(b) - common
}

func splitKeepNewline(text []byte) []string {
	var out []string
	for len(text) > 0 {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			out = append(out, string(text))
			break
		}
		out = append(out, string(text[:i+1]))
		text = text[i+1:]
	}
	return out
}
