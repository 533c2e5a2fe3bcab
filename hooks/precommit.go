package hooks

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/check"
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
	links := &indexLinks{repo: repo}
	for _, c := range changes {
		kind := linter.KindOf(c.Path)
		if kind == lint.None || !recordsContent(c) {
			continue
		}
		fileDs, err := lintStaged(repo, linter, links, c, kind)
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

// gitlinkMode is the mode git gives a submodule entry, symlinkMode a
// symbolic link's. Spelled out here because only package gitrepo may
// import go-git's filemode.
const (
	gitlinkMode = 0o160000
	symlinkMode = 0o120000
)

// indexLinks builds the index lookup that symbolic links are followed
// through, the first time a staged report is a link: most commits have
// none, and the lookup reads every index entry.
type indexLinks struct {
	repo   *gitrepo.Repo
	lookup check.Lookup
}

func (l *indexLinks) get() (check.Lookup, error) {
	if l.lookup == nil {
		lookup, err := check.IndexLookup(l.repo)
		if err != nil {
			return nil, fmt.Errorf("read the index %s: %w", l.repo.IndexPath(), err)
		}
		l.lookup = lookup
	}
	return l.lookup, nil
}

// lintStaged lints the staged blob of one change; a symbolic link as the
// staged file it leads to, since `lint` follows links too and git records
// only the target's name. An oversized blob is reported from its size,
// without reading it.
func lintStaged(repo *gitrepo.Repo, linter *lint.Linter, links *indexLinks, c gitrepo.Change, kind lint.Kind) ([]diag.Diagnostic, error) {
	h := c.NewHash
	if c.NewMode == symlinkMode {
		lookup, err := links.get()
		if err != nil {
			return nil, err
		}
		target, mode, err := check.Resolve(lookup, func(h gitrepo.Hash) ([]byte, error) { return repo.ReadBlob(h, 4096) }, c.Path)
		var linkErr *check.LinkError
		switch {
		case errors.As(err, &linkErr):
			return linter.Unreadable(c.Path, err), nil
		case err != nil:
			return nil, fmt.Errorf("staged %s: %w", c.Path, err)
		case mode == gitlinkMode:
			return linter.Unreadable(c.Path, &check.LinkError{Path: c.Path, Reason: "points at a submodule, not a file"}), nil
		}
		h = target
	}
	limit := linter.Config().Limits.MaxFileBytes
	size, err := repo.BlobSize(h)
	if err != nil {
		return nil, fmt.Errorf("staged %s: %w", c.Path, err)
	}
	if limit > 0 && size > limit {
		return linter.TooLarge(c.Path, size), nil
	}
	content, err := repo.ReadBlob(h, limit)
	if errors.Is(err, gitrepo.ErrTooLarge) {
		return linter.TooLarge(c.Path, size), nil
	}
	if err != nil {
		return nil, fmt.Errorf("staged %s: %w", c.Path, err)
	}
	return linter.Lint(c.Path, content, kind), nil
}
