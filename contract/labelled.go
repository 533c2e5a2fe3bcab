package contract

import "strings"

// labelledFailure reads a line that gives a label other than a verdict
// key a failing verdict word of the dialect as its whole value:
// `Overall: CHANGES REQUESTED`, `**Result:** REJECTED`, `Conclusion:
// BLOCKED`. A reader takes such a line for a verdict on the change, or on
// a part of it, that fails; it returns the value as written, or "" for
// any other line. A word the dialect also states findings with (`x:
// FAIL`) is a finding's, read as one; a grade (`Grade: MAJOR`) is not.
func (d *Dialect) labelledFailure(text string) string {
	i := strings.IndexByte(text, ':')
	if i <= 0 || i > 60 {
		return ""
	}
	label := strings.Trim(text[:i], " \t*_`#-+>")
	if label == "" || strings.ContainsAny(label, "`[]()|") {
		return ""
	}
	if n := len(strings.Fields(label)); n > 3 {
		return "" // a sentence, not a label
	}
	value := strings.TrimLeft(text[i+1:], " \t*_`")
	m, ok := d.values.at(value)
	if !ok || m.start != 0 || m.phrase.means != Fail || !isUpper(value[:m.end]) {
		return ""
	}
	if !endsClause(strings.TrimLeft(value[m.end:], "*_`")) {
		return ""
	}
	if p := d.stated(text); p != nil && !grade(p.text) {
		return "" // `x: FAIL`, a finding's disposition
	}
	return value[:m.end]
}
