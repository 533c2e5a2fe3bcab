package contract

import "strings"

// GFM makes a table's first row its header, and a table of counts may
// have no other: `| Blockers | 1 |` over `|---|---|` renders as one bold
// row, which a reader reads as `Blockers: 1`, as a body row is read
// (countRow). Its cells name no columns of their own: the cell after the
// label is its count, and a cell after that a note on it, which may
// count the grade still open (`| Blockers | 0 | but 2 are still open
// |`, see openCountRow) and is otherwise no count (`| Blockers | 0 | 2
// were fixed in round 1 |`). A header of column names (`| Severity |
// Count |`, `| Blockers | Majors | Minors |`) labels no counted grade
// and stays no finding.

// headerCountRow reads a table's header row as a row of counts (see
// countRow): a blocking finding where it counts a blocking grade above
// nought, or a note counts it still open.
func (d *Dialect) headerCountRow(row block) (Finding, bool) {
	if !row.isHeader || len(row.cells) < 2 {
		return Finding{}, false
	}
	blank := make([]cell, 2)
	pair := row
	pair.tableRow = &tableRow{cells: row.cells[:2], header: blank}
	f, placed, ok := d.countRow(pair)
	if !ok && placed && len(row.cells) > 2 {
		label := strings.TrimSpace(row.cells[0].text)
		f, ok = d.openCountRow(row, label)
	}
	return f, ok && f.Disposition == Fail
}
