package verdict

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// grades are a dialect's own grades of a finding that block (its
// blocking severities: P1, sev1), each as the words a reader reads in
// it. To a reader of that dialect's files a label, a priority or a
// status in one of them states a blocking finding as plainly as a grade
// every dialect shares (sideword.BlockingGrade) does: a P2 finding whose
// text opens `P1: the token leaks`, or {"priority": "P1"}, where P1
// blocks. A dialect without finding objects has none.
type grades [][]string

// prepareGrades reads the dialect's blocking severities as grades.
func (d *Dialect) prepareGrades() {
	if !d.spec.Findings {
		return
	}
	for _, b := range d.spec.Blocking {
		if ws := labelWords(b); len(ws) > 0 {
			d.grades = append(d.grades, ws)
		}
	}
}

// opens returns how many of the lower-case words ws a blocking grade
// opening them is made of, one every dialect shares
// (sideword.GradeOpens) or the dialect's own, or 0 when none opens them.
func (g grades) opens(ws []string) int {
	n := sideword.GradeOpens(ws)
	for _, gw := range g {
		if len(gw) > n && len(gw) <= len(ws) && slices.Equal(gw, ws[:len(gw)]) {
			n = len(gw)
		}
	}
	return n
}

// labels reports whether the words of a label are a blocking grade,
// alone or naming the problems it grades (`Critical`, `Blocking
// issues`, `Critical findings`), counted or said to be open (`Total
// blockers`, `Critical issues found`; see countedLabel): either way the
// label states findings of that grade.
func (g grades) labels(ws []string) bool {
	ws = countedLabel(ws)
	n := g.opens(ws)
	if n > 0 && n == len(ws)-2 && gradeQualifier(ws[n]) {
		n++ // `Critical security issues`, `Critical-severity issues`
	}
	return n > 0 && (n == len(ws) || n == len(ws)-1 && (sideword.ProblemNoun(ws[n]) || shoutedProblem(ws[n])))
}

// gradeQualifier: a word between a grade and the problems it labels
// that says what kind of grade it is.
func gradeQualifier(w string) bool {
	return w == "security" || w == "severity" || w == "priority" || w == "level"
}

// blocks reports whether one of the dialect's own grades stands among
// the words of a value as a reader reads it (readerValue), with no
// negation among them (`not P1`), as readsBlocking reads the grades
// every dialect shares.
func (g grades) blocks(seen string) bool {
	if len(g) == 0 {
		return false
	}
	ws := strings.FieldsFunc(seen, func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') })
	if slices.ContainsFunc(ws, func(w string) bool { return negations.has(w) }) {
		return false
	}
	for i := range ws {
		for _, gw := range g {
			if len(gw) <= len(ws)-i && slices.Equal(gw, ws[i:i+len(gw)]) {
				return true
			}
		}
	}
	return false
}

// countedLabel is a label's words without those that count the findings
// it names or say they are open: `Total blockers`, `Open critical
// issues`, `Critical issues found`, `Number of blockers`.
func countedLabel(ws []string) []string {
	for len(ws) > 1 && labelQualifier(ws[0]) {
		ws = ws[1:]
	}
	for len(ws) > 1 && labelParticiple(ws[len(ws)-1]) {
		ws = ws[:len(ws)-1]
	}
	return ws
}

func labelQualifier(w string) bool {
	switch w {
	case "total", "open", "remaining", "new", "unresolved", "outstanding", "number", "of", "count":
		return true
	}
	return false
}

func labelParticiple(w string) bool {
	switch w {
	case "found", "remaining", "open", "outstanding", "identified", "detected", "left", "count", "total":
		return true
	}
	return false
}
