package contract

import (
	"slices"
	"strings"
)

// A count table need not give its grade the first column: `| # |
// Severity | Count |` over `| 1 | Blockers | 2 |`, `| ID | Grade | Open
// |` over `| R-2 | Critical | 1 |`. A reader finds the grade in the
// first cell past those that number the row, in the column the header
// names for grades, in a short cell that labels it (`| auth | Open
// blockers | 2 |`), or in a cell that is a blocking grade alone, and
// reads the row's count as though the grade stood first; past a cell
// that does not number the row, only a column the header names for a
// count is read (namesCount). A column before the grade is a count only
// where its header names one (`| Qty | Grade |`); a `#`, `No.` or `ID`
// column numbers the row, and a first column of rounds or dates
// (historyColumns) makes the row history, not read.

// gradeColumnWord says a word of a column's name names the column of a
// row's grade.
func gradeColumnWord(w string) bool {
	switch w {
	case "severity", "grade", "level", "category", "priority", "type", "kind", "class", "classification", "tier", "rating":
		return true
	}
	return false
}

// indexColumns name a column that numbers or names a row, as header
// keys ("" is a name of marks alone, `#`).
var indexColumns = []string{"", "no", "nr", "id", "ref", "index", "idx", "rank", "item", "step", "row"}

// historyColumns name a first column whose rows are rounds or times
// (`| Round | Severity | Count |` over `| 1 | Blockers | 2 |` then `| 2 |
// Blockers | 0 |`): a row is a point in the review's history, and only
// the last says what is open now, which a row alone cannot tell.
var historyColumns = []string{"round", "rounds", "iteration", "pass", "attempt", "date", "when", "time", "version", "review"}

// countLabelAt is the index of the cell that labels row's blocking grade
// for its count (see countRow), or -1; lead says only cells that number
// the row stand before it.
func (d *Dialect) countLabelAt(row block) (at int, lead bool) {
	if len(row.cells) == 0 {
		return -1, false
	}
	if t := strings.TrimSpace(row.cells[0].text); filledCell(t) && d.labelsBlocking(t, row) {
		return 0, true // `| Blockers | 2 |`: the grade first
	}
	var keys []string
	if len(row.header) > 0 && len(row.header[0].text) <= countNameMax {
		keys = row.headerKeys()
		if slices.Contains(historyColumns, keys[0]) {
			return -1, false
		}
	}
	lead = true // every cell before numbers the row
	for i, c := range row.cells {
		t := strings.TrimSpace(c.text)
		if t == "" {
			continue
		}
		if !filledCell(t) {
			continue // `1`, `#2`: a number labels no grade
		}
		if i > 0 && (lead || len(t) <= countNameMax || d.gradeNamed(row, i)) && d.labelsBlocking(t, row) {
			return i, lead // past the first cell, a short one: a grade's label is a few words
		}
		if i > 0 {
			if sev, ok := d.gradeHeader(t); ok && sev.means == Fail {
				return i, lead // `| auth | Blockers | 2 |`: a grade alone
			}
		}
		if lead && keys == nil && len(row.header) > 0 {
			keys = row.headerKeys() // once a row: each making reads the header whole
		}
		lead = lead && indexColumn(row, keys, i)
	}
	return -1, false
}

// namesCount reports whether row's header names the column of its
// label's count (see rowCount): a column of what is open, found and
// fixed, a count or value, or the latest round. A grade past a cell
// that does not number the row is counted only so: `| auth | Critical
// | 12 |` under `| Area | Risk | Tests |` grades the area, and counts
// its tests.
func namesCount(row block) bool {
	if len(row.openColumns()) > 0 || countColumn(row, countColumns) > 0 || len(row.latestColumns()) == 1 {
		return true
	}
	return countColumn(row, foundColumns) > 0 && countColumn(row, fixedColumns) > 0
}

// gradeNamed reports whether row's column i is named for its grade.
func (d *Dialect) gradeNamed(row block, i int) bool {
	if i >= len(row.header) || len(row.header[i].text) > countNameMax {
		return false
	}
	return slices.ContainsFunc(words(row.header[i].text), gradeColumnWord)
}

// indexColumn reports whether row's cell i numbers the row: it holds a
// number alone, or its column is named for one (keys are the header's).
func indexColumn(row block, keys []string, i int) bool {
	if !filledCell(row.cells[i].text) {
		return true
	}
	return i < len(keys) && len(row.header[i].text) <= countNameMax && slices.Contains(indexColumns, keys[i])
}

// countNamed reports whether row's column i, before its grade's, is
// named for a count (`Qty`, `Open`, `Found`): one that numbers the row
// (`#`, `No.`) is none. keys are the header's.
func countNamed(row block, keys []string, i int) bool {
	if len(row.header[i].text) > countNameMax {
		return false
	}
	k := keys[i]
	if slices.Contains(indexColumns, k) {
		return false
	}
	if slices.Contains(countColumns, k) || slices.Contains(foundColumns, k) || slices.Contains(fixedColumns, k) {
		return true
	}
	return slices.ContainsFunc(words(row.header[i].text), func(w string) bool { return openWord(w) || latestWord(w) })
}

// labelFirst is row with its cell at (and the header's) first, the
// columns after it next and, of those before it, only the ones named
// for a count: the row as rowCount reads a grade's. False where the
// header does not name every cell.
func labelFirst(row block, at int) (block, bool) {
	if at == 0 {
		return row, true
	}
	if len(row.header) != len(row.cells) {
		return block{}, false
	}
	cells := make([]cell, 1, len(row.cells))
	header := make([]cell, 1, len(row.cells))
	cells[0], header[0] = row.cells[at], row.header[at]
	keys := row.headerKeys()
	for i := range row.cells {
		if i == at || i < at && !countNamed(row, keys, i) {
			continue
		}
		cells, header = append(cells, row.cells[i]), append(header, row.header[i])
	}
	row.tableRow = &tableRow{cells: cells, header: header}
	return row, true
}
