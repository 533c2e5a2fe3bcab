package linediff

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// numbered is lines "0\n" … "n-1\n": every line distinct.
func numbered(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%d\n", i)
	}
	return b.String()
}

// The distinct-line limit applies to the part that differs: a one-line
// change to a file with more distinct lines than the limit is diffed; a
// file whose differing middle holds that many is refused, with the count.
func TestDistinctLineLimitAfterTrimming(t *testing.T) {
	old := numbered(MaxDistinctLines + 100)
	mid := strings.Replace(old, "\n600000\n", "\nsix hundred thousand\n", 1)
	hunks, err := Diff([]byte(old), []byte(mid))
	if err != nil || len(hunks) != 1 || hunks[0] != (Hunk{600001, 1, 600001, 1}) {
		t.Fatalf("one line changed in %d distinct lines: %v, %v", MaxDistinctLines+100, hunks, err)
	}
	ends := "first\n" + old[2:len(old)-len(fmt.Sprint(MaxDistinctLines+99))-1] + "last\n"
	if _, err := Diff([]byte(old), []byte(ends)); !errors.Is(err, ErrTooManyLines) {
		t.Fatalf("first and last line changed: %v, want ErrTooManyLines", err)
	}
}

// Larger random inputs than TestDiffMinimalAndRebuilds, with long runs in
// common: the divide and conquer splits many times.
func TestDiffMinimalLarger(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for iter := 0; iter < 60; iter++ {
		base := randomText(rng, 100+rng.Intn(300), 2+rng.Intn(40))
		lines := SplitLines(base)
		var edited [][]byte
		for _, l := range lines {
			switch r := rng.Intn(10); {
			case r == 0:
			case r == 1:
				edited = append(edited, []byte(fmt.Sprintf("%d\n", rng.Intn(50))), l)
			default:
				edited = append(edited, l)
			}
		}
		new := bytes.Join(edited, nil)
		hunks, err := Diff(base, new)
		if err != nil {
			t.Fatal(err)
		}
		if rebuilt := Apply(base, new, hunks); !bytes.Equal(rebuilt, new) {
			t.Fatalf("rebuild failed")
		}
		common := lcs(lines, SplitLines(new))
		del, add := Totals(hunks)
		if del != len(lines)-common || add != len(SplitLines(new))-common {
			t.Fatalf("not minimal: -%d +%d, want -%d +%d", del, add, len(lines)-common, len(SplitLines(new))-common)
		}
	}
}

// Two unrelated texts over a two-line alphabet need many edits, each
// costing a sweep of the diagonals: the step bound stops the search with
// ErrTooCostly instead of running for as long as the input makes it. The
// same diff under the real bound is found, and minimal.
func TestStepBound(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	old, new := randomText(rng, 3000, 2), randomText(rng, 3000, 2)
	if _, err := diff(old, new, 100_000); !errors.Is(err, ErrTooCostly) {
		t.Fatalf("3,000 random lines each side under 100,000 steps: %v, want ErrTooCostly", err)
	}
	hunks, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	common := lcs(SplitLines(old), SplitLines(new))
	if del, add := Totals(hunks); del != len(SplitLines(old))-common || add != len(SplitLines(new))-common {
		t.Fatalf("not minimal: -%d +%d", del, add)
	}
}

// Distinct lines reordered are the worst case for Myers' search (edits
// times lines) but need no search: within a step bound far below what
// Myers takes, the diff is found, and minimal, for a pure reordering and
// for one with lines added and dropped on either side.
func TestDistinctLinesReorderedNeedNoSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for iter := 0; iter < 20; iter++ {
		n := 500 + rng.Intn(2500)
		ls := make([]string, n)
		for i := range ls {
			ls[i] = fmt.Sprintf("line %d\n", i)
		}
		old := strings.Join(ls, "")
		rng.Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
		if iter%2 == 1 {
			ls = append(ls[:n/3], ls[n/3+10:]...)
			ls = append(ls, "only new\n", "also only new\n")
			old += "only old\n"
		}
		new := strings.Join(ls, "")
		hunks, err := diff([]byte(old), []byte(new), 100_000)
		if err != nil {
			t.Fatalf("%d lines reordered: %v", n, err)
		}
		if rebuilt := Apply([]byte(old), []byte(new), hunks); !bytes.Equal(rebuilt, []byte(new)) {
			t.Fatalf("rebuild failed")
		}
		oldLines, newLines := SplitLines([]byte(old)), SplitLines([]byte(new))
		common := lcs(oldLines, newLines)
		if del, add := Totals(hunks); del != len(oldLines)-common || add != len(newLines)-common {
			t.Fatalf("not minimal: -%d +%d, want -%d +%d", del, add, len(oldLines)-common, len(newLines)-common)
		}
	}
}

// repeatedShuffle is n lines in which every text occurs times times, and
// the same lines shuffled, with a few lines only old or only new.
func repeatedShuffle(rng *rand.Rand, n, times int) (old, new []byte) {
	ls := make([]string, n)
	for i := range ls {
		ls[i] = fmt.Sprintf("line %d\n", i/times)
	}
	old = []byte(strings.Join(ls, "") + "only old\n")
	rng.Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
	ls = append(ls[:n/2], append([]string{"only new\n"}, ls[n/2+3:]...)...)
	return old, []byte(strings.Join(ls, ""))
}

// Lines that repeat a few times each, reordered, keep the diff off the
// increasing-subsequence path; Myers' search then costs lines times edits,
// but the pairs of equal lines are few. Under a bound that Myers' search
// alone exceeds, the diff is found, and minimal.
func TestRepeatedLinesReorderedWithinBound(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	// Texts 40 times each over 9,000 lines, 100 times over 6,000: 360,000
	// and 600,000 pairs, more than 32 per line, and still matched.
	for _, c := range []struct{ times, lines, spread, iters, bound int }{
		{2, 2000, 2000, 4, 1_000_000}, {3, 2000, 2000, 4, 1_000_000}, {5, 2000, 2000, 4, 1_000_000},
		{40, 9000, 1, 1, 12_000_000}, {100, 6000, 1, 1, 20_000_000},
	} {
		times, bound := c.times, c.bound
		for iter := 0; iter < c.iters; iter++ {
			n := c.lines + rng.Intn(c.spread)
			old, new := repeatedShuffle(rng, n, times)
			in := newInterner(0)
			a, b := in.intern(SplitLines(old)), in.intern(SplitLines(new))
			if newMyers(a, b, bound).compare(0, len(a), 0, len(b)) {
				t.Fatalf("%d lines, each text %d times: Myers' search fits in %d steps; the bound tests nothing", n, times, bound)
			}
			hunks, err := diff(old, new, bound)
			if err != nil {
				t.Fatalf("%d lines, each text %d times: %v", n, times, err)
			}
			if rebuilt := Apply(old, new, hunks); !bytes.Equal(rebuilt, new) {
				t.Fatalf("rebuild failed")
			}
			oldLines, newLines := SplitLines(old), SplitLines(new)
			common := lcs(oldLines, newLines)
			if del, add := Totals(hunks); del != len(oldLines)-common || add != len(newLines)-common {
				t.Fatalf("%d lines, each text %d times: not minimal: -%d +%d, want -%d +%d", n, times, del, add, len(oldLines)-common, len(newLines)-common)
			}
		}
	}
}

// markByMatches keeps a longest common subsequence: as long as the
// dynamic programme's, and common to both sides in order.
func TestMatchesLongestCommon(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for iter := 0; iter < 3000; iter++ {
		old := randomText(rng, rng.Intn(40), 1+rng.Intn(10))
		new := randomText(rng, rng.Intn(40), 1+rng.Intn(10))
		in := newInterner(0)
		a, b := in.intern(SplitLines(old)), in.intern(SplitLines(new))
		start, at, _ := pairsOf(a, b, in.count)
		delA, addB := make([]bool, len(a)), make([]bool, len(b))
		markByMatches(a, start, at, delA, addB)
		var keptA, keptB []int32
		for i, d := range delA {
			if !d {
				keptA = append(keptA, a[i])
			}
		}
		for j, d := range addB {
			if !d {
				keptB = append(keptB, b[j])
			}
		}
		if fmt.Sprint(keptA) != fmt.Sprint(keptB) {
			t.Fatalf("%q -> %q: kept %v and %v differ", old, new, keptA, keptB)
		}
		if want := lcs(SplitLines(old), SplitLines(new)); len(keptA) != want {
			t.Fatalf("%q -> %q: kept %d lines, a longest common subsequence has %d", old, new, len(keptA), want)
		}
	}
}
