package hooks

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/gitrepo"
	"github.com/reviewlint/reviewlint/lint"
)

// PreCommit lints the reports and verdict files the commit being made adds
// or changes, as the index git names for this hook holds them (under
// `git commit -a` or `git commit PATH…` git passes a temporary index in
// GIT_INDEX_FILE). Deleted files are not linted. It reads blobs only:
// the working tree, the index and the git dir are never written.
//
// dir is where git runs the hook ("" is the current directory). The error
// is for a repository or configuration that cannot be read; findings are
// diagnostics.
func PreCommit(dir string) ([]diag.Diagnostic, error) {
	repo, err := openRepo(dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	cfg, err := commitConfig(repo)
	if err != nil {
		return nil, err
	}
	linter := lint.New(cfg)
	changes, err := repo.StagedChanges()
	if err != nil {
		return nil, fmt.Errorf("list the staged changes: %w", err)
	}
	var ds []diag.Diagnostic
	for _, c := range changes {
		kind := linter.KindOf(c.Path)
		if kind == lint.None || !recordsContent(c) {
			continue
		}
		fileDs, err := lintStaged(repo, linter, c, kind)
		if err != nil {
			return nil, err
		}
		ds = append(ds, fileDs...)
	}
	diag.Sort(ds)
	return ds, nil
}

// recordsContent reports whether the commit records a file's bytes at
// c.Path: not for a deletion, a conflict (git refuses to commit those before
// the hook runs) or a submodule, whose "content" is a commit id.
func recordsContent(c gitrepo.Change) bool {
	switch c.Status {
	case gitrepo.Deleted, gitrepo.Unmerged:
		return false
	}
	return c.NewMode != gitlinkMode
}

// gitlinkMode is the mode git gives a submodule entry. Spelled out here
// because only package gitrepo may import go-git's filemode.
const gitlinkMode = 0o160000

// lintStaged lints the staged blob of one change. An oversized blob is
// reported from its size, without reading it.
func lintStaged(repo *gitrepo.Repo, linter *lint.Linter, c gitrepo.Change, kind lint.Kind) ([]diag.Diagnostic, error) {
	limit := linter.Config().Limits.MaxFileBytes
	size, err := repo.BlobSize(c.NewHash)
	if err != nil {
		return nil, fmt.Errorf("staged %s: %w", c.Path, err)
	}
	if limit > 0 && size > limit {
		return linter.TooLarge(c.Path, size), nil
	}
	content, err := repo.ReadBlob(c.NewHash, limit)
	if errors.Is(err, gitrepo.ErrTooLarge) {
		return linter.TooLarge(c.Path, size), nil
	}
	if err != nil {
		return nil, fmt.Errorf("staged %s: %w", c.Path, err)
	}
	return linter.Lint(c.Path, content, kind), nil
}
