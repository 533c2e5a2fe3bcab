package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A stray finding is a blocking finding written outside the findings
// section: `- the parser drops a line: FAIL — data loss` under Notes, a
// `**Critical**:` bullet under Summary, a severity table under no
// heading, a `### x: FAIL` heading anywhere. A reader takes it for a
// blocking finding wherever it stands, so a passing verdict beside it is
// a contradiction all the same; it does not stand in for the findings a
// failing verdict must name.

// strayFail reads a block outside the findings section for a blocking
// finding.
func (d *Dialect) strayFail(b block) (Finding, bool) {
	switch b.kind {
	case kindText, kindItem, kindHeading, kindOther:
		// kindOther: a second paragraph of a list item shows as
		// plainly as its first.
	default:
		return Finding{}, false
	}
	if p := d.stated(b.text); p != nil && p.means == Fail && !grade(p.text) {
		f, ok := d.findingOf(block{kind: kindItem, line: b.line, col: b.col, text: strings.TrimLeft(b.text, "-*+• ")})
		if !ok || f.Disposition != Fail {
			f = Finding{Text: b.text, Disposition: Fail, Line: b.line, Col: b.col}
		}
		return f, true
	}
	if b.kind == kindHeading {
		// `### Token leak (Critical)`: a title that names a defect,
		// graded by a grade that always blocks, is a blocking finding
		// whatever it heads; `### Quality Practices (CRITICAL)` ranks
		// an area, but `### Login (severity: critical)` names the grade
		// a severity, which ranks nothing.
		if f, ok := d.gradeLast(b, false); ok && f.gradedLast && (namesDefect(f.Text) || f.severityNamed) {
			return f, true
		}
	}
	if b.kind != kindHeading {
		// A line after an item's first may be settled by a mark on a
		// later line of its paragraph (see continuedGrade).
		if f, n, ok := d.severityFirst(b); ok && n > 0 {
			f = settled(f, resolvedMark(f.Text) && b.holdsUnstruck(resolvedMark) || b.settledLater)
			f.gradedFirst = true
			return f, f.Disposition == Fail
		}
		if f, ok := d.blockingFirst(b); ok {
			f = settled(f, resolvedMark(f.Text) && b.holdsUnstruck(resolvedMark) || b.settledLater)
			f.gradedFirst = true
			return f, f.Disposition == Fail
		}
		if f, ok := d.gradeLast(b, false); ok {
			return f, true
		}
		if f, ok := d.regradedFirst(b); ok {
			return f, true
		}
		if f, ok := d.advisoryCounted(b); ok {
			return f, true
		}
		if f, ok := redMarkFirst(b); ok {
			f = settled(f, resolvedMark(f.Text) && b.holdsUnstruck(resolvedMark) || b.settledLater)
			return f, f.Disposition == Fail
		}
		if b.unstruck != nil {
			// `~~**Minor**:~~ **Critical**: the token leaks`: what
			// stands once struck words are withdrawn is read too.
			return d.strayFail(b.withoutStruck())
		}
	}
	return Finding{}, false
}

// redMarkFirst reads a bullet led by a mark that says stop or sounds an
// alarm (`- 🔴 the token leaks`, `- ⛔ **MUST** rotate the key`, `- 🚨
// the token leaks`): a reader takes it for a blocking issue as a
// Critical grade before it. A legend (`🔴 = blocks`,
// `🔴: critical`) or a mark before one word is none.
func redMarkFirst(b block) (Finding, bool) {
	if b.kind != kindItem {
		return Finding{}, false
	}
	t := strings.TrimLeft(b.text, " \t*_`")
	for _, m := range []string{"🔴", "⛔", "🛑", "🚨"} {
		rest, ok := strings.CutPrefix(t, m)
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, " \t*_`\ufe0f")
		if strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, ":") || len(strings.Fields(rest)) < 2 {
			return Finding{}, false
		}
		return Finding{Text: rest, Disposition: Fail, Word: m, Line: b.line, Col: b.col}, true
	}
	return Finding{}, false
}

// strayRow reads a table row outside the findings section for a
// blocking finding.
func (d *Dialect) strayRow(row block) (Finding, bool) {
	// Only a severity column makes a row a finding: a Status or Impact
	// column of HIGH grades other things.
	if col := row.column(d.sevColumns); col >= 0 && !riskRegister(row.header) && !d.countsNoneRow(row, col) {
		if f, ok := d.rowFinding(row); ok {
			f = settled(f, rowResolved(row))
			return f, f.Disposition == Fail
		}
	}
	if f, ok := d.gradedRow(row); ok {
		// Graded in words the dialect does not spell, or in no severity
		// column: settled by its status as a severity row is.
		f = settled(f, rowResolved(row))
		return f, f.Disposition == Fail
	}
	if f, ok := d.issueRow(row); ok {
		return f, true
	}
	if f, ok := d.gradeColumnRow(row); ok {
		return f, true
	}
	f, placed, ok := d.countRow(row)
	if ok {
		f = settled(f, rowResolved(row))
		return f, f.Disposition == Fail
	}
	if !placed {
		// A row whose counts are placed says what it counts; its cells
		// are not read again as labels or as a listed finding.
		if f, ok := d.labelledCell(row); ok {
			f = settled(f, rowResolved(row))
			return f, f.Disposition == Fail
		}
		if f, ok := d.gradeListRow(row); ok {
			return f, true
		}
	}
	for _, c := range row.cells {
		if p := d.stated(c.text); p != nil && p.means == Fail && !grade(p.text) {
			return Finding{Text: row.text, Disposition: Fail, Line: row.line, Col: row.col}, true
		}
	}
	// A status column that fails in the dialect's coverage words (❌,
	// NOT MET) fails wherever its table stands: `| unit tests | ❌ |`
	// under `## Checks` is a failing check to a reader.
	if col := row.column(d.statusCols); col >= 0 && col < len(row.cells) {
		if st, ok := d.cellStatus(row.cells[col].text); ok && st == meansFailed {
			return Finding{Text: rowText(row, col), Disposition: Fail, Word: d.statuses.first(meansFailed), Line: row.line, Col: row.col}, true
		}
	}
	return Finding{}, false
}

// issueRow reads a row of a table whose column names its rows findings
// or issues (`| Risk | Finding |`, `| Issue | Impact |`): a cell that is
// a blocking grade alone grades the row blocking, whatever its column is
// called, unless the row records the issue resolved.
func (d *Dialect) issueRow(row block) (Finding, bool) {
	issue := row.column(issueColumns)
	if issue < 0 {
		return Finding{}, false
	}
	for i, c := range row.cells {
		if i == issue {
			continue
		}
		t := strings.Trim(c.text, " \t*_`[]().!")
		t = strings.TrimLeftFunc(t, func(r rune) bool { return !proseword.IsRune(r) && r != ' ' })
		t = strings.TrimSpace(t)
		m, ok := wordAt(d.grades, t)
		if !ok || m.phrase.means != Fail || m.end != len(t) {
			continue
		}
		f := settled(Finding{Text: rowText(row, i), Disposition: Fail, Word: m.phrase.text, Line: row.line, Col: row.col}, rowResolved(row) || row.holds(resolvedMark))
		return f, f.Disposition == Fail
	}
	return Finding{}, false
}

// riskColumns make a table a risk register: its rows weigh what may go
// wrong and how it is met (`| Path traversal | HIGH | LOW | Whitelist
// validation |`), which is no finding of the review.
var riskColumns = []string{"likelihood", "probability", "mitigation", "mitigations", "residual risk"}

// issueColumns name what a row lists as a finding of the review: a
// table headed `| Issue | Severity | Likelihood |` lists issues, however
// likely, and is no risk register.
var issueColumns = []string{"issue", "issues", "finding", "findings", "bug", "bugs", "defect", "defects", "problem", "problems", "vulnerability", "vulnerabilities"}

// riskRegister reports whether a table's header makes it a risk
// register: a likelihood or mitigation column, and no column that names
// its rows issues or findings.
func riskRegister(header []cell) bool {
	return column(header, riskColumns) >= 0 && column(header, issueColumns) < 0
}

// grade reports whether a blocking word is a severity grade (HIGH,
// CRITICAL), which outside the findings grades anything (`Confidence:
// HIGH`, `Priority: CRITICAL`), not a disposition (FAIL, BLOCKER).
func grade(word string) bool {
	w := strings.ToLower(word)
	return SeveritySide(word) != "" && w != "blocker" && w != "blocking" && w != "blockers"
}

// stateColumns name the column that says where a row's issue stands.
var stateColumns = []string{"status", "state", "resolution"}

// rowResolved reports whether a row's status cell says its issue is
// settled: it opens with fixed, resolved or addressed, in any case
// (`| Data cleanup | Critical | Resolved (Step 5) |`), and nothing after
// the word doubts, denies or puts it off (`Resolved? no`, `Fixed later`,
// `Resolved except one case`); `Partially resolved` and `Not fixed` open
// with another word. Struck-through words are read as withdrawn: a row
// whose status reads otherwise without them is not settled.
func rowResolved(row block) bool {
	col := row.column(stateColumns)
	if col < 0 || col >= len(row.cells) {
		return false
	}
	// A check mark may open the status (`✅ Resolved`); no other mark.
	t := strings.TrimLeft(row.cells[col].text, " \t*_`")
	for _, m := range []string{"✅", "✔", "☑"} {
		t = strings.TrimPrefix(t, m)
	}
	t = strings.ToLower(strings.TrimLeft(t, " \t*_`\uFE0F"))
	if !proseword.Settled(t) || doubted(t) {
		return false
	}
	return row.unstruck == nil || rowResolved(row.withoutStruckCells())
}
