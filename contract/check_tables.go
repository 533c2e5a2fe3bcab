package contract

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Table rows under the coverage and findings headings are entries as
// bullets are: a row carries its status or disposition in a cell, in the
// column the dialect names (Status, Severity) or as a cell that holds
// nothing else.

// rowCoverage reads a coverage row: the claim and its status. fault says
// why a row that is not an entry is not one ("" when it is one).
func (d *Dialect) rowCoverage(row block) (e CoverageEntry, fault string) {
	col := row.column(d.statusCols)
	var hits []int
	for i, c := range row.cells {
		if col >= 0 && i != col {
			continue
		}
		if _, ok := d.cellStatus(c.text); ok {
			hits = append(hits, i)
		}
	}
	switch {
	case len(hits) == 0:
		return e, "the row carries no status: give it a " + d.statusColumnName() + " cell of " + d.statusList()
	case len(hits) > 1:
		return e, "the row carries more than one status: keep one"
	}
	status, _ := d.cellStatus(row.cells[hits[0]].text)
	claim := rowText(row, hits[0])
	if claim == "" {
		return e, "the row names no claim beside its status"
	}
	return CoverageEntry{Claim: claim, Status: status, Line: row.line}, ""
}

// cellStatus reads a cell that is a status and nothing else but
// decoration (emoji, emphasis, punctuation).
func (d *Dialect) cellStatus(text string) (string, bool) {
	hits := d.statusesIn(text, nil)
	if len(hits) != 1 {
		return "", false
	}
	if _, _, more := cutWord(text[hits[0].end:]); more {
		return "", false
	}
	if _, _, before := cutWord(text[:hits[0].at]); before {
		return "", false
	}
	return hits[0].means, true
}

// rowFinding reads a findings row: its text and disposition. ok is false
// for a row that states no disposition. A row with more than one severity
// column (`| Severity | Priority |`, two `Severity` columns) shows a reader
// each grade: it is read at its worst, as a cell that goes on to a
// blocking grade is.
func (d *Dialect) rowFinding(row block) (Finding, bool) {
	cols := columns(row.header, d.sevColumns)
	f, at, ok := d.cellFinding(row, cols, 0)
	if !ok {
		return Finding{}, false
	}
	for len(cols) > 1 && f.Disposition != Fail {
		g, i, again := d.cellFinding(row, cols, at+1)
		if !again {
			break
		}
		if g.Disposition == Fail {
			f.Disposition, f.Word = Fail, g.Word
		}
		at = i
	}
	if len(cols) > 0 && f.Disposition != Fail {
		// `| bad | Minor | Critical |` under a Notes column: the worse
		// grade stands (regrade.go).
		if g, ok := d.regradedCell(row, cols...); ok {
			f.Disposition, f.Word = Fail, g.phrase.text
		}
	}
	return f, true
}

// cellFinding reads the first cell from from on that states a
// disposition, among cols when the row has severity columns: the finding
// and the cell's index.
func (d *Dialect) cellFinding(row block, cols []int, from int) (Finding, int, bool) {
	for i := from; i < len(row.cells); i++ {
		c := row.cells[i]
		if len(cols) > 0 && !slices.Contains(cols, i) {
			continue
		}
		t := strings.TrimLeft(c.text, " \t*_`[(")
		t = strings.TrimLeftFunc(t, func(r rune) bool { return !proseword.IsRune(r) && r != ' ' })
		m, ok := d.dispositionAt(strings.TrimLeft(t, " "))
		if !ok {
			continue
		}
		if len(cols) > 0 && m.phrase.means != Fail {
			// A severity cell that goes on to a blocking grade
			// ("Minor | Critical", "Minor, Critical") shows a reader
			// both: it is read at its worst.
			if b, ok := d.blockingGradeIn(strings.TrimLeft(t, " ")[m.end:]); ok {
				m.phrase = b.phrase
			}
		}
		// The finding is what the cells before the disposition say (or,
		// when it comes first, those after it); the reason what follows
		// the word in its cell, else the cells after it.
		text, after := rowText(block{tableRow: &tableRow{cells: row.cells[:i]}}, -1), rowText(block{tableRow: &tableRow{cells: row.cells[i+1:]}}, -1)
		reason := strings.TrimSpace(strings.TrimLeft(strings.TrimLeft(t, " ")[m.end:], " *_`)]:-—–"))
		switch {
		case text == "":
			text = after
		case reason == "":
			reason = after
		}
		return Finding{
			Text: text, Disposition: m.phrase.means, Word: m.phrase.text,
			Reason: reason, Line: row.line, Col: row.col,
		}, i, true
	}
	return Finding{}, -1, false
}

// rowText is a row's text without the cell at skip: what the entry says,
// with cells that only number the row left out.
func rowText(row block, skip int) string {
	var parts []string
	for i, c := range row.cells {
		t := strings.TrimSpace(c.text)
		if i == skip || t == "" || strings.Trim(t, "0123456789.#") == "" {
			continue
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, " — ")
}

// statusColumnName is the status column's name as the dialect gives it.
func (d *Dialect) statusColumnName() string {
	if cs := d.spec.Coverage.StatusColumns; len(cs) > 0 {
		return cs[0]
	}
	return "status"
}

// rowStatesFail reports whether any cell of a row states a blocking
// disposition a reader takes as one: the row's text read as a line.
func (d *Dialect) rowStatesFail(row block) bool {
	for _, c := range row.cells {
		if d.statesFail(c.text) {
			return true
		}
	}
	return false
}

// findingRow is rowFinding, with rows in a dialect that writes no
// findings as table rows read for their disposition all the same: a
// blocking one blocks wherever it is written.
func (d *Dialect) findingRow(row block) (Finding, bool) {
	return d.rowFinding(row)
}

// blockingGradeIn finds a blocking disposition, or a grade every reader
// takes for blocking, at any word of text.
func (d *Dialect) blockingGradeIn(text string) (match, bool) {
	for rest := text; ; {
		if m, ok := d.grades.at(rest); ok && m.phrase.means == Fail {
			return m, true
		}
		_, r, ok := proseword.Next(rest)
		if !ok {
			return match{}, false
		}
		rest = r
	}
}

// blockingAnswer reads a row under a column that asks whether the row
// blocks (`Blocking`, `Blocker?`, `Blocks merge`, `Must fix`) answered
// yes (`Yes`, `✅`, `x`, `true`), or a Status column that says BLOCKING:
// a reader takes the row for a blocking finding whatever its severity
// cell says. A row its status settles is none.
func blockingAnswer(row block) (Finding, bool) {
	if len(row.header) == 0 || rowResolved(row) {
		return Finding{}, false
	}
	for i, h := range row.header {
		if i >= len(row.cells) {
			break
		}
		name := strings.ToLower(columnNameMarks.trim(h.text))
		v := endMarks.trim(row.cells[i].text)
		switch {
		case asksBlocking(name):
			if saysYes(v) {
				return Finding{Text: rowText(row, i), Disposition: Fail, Word: h.text + ": " + v, Line: row.line, Col: row.col}, true
			}
		case slices.Contains(stateColumns, name):
			if u := strings.ToUpper(v); u == "BLOCKING" || u == "BLOCKER" {
				return Finding{Text: rowText(row, i), Disposition: Fail, Word: v, Line: row.line, Col: row.col}, true
			}
		}
	}
	return Finding{}, false
}

// asksBlocking reports whether a column's name asks whether its row
// blocks.
func asksBlocking(name string) bool {
	if strings.Contains(name, "non-block") || strings.Contains(name, "nonblock") || strings.Contains(name, "not block") {
		return false
	}
	return strings.HasPrefix(name, "block") || strings.Contains(name, "merge blocker") || strings.Contains(name, "release blocker") ||
		name == "must fix" || name == "must-fix" || name == "fix before merge"
}

// saysYes reports whether a cell answers yes.
func saysYes(v string) bool {
	l := strings.ToLower(v)
	switch l {
	case "yes", "y", "true", "x", "✅", "✔", "✔️", "✓", "☑", "☑️":
		return true
	}
	if rest, ok := strings.CutPrefix(l, "✅ "); ok {
		// `**Blockers:** ✅ none`: the tick marks the answer, which
		// denies.
		// Only a denial alone or before a remark: `✅ nothing else can
		// ship until fixed` answers yes.
		t := strings.TrimLeft(rest, " *_`")
		w := strings.TrimRight(answerWord(t), "*_`")
		switch strings.ToLower(w) {
		case "none", "no", "0", "zero", "nothing", "n/a", "nil":
			after := strings.TrimLeft(t[len(w):], " *_`")
			return !(after == "" || strings.IndexAny(after, ".,;(—–-!") == 0)
		}
		return true
	}
	return strings.HasPrefix(l, "yes ") || strings.HasPrefix(l, "yes,") || strings.HasPrefix(l, "yes—")
}

// answerWord is the run of letters, digits and slashes t opens with.
func answerWord(t string) string {
	i := 0
	for i < len(t) && (t[i] >= 'a' && t[i] <= 'z' || t[i] >= 'A' && t[i] <= 'Z' || t[i] >= '0' && t[i] <= '9' || t[i] == '/') {
		i++
	}
	return t[:i]
}
