package hooks

import (
	"fmt"

	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// withLinkedArtifacts adds to the staged changes the reports and verdict
// files the index holds as symbolic links whose resolution reads a path
// the commit changes: changing only what a linked report leads to changes
// the report. Each is added as a change of the link itself, which
// lintStaged follows.
func withLinkedArtifacts(repo *gitrepo.Repo, linter *lint.Linter, changes []gitrepo.Change) ([]gitrepo.Change, error) {
	if len(changes) == 0 {
		return changes, nil
	}
	touched := make(map[string]bool, len(changes))
	for _, c := range changes {
		touched[c.Path] = true
	}
	files, err := repo.StagedFiles()
	if err != nil {
		return nil, fmt.Errorf("read the index %s: %w", repo.IndexPath(), err)
	}
	want := func(p string) bool { return linter.KindOf(p) != lint.None }
	linked, err := engine.LinksThrough(repo, engine.IndexLookup(repo), files, want, touched)
	if err != nil {
		return nil, fmt.Errorf("follow the staged links: %w", err)
	}
	for _, f := range linked {
		changes = append(changes, gitrepo.Change{Path: f.Path, OldPath: f.Path, Status: gitrepo.Modified,
			OldHash: f.Hash, NewHash: f.Hash, OldMode: f.Mode, NewMode: f.Mode})
	}
	return changes, nil
}
