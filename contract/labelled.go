package contract

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"

	"github.com/reviewlint/reviewlint/internal/holdprose"
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
	label := labelMarks.trim(text[:i])
	if open := strings.IndexByte(label, '('); open > 0 && strings.HasSuffix(label, ")") {
		// `Verdict (updated)`: a parenthetical qualifies the label.
		label = strings.TrimSpace(label[:open])
	}
	if label == "" || labelRefusals.in(label) {
		return ""
	}
	if !proseword.Few(label, 3) {
		return "" // a sentence, not a label
	}
	value := spaceEmphasis.trimLeft(text[i+sep:])
	m, ok := d.values.at(value)
	if !ok || m.start != 0 || m.phrase.means != Fail {
		// A failing verdict in words the dialect does not spell, after
		// any cross (`Result: FAIL` where it says CHANGES REQUESTED,
		// `Overall: ❌ FAIL`), reads as one all the same.
		value = spaceEmphasis.trimLeft(strings.TrimLeft(value, "❌✗✘✖⛔🔴🚫🛑\ufe0f"))
		if m, ok = foreignFailing().at(value); !ok || m.start != 0 {
			return ""
		}
		if own, ok := d.values.at(value); ok && own.start == 0 && own.end >= m.end && own.phrase.means != Fail {
			return "" // the dialect's own word, on its own side
		}
	}
	if !isUpper(value[:m.end]) && !namesDecision(label) {
		// In lower case only a failure under a label naming a decision
		// (`Recommendation: Request changes`, `Recommendation: reject`)
		// is a verdict; under another (`Result: failed`) it may
		// describe anything.
		return ""
	}
	if !proseword.EndsClause(emphasisMarks.trimLeft(value[m.end:])) {
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
	// A label is short: only its first bytes are searched for a dash,
	// past the marks that open a line.
	head := text[:min(len(text), 72)]
	lead := len(head) - len(labelLead.trimLeft(head))
	// A separator follows a space: the search goes from space to space
	// (strings.IndexByte), not byte by byte. j is the byte after one.
	for from := lead; ; {
		k := strings.IndexByte(head[from:], ' ')
		if k < 0 {
			break
		}
		j := from + k + 1
		if j+1 >= len(head) || i >= 0 && j >= i {
			break
		}
		switch {
		case (head[j] == '=' || head[j] == '-') && head[j+1] == ' ':
			return j - 1, 3
		case head[j] == 0xE2 && (strings.HasPrefix(head[j:], "— ") || strings.HasPrefix(head[j:], "– ")):
			return j - 1, len(" — ")
		}
		from = j
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
			[2]string{"NEEDS REVISION", Fail}, [2]string{"NO-GO", Fail}, [2]string{"NO GO", Fail},
			[2]string{"NOT READY", Fail}, [2]string{"NOT READY TO MERGE", Fail}, [2]string{"NOT MERGEABLE", Fail},
			[2]string{"DO NOT MERGE", Fail}, [2]string{"REJECT", Fail})
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
	value := spaceEmphasis.trimLeft(text)
	value = spaceEmphasis.trimLeft(strings.TrimLeft(value, "❌✗✘✖⛔🔴🚫🛑\ufe0f"))
	m, ok := foreignFailing().at(value)
	if !ok || m.start != 0 || !anyCase && !isUpper(value[:m.end]) {
		return ""
	}
	if !proseword.EndsClause(emphasisMarks.trimLeft(value[m.end:])) {
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
//
// In any case (`Rejected`, `❌ Rejected — the token leaks`) the words
// must stand alone, but for a reason after a dash or a comma: a reader
// takes a decision so written for the decision, where `Rejected: a
// global lock` under `## Decision` records one of the design's.
func (d *Dialect) labelOverFailure(b block, next string) string {
	if b.kind != kindText && b.kind != kindHeading || next == "" || len(b.text) > 48 {
		return ""
	}
	label := labelColon.trim(b.text)
	if label == "" || !proseword.Few(label, 3) || !namesDecision(label) {
		return ""
	}
	if opensUpper(next) {
		return d.foreignFailure(next, false)
	}
	return d.failureInAnyCase(next)
}

// failureInAnyCase is foreignFailure of a value in any case that stands
// alone on its line, but for a reason after a dash or a comma
// (`Rejected.`, `❌ Rejected — the token leaks`): what a reader takes
// for the decision under a label or heading that names one.
func (d *Dialect) failureInAnyCase(value string) string {
	w := d.foreignFailure(value, true)
	if w == "" {
		return ""
	}
	_, rest, _ := strings.Cut(value, w)
	rest = emphasisMarks.trimLeft(rest)
	if rest == "" || strings.ContainsAny(rest[:1], ".!,;") || strings.HasPrefix(rest, " —") || strings.HasPrefix(rest, " –") || strings.HasPrefix(rest, " - ") {
		return w
	}
	return ""
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
	if b.kind == kindRow || b.kind == kindComment || b.task != 0 || len(b.text) > 48 || !opensUpper(b.text) {
		return ""
	}
	text := leadingMarks.trimLeft(b.text)
	text = strings.TrimRightFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\ufe0f' || unicode.Is(unicode.So, r) || unicode.Is(unicode.Sk, r)
	})
	w := d.foreignFailure(text, false)
	if w == "" {
		return ""
	}
	t := spaceEmphasis.trimLeft(text)
	t = spaceEmphasis.trimLeft(strings.TrimLeft(t, "❌✗✘✖⛔🔴🚫🛑\ufe0f"))
	rest := strings.TrimFunc(t[len(w):], func(r rune) bool {
		return strings.ContainsRune(" \t*_`.!)]\ufe0f", r) || unicode.Is(unicode.So, r) || unicode.Is(unicode.Sk, r)
	})
	if rest != "" {
		return ""
	}
	return w
}

// opensUpper reports whether the first letter of s, past marks and
// emphasis, is a capital followed by another: what a verdict in capitals
// opens with. It spares most lines the vocabulary's search.
func opensUpper(s string) bool {
	for i, r := range s {
		if unicode.IsLetter(r) {
			rest := s[i+utf8.RuneLen(r):]
			next, _ := utf8.DecodeRuneInString(rest)
			return unicode.IsUpper(r) && unicode.IsUpper(next)
		}
	}
	return false
}

// frontMatterRefusal reads a front-matter line whose key names a
// decision or a status (`status`, `review_status`, `decision`) given a
// failing verdict in any case, its words joined by hyphens or
// underscores as YAML values often are (`changes-requested`,
// `CHANGES_REQUESTED`), or whose key asks whether the change may land
// answered no (`approved: false`, `ready_to_merge: no`). It returns the
// value, or "".
func (d *Dialect) frontMatterRefusal(text string) string {
	key, value, ok := strings.Cut(text, ":")
	if !ok {
		return ""
	}
	k := strings.ToLower(spaceQuotes.trim(strings.NewReplacer("_", " ", "-", " ").Replace(key)))
	v := spaceQuotes.trim(value)
	if k == "" || v == "" || !proseword.Few(k, 3) {
		return ""
	}
	if namesDecision(k) || strings.HasSuffix(k, "status") || strings.HasSuffix(k, "state") || strings.HasSuffix(k, "result") || strings.HasSuffix(k, "verdict") {
		spaced := strings.NewReplacer("_", " ", "-", " ").Replace(v)
		if m, ok := foreignFailing().at(spaced); ok && m.start == 0 && sentenceEnd.trim(spaced[m.end:]) == "" {
			return v
		}
	}
	if w, ok := holdprose.ReadinessDenied(k + ": " + strings.ToLower(v)); ok {
		return w
	}
	return ""
}
