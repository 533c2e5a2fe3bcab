package contract

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Severities, in dialects that write them: a heading that gives the
// findings under it a severity (`## Critical Issues`, `### Warnings`), a
// `Severity: Major` line in a finding's body, and a bullet that opens
// with its severity (`- **CRITICAL**: …`, `- [NIT] path:408 -- …`). The
// severity words are the dialect's dispositions, each blocking (FAIL) or
// not (NOTE), and the grades every dialect reads as blocking (grades.go).

// severityHeading reads a heading that names a severity by its first
// words, singular or plural: "Critical Issues (BLOCKER)", "Warnings",
// "🔴 Blockers". one is true when the heading is a single finding named
// by its severity and a number ("ADVISE 1", "Major #2: a race"). Dialects
// that write findings under severity headings have them all; the others
// have those that block: a reader takes what `## Critical Issues` heads
// for blocking findings in a dialect that calls Critical blocking,
// whatever shape its findings are meant to take.
func (d *Dialect) severityHeading(text string) (sev severity, one, ok bool) {
	sev, one, ok = d.anySeverityHeading(text)
	if ok && !d.findingForms[FormHeadings] && sev.means != Fail {
		return severity{}, false, false
	}
	return sev, one, ok
}

// anySeverityHeading is severityHeading in a dialect with every heading
// form.
func (d *Dialect) anySeverityHeading(text string) (sev severity, one, ok bool) {
	t := numbering.trimLeft(normalize(text))
	sev, end, ok := d.severityWords(t)
	if !ok {
		if sev, ok = d.gradedAfter(t); ok {
			return sev, false, true
		}
		if rest, open := stillOpenLead(strings.TrimLeftFunc(t, func(r rune) bool { return !proseword.IsRune(r) })); open {
			// `## Open Critical Issues`, `## 🔴 Open Blockers`: the
			// grade's heading. Every qualifier goes at once, so that
			// the heading is read once more, not once for each.
			for r, more := stillOpenLead(rest); more; r, more = stillOpenLead(rest) {
				rest = r
			}
			return d.anySeverityHeading(rest)
		}
		if g, noun, found := strings.Cut(t, "-"); found && !strings.Contains(g, " ") && isListNoun(firstWord(noun)) {
			// `Critical-Issues`: a hyphen between the grade and
			// what it grades.
			return d.anySeverityHeading(g + " " + noun)
		}
		return severity{}, false, false
	}
	if numbered(t[end:]) {
		return sev, true, true
	}
	if !d.listHeading(t[end:]) {
		return severity{}, false, false
	}
	sev.alone = gradeAlone(t[end:])
	return sev, false, true
}

// gradeAlone reports whether what follows a heading's grade is nothing
// or one noun of the list, past emphasis, a colon and marks
// (`Critical Issues:`): the heading grades its list with that grade
// alone, where `Critical and High Issues` or `Critical (security)`
// names a list of more, or of part.
func gradeAlone(rest string) bool {
	rest = strings.TrimRightFunc(rest, func(r rune) bool {
		return r == ' ' || r == ':' || r == '\ufe0f' || unicode.Is(unicode.So, r)
	})
	w, after := plainWord(rest)
	if p, r := plainWord(after); slices.Contains(noneParticiples, p) {
		after = r // `Critical Issues Found`: the participle says no more
	}
	return strings.TrimSpace(rest) == "" || isListNoun(w) && after == ""
}

// gradedAfter reads a heading that names issues first and grades them
// after a separator: `Issues (Critical)`, `Findings — Blocker`, `Bugs:
// Critical`. The grade must end the heading; risks, priorities and
// other lists that rank work are no issues (`Risks (High)`).
func (d *Dialect) gradedAfter(t string) (severity, bool) {
	i := gradeSeps.index(t)
	if j := strings.Index(t, " - "); j >= 0 && (i < 0 || j < i) {
		i = j + 1
	}
	if i <= 0 {
		return severity{}, false
	}
	names := strings.Fields(t[:i])
	if len(names) == 0 || len(names) > 2 || !issueNoun(strings.Trim(names[len(names)-1], "*_`")) {
		return severity{}, false
	}
	_, sepLen := utf8.DecodeRuneInString(t[i:])
	rest := strings.TrimLeft(t[i+sepLen:], " *_`(")
	sev, end, ok := d.severityWords(rest)
	if !ok || strings.Trim(rest[end:], " )*_`.!") != "" {
		return severity{}, false
	}
	return sev, true
}

// firstWord is the first space-separated word of s.
func firstWord(s string) string {
	w, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return w
}

// numbered reports whether what follows a severity word is a number
// alone or with a title after a separator: " 1", " #2: a race", "-3",
// " 4 (auth bypass)".
func numbered(rest string) bool {
	rest = strings.TrimLeft(rest, " \t*_`#-")
	digits := len(rest) - len(strings.TrimLeft(rest, "0123456789"))
	if digits == 0 {
		return false
	}
	rest = strings.TrimLeft(rest[digits:], " \t*_`")
	return rest == "" || strings.ContainsAny(rest[:1], ":.)-([") || strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, "–")
}

// isListNoun: such words may end a severity heading: "Critical
// Issues", "High Priority Findings", "Critical Security Gaps". A heading
// that ends otherwise ("Error Recovery", "Critical Innovation", "Notes
// from the meeting") names no severity.
func isListNoun(w string) bool {
	switch w {
	case "issue", "issues", "finding", "findings", "concern", "concerns", "problem", "problems",
		"item", "items", "priority", "severity", "bug", "bugs", "defect", "defects", "risk", "risks",
		"gap", "gaps", "change", "changes", "fix", "fixes", "recommendations", "suggestions",
		"observations", "notes", "violations", "level", "required", "requested", "blocking",
		"non-blocking", "vulnerabilities", "errors", "warnings", "blockers", "nits", "nitpicks",
		"comments", "remarks", "points", "questions", "improvements", "flaws", "weaknesses",
		"regressions", "failures", "deficiencies", "shortcomings", "objections", "todos", "actions":
		return true
	}
	return false
}

// listHeading reports whether what follows a heading's severity word is
// nothing, or at most three words of which the last is a list noun or
// another severity ("Critical / High"), before any parenthetical, colon
// or separator standing alone (`CRITICAL - must fix before merge`,
// `Blockers | fix first`); or whether it names issues and which
// (`Critical Issues Requiring Attention`), unless it says they were dealt
// with.
// Emoji are decoration.
func (d *Dialect) listHeading(rest string) bool {
	if i := strings.IndexAny(rest, "(—–:"); i >= 0 {
		rest = rest[:i]
	}
	var words []string
	for _, w := range strings.Fields(rest) {
		if separatorToken(w) {
			break
		}
		if w = strings.Trim(w, ".,;!*_`"); w != "" && proseword.IsStart(w) {
			words = append(words, w)
		}
	}
	// "Critical Issues Found", "Blockers Remaining": the participle
	// says no more.
	if n := len(words); n > 1 && slices.Contains(noneParticiples, strings.ToLower(words[n-1])) {
		words = words[:n-1]
	}
	if len(words) == 0 {
		return true
	}
	last := words[len(words)-1]
	if _, _, sev := d.severityWords(last); sev && len(words) <= 3 {
		return true
	}
	if len(words) <= 3 && isListNoun(strings.ToLower(last)) {
		return true
	}
	return len(words) > 1 && namesIssues(words[0]) && qualifiesList(words[1]) && !namesAddressed(rest)
}

// qualifiesList reports whether a word after a list noun says which of
// them it lists (`Issues Requiring Attention`, `Issues That Block
// Merge`), not what about them the heading is (`Issues Analysis`).
func qualifiesList(w string) bool {
	switch strings.ToLower(w) {
	case "that", "which", "requiring", "needing", "demanding", "blocking", "preventing", "in", "with",
		"still", "open", "outstanding", "before", "must", "to":
		return true
	}
	return false
}

// severityWords matches a severity at the first words of t, a plural
// "s" on the first word allowed, and returns the offset after it.
func (d *Dialect) severityWords(t string) (severity, int, bool) {
	if m, ok := d.grades.at(t); ok && d.leads(t, m) {
		return severity{means: m.phrase.means, word: m.phrase.text, foreign: d.foreignGrade(m)}, m.end, true
	}
	w, rest, ok := proseword.Next(t)
	if !ok || len(w) < 3 || (w[len(w)-1] != 's' && w[len(w)-1] != 'S') {
		return severity{}, 0, false
	}
	start := len(t) - len(rest) - len(w)
	single := t[:start] + w[:len(w)-1] + rest
	if m, ok := d.grades.at(single); ok && d.leads(single, m) {
		return severity{means: m.phrase.means, word: m.phrase.text, foreign: d.foreignGrade(m)}, m.end + 1, true
	}
	return severity{}, 0, false
}

// leads reports whether match m is the first thing in t but decoration.
func (d *Dialect) leads(t string, m match) bool {
	_, _, before := cutWord(t[:m.start])
	return !before
}

// severityLabel reads a line that states a finding's severity with one
// of the dialect's labels: `**Severity:** Major`, `Priority: high`.
func (d *Dialect) severityLabel(text string) (severity, bool) {
	t := normalize(text)
	t = strings.TrimLeft(t, "-*+• ")
	m, ok := d.sevLabels.at(t)
	if !ok || !d.leads(t, m) {
		// `Severity:` grades a finding to a reader in any dialect,
		// named among its labels or not.
		if m, ok = severityWord().at(t); !ok || !d.leads(t, m) {
			return severity{}, false
		}
	}
	rest := strings.TrimLeft(t[m.end:], " ")
	rest, ok = strings.CutPrefix(rest, ":")
	if !ok {
		return severity{}, false
	}
	sev, _, ok := d.severityWords(strings.TrimLeft(rest, " "))
	return sev, ok
}

// severityWord is the label every dialect reads as a finding's
// severity.
var (
	severityOnce  sync.Once
	severityVocab *vocabulary
)

func severityWord() *vocabulary {
	severityOnce.Do(func() { severityVocab = newVocabulary(false, [2]string{"Severity", "label"}) })
	return severityVocab
}

// severityFirst reads a bullet that opens with its severity: `**CRITICAL**:
// the cache leaks`, `[NIT] path:408 -- wording`, `Major — a race`. A
// severity followed by a count alone (`CRITICAL: 0`) counts findings:
// none when it is 0.
func (d *Dialect) severityFirst(item block) (f Finding, count int, ok bool) {
	if !d.findingForms[FormSeverityFirst] {
		return Finding{}, 0, false
	}
	// The grades every reader takes for blocking lead a finding too
	// where the dialect does not spell them (`- P0: the token leaks`
	// where it spells Critical).
	if f, n, ok := d.gradeFirst(item, d.grades); ok {
		return f, n, ok
	}
	if f, n, ok := d.blockingAfterOpen(item); ok {
		return f, n, ok
	}
	if f, n, ok := d.blockingAfterAdvisory(item); ok {
		return f, n, ok
	}
	// `**Total:** 1 blocker`: the count before its grade.
	return d.countedGradesValue(item)
}

// blockingFirst reads, in a dialect whose findings are not led by their
// severity, a bullet outside the findings led by a grade every reader
// takes for blocking (`- **Critical:** the token leaks` under Notes): a
// blocking finding there as anywhere.
func (d *Dialect) blockingFirst(item block) (Finding, bool) {
	if d.findingForms[FormSeverityFirst] {
		return Finding{}, false
	}
	f, n, ok := d.gradeFirst(item, d.grades)
	if !ok {
		f, n, ok = d.blockingAfterOpen(item)
	}
	if !ok {
		f, n, ok = d.blockingAfterAdvisory(item)
	}
	if !ok {
		f, n, ok = d.countedGradesValue(item)
	}
	return f, ok && n > 0 && f.Disposition == Fail
}

// blockingAfterOpen reads a bullet or label led by a word that says the
// problems are still there, then a grade that blocks and a count above
// nought (`**Open blockers:** 1`, `- Remaining critical issues: 2`): the
// grade counts them as it does alone. Only a blocking grade is read so:
// `Open minor issues: 2` is no finding a reader weighs.
func (d *Dialect) blockingAfterOpen(item block) (Finding, int, bool) {
	lead := leadingMarks.trimLeft(item.text)
	if rest, ok := countedLead(lead); ok {
		// `**Total blockers:** 1`, `Number of critical issues: 2`: the
		// grade's count, its value read as the grade's; a qualifier
		// may stand between (`Number of open blockers: 2`).
		for r, more := stillOpenLead(rest); more; r, more = stillOpenLead(rest) {
			rest = r
		}
		// `Total blockers after review: 2`, as `Blockers found in
		// review: 2` is read.
		f, n, ok := d.gradeFirstScoped(item, rest)
		if !ok || f.Disposition != Fail || n == 0 {
			return Finding{}, 0, false
		}
		return f, n, true
	}
	rest, ok := stillOpenLead(lead)
	if !ok {
		return Finding{}, 0, false
	}
	for r, more := stillOpenLead(rest); more; r, more = stillOpenLead(rest) {
		rest = r // `Remaining open blockers: 1`
	}
	// `Remaining blockers after review: 2`, as `Blockers remaining
	// after review: 2` is read.
	f, n, ok := d.gradeFirstScoped(item, rest)
	if !ok || f.Disposition != Fail || !countsAbove(f.Reason) {
		return Finding{}, 0, false
	}
	return f, n, true
}

// gradeFirstScoped reads rest, the label after its lead, for a grade
// first, and failing that rest with its scope taken off (withoutScope).
func (d *Dialect) gradeFirstScoped(item block, rest string) (Finding, int, bool) {
	f, n, ok := d.gradeFirst(block{kind: item.kind, line: item.line, col: item.col, text: rest}, d.grades)
	if !ok {
		if t, scoped := withoutScope(rest); scoped {
			f, n, ok = d.gradeFirst(block{kind: item.kind, line: item.line, col: item.col, text: t}, d.grades)
		}
	}
	return f, n, ok
}

// countsSome reports whether a qualified grade's value opens with a
// count above nought (`1`, `2 (token leak, race)`). Its other values are
// left unread: what follows a qualifier that counts none is often a
// tally of what was dealt with (`0 of 3`, `✅ none`, `all resolved`),
// which the grade's own readings take for more than none. A count
// spelled out (`one`, `two (token leak, race)`) counts as its figure
// does, where no word goes on from it (`one of them` is no count).
func countsSome(value string) bool {
	t := strings.TrimLeft(value, " \t*_`")
	if w := leadingLetters(t); w != "" {
		var buf [16]byte
		if !slices.Contains(numberWords, string(lowerWord(buf[:], w))) {
			return false
		}
		rest := strings.TrimLeft(t[len(w):], " \t*_`")
		return leadingLetters(rest) == ""
	}
	t = strings.TrimLeft(t, "0") // `01` counts one
	return t != "" && t[0] >= '1' && t[0] <= '9'
}

// blockingAfterAdvisory reads a bullet led by an advisory grade the
// dialect does not spell, then a grade every reader takes for blocking
// (`- Minor Critical: the token leaks`, `- ~~Minor~~ **Critical**: …`,
// the struck grade still in sight): a reader sees both, and the worse
// one stands, as where the dialect spells both (gradeFirstAt).
func (d *Dialect) blockingAfterAdvisory(item block) (Finding, int, bool) {
	t := leadingMarks.trimLeft(item.text)
	w := leadingLetters(t)
	if w == "" || SeveritySide(w) != Note {
		return Finding{}, 0, false
	}
	rest := strings.TrimLeft(t[len(w):], " \t*_`~")
	if len(rest) == len(t)-len(w) {
		return Finding{}, 0, false // `Minorly`: one word
	}
	if m, ok := wordAt(d.grades, rest); !ok || m.phrase.means != Fail {
		return Finding{}, 0, false // most advisory bullets: spared the reading
	}
	return d.gradeFirst(block{kind: item.kind, line: item.line, col: item.col, text: rest}, d.grades)
}

// gradeFirst is severityFirst with the grades of v.
func (d *Dialect) gradeFirst(item block, v *vocabulary) (f Finding, count int, ok bool) {
	return d.gradeFirstAt(item, v, 0)
}

// gradeFirstAt is gradeFirst of an item that is the rest of a line of
// counts, depth counts in (see gradeCounts).
func (d *Dialect) gradeFirstAt(item block, v *vocabulary, depth int) (f Finding, count int, ok bool) {
	t := leadingMarks.trimLeft(item.text)
	t = strings.TrimLeftFunc(t, func(r rune) bool { return !proseword.IsRune(r) && r != ' ' && r != '\t' })
	t = leadingMarks.trimLeft(t)
	m, ok := wordAt(v, t)
	if !ok {
		// A grade in the plural counts or lists them: `Blockers: 2`.
		w := leadingLetters(t)
		if len(w) < 4 || w[len(w)-1]|0x20 != 's' {
			return Finding{}, 0, false
		}
		if m, ok = wordAt(v, t[:len(w)-1]+t[len(w):]); !ok || m.end != len(w)-1 {
			return Finding{}, 0, false
		}
		m.end++
	}
	if last, at, ok := chainEnd(t, m, func(s string) (match, bool) { return wordAt(v, s) }); ok {
		// `**Minor** → **Critical**: the token leaks`: regraded.
		t, m = t[at:], last
	}
	rest := gradeClose.trimLeft(t[m.end:])
	if after, ok := issueNamed(rest); ok {
		// `Critical issue: the token leaks`: the grade names what it
		// grades before the separator.
		rest = gradeClose.trimLeft(after)
	}
	if after, ok := countedTail(rest); ok {
		// `Critical issues found: 3`, `Blocker count: 2`.
		rest = after
	} else if after, ok := stillOpenTail(rest); ok {
		// `Blockers remaining: 1`, `Critical issues open: 2`; a value
		// other than a count above nought is left unread, as after a
		// qualifier before the grade (countsAbove).
		if !countsAbove(strings.TrimLeft(after, " \t*_`:—–")) {
			return Finding{}, 0, false
		}
		rest = gradeClose.trimLeft(after)
	}
	sep := strings.TrimLeft(rest, " \t")
	var regraded *match
	if strings.HasPrefix(sep, "(") {
		// `CRITICAL (security): …`: a parenthetical qualifies the grade.
		if end := strings.IndexByte(sep, ')'); end > 0 {
			// `Minor (blocking): …`: a blocking grade that is the whole
			// parenthetical shows a reader both; the worse one stands.
			in := strings.Trim(sep[1:end], " *_`")
			if b, ok := wordAt(v, in); ok && b.phrase.means == Fail && b.end == len(in) {
				regraded = &b
			}
			sep = strings.TrimLeft(sep[end+1:], " \t*_`")
			rest = " " + sep
		}
	}
	// Where the block's bold run ends, in t: a bold grade with the text
	// after it (`**BLOCKER** the token leaks`) shows apart as a colon
	// would part it.
	boldEnd := int(item.lead) - (len(item.text) - len(t))
	switch {
	case strings.HasPrefix(sep, ":"), strings.HasPrefix(sep, "—"), strings.HasPrefix(sep, "–"),
		strings.HasPrefix(sep, "-"), strings.HasPrefix(sep, "|"), strings.HasPrefix(sep, "·"),
		len(rest) > 0 && rest[0] == ']':
	case len(t) > m.end && (t[m.end] == ']' || t[m.end] == ')' || t[m.end] == '*'):
	case item.lead > 0 && len(t)-len(rest) == boldEnd && strings.HasPrefix(rest, " "):
	default:
		// `Minor Critical: the token leaks`, `~~Minor~~ **Critical**:
		// …`: a grade that blocks right after the first, with its
		// separator, shows a reader both (a struck one stays in sight),
		// and the worse one stands.
		g, after, ok := secondGrade(rest, v)
		if !ok {
			return Finding{}, 0, false
		}
		m, sep = g, ":"+after
	}
	text := strings.TrimSpace(strings.TrimLeft(sep, ":—–-|· \t*_"))
	f = Finding{Text: text, Disposition: m.phrase.means, Word: m.phrase.text, Reason: text, Line: item.line, Col: item.col}
	if regraded != nil && f.Disposition != Fail {
		f.Disposition, f.Word = Fail, regraded.phrase.text
	}
	if g, after, ok := secondGrade(text, v); ok && f.Disposition != Fail {
		// `**Minor** / **Critical**: …`, `[Minor][Critical] …`: a reader
		// sees both grades, and the worse one stands.
		f.Disposition, f.Word = Fail, g.phrase.text
		if after != "" {
			text, f.Text, f.Reason = after, after, after
		}
	}
	if f.Disposition != Fail {
		if g, ok := d.regradedTail(text); ok {
			// `**Minor**: bad — actually Critical`: corrected, the
			// worse grade stands (regrade.go).
			f.Disposition, f.Word = Fail, g.phrase.text
		}
	}
	// A tick before the value marks it, as emphasis would: `✅ none`,
	// `✅ 0`. A tick alone (`Critical: ✅`) is left as it was read: it
	// may answer yes.
	if v := strings.TrimLeft(strings.TrimLeft(text, "✅✔✓☑🟢\ufe0f \t"), "*_`"); v != "" {
		text = v
	}
	text = zeroAsCount(text)
	if n, err := strconv.Atoi(strings.Trim(text, " .")); err == nil && n >= 0 {
		f.Text = fmt.Sprintf("%d %s", n, m.phrase.text)
		return f, n, true
	}
	if n, tail, ok := countThen(text); ok {
		if tail == "" {
			// `Critical: 0 ✅`, `Critical issues: 0 (none found)`.
			f.Text = fmt.Sprintf("%d %s", n, m.phrase.text)
			return f, n, true
		}
		// `Critical: 0, Major: 0, Minor: 1`: a count of each grade.
		if g, gn, ok := d.gradeCounts(f, n, tail, item, v, depth); ok {
			return g, gn, true
		}
		if n > 0 && settledAll(d, n, tail) {
			// `**Critical issues found:** 3 — all fixed in 3f2a1c`:
			// counted, and all dealt with.
			f.settledCount = n
			return f, 0, true
		}
		if n == 0 && (d.noneAt(normalize(unparen(tail))) || !d.noughtTakenBack(tail, v)) {
			// `**Blockers:** 0 — ready to merge`: none, and a remark;
			// `0 — all 3 fixed`: none, and a second statement of it.
			f.Text = fmt.Sprintf("%d %s", n, m.phrase.text)
			return f, 0, true
		}
	}
	if n, tail, ok := spelledThen(text); ok && settledAll(d, n, tail) {
		// `**Blockers:** several — all fixed in 3f2a1c`: counted in
		// words, and all dealt with. A count in the remark settles
		// only a count given as a number.
		return f, 0, true
	}
	if text == "" {
		return Finding{}, 0, false
	}
	if d.saysNone(text) || d.saysNone(strings.TrimLeft(strings.TrimPrefix(text, "❌"), " *_")) {
		// `**Blockers:** None`; a cross before it marks the absence
		// (`**Critical Vulnerabilities:** ❌ **NONE**`).
		return f, 0, true
	}
	if own := ownGradeDropped(text, m.phrase.text); own != "" && d.saysNone(own) {
		// `**Critical issues:** all critical issues resolved`: the
		// label's own grade names all it counts, where the label is
		// that grade alone (not `Critical security issues:`, a part).
		if c := strings.IndexByte(t[m.end:], ':'); c >= 0 && gradeAlone(normalize(t[m.end:m.end+c])) {
			return f, 0, true
		}
	}
	if head, tail, ok := cutRemark(text); ok && d.saysNone(head) && !d.noughtTakenBack(tail, v) {
		// `**Blockers:** None — all resolved`: none, and a remark, as
		// after a count of nought.
		return f, 0, true
	}
	if answersNo(text) {
		// `- **Blocking:** No` under an item: a field that says the
		// item does not block, not a finding that does.
		return f, 0, true
	}
	return f, 1, true
}

// unparen is s without the parentheses that enclose it whole.
func unparen(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") && strings.IndexByte(s, ')') == len(s)-1 {
		return s[1 : len(s)-1]
	}
	return s
}

// zeroAsCount writes a value that is the word zero, alone or before a
// remark (`zero`, `Zero — all resolved`), as the count it is. Only
// then: `zero-day in the parser` or `zero day exploit` name a defect.
func zeroAsCount(text string) string {
	head := strings.TrimRight(text, " .")
	if h, _, ok := cutRemark(text); ok {
		head = h
	}
	if !strings.EqualFold(head, "zero") || !strings.EqualFold(text[:4], "zero") {
		return text
	}
	return "0" + text[4:]
}

// secondGrade reads a blocking grade that opens a severity-first
// finding's text as its grade does, ending at emphasis, a bracket or a
// separator: the grade and the text after it.
func secondGrade(text string, v *vocabulary) (match, string, bool) {
	t := strings.TrimLeft(text, " \t*_`[(/|+,&·—–-")
	m, ok := wordAt(v, t)
	if !ok || m.phrase.means != Fail {
		return match{}, "", false
	}
	after := t[m.end:]
	rest := strings.TrimLeft(after, " \t")
	if after != "" && !strings.ContainsAny(after[:1], "]*)_`") && !strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "—") &&
		!strings.HasPrefix(rest, "–") && !strings.HasPrefix(rest, "-") && !strings.HasPrefix(rest, "|") && !strings.HasPrefix(rest, "·") {
		return match{}, "", false // `Critical path is slow`: a word of the text
	}
	return m, strings.TrimSpace(strings.TrimLeft(after, ":—–-|·])*_` \t")), true
}

// issueNoun reports whether a word after a grade names what it grades
// as a finding: `Critical issue:`, `Major bugs:`. Priority, risk and
// level rank work or weigh what may go wrong, and are left out.
func issueNoun(w string) bool {
	switch w {
	case "issue", "issues", "bug", "bugs", "finding", "findings", "problem", "problems", "concern", "concerns",
		"defect", "defects", "flaw", "flaws", "vulnerability", "vulnerabilities", "regression", "regressions", "gap", "gaps":
		return true
	}
	return false
}

// answersNo reports whether a severity field's text is a bare no.
func answersNo(text string) bool {
	switch strings.ToLower(strings.Trim(text, " \t.*_`")) {
	case "no", "false":
		return true
	}
	return false
}

// separatorToken reports whether a heading's word is punctuation that
// parts its topic from the rest, as a dash does: `-`, `--`, `|`, `/`,
// `·`. Emphasis around a word is no separator.
func separatorToken(w string) bool {
	if strings.Trim(w, "*_`") == "" {
		return false
	}
	for _, r := range w {
		if proseword.IsRune(r) || r == '*' || r == '_' || r == '`' {
			return false
		}
		if r > 0x2000 && !strings.ContainsRune("·•→»|/-‐‑‒―", r) {
			// An emoji or other mark is decoration, not a separator.
			return false
		}
	}
	return true
}

// severityLine reads a `**Severity:** Critical` line outside the
// findings: it grades what it stands under (`### Issue 1: the token
// leaks`) as a finding is graded, and a blocking grade there is a
// blocking finding, unless advice makes it a priority or a `Status:
// RESOLVED` line under the same heading settles it. A `Priority:` label
// outside the findings ranks work, and is none.
func (r *reader) severityLine(b block) {
	// Both readings below open with a label: a line that opens with
	// neither (most lines) is passed over without a normalized copy.
	open, n := labelOpening(b.text)
	if o := string(open[:n]); !strings.HasPrefix(o, "status:") && !strings.HasPrefix(o, "severity") {
		return
	}
	t := strings.TrimLeft(normalize(b.text), "-*+• ")
	if resolution(b.text) {
		r.bodyResolved = true
		if r.gradedLine > 0 {
			// Only strays under the same heading follow it: the work
			// stays linear in the strays.
			r.rep.strays = slices.Delete(r.rep.strays, r.gradedLine-1, r.gradedLine)
			r.gradedLine = 0
		}
		return
	}
	sev, ok := r.d.severityLabel(b.text)
	// A `Severity: Critical` field grades its finding under advice too:
	// it says how grave, not how soon (see alwaysBlocks).
	if !ok || sev.means != Fail || r.inAdvice(8, sev.word) && !alwaysBlocks(sev.word) || r.bodyResolved {
		return
	}
	if !strings.HasPrefix(t, "severity") {
		return
	}
	r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: sev.word, Line: b.line, Col: b.col})
	r.gradedLine = len(r.rep.strays)
}

// labelOpening is the first bytes of strings.TrimLeft(normalize(s),
// "-*+• "), built without the copy: what severityLine asks first of
// every line outside the findings.
func labelOpening(s string) (out [8]byte, n int) {
	trimming, started, space := true, false, false
	for i := 0; i < len(s) && n < len(out); i++ {
		c := s[i]
		switch {
		case c == '*' || c == '`':
			continue
		case c == '_' && !(i > 0 && i+1 < len(s) && proseword.ASCII(s[i-1]) && proseword.ASCII(s[i+1])):
			continue
		case c == ' ' || c == '\t':
			space = started
			continue
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if space {
			space = false
			if !trimming {
				out[n] = ' '
				if n++; n == len(out) {
					break
				}
			}
		}
		started = true
		if trimming {
			if c == '-' || c == '+' {
				continue
			}
			if strings.HasPrefix(s[i:], "•") {
				i += len("•") - 1
				continue
			}
			trimming = false
		}
		out[n] = c
		n++
	}
	return out, n
}
