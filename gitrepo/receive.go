package gitrepo

import (
	"errors"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"
)

// hexSize is the length of a SHA-1 object id in hexadecimal.
const hexSize = 40

// ParseID reads a full hexadecimal object id, as git writes them to the
// pre-receive and update hooks. The all-zero id (a ref that does not exist
// on one side) parses, and IsZero reports it.
func ParseID(s string) (plumbing.Hash, error) {
	if len(s) != hexSize {
		return plumbing.ZeroHash, fmt.Errorf("object id %q: want %d hexadecimal digits", s, hexSize)
	}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return plumbing.ZeroHash, fmt.Errorf("object id %q is not hexadecimal", s)
		}
	}
	return plumbing.NewHash(s), nil
}

// PeelCommit follows annotated tags to the commit they name. ok is false
// when the object is a tree or a blob (a tag may name either): there is no
// commit to check.
func (r *Repo) PeelCommit(h plumbing.Hash) (commit plumbing.Hash, ok bool, err error) {
	for range 32 {
		obj, err := r.storage.EncodedObject(plumbing.AnyObject, h)
		if err != nil {
			return h, false, fmt.Errorf("read object %s: %w", h, err)
		}
		switch obj.Type() {
		case plumbing.CommitObject:
			return h, true, nil
		case plumbing.TagObject:
			t, err := object.DecodeTag(r.storage, obj)
			if err != nil {
				return h, false, fmt.Errorf("decode tag %s: %w", h, err)
			}
			h = t.Target
		default:
			return h, false, nil
		}
	}
	return h, false, fmt.Errorf("tag %s: more than 32 nested tags", h)
}

// Known is the set of commits reachable from the refs a repository has:
// in a pre-receive hook, the refs as they were before the push.
type Known struct {
	reachable map[plumbing.Hash]bool
}

// KnownCommits walks the history of every ref once (tags peeled; refs to
// trees or blobs and symbolic refs left out).
func (r *Repo) KnownCommits() (*Known, error) {
	iter, err := r.storage.IterReferences()
	if err != nil {
		return nil, fmt.Errorf("list refs: %w", err)
	}
	defer iter.Close()
	var tips []plumbing.Hash
	err = iter.ForEach(func(ref *plumbing.Reference) error {
		if ref.Type() != plumbing.HashReference {
			return nil
		}
		c, ok, err := r.PeelCommit(ref.Hash())
		if ok {
			tips = append(tips, c)
		}
		return err
	})
	if err != nil && !errors.Is(err, storer.ErrStop) {
		return nil, fmt.Errorf("list refs: %w", err)
	}
	known := &Known{reachable: map[plumbing.Hash]bool{}}
	for _, tip := range tips {
		if err := r.eachAncestor(tip, func(c *object.Commit) bool {
			known.reachable[c.Hash] = true
			return true
		}, known.reachable); err != nil {
			return nil, err
		}
	}
	return known, nil
}

// NewCommits lists the commits reachable from tip and not known (`git
// rev-list TIP --not --all`), parents before children, tip last.
func (r *Repo) NewCommits(tip plumbing.Hash, known *Known) ([]Commit, error) {
	if known.reachable[tip] {
		return nil, nil
	}
	return r.commitsFrom(tip, known.reachable)
}

// commitsFrom lists head and its ancestors not in excluded, depth first,
// each commit after its parents (the order of Commits).
func (r *Repo) commitsFrom(head plumbing.Hash, excluded map[plumbing.Hash]bool) ([]Commit, error) {
	type frame struct {
		c    *object.Commit
		next int
	}
	var out []Commit
	var stack []frame
	done := map[plumbing.Hash]bool{}
	push := func(h plumbing.Hash) error {
		if excluded[h] || done[h] {
			return nil
		}
		done[h] = true
		c, err := object.GetCommit(r.storage, h)
		if err != nil {
			return fmt.Errorf("read commit %s: %w", h, err)
		}
		stack = append(stack, frame{c: c})
		return nil
	}
	if err := push(head); err != nil {
		return nil, err
	}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.c.ParentHashes) {
			top.next++
			if err := push(top.c.ParentHashes[top.next-1]); err != nil {
				return nil, err
			}
			continue
		}
		c := top.c
		stack = stack[:len(stack)-1]
		out = append(out, Commit{Hash: c.Hash, Message: c.Message, Parents: c.ParentHashes, Tree: c.TreeHash})
	}
	return out, nil
}
