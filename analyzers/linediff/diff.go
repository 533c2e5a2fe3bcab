package linediff

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// ErrTooManyLines means the two sides hold more distinct lines than go-diff
// can map to runes; the caller should report the file as too large.
var ErrTooManyLines = errors.New("too many distinct lines to diff")

// maxIDs is how many distinct lines fit in valid runes once the surrogate
// range is skipped.
const maxIDs = utf8.MaxRune + 1 - 0x800

// Diff returns the hunks of a minimal line diff from oldText to newText.
func Diff(oldText, newText []byte) (hunks []Hunk, err error) {
	oldLines, newLines := SplitLines(oldText), SplitLines(newText)
	// Sized once: growing the table rehashes every line seen so far.
	in := interner{table: make(map[string]int32, len(oldLines)+len(newLines)/2)}
	a := in.intern(oldLines)
	b := in.intern(newLines)
	if len(in.table) > maxIDs {
		return nil, fmt.Errorf("%w: %d", ErrTooManyLines, len(in.table))
	}
	changedOld, changedNew := make([]bool, len(a)), make([]bool, len(b))
	// Common prefix and suffix are unchanged; only the middle is diffed.
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	defer func() {
		if r := recover(); r != nil {
			hunks, err = nil, fmt.Errorf("line diff failed: %v", r)
		}
	}()
	markMiddle(a[pre:len(a)-suf], b[pre:len(b)-suf], len(in.table),
		changedOld[pre:len(a)-suf], changedNew[pre:len(b)-suf])
	return hunksFromMasks(changedOld, changedNew), nil
}

// markMiddle marks the changed lines of a and b. Lines present on one side
// only are changed whatever happens, so they are set aside and Myers runs
// on the lines both sides share.
func markMiddle(a, b []int32, ids int, changedOld, changedNew []bool) {
	inA, inB := make([]bool, ids), make([]bool, ids)
	for _, id := range a {
		inA[id] = true
	}
	for _, id := range b {
		inB[id] = true
	}
	keptA := keep(a, inB, changedOld)
	keptB := keep(b, inA, changedNew)
	if len(keptA) == 0 || len(keptB) == 0 {
		for _, i := range keptA {
			changedOld[i] = true
		}
		for _, j := range keptB {
			changedNew[j] = true
		}
		return
	}
	ra, rb := toRunes(a, keptA), toRunes(b, keptB)
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 0 // exact Myers: a timeout makes the result non-minimal
	i, j := 0, 0
	for _, d := range dmp.DiffMainRunes(ra, rb, false) {
		n := utf8.RuneCountInString(d.Text)
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			i, j = i+n, j+n
		case diffmatchpatch.DiffDelete:
			for k := 0; k < n; k++ {
				changedOld[keptA[i+k]] = true
			}
			i += n
		case diffmatchpatch.DiffInsert:
			for k := 0; k < n; k++ {
				changedNew[keptB[j+k]] = true
			}
			j += n
		}
	}
}

// keep returns the positions of lines whose id the other side also has,
// marking the others changed.
func keep(lines []int32, other []bool, changed []bool) []int {
	kept := make([]int, 0, len(lines))
	for i, id := range lines {
		if other[id] {
			kept = append(kept, i)
		} else {
			changed[i] = true
		}
	}
	return kept
}

// toRunes maps the kept lines' ids to runes, skipping the surrogate range
// that a Go string cannot carry.
func toRunes(lines []int32, kept []int) []rune {
	out := make([]rune, len(kept))
	for k, i := range kept {
		r := rune(lines[i])
		if r >= 0xD800 {
			r += 0x800
		}
		out[k] = r
	}
	return out
}
