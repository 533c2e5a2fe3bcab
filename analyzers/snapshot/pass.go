package snapshot

import (
	"github.com/reviewlint/reviewlint/analyzers/analysis"
)

// Analyzer lists the two sides of the change once per run, for every
// analyzer that reads whole trees: each requires it and reads its *Sides
// from Pass.ResultOf, so a run lists the base and the head once however
// many of them are selected.
var Analyzer = &analysis.Analyzer{
	Name: "snapshots",
	Doc: `the base and head trees as snapshots, listed once per run

The base commit (or the empty tree) and the head commit or, for --staged,
the index, each listed once from its trees (no blob read), with the changed
paths between them. Analyzers that read whole trees require it; it states
no fact of its own.`,
	Run: runSnapshots,
}

// Sides is the snapshots analyzer's result. The snapshots are shared by
// every analyzer of the run: read them, never modify what they return.
// Files over the blob limit fail to read, and the analyzers say so.
type Sides struct {
	Base, Head Snapshot
	Changes    []Change
}

func runSnapshots(pass *analysis.Pass) (any, error) {
	limit := pass.MaxBlobBytes()
	base, err := FromCommit(pass.Repo, pass.Base, limit)
	if err != nil {
		return nil, err
	}
	var head *Git
	if pass.Staged {
		head, err = FromIndex(pass.Repo, limit)
	} else {
		head, err = FromCommit(pass.Repo, pass.Head, limit)
	}
	if err != nil {
		return nil, err
	}
	return &Sides{Base: base, Head: head, Changes: Changes(pass.Changes)}, nil
}
