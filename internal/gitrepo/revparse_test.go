package gitrepo

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestResolveMatchesGit compares Resolve with `git rev-parse REV^{commit}`
// over names, abbreviations and suffixes, with packed and loose refs.
func TestResolveMatchesGit(t *testing.T) {
	r := newTestRepo(t)
	history(r, 6, 8)
	r.git("checkout", "-q", "-b", "side", "HEAD~2")
	r.write("side.txt", "one\n")
	r.commitAll("side one")
	r.write("side.txt", "two\n")
	r.commitAll("side two")
	r.git("checkout", "-q", "main")
	r.git("merge", "-q", "--no-ff", "-m", "merge", "side")
	r.git("tag", "-a", "-m", "annotated", "v2", "HEAD~1")
	r.git("tag", "light", "HEAD~3")
	r.git("pack-refs", "--all")
	r.git("branch", "loose-branch", "HEAD^2")
	r.git("gc", "-q")
	head := strings.TrimSpace(r.git("rev-parse", "HEAD"))
	repo := r.open(r.dir)
	for _, rev := range []string{"HEAD", "@", "main", "refs/heads/main", "heads/main", "side", "loose-branch",
		"v2", "light", "tags/v2", "HEAD~3", "HEAD^", "HEAD^2", "HEAD^2~1", "HEAD^^", "HEAD~0", "HEAD^0",
		"v2^{}", "v2^{commit}~1", "main~2^", "ORIG_HEAD", head, head[:7], strings.ToUpper(head[:9])} {
		want := strings.TrimSpace(r.git("rev-parse", rev+"^{commit}"))
		got, err := repo.Resolve(rev)
		if err != nil || got.String() != want {
			t.Errorf("Resolve(%q) = %s, %v; git says %s", rev, got, err, want)
		}
	}
	// git's range shorthands (^!, ^@, ^-) and anything else after a suffix
	// name no single commit: refused, never read as more ~ or ^ steps.
	for _, rev := range []string{"nope", "HEAD~100", "HEAD^3", "HEAD@{1}", "HEAD:f", "main^{tree}", "v2^{/x}", "0000",
		"HEAD^!", "HEAD~1^!", "HEAD^@", "HEAD^-", "HEAD^-1", "HEAD~x", "HEAD^{}!"} {
		if got, err := repo.Resolve(rev); err == nil {
			t.Errorf("Resolve(%q) = %s, want an error", rev, got)
		}
	}
}

// TestResolveTopLevelFilesAsGit: a file at the top of the git folder with
// a ref-like name (upper case and underscores) is read as git reads it.
// One that does not hold an object id or a symbolic ref (COMMIT_EDITMSG,
// a stray file) is no ref: git goes on to refs/NAME, tags and branches,
// and so must Resolve, never take the garbage for an object id.
func TestResolveTopLevelFilesAsGit(t *testing.T) {
	r := newTestRepo(t)
	history(r, 4, 3)
	head := strings.TrimSpace(r.git("rev-parse", "HEAD"))
	first := strings.TrimSpace(r.git("rev-parse", "HEAD~3"))
	// Branches named as the top-level files, at another commit than HEAD.
	for _, b := range []string{"COMMIT_EDITMSG", "FOO", "GARBAGE_HEAD", "SHORT", "TRAILING", "VTAB", "DANGLING", "DIR"} {
		r.git("branch", b, "HEAD~2")
	}
	gitDir := filepath.Join(r.dir, ".git")
	files := map[string]string{
		"COMMIT_EDITMSG": "fix the parser\n", // git writes it at every commit
		"FOO":            "garbage\n",
		"GARBAGE_HEAD":   "ref: \n",
		"SHORT":          head[:20] + "\n",
		"TRAILING":       head + "garbage\n",
		"SPACED":         head + " trailing words\n",
		"VTAB":           head + "\v\n",
		"TAB":            head + "\tFETCH_HEAD-like\n",
		"BARE":           first, // no newline
		"SYM":            "ref: refs/heads/main\n",
		"DANGLING":       "ref: refs/heads/nowhere\n",
		"LOWER":          "ref: refs/heads/main\n",
		"UNKNOWN":        strings.Repeat("1", 40) + "\n", // an id of no object
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(gitDir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(gitDir, "DIR"), 0o755); err != nil {
		t.Fatal(err)
	}
	repo := r.open(r.dir)
	for _, rev := range []string{"COMMIT_EDITMSG", "FOO", "GARBAGE_HEAD", "SHORT", "TRAILING", "SPACED", "VTAB", "TAB", "BARE",
		"SYM", "DANGLING", "DIR", "UNKNOWN", "COMMIT_EDITMSG~1", "FOO^", "NOSUCH", "lower", "HEAD", "ORIG_HEAD"} {
		cmd := exec.Command("git", "rev-parse", "--verify", "-q", rev+"^{commit}")
		cmd.Dir, cmd.Env = r.dir, gitEnv(r.home)
		out, gitErr := cmd.Output()
		got, err := repo.Resolve(rev)
		switch {
		case gitErr != nil && err == nil:
			t.Errorf("Resolve(%q) = %s; git resolves nothing", rev, got)
		case gitErr == nil && (err != nil || got.String() != strings.TrimSpace(string(out))):
			t.Errorf("Resolve(%q) = %s, %v; git says %s", rev, got, err, strings.TrimSpace(string(out)))
		}
	}
}
