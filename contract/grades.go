package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// blockingGrades are severities that no reader takes for anything but
// blocking. A heading that grades a list with one of them (`## Critical
// Issues`, `### Blockers`) heads blocking findings in every dialect, as
// it would to a person reading the report, whether or not the team's
// dialect writes its findings under severities: a passing verdict
// beside it is a contradiction even where findings are dispositioned
// `x: FAIL — why`. A grade a dialect gives a meaning of its own keeps
// it.
func blockingGrades() []string {
	return []string{"Critical", "Blocker", "Blocking", "Must fix", "Severe", "Showstopper", "P0", "Major", "High severity"}
}

// withBlockingGrades returns the dialect's dispositions with the
// blocking grades it does not spell itself, as blocking, and records
// how many are its own (see foreignGrade). A grade that is one of the
// dialect's verdict values stays out: a word means one thing only. (A
// dialect cannot make one of them non-blocking: checkSides refuses it.)
func (d *Dialect) withBlockingGrades() *vocabulary {
	var all [][2]string
	for _, p := range d.dispositions.phrases {
		all = append(all, [2]string{p.text, p.means})
	}
	own := len(all)
	for _, g := range blockingGrades() {
		if spells(d.dispositions, g) || spells(d.values, g) {
			continue
		}
		all = append(all, [2]string{g, Fail})
	}
	d.ownGrades = own
	return newVocabulary(false, all...)
}

// foreignGrade reports whether m matched a blocking grade the dialect
// does not spell itself: newVocabulary keeps the phrases in order, so
// those are the ones after the dialect's own.
func (d *Dialect) foreignGrade(m match) bool {
	for i := d.ownGrades; i < len(d.grades.phrases); i++ {
		if d.grades.phrases[i].text == m.phrase.text {
			return true
		}
	}
	return false
}

// issueNamed reads, after a grade, the noun that names what it grades
// (`Critical issue:`), with one word qualifying it before (`Critical
// security issue:`) and a number after (`Critical Issue #1:`), and
// returns what follows; ok is false when no such noun stands there.
func issueNamed(rest string) (after string, ok bool) {
	w, after, ok := proseword.Next(rest)
	if !ok || !strings.HasPrefix(strings.TrimLeft(rest, " \t*_`"), w) {
		return "", false
	}
	if !issueNoun(strings.ToLower(w)) {
		// One qualifying word, then the noun: `security issue`.
		next := strings.TrimLeft(after, " \t")
		w, after, ok = proseword.Next(next)
		if !ok || !strings.HasPrefix(next, w) || !issueNoun(strings.ToLower(w)) {
			return "", false
		}
	}
	// A number names which one: `#1`, `1`, `(1)`.
	t := strings.TrimLeft(after, " \t")
	n := strings.TrimPrefix(strings.TrimPrefix(t, "("), "#")
	if digits := len(n) - len(strings.TrimLeft(n, "0123456789")); digits > 0 {
		return strings.TrimPrefix(n[digits:], ")"), true
	}
	return after, true
}

// gradeColumns name a table's column of grades in a dialect that names
// none of its own.
var gradeColumns = []string{"severity", "priority"}

// mayNameGrades reports whether a header cell holds, in any case, a
// word of gradeColumns.
func mayNameGrades(header []cell) bool {
	for _, h := range header {
		if indexFold(h.text, "severity") >= 0 || indexFold(h.text, "priority") >= 0 {
			return true
		}
	}
	return false
}

// gradedRow reads a table row whose severity column (the dialect's, or
// Severity or Priority) holds a grade every reader takes for blocking
// that the dialect's own words do not read: `| Critical | the token
// leaks |` under a Severity column in a dialect of `x: FAIL — why`
// findings, `| P0 | … |` where the dialect spells Critical. A row that
// records the finding resolved is settled.
func (d *Dialect) gradedRow(row block) (Finding, bool) {
	cols := d.sevColumns
	if len(cols) == 0 {
		if !mayNameGrades(row.header) {
			return Finding{}, false // spare column its copies
		}
		cols = gradeColumns
	}
	col := row.column(cols)
	if col < 0 || col >= len(row.cells) || riskRegister(row.header) {
		return Finding{}, false
	}
	t := strings.TrimLeft(row.cells[col].text, " \t*_`[(")
	t = strings.TrimLeftFunc(t, func(r rune) bool { return !proseword.IsRune(r) && r != ' ' })
	t = strings.TrimLeft(t, " ")
	m, ok := wordAt(d.grades, t)
	if w, listed := d.listedGrade(t); listed {
		// `Minor / Critical`, `Minor \| Critical`: a reader sees both
		// grades, and the worse one stands.
		m, ok, t = w, true, w.phrase.text
	}
	if !ok || m.phrase.means != Fail {
		return d.regradedRow(row, col, t)
	}
	if len(d.sevColumns) > 0 && !d.foreignGrade(m) {
		return Finding{}, false
	}
	if strings.ContainsFunc(t[m.end:], proseword.IsRune) {
		return Finding{}, false // `Critical path`, a grade that goes on; a mark after it (`CRITICAL ❗`) is decoration
	}
	if d.countsNoneRow(row, col) {
		return Finding{}, false // `| Critical | 0 |` counts none
	}
	f := Finding{Text: rowText(row, col), Disposition: Fail, Word: m.phrase.text, Line: row.line, Col: row.col}
	f = settled(f, row.holds(resolvedMark))
	return f, f.Disposition == Fail
}

// spells reports whether v holds phrase w as a whole.
func spells(v *vocabulary, w string) bool {
	want := strings.Join(words(w), " ")
	for _, p := range v.phrases {
		if strings.Join(p.words, " ") == want {
			return true
		}
	}
	return false
}

// listedGrade reads a cell that lists two or more grades (`Minor /
// Critical`, `Minor | Critical`, `Low, Blocker`) and returns the first
// blocking one among them; false when the cell lists no blocking grade
// or holds anything but grades.
func (d *Dialect) listedGrade(cell string) (match, bool) {
	parts := strings.FieldsFunc(cell, func(r rune) bool { return strings.ContainsRune("/|,;&", r) })
	if len(parts) < 2 {
		return match{}, false
	}
	var worst match
	found := false
	for _, p := range parts {
		p = strings.Trim(p, " \t*_`[]()")
		if p == "" {
			continue
		}
		m, ok := wordAt(d.grades, p)
		if ok && m.end == len(p) && m.phrase.means == Fail {
			if !found {
				worst, found = m, true
			}
			continue
		}
		if SeveritySide(p) == "" {
			return match{}, false // `Critical path, minor copy`: no list of grades
		}
	}
	return worst, found
}
