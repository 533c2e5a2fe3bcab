package linediff

import (
	"bytes"
	"errors"
	"fmt"
)

// ErrTooManyLines means the changed middle of a file holds more distinct
// lines than the diff takes on; the caller should report the file as not
// diffed.
var ErrTooManyLines = errors.New("too many distinct lines to diff")

// MaxDistinctLines bounds the distinct lines of the part of a file that
// differs, and so the table that numbers them, while leaving a one-line
// change to a huge file (whose common prefix and suffix are trimmed
// first) unaffected. It does not bound the time: MaxSteps does.
const MaxDistinctLines = 1_100_000

// ErrTooCostly means a minimal diff of the file would take more than
// MaxSteps; the caller should report the file as not diffed.
var ErrTooCostly = errors.New("a minimal line diff would take too long")

// MaxSteps bounds the work of one file's diff: the diagonals the search
// visits plus the matching lines it follows. A minimal diff costs lines
// times edits, so a hostile file of a million random lines from a
// two-line alphabet, edited into another such, would take hours; with the
// bound it is reported as not diffed after a minute or two. The bound
// leaves room for 50,000 lines shuffled (about 4.9 billion steps when
// lines repeat; distinct lines reordered need no search), the worst case
// the benchmark compares with git.
const MaxSteps = 6_000_000_000

// Diff returns the hunks of a minimal line diff from oldText to newText.
func Diff(oldText, newText []byte) ([]Hunk, error) {
	return diff(oldText, newText, MaxSteps)
}

// diff is Diff with the step bound as a parameter, for the tests that
// reach it.
func diff(oldText, newText []byte, maxSteps int) (hunks []Hunk, err error) {
	oldLines, newLines := SplitLines(oldText), SplitLines(newText)
	// Common prefix and suffix are unchanged; only the middle is diffed.
	pre := 0
	for pre < len(oldLines) && pre < len(newLines) && bytes.Equal(oldLines[pre], newLines[pre]) {
		pre++
	}
	suf := 0
	for suf < len(oldLines)-pre && suf < len(newLines)-pre &&
		bytes.Equal(oldLines[len(oldLines)-1-suf], newLines[len(newLines)-1-suf]) {
		suf++
	}
	midOld, midNew := oldLines[pre:len(oldLines)-suf], newLines[pre:len(newLines)-suf]
	in := newInterner(len(midOld) + len(midNew))
	a, b := in.intern(midOld), in.intern(midNew)
	if in.count > MaxDistinctLines {
		return nil, fmt.Errorf("%w: %d in the changed part (limit %d)", ErrTooManyLines, in.count, MaxDistinctLines)
	}
	changedOld, changedNew := make([]bool, len(oldLines)), make([]bool, len(newLines))
	defer func() {
		if r := recover(); r != nil {
			hunks, err = nil, fmt.Errorf("line diff failed: %v", r)
		}
	}()
	if !markMiddle(a, b, in.count, maxSteps, changedOld[pre:len(oldLines)-suf], changedNew[pre:len(newLines)-suf]) {
		return nil, fmt.Errorf("%w: over %d steps for a changed part of %d and %d lines", ErrTooCostly, MaxSteps, len(a), len(b))
	}
	return hunksFromMasks(changedOld, changedNew), nil
}

// markMiddle marks the changed lines of a and b, or returns false when
// that would take more than maxSteps. Lines present on one side only are
// changed whatever happens, so they are set aside and Myers runs on the
// lines both sides share.
func markMiddle(a, b []int32, ids, maxSteps int, changedOld, changedNew []bool) bool {
	inA, inB := make([]bool, ids), make([]bool, ids)
	for _, id := range a {
		inA[id] = true
	}
	for _, id := range b {
		inB[id] = true
	}
	keptA, idsA := keep(a, inB, changedOld)
	keptB, idsB := keep(b, inA, changedNew)
	m := newMyers(idsA, idsB, maxSteps)
	if pos, ok := uniquePositions(idsA, idsB, ids); ok {
		markByIncreasing(pos, m.delA, m.addB)
	} else if !m.compare(0, len(idsA), 0, len(idsB)) {
		return false
	}
	for i, gone := range m.delA {
		if gone {
			changedOld[keptA[i]] = true
		}
	}
	for j, gone := range m.addB {
		if gone {
			changedNew[keptB[j]] = true
		}
	}
	return true
}

// keep returns the positions and ids of lines whose id the other side
// also has, marking the others changed.
func keep(lines []int32, other []bool, changed []bool) ([]int, []int32) {
	kept := make([]int, 0, len(lines))
	ids := make([]int32, 0, len(lines))
	for i, id := range lines {
		if other[id] {
			kept = append(kept, i)
			ids = append(ids, id)
		} else {
			changed[i] = true
		}
	}
	return kept, ids
}
