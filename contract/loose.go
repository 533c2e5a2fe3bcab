package contract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A loose verdict is one a reader takes for a verdict though the dialect
// reads no verdict line there: a key with words before it or a
// parenthetical after it (`Round 2 verdict: FAIL`, `Verdict (round 2):
// FAIL`), a key inside a sentence (`verdict **FAIL**`), a quoted or
// nested key in front matter (`"verdict": FAIL`, `review: {verdict:
// FAIL}`), a verdict word alone on a line. It never stands for the
// report's verdict; it conflicts with one it disagrees with, so a second
// verdict cannot hide in a form the dialect does not take.
const readLoose reading = readSentence + 1

// looseVerdict reads text for a loose verdict.
func (d *Dialect) looseVerdict(text string) (verdictRead, bool) {
	return d.looseVerdictOf(text, d.mentionsVerdict(text))
}

// looseVerdictOf is looseVerdict of a text d.mentionsVerdict was asked
// of already: mentions is its answer.
func (d *Dialect) looseVerdictOf(text string, mentions bool) (verdictRead, bool) {
	if !mentions {
		return d.looseWord(text)
	}
	// Each key word is looked for from where the last search left off,
	// so that a line of many keys costs one pass per key word, not one
	// per key.
	var stack [8]foldFinder
	finders := stack[:0]
	for _, a := range d.keyAnchors {
		finders = append(finders, newFoldFinder(text, a))
	}
	for from := 0; from < len(text); {
		end := -1
		for k := range finders {
			if at := finders[k].from(from); at >= 0 {
				if e := at + len(finders[k].w); end < 0 || e < end {
					end = e
				}
			}
		}
		if end < 0 {
			break
		}
		from = end
		if v, ok := d.looseValue(text[end:]); ok {
			return v, true
		}
	}
	return verdictRead{}, false
}

// looseValue reads what follows a verdict key: an optional parenthetical,
// then a separator and a value in any case, or (in a sentence) an
// upper-case value. The value must end its clause: `the verdict: PASS was
// wrong` is prose.
func (d *Dialect) looseValue(rest string) (verdictRead, bool) {
	// A key with a suffix before its separator is the key to a reader:
	// `verdict_final:`, `Verdict-2:`, `verdict.final:`, `VerdictFinal:`,
	// `Verdicts:`.
	suffixed := false
	if r, ok := keySuffix(rest); ok {
		rest, suffixed = r, true
	}
	if proseword.IsStart(rest) {
		return verdictRead{}, false // the key's word goes on: "verdicts"
	}
	rest = skipParenthetical(strings.TrimLeft(rest, " \t*_`\"'"))
	rest = strings.TrimLeft(rest, " \t*_`\"'")
	keyed := false
	for _, sep := range []string{":", "—", "–", "-", "="} {
		if r, ok := strings.CutPrefix(rest, sep); ok {
			rest, keyed = r, true
			break
		}
	}
	if suffixed && !keyed {
		return verdictRead{}, false // prose: "the verdicts were mixed"
	}
	if !keyed {
		// Marks between the key and an upper-case value (`Verdict →
		// FAIL`, `Verdict | FAIL`, `Verdict » FAIL`) are passed over by a
		// reader as a separator is.
		rest = strings.TrimLeftFunc(rest, isPassedMark)
		rest = strings.TrimPrefix(strings.TrimLeft(rest, " \t"), "is ")
	}
	rest = strings.TrimLeft(rest, " \t*_`\"'{[")
	// Marks may open the value (`Build status: ❌ **REJECTED**`); the
	// value is read after them, and bareVerdict weighs them on the whole.
	val := strings.TrimLeft(afterMarks(rest), " \t*_`\"'{[")
	m, ok := d.values.at(val)
	if !ok || m.start != 0 || !proseword.EndsClause(afterMarks(val[m.end:])) {
		// A failing verdict in words the dialect does not spell, in
		// capitals, is one all the same: `Round 2 verdict →
		// CHANGES REQUESTED` where it says FAIL.
		if w := d.foreignFailure(val, false); w != "" {
			return verdictRead{side: Fail, word: w, how: readLoose}, true
		}
		return verdictRead{}, false
	}
	if !keyed && !isUpper(val[:m.end]) {
		return verdictRead{}, false
	}
	v, ok := d.bareVerdict(rest)
	if !ok || v.side == "" && !v.marked && !v.cond {
		return verdictRead{}, false
	}
	// A value a mark beside it doubts is a loose verdict that offers no
	// side: it conflicts with the report's.
	v.how = readLoose
	return v, true
}

// looseWord reads a verdict word alone on a line, upper case, in a
// dialect that takes no verdict there: `FAIL` under the gate results.
func (d *Dialect) looseWord(text string) (verdictRead, bool) {
	if d.placeWord {
		return verdictRead{}, false
	}
	m, ok := d.values.at(text)
	if !ok || !isUpper(text[m.start:m.end]) {
		return verdictRead{}, false
	}
	if _, _, more := cutWord(text[m.end:]); more {
		return verdictRead{}, false
	}
	if _, _, before := cutWord(text[:m.start]); before {
		return verdictRead{}, false
	}
	v, ok := d.bareVerdict(text)
	if !ok || v.side == "" && !v.marked && !v.cond {
		return verdictRead{}, false
	}
	v.how = readLoose
	return v, true
}

// afterMarks is s without the symbols (✅, ❌ ⚠️) that open it: a mark
// after a value does not go on with the clause, it comments on the value.
func afterMarks(s string) string {
	return strings.TrimLeftFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\uFE0F' || r == '\u200D' || unicode.Is(unicode.So, r) && r != utf8.RuneError
	})
}

// keySuffix cuts, from what follows a verdict key's word, a suffix that
// keeps it a key when a separator follows it: a plural `s`, a number, a
// word joined by `_`, `-` or `.`, or a capitalised word (`VerdictFinal`).
func keySuffix(rest string) (string, bool) {
	i := 0
	switch {
	case rest == "":
		return rest, false
	case rest[0] == 's' || rest[0] == 'S':
		i = 1
	case rest[0] == '_' || rest[0] == '-' || rest[0] == '.':
		i = 1
		for i < len(rest) && i < 32 && proseword.ASCII(rest[i]) {
			i++
		}
		if i == 1 {
			return rest, false
		}
	case rest[0] >= '0' && rest[0] <= '9' || rest[0] >= 'A' && rest[0] <= 'Z':
		i = 1
		for i < len(rest) && i < 32 && proseword.ASCII(rest[i]) {
			i++
		}
	default:
		return rest, false
	}
	after := strings.TrimLeft(rest[i:], " \t*_`")
	if !strings.HasPrefix(after, ":") && !strings.HasPrefix(after, "=") {
		return rest, false
	}
	return rest[i:], true
}

// isPassedMark reports whether r is white space, or punctuation or a
// symbol that a reader passes over between a verdict key and its value:
// not a mark that weighs on the value (✅, ❌, see afterMarks), nor one
// that opens a parenthetical, a quotation or emphasis.
func isPassedMark(r rune) bool {
	switch {
	case r == ' ' || r == '\t':
		return true
	case strings.ContainsRune("([{*_`\"'", r), unicode.Is(unicode.So, r):
		return false
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

// skipParenthetical drops a short parenthetical that opens s: `(round 2)`.
func skipParenthetical(s string) string {
	if !strings.HasPrefix(s, "(") {
		return s
	}
	// Only the first 80 bytes are looked at: a key repeated before text
	// with no parenthesis must not cost a pass to its end each time.
	if i := strings.IndexByte(s[:min(len(s), 80)], ')'); i > 0 {
		return s[i+1:]
	}
	return s
}

// looseKeyCell reports whether a table cell labels a verdict loosely: a
// key with a few words before it or a parenthetical after it (`Round 2
// verdict`, `Verdict (round 2)`), and nothing else.
func (d *Dialect) looseKeyCell(text string) bool {
	end := d.anchorEnd(text)
	if end < 0 || proseword.IsStart(text[end:]) {
		return false
	}
	after := skipParenthetical(strings.TrimLeft(text[end:], " \t*_`:"))
	if strings.Trim(after, " \t*_`:") != "" {
		return false
	}
	n := 0
	for t := text[:end]; ; n++ {
		var ok bool
		if _, t, ok = cutWord(t); !ok {
			break
		}
	}
	return n <= 5
}
