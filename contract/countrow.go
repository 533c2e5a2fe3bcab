package contract

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A table may count findings by grade instead of listing them: `|
// Blockers | 1 |` under `| Metric | Value |`, `| Critical | 3 | 2 | 1 |`
// under `| Severity | Found | Fixed | Open |`. A reader takes a count
// above nought of a blocking grade for that many blocking findings, as
// in a label (`**Blockers:** 1`), and the cell is read as that label's
// value would be (`3 — all fixed in 3f2a1c` counts none). Which cell is
// the count is the header's to say: the column of what is still open,
// else what was found less what was fixed, else the other cell of a row
// of two, else the one count column, else the column of the latest
// round; a header the reading cannot place reads every count, so that
// no open count goes unseen.

// openWord says a word of a column's name counts what is still open;
// latestWord that it counts at the latest round (`| Aspect | Original
// Review | Final Review |`), read where no column counts what is open.
// Switches, not maps: nothing is built before main.
func openWord(w string) bool {
	switch w {
	case "open", "remaining", "outstanding", "unresolved":
		return true
	}
	return false
}

func latestWord(w string) bool {
	switch w {
	case "after", "now", "current", "final", "latest", "new":
		return true
	}
	return false
}

// foundColumns and fixedColumns name columns whose difference is what is
// still open.
var (
	foundColumns = []string{"found", "total", "reported", "identified", "raised", "flagged"}
	fixedColumns = []string{"fixed", "resolved", "addressed", "closed", "done"}
)

// countColumns name a column that holds the count of its row's label.
var countColumns = []string{"count", "value", "#", "number", "no.", "n", "qty", "quantity", "amount", "issues", "findings", "result", "results"}

// countRow reads a row whose first cell labels a blocking grade and
// whose count, chosen by the header, is above nought: a blocking finding.
func (d *Dialect) countRow(row block) (Finding, bool) {
	label := strings.TrimSpace(row.cells[0].text)
	if label == "" {
		return Finding{}, false
	}
	if !d.labelsBlocking(label, row) {
		return Finding{}, false // most rows: spared the header's reading
	}
	n, value, ok := rowCount(row)
	if !ok || n == 0 {
		return Finding{}, false
	}
	if value == "" {
		value = strconv.Itoa(n)
	}
	// The label and its cell read as a label and its value
	// (`**Blockers:** 3 — all fixed`): a remark after the count is
	// weighed as there.
	item := block{kind: kindItem, line: row.line, col: row.col, text: label + ": " + value}
	f, got, ok := d.gradeFirst(item, d.grades)
	if !ok || f.Disposition != Fail {
		f, got, ok = d.blockingAfterOpen(item)
	}
	if !ok || f.Disposition != Fail || got == 0 {
		return Finding{}, false
	}
	f.Text = fmt.Sprintf("%s: %d", label, n)
	return f, true
}

// labelsBlocking reports whether label, with a count above nought, is a
// blocking finding as a label (`Blockers: 1`).
func (d *Dialect) labelsBlocking(label string, row block) bool {
	item := block{kind: kindItem, line: row.line, col: row.col, text: label + ": 1"}
	if f, n, ok := d.gradeFirst(item, d.grades); ok && f.Disposition == Fail && n > 0 {
		return true
	}
	f, n, ok := d.blockingAfterOpen(item)
	return ok && f.Disposition == Fail && n > 0
}

// rowCount is the count a row gives its label (see countRow) and the
// cell it stands in, "" where it is worked out from two: false where the
// header places no count, or the chosen cell holds none.
func rowCount(row block) (int, string, bool) {
	if len(row.cells) < 2 || len(row.header) != len(row.cells) {
		return 0, "", false
	}
	in := func(i int) (int, string, bool) {
		n, ok := cellCount(row.cells[i].text)
		return n, strings.TrimSpace(row.cells[i].text), ok
	}
	if c := columnWith(row.header, openWord); c > 0 {
		return in(c)
	}
	found, fixed := countColumn(row.header, foundColumns), countColumn(row.header, fixedColumns)
	if found > 0 && fixed > 0 {
		a, okA := cellCount(row.cells[found].text)
		b, okB := cellCount(row.cells[fixed].text)
		if okA && okB {
			return max(a-b, 0), "", true
		}
	}
	if len(row.cells) == 2 {
		return in(1)
	}
	if c := countColumn(row.header, countColumns); c > 0 {
		return in(c)
	}
	if c := columnWith(row.header, latestWord); c > 0 {
		return in(c)
	}
	// Columns the reading cannot place: any count above nought stands.
	most, any := 0, false
	for _, c := range row.cells[1:] {
		if n, ok := cellCount(c.text); ok {
			most, any = max(most, n), true
		}
	}
	return most, "", any
}

// cellCount reads a cell that opens with a count (`1`, `2 (token leak,
// race)`, `two`), or says none (`0`, `none`, `—`): the count.
func cellCount(text string) (int, bool) {
	t := strings.Trim(text, " \t*_`")
	if n, _, ok := countThen(t); ok {
		return n, true
	}
	w, _, _ := strings.Cut(strings.ToLower(t), " ")
	switch w {
	case "", "none", "—", "–", "-", "n/a", "zero":
		return 0, true
	case "some", "several", "many":
		return 1, true
	}
	if i := slices.Index(numberWords, w); i >= 0 {
		return i + 1, true
	}
	return 0, false
}

// numberWords are the counts a cell may spell out.
var numberWords = []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// A column's name longer than this names no count: the names read here
// are a word or two, and a long one is not read for each row.
const countNameMax = 40

// countColumn is the index, after the label's, of the one column named
// one of names; 0 where none is, or more than one.
func countColumn(header []cell, names []string) int {
	at := 0
	for i := 1; i < len(header); i++ {
		if len(header[i].text) > countNameMax || !slices.Contains(names, headingKey(header[i].text)) {
			continue
		}
		if at > 0 {
			return 0
		}
		at = i
	}
	return at
}

// columnWith is the index, after the label's, of the first column whose
// name holds a word in; 0 where none does.
func columnWith(header []cell, in func(string) bool) int {
	for i := 1; i < len(header); i++ {
		if len(header[i].text) > countNameMax {
			continue
		}
		for _, w := range words(header[i].text) {
			if in(w) {
				return i
			}
		}
	}
	return 0
}
