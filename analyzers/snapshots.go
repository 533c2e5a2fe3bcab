package analyzers

import (
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// snapshots gives a pass's two sides as snapshot.Snapshots for the
// analyzers that read whole trees (symbols, pointers): the base commit
// (or the empty tree), and the head commit or, for --staged, the index.
// Files over the blob limit are skipped by the analyzers, and said so.
func snapshots(pass *Pass) (base, head snapshot.Snapshot, changes []snapshot.Change, err error) {
	limit := pass.MaxBlobBytes()
	if base, err = snapshot.FromCommit(pass.Repo, pass.Base, limit); err != nil {
		return nil, nil, nil, err
	}
	if pass.Staged {
		head, err = snapshot.FromIndex(pass.Repo, limit)
	} else {
		head, err = snapshot.FromCommit(pass.Repo, pass.Head, limit)
	}
	if err != nil {
		return nil, nil, nil, err
	}
	return base, head, snapshot.Changes(pass.Changes), nil
}
