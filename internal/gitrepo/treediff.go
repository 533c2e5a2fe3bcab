package gitrepo

import (
	"bytes"
	"fmt"

	"github.com/reviewlint/reviewlint/internal/gitrepo/object"
)

// TreeChanges lists the paths that differ between base and head (commits,
// tags or trees; the zero hash is the empty tree), sorted by path. Like
// `git diff-tree -r --no-renames`: subtrees and files with equal ids are
// skipped without reading them, and no blob is read.
func (r *Repo) TreeChanges(base, head Hash) ([]Change, error) {
	baseTree, err := r.treeOf(base)
	if err != nil {
		return nil, err
	}
	headTree, err := r.treeOf(head)
	if err != nil {
		return nil, err
	}
	var changes []Change
	err = r.diffTrees("", baseTree, headTree, &changes)
	return changes, err
}

// diffTrees walks two trees side by side in their stored bytes: an entry
// both hold byte for byte (name, mode and id) is passed over without being
// copied, so a large directory where a few files changed costs a scan, not
// an allocation per entry.
func (r *Repo) diffTrees(prefix string, oldHash, newHash Hash, out *[]Change) error {
	if oldHash == newHash {
		return nil
	}
	a, err := r.treeBytes(oldHash)
	if err != nil {
		return err
	}
	b, err := r.treeBytes(newHash)
	if err != nil {
		return err
	}
	var ea, eb object.RawTreeEntry
	haveA, haveB := false, false
	for {
		if !haveA && len(a) > 0 {
			if ea, err = object.NextTreeEntry(a); err != nil {
				return fmt.Errorf("decode tree %s: %w", oldHash, err)
			}
			a, haveA = a[ea.Len:], true
		}
		if !haveB && len(b) > 0 {
			if eb, err = object.NextTreeEntry(b); err != nil {
				return fmt.Errorf("decode tree %s: %w", newHash, err)
			}
			b, haveB = b[eb.Len:], true
		}
		if !haveA && !haveB {
			return nil
		}
		order := 0
		switch {
		case !haveB:
			order = -1
		case !haveA:
			order = 1
		default:
			order = compareEntryKeys(ea, eb)
		}
		switch {
		case order < 0:
			if err := r.emitSide(prefix, ea.Entry(), Deleted, out); err != nil {
				return err
			}
			haveA = false
		case order > 0:
			if err := r.emitSide(prefix, eb.Entry(), Added, out); err != nil {
				return err
			}
			haveB = false
		default:
			haveA, haveB = false, false
			if ea.Mode == eb.Mode && bytes.Equal(ea.Hash, eb.Hash) {
				continue
			}
			oldE, newE := ea.Entry(), eb.Entry()
			if oldE.Mode == ModeDir {
				if err := r.diffTrees(prefix+oldE.Name+"/", oldE.Hash, newE.Hash, out); err != nil {
					return err
				}
			} else if c, ok := changeBetween(prefix+oldE.Name, oldE.Hash, canonMode(oldE.Mode), newE.Hash, canonMode(newE.Mode)); ok {
				*out = append(*out, c)
			}
		}
	}
}

// compareEntryKeys orders two entries as git does: a directory sorts as
// if its name ended in "/", so that flattening trees in this order sorts
// full paths bytewise, the index's order. No key string is built.
func compareEntryKeys(a, b object.RawTreeEntry) int {
	n := min(len(a.Name), len(b.Name))
	if c := bytes.Compare(a.Name[:n], b.Name[:n]); c != 0 {
		return c
	}
	next := func(e object.RawTreeEntry) int {
		switch {
		case len(e.Name) > n:
			return int(e.Name[n])
		case e.Mode == ModeDir:
			return '/'
		}
		return -1
	}
	return next(a) - next(b)
}

// emitSide reports an entry present on one side only: a file, or every
// file of a directory.
func (r *Repo) emitSide(prefix string, e object.TreeEntry, status Status, out *[]Change) error {
	one := func(path string, e object.TreeEntry) {
		c := Change{Path: path, Status: status}
		if status == Deleted {
			c.OldPath, c.OldHash, c.OldMode = path, e.Hash, e.Mode
		} else {
			c.NewHash, c.NewMode = e.Hash, e.Mode
		}
		*out = append(*out, c)
	}
	if e.Mode == ModeDir {
		return r.walkFiles(prefix+e.Name+"/", e.Hash, one)
	}
	e.Mode = canonMode(e.Mode)
	one(prefix+e.Name, e)
	return nil
}
