package gitrepo

import (
	"sort"
)

// indexOnly consumes the next index entry (all its stages) that HEAD does
// not have.
func (w *stagedWalk) indexOnly(e indexEntry) {
	if e.stage != 0 {
		w.unmerged(e.path, ZeroHash, 0)
		return
	}
	w.next++
	if e.intentToAdd {
		return
	}
	w.changes = append(w.changes, Change{Path: e.path, Status: Added, NewHash: e.hash, NewMode: e.mode})
}

// both consumes the next index entry for a path HEAD also has.
func (w *stagedWalk) both(e indexEntry, te treeEntry) {
	mode := canonMode(te.Mode)
	if e.stage != 0 {
		w.unmerged(e.path, te.Hash, mode)
		return
	}
	w.next++
	if e.intentToAdd {
		w.treeOnly(e.path, te)
		return
	}
	if c, ok := changeBetween(e.path, te.Hash, mode, e.hash, e.mode); ok {
		w.changes = append(w.changes, c)
	}
}

// treeOnly reports a HEAD file missing from the index: a staged deletion.
func (w *stagedWalk) treeOnly(path string, te treeEntry) {
	w.changes = append(w.changes, Change{Path: path, OldPath: path, Status: Deleted,
		OldHash: te.Hash, OldMode: canonMode(te.Mode)})
}

// unmerged consumes every conflict stage of path.
func (w *stagedWalk) unmerged(path string, oldHash Hash, oldMode FileMode) {
	for w.next < len(w.entries) && w.entries[w.next].path == path {
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
	i := sort.Search(len(idx.entries), func(i int) bool { return idx.entries[i].path >= path })
	if i < len(idx.entries) && idx.entries[i].path == path && idx.entries[i].stage == 0 && !idx.entries[i].intentToAdd {
		return idx.entries[i].hash, idx.entries[i].mode, true, nil
	}
	return ZeroHash, 0, false, nil
}
