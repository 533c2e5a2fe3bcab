package contract

import (
	"slices"
	"strings"
)

// A team that fails a review once in words of its own writes them under
// its verdict key (`**Plan Status**: 🚨 **CRITICAL ACCURACY ISSUES**`,
// `**VERDICT**: ❌ **CRITICAL STRUCTURAL OVERHAUL REQUIRED**`): no word of
// the dialect, but a reader reads a rejection at once. When no verdict
// line of the dialect states the report's verdict, such a line does, as
// a FAIL; a report read so fails whichever way it is read, so no
// approval can hide in it, and ReportVerdict and Inspect read the same
// FAIL as Lint. Anything a reader could take otherwise keeps the report
// without a verdict: a mark of doubt or of the pass side, a word of
// approval or a negation (cannotPass), another verdict read on the pass
// side or offering a choice, a value in other words that could pass.

// failureMarks are the marks that show a reader a failure and nothing
// else; a warning sign, a yellow or orange circle or a question mark
// show doubt (`⚠️ PARTIAL IMPROVEMENT`), which a reader weighs, and are
// failureDoubts.
const (
	failureMarks  = "❌❎✖✗✘⛔🚫🔴🟥🛑👎🚨"
	failureDoubts = "⚠🟡🟠❓❔⁉?"
)

// failurePhrase reports whether a value in other words under a verdict
// key states a failure and nothing else: a mark of failure, no mark of
// doubt, and nothing cannotPass lets through.
func (d *Dialect) failurePhrase(value string) bool {
	v := withShortcodes(value)
	return strings.ContainsAny(v, failureMarks) && !strings.ContainsAny(v, failureDoubts) && d.cannotPass(value)
}

// ownKey reports whether a line opens with a verdict key of the dialect
// after qualifiers it knows (`Plan Status:`), not one it does not know
// (`Build Status:`), which names a part.
func (d *Dialect) ownKey(text string) bool {
	i := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' && r != '#' })
	if i < 0 {
		return false
	}
	_, _, ok := d.verdictValueKey(flatten(text[i:], false))
	return ok
}

// namesVerdict reports whether a heading names the report's verdict:
// the dialect's verdict section, or its key alone after qualifiers it
// knows (`## 📊 FINAL VERDICT`, `### Plan Status:`).
func (d *Dialect) namesVerdict(heading string) bool {
	if d.sectionOf(heading) == secVerdict {
		return true
	}
	t, _ := undecorated(heading)
	t = strings.TrimRight(flatten(strings.TrimLeft(t, "#*_` \t"), false), " :")
	v, _, ok := d.verdictValueKey(t + ":")
	return ok && v == ""
}

// parted reports whether a heading below the title is in force that
// does not name the verdict. It is asked only of a line that may state
// a failure, which few are: most headings are never weighed.
func (r *reader) parted() bool {
	return r.head != "" && !r.d.namesVerdict(r.head)
}

// failureStands makes the first line that states a failure in other
// words (verdictLine.failure) the report's verdict, when no verdict line
// of the dialect states one, every verdict read fails and every value in
// other words could not pass.
func (rep *report) failureStands(d *Dialect) {
	if anyStrict(rep.verdicts) {
		return
	}
	v := -1
	for i, x := range rep.verdicts {
		if x.value != Fail {
			return
		}
		if x.failure && v < 0 {
			v = i
		}
	}
	o := -1
	for i, x := range rep.others {
		if !d.cannotPass(x.text) {
			return
		}
		if x.failure && o < 0 {
			o = i
		}
	}
	if o >= 0 && (v < 0 || rep.others[o].at.line < rep.verdicts[v].at.line) {
		x := rep.others[o]
		rep.others = slices.Delete(rep.others, o, o+1)
		x.value, x.word = Fail, x.value
		v, _ = slices.BinarySearchFunc(rep.verdicts, x.at.line, func(a verdictLine, line int) int { return a.at.line - line })
		rep.verdicts = slices.Insert(rep.verdicts, v, x)
	}
	if v >= 0 {
		rep.verdicts[v].loose, rep.verdicts[v].part = false, false
	}
}
