package typecheck

import "sync"

// bodyBudget bounds the bytes of the packages being checked with their
// function bodies at once by half the largest package's: a package of
// that size or more is checked alone, as one package at a time was, and
// smaller ones two or more at a time, so that the cores are not idle
// while the packages' checks wait for one another. Packages take it in
// the order they ask for it.
type bodyBudget struct {
	mu             sync.Mutex
	changed        *sync.Cond
	free, size     int
	asked, serving int // tickets: the next to give, the next to serve
}

func newBodyBudget(tasks []*task) *bodyBudget {
	b := &bodyBudget{}
	for _, t := range tasks {
		b.free = max(b.free, t.u.size/2)
	}
	b.size = b.free
	b.changed = sync.NewCond(&b.mu)
	return b
}

// acquire waits for size bytes of the budget, after those who asked
// first.
func (b *bodyBudget) acquire(size int) {
	size = min(size, b.size)
	b.mu.Lock()
	defer b.mu.Unlock()
	ticket := b.asked
	b.asked++
	for b.serving != ticket || b.free < size {
		b.changed.Wait()
	}
	b.free -= size
	b.serving++
	b.changed.Broadcast()
}

// release gives back what acquire took.
func (b *bodyBudget) release(size int) {
	size = min(size, b.size)
	b.mu.Lock()
	b.free += size
	b.changed.Broadcast()
	b.mu.Unlock()
}
