package gitrepo

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo/index"
)

// StagedChanges lists what the index git names for this process would
// commit, against HEAD's tree (the empty tree when HEAD is unborn), sorted
// by path: `git diff --cached --no-renames`. It never looks at the work
// tree. Conflicted paths are Unmerged; intent-to-add entries are skipped.
func (r *Repo) StagedChanges() ([]Change, error) {
	idx, err := r.loadIndex()
	if err != nil {
		return nil, err
	}
	head, born, err := r.HeadCommit()
	if err != nil {
		return nil, err
	}
	var headTree Hash
	if born {
		if headTree, err = r.treeOf(head); err != nil {
			return nil, err
		}
	}
	w := stagedWalk{repo: r, index: idx}
	if err := w.dir("", headTree, idx.CacheTree); err != nil {
		return nil, err
	}
	return w.changes, nil
}

// loadIndex decodes the index once per Repo.
func (r *Repo) loadIndex() (*index.File, error) {
	if r.index == nil {
		idx, err := index.Read(r.indexPath)
		if err != nil {
			return nil, asUnsupported(err)
		}
		r.index = idx
	}
	return r.index, nil
}

// stagedWalk merges the sorted index entries with HEAD's tree, flattened
// in the same order, one directory at a time. Entries under a directory
// the cache-tree vouches for are skipped unread.
type stagedWalk struct {
	repo    *Repo
	index   *index.File
	next    int
	changes []Change
}

// peek returns the next index entry if it lies under prefix.
func (w *stagedWalk) peek(prefix string) (index.Entry, bool) {
	if w.next < w.index.Len() && strings.HasPrefix(w.index.Path(w.next), prefix) {
		return w.index.At(w.next), true
	}
	return index.Entry{}, false
}

func (w *stagedWalk) dir(prefix string, treeHash Hash, ct *index.CacheTree) error {
	if ct.Valid() && ct.Hash == treeHash && w.canSkip(prefix, ct.Entries) {
		w.next += ct.Entries
		return nil
	}
	entries, err := w.repo.getTree(treeHash)
	if err != nil {
		return err
	}
	for {
		e, haveIndex := w.peek(prefix)
		if len(entries) == 0 {
			if !haveIndex {
				return nil
			}
			w.indexOnly(e)
			continue
		}
		te := entries[0]
		name := prefix + te.Name
		if te.Mode == ModeDir {
			switch key := name + "/"; {
			case haveIndex && strings.HasPrefix(e.Path, key):
				if err := w.dir(key, te.Hash, ct.Child(te.Name)); err != nil {
					return err
				}
			case haveIndex && e.Path < key:
				w.indexOnly(e)
				continue
			default:
				if err := w.repo.emitSide(prefix, te, Deleted, &w.changes); err != nil {
					return err
				}
			}
			entries = entries[1:]
			continue
		}
		switch {
		case haveIndex && e.Path == name:
			w.both(e, te)
		case haveIndex && e.Path < name:
			w.indexOnly(e)
			continue
		default:
			w.treeOnly(name, te)
		}
		entries = entries[1:]
	}
}

// canSkip checks that a valid cache-tree span really covers the entries
// under prefix, so that a corrupt extension can never hide a change.
func (w *stagedWalk) canSkip(prefix string, n int) bool {
	end := w.next + n
	if end > w.index.Len() || n > 0 && !strings.HasPrefix(w.index.Path(end-1), prefix) {
		return false
	}
	return end == w.index.Len() || !strings.HasPrefix(w.index.Path(end), prefix)
}
