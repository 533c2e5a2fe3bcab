package check

import (
	"fmt"

	"github.com/reviewlint/reviewlint/gitrepo"
	"github.com/reviewlint/reviewlint/lint"
)

// maxArtifactCommits bounds the walk back through commits that only add or
// change review artifacts.
const maxArtifactCommits = 100

// sameCode returns the first-parent ancestors of head whose code is head's:
// reached through commits that change only review reports and verdict files.
// The usual flow commits the work, then the report that reviews it; the
// report cannot name the commit that holds it, so its evidence names the
// work's commit, and that is current as long as no code changed since.
// A merge, a root commit or any change to another file ends the walk.
func sameCode(repo *gitrepo.Repo, linter *lint.Linter, head gitrepo.Hash) ([]string, error) {
	var out []string
	cur := head
	for range maxArtifactCommits {
		if _, err := repo.Resolve(cur.String() + "^2"); err == nil {
			return out, nil // a merge: its first parent's code is not its own
		}
		parent, err := repo.Resolve(cur.String() + "^")
		if err != nil {
			return out, nil // a root commit
		}
		changes, err := repo.TreeChanges(parent, cur)
		if err != nil {
			return nil, fmt.Errorf("compare %s with its parent: %w", cur.String()[:12], err)
		}
		for _, c := range changes {
			if linter.KindOf(c.Path) == lint.None || (c.OldPath != "" && linter.KindOf(c.OldPath) == lint.None) {
				return out, nil
			}
		}
		out = append(out, parent.String())
		cur = parent
	}
	return out, nil
}
