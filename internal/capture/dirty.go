package capture

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
)

// Dirty lists what differs between the work tree (and index) and HEAD,
// as `git status --porcelain` shows it: "M path", "?? path" (untracked
// files count: a test file not committed changes what ran). Paths in
// ignore (repository-relative) are left out: the files capture itself
// writes. git is the definition of "differs", so it is asked.
func Dirty(dir string, ignore ...string) ([]string, error) {
	cmd := exec.Command("git", "status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules=none")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("git status: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	skip := map[string]bool{}
	for _, p := range ignore {
		skip[p] = true
	}
	var dirty []string
	fields := strings.Split(string(out), "\x00")
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		if len(f) < 4 {
			continue
		}
		status, path := strings.TrimSpace(f[:2]), f[3:]
		if f[0] == 'R' || f[0] == 'C' {
			i++ // the source path follows a rename or copy
		}
		if !skip[path] {
			dirty = append(dirty, status+" "+path)
		}
	}
	return dirty, nil
}

// TopLevel is the work tree's root as git names it.
func TopLevel(dir string) (string, error) {
	cmd := exec.Command("git", "rev-parse", "--show-toplevel")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("not in a git work tree (git rev-parse --show-toplevel: %v)", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// Head is the commit HEAD names, in full.
func Head(dir string) (string, error) {
	cmd := exec.Command("git", "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("HEAD names no commit yet: commit first, evidence names a commit")
	}
	return strings.TrimSpace(string(out)), nil
}
