package gitrepo

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Worktree is one work tree of a repository, as `git worktree list`
// lists it.
type Worktree struct {
	Path string
	// Bare is the entry of a bare repository's own folder: no work tree.
	Bare bool
	// Missing is a linked worktree whose folder is gone (git calls it
	// prunable): nothing can be committed there.
	Missing bool
}

// Worktrees asks git for every work tree of the repository, the main one
// first (`git worktree list --porcelain -z`).
func (r *Repo) Worktrees() ([]Worktree, error) {
	out, _, err := r.runGit("worktree", "list", "--porcelain", "-z")
	if err != nil {
		return nil, err
	}
	var list []Worktree
	for _, field := range strings.Split(string(out), "\x00") {
		key, value, _ := strings.Cut(field, " ")
		switch {
		case key == "worktree":
			list = append(list, Worktree{Path: value})
		case len(list) == 0:
		case key == "bare":
			list[len(list)-1].Bare = true
		case key == "prunable":
			list[len(list)-1].Missing = true
		}
	}
	return list, nil
}

// HooksDirIn asks git where it runs hooks from in the work tree at dir,
// as a commit made there would: `git rev-parse --git-path hooks` run
// there, with none of this process's GIT_DIR-like variables, which would
// make git answer for another work tree.
func HooksDirIn(dir string) (string, error) {
	path, err := exec.LookPath("git")
	if err != nil {
		return "", ErrNoGit
	}
	ctx, cancel := context.WithTimeout(context.Background(), gitTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "rev-parse", "--git-path", "hooks/pre-commit")
	cmd.Dir = dir
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_INDEX_FILE", "GIT_PREFIX":
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("git rev-parse --git-path hooks in %s: %s", dir, strings.TrimSpace(stderr.String()+" "+err.Error()))
	}
	p := strings.TrimRight(stdout.String(), "\r\n")
	if p == "" || strings.ContainsRune(p, '\n') {
		return "", fmt.Errorf("git rev-parse --git-path hooks in %s: unexpected answer %q", dir, stdout.String())
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, p) // git answers relative to where it ran
	}
	return filepath.Dir(filepath.Clean(p)), nil
}
