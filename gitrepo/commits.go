package gitrepo

import (
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// Commit is what checks need of one commit.
type Commit struct {
	Hash    plumbing.Hash
	Message string
	Parents []plumbing.Hash
	Tree    plumbing.Hash
}

// Commits lists the commits reachable from head and not from base (`git
// rev-list base..head`), parents before children. A zero base means every
// ancestor of head.
func (r *Repo) Commits(base, head plumbing.Hash) ([]Commit, error) {
	excluded := map[plumbing.Hash]bool{}
	if !base.IsZero() {
		if err := r.eachAncestor(base, func(c *object.Commit) bool {
			excluded[c.Hash] = true
			return true
		}, excluded); err != nil {
			return nil, err
		}
	}
	// Depth-first, emitting a commit after its parents.
	var out []Commit
	done := map[plumbing.Hash]bool{}
	type frame struct {
		c    *object.Commit
		next int
	}
	var stack []frame
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
			parent := top.c.ParentHashes[top.next]
			top.next++
			if err := push(parent); err != nil {
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

// eachAncestor visits start and its ancestors once each, skipping those
// already in seen.
func (r *Repo) eachAncestor(start plumbing.Hash, fn func(*object.Commit) bool, seen map[plumbing.Hash]bool) error {
	queue := []plumbing.Hash{start}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		if seen[h] {
			continue
		}
		c, err := object.GetCommit(r.storage, h)
		if err != nil {
			return fmt.Errorf("read commit %s: %w", h, err)
		}
		if !fn(c) {
			return nil
		}
		queue = append(queue, c.ParentHashes...)
	}
	return nil
}
