package verdict

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// findingBlocks reads the text of a finding graded non-blocking for what
// a reader takes for a blocking one: a blocking grade that opens one of
// its lines as a label (`BLOCKER: the migration drops a column`,
// `Critical — …`) or heads lines below it (see reviewGradeLabel), a
// refusal that opens it in capitals (`DO NOT MERGE: …`), findings of a
// blocking grade counted (`one of 2 critical bugs`), or a hold on the
// merge (`do not merge until the token is rotated`). Beside its severity
// a reader cannot tell which holds, and what cannot be read
// unambiguously is never approval. The text is read as written and as
// rendered, without its code blocks (see readAsShown). It returns the
// words that say so.
func findingBlocks(text string, block []string, g grades) (string, bool) {
	return readAsShown(text, func(t string) (string, bool) { return findingTextBlocks(t, block, g) }, false)
}

// findingTextBlocks reads a finding's text for findingBlocks, one way.
func findingTextBlocks(text string, block []string, g grades) (string, bool) {
	text = proseLines(text)
	if w := reviewGradeLabel(text, g); w != "" {
		return w, true
	}
	if w := reviewRefusal(text, block); w != "" {
		return w, true
	}
	if w := gradeCounted(text, g); w != "" {
		return w, true
	}
	return reviewHeld(text)
}

// gradeLabel returns the blocking grade that opens text as a reader
// sees it, after emphasis or a bracket, and is followed by a colon or a
// dash (`**Critical**: …`, `[BLOCKER] — …`, `BLOCKER : …`, `BLOCKER：…`,
// `BLOCKER - …`) or closed by its bracket (`[P0] …`, `(Critical) …`),
// or written in capitals before a text in ordinary case (`BLOCKER sql
// injection in login`; see shoutedGrade), or "". The grade is read as
// readerValue reads a value: in any case, in full-width or look-alike
// letters, with combining marks and invisible characters dropped, its
// words apart or joined (`Must-fix`, `MUST_FIX`). A grade the text goes on from (`Critical path …`,
// `High-water mark`) is a word of it. The grades are those every dialect
// shares and the dialect's own, g (see grades).
func gradeLabel(text string, g grades) string {
	t := strings.TrimLeftFunc(listNumber(strings.TrimLeftFunc(text, leadMark)), leadMark)
	// A label answered no is read on past its answer: `Blockers: none.
	// Critical issues: 2` states two critical findings after no blocker.
	// Each read goes on past the text read before, so the line is read
	// once.
	for {
		w, rest, answered := gradeLabelAt(t, text[:len(text)-len(t)], g)
		if !answered {
			return w
		}
		t = strings.TrimLeftFunc(rest, clauseMark)
		// `Blockers: none, but Critical: …`, `Blockers: none. 1.
		// Critical: …`: a connector or a list number opens the clause
		// of the next label.
		for {
			w, more := cutAnswerWord(t)
			switch strings.ToLower(w) {
			case "but", "however", "also", "and", "though", "although", "yet", "plus", "while", "still":
				t = strings.TrimLeftFunc(more, clauseMark)
				continue
			}
			break
		}
		t = strings.TrimLeftFunc(listNumber(t), clauseMark)
	}
}

// clauseMark reports whether r, after the answer to a label, is no
// word of the label after it: what closes the answer's clause
// (`Blockers: none; Critical: 2`, `Blockers: 0 | Critical: 2`,
// `Blockers: 0 · Critical: 2`), a blank, emphasis or a bracket.
func clauseMark(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r)
}

// gradeLabelAt reads the label that opens t, after lead (what of its
// line leads to it), as gradeLabel does: the grade, or "", and, when
// the label is a blocking grade answered no, what follows the answer
// and true.
func gradeLabelAt(t, lead string, g grades) (string, string, bool) {
	if w := shoutedGrade(t, g); w != "" {
		return w, "", false // `BLOCKER sql injection in login`
	}
	// The label is the run of letters, digits, marks and blanks that
	// opens t; one longer than any grade, however drawn, is none.
	label, end, ok := labelRunPast(t)
	if !ok {
		return "", "", false
	}
	ws := labelWords(label)
	rest := strings.TrimLeftFunc(t[end:], func(r rune) bool { return strings.ContainsRune("*_`])", r) || labelBlank(r) })
	after, ok := afterSeparator(rest)
	if n, tail, counted := bracketCount(t[end:]); !ok && counted {
		// `Blockers (2): …`: the count in brackets answers the label.
		if n == "" {
			return "", tail, true
		}
		after, ok = tail, true
	}
	if !ok && len(ws) > 0 && bracketed(lead, t[end:]) {
		// `[P0] the token leaks`, `(Critical) …`: the bracket sets the
		// label off as a separator does.
		after, ok = rest, true
	}
	if ok && len(ws) == 1 && gradeKey(ws[0]) {
		// `Severity: BLOCKER — …`, `Priority: Critical.`: the label names
		// the grade that follows it.
		return gradeValue(after, g), "", false
	}
	if !g.labels(ws) || !ok {
		return "", "", false
	}
	if rest, no := answerRest(strings.TrimLeftFunc(after, func(r rune) bool { return strings.ContainsRune("*_`", r) || labelBlank(r) })); no {
		return "", rest, true // `Blocking: no, …` says it does not block
	}
	return strings.TrimRightFunc(label, labelBlank), "", false
}

// bracketed reports whether a label stands in brackets: what leads to
// it (lead) ends, past blanks and emphasis, with an opening bracket,
// and what follows it (rest) opens with the closing one.
func bracketed(lead, rest string) bool {
	emphasis := func(r rune) bool { return strings.ContainsRune("*_`", r) || labelBlank(r) }
	lead = strings.TrimRightFunc(lead, emphasis)
	rest = strings.TrimLeftFunc(rest, emphasis)
	return strings.HasSuffix(lead, "[") && strings.HasPrefix(rest, "]") ||
		strings.HasSuffix(lead, "(") && strings.HasPrefix(rest, ")")
}

// labelRun returns where the run of letters, digits, marks, blanks and
// joining hyphens that opens t ends; ok is false when the run is longer
// than any grade, however drawn, which makes it none.
func labelRun(t string) (end int, ok bool) {
	n, prev := 0, rune(0)
	for i, r := range t {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) && !labelBlank(r) && !wordJoiner(t[i:], prev) {
			break
		}
		prev = r
		if n++; n > maxLabelRunes {
			return 0, false
		}
		end = i + utf8.RuneLen(r)
	}
	return end, true
}

// labelRunPast reads the label that opens t as labelRun does, and on
// past emphasis that closes around a word of it when the label goes on
// after (`*Critical* issues: 2`, `**Blocker**s: 1`, the grade in a
// code span): a reader sees one label, its grade in emphasis. It returns
// the label without the marks, where it ends in t, and false when it is
// longer than any grade.
func labelRunPast(t string) (string, int, bool) {
	end, ok := labelRun(t)
	if !ok {
		return "", 0, false
	}
	label := t[:end]
	for {
		k := end
		for k < len(t) && strings.IndexByte("*_`", t[k]) >= 0 {
			k++
		}
		if k == end || k == len(t) {
			return label, end, true
		}
		more, ok := labelRun(t[k:])
		if !ok {
			return "", 0, false
		}
		seg := t[k : k+more]
		if !strings.ContainsFunc(seg, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			// `**Critical** — …`, `**Critical**: …`: the emphasis
			// closes the label.
			return label, end, true
		}
		label, end = label+seg, k+more
		if utf8.RuneCountInString(label) > maxLabelRunes {
			return "", 0, false
		}
	}
}

// leadMark reports whether r, before a label, is no letter of it: the
// marks of emphasis, quotes and lists, a blank, or a symbol a reader
// passes over (`⛔ BLOCKER: …`, `🔴 Critical — …`).
func leadMark(r rune) bool {
	return strings.ContainsRune("*_`#>-+[(", r) || labelBlank(r) || unicode.Is(unicode.So, r) || unicode.Is(unicode.Sk, r) ||
		r == '\uFE0F' || r == '\uFE0E'
}

// listNumber drops the number of an ordered list item that opens t
// (`1. BLOCKER: …`, `2) Critical — …`): the label follows it.
func listNumber(t string) string {
	i := 0
	for i < len(t) && i < 9 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && (t[i+1] == ' ' || t[i+1] == '\t') {
		return t[i+1:]
	}
	return t
}

// labelWords are the lower-case words of a label as a reader sees them.
func labelWords(label string) []string {
	return strings.FieldsFunc(readerValue(strings.Map(func(r rune) rune {
		if invisibleRune(r) {
			return -1
		}
		return r
	}, label)), func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') })
}

// gradeKey reports whether w names a grade as a label: `Severity:`.
func gradeKey(w string) bool {
	switch w {
	case "severity", "priority", "level", "grade", "sev":
		return true
	}
	return false
}

// gradeValue returns the blocking grade that after, the value of a
// grade's label, opens: the grade alone or ending its clause
// (`BLOCKER — …`, `Critical.`, `Critical, …`), or "".
func gradeValue(after string, g grades) string {
	v := strings.TrimLeftFunc(after, leadMark)
	end, ok := labelRun(v)
	if !ok {
		return ""
	}
	ws := labelWords(v[:end])
	if len(ws) == 0 || g.opens(ws) != len(ws) {
		return "" // `Severity: Critical path …` goes on past the grade
	}
	if rest := strings.TrimLeftFunc(v[end:], func(r rune) bool { return strings.ContainsRune("*_`])", r) }); rest != "" {
		if _, sep := afterSeparator(rest); !sep && !strings.ContainsRune(".,;!(", []rune(rest)[0]) {
			return ""
		}
	}
	return strings.TrimRightFunc(v[:end], labelBlank)
}

// wordJoiner reports whether s opens with a hyphen or an underscore
// that joins the letter before it (prev) to one after it: `Must-fix`,
// `MUST_FIX` and `High-severity` are the grade to a reader. A grade
// joined to a word that is none (`High-water`) is still a word of the
// text: the words the label holds must all be the grade's.
func wordJoiner(s string, prev rune) bool {
	r, n := utf8.DecodeRuneInString(s)
	if r != '-' && r != '_' && r != '‐' && r != '‑' || !unicode.IsLetter(prev) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(s[n:])
	return unicode.IsLetter(next)
}

// maxLabelRunes bounds a label: the longest grade, with a mark on each
// letter or a space between them, has fewer characters.
const maxLabelRunes = 64

// afterSeparator returns what follows the colon or dash that opens rest
// (a label's separator), and whether one does. A hyphen (of any width)
// separates only before a blank: `High-water` is one word.
func afterSeparator(rest string) (string, bool) {
	r, n := utf8.DecodeRuneInString(rest)
	after := rest[n:]
	switch {
	case r == ':' || r == '：' || r == '﹕' || r == '︓' || r == '=' || r == '＝':
		// `Critical = 2` sets the label off as `Critical: 2` does.
		return after, true
	case r == '-' || r == '‐' || r == '‑' || r == '﹣' || r == '－' || r == '−':
		next, _ := utf8.DecodeRuneInString(after)
		return after, after == "" || labelBlank(next)
	case unicode.Is(unicode.Pd, r): // en, em, figure dashes, the bar
		return after, true
	}
	return "", false
}

// labelBlank reports whether r shows as blank in a label: a space of any
// width, or a character a reader does not see.
func labelBlank(r rune) bool { return unicode.IsSpace(r) || invisibleRune(r) }

// invisibleRune reports whether r is a character a reader does not see:
// a format character, a Hangul filler, the combining grapheme joiner.
func invisibleRune(r rune) bool { return unicode.Is(unicode.Cf, r) || filler(r) || r == '\u034F' }

// answersBlocking reads a key a finding carries beside its severity that
// asks whether it blocks ({"blocking": …}, {"Blocker": …}, in any case
// or look-alike letters), or names a blocking grade as a count or a
// question ({"critical": 1}, {"blockerCount": 2}; see gradeNamed),
// answered anything but a plain no (true, "yes", "Y", 1, "yes, the
// column is dropped"), or a status that opens with a block word or a
// blocking grade ({"status": "BLOCKING"}, {"state": "blocks merge"}), or
// a grade in another key that a reader takes for blocking ({"priority":
// "P0"}): a reader takes the finding for a blocking one whatever its
// severity says, or cannot tell. It returns the words that say so.
func answersBlocking(m member, g grades) (string, bool) {
	v := m.val
	switch {
	case looksLike(m.key, askingKeys[:]) || gradeNamed(m.key, g):
		if !answeredNo(v) {
			return m.key + ": " + shownAnswer(v), true
		}
	case looksLike(m.key, statusKeys[:]):
		if v.kind == kindString && statusBlocks(v.str, g) {
			return v.str, true
		}
	case looksLike(m.key, gradeKeys[:]):
		if b := blockingGrade(v, g); b != nil {
			return m.key + ": " + b.str, true
		}
	}
	return "", false
}

// askingKeys and statusKeys are the letters of keys that ask whether a
// finding (or the change) blocks, and of those that state where it
// stands.
var (
	askingKeys = [...]string{"blocking", "blocker", "blockers", "blocks", "blocksmerge", "mustfix", "isblocking",
		"blockingfindings", "blockingissues", "changesrequested", "requestchanges"}
	statusKeys = [...]string{"status", "state"}
	// gradeKeys grade what holds them as a severity does.
	gradeKeys = [...]string{"priority", "level", "sev", "grade"}
)

// answeredNo reports whether an answer to "does it block?" says no:
// false, null, zero, nothing, or words that open with a no (`no`,
// `false`, `none`, `n/a`, `non-blocking`, `not really`); words it cannot
// read (see unreadAnswer) are no answer no.
func answeredNo(v *value) bool {
	switch v.kind {
	case kindNull:
		return true
	case kindBool:
		return v.str == "false"
	case kindNumber:
		n, err := strconv.ParseFloat(v.str, 64)
		return err == nil && n == 0
	case kindArray:
		return len(v.items) == 0
	case kindObject:
		return len(v.members) == 0
	}
	ws := openingWords(v.str)
	if len(ws) == 0 {
		return !unreadAnswer(v)
	}
	switch ws[0] {
	case "no", "n", "false", "none", "never", "not", "non", "nope", "0":
		return true
	}
	return false
}

// unreadAnswer reports whether an answer is words the reading above
// cannot place, in a script it does not read (`٣`, `是`): neither a no
// nor a yes to it, so read as neither answer's side would have it.
func unreadAnswer(v *value) bool {
	if v.kind != kindString || len(openingWords(v.str)) > 0 {
		return false
	}
	return strings.ContainsFunc(opening(v.str), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// shownAnswer is an answer as a message shows it.
func shownAnswer(v *value) string {
	if v.kind == kindArray || v.kind == kindObject {
		return v.kind.String()
	}
	return v.str
}

// statusBlocks reports whether a status opens, to a reader, with a word
// of the block side or a blocking grade (`BLOCKING: nonce reuse`,
// `blocks merge`, `Critical`); a negation first (`non-blocking`, `not
// blocking`) says it does not.
func statusBlocks(status string, g grades) bool {
	ws := openingWords(status)
	return len(ws) > 0 && (blockWords.has(ws[0]) || blockingWords.has(ws[0]) || g.opens(ws) > 0)
}

// openingWords are the first words of s as a reader reads them (see
// readerValue: any case, full-width or look-alike letters, invisible
// characters dropped), digits kept; only the opening of s is read, so
// that a long value costs no more than a short one.
func openingWords(s string) []string {
	s = strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(s) > 64 {
		cut := 64
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut]
	}
	seen := readerValue(strings.Map(func(r rune) rune {
		if invisibleRune(r) {
			return -1
		}
		return r
	}, s))
	return strings.FieldsFunc(seen, func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') })
}

// answersNo reports whether what follows a grade's label answers it no
// (`Blocking: no, …`, `Blocker: none.`, `Critical: 0, Major: 0`, `Major:
// nothing found`, `Critical: no issues.`): a word that says so, alone or
// with a problem it counts or `found`, standing alone or before
// punctuation. One a sentence goes on from states the finding under its
// grade (`Critical: no test covers the rollback`, `Blocker: none of the
// retries back off`, `Major: nothing validates the token`).
func answersNo(after string) bool {
	_, ok := answerRest(after)
	return ok
}

// answerRest reads the answer no that opens after as answersNo does,
// in any letter case, and returns what follows it: the answer covers
// its own label only, and a label after it (`Blockers: none. Critical
// issues: 2`) is read as one opening a line.
func answerRest(after string) (string, bool) {
	word, rest := cutAnswerWord(after)
	switch strings.ToLower(word) {
	case "no", "false", "none", "n/a", "nothing", "0", "zero", "nil":
	default:
		return "", false
	}
	if next, more := cutAnswerWord(rest); strings.EqualFold(next, "found") || sideword.ProblemNoun(strings.ToLower(next)) {
		rest = more
	}
	r, _ := utf8.DecodeRuneInString(rest)
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return "", false
	}
	return rest, true
}

// cutAnswerWord cuts the word that opens s at a space or punctuation:
// the word, and what follows it past any spaces.
func cutAnswerWord(s string) (string, string) {
	if i := strings.IndexAny(s, " ,.;"); i >= 0 {
		return s[:i], strings.TrimLeft(s[i:], " ")
	}
	return s, ""
}

// bracketCount reads a count in brackets that opens rest, past blanks
// (`(2)`, `(0)`): the count, "" when it is none, what follows it, and
// whether there is one.
func bracketCount(rest string) (n, tail string, ok bool) {
	r := strings.TrimLeftFunc(rest, labelBlank)
	if !strings.HasPrefix(r, "(") {
		return "", "", false
	}
	i := 1
	for i < len(r) && i < 12 && r[i] >= '0' && r[i] <= '9' {
		i++
	}
	if i == 1 || i >= len(r) || r[i] != ')' {
		return "", "", false
	}
	return strings.TrimLeft(r[1:i], "0"), r[i+1:], true
}
