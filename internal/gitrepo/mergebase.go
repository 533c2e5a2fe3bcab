package gitrepo

import (
	"cmp"
	"container/heap"
	"slices"
)

// MergeBases returns the best common ancestors of a and b, as
// `git merge-base --all a b` lists them: newest committer time first, so
// the first is the one `git diff a...b` uses. Empty when the histories
// share no commit.
func (r *Repo) MergeBases(a, b Hash) ([]Hash, error) {
	if a == b {
		return []Hash{a}, nil
	}
	found, err := r.commonAncestors(a, []Hash{b})
	if err != nil || len(found) < 2 {
		return hashesOf(found), err
	}
	// A candidate that is an ancestor of another is not a best one.
	var best []dated
	for i, c := range found {
		others := make([]Hash, 0, len(found)-1)
		for j, o := range found {
			if j != i {
				others = append(others, o.hash)
			}
		}
		reachable, err := r.reachesAny(c.hash, others)
		if err != nil {
			return nil, err
		}
		if !reachable {
			best = append(best, c)
		}
	}
	return hashesOf(best), nil
}

// dated is a commit with its committer time.
type dated struct {
	hash Hash
	time int64
}

func hashesOf(ds []dated) []Hash {
	slices.SortStableFunc(ds, func(x, y dated) int { return cmp.Compare(y.time, x.time) })
	out := make([]Hash, len(ds))
	for i, d := range ds {
		out[i] = d.hash
	}
	return out
}

const (
	fromOne = 1 << iota
	fromTwo
	stale
	result
)

// commonAncestors is git's paint-down walk: commits are visited newest
// first and painted with the sides that reach them; a commit both sides
// reach is a candidate, and what lies below it is stale. The walk stops
// when only stale commits are left, so it reads the commits since the
// fork, not the whole history.
func (r *Repo) commonAncestors(one Hash, twos []Hash) ([]dated, error) {
	flags := map[Hash]int{}
	q := &dateQueue{}
	push := func(h Hash, f int) error {
		c, err := r.readCommitHead(h)
		if err != nil {
			return err
		}
		flags[h] |= f
		heap.Push(q, queued{dated{h, c.Time}, c.Parents, f&stale == 0})
		if f&stale == 0 {
			q.live++
		}
		return nil
	}
	if err := push(one, fromOne); err != nil {
		return nil, err
	}
	for _, t := range twos {
		if err := push(t, fromTwo); err != nil {
			return nil, err
		}
	}
	var found []dated
	for q.live > 0 {
		c := heap.Pop(q).(queued)
		if c.live {
			q.live--
		}
		f := flags[c.hash] & (fromOne | fromTwo | stale)
		if f == fromOne|fromTwo {
			if flags[c.hash]&result == 0 {
				flags[c.hash] |= result
				found = append(found, c.dated)
			}
			f |= stale
		}
		for _, p := range c.parents {
			if flags[p]&f == f {
				continue
			}
			if err := push(p, f); err != nil {
				return nil, err
			}
		}
	}
	// A candidate that another candidate's stale paint reached lies below
	// it.
	kept := found[:0]
	for _, d := range found {
		if flags[d.hash]&stale == 0 {
			kept = append(kept, d)
		}
	}
	return kept, nil
}

// reachesAny says whether h is an ancestor of (or equal to) any of from.
func (r *Repo) reachesAny(h Hash, from []Hash) (bool, error) {
	seen := map[Hash]bool{}
	hit := false
	for _, f := range from {
		if err := r.eachAncestor(f, func(c Hash) bool {
			seen[c] = true
			hit = hit || c == h
			return !hit
		}, seen); err != nil || hit {
			return hit, err
		}
	}
	return hit, nil
}

// queued is a commit waiting in the walk, with its parents; live when it
// was queued with a paint that is not stale.
type queued struct {
	dated
	parents []Hash
	live    bool
}

// dateQueue pops the newest commit first and counts its live entries: the
// walk goes on while one is left. An entry queued live and painted stale
// later only makes the walk a little longer, never its answer different.
type dateQueue struct {
	items []queued
	live  int
}

func (q *dateQueue) Len() int           { return len(q.items) }
func (q *dateQueue) Less(i, j int) bool { return q.items[i].time > q.items[j].time }
func (q *dateQueue) Swap(i, j int)      { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *dateQueue) Push(x any)         { q.items = append(q.items, x.(queued)) }
func (q *dateQueue) Pop() any {
	x := q.items[len(q.items)-1]
	q.items = q.items[:len(q.items)-1]
	return x
}
