package contract

import (
	"slices"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A summary table may hold a grade's label and its count in one cell:
// `| Blockers: 2 | see below |`, `| 2 blockers | see below |`. A reader
// reads the cell as the same line, and a count above nought is that many
// blocking findings; the label's reading weighs what follows the count
// (`Blockers: 3 — all fixed in 3f2a1c`, `2 blockers, all fixed` count
// none).

// labelledCell reads a row for a cell that is a label of a blocking
// grade with its count, as the same line would read (`| Blockers: 2 |
// see below |`, `| Open blockers: 1 |`, `| Blockers — 2 |`): a blocking
// finding. A later cell that counts the same grade stands for it, as
// rounds run left to right (`| Blockers: 2 | Blockers: 0 |` under `|
// Round 1 | Round 2 |`).
func (d *Dialect) labelledCell(row block) (Finding, bool) {
	type count struct {
		f Finding
		n int
	}
	var last []count // one a grade: a scale has a few
	for _, c := range row.cells {
		t := strings.TrimSpace(c.text)
		if t == "" {
			continue
		}
		line := t
		if l, ok := d.countFirst(t); ok {
			line = l // `| 2 blockers |`
		}
		item := block{kind: kindItem, line: row.line, col: row.col, text: line}
		f, n, ok := d.gradeFirst(item, d.grades)
		if !ok || f.Disposition != Fail {
			f, n, ok = d.blockingAfterOpen(item)
		}
		if !ok || f.Disposition != Fail {
			f, n, ok = d.blockingAfterAdvisory(item)
		}
		// Only a count: `| High - Solid foundation |` under `Business
		// Impact` weighs the row, as a Risk or Impact column does.
		if !ok || f.Disposition != Fail || !opensWithFigure(f.Reason) && n > 0 {
			continue
		}
		f.Text = t
		at := slices.IndexFunc(last, func(c count) bool { return strings.EqualFold(c.f.Word, f.Word) })
		switch {
		case at >= 0:
			last[at] = count{f, n}
		case len(last) < maxGradeCounts:
			last = append(last, count{f, n})
		case n > 0:
			return f, true // more grades than a scale has, one counted
		}
	}
	for _, c := range last {
		if c.n > 0 {
			return c.f, true
		}
	}
	return Finding{}, false
}

// countFirst writes a cell that counts a blocking grade before naming it
// (`2 blockers`, `1 open critical issue — see below`, `2 blockers, all
// fixed`) as the label it reads as (`blockers: 2 — see below`), for the
// label's reading to weigh what follows; false for any other cell (`2
// critical path tests`, `2 blockers fixed`).
func (d *Dialect) countFirst(t string) (string, bool) {
	n, rest, ok := countThen(leadingMarks.trimLeft(t))
	if !ok || n == 0 || len(rest) == 0 {
		return "", false
	}
	for r, more := stillOpenLead(rest); more; r, more = stillOpenLead(rest) {
		rest = r // `2 open blockers`
	}
	sev, end, ok := d.severityWords(rest)
	if !ok || sev.means != Fail {
		return "", false
	}
	// The grade's label goes on to the noun it counts (`2 critical
	// issues`) and a word that says it counts or is open (`2 blockers
	// found`, `2 blockers remaining`), as a label may.
	if w := leadingLetters(strings.TrimLeft(rest[end:], " ")); w != "" && issueNoun(strings.ToLower(w)) {
		end = len(rest) - len(strings.TrimLeft(rest[end:], " ")) + len(w)
	}
	if w := leadingLetters(strings.TrimLeft(rest[end:], " ")); w != "" && (counting(strings.ToLower(w)) || stillOpen[strings.ToLower(w)]) {
		end = len(rest) - len(strings.TrimLeft(rest[end:], " ")) + len(w)
	}
	after := rest[end:]
	if !proseword.EndsClause(after) && !strings.HasPrefix(strings.TrimLeft(after, " *_`"), "(") {
		return "", false
	}
	return rest[:end] + ": " + strconv.Itoa(n) + after, true
}
