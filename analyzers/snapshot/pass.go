package snapshot

import (
	"github.com/reviewlint/reviewlint/analyzers/analysis"
)

// FromPass gives a pass's two sides as Snapshots for the
// analyzers that read whole trees (symbols, pointers): the base commit
// (or the empty tree), and the head commit or, for --staged, the index.
// Files over the blob limit are skipped by the analyzers, and said so.
func FromPass(pass *analysis.Pass) (base, head Snapshot, changes []Change, err error) {
	limit := pass.MaxBlobBytes()
	if base, err = FromCommit(pass.Repo, pass.Base, limit); err != nil {
		return nil, nil, nil, err
	}
	if pass.Staged {
		head, err = FromIndex(pass.Repo, limit)
	} else {
		head, err = FromCommit(pass.Repo, pass.Head, limit)
	}
	if err != nil {
		return nil, nil, nil, err
	}
	return base, head, Changes(pass.Changes), nil
}
