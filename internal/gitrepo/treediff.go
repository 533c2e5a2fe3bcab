package gitrepo

import "github.com/reviewlint/reviewlint/internal/gitrepo/object"

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

func (r *Repo) diffTrees(prefix string, oldHash, newHash Hash, out *[]Change) error {
	if oldHash == newHash {
		return nil
	}
	a, err := r.getTree(oldHash)
	if err != nil {
		return err
	}
	b, err := r.getTree(newHash)
	if err != nil {
		return err
	}
	for len(a) > 0 || len(b) > 0 {
		switch {
		case len(b) == 0 || len(a) > 0 && entryKey(a[0]) < entryKey(b[0]):
			if err := r.emitSide(prefix, a[0], Deleted, out); err != nil {
				return err
			}
			a = a[1:]
		case len(a) == 0 || entryKey(b[0]) < entryKey(a[0]):
			if err := r.emitSide(prefix, b[0], Added, out); err != nil {
				return err
			}
			b = b[1:]
		default:
			if a[0].Mode == ModeDir {
				if err := r.diffTrees(prefix+a[0].Name+"/", a[0].Hash, b[0].Hash, out); err != nil {
					return err
				}
			} else if c, ok := changeBetween(prefix+a[0].Name, a[0].Hash, canonMode(a[0].Mode), b[0].Hash, canonMode(b[0].Mode)); ok {
				*out = append(*out, c)
			}
			a, b = a[1:], b[1:]
		}
	}
	return nil
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
