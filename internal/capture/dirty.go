package capture

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Dirty lists what differs between the work tree (and index) and HEAD,
// as `git status --porcelain` shows it: "M path", "?? path" (untracked
// files count: a test file not committed changes what ran). Paths in
// ignore (repository-relative) are left out: the files capture itself
// writes.
func Dirty(repo *gitrepo.Repo, ignore ...string) ([]string, error) {
	entries, err := repo.WorkTreeStatus()
	if err != nil {
		return nil, err
	}
	skip := map[string]bool{}
	for _, p := range ignore {
		skip[p] = true
	}
	var dirty []string
	for _, e := range entries {
		if _, path, _ := strings.Cut(e, " "); !skip[path] {
			dirty = append(dirty, e)
		}
	}
	return dirty, nil
}
