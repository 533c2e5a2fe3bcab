package contract

import (
	"reflect"
	"sync"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// drainPools empties the pools, so that the next Lint allocates all it
// reads into.
func drainPools() {
	for _, p := range []*sync.Pool{&docBlocks, &itemBlocks, &reports} {
		for p.Get() != nil {
		}
	}
}

// TestPooledBlocksNotShared lints the same reports on several goroutines
// at once, each in another order, so that each report is read in slices
// another report filled before: every reading must be the one a report
// gets alone, from slices no report filled before. A slice given back while still read, or handed to two
// reports at once, changes some reading (and the race detector sees it).
// Half of the reports are cut short, so that their readings differ.
func TestPooledBlocksNotShared(t *testing.T) {
	var reports [][]byte
	for i, r := range corpus.Reports(200, 7) {
		reports = append(reports, r, r[:len(r)*(i%7+2)/10])
	}
	type reading struct {
		ds []diag.Diagnostic
		st diag.FileVerdict
	}
	// What each report gets alone is read from nothing pooled: the
	// pools are emptied before each, so its slices and report are new.
	want := make([]reading, len(reports))
	for i, r := range reports {
		drainPools()
		want[i].ds, want[i].st = LintStated(r, Options{})
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range reports {
				i := (k*(2*g+1) + g) % len(reports)
				var got reading
				got.ds, got.st = LintStated(reports[i], Options{})
				if g%2 == 1 {
					got.ds = Lint(reports[i], Options{})
				}
				if !reflect.DeepEqual(got, want[i]) {
					t.Errorf("report %d read beside others: %v, %+v; alone: %v, %+v", i, got.ds, got.st, want[i].ds, want[i].st)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// Taking a slice from a pool and giving it back allocates nothing once
// the pools hold one: the box a slice is given back in is reused too.
func TestBlocksReusedWithoutAllocating(t *testing.T) {
	releaseBlocks(&itemBlocks, newBlocks(&itemBlocks, 8))
	n := testing.AllocsPerRun(100, func() {
		releaseBlocks(&itemBlocks, newBlocks(&itemBlocks, 8))
	})
	if n != 0 {
		t.Errorf("%v allocations a slice, want none", n)
	}
}
