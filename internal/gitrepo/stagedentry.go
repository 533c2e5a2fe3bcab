package gitrepo

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo/index"
	"github.com/reviewlint/reviewlint/internal/gitrepo/object"
)

// indexOnly consumes the next index entry (all its stages) that HEAD does
// not have.
func (w *stagedWalk) indexOnly(e index.Entry) {
	if e.Stage != 0 {
		w.unmerged(e.Path, ZeroHash, 0)
		return
	}
	w.next++
	if e.IntentToAdd {
		return
	}
	w.changes = append(w.changes, Change{Path: e.Path, Status: Added, NewHash: e.Hash, NewMode: e.Mode})
}

// both consumes the next index entry for a path HEAD also has.
func (w *stagedWalk) both(e index.Entry, te object.TreeEntry) {
	mode := canonMode(te.Mode)
	if e.Stage != 0 {
		w.unmerged(e.Path, te.Hash, mode)
		return
	}
	w.next++
	if e.IntentToAdd {
		w.treeOnly(e.Path, te)
		return
	}
	if c, ok := changeBetween(e.Path, te.Hash, mode, e.Hash, e.Mode); ok {
		w.changes = append(w.changes, c)
	}
}

// treeOnly reports a HEAD file missing from the index: a staged deletion.
func (w *stagedWalk) treeOnly(path string, te object.TreeEntry) {
	w.changes = append(w.changes, Change{Path: path, OldPath: path, Status: Deleted,
		OldHash: te.Hash, OldMode: canonMode(te.Mode)})
}

// unmerged consumes every conflict stage of path.
func (w *stagedWalk) unmerged(path string, oldHash Hash, oldMode FileMode) {
	for w.next < w.index.Len() && w.index.Path(w.next) == path {
		w.next++
	}
	c := Change{Path: path, Status: Unmerged, OldHash: oldHash, OldMode: oldMode}
	if !oldHash.IsZero() {
		c.OldPath = path
	}
	w.changes = append(w.changes, c)
}

// StagedFile returns the blob the index git names holds for path (stage
// 0); false when the path is not staged or only in conflict.
func (r *Repo) StagedFile(path string) (Hash, bool, error) {
	h, _, ok, err := r.StagedEntry(path)
	return h, ok, err
}

// StagedEntry is StagedFile with the entry's mode, which tells a symbolic
// link or a submodule from a file. A binary search of the sorted index.
func (r *Repo) StagedEntry(path string) (Hash, FileMode, bool, error) {
	idx, err := r.loadIndex()
	if err != nil {
		return ZeroHash, 0, false, err
	}
	if i := idx.Search(path); i < idx.Len() && idx.Path(i) == path {
		if e := idx.At(i); e.Stage == 0 && !e.IntentToAdd {
			return e.Hash, e.Mode, true, nil
		}
	}
	return ZeroHash, 0, false, nil
}

// StagedDir reports whether the index git names holds files below the
// folder path, which StagedEntry reports as nothing there.
func (r *Repo) StagedDir(path string) (bool, error) {
	idx, err := r.loadIndex()
	if err != nil {
		return false, err
	}
	prefix := path + "/"
	i := idx.Search(prefix)
	return i < idx.Len() && strings.HasPrefix(idx.Path(i), prefix), nil
}
