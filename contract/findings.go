package contract

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Finding is a dispositioned finding bullet.
type Finding struct {
	Text        string
	Disposition string // FAIL or NOTE
	Word        string // the dialect's word for it, as configured
	Reason      string
	Line, Col   int
	// afterNone says the finding is prose that opens with a statement of
	// none and goes on (`None. The migration drops a table.`).
	afterNone bool
	// inFindings says a stray is a blocking severity line inside the
	// findings, in a dialect that grades nothing by such a line
	// (`**Severity:** Critical` under a finding dispositioned NOTE), or a
	// hold on the merge inside the findings or the coverage statement.
	inFindings bool
	// doubted says a finding dispositioned with a pass word holds it
	// only on a condition, beside failures or with a question (`PASS
	// (1 test failing)`): it blocks.
	doubted bool
	// blocks is what a non-blocking finding's own words say blocks it
	// (`NOTE — blocks the release`): it is a blocking one.
	blocks string
	// gradedLast says a stray is graded after its title (`Token leak
	// (Critical)`, see gradeLast): a heading so graded is settled by a
	// status under it. Under advice it blocks as the same grade before
	// the title would (see gradedDefect).
	gradedLast bool
	// severityNamed says the grade after the title is named a severity
	// and always blocks (`(severity: critical)`, see alwaysBlocks):
	// under advice it ranks nothing, as a `Severity: Critical` line.
	severityNamed bool
	// continues is the line of the list item whose later line raised
	// the stray (0 for none): where the item is a blocking finding
	// itself, the stray is the same finding, reported once.
	continues int
	// holds says a stray holds the merge in words (`Do not merge until
	// the token is rotated.`, see holdMerge): Word is the phrase.
	holds bool
	// gradedFirst says a stray is led by its grade (`**Critical**: the
	// token leaks`, see gradedDefect).
	gradedFirst bool
	// settledCount is a blocking grade's count above nought that the
	// remark after it settles (`**Blockers:** 2, all fixed`, see
	// settledAll), 0 for none: what follows the line may take the
	// settling back (reader.settledLabel).
	settledCount int
}

// findingOf reads `<finding>: FAIL|NOTE <sep> <reason>`. The finding may
// itself hold colons, so the disposition is chosen among the `: FAIL` and
// `: NOTE` tokens outside code spans: the first in upper case, else the
// first followed by a separator or the end ("- x: note that …" is prose).
// The separator before the reason may be a dash, an en or em dash, or a
// colon.
func (d *Dialect) findingOf(item block) (Finding, bool) {
	text := item.text
	chosen, chosenUpper := -1, false
	var chosenMatch match
	spans := codeSpans{text: text, find: ':'}
	for k := spans.next(0); k >= 0; k = spans.next(k + 1) {
		rest := spaceStar.trimLeft(text[k+1:])
		m, ok := d.dispositionAt(rest)
		if !ok {
			continue
		}
		upper := isUpper(rest[:m.end])
		if strings.TrimSpace(strings.Trim(text[:k], "* ")) == "" {
			// A FAIL or NOTE with no finding before it is not skipped
			// for a later one: a reader takes the first.
			if upper && chosen < 0 {
				return Finding{}, false
			}
			continue
		}
		if !upper && !separatorFollows(rest[m.end:]) {
			continue
		}
		if chosen < 0 || upper && !chosenUpper {
			chosen, chosenUpper, chosenMatch = k, upper, m
		}
		if upper {
			break
		}
	}
	if chosen < 0 {
		return Finding{}, false
	}
	rest := spaceStar.trimLeft(text[chosen+1:])
	if last, at, ok := chainEnd(rest, chosenMatch, d.nextDisposition); ok {
		rest, chosenMatch = rest[at:], last
	}
	reason := spaceStar.trimLeft(rest[chosenMatch.end:])
	reason = strings.TrimLeft(reason, "-—–:")
	f := Finding{
		Text: strings.TrimSpace(strings.Trim(text[:chosen], "* ")), Disposition: chosenMatch.phrase.means,
		Word: chosenMatch.phrase.text, Reason: strings.TrimSpace(reason), Line: item.line, Col: item.col,
	}
	if f.Disposition != Fail && d.isPassWord(rest[:chosenMatch.end]) {
		// `- Tests: PASS (1 test failing)`, `- Build: PASS? no`: a pass
		// on a condition, beside failures or in doubt blocks as a
		// failure does.
		if tail := maskCode(rest[chosenMatch.end:]); passTakenBack(tail) || questioned(tail) {
			f.Disposition, f.doubted = Fail, true
		}
	}
	if f.Disposition != Fail {
		if why, ok := d.noteBlocks(maskCode(rest[chosenMatch.end:])); ok {
			f.Disposition, f.blocks = Fail, why
		}
	}
	return f, true
}

// isUpper reports whether s has no lower-case letter.
func isUpper(s string) bool {
	return strings.ToUpper(s) == s
}

// statesFail reports whether a line of text states a FAIL: its first
// upper-case `: FAIL` or `: NOTE` outside code spans is FAIL, whatever
// precedes it. A reader takes such a line under Findings as a FAIL
// finding, bullet or not.
func (d *Dialect) statesFail(text string) bool {
	p := d.stated(text)
	return p != nil && p.means == Fail
}

// stated returns the disposition a line states: its first upper-case
// `: FAIL` or `: NOTE` outside code spans, or nil.
func (d *Dialect) stated(text string) *phrase {
	spans := codeSpans{text: text, find: ':'}
	for k := spans.next(0); k >= 0; k = spans.next(k + 1) {
		rest := spaceStar.trimLeft(text[k+1:])
		if m, ok := d.dispositionAt(rest); ok && isUpper(rest[:m.end]) {
			if last, _, ok := chainEnd(rest, m, d.nextDisposition); ok {
				return last.phrase
			}
			return m.phrase
		}
	}
	return nil
}

// separatorFollows reports whether s (what follows a disposition word) is
// empty or starts, after spaces and emphasis, with a dash or colon.
func separatorFollows(s string) bool {
	s = strings.TrimLeft(s, " \t*")
	return s == "" || strings.HasPrefix(s, "-") || strings.HasPrefix(s, ":") ||
		strings.HasPrefix(s, "—") || strings.HasPrefix(s, "–")
}

// dispositionAt matches the disposition that s starts with, as whole
// words in any case. A hyphen or an underscore joins words: "fail-fast"
// is not FAIL.
func (d *Dialect) dispositionAt(s string) (match, bool) { return wordAt(d.dispositions, s) }

// wordAt is dispositionAt with the words of v.
func wordAt(v *vocabulary, s string) (match, bool) {
	if s == "" || !proseword.IsStart(s) {
		return match{}, false
	}
	m, ok := v.at(s)
	if !ok || m.start != 0 {
		return match{}, false
	}
	if m.end < len(s) {
		c := s[m.end]
		if c == '_' || c == '-' && m.end+1 < len(s) && s[m.end+1] != ' ' || joined(s, m.end) {
			return match{}, false
		}
	}
	return m, true
}

// saysNone reports whether a line states that there are no findings and
// nothing else: it is "None" or "No findings", optionally followed by
// punctuation; a sentence that counts none of a kind ("No critical or
// high priority issues identified", "Zero blockers found"); or either
// after a short label ("**Result:** NONE IDENTIFIED"). A line that merely
// contains the word ("the README says none are logged"), or goes on to
// say more ("None, but the migration drops a table", "None. The
// migration drops a table."), or puts it in question ("None?"), does not.
func (d *Dialect) saysNone(text string) bool {
	if strings.HasSuffix(strings.TrimRight(text, " \t*_`~)]"), "?") {
		// `None?`: a none put in question states nothing. A question
		// before it (`No blockers? None.`) is answered by it.
		return false
	}
	t := strings.TrimLeft(normalize(text), " ")
	if d.noneAt(t) {
		return true
	}
	label, rest, ok := strings.Cut(t, ":")
	return ok && fewFields(label, 3) && !strings.ContainsAny(label, ".!?;") && d.noneAt(strings.TrimLeft(rest, " "))
}

// fewFields is len(strings.Fields(s)) <= n, without making the list:
// asked of the label of every line that may say there are no findings.
func fewFields(s string, n int) bool {
	for range strings.FieldsSeq(s) {
		if n--; n < 0 {
			return false
		}
	}
	return true
}

// saysMoreThanNone reports whether a line opens with a statement of no
// findings and goes on to say more (see noneAt): a line a message tells
// its author to split.
func (d *Dialect) saysMoreThanNone(text string) bool {
	t := strings.TrimLeft(normalize(text), " ")
	if _, ok := d.noneStatement(t); ok {
		return !d.noneAt(t)
	}
	label, rest, ok := strings.Cut(t, ":")
	if !ok || !fewFields(label, 3) || strings.ContainsAny(label, ".!?;") {
		return false
	}
	rest = strings.TrimLeft(rest, " ")
	_, opens := d.noneStatement(rest)
	return opens && !d.noneAt(rest)
}

// noneAt reports whether t, lower-cased, is a statement of no findings
// and nothing else. Words after it, an exception (`None, but …`), a
// second sentence (`None. The migration drops the users table.`) or an
// aside (`None — the auth check is bypassed`), say more than none: a
// reader weighs them as a finding, as on a line of their own. Only a
// second statement of none (`None. No critical blockers identified.`),
// a sentence saying what follows was addressed, or one of praise
// (praiseAfterNone) may follow.
func (d *Dialect) noneAt(t string) bool {
	for {
		rest, ok := d.noneStatement(t)
		if !ok {
			return false
		}
		i := strings.IndexFunc(rest, proseword.IsRune)
		if i < 0 {
			return true
		}
		if addressedAfterNone(rest[:i], rest[i:]) || praiseAfterNone(rest[:i], rest[i:]) {
			return true
		}
		t = rest[i:]
	}
}

// addressedAfterNone reports whether what follows a statement of none
// (after the punctuation sep) is one sentence that says the issues it
// introduces were dealt with: `None. The previously identified critical
// issues have been properly addressed:`. Its settled word must end it, so
// that nothing it goes on to say (`addressed, but the token leaks`) is
// passed over.
func addressedAfterNone(sep, sentence string) bool {
	if !strings.ContainsAny(sep, ".;") {
		return false
	}
	s := strings.TrimRight(sentence, " :.")
	if strings.ContainsAny(s, ".;!?—–") {
		return false
	}
	i := strings.LastIndexFunc(s, func(r rune) bool { return !proseword.IsRune(r) })
	last := s[i+1:]
	switch last {
	case "addressed", "resolved", "fixed", "remediated":
	default:
		return false
	}
	before := s[:i+1]
	return !proseword.NegatedBefore(before) && !deferredBefore(before) && !lastWordsAny(before, 3, isDoubtWord) && !hedged(before) && !inProgress(before)
}

// inProgress reports whether the words before a lead's settled word put
// the fix in progress, ahead or short of done: `The following are being
// fixed`, `are getting fixed`, `are to be fixed`, `are nearly resolved`,
// `in progress, to be fixed`. A bare
// `being` or `currently` elsewhere (`the issues being tracked from round
// 1 were resolved`) does not.
func inProgress(before string) bool {
	b := " " + strings.Join(strings.FieldsFunc(strings.ToLower(before), func(r rune) bool { return !proseword.IsRune(r) }), " ") + " "
	return strings.HasSuffix(b, " being ") || strings.HasSuffix(b, " getting ") || strings.HasSuffix(b, " to be ") ||
		strings.HasSuffix(b, " nearly ") || strings.HasSuffix(b, " almost ") || strings.Contains(b, " in progress ")
}

// hedged reports whether a sentence that says issues were addressed
// doubts, conditions or only reports it anywhere before its settled
// word: `Once merged, the following are resolved`, `The following are
// hopefully fixed`, `The author says these are fixed`.
func hedged(sentence string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(sentence), func(r rune) bool { return !proseword.IsRune(r) && r != '\'' }) {
		if isDoubtWord(w) || proseword.NegatedBefore(w) || isHedge(w) || strings.HasSuffix(w, "n't") {
			return true
		}
	}
	return false
}

// isHedge: such words make a statement that something was dealt with a
// hope, a guess or someone else's claim.
func isHedge(w string) bool {
	switch w {
	case "hopefully", "presumably", "probably", "likely", "maybe", "perhaps", "possibly", "expected",
		"hope", "hoped", "assume", "assumed", "believed", "believe", "should", "would", "could", "might",
		"may", "says", "said", "claims", "claim", "claimed", "according", "when", "after", "whether":
		return true
	}
	return false
}

// unsettled reports whether an entry under a statement that what
// follows was addressed says itself that it was not: `(not addressed
// yet)`, `still open`, `unresolved`.
func unsettled(text string) bool {
	t := normalize(text)
	for rest := t; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		switch w {
		case "unresolved", "unaddressed", "unfixed", "open", "outstanding", "remains", "remaining", "reopened":
			return true
		case "addressed", "resolved", "fixed", "closed":
			if proseword.NegatedBefore(t[:len(t)-len(r)-len(w)]) || doubted(w+r) {
				return true
			}
		}
		rest = r
	}
}

// openUnderSettled reports whether an entry under a statement that what
// follows was addressed reads, to a person, as still open. The entry's
// title names the defect and may hold any word (`Users cannot log in`,
// `Token being logged`); its status is what follows the title's first
// separator (` — `, ` - `, `: `, `(`, `;`, `,`), or the whole entry when
// it has none (`the token still leaks`). A status that starts settled
// (`fixed in 3f2a1c`, `(resolved)`, `not reproducible after the fix`)
// stays so unless what follows limits it (`fixed, but the key is
// unchanged`, `fixed (probably)`); any other status is open if it says
// so, doubts, defers or marks itself failed or in progress (`— deferred`,
// `(WIP)`, `: COULD NOT CHECK`, `(fix untested)`). A status mark at the
// start (`TODO:`, `FAIL:`), an open mark anywhere (`❌`, `🚧`) or a hold
// of the merge anywhere (`do not merge until the key is rotated`) opens
// any entry.
func openUnderSettled(text string) bool {
	if strings.ContainsAny(withShortcodes(text), "❌❎✖✗✘✕⛔🚫⚠🛑🔴🟥👎🚧⏳❗") {
		return true
	}
	if _, held := holdsMerge(text); held {
		return true
	}
	t := strings.TrimLeft(strings.ToLower(normalize(text)), " ")
	if w, r, ok := proseword.Next(t); ok && strings.HasPrefix(t, w) && statusMark(w, r, text) {
		return true // `TODO: …`, `FAIL: …`, `WIP …`
	}
	sep := statusStart(t)
	if sep < 0 {
		return unsettled(t) || openStatus(t)
	}
	status := firstSentence(t[sep:])
	if strings.Contains(status, "?") {
		return true // `(fixed?)`
	}
	if after, ok := settledStart(status); ok {
		return limitsSettled(after)
	}
	return unsettled(status) || openStatus(status) || titleOpen(t[:sep])
}

// firstSentence cuts an entry's status (what follows its title's
// separator) to its first sentence: that sentence says where the item
// stands, and the ones after it explain
// (`uses the fingerprints directly. The plan notes this is needed
// because the exact match failed.`), naming other things in words that
// would read as open. A hold of the merge or an open mark anywhere in
// the entry is weighed before this cut.
func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i >= 0 {
		return s[:i+1]
	}
	return s
}

// statusMark reports whether an entry opens with a status mark, w its
// first word and r what follows: `TODO: fix it`, `FAIL: …`, `WIP token
// leak`, and not a title that opens with such a word (`Blocked reader
// goroutine leaks`, `progress bar crash`).
func statusMark(w, r, raw string) bool {
	switch w {
	case "todo", "fixme", "wip", "fail", "failed", "failing", "blocked", "open", "pending", "hold", "held", "tbd":
	default:
		return false
	}
	if strings.HasPrefix(r, ":") || w == "todo" || w == "fixme" || w == "wip" || w == "tbd" {
		return true
	}
	f := strings.Fields(raw)
	return len(f) > 0 && strings.ToUpper(f[0]) == f[0] && strings.ToLower(f[0]) != f[0]
}

// statusStart returns the index after the first separator of an
// entry's title from its status, or -1.
func statusStart(t string) int {
	best, end := -1, -1
	for _, sep := range []string{" — ", " – ", " - ", ": ", "(", ";", ","} {
		if i := strings.Index(t, sep); i >= 0 && (best < 0 || i < best) {
			best, end = i, i+len(sep)
		}
	}
	return end
}

// settledStart reports whether a status opens by saying it is settled
// (`fixed in 3f2a1c`, `now resolved`, `not reproducible after the fix`)
// and returns what follows its settled words.
func settledStart(status string) (string, bool) {
	rest := status
	for {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return "", false
		}
		switch w {
		case "now", "fully", "completely", "was", "were", "has", "have", "been", "is", "are", "all":
			rest = r
			continue
		case "fixed", "resolved", "addressed", "closed", "done", "mitigated", "patched", "remediated":
			return r, true
		case "not", "no":
			if w2, r2, ok := proseword.Next(r); ok && w2 == "longer" {
				w2, r2, ok = proseword.Next(r2)
				if ok && (w2 == "reproducible" || w2 == "reproduces") {
					return r2, true
				}
			} else if ok && w2 == "reproducible" {
				return r2, true
			}
		}
		return "", false
	}
}

// limitsSettled reports whether what follows a settled status takes it
// back: `, but the key is unchanged`, `(probably)`, `; still leaks`.
func limitsSettled(after string) bool {
	for rest := after; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		switch w {
		case "but", "except", "however", "still", "yet", "partially", "partly", "untested", "unverified", "pending":
			return true
		}
		if isHedge(w) && w != "after" && w != "when" {
			return true
		}
		rest = r
	}
}

// openStatus reports whether a status other than a settled one says it
// is open, doubted, deferred, failed or in progress.
func openStatus(status string) bool {
	for _, w := range strings.FieldsFunc(status, func(r rune) bool { return !proseword.IsRune(r) && r != '\'' && r != '’' && r != '-' }) {
		w = strings.Trim(w, "-'’")
		if isDoubtWord(w) || isOpenWord(w) || proseword.NegatedBefore(w) || strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "n’t") {
			return true
		}
	}
	return false
}

// titleOpen reports whether the title of an entry whose status does not
// settle it says the defect goes on: `the token still leaks — see #44`.
func titleOpen(title string) bool {
	for rest := title; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		switch w {
		case "still", "unresolved", "unfixed", "outstanding", "remains", "reopened":
			return true
		}
		rest = r
	}
}

// isOpenWord: such words in an entry's status mark it failed, in
// progress, held or its fix unchecked, whatever the lead above it says.
func isOpenWord(w string) bool {
	switch w {
	case "wip", "fail", "failed", "fixme", "hold", "held", "blocked", "blocker", "blocks", "cannot", "unable", "unchecked", "unconfirmed",
		"progress", "ongoing", "being", "postponed", "backlog", "wontfix", "awaiting", "tracked", "acknowledged", "next",
		"before", "must", "needs", "need", "requires", "required", "first", "lands", "merge", "merging":
		return true
	}
	return false
}

// settlesWhatFollows reports whether a line under a severity heading
// states there is none and that the items it introduces were dealt with:
// they are the issues of a past round, listed as addressed.
func (d *Dialect) settlesWhatFollows(text string) bool {
	t := strings.TrimLeft(normalize(text), " ")
	rest, ok := d.noneStatement(t)
	if !ok {
		return false
	}
	i := strings.IndexFunc(rest, proseword.IsRune)
	return i > 0 && addressedAfterNone(rest[:i], rest[i:])
}

// noneStatement reads a statement of no findings that t, lower-cased,
// opens with, and returns what follows it.
func (d *Dialect) noneStatement(t string) (string, bool) {
	if !proseword.IsStart(t) {
		return "", false
	}
	var rest string
	if m, ok := d.none.at(t); ok && m.start == 0 {
		rest = strings.TrimLeft(t[m.end:], " ")
	} else if rest, ok = countsNone(t); !ok {
		if rest, ok = allSettled(t); !ok {
			return "", false
		}
		return rest, true
	}
	// "None identified.", "None found": the participle says no more.
	if w, after, ok := proseword.Next(rest); ok && strings.HasPrefix(rest, w) && slices.Contains(noneParticiples, w) {
		rest = strings.TrimLeft(after, " ")
	}
	return rest, true
}

// countsNone reads "no …" or "zero …" of at most four words ending with
// a list noun ("no critical or high priority issues"), and returns what
// follows it.
func countsNone(t string) (string, bool) {
	w, rest, ok := proseword.Next(t)
	if !ok || !strings.HasPrefix(t, w) || w != "no" && w != "zero" {
		return "", false
	}
	for k := range 5 {
		before := rest
		w, rest, ok = proseword.Next(rest)
		if !ok || countBroken(k, before[:len(before)-len(rest)-len(w)]) {
			return "", false
		}
		if isListNoun(w) && w != "priority" && w != "severity" && w != "level" && !strings.HasPrefix(rest, "-") {
			return strings.TrimLeft(rest, " "), true
		}
	}
	return "", false
}

// excepts reports whether the rest of a none statement names an
// exception to it.
func excepts(rest string) bool {
	for _, w := range []string{"but", "except", "however", "although", "though", "unless", "other than", "apart from", "besides", "aside from", "save", "only that", "excluding", "barring", "excepting", "one remains", "one remaining"} {
		if i := strings.Index(rest, w); i >= 0 && (i == 0 || !proseword.IsStart(rest[i-1:])) && (i+len(w) == len(rest) || !proseword.IsStart(rest[i+len(w):])) {
			return true
		}
	}
	return false
}

// noneParticiples may follow a phrase that says there are no findings.
var noneParticiples = []string{"identified", "found", "noted", "detected", "reported", "observed", "remaining", "outstanding"}
