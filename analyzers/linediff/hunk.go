package linediff

import "fmt"

// Hunk is one run of changed lines, numbered as `git diff -U0` headers
// number them: 1-based starts; a side with no lines has Lines 0 and its
// Start is the line after which the change sits (0 at the top of a file).
type Hunk struct {
	OldStart int `json:"old_start"`
	OldLines int `json:"old_lines"`
	NewStart int `json:"new_start"`
	NewLines int `json:"new_lines"`
}

// Header formats the hunk as git does: "@@ -a,b +c,d @@", a ",1" count
// left out.
func (h Hunk) Header() string {
	return fmt.Sprintf("@@ -%s +%s @@", rangeText(h.OldStart, h.OldLines), rangeText(h.NewStart, h.NewLines))
}

func rangeText(start, lines int) string {
	if lines == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, lines)
}

// hunksFromMasks groups changed lines into hunks. changedOld[i] says old
// line i is deleted, changedNew[j] that new line j is added; unchanged lines
// pair up in order.
func hunksFromMasks(changedOld, changedNew []bool) []Hunk {
	var hunks []Hunk
	i, j := 0, 0
	for i < len(changedOld) || j < len(changedNew) {
		if i < len(changedOld) && j < len(changedNew) && !changedOld[i] && !changedNew[j] {
			i, j = i+1, j+1
			continue
		}
		h := Hunk{OldStart: i, NewStart: j}
		for i < len(changedOld) && changedOld[i] {
			i++
			h.OldLines++
		}
		for j < len(changedNew) && changedNew[j] {
			j++
			h.NewLines++
		}
		if h.OldLines > 0 {
			h.OldStart++
		}
		if h.NewLines > 0 {
			h.NewStart++
		}
		hunks = append(hunks, h)
	}
	return hunks
}

// Totals returns the deleted and added line counts of hunks, as
// `git diff --numstat` prints them.
func Totals(hunks []Hunk) (deleted, added int) {
	for _, h := range hunks {
		deleted += h.OldLines
		added += h.NewLines
	}
	return deleted, added
}

// Replace returns the hunk that deletes every old line and adds every new
// one: how git counts a change of file type, which it prints as a deletion
// and an addition.
func Replace(oldText, newText []byte) []Hunk {
	changedOld := make([]bool, len(SplitLines(oldText)))
	changedNew := make([]bool, len(SplitLines(newText)))
	for i := range changedOld {
		changedOld[i] = true
	}
	for i := range changedNew {
		changedNew[i] = true
	}
	return hunksFromMasks(changedOld, changedNew)
}
