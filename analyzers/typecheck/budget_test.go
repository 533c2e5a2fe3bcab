package typecheck

import (
	"testing"
	"time"
)

// Packages whose sizes fit the budget together are checked together; one
// as large as the budget waits for them, alone.
func TestBodyBudget(t *testing.T) {
	b := newBodyBudget([]*task{{u: &unit{size: 200}}, {u: &unit{size: 60}}}) // half the largest: 100
	b.acquire(40)
	second := make(chan struct{})
	go func() { b.acquire(60); close(second) }()
	select {
	case <-second:
	case <-time.After(10 * time.Second):
		t.Fatal("two packages within the budget were not checked together")
	}
	largest := make(chan struct{})
	go func() { b.acquire(200); close(largest) }()
	select {
	case <-largest:
		t.Fatal("the largest package was checked beside two others")
	case <-time.After(50 * time.Millisecond):
	}
	b.release(40)
	b.release(60)
	select {
	case <-largest:
	case <-time.After(10 * time.Second):
		t.Fatal("the largest package waited once the others were done")
	}
	b.release(200)
	if b.free != 100 {
		t.Errorf("budget left %d, want all 100 back", b.free)
	}
}
