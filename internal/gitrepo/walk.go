package gitrepo

import (
	"container/heap"

	"github.com/reviewlint/reviewlint/internal/gitrepo/object"
)

// walkSlop is how many more commits a walk reads once only excluded ones
// are left, as git's limit_list does, so that a committer clock that ran
// backwards does not end it too early.
const walkSlop = 5

// walkNode is one commit a walk has read.
type walkNode struct {
	hash     Hash
	info     object.Commit
	excluded bool // reachable from an excluded tip
	popped   bool // its parents have been queued
	seq      int  // read order, to break ties between equal times
}

// walkQueue is a max-heap of commits by committer time, newest first.
type walkQueue []*walkNode

func (q walkQueue) Len() int { return len(q) }
func (q walkQueue) Less(i, j int) bool {
	if q[i].info.Time != q[j].info.Time {
		return q[i].info.Time > q[j].info.Time
	}
	return q[i].seq < q[j].seq
}
func (q walkQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *walkQueue) Push(x any)   { *q = append(*q, x.(*walkNode)) }
func (q *walkQueue) Pop() any {
	old := *q
	n := old[len(old)-1]
	*q = old[:len(old)-1]
	return n
}

// exclusionWalk finds the commits reachable from head and from none of
// exclude (`git rev-list HEAD --not EXCLUDE…`). It reads commits newest
// first and stops once only excluded ones are left in its queue, so its cost
// is that of the commits between the tips and where their histories meet,
// not of the whole history. It returns every commit it read; the wanted
// ones are those not excluded.
func (r *Repo) exclusionWalk(head Hash, exclude []Hash) (map[Hash]*walkNode, error) {
	nodes := map[Hash]*walkNode{}
	var queue walkQueue
	wanted := 0 // commits in the queue not excluded
	markExcluded := func(n *walkNode) {
		stack := []*walkNode{n}
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if n.excluded {
				continue
			}
			n.excluded = true
			if !n.popped {
				wanted-- // still queued: its parents are queued excluded when it is popped
				continue
			}
			for _, p := range n.info.Parents {
				if pn := nodes[p]; pn != nil {
					stack = append(stack, pn)
				}
			}
		}
	}
	add := func(h Hash, excluded bool) error {
		if n := nodes[h]; n != nil {
			if excluded {
				markExcluded(n)
			}
			return nil
		}
		info, err := r.readCommit(h)
		if err != nil {
			return err
		}
		n := &walkNode{hash: h, info: info, excluded: excluded, seq: len(nodes)}
		nodes[h] = n
		if !excluded {
			wanted++
		}
		heap.Push(&queue, n)
		return nil
	}
	for _, h := range exclude {
		if err := add(h, true); err != nil {
			return nil, err
		}
	}
	if err := add(head, false); err != nil {
		return nil, err
	}
	slop := walkSlop
	for queue.Len() > 0 {
		if wanted == 0 {
			if slop--; slop < 0 {
				break
			}
		} else {
			slop = walkSlop
		}
		n := heap.Pop(&queue).(*walkNode)
		n.popped = true
		if !n.excluded {
			wanted--
		}
		for _, p := range n.info.Parents {
			if err := add(p, n.excluded); err != nil {
				return nil, err
			}
		}
	}
	return nodes, nil
}

// CommitsExcluding lists the commits reachable from head and from none of
// exclude (`git rev-list HEAD --not EXCLUDE…`), parents before children,
// head last; none when an excluded tip reaches head.
func (r *Repo) CommitsExcluding(head Hash, exclude []Hash) ([]Commit, error) {
	nodes, err := r.exclusionWalk(head, exclude)
	if err != nil {
		return nil, err
	}
	return parentsFirstOf(head, nodes), nil
}

// IsAncestor reports whether a is reachable from b (a commit is its own
// ancestor), walking only the history between them.
func (r *Repo) IsAncestor(a, b Hash) (bool, error) {
	nodes, err := r.exclusionWalk(a, []Hash{b})
	if err != nil {
		return false, err
	}
	return nodes[a].excluded, nil
}

// parentsFirstOf orders the wanted commits of a walk depth first, each
// after its parents, head last.
func parentsFirstOf(head Hash, nodes map[Hash]*walkNode) []Commit {
	type frame struct {
		n    *walkNode
		next int
	}
	var out []Commit
	var stack []frame
	done := map[Hash]bool{}
	push := func(h Hash) {
		n := nodes[h]
		if n == nil || n.excluded || done[h] {
			return
		}
		done[h] = true
		stack = append(stack, frame{n: n})
	}
	push(head)
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.n.info.Parents) {
			top.next++
			push(top.n.info.Parents[top.next-1])
			continue
		}
		c := top.n.info
		out = append(out, Commit{Hash: top.n.hash, Message: c.Message, Parents: c.Parents, Tree: c.Tree})
		stack = stack[:len(stack)-1]
	}
	return out
}

// ReadCommit reads one commit.
func (r *Repo) ReadCommit(h Hash) (Commit, error) {
	c, err := r.readCommit(h)
	if err != nil {
		return Commit{}, err
	}
	return Commit{Hash: h, Message: c.Message, Parents: c.Parents, Tree: c.Tree}, nil
}
