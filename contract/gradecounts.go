package contract

import (
	"fmt"
	"strconv"
	"strings"
)

// A summary line may count each grade in turn: `Critical: 0, Major: 0,
// Minor: 1`, `**Critical:** 0 | **Major:** 0`, or a table may
// (`| Critical | 0 |`). A reader sees a count for each grade: a count of
// nought is no finding, and only a blocking grade counted above nought
// (`Critical: 0, Major: 2`) is one. Read as one grade whose text goes on
// (`0, Major: 0, Minor: 1`), such a line was a Critical finding beside
// an approval.

// maxGradeCounts bounds the counts read on one line: a scale has a few
// grades, and each count read asks again of the rest of the line.
const maxGradeCounts = 8

// countThen reads a count that opens text and a separator after it
// (`,`, `;`, `|`, `·`, `/`, a dash, or a space alone), and returns the
// count and what follows; false when text does not open with a count or
// nothing follows it.
func countThen(text string) (int, string, bool) {
	t := strings.TrimLeft(text, " \t*_`")
	digits := len(t) - len(strings.TrimLeft(t, "0123456789"))
	if digits == 0 || digits > 9 {
		return 0, "", false
	}
	n := 0
	for _, c := range t[:digits] {
		n = n*10 + int(c-'0')
	}
	rest := t[digits:]
	if rest != "" && (isASCIIWord(rest[0]) || rest[0] == '.') {
		return 0, "", false // `2x`, `0.5`, `1st`: no count alone
	}
	rest = strings.TrimLeft(rest, " \t*_`")
	for _, sep := range []string{",", ";", "|", "·", "/", "—", "–", "-"} {
		if after, ok := strings.CutPrefix(rest, sep); ok {
			rest = after
			break
		}
	}
	rest = strings.TrimLeft(rest, " \t")
	if rest == "" {
		return 0, "", false
	}
	return n, rest, true
}

// gradeCounts reads tail, the rest of a line whose grade, read as f,
// counts n (`Major: 2` after `Critical: 0, `), as the counts of further
// grades, depth counts in: the worst grade counted above nought stands,
// as the line's grade, with its count; ok is false when the rest is no
// count of a grade.
func (d *Dialect) gradeCounts(f Finding, n int, tail string, item block, v *vocabulary, depth int) (Finding, int, bool) {
	if depth >= maxGradeCounts {
		return Finding{}, 0, false
	}
	g, gn, ok := d.gradeFirstAt(block{kind: kindItem, line: item.line, col: item.col, text: tail}, v, depth+1)
	if !ok {
		if g, gn, ok = d.advisoryCount(tail, item, v, depth+1); !ok {
			return Finding{}, 0, false
		}
	}
	f.Text = fmt.Sprintf("%d %s", n, f.Word)
	switch {
	case f.Disposition == Fail && n > 0:
		return f, n, true
	case g.Disposition == Fail && gn > 0, n == 0:
		return g, gn, true
	}
	return f, n, true
}

// advisoryCount reads text that counts a grade the dialect does not
// spell and a reader takes for advisory (`Minor: 1` where the dialect
// dispositions findings FAIL or NOTE), and the counts after it, at
// depth counts in: the worst grade counted above nought, as gradeCounts
// reads it.
func (d *Dialect) advisoryCount(text string, item block, v *vocabulary, depth int) (Finding, int, bool) {
	t := strings.TrimLeft(text, " \t*_`[(")
	w := leadingLetters(t)
	if w == "" || strings.IndexByte(t, ':') < 0 {
		return Finding{}, 0, false
	}
	rest := strings.TrimLeft(t[len(w):], "*_`])")
	if after, ok := issueNamed(rest); ok {
		rest = strings.TrimLeft(after, "*_`])")
	}
	rest, ok := strings.CutPrefix(strings.TrimLeft(rest, " \t"), ":")
	if !ok || SeveritySide(w) != Note {
		return Finding{}, 0, false
	}
	rest = strings.Trim(rest, " \t*_`")
	f := Finding{Disposition: Note, Word: w, Line: item.line, Col: item.col}
	if n, err := strconv.Atoi(strings.TrimRight(rest, " .")); err == nil && n >= 0 {
		f.Text = fmt.Sprintf("%d %s", n, w)
		return f, n, true
	}
	if n, tail, ok := countThen(rest); ok {
		return d.gradeCounts(f, n, tail, item, v, depth)
	}
	return Finding{}, 0, false
}

// advisoryCounted reads a line led by a count of a grade the dialect
// does not spell and a reader takes for advisory, that goes on to count
// a blocking grade above nought (`Minor: 0, Critical: 1` where the
// dialect dispositions findings FAIL or NOTE): a blocking finding.
func (d *Dialect) advisoryCounted(b block) (Finding, bool) {
	f, n, ok := d.advisoryCount(b.text, b, d.grades, 0)
	return f, ok && f.Disposition == Fail && n > 0
}

// countsNoneRow reports whether a row graded in its cell at col counts
// none of the grade: `| Critical | 0 |`. One other cell is nought and
// every other is a count, a dash, empty or a statement of none; a row
// that says more (`| 0 | Critical | the token leaks |`, numbered from
// nought) names a finding.
func (d *Dialect) countsNoneRow(row block, col int) bool {
	zero := false
	for i, c := range row.cells {
		if i == col {
			continue
		}
		t := strings.Trim(c.text, " \t*_`")
		switch {
		case t == "0":
			zero = true
		case strings.Trim(t, "0123456789-—–") == "", d.statesNone(t):
		default:
			return false
		}
	}
	return zero
}

// countsNoGrade reports whether a row of a table whose severity column
// (the dialect's, or Severity or Priority) counts none of the grade in
// it (see countsNoneRow).
func (d *Dialect) countsNoGrade(row block) bool {
	cols := d.sevColumns
	if len(cols) == 0 {
		cols = gradeColumns
	}
	col := column(row.header, cols)
	return col >= 0 && col < len(row.cells) && d.countsNoneRow(row, col)
}
