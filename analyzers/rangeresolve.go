package analyzers

import (
	"fmt"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// resolvedRange is the two sides a run compares and how they were chosen.
type resolvedRange struct {
	base, head       gitrepo.Hash
	baseRev, headRev string
	baseTip          gitrepo.Hash
	compared         string // "merge-base", "tip", "empty-tree" or "staged"
	mergeBases       int
	staged           bool
}

// resolveRange turns the request into the two sides. The old side is the
// merge base of the base revision and the head unless NoMergeBase: once
// the base's branch moves on, comparing its tip would count everything
// it gained since the fork as undone by the change.
func resolveRange(repo *gitrepo.Repo, req Request) (resolvedRange, error) {
	var rng resolvedRange
	if req.Staged {
		if req.BaseRev != "" || req.HeadRev != "" || req.NoMergeBase {
			return rng, fmt.Errorf("%w: --staged compares the index with HEAD; drop --base, --head and --no-merge-base", ErrUsage)
		}
		base, _, err := repo.HeadCommit()
		rng.base, rng.baseTip, rng.compared, rng.staged, rng.baseRev = base, base, "staged", true, "HEAD"
		return rng, err
	}
	rng.baseRev, rng.headRev = req.BaseRev, req.HeadRev
	if rng.baseRev == "" {
		rng.baseRev = DefaultBaseRev
	}
	if rng.headRev == "" {
		rng.headRev = "HEAD"
	}
	if err := notRange(rng.baseRev, rng.headRev); err != nil {
		return rng, err
	}
	var err error
	if rng.head, err = repo.Resolve(rng.headRev); err != nil {
		return rng, fmt.Errorf("%w: head: %w", ErrUsage, err)
	}
	if req.BaseRev == "" && req.HeadRev == "" {
		// The default base is HEAD's parent; a root commit has none,
		// and what it adds is everything, so it is compared with the empty
		// tree, as `git show` shows a root commit.
		root, err := repo.IsRoot(rng.head)
		if err != nil {
			return rng, err
		}
		if root {
			rng.baseRev = EmptyTree
		}
	}
	if rng.baseRev == EmptyTree {
		rng.compared = "empty-tree" // gitrepo reads the zero hash as the empty tree
		return rng, nil
	}
	if rng.baseTip, err = repo.Resolve(rng.baseRev); err != nil {
		return rng, fmt.Errorf("%w: base: %w (for a root commit, compare with the empty tree: --base %s)", ErrUsage, err, EmptyTree)
	}
	if req.NoMergeBase {
		rng.base, rng.compared = rng.baseTip, "tip"
		return rng, nil
	}
	bases, err := repo.MergeBases(rng.baseTip, rng.head)
	if err != nil {
		return rng, fmt.Errorf("merge base of %s and %s: %w", rng.baseRev, rng.headRev, err)
	}
	if len(bases) == 0 {
		return rng, fmt.Errorf("%w: %s and %s share no history, so there is no merge base to compare from: compare the two tips with --no-merge-base",
			ErrUsage, rng.baseRev, rng.headRev)
	}
	rng.base, rng.compared = bases[0], "merge-base"
	if len(bases) > 1 {
		rng.mergeBases = len(bases)
	}
	return rng, nil
}

// changes lists the changed paths between the two sides.
func (rng resolvedRange) changes(repo *gitrepo.Repo) ([]gitrepo.Change, error) {
	if rng.staged {
		return repo.StagedChanges()
	}
	return repo.TreeChanges(rng.base, rng.head)
}

// report starts the run's report with the commits compared.
func (rng resolvedRange) report() *Derivation {
	rep := &Derivation{Version: 1, Base: hashText(rng.base), Head: hashText(rng.head), Staged: rng.staged,
		Compared: rng.compared, BaseRev: rng.baseRev, BaseTip: hashText(rng.baseTip), HeadRev: rng.headRev,
		MergeBases: rng.mergeBases, Results: map[string]any{}, facts: map[string][]analysis.Fact{}}
	if rng.compared == "empty-tree" {
		rep.Base = EmptyTree
	}
	return rep
}
