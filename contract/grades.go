package contract

import "strings"

// blockingGrades are severities that no reader takes for anything but
// blocking. A heading that grades a list with one of them (`## Critical
// Issues`, `### Blockers`) heads blocking findings in every dialect, as
// it would to a person reading the report, whether or not the team's
// dialect writes its findings under severities: a passing verdict
// beside it is a contradiction even where findings are dispositioned
// `x: FAIL — why`. A grade a dialect gives a meaning of its own keeps
// it.
func blockingGrades() []string {
	return []string{"Critical", "Blocker", "Blocking", "Must fix", "Severe", "Showstopper", "P0"}
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
