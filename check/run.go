package check

import (
	"fmt"

	"github.com/reviewlint/reviewlint/config"
	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/gitrepo"
	"github.com/reviewlint/reviewlint/lint"
)

// Options tune a check.
type Options struct {
	// Config replaces the rules.toml at the head commit when set
	// (`check --config`).
	Config *config.Config
}

// maxConfigBytes bounds the rules.toml read from the head commit.
const maxConfigBytes = 1 << 20

// Range checks the commits of spec, "A..B" as git reads it: reachable from
// B and not from A.
func Range(repo *gitrepo.Repo, spec string, opts Options) ([]diag.Diagnostic, error) {
	base, head, err := repo.ResolveRange(spec)
	if err != nil {
		return nil, err
	}
	commits, err := repo.Commits(base, head)
	if err != nil {
		return nil, fmt.Errorf("list the commits of %s: %w", spec, err)
	}
	return Commits(repo, commits, opts)
}

// Commits checks commits, listed parents before children as gitrepo lists
// them, so that the last one is the head whose files are linted. No
// commits, no diagnostics.
func Commits(repo *gitrepo.Repo, commits []gitrepo.Commit, opts Options) ([]diag.Diagnostic, error) {
	if len(commits) == 0 {
		return nil, nil
	}
	head := commits[len(commits)-1]
	cfg := opts.Config
	if cfg == nil {
		var err error
		if cfg, err = configAt(repo, head); err != nil {
			return nil, err
		}
	}
	linter := lint.New(cfg)
	linter.SHA = head.Hash.String()
	sameCodeCommits, err := sameCode(repo, linter, head.Hash)
	if err != nil {
		return nil, err
	}
	linter.SameCode = sameCodeCommits
	changed, err := changedArtifacts(repo, linter, commits)
	if err != nil {
		return nil, err
	}
	ds, err := lintAtHead(repo, linter, head, changed)
	if err != nil {
		return nil, err
	}
	msgDs, err := checkMessages(repo, linter, commits, changed)
	if err != nil {
		return nil, err
	}
	ds = append(ds, msgDs...)
	diag.Sort(ds)
	return ds, nil
}

// configAt reads the rules.toml the head commit holds, else the defaults:
// a change is checked by the rules it ships with, as the pre-commit hook
// checks a commit by its staged rules.toml.
func configAt(repo *gitrepo.Repo, head gitrepo.Commit) (*config.Config, error) {
	h, _, ok, err := repo.FileAt(head.Hash, config.FileName)
	if err != nil {
		return nil, fmt.Errorf("look for %s at %s: %w", config.FileName, short(head), err)
	}
	if !ok {
		return config.Default(), nil
	}
	data, err := repo.ReadBlob(h, maxConfigBytes)
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", config.FileName, short(head), err)
	}
	return config.Parse(fmt.Sprintf("%s (at %s)", config.FileName, short(head)), data)
}

// short is the abbreviated id diagnostics and messages print.
func short(c gitrepo.Commit) string { return c.Hash.String()[:12] }
