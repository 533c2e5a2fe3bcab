package contract

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A table may give each grade a column (`| Critical | Major | Minor |`)
// and count or list under it what it found. A reader reads each cell
// with its column's grade: `1` under Critical is one Critical finding,
// and so is `the login handler drops auth checks`; `0`, `None`, a dash
// or an empty cell is none. A word alone (`Yes`, a mark) names nothing,
// and is left to the table's other readings.

// gradeHeaderBytes bounds the header cells read as a grade: a grade
// with a noun of issues, not a sentence.
const gradeHeaderBytes = 40

// gradeColumnRow reads a row of a table whose column headers are
// grades for a cell under a blocking grade that counts above nought or
// names something: a blocking finding.
func (d *Dialect) gradeColumnRow(row block) (Finding, bool) {
	for i, h := range row.header {
		if i >= len(row.cells) {
			break
		}
		sev, ok := d.gradeHeader(h.text)
		if !ok || sev.means != Fail {
			continue
		}
		c := strings.TrimSpace(row.cells[i].text)
		t := strings.Trim(c, " \t*_`.")
		if t == "" || strings.Trim(t, "-—–") == "" || d.statesNone(c) || answersNo(c) {
			continue
		}
		if n, err := strconv.Atoi(t); err == nil {
			if n > 0 {
				return Finding{Text: fmt.Sprintf("%d %s", n, sev.word), Disposition: Fail, Word: sev.word, Line: row.line, Col: row.col}, true
			}
			continue
		}
		if proseword.Few(t, 1) || resolvedMark(c) && (row.cells[i].unstruck == nil || resolvedMark(*row.cells[i].unstruck)) {
			continue
		}
		return Finding{Text: c, Disposition: Fail, Word: sev.word, Line: row.line, Col: row.col}, true
	}
	return Finding{}, false
}

// gradeHeader reads a column header that is a grade and nothing else
// but a noun of issues: `Critical`, `Blockers`, `Critical issues`.
func (d *Dialect) gradeHeader(text string) (severity, bool) {
	if len(text) > gradeHeaderBytes {
		return severity{}, false
	}
	t := strings.TrimLeftFunc(normalize(text), func(r rune) bool { return !proseword.IsRune(r) })
	sev, end, ok := d.severityWords(t)
	if !ok {
		return severity{}, false
	}
	rest := strings.TrimLeft(t[end:], " \t")
	if w := leadingLetters(rest); w != "" && issueNoun(strings.ToLower(w)) {
		rest = rest[len(w):]
	}
	if strings.ContainsFunc(rest, proseword.IsRune) {
		return severity{}, false
	}
	return sev, true
}
