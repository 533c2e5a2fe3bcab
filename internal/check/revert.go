package check

import (
	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// maxRevertClaims bounds the "This reverts commit" lines one message may
// have compared.
const maxRevertClaims = 8

// genuineRevert reports whether c undoes exactly a commit its message says
// it reverts: the named commit exists, is an ancestor of c, and c's change
// is that commit's change reversed, path by path (against any of its
// parents, for a revert of a merge). A "This reverts commit" line anyone can
// type is no evidence on its own.
func genuineRevert(repo *gitrepo.Repo, c gitrepo.Commit, msg commitmsg.Message) bool {
	if len(c.Parents) != 1 {
		return false
	}
	ids := commitmsg.RevertedIDs(msg)
	if len(ids) == 0 {
		return false
	}
	mine, err := repo.TreeChanges(c.Parents[0], c.Hash)
	if err != nil || len(mine) == 0 {
		return false
	}
	for _, id := range ids[:min(len(ids), maxRevertClaims)] {
		named, err := repo.Resolve(id)
		if err != nil || named == c.Hash {
			continue
		}
		if ok, err := repo.IsAncestor(named, c.Parents[0]); err != nil || !ok {
			continue
		}
		nc, err := repo.ReadCommit(named)
		if err != nil {
			continue
		}
		parents := nc.Parents
		if len(parents) == 0 {
			parents = []gitrepo.Hash{emptyTree}
		}
		for _, p := range parents {
			theirs, err := repo.TreeChanges(p, named)
			if err == nil && reverses(mine, theirs) {
				return true
			}
		}
	}
	return false
}

// reverses reports whether the changes mine are exactly theirs undone:
// the same paths, each going back from theirs' new side to its old side.
func reverses(mine, theirs []gitrepo.Change) bool {
	if len(mine) != len(theirs) {
		return false
	}
	type side struct {
		hash gitrepo.Hash
		mode gitrepo.FileMode
	}
	want := make(map[string][2]side, len(theirs))
	for _, t := range theirs {
		want[t.Path] = [2]side{{t.NewHash, t.NewMode}, {t.OldHash, t.OldMode}}
	}
	for _, m := range mine {
		w, ok := want[m.Path]
		if !ok || w != [2]side{{m.OldHash, m.OldMode}, {m.NewHash, m.NewMode}} {
			return false
		}
		delete(want, m.Path)
	}
	return len(want) == 0
}
