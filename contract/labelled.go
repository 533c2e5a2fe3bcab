package contract

import (
	"strings"
	"sync"
)

// labelledFailure reads a line that gives a label other than a verdict
// key a failing verdict word of the dialect as its whole value:
// `Overall: CHANGES REQUESTED`, `**Result:** REJECTED`, `Conclusion:
// BLOCKED`. A reader takes such a line for a verdict on the change, or on
// a part of it, that fails; it returns the value as written, or "" for
// any other line. A word the dialect also states findings with (`x:
// FAIL`) is a finding's, read as one; a grade (`Grade: MAJOR`) is not.
func (d *Dialect) labelledFailure(text string) string {
	i, sep := labelEnd(text)
	if i <= 0 || i > 60 {
		return ""
	}
	label := strings.Trim(text[:i], " \t*_`#-+>")
	if open := strings.IndexByte(label, '('); open > 0 && strings.HasSuffix(label, ")") {
		// `Verdict (updated)`: a parenthetical qualifies the label.
		label = strings.TrimSpace(label[:open])
	}
	if label == "" || strings.ContainsAny(label, "`[]()|") {
		return ""
	}
	if n := len(strings.Fields(label)); n > 3 {
		return "" // a sentence, not a label
	}
	value := strings.TrimLeft(text[i+sep:], " \t*_`")
	m, ok := d.values.at(value)
	if !ok || m.start != 0 || m.phrase.means != Fail {
		// A failing verdict in words the dialect does not spell, after
		// any cross (`Result: FAIL` where it says CHANGES REQUESTED,
		// `Overall: ❌ FAIL`), reads as one all the same.
		value = strings.TrimLeft(strings.TrimLeft(value, "❌✗✘✖⛔🔴🚫🛑\ufe0f"), " \t*_`")
		if m, ok = foreignFailing().at(value); !ok || m.start != 0 {
			return ""
		}
		if own, ok := d.values.at(value); ok && own.start == 0 && own.end >= m.end && own.phrase.means != Fail {
			return "" // the dialect's own word, on its own side
		}
	}
	if !isUpper(value[:m.end]) {
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

// labelEnd finds where a label ends on a line and how long its separator
// is: a colon, or (past the label's first word) a dash or an equals sign
// (`Decision — REJECTED`, `Decision = REJECTED`). -1 when there is none.
func labelEnd(text string) (int, int) {
	i := strings.IndexByte(text, ':')
	for _, sep := range []string{" — ", " – ", " = ", " - "} {
		if j := strings.Index(strings.TrimLeft(text, " \t*_`-+>"), sep); j > 0 {
			j += len(text) - len(strings.TrimLeft(text, " \t*_`-+>"))
			if i < 0 || j < i {
				return j, len(sep)
			}
		}
	}
	return i, 1
}

// foreignFailing are failing verdicts as teams write them, read under a
// label in every dialect (labelledFailure); built on first use, not at
// start-up.
var (
	foreignOnce  sync.Once
	foreignVocab *vocabulary
)

func foreignFailing() *vocabulary {
	foreignOnce.Do(func() {
		foreignVocab = newVocabulary(false,
			[2]string{"FAIL", Fail}, [2]string{"FAILED", Fail}, [2]string{"REJECTED", Fail}, [2]string{"BLOCKED", Fail},
			[2]string{"BLOCK", Fail}, [2]string{"CHANGES REQUESTED", Fail}, [2]string{"REQUEST CHANGES", Fail},
			[2]string{"NOT APPROVED", Fail}, [2]string{"NEEDS WORK", Fail}, [2]string{"NEEDS CHANGES", Fail},
			[2]string{"NEEDS REVISION", Fail}, [2]string{"NO-GO", Fail}, [2]string{"NO GO", Fail})
	})
	return foreignVocab
}

// foreignFailure reads a value that stands where a verdict does (the
// line under a verdict heading, a checked box of a decision) for a
// failing verdict in words the dialect may not spell, as the whole
// clause: `REJECTED`, `**CHANGES REQUESTED** — the token leaks`. anyCase
// reads it in any case, as a box's label is written (`Request
// changes`); otherwise it must be in capitals. It returns the words, or
// "" for any other value and for a word the dialect spells as a pass.
func (d *Dialect) foreignFailure(text string, anyCase bool) string {
	value := strings.TrimLeft(text, " \t*_`")
	value = strings.TrimLeft(strings.TrimLeft(value, "❌✗✘✖⛔🔴🚫🛑\ufe0f"), " \t*_`")
	m, ok := foreignFailing().at(value)
	if !ok || m.start != 0 || !anyCase && !isUpper(value[:m.end]) {
		return ""
	}
	if !endsClause(strings.TrimLeft(value[m.end:], "*_`")) {
		return ""
	}
	if own, ok := d.values.at(value); ok && own.start == 0 && own.phrase.means != Fail {
		return ""
	}
	return value[:m.end]
}

// labelOverFailure reads a heading, or a line of text, that is a label
// naming a decision alone (`## Decision`, `**Decision**`, `Outcome:`)
// over the text that follows it, a failing verdict in words the dialect
// may not spell (`REJECTED`): a reader takes the two for one verdict
// line. It returns the words, or "".
func (d *Dialect) labelOverFailure(b block, next string) string {
	if b.kind != kindText && b.kind != kindHeading || next == "" {
		return ""
	}
	label := strings.Trim(b.text, " \t*_`:")
	if label == "" || len(strings.Fields(label)) > 3 || !namesDecision(label) {
		return ""
	}
	return d.foreignFailure(next, false)
}

// followingText is what a reader reads after blocks[i]: for a heading,
// the first block after it when that is text; for a line of text, the
// next line of its paragraph.
func followingText(blocks []block, i int) string {
	switch blocks[i].kind {
	case kindHeading:
		for j := i + 1; j < len(blocks); j++ {
			switch blocks[j].kind {
			case kindComment:
				continue
			case kindText:
				return blocks[j].text
			}
			return ""
		}
		return ""
	case kindText:
		return nextLine(blocks, i)
	}
	return ""
}

// failureAlone reads a line of text, a bullet or a heading (a bold line
// alone is one) that is a failing verdict in capitals alone, in words
// the dialect may not spell (`REJECTED`, `**CHANGES REQUESTED**`, `❌
// NEEDS REVISION.`), and returns the words, or "".
func (d *Dialect) failureAlone(b block) string {
	if b.kind != kindText && b.kind != kindItem && b.kind != kindHeading || b.task != 0 {
		return ""
	}
	w := d.foreignFailure(b.text, false)
	if w == "" {
		return ""
	}
	t := strings.TrimLeft(b.text, " \t*_`")
	t = strings.TrimLeft(strings.TrimLeft(t, "❌✗✘✖⛔🔴🚫🛑\ufe0f"), " \t*_`")
	if strings.Trim(t[len(w):], " \t*_`.!") != "" {
		return ""
	}
	return w
}
