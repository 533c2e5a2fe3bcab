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
// PreCommit reads through. So are the files under a linked folder that
// the globs select by their path through the link (reviews/x.md for
// reviews -> docs), when the commit changes them or a link on the way.
func withLinkedArtifacts(repo *gitrepo.Repo, linter *lint.Linter, changes []gitrepo.Change) ([]gitrepo.Change, error) {
	if len(changes) == 0 {
		return changes, nil
	}
	touched := make(map[string]bool, len(changes))
	for _, c := range changes {
		touched[c.Path] = true
	}
	files, err := repo.StagedLinks()
	if err != nil {
		return nil, fmt.Errorf("read the index %s: %w", repo.IndexPath(), err)
	}
	linked, err := engine.LinkedChanges(repo, engine.IndexLookup(repo), linter, files, touched)
	if err != nil {
		return nil, fmt.Errorf("follow the staged links: %w", err)
	}
	// Following a link to a folder needs the entries under the folder it
	// leads to: the whole listing is read only when a link stands where
	// reports could be.
	listing := files
	for _, f := range files {
		if linter.CouldHold(f.Path) {
			if listing, err = repo.StagedFiles(); err != nil {
				return nil, fmt.Errorf("read the index %s: %w", repo.IndexPath(), err)
			}
			break
		}
	}
	reached, err := engine.ThroughFolderLinks(repo, engine.IndexLookup(repo), linter, listing)
	if err != nil {
		return nil, fmt.Errorf("follow the staged links to folders: %w", err)
	}
	changes = append(changes, linked...)
	return append(changes, engine.ChangedThrough(reached, touched)...), nil
}
