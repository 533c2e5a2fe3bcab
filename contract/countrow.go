package contract

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A table may count findings by grade instead of listing them: `|
// Blockers | 1 |` under `| Metric | Value |`, `| Critical | 3 | 2 | 1 |`
// under `| Severity | Found | Fixed | Open |`. A reader takes a count
// above nought of a blocking grade for that many blocking findings, as
// in a label (`**Blockers:** 1`), and the cell is read as that label's
// value would be (`3 — all fixed in 3f2a1c` counts none, `🔴 1` and `0 —
// but the token leak is open` do not). Which cell is the count is the
// header's to say: the column of what is still open (the largest count
// where several name it), else what was found less what was fixed, else
// the one count column, else the other cell of a row of two (not a rank
// or a score), else the column of the latest round, else the last cell
// holding a count, as rounds run left to right. A cell of a column the
// header names a count is the label's value whatever it holds (`not
// zero`); any other only where it opens with a figure, not a finding's
// text.

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

// latestWord: see openWord.
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

// countRow reads a row with a cell that labels a blocking grade (first,
// or see countLabelAt) and whose count, chosen by the header, is above
// nought, or whose other cell counts some still open (openCountCell): a
// blocking finding. placed says the header placed the grade's count:
// the row's other cells are its to weigh (`| Critical Issues | 3
// blocking issues | 0 - All resolved |` under `| Aspect | Original
// Review | Final Review |`).
func (d *Dialect) countRow(row block) (f Finding, placed, ok bool) {
	at, lead := d.countLabelAt(row)
	if at < 0 {
		return Finding{}, false, false // most rows: spared the header's reading
	}
	row, ok = labelFirst(row, at)
	if !ok {
		return Finding{}, false, false
	}
	label := strings.TrimSpace(row.cells[0].text)
	n, value, placed := rowCount(row)
	if placed && !lead && !namesCount(row) {
		n, value, placed = 0, "", false // `| auth | Critical | 12 |` under `| Area | Risk | Tests |`
	}
	if placed && at > 0 && value != "" && !holdsCount(value) {
		// `| Maintenance burden | High | Low |` under `| Metric | Before
		// | After |`: past the row's own name, a grade is a value of
		// the row, and a cell beside it that counts nothing is another.
		n, value, placed = 0, "", false
	}
	if !placed || value == "" && n == 0 {
		f, ok = d.openCountRow(row, label)
		return f, placed, ok
	}
	if value == "" {
		value = strconv.Itoa(n)
	}
	// The label and its cell read as a label and its value
	// (`**Blockers:** 3 — all fixed`, `🔴 1`, `0 — but the token leak is
	// open`): the cell is weighed as the value is there.
	item := block{kind: kindItem, line: row.line, col: row.col, text: label + ": " + value}
	f, got, ok := d.gradeFirst(item, d.grades)
	if !ok || f.Disposition != Fail {
		f, got, ok = d.blockingAfterOpen(item)
	}
	if !ok || f.Disposition != Fail || got == 0 {
		settled := ok && f.Disposition == Fail && f.settledCount > 0
		g, open := d.openCountRow(row, label)
		if !open && settled {
			// `| Blockers | 2, both fixed |`: no finding, but the
			// settled count is settledRow's to weigh.
			f.Text = label + ": " + value
			return f, true, false
		}
		return g, true, open
	}
	f.Text = label + ": " + value
	return f, true, true
}

// holdsCount reports whether a cell's value holds a figure or opens
// with a word that counts (`2`, `🔴 1`, `none`, `two open`).
func holdsCount(value string) bool {
	if strings.ContainsAny(value, "0123456789") {
		return true
	}
	w, _, ok := proseword.Next(value)
	w = strings.ToLower(w)
	return ok && (isCount(w) || w == "no" || w == "none" || w == "zero")
}

// labelsBlocking reports whether label, with a count above nought, is a
// blocking finding as a label (`Blockers: 1`).
func (d *Dialect) labelsBlocking(label string, row block) bool {
	_, ok := d.labelFinding(label, row)
	return ok
}

// labelFinding is the blocking finding label makes with a count above
// nought (`Blockers: 1`), as labelsBlocking reads it.
func (d *Dialect) labelFinding(label string, row block) (Finding, bool) {
	item := block{kind: kindItem, line: row.line, col: row.col, text: label + ": 1"}
	if f, n, ok := d.gradeFirst(item, d.grades); ok && f.Disposition == Fail && n > 0 {
		return f, true
	}
	f, n, ok := d.blockingAfterOpen(item)
	return f, ok && f.Disposition == Fail && n > 0
}

// rowCount is the count a row gives its label (see countRow) and the
// cell it stands in, "" where it is worked out from two: false where the
// header places no count, or the chosen cell holds none.
func rowCount(row block) (int, string, bool) {
	if len(row.cells) < 2 || len(row.header) != len(row.cells) {
		return 0, "", false
	}
	// in is the cell at i as a value: its count, or one where it holds
	// a figure with more (`🔴 1`, `(1)`, `~2`: the label's reading weighs
	// it); false where it holds no figure (`the token was logged`: a
	// finding's text, which the other readings of a row weigh).
	in := func(i int) (int, string, bool) {
		t := strings.TrimSpace(row.cells[i].text)
		n, ok := cellCount(t)
		if !ok {
			if !opensWithFigure(t) {
				return 0, "", false
			}
			n = 1
		}
		return n, t, true
	}
	// named is in for a column the header names a count: whatever it
	// holds is the label's value (`not zero`, `at least one`).
	named := func(i int) (int, string, bool) {
		t := strings.TrimSpace(row.cells[i].text)
		if n, ok := cellCount(t); ok {
			return n, t, true
		}
		return 1, t, t != ""
	}
	// most is the largest count of the cells at cols, where the header
	// cannot say which one is open.
	most := func(cols []int) (int, string, bool) {
		m, any := 0, false
		for _, c := range cols {
			if n, _, ok := in(c); ok {
				m, any = max(m, n), true
			}
		}
		return m, "", any
	}
	if cs := row.openColumns(); len(cs) == 1 {
		return named(cs[0])
	} else if len(cs) > 1 {
		// `| Not open | Open |`, `| Open before | Open after |`.
		return most(cs)
	}
	found, fixed := countColumn(row, foundColumns), countColumn(row, fixedColumns)
	if found > 0 && fixed > 0 {
		a, okA := cellCount(row.cells[found].text)
		b, okB := cellCount(row.cells[fixed].text)
		if okA && okB {
			// A count in another column (`| Found | Fixed | New |`,
			// `Reopened`) may be open besides.
			open := max(a-b, 0)
			for i := 1; i < len(row.cells); i++ {
				if settledColumn(row, i) {
					continue // `| Found | Fixed | Verified |`
				}
				if n, ok := cellCount(row.cells[i].text); ok && i != found && i != fixed {
					open = max(open, n)
				}
			}
			return open, "", true
		}
	}
	if c := countColumn(row, countColumns); c > 0 {
		return named(c)
	}
	if len(row.cells) == 2 {
		if nonCount(row.headerKeys()[1]) {
			return 0, "", false // `| Grade | Rank |` over `| Blocker | 1 |`: a legend
		}
		return in(1)
	}
	if cs := row.latestColumns(); len(cs) == 1 {
		return named(cs[0])
	}
	// Columns the reading cannot place (`| Round 1 | Round 2 |`, `| v1
	// | v2 |`): rounds run left to right, and the last count is the
	// latest.
	for i := len(row.cells) - 1; i > 0; i-- {
		if _, ok := cellCount(row.cells[i].text); ok && strings.TrimSpace(row.cells[i].text) != "" {
			return in(i)
		}
	}
	return 0, "", false
}

// opensWithFigure reports whether t, past marks and brackets (`🔴`,
// `(`, `~`, `≥`), opens with a digit or a word that counts (`none
// fixed`, `zero fixed, 2 open`, `two`).
func opensWithFigure(t string) bool {
	t = strings.TrimLeftFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if t != "" && t[0] >= '0' && t[0] <= '9' {
		return true
	}
	w, _, _ := strings.Cut(strings.ToLower(t), " ")
	w = strings.TrimRight(w, ".,;:")
	return w == "none" || w == "zero" || w == "no" || slices.Contains(numberWords, w)
}

// settledColumn reports whether row's column i is named for what was
// dealt with (`Fixed`, `Verified`), which is no count of what is open.
func settledColumn(row block, i int) bool {
	if len(row.header[i].text) > countNameMax {
		return false
	}
	k := row.headerKeys()[i]
	return slices.Contains(fixedColumns, k) || k == "verified" || k == "confirmed" || k == "retested"
}

// nonCount reports whether a column's name says its numbers rank or
// weigh the row rather than count it.
func nonCount(name string) bool {
	switch name {
	case "rank", "score", "priority", "level", "weight", "order", "sla", "days", "points", "severity",
		"grade", "id", "rating", "tier", "sla (days)", "weight (points)":
		return true
	}
	return false
}

// cellCount reads a cell that opens with a count (`1`, `2 (token leak,
// race)`), is one spelled out (`two`), or says none and nothing more
// (`0`, `none`, `—`): the count. What follows a count is left to the
// label's reading (countRow).
func cellCount(text string) (int, bool) {
	t := strings.Trim(text, " \t*_`")
	if n, _, ok := countThen(t); ok {
		return n, true
	}
	w := strings.TrimRight(strings.ToLower(t), " .")
	switch w {
	case "none", "—", "–", "-", "n/a", "zero":
		return 0, true
	}
	if i := slices.Index(numberWords, w); i >= 0 {
		return i + 1, true
	}
	return 0, false
}

// numberWords are the counts a cell may spell out, each at its count
// less one: a reader counts `twelve` as plainly as `one`.
var numberWords = []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}

// A column's name longer than this names no count: the names read here
// are a word or two, and a long one is not read for each row.
const countNameMax = 40

// countColumn is the index, after the label's, of row's one column
// named one of names; 0 where none is, or more than one. The names are
// the row's header keys, made once a row (tableRow.headerKeys).
func countColumn(row block, names []string) int {
	keys := row.headerKeys()
	at := 0
	for i := 1; i < len(keys); i++ {
		if len(row.header[i].text) > countNameMax || !slices.Contains(names, keys[i]) {
			continue
		}
		if at > 0 {
			return 0
		}
		at = i
	}
	return at
}

// columnsWith are the indexes, after the label's, of the columns whose
// name holds a word in.
func columnsWith(header []cell, in func(string) bool) []int {
	var cols []int
	for i := 1; i < len(header); i++ {
		if len(header[i].text) > countNameMax {
			continue
		}
		for _, w := range words(header[i].text) {
			if in(w) {
				cols = append(cols, i)
				break
			}
		}
	}
	return cols
}
