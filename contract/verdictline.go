package contract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Verdict values of a report: the two sides every dialect's verdict words
// fall on, and the two dispositions of a finding.
const (
	Pass = "PASS"
	Fail = "FAIL"
	Note = "NOTE"
)

// verdictRead is a verdict value as read: its side (Pass or Fail; "" for a
// value that offers a choice) and the words as the dialect spells them.
type verdictRead struct {
	side string
	word string
	how  reading
	// marked says a value offers no side because a mark beside it shows
	// the other (`APPROVED ❌`).
	marked bool
	// cond says a value offers no side because a condition follows it
	// (`PASS if the leak is fixed`, `APPROVED pending review`).
	cond bool
}

// reading says how a verdict was read.
type reading uint8

const (
	readKeyed    reading = iota // `Verdict: PASS`
	readSection                 // PASS alone under a `## Verdict` heading
	readAlone                   // PASS alone on a line, in a dialect that takes that
	readSentence                // `…, verdict **PASS**, …` in a dialect that takes that
)

// verdictOf reads a verdict line: `Verdict: PASS`, `verdict - fail.`,
// `**Verdict:** PASS`, `## Verdict: FAIL`, `Final verdict: FAIL ❌`,
// `Verdict — FAIL (after re-check)`, in the dialect's words. The line
// must open with the verdict: "the verdict: PASS was wrong" is prose, not
// a verdict.
func (d *Dialect) verdictOf(text string) (verdictRead, bool) {
	// Most lines are not verdict lines: look for the key before paying
	// for normalization.
	if !d.mentionsVerdict(text) {
		return verdictRead{}, false
	}
	mark := ""
	text, mark = undecorated(text)
	i := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' })
	if i < 0 || strings.IndexByte(d.keyStarts, text[i]) < 0 {
		return verdictRead{}, false
	}
	value, ok := d.verdictValue(flatten(text, false))
	if !ok {
		return verdictRead{}, false
	}
	v, ok := d.valueAt(value, false)
	if v.side != "" && d.laterValue(maskCode(text[d.anchorEnd(text):]), v.side) {
		return verdictRead{}, true
	}
	if v.side != "" && mark != "" && mark != v.side {
		return verdictRead{}, true // `❌ Verdict: PASS`, `⚠️ Verdict: PASS`: both
	}
	return v, ok
}

// undecorated is a line without the emoji before its first word (`🎯
// Verdict: PASS`, `**✅ Verdict:** PASS`), which a reader passes over,
// and the side such a mark shows: Pass for a check, Fail for a cross or
// a warning sign (a warning beside a pass reads as both), "" for others.
func undecorated(text string) (string, string) {
	mark := ""
	i := 0
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '*' || r == '_' || r == '`' || r == ' ' || r == '\t' || r == '\uFE0F' || r == '\u200D':
		case unicode.Is(unicode.So, r) && r != utf8.RuneError:
			if m := markSide(r); m != "" {
				if mark != "" && mark != m {
					m = Fail
				}
				mark = m
			}
		default:
			if i == 0 {
				return text, ""
			}
			// Keep the emphasis that opened before the symbol.
			j := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' })
			return text[:j] + text[i:], mark
		}
		i += n
	}
	return text, mark
}

// markSide is the side a symbol shows a reader: a check mark passes; a
// cross, a no-entry sign, a warning sign, a siren, a question mark, a red
// square or a thumbs down does not.
func markSide(r rune) string {
	switch r {
	case '✅', '✔', '☑', '🟢':
		return Pass
	case '❌', '❎', '✖', '✗', '✘', '⛔', '🚫', '🔴', '🟥', '⚠', '🛑', '👎', '🟡', '🟠', '🚨', '❓', '❔', '⁉':
		return Fail
	}
	return ""
}

// verdictValue cuts the verdict key, the qualifiers before it and its
// separator from a normalized line (`verdict: x`, `final verdict — x`)
// and returns what follows.
func (d *Dialect) verdictValue(t string) (string, bool) {
	v, _, ok := d.verdictValueKey(t)
	return v, ok
}

// verdictValueKey is verdictValue that also returns the key, lower case.
func (d *Dialect) verdictValueKey(t string) (string, string, bool) {
	for {
		m, ok := d.quals.at(t)
		if !ok || m.start != 0 || m.end >= len(t) || t[m.end] != ' ' {
			break
		}
		t = t[m.end+1:]
	}
	m, ok := d.keys.at(t)
	if !ok || m.start != 0 {
		return "", "", false
	}
	key := strings.Join(m.phrase.words, " ")
	rest := strings.TrimLeft(t[m.end:], " ")
	for _, p := range []string{":", "—", "–", "-", "="} {
		if r, ok := strings.CutPrefix(rest, p); ok {
			return r, key, true
		}
	}
	return "", "", false
}

// otherVerdict returns the value of a verdict line that states no value
// of the dialect (`Verdict: Approved` in the default contract), as its
// author wrote it, shortened; "" for any other line. It lets
// verdict-missing point at the line the author meant as the verdict and
// name the word a reader will not take.
func (d *Dialect) otherVerdict(text string) string {
	return shorten(d.otherValue(text), 40)
}

// otherValue is otherVerdict's value whole.
func (d *Dialect) otherValue(text string) string {
	if !d.mentionsVerdict(text) {
		return ""
	}
	if _, ok := d.verdictOf(text); ok {
		return ""
	}
	i := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' && r != '#' })
	if i < 0 {
		return ""
	}
	// Only the dialect's first key makes any value a verdict to a reader:
	// a Status or Result line states other things too.
	value, key, ok := d.verdictValueKey(flatten(text[i:], false))
	if !ok || key != d.primaryKey() {
		return ""
	}
	if _, _, ok := cutWord(value); !ok {
		return ""
	}
	// The value as written: after the first separator that follows the
	// key's last word.
	k := d.anchorEnd(text)
	if k < 0 {
		return ""
	}
	j := valueSeps.index(text[k:])
	if j < 0 {
		return ""
	}
	_, size := utf8.DecodeRuneInString(text[k+j:])
	return unmarked(text[k+j+size:])
}

// partSide reads a line keyed with a verdict key other than the
// dialect's first (`Status: FAIL`, `**Result:** ❌ missing`) whose value
// is in other words and fails: Fail when its first clause shows a reader
// the failing side (a mark, see markSide, or words written as a status,
// see WordSide), with the value as written; "" for any other line. Such
// a line grades a part of the review, and a failing part contradicts a
// passing verdict; a passing part contradicts nothing. The value is
// whole: a caller cuts it short for a message.
func (d *Dialect) partSide(text string) (side, value string) {
	// Most lines that name a key give it no value (`## Verdict reason`):
	// look for a separator after it before paying for normalization.
	if end := d.anchorEnd(text); end < 0 || !valueSeps.in(text[end:]) {
		return "", ""
	}
	i := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' && r != '#' })
	if i < 0 {
		return "", ""
	}
	flat := flatten(text[i:], false)
	value, key, ok := d.verdictValueKey(flat)
	if !ok {
		// A qualifier the dialect does not know (`Build status: ❌
		// broken`) still names a part's status.
		if value, ok = d.unknownQualifierValue(flat); !ok {
			return "", ""
		}
		if m, ok := d.values.at(strings.TrimLeft(afterMarks(value), " \t*_`")); ok && m.start == 0 {
			return "", "" // a verdict word: read as a loose verdict
		}
	} else if key == d.primaryKey() {
		return "", ""
	}
	value = strings.TrimSpace(value)
	clause := value
	if j := clauseMarks.index(clause); j >= 0 {
		clause = clause[:j]
	}
	if j := strings.Index(clause, " - "); j >= 0 {
		clause = clause[:j]
	}
	marks := ""
	for _, r := range clause {
		if m := markSide(r); m != "" && marks != m {
			marks += m
		}
	}
	// Words are a status when written as one: a word or two (`Failed`,
	// `Needs work`), or a few in upper case (`CHANGES REQUESTED`), whose
	// first says it (`Previously blocked` says the opposite), or a few
	// with a negation (`Do not merge`); in a longer phrase (`Add a section
	// to CHANGELOG`) they are prose.
	fields := strings.Fields(strings.Map(func(r rune) rune {
		if proseword.IsRune(r) {
			return r
		}
		return ' '
	}, clause))
	neg := false
	for _, f := range fields {
		neg = neg || isNegation(f)
	}
	words := ""
	if n := len(fields); n > 0 && (n <= 2 || n <= 4 && (isUpper(clause) || neg)) && (WordSide(fields[0]) != "" || neg) {
		words = WordSide(clause)
	}
	if marks == Fail && words != Pass || words == Fail && marks != Pass {
		return Fail, unmarked(value)
	}
	return "", ""
}

// unknownQualifierValue reads t as a verdict key after a qualifier of
// one to three words the dialect does not know, then a separator
// (`Build status: …`, `Security verdict — …`), and returns what follows.
func (d *Dialect) unknownQualifierValue(t string) (string, bool) {
	for _, a := range d.keyAnchors {
		at := indexFold(t, a)
		if at <= 0 || proseword.IsStart(t[at+len(a):]) || !strings.HasSuffix(t[:at], " ") {
			continue
		}
		words := strings.Fields(t[:at])
		if len(words) == 0 || len(words) > 3 {
			continue
		}
		plain := true
		for _, w := range words {
			plain = plain && strings.IndexFunc(w, func(r rune) bool { return !proseword.IsRune(r) && r != '-' && r != '/' }) < 0
		}
		if !plain || pastQualifier(words[0]) {
			continue
		}
		after := strings.TrimLeft(t[at+len(a):], " \t")
		for _, sep := range []string{":", "—", "–", "=", "- "} {
			if rest, ok := strings.CutPrefix(after, sep); ok {
				return rest, true
			}
		}
	}
	return "", false
}

// pastQualifier: the status is a past one (`Previous status: FAILED →
// fixed`), history rather than a part of this review.
func pastQualifier(w string) bool {
	switch strings.ToLower(w) {
	case "previous", "prior", "old", "initial", "earlier", "original", "former", "was":
		return true
	}
	return false
}

// impliedSide is the side a verdict's value in other words shows a
// reader: a check mark (`✅ FULL COMPLIANCE`) or a count of nothing found
// (`No security vulnerabilities identified.`) passes, a cross fails. A
// bare `None` or `N/A`, a value with marks of both sides, a warning sign
// or a verdict word of the dialect shows none, and stays unreadable.
func (d *Dialect) impliedSide(value string) string {
	value = withShortcodes(value)
	pass := strings.ContainsAny(value, "✅✔☑🟢")
	fail := strings.ContainsAny(value, "❌❎✖✗✘⛔🔴🟥🚫🛑👎")
	if strings.ContainsAny(value, "⚠🟡🟠") || pass == fail && (pass || !namesNothingFound(value)) {
		return ""
	}
	for t := value; ; {
		w, rest, ok := proseword.Next(t)
		if !ok {
			break
		}
		if _, ok := d.values.at(t[len(t)-len(rest)-len(w):]); ok {
			return ""
		}
		t = rest
	}
	if fail {
		return Fail
	}
	return Pass
}

// itemStatus reports whether a list item opens with a verdict key other
// than the dialect's first, unqualified (`- **Status**: APPROVED`): such
// an item states the status of the thing it lists as often as the
// report's verdict, so it is read as a loose verdict, one that may
// contradict the report's verdict but never stands for it.
func (d *Dialect) itemStatus(b block) bool {
	if b.kind != kindItem {
		return false
	}
	i := strings.IndexFunc(b.text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' })
	if i < 0 {
		return false
	}
	t := flatten(b.text[i:], false)
	if m, ok := d.quals.at(t); ok && m.start == 0 && isWholeReview(strings.Join(m.phrase.words, " ")) {
		return false // `- Final status: APPROVED`
	}
	_, key, ok := d.verdictValueKey(t)
	return ok && key != d.primaryKey()
}

// isWholeReview reports whether a qualifier makes a key name the verdict of the
// whole review, wherever it stands; another (`Build status`) names a part.
func isWholeReview(w string) bool {
	switch w {
	case "final", "overall":
		return true
	}
	return false
}

// writtenValue is a value as its author wrote it, emphasis and code
// markers dropped, shortened for a message.
func writtenValue(s string) string {
	return shorten(unmarked(s), 40)
}

// unmarked is s with emphasis and code markers dropped. It runs on every
// candidate verdict value a dialect weighs, so it builds no replacer and
// copies s only when a marker is in it.
func unmarked(s string) string {
	if strings.ContainsAny(s, "*`") {
		var b strings.Builder
		b.Grow(len(s))
		for i := 0; i < len(s); i++ {
			if c := s[i]; c != '*' && c != '`' {
				b.WriteByte(c)
			}
		}
		s = b.String()
	}
	return strings.Trim(s, " \t_")
}

// shorten cuts s to at most n runes, marking the cut with an ellipsis.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

// mentionsVerdict reports whether s holds a verdict key's last word in
// any case: a reader sees `VErdict: FAIL` as a verdict line too.
func (d *Dialect) mentionsVerdict(s string) bool {
	// anchorEnd(s) >= 0, without the search for the key that ends
	// first: a dialect may have several keys, and any one found says so.
	for _, a := range d.keyAnchors {
		if indexFold(s, a) >= 0 {
			return true
		}
	}
	return false
}

// anchorEnd returns the offset after the first key word in s, or -1.
func (d *Dialect) anchorEnd(s string) int {
	best := -1
	for _, a := range d.keyAnchors {
		if at := indexFold(s, a); at >= 0 && (best < 0 || at+len(a) < best) {
			best = at + len(a)
		}
	}
	return best
}

// indexFold returns the index of the first occurrence of the lower-case
// ASCII word w in s, in any case, or -1.
func indexFold(s, w string) int {
	f := newFoldFinder(s, w)
	return f.from(0)
}

// A foldFinder finds a lower-case ASCII word in a text, in any case, from
// offsets that never decrease: each case of the word's first byte is
// looked for again only once the search has passed its last place, so
// that any number of searches over one text costs one pass over it, even
// when one case of that byte is nowhere in it.
type foldFinder struct {
	s, w   string
	lo, up byte
	// nextLo and nextUp are the offsets of lo and up at or after the last
	// search's start: -1 when there is none, -2 before the first search.
	nextLo, nextUp int
}

func newFoldFinder(s, w string) foldFinder {
	f := foldFinder{s: s, w: w, nextLo: -2, nextUp: -2}
	if w != "" {
		f.lo, f.up = w[0], w[0]
		if f.lo >= 'a' && f.lo <= 'z' {
			f.up = f.lo - ('a' - 'A')
		}
	}
	return f
}

// from returns the offset of the first occurrence at or after i, or -1.
func (f *foldFinder) from(i int) int {
	if f.w == "" {
		return -1
	}
	for {
		if i > len(f.s) {
			return -1
		}
		if f.nextLo != -1 && f.nextLo < i {
			f.nextLo = indexByteFrom(f.s, i, f.lo)
		}
		if f.nextUp != -1 && f.nextUp < i && f.up != f.lo {
			f.nextUp = indexByteFrom(f.s, i, f.up)
		}
		j := f.nextLo
		if f.up != f.lo && f.nextUp >= 0 && (j < 0 || f.nextUp < j) {
			j = f.nextUp
		}
		if j < 0 || j+len(f.w) > len(f.s) {
			return -1
		}
		if strings.EqualFold(f.s[j:j+len(f.w)], f.w) {
			return j
		}
		i = j + 1
	}
}

// indexByteFrom returns the index in s of the first c at or after from,
// or -1.
func indexByteFrom(s string, from int, c byte) int {
	if i := strings.IndexByte(s[from:], c); i >= 0 {
		return from + i
	}
	return -1
}

// verdictAcross reads a verdict line whose value a soft line break put on
// the next line (`Verdict:` then `FAIL`): it renders as one line.
func (d *Dialect) verdictAcross(text, next string) (verdictRead, bool) {
	if next == "" || !d.mentionsVerdict(text) {
		return verdictRead{}, false
	}
	if v, ok := d.verdictOf(text + " " + next); ok {
		return v, true
	}
	if d.sectionOf(text) == secVerdict {
		v, ok := d.bareVerdict(next)
		if ok && v.side != "" && markAgainst(maskCode(text), v.side) {
			return verdictRead{marked: true}, true // `## Verdict ⚠️` over `PASS`
		}
		return v, ok
	}
	return verdictRead{}, false
}

// bareVerdict reads a value that opens with one of the dialect's verdict
// words as whole words, after any emoji or punctuation (`✅ PASS`, `**FAIL**
// — see below`): the value after `Verdict:`, or the line under a
// `## Verdict` heading. A value that offers a choice (`PASS or FAIL`,
// `PASS/FAIL`, a template's placeholder) is a verdict line with no
// verdict: an empty side and true.
func (d *Dialect) bareVerdict(text string) (verdictRead, bool) {
	return d.valueAt(text, true)
}

// valueAt is bareVerdict; later says to read the rest of text for the
// other side's value too (see laterValue).
func (d *Dialect) valueAt(text string, later bool) (verdictRead, bool) {
	m, ok := d.values.at(text)
	if !ok {
		return verdictRead{}, false
	}
	rest := text[m.end:]
	if next, _, _ := cutWord(rest); strings.EqualFold(next, "or") {
		return verdictRead{}, true
	}
	if m2, again := d.values.at(rest); again && m2.phrase.means != m.phrase.means {
		return verdictRead{}, true // `PASS FAIL`; `APPROVED - GO` says one side twice
	}
	if later && d.laterValue(maskCode(rest), m.phrase.means) {
		return verdictRead{}, true
	}
	if markAgainst(maskCode(text[:m.start]), m.phrase.means) || markAgainst(maskCode(rest), m.phrase.means) || questioned(rest) {
		return verdictRead{marked: true}, true // `APPROVED ❌`, `PASS ⚠️`, `❌ APPROVED`: both
	}
	if m.phrase.means == Pass && (passTakenBack(maskCode(rest)) || d.passBlocked(maskCode(rest))) {
		// `PASS if the leak is fixed`: not yet; `PASS, but the token
		// leaks`, `PASS — CI is red`: not whole.
		return verdictRead{cond: true, word: m.phrase.text}, true
	}
	if m.phrase.means == Pass && footnoted(rest) {
		// `PASS[^1]`: still the pass the line states, qualified where
		// the line does not show it.
		return verdictRead{side: Pass, word: m.phrase.text, cond: true}, true
	}
	if !isUpper(text[m.start:m.end]) && !valueEnds(rest) {
		// `approved by nobody, the migration drops users`: a word in
		// lower or mixed case that goes on into a sentence is prose,
		// whose side a reader must read the sentence for: no value.
		return verdictRead{}, false
	}
	return verdictRead{side: m.phrase.means, word: m.phrase.text}, true
}

// valueEnds reports whether what follows a verdict value in lower or
// mixed case leaves it a value: nothing but marks, punctuation that ends
// its clause, a dash or an aside in parentheses before an explanation,
// or a tail of up to three words that names what the verdict is for
// (`Approve for production deployment`). A longer tail, or one with a
// negation or a condition (`approved by nobody`, `approved if the tests
// pass`), makes the line a sentence.
func valueEnds(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`")
	for n := 0; t != "" && !clauseOpen(t); n++ {
		w, r, ok := proseword.Next(t)
		if !ok {
			return true // marks alone: `approved ✅`
		}
		if !strings.HasPrefix(t, w) || n == 3 || limitsVerdict(strings.ToLower(w)) {
			return false
		}
		t = strings.TrimLeft(r, " \t*_`")
	}
	return true
}

// clauseOpen reports whether t opens with what ends a value's clause.
func clauseOpen(t string) bool {
	for _, p := range []string{".", ",", ";", ":", "!", ")", "]", "(", "—", "–", "- ", "-\t", "|"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// limitsVerdict reports whether a word after a verdict value negates or
// conditions it.
func limitsVerdict(w string) bool {
	switch w {
	case "not", "no", "nobody", "none", "nothing", "never", "neither", "nor", "without",
		"if", "unless", "once", "when", "pending", "except", "but", "until", "after",
		"provided", "subject", "conditional", "conditionally", "only", "partially", "partly":
		return true
	}
	return isNegation(w)
}

// questioned reports whether a question mark ends the value it follows
// (`APPROVED?`, `PASS (?)`): a reader takes the value as a doubt.
func questioned(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`(")
	return strings.HasPrefix(t, "?")
}

// markAgainst reports whether s, what stands beside a verdict value on
// its line, holds a mark that shows a reader the other side (see
// markSide): a cross or a warning sign after a pass, a check mark after
// a fail, reads as both, wherever on the line it stands.
func markAgainst(s, side string) bool {
	for _, r := range withShortcodes(s) {
		if m := markSide(r); m != "" && m != side {
			return true
		}
	}
	return false
}

// laterValue reports whether the rest of a verdict line goes on to state
// the other side's value, written as a value is (upper case, after a
// comma, a dash or a colon, ending the clause): `PASS, not really — FAIL`
// reads as both. A word inside prose (`no FAIL findings`) does not.
func (d *Dialect) laterValue(rest, side string) bool {
	for t := rest; ; {
		w, r, ok := proseword.Next(t)
		if !ok {
			return false
		}
		at := len(t) - len(r) - len(w)
		gap := spaceEmphasis.trim(t[:at])
		if gap != "" && strings.ContainsAny(lastRune(gap), ",;:—–-|/(") {
			if m, ok := d.values.at(t[at:]); ok && m.start == 0 && m.phrase.means != side &&
				isUpper(t[at:at+m.end]) && proseword.EndsClause(t[at+m.end:]) {
				return true
			}
		}
		t = r
	}
}

// lastRune is the last character of s, or "".
func lastRune(s string) string {
	_, n := utf8.DecodeLastRuneInString(s)
	return s[len(s)-n:]
}

// cutWord returns the first word of t (letters and digits, after any
// other characters) and what follows it; false when t holds none.
func cutWord(t string) (word, rest string, ok bool) {
	return proseword.Next(t)
}

// ReportVerdict returns the side of a report's verdict, Pass or Fail, from
// its first verdict line that states one, read in dialect d (nil: the
// default contract); false when none does. The commit-msg hook compares
// it with the Review-Verdict trailer.
func ReportVerdict(content []byte, d *Dialect) (string, bool) {
	side, _ := ReportVerdictWord(content, d)
	return side, side != ""
}

// ReportVerdictWord is ReportVerdict with the verdict's word as the
// report writes it (CHANGES REQUESTED), for messages in the team's words;
// both are empty when no verdict line states a side.
func ReportVerdictWord(content []byte, d *Dialect) (side, word string) {
	if d == nil {
		d = defaultDialect()
	}
	v := firstVerdict(read(scan(content, d), d).verdicts)
	return v.value, v.word
}

// PlaceholderVerdict is the verdict `reviewlint new report` writes for the
// reviewer to replace. It is no verdict; lint says it is the template's,
// not that the reviewer wrote a word that is not PASS or FAIL.
const PlaceholderVerdict = "FILL ME (PASS or FAIL)"

// isPlaceholder reports whether a verdict value, as otherVerdict shows it,
// is the template's placeholder, however it was emphasized.
func isPlaceholder(value string) bool {
	return strings.HasPrefix(strings.ToUpper(value), "FILL ME")
}

// namesNothingFound reports whether a value counts none of a kind of
// finding ("No security vulnerabilities identified") and adds no
// exception to it.
func namesNothingFound(value string) bool {
	rest, ok := countsNone(strings.TrimLeft(normalize(value), " "))
	return ok && !excepts(rest)
}
