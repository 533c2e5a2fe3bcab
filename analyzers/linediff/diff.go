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
// visits plus the matching lines it follows, and the binary-search probes
// of matching pairs of equal lines when that takes over. A minimal diff
// costs lines times edits, so a hostile file of a million random lines
// from a two-line alphabet, edited into another such, would take hours;
// with the bound it is reported as not diffed after a minute or two. The
// bound leaves room for Myers' search over 50,000 lines shuffled (about
// 4.9 billion steps), which is what a shuffle whose texts repeat too often
// for matching pairs still takes.
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
	} else if !searchOrMatch(m, ids, maxSteps) {
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

// maxMatchPairs bounds the pairs of equal lines markByMatches takes on, and
// so its memory (a node of 8 bytes per pair at most): 32 per line plus 4
// million, at most 32 MiB more for any file. A text k times on each side
// is k² pairs over 2k lines, so a 50,000-line file shuffled whose texts
// occur up to about 140 times each is matched (40 times each: 0.3 s and 21 MB,
// where Myers took 20 s and git takes 13 s and 15 MB; 20,000 lines, 100
// times each: 0.25 s and 17 MB, Myers 2.7 s, git 1.5 s and 8 MB), and a
// file of few texts repeated many times stays on Myers, whose memory is
// linear.
func maxMatchPairs(lines int) int { return 32*lines + 1<<22 }

// searchOrMatch marks the edits between m.a and m.b by Myers' search or,
// when that costs more steps than matching the pairs of equal lines
// would, by matching them; false when neither fits in maxSteps.
func searchOrMatch(m *myers, ids, maxSteps int) bool {
	start, at, pairs := pairsOf(m.a, m.b, ids)
	cost := matchCost(pairs, len(m.a), len(m.b))
	if pairs > maxMatchPairs(len(m.a)+len(m.b)) || cost > maxSteps {
		return m.compare(0, len(m.a), 0, len(m.b))
	}
	// Myers first, with the steps matching would take: a file with few
	// edits is done in far fewer, and the steps it spent before giving
	// up are at most what matching then adds.
	m.maxSteps = min(cost, maxSteps-cost)
	if m.compare(0, len(m.a), 0, len(m.b)) {
		return true
	}
	clear(m.delA)
	clear(m.addB)
	markByMatches(m.a, start, at, m.delA, m.addB)
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
