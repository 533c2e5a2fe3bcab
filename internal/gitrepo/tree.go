package gitrepo

import (
	"bytes"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/object"
)

// getTree reads a tree object's entries; the zero hash is the empty tree.
func (r *Repo) getTree(h Hash) ([]object.TreeEntry, error) {
	if h.IsZero() {
		return nil, nil
	}
	// ParseTree copies every entry out: the bytes need not be our own.
	data, err := r.readTypedFrom(h, plumbing.TreeObject, r.readObjectShared)
	if err != nil {
		return nil, fmt.Errorf("read tree %s: %w", h, err)
	}
	entries, err := object.ParseTree(data)
	if err != nil {
		return nil, fmt.Errorf("decode tree %s: %w", h, err)
	}
	return entries, nil
}

// treeBytes reads a tree object's stored bytes (its entries, not yet
// decoded); the zero hash is the empty tree. The bytes may be shared with
// the object cache: read them, copy out what is kept, never write them.
func (r *Repo) treeBytes(h Hash) ([]byte, error) {
	if h.IsZero() {
		return nil, nil
	}
	data, err := r.readTypedFrom(h, plumbing.TreeObject, r.readObjectShared)
	if err != nil {
		return nil, fmt.Errorf("read tree %s: %w", h, err)
	}
	return data, nil
}

// readCommit reads and decodes a commit object.
func (r *Repo) readCommit(h Hash) (object.Commit, error) {
	data, err := r.readTyped(h, plumbing.CommitObject)
	if err != nil {
		return object.Commit{}, fmt.Errorf("read commit %s: %w", h, err)
	}
	c, err := object.ParseCommit(data)
	if err != nil {
		return c, fmt.Errorf("decode commit %s: %w", h, err)
	}
	return c, nil
}

// commitHeadBytes is how much of a commit readCommitHead inflates first:
// enough for a tree, two parents, author and committer lines.
const commitHeadBytes = 512

// readCommitHead reads a commit's tree, parents and committer time, and
// not the message, for walks that need no more: inflating commits is
// most of what a merge-base walk costs, and the message (and a signed
// commit's signature, which follows the committer line) is often most of
// a commit. Git writes the tree, the parents, the author and the
// committer first and in that order, and reads them so (parse_commit
// takes the parents that follow the tree and the date from the committer
// line after the author), so the header up to the committer line is all
// a walk needs; a commit whose committer line is not in the first
// commitHeadBytes is read whole. A commit the commit graph holds is not
// read at all.
func (r *Repo) readCommitHead(h Hash) (object.Commit, error) {
	if c, ok := r.commitGraph().head(h); ok {
		return c, nil
	}
	typ, data, err := r.objectPrefix(h, commitHeadBytes)
	if err != nil {
		return object.Commit{}, fmt.Errorf("read commit %s: %w", h, err)
	}
	if typ != plumbing.CommitObject {
		return object.Commit{}, fmt.Errorf("read commit %s: object %s is a %s, not a %s", h, h, typ, plumbing.CommitObject)
	}
	end := -1
	for line := 0; line < len(data); {
		nl := bytes.IndexByte(data[line:], '\n')
		if nl < 0 {
			break
		}
		if nl == 0 || bytes.HasPrefix(data[line:], []byte("committer ")) {
			end = line + nl + 1
			break
		}
		line += nl + 1
	}
	if end < 0 {
		if len(data) == commitHeadBytes {
			return r.readCommit(h)
		}
		end = len(data) // the whole commit, cut nowhere
	}
	c, err := object.ParseCommit(data[:end])
	if err != nil {
		return c, fmt.Errorf("decode commit %s: %w", h, err)
	}
	return c, nil
}

// peel follows annotated tags (at most 32 deep, as a guard against
// cycles) to the object they finally name, and returns its type.
func (r *Repo) peel(h Hash) (Hash, plumbing.ObjectType, error) {
	for range 32 {
		typ, data, err := r.readObject(h)
		if err != nil {
			return h, 0, fmt.Errorf("read object %s: %w", h, err)
		}
		if typ != plumbing.TagObject {
			return h, typ, nil
		}
		if h, err = object.ParseTagTarget(data); err != nil {
			return h, 0, fmt.Errorf("decode tag %s: %w", h, err)
		}
	}
	return h, 0, fmt.Errorf("tag %s: more than 32 nested tags", h)
}

// peelToCommit follows tags to a commit; anything else is an error.
func (r *Repo) peelToCommit(h Hash) (Hash, error) {
	c, typ, err := r.peel(h)
	if err != nil {
		return h, err
	}
	if typ != plumbing.CommitObject {
		return h, fmt.Errorf("object %s is a %s, not a commit", c, typ)
	}
	return c, nil
}

// treeOf returns the tree of a commit, or the tree itself when h names one
// (tags are peeled first).
func (r *Repo) treeOf(h Hash) (Hash, error) {
	if h.IsZero() {
		return h, nil
	}
	target, typ, err := r.peel(h)
	if err != nil {
		return h, err
	}
	switch typ {
	case plumbing.TreeObject:
		return target, nil
	case plumbing.CommitObject:
		c, err := r.readCommit(target)
		return c.Tree, err
	}
	return h, fmt.Errorf("object %s is a %s, not a commit or tree", target, typ)
}

// walkFiles calls fn for every non-directory entry under tree h, in git's
// order, with its full path; submodule entries are reported, not entered.
func (r *Repo) walkFiles(prefix string, h Hash, fn func(path string, e object.TreeEntry)) error {
	entries, err := r.getTree(h)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.Mode == ModeDir {
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
