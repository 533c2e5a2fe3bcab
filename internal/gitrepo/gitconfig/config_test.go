package gitconfig

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// listed formats entries as `git config --list -z` prints them, one
// "name\nvalue" string each.
func listed(entries []Entry) []string {
	var out []string
	for _, e := range entries {
		name := e.Section + "." + e.Key
		if e.Subsection != "" {
			name = e.Section + "." + e.Subsection + "." + e.Key
		}
		out = append(out, name+"\n"+e.Value)
	}
	return out
}

// gitList runs `git config --list -z` with args and splits its output. A
// key without a value ("[core] flag") is printed bare; it reads as true,
// which is what Parse records for it.
func gitList(t *testing.T, r *gittest.Repo, env []string, args ...string) []string {
	t.Helper()
	out := r.GitEnv(env, append([]string{"config", "--list", "-z"}, args...)...)
	var list []string
	for _, item := range strings.Split(strings.TrimSuffix(out, "\x00"), "\x00") {
		if !strings.Contains(item, "\n") {
			item += "\ntrue"
		}
		list = append(list, item)
	}
	return list
}

// TestParseMatchesGit reads a file of git's config syntax (comments,
// quoting, escapes, continuations, the three subsection forms, a key on
// the section header's line) and compares every entry with git's reading.
func TestParseMatchesGit(t *testing.T) {
	r := gittest.New(t)
	path, err := filepath.Abs(filepath.Join("testdata", "syntax.gitconfig"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := Parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	want := gitList(t, r, nil, "--file", path)
	if got := listed(entries); !slices.Equal(got, want) {
		t.Errorf("Parse differs from git\n got: %q\nwant: %q", got, want)
	}
}

// TestLoadMatchesGit builds the files git reads for a repository (global
// with an include, local with include.path and includeIf "gitdir:", the
// worktree file, GIT_CONFIG_COUNT) and compares Load, entry by entry and
// in order, with `git config --list`.
func TestLoadMatchesGit(t *testing.T) {
	r := gittest.New(t)
	write := func(path, text string) {
		t.Helper()
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(r.Home, ".gitconfig"), "[user]\n\tname = Global\n[include]\n\tpath = ~/extra.inc\n")
	write(filepath.Join(r.Home, "extra.inc"), "[x]\n\tfromHome = 1\n")
	write(filepath.Join(r.Dir, "local.inc"), "[x]\n\tfromLocal = 2\n")
	write(filepath.Join(r.Dir, "cond.inc"), "[x]\n\tconditional = yes\n")
	write(filepath.Join(r.Dir, "never.inc"), "[x]\n\tnever = 1\n")
	gitDir := strings.TrimSpace(r.Git("rev-parse", "--absolute-git-dir"))
	r.Git("config", "include.path", "../local.inc")
	r.Git("config", "includeIf.gitdir:"+filepath.Dir(gitDir)+"/.path", filepath.Join(r.Dir, "cond.inc"))
	r.Git("config", "includeIf.gitdir:/nowhere/.path", filepath.Join(r.Dir, "never.inc"))
	r.Git("config", "extensions.worktreeConfig", "true")
	r.Git("config", "--worktree", "x.perWorktree", "wt")
	env := []string{"GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=X.FromEnv", "GIT_CONFIG_VALUE_0=e"}

	vars := map[string]string{"HOME": r.Home, "GIT_CONFIG_NOSYSTEM": "1"}
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		vars[k] = v
	}
	cfg, err := Load(gitDir, gitDir, func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	want := gitList(t, r, env)
	if got := listed(cfg.Entries); !slices.Equal(got, want) {
		t.Errorf("Load differs from git\n got: %q\nwant: %q", got, want)
	}
	if v, ok := cfg.Get("X", "", "CONDITIONAL"); !ok || v != "yes" {
		t.Errorf("Get of an included key, any case: %q %v", v, ok)
	}
}

// FuzzParse: any input parses or fails with an error, never a panic, and
// every entry has the lower-case section and key git compares.
func FuzzParse(f *testing.F) {
	seed, err := os.ReadFile(filepath.Join("testdata", "syntax.gitconfig"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add([]byte("[a \"b\\\"c\"]\nk = \"x\\\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		entries, err := Parse("fuzz", data)
		if err != nil {
			return
		}
		for _, e := range entries {
			if e.Section != strings.ToLower(e.Section) || e.Key != strings.ToLower(e.Key) {
				t.Fatalf("entry %+v is not lower-cased", e)
			}
		}
	})
}
