package engine

import (
	"fmt"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// maxArtifactCommits bounds the walk back through commits that only add or
// change review artifacts.
const maxArtifactCommits = 100

// SameCode returns the first-parent ancestors of head whose code is head's:
// reached through commits that change only review reports and verdict files.
// The usual flow commits the work, then the report that reviews it; the
// report cannot name the commit that holds it, so its evidence names the
// work's commit, and that is current as long as no code changed since.
// A merge, a root commit or any change to another file ends the walk.
// `check` and the pre-commit hook both judge evidence-stale by it.
func SameCode(repo *gitrepo.Repo, linter *lint.Linter, head gitrepo.Hash) ([]string, error) {
	var out []string
	cur := head
	for range maxArtifactCommits {
		c, err := repo.ReadCommit(cur)
		if err != nil {
			return nil, err
		}
		if len(c.Parents) != 1 {
			return out, nil // a root commit; or a merge, whose first parent's code is not its own
		}
		parent := c.Parents[0]
		changes, err := repo.TreeChanges(parent, cur)
		if err != nil {
			return nil, fmt.Errorf("compare %s with its parent: %w", cur.String()[:12], err)
		}
		for _, ch := range changes {
			if linter.KindOf(ch.Path) == lint.None || (ch.OldPath != "" && linter.KindOf(ch.OldPath) == lint.None) {
				return out, nil
			}
		}
		out = append(out, parent.String())
		cur = parent
	}
	return out, nil
}

// Abbreviations resolves abbreviated ids in repo for evidence-stale (see
// contract.Options.Abbrev), while repo is open.
func Abbreviations(repo *gitrepo.Repo) func(string) (string, bool) {
	return func(abbrev string) (string, bool) {
		h, ok, err := repo.Abbrev(abbrev)
		return h.String(), ok && err == nil
	}
}
