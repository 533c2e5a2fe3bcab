package gitrepo

import (
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// entryKey orders tree entries as git does: a directory sorts as if its
// name ended in "/", so that flattening trees in this order sorts full
// paths bytewise, the index's order.
func entryKey(e object.TreeEntry) string {
	if e.Mode == filemode.Dir {
		return e.Name + "/"
	}
	return e.Name
}

// getTree reads a tree object; the zero hash is the empty tree.
func (r *Repo) getTree(h plumbing.Hash) (*object.Tree, error) {
	if h.IsZero() {
		return &object.Tree{}, nil
	}
	t, err := object.GetTree(r.storage, h)
	if err != nil {
		return nil, fmt.Errorf("read tree %s: %w", h, err)
	}
	return t, nil
}

// treeOf returns the tree of a commit, or the tree itself when h names one.
func (r *Repo) treeOf(h plumbing.Hash) (plumbing.Hash, error) {
	if h.IsZero() {
		return h, nil
	}
	obj, err := r.storage.EncodedObject(plumbing.AnyObject, h)
	if err != nil {
		return h, fmt.Errorf("read object %s: %w", h, err)
	}
	switch obj.Type() {
	case plumbing.TreeObject:
		return h, nil
	case plumbing.CommitObject:
		c, err := object.DecodeCommit(r.storage, obj)
		if err != nil {
			return h, fmt.Errorf("decode commit %s: %w", h, err)
		}
		return c.TreeHash, nil
	case plumbing.TagObject:
		t, err := object.DecodeTag(r.storage, obj)
		if err != nil {
			return h, fmt.Errorf("decode tag %s: %w", h, err)
		}
		return r.treeOf(t.Target)
	}
	return h, fmt.Errorf("object %s is a %s, not a commit or tree", h, obj.Type())
}

// walkFiles calls fn for every non-directory entry under tree h, in git's
// order, with its full path; submodule entries are reported, not entered.
func (r *Repo) walkFiles(prefix string, h plumbing.Hash, fn func(path string, e object.TreeEntry)) error {
	t, err := r.getTree(h)
	if err != nil {
		return err
	}
	for _, e := range t.Entries {
		if e.Mode == filemode.Dir {
			if err := r.walkFiles(prefix+e.Name+"/", e.Hash, fn); err != nil {
				return err
			}
			continue
		}
		e.Mode = canonMode(e.Mode)
		fn(prefix+e.Name, e)
	}
	return nil
}
