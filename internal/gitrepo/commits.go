package gitrepo

// Commit is what checks need of one commit.
type Commit struct {
	Hash    Hash
	Message string
	Parents []Hash
	Tree    Hash
}

// Commits lists the commits reachable from head and not from base (`git
// rev-list base..head`), parents before children. A zero base means every
// ancestor of head.
func (r *Repo) Commits(base, head Hash) ([]Commit, error) {
	if base.IsZero() {
		return r.parentsFirst(head, map[Hash]bool{})
	}
	return r.CommitsExcluding(head, []Hash{base})
}

// parentsFirst lists head and its ancestors not in excluded, depth first,
// each commit after its parents.
func (r *Repo) parentsFirst(head Hash, excluded map[Hash]bool) ([]Commit, error) {
	type frame struct {
		c    Commit
		next int
	}
	var out []Commit
	var stack []frame
	done := map[Hash]bool{}
	push := func(h Hash) error {
		if excluded[h] || done[h] {
			return nil
		}
		done[h] = true
		c, err := r.readCommit(h)
		if err != nil {
			return err
		}
		stack = append(stack, frame{c: Commit{Hash: h, Message: c.Message, Parents: c.Parents, Tree: c.Tree}})
		return nil
	}
	if err := push(head); err != nil {
		return nil, err
	}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.c.Parents) {
			top.next++
			if err := push(top.c.Parents[top.next-1]); err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, top.c)
		stack = stack[:len(stack)-1]
	}
	return out, nil
}

// eachAncestor visits start and its ancestors once each, skipping those
// already in seen (fn is expected to add them).
func (r *Repo) eachAncestor(start Hash, fn func(Hash) bool, seen map[Hash]bool) error {
	queue := []Hash{start}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		if seen[h] {
			continue
		}
		c, err := r.readCommit(h)
		if err != nil {
			return err
		}
		if !fn(h) {
			return nil
		}
		queue = append(queue, c.Parents...)
	}
	return nil
}

// IsRoot says whether the commit h (tags peeled) has no parent.
func (r *Repo) IsRoot(h Hash) (bool, error) {
	h, err := r.peelToCommit(h)
	if err != nil {
		return false, err
	}
	c, err := r.readCommit(h)
	if err != nil {
		return false, err
	}
	return len(c.Parents) == 0, nil
}
