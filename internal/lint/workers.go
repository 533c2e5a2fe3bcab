package lint

import (
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// eachOnWorkers calls work(i) for every i below n on the given number of
// goroutines, each taking the next i by counting, not from a channel:
// handing ten thousand small reports over a channel woke a sleeping
// goroutine for each, and the scheduler's futex calls and spinning cost
// as much as reading the files. newWorker makes each goroutine's work,
// so that it may keep its own buffers.
//
// A panic in a worker is raised again in the caller once the others
// stop, naming what was being done (name(i)). Left in the worker, it
// could end the process only after the caller had printed a clean result
// and exited 0: a crash read as approval.
func eachOnWorkers(n, workers int, name func(i int) string, newWorker func() func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	var failed atomic.Pointer[string]
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done() // last: whatever the recovery below does
			i := -1
			defer func() {
				if r := recover(); r != nil {
					what := "starting a worker"
					if i >= 0 {
						what = name(i)
					}
					msg := fmt.Sprintf("%s: %v\n%s", what, r, debug.Stack())
					failed.CompareAndSwap(nil, &msg)
				}
			}()
			work := newWorker()
			for {
				i = int(next.Add(1) - 1)
				if i >= n || failed.Load() != nil {
					return
				}
				work(i)
			}
		}()
	}
	wg.Wait()
	if msg := failed.Load(); msg != nil {
		panic(*msg)
	}
}
