package repofiles_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const (
	hooksStart = "<!-- hooks:start -->\n"
	hooksEnd   = "<!-- hooks:end -->"
)

// tracedHooks are the hooks that can refuse a commit or its sending; the
// test installs one of each that only logs its name.
var tracedHooks = []string{"pre-commit", "pre-merge-commit", "commit-msg", "applypatch-msg", "pre-applypatch", "pre-push"}

// hookChecks is what reviewlint checks in each hook it installs.
var hookChecks = map[string]string{
	"pre-commit":       "`pre-commit`: the staged reports and verdict files, as the index git names holds them",
	"pre-merge-commit": "`pre-merge-commit`: the merge result in the index, as `pre-commit` does",
	"commit-msg":       "`commit-msg`: the message's review trailers (merges, reverts and `fixup!` skipped by default, unless a verdict trailer claims a pass)",
	"pre-applypatch":   "`pre-applypatch`: the reports and verdict files the patch leaves in the index, and the message that will be recorded",
	"pre-push":         "`pre-push`: the commits sent, as `check --range` checks them",
	"applypatch-msg":   "", // not installed: the patch is not in the index yet
}

// gitPath is one way git makes or sends commits: the row of docs/hooks.md
// that names it, and shell commands that take it, run from the fixture's
// repository.
type gitPath struct {
	command string   // the table's first column
	cases   []string // each a shell script; all must run exactly hooks
	hooks   []string // what git runs, in the order git runs them
	what    string   // what reviewlint checks, when no hook of ours runs
}

// later is what checks a commit made with no hook of ours.
const later = "nothing when the commit is made; `pre-push` checks it before it leaves"

// gitPaths is the table of hooks in docs/hooks.md. Each case is run with
// real git and tracing hooks: the hooks column is what git ran, not what
// we recall.
var gitPaths = []gitPath{
	{"`git commit`, `commit -a`, `commit PATH…`, `commit --amend`, `commit --fixup`", []string{
		"echo x >x; git add x; git commit -q -m x",
		"echo y >>f; git commit -q -a -m y",
		"echo y >>f; git commit -q -m y f",
		"git commit -q --amend --no-edit",
		"echo y >>f; git commit -q -a --fixup HEAD",
	}, []string{"pre-commit", "commit-msg"}, ""},
	{"`git commit --no-verify` (`-n`)", []string{
		"echo y >>f; git commit -q -a --no-verify -m y",
		"echo y >>f; git commit -q -a -n -m y",
	}, nil, later},
	{"`git merge` needing no conflict resolution, `git pull` merging", []string{
		"git merge -q --no-edit side",
		"git pull -q --no-rebase --no-edit . side",
	}, []string{"pre-merge-commit", "commit-msg"}, ""},
	{"`git merge --no-verify`", []string{"git merge -q --no-verify --no-edit side"}, nil, later},
	{"`git merge` with conflicts, concluded by `git commit` or `git merge --continue`; `git merge --squash` then `git commit`", []string{
		"! git merge -q clash >/dev/null 2>&1; echo resolved >f; git add f; git commit -q --no-edit",
		"! git merge -q clash >/dev/null 2>&1; echo resolved >f; git add f; git merge --continue >/dev/null",
		"git merge -q --squash side >/dev/null; git commit -q -m squashed",
	}, []string{"pre-commit", "commit-msg"}, ""},
	{"`git merge` fast-forward, `git pull` fast-forward", []string{
		"git merge -q --ff-only ahead",
		"git pull -q --ff-only . ahead",
	}, nil, later},
	{"`git cherry-pick`, `git revert` (also with `-e` or an edited message)", []string{
		"git cherry-pick side >/dev/null",
		"git cherry-pick -e side >/dev/null",
		"git revert --no-edit HEAD >/dev/null",
		"git revert HEAD >/dev/null",
	}, nil, later},
	{"`git cherry-pick`, `git revert` with conflicts, concluded by `--continue`", []string{
		"! git cherry-pick clash >/dev/null 2>&1; echo resolved >f; git add f; git cherry-pick --continue >/dev/null",
		"! git revert --no-edit HEAD~1 >/dev/null 2>&1; echo resolved >f; git add f; git revert --continue >/dev/null",
	}, []string{"pre-commit", "commit-msg"}, ""},
	{"`git rebase`, `rebase --merge`, `rebase -i` (pick, squash, fixup, edit), `pull --rebase`, also with conflicts concluded by `git rebase --continue`", []string{
		"git rebase -q side",
		"git checkout -q ahead; GIT_SEQUENCE_EDITOR='sed -i 2s/^pick/squash/' git rebase -q -i HEAD~2",
		"git checkout -q ahead; GIT_SEQUENCE_EDITOR='sed -i 2s/^pick/fixup/' git rebase -q -i HEAD~2",
		"GIT_SEQUENCE_EDITOR='sed -i s/^pick/edit/' git rebase -q -i side; git rebase --continue",
		"! git rebase -q clash >/dev/null 2>&1; echo resolved >f; git add f; git rebase --continue >/dev/null",
		"git rebase -q --merge side",
		"GIT_SEQUENCE_EDITOR=true git rebase -q -i side",
		"git pull -q --rebase . side",
	}, nil, later},
	{"`git rebase -i` rewording a commit", []string{
		"GIT_SEQUENCE_EDITOR='sed -i s/^pick/reword/' git rebase -q -i side",
	}, []string{"pre-commit", "commit-msg"}, ""},
	{"`git am`, `git rebase --apply`, also with conflicts concluded by `--continue`", []string{
		"git format-patch -q -1 side -o ../p; git am -q ../p/*.patch",
		"git format-patch -q -1 clash -o ../p; ! git am -q -3 ../p/*.patch >/dev/null 2>&1; echo resolved >f; git add f; git am --continue >/dev/null",
		"git rebase -q --apply side",
		"! git rebase -q --apply clash >/dev/null 2>&1; echo resolved >f; git add f; git rebase --continue >/dev/null",
	}, []string{"applypatch-msg", "pre-applypatch"}, ""},
	{"`git push`", []string{"git push -q origin main", "git push -q origin side:refs/heads/new"}, []string{"pre-push"}, ""},
	{"`git push --no-verify`", []string{"git push -q --no-verify origin main"}, nil,
		"nothing; CI (`reviewlint check --range`) and the server's `pre-receive` hook, which no client can skip"},
}

// fixture: main and side diverge without conflict; clash changes f as main
// does; ahead is main plus one commit.
const fixture = `set -e
git init -q --bare -b main remote.git
git init -q -b main repo
cd repo
git remote add origin ../remote.git
echo base >f; git add f; git commit -q -m base
git push -q origin main
git checkout -q -b side; echo s >s; git add s; git commit -q -m side
git checkout -q -b clash main; echo clash >f; git commit -q -a -m clash
git checkout -q main; echo main >f; git commit -q -a -m main
git checkout -q -b ahead; echo a >a; git add a; git commit -q -m ahead
git checkout -q main
`

func TestHookTable(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not on PATH")
	}
	fixtureDir := t.TempDir()
	gitSh(t, fixtureDir, fixture)
	for _, p := range gitPaths {
		for _, script := range p.cases {
			got := runTraced(t, fixtureDir, script)
			if !slices.Equal(got, p.hooks) {
				t.Errorf("%s\n  %s: git ran %v, the table says %v", p.command, script, got, p.hooks)
			}
		}
	}
	readme, err := os.ReadFile("docs/hooks.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	start, end := strings.Index(text, hooksStart), strings.Index(text, hooksEnd)
	if start < 0 || end < start {
		t.Fatalf("docs/hooks.md lacks the %q … %q markers", hooksStart, hooksEnd)
	}
	want := text[:start+len(hooksStart)] + hookTable() + text[end:]
	if *update {
		if err := os.WriteFile("docs/hooks.md", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if want != text {
		t.Errorf("docs/hooks.md's hook table is out of date: run go test ./internal/repofiles -run HookTable -update")
	}
}

func hookTable() string {
	var b strings.Builder
	b.WriteString("| git command | hooks git runs | what reviewlint checks |\n|---|---|---|\n")
	for _, p := range gitPaths {
		var names, checks []string
		for _, h := range p.hooks {
			names = append(names, "`"+h+"`")
			if c := hookChecks[h]; c != "" {
				checks = append(checks, c)
			}
		}
		hooks, what := strings.Join(names, ", "), strings.Join(checks, "; ")
		if hooks == "" {
			hooks = "none"
		}
		if what == "" {
			what = p.what
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", p.command, hooks, what)
	}
	return b.String()
}

// gitEnv is the environment of every git command the test runs: no
// configuration but the repository's, a fixed identity, no editor, and
// none of the GIT_* variables of a hook that may be running the tests
// (GIT_DIR or GIT_INDEX_FILE would point git at the outer repository).
func gitEnv(home string) []string {
	return append(environWithoutGit(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null", "HOME="+home,
		"GIT_AUTHOR_NAME=A", "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME=C",
		"GIT_COMMITTER_EMAIL=c@example.com", "GIT_EDITOR=true", "GIT_MERGE_AUTOEDIT=no")
}

// environWithoutGit is the test process's environment less its GIT_*
// variables.
func environWithoutGit() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GIT_") {
			env = append(env, kv)
		}
	}
	return env
}

func gitSh(t *testing.T, dir, script string) {
	t.Helper()
	cmd := exec.Command("sh", "-ec", script)
	cmd.Dir, cmd.Env = dir, gitEnv(dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
}

// runTraced runs script in a fresh copy of the fixture whose hooks log
// their names, and returns the names logged.
func runTraced(t *testing.T, fixtureDir, script string) []string {
	t.Helper()
	dir := t.TempDir()
	gitSh(t, dir, "cp -a '"+fixtureDir+"'/. .")
	repo, log := filepath.Join(dir, "repo"), filepath.Join(dir, "log")
	for _, h := range tracedHooks {
		hook := fmt.Sprintf("#!/bin/sh\necho %s >>'%s'\n", h, log)
		if err := os.WriteFile(filepath.Join(repo, ".git", "hooks", h), []byte(hook), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	gitSh(t, repo, script)
	data, err := os.ReadFile(log)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(data))
}
