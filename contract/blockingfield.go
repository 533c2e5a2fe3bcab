package contract

import "strings"

// blockingField records a line whose label asks whether something blocks
// (`**Blocker?** Yes`, `**Blocks merge:** yes`, `Is this a blocker? ✅`),
// answered yes, as a blocking finding: a table's column so named,
// answered yes, is one (blockingAnswer), and a reader weighs the line as
// the row. A label that asks whether blockers were dealt with
// (`Blockers resolved: yes`) answers something else.
func (r *reader) blockingField(b block) {
	if r.alt > 0 || r.file > 0 {
		return
	}
	t := labelLead.trimLeft(b.text)
	i := fieldSeps.index(t)
	if i <= 0 || i > 40 {
		return
	}
	label := strings.ToLower(labelMarks.trim(t[:i]))
	for _, ask := range []string{"is this a ", "is it a ", "is this ", "is it ", "is "} {
		if rest, ok := strings.CutPrefix(label, ask); ok {
			label = rest
			break
		}
	}
	if !asksBlocking(label) || settlesBlockers(label) {
		return
	}
	v := endMarks.trim(fieldValueLead.trimLeft(t[i+1:]))
	if !saysYes(v) {
		return
	}
	r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: label + ": " + v, Line: b.line, Col: b.col})
}

// settlesBlockers reports whether a label asks whether blockers were dealt
// with or are gone, not whether something blocks: `Blockers resolved`,
// `Blockers cleared`, `Blocking issues fixed`.
func settlesBlockers(label string) bool {
	for _, w := range words(label) {
		switch w {
		case "resolved", "fixed", "addressed", "closed", "cleared", "removed", "settled", "gone", "none", "free":
			return true
		}
	}
	return false
}
