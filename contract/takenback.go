package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A count settled by its remark or by the sentence after it (`There are
// 2 open blockers, all fixed in 3f2a1c.`, `Review found 2 blockers.
// Both were fixed.`) is open again to a reader when the sentence after
// the settling one takes the settling back or doubts it: `Not really.`,
// `Just kidding.`, `No, they were not.`, `Or so I thought.`, `… in
// theory.`, `Supposedly.`, `Sure they were.`, `They are back.`, `Were
// they? Certainly not.` Only a short sentence made of such words alone
// is read so: one that goes on about anything else (`No other issues.`,
// `Not a blocker for the release notes.`) takes nothing back.

// maxTakenBackWords bounds the sentence retracts reads: a taking back is
// a few words.
const maxTakenBackWords = 8

// maxFillerSentences bounds the sentences of no content (`Well.`,
// `Hmm.`, `Wait.`) read past between the settling sentence and its
// taking back (`Both were fixed. Well. Hmm. Wait. Not really.`): a
// few at most, so that each line is read on into a few times at most.
const maxFillerSentences = 3

// retractsNext reports whether the sentence that opens follow takes
// back what the sentence before it settled (retracts), after at most
// maxFillerSentences sentences of filler alone (`Hmm. Not really.`,
// `Wait. No.`); the first sentence that is neither ends the reading. A
// question of such words alone puts the settling in doubt (`Or were
// they?`, `Really?`), unless the next sentence answers it yes
// (`Really? Yes.`): the question and its answer then count as one
// filler and what follows is read on. A bare `Not one, but both.`
// confirms and is read past.
// `No.` before a number or of is the abbreviation of number (`No. 2 was
// the bigger one.`, `No. of files changed: 12.`), no sentence of its
// own.
func retractsNext(follow string) bool {
	t := follow
	answered := false
	for i := 0; i <= maxFillerSentences; i++ {
		t = strings.TrimLeft(t, ".!? \t")
		taken, rest := followingSentence(t)
		if w, r, ok := proseword.Next(taken); ok && strings.EqualFold(w, "no") && strings.TrimSpace(r) == "" &&
			t[len(taken):len(t)-len(rest)] == "." && strings.HasPrefix(rest, " ") {
			after := strings.TrimLeft(rest, " \t")
			if after != "" && after[0] >= '0' && after[0] <= '9' {
				return false
			}
			if w, _, ok := proseword.Next(after); ok && w == "of" { // not `No. Of course they were not.`
				return false
			}
		}
		if mark := t[len(taken) : len(t)-len(rest)]; butAll(taken) && !strings.Contains(mark, "?") {
			t = rest // `Not one, but both.` confirms: read on past it
			continue
		}
		if retracts(taken) {
			return true
		}
		if says, _, _, ok, _ := retracting(straightApostrophes(taken), false); ok && !says && strings.HasPrefix(t[len(taken):], "?") {
			answer, after := followingSentence(rest)
			if !answersYes(answer) {
				return true // `Or were they?`, `Really?`: the settling put in doubt
			}
			// Answered yes: what follows the answer may still take the
			// settling back (`Really? Yes. Not in main.`). The question
			// and its answer count as one filler, once.
			if !answered {
				answered = true
				i--
			}
			t = after
			continue
		}
		if !filler(taken) {
			return false
		}
		t = rest
	}
	return false
}

// answersYes reports whether the sentence t answers a question yes: it
// opens with such a word (`Yes, both verified.`), or is a few words of
// checking and such a word that ends it (`I checked: yes`, `Verified —
// yes`); a checking that goes on (`I checked: yes, but only one`,
// `I checked: definitely not`) may say otherwise.
func answersYes(t string) bool {
	for n := 0; n < 4; n++ {
		w, r, ok := proseword.Next(t)
		if !ok || len(w) > 16 {
			return false
		}
		var buf [16]byte
		lw := string(lowerWord(buf[:], w))
		if isAny(lw, "yes", "yep", "yup", "indeed", "definitely", "absolutely", "certainly", "confirmed", "sure") {
			if n > 0 {
				return strings.Trim(r, " \t*_") == ""
			}
			return !yesWithdrawn(r)
		}
		if !isAny(lw, "i", "we", "checked", "verified", "tested", "rechecked", "re-checked", "double-checked", "and", "did", "just") {
			return false
		}
		t = r
	}
	return false
}

// yesWithdrawn reports whether r, what follows the yes that opens an
// answer, turns it to no or to less than all within a few words: a
// negation right after the yes (`Certainly not.`, `Yes, no.`), an
// exception (`Sure, except the race.`), a part (`Yes, partly.`, `Yes,
// but only one.`, `only some of them`) or a but that goes on to what
// stays open (`Yes, but one remains.`). A yes that goes on to say more
// of the fix stays a yes: `Yes, no regressions.`, `Yes, not just in
// theory.`, `Yes, but it took two tries.`, `Yes, only the tests
// changed.`.
func yesWithdrawn(r string) bool {
	var prev string
	but := false
	for n := 0; n < maxTakenBackWords; n++ {
		w, rest, ok := proseword.Next(r)
		if !ok {
			return n == 1 && isAny(prev, "not", "no") // `Certainly not.`, `Yes, no.`
		}
		r = rest
		var buf [16]byte
		if len(w) > len(buf) {
			prev = ""
			continue
		}
		lw := string(lowerWord(buf[:], w))
		switch {
		case n == 1 && prev == "not" && !isAny(lw, "just", "only", "merely"):
			return true
		case n == 0 && isAny(lw, "never", "nope", "neither", "nah"):
			return true
		case isAny(lw, "except", "partly", "partially", "mostly"):
			return true
		case prev == "only" && (isAny(lw, "one", "two", "some", "part", "half", "a", "on", "in", "locally", "for", "when", "if", "sometimes") ||
			lw[0] >= '0' && lw[0] <= '9'):
			return true
		case but && isAny(lw, "not", "no", "never", "remain", "remains", "open", "still", "left", "unfixed", "neither"):
			return true
		}
		but = but || lw == "but"
		prev = lw
	}
	return false
}

// filler reports whether the sentence s says nothing of its own: a word
// or two of hesitation (`Well.`, `Hmm.`, `Wait.`, `Hang on.`), after
// which a reader reads on to the sentence that says something.
func filler(s string) bool {
	n := 0
	for rest := s; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return n > 0
		}
		rest = r
		if n++; n > 3 {
			return false
		}
		var buf [16]byte
		if len(w) > len(buf) {
			return false
		}
		switch string(lowerWord(buf[:], w)) {
		case "well", "hmm", "hm", "hmmm", "wait", "um", "umm", "uh", "er", "erm", "ah", "oh", "eh", "ugh", "meh", "so", "actually",
			"honestly", "ok", "okay", "hang", "on", "a", "second", "sec", "moment", "sigh", "lol", "haha", "ha", "hah":
		default:
			return false
		}
	}
}

// retracts reports whether the sentence s takes back or doubts what the
// sentence before it settled: all its words are of a taking back
// (takenBackWord), one of them says it (takesBack). A no, not or never
// right before a word of doubt denies the doubt and confirms (`Not just
// in theory.`, `No kidding.`, `Not a lie.`, `No, really.`), and so does
// everything after it in the sentence. A no with words after it answers
// something else (`No, that is all.`, `No, both.`): no takes back alone
// only where it ends the sentence (`Ha, no.`).
//
// A taking back may go on to say why (`Not really, one is still open.`,
// `Nope — still open.`): where its first clause, to a comma, a dash, a
// colon or a semicolon, denies the settling in those words (not no
// alone, which may answer anything), the sentence takes it back
// whatever follows. A no alone takes it back so only where what
// follows says a finding is open (`No, one is still open.`; see
// saysOpen).
func retracts(s string) bool {
	s = straightApostrophes(s)
	if labelOnly(s) {
		return false
	}
	says, denies, lastNo, ok, rest := retracting(s, true)
	switch {
	case !ok:
		return false
	case rest == "":
		return says || lastNo
	case denies:
		return true
	}
	if says, _, lastNo, ok, _ := retracting(s, false); ok && (says || lastNo) {
		return true // `No, they were not.`, `Not really, tbh.`, `Sorry, not really.`
	}
	if w, _, _ := proseword.Next(s); says && isAny(strings.ToLower(w), "one", "two", "three", "both", "all") && namesOpen(s[:len(s)-len(rest)]) {
		return true // `Two remain unfixed: the null check and the race.`
	}
	if strings.EqualFold(strings.Trim(s[:len(s)-len(rest)], " \t*_"), "correction") && saysOpen(rest) {
		return true // `Correction: both are still open.`
	}
	return lastNo && !says && saysOpen(rest)
}

// retracting reads s word by word for a taking back (see retracts): ok
// when all its words may stand in one and nothing confirms, says when a
// word other than no says it, denies when a word that denies the
// settling (denial) does, lastNo when no ends it. clause stops it at
// the first mark between two words that ends a clause (a comma, a
// semicolon, a colon, a dash or a spaced hyphen), and rest is what
// follows from there, "" where it read to the end.
func retracting(s string, clause bool) (says, denies, lastNo, ok bool, rest string) {
	n := 0
	var prev, second string
	noneOpen, sure := false, false
	for rest = s; ; {
		w, r, more := proseword.Next(rest)
		if !more {
			break
		}
		if gap := rest[:len(rest)-len(r)-len(w)]; clause && n > 0 && (strings.ContainsAny(gap, ",;:—–") || strings.Contains(gap, " - ")) {
			return says, denies, lastNo, true, rest
		}
		rest = r
		if n++; n > maxTakenBackWords {
			return false, false, false, false, ""
		}
		var buf [16]byte
		if len(w) > len(buf) {
			return false, false, false, false, ""
		}
		lw := string(lowerWord(buf[:], w))
		if n == 2 && prev == "not" && isAny(lw, "in", "on") {
			if after, ok := changeNamed(r); ok && onlyThough(after) {
				// `Not in this PR.`, `Not on this branch, though.`:
				// the fix is denied where the settling put it. A
				// sentence that goes on (`Not in this PR: the
				// refactor.`, `Not in main yet.`) says what else is
				// left out, or when it lands, and confirms.
				return true, true, false, true, ""
			}
		}
		if n == 1 && lw == "neither" || n == 2 && prev == "not" && lw == "one" {
			noneOpen = true // `Neither is still open.`, `Not one is open.`
		}
		if noneOpen && (openAgain(lw) || isAny(lw, "remain", "remains")) ||
			isAny(prev, "remain", "remains") && isAny(lw, "fixed", "resolved", "addressed", "closed") || // `Both remain fixed.`
			isAny(prev, "not", "never") && (openAgain(lw) || isAny(lw, "just", "only", "kidding", "joking", "a", "in", "on", "lie", "lying",
				"false", "untrue", "partially", "partly", "mostly", "somewhat", "almost", "again")) || // `Never again, I hope.`
			prev == "no" && isAny(lw, "really", "kidding", "joking", "joke", "lie", "doubt") || // not `No, just kidding.`
			prev == "back" && isAny(lw, "fixed", "resolved", "addressed") { // `Both came back fixed.`
			return false, false, false, false, "" // confirmed, and all after it
		}
		// `Yeah, right.`, `As if.`, `Kind of.`
		sarcastic := isAny(prev, "yeah", "yea", "sure") && lw == "right" || prev == "as" && lw == "if" || isAny(prev, "kind", "sort") && lw == "of"
		sure = sure || n == 1 && lw == "sure"
		if n == 2 {
			second = lw
		}
		prev = lw
		lastNo = lw == "no"
		switch {
		case sarcastic:
			says, denies = true, true
		case takesBack(lw):
			if lw != "no" {
				says = true
				denies = denies || denial(lw)
			}
		case !takenBackWord(lw):
			return false, false, false, false, ""
		}
	}
	if sure && !says && n == 3 && isAny(second, "they", "it", "that") && isAny(prev, "were", "was", "did", "are", "is") {
		// `Sure they were.` alone, after a settling, mocks it as
		// `Yeah, right.` does; as the answer to a question (`Were
		// they? Sure they were.`) it is a yes (answersYes).
		says, denies = true, true
	}
	return says, denies, lastNo, n > 0, ""
}

// changeNamed reports whether t opens with the change under review
// or the branch it merges into named (`this PR`, `the branch`, `main`),
// and returns what follows it.
func changeNamed(t string) (string, bool) {
	w, r, ok := proseword.Next(t)
	if ok && isAny(strings.ToLower(w), "main", "master", "trunk") {
		return r, true // `Not in main.`
	}
	if !ok || !isAny(strings.ToLower(w), "this", "the", "that") {
		return "", false
	}
	w, r, ok = proseword.Next(r)
	if !ok || len(w) > 16 || !isAny(strings.ToLower(w), "pr", "mr", "change", "changeset", "commit", "branch", "patch", "diff",
		"revision", "release", "version", "build") {
		return "", false
	}
	return r, true
}

// onlyThough reports whether t, the rest of a sentence, is nothing, or
// a though alone (`, though`).
func onlyThough(t string) bool {
	t = strings.Trim(t, " \t*_")
	if t == "" {
		return true
	}
	t = strings.TrimLeft(t, ", \t")
	return strings.EqualFold(strings.TrimRight(t, " \t*_"), "though")
}

// butAll reports whether the sentence s is one that denies one to say
// all and no more (`Not one, but both.`, `Not just one, but all of
// them.`): it corrects the count up, and confirms. Anything after its
// last word (`Not one, but both are open.`) may say what they are, and
// leaves the sentence to be read as any other.
func butAll(s string) bool {
	i := strings.IndexAny(s, ",;:—–")
	if i < 0 || i > 32 {
		return false
	}
	rest := s[i:]
	w, r, ok := proseword.Next(rest)
	if !ok || !strings.EqualFold(w, "but") {
		return false
	}
	if w, r, ok = proseword.Next(r); !ok || !isAny(strings.ToLower(w), "both", "all", "two", "three") {
		return false
	}
	if strings.EqualFold(w, "all") && strings.EqualFold(strings.Trim(r, " \t*_"), "of them") {
		r = ""
	}
	clause := strings.ToLower(strings.Trim(s[:len(s)-len(rest)], " \t,;:—–-*_"))
	return strings.Trim(r, " \t*_") == "" &&
		isAny(clause, "not one", "not just one", "not only one", "not merely one", "not one of them", "not just one of them")
}

// denial: a word of takesBack that denies what was settled, not one that
// doubts it (`Apparently, the fix also speeds up parsing.` goes on about
// something else).
func denial(w string) bool {
	switch w {
	case "not", "nope", "nah", "never", "weren't", "wasn't", "aren't", "isn't", "haven't", "hasn't", "hardly", "neither",
		"scratch", "strike", "disregard", "ignore":
		return true
	}
	return false
}

// saysOpen reports whether a word among the first few of t says a finding
// is still open (`one is still open`, `both remain`).
func saysOpen(t string) bool {
	return clauseHolds(t, "still", "remain", "remains", "pending", "open", "unfixed", "unresolved", "outstanding", "broken", "unaddressed")
}

// namesOpen reports whether a word of the clause t says in so many words
// that a finding is open (`Two remain unfixed`, `Both are still open`),
// not only that some remain (`Two remain, both optional`), which may be
// anything.
func namesOpen(t string) bool {
	return clauseHolds(t, "open", "unfixed", "unresolved", "outstanding", "broken", "unaddressed")
}

// clauseHolds reports whether one of the first maxTakenBackWords*2
// words of t is one of ws, case ignored.
func clauseHolds(t string, ws ...string) bool {
	for n := 0; n < maxTakenBackWords*2; n++ {
		w, r, ok := proseword.Next(t)
		if !ok {
			return false
		}
		t = r
		var buf [16]byte
		if len(w) <= len(buf) && isAny(string(lowerWord(buf[:], w)), ws...) {
			return true
		}
	}
	return false
}

// takesBack: a word that, in a short sentence after a settling one,
// denies it or doubts it.
func takesBack(w string) bool {
	switch w {
	case "no", "not", "nope", "nah", "never", "weren't", "wasn't", "aren't", "isn't", "haven't", "hasn't",
		"kidding", "joking", "jk", "theory", "paper", "principle", "supposedly", "allegedly", "theoretically",
		"thought", "hoped", "wish", "apparently", "lie", "lied", "hardly", "doubt", "doubtful", "scratch", "strike",
		"disregard", "ignore", "untrue", "false", "reportedly", "purportedly", "ostensibly", "seemingly", "partly",
		"partially", "mostly", "somewhat", "almost", "nearly", "kinda", "sorta", "psych", "neither", "one",
		"remain", "remains", "sike":
		return true
	}
	return openAgain(w)
}

// openAgain: a word that says a finding is open, or open again after a
// fix (`Both reopened.`, `One is back.`, `Both were reverted.`). A
// taking back reads it, and a denial of it (`Not reverted.`, `Neither
// came back.`) confirms.
func openAgain(w string) bool {
	return isAny(w, "open", "unfixed", "unresolved", "outstanding", "broken", "failing", "fails", "fail", "reopened",
		"regressed", "back", "reappeared", "resurfaced", "recurred", "reverted", "undone")
}

// takenBackWord: a word that may stand in a taking back beside the
// one that says it (`No, they were not.`, `Or so I thought.`, `Well, in
// theory at least.`, `Yeah, right.`, `Scratch that.`, `Of course not.`).
func takenBackWord(w string) bool {
	switch w {
	case "really", "quite", "yet", "actually", "just", "they", "them", "it", "that", "this", "were", "was", "are", "is",
		"have", "has", "been", "in", "on", "or", "so", "i", "we", "well", "at", "least", "all", "both", "of", "fixed",
		"resolved", "addressed", "a", "only", "lol", "haha", "ha", "hah", "sadly", "but", "wait", "said", "say", "says",
		"anyway", "ok", "okay", "sorry", "honestly", "though", "tbh", "unfortunately", "exactly", "completely", "entirely",
		"anymore", "fully", "yeah", "yea", "sure", "right", "as", "if", "course", "even", "close", "that's", "it's",
		"true", "hmm", "hm", "oh", "ah", "um", "umm", "uh", "er", "erm", "heh", "kind", "sort", "still", "correction",
		"update", "edit", "eh", "ugh", "meh", "alas", "two", "three", "four", "five", "did", "came", "come", "they're", "got", "again", "certainly",
		"definitely", "absolutely":
		return true
	}
	return false
}

// followingSentence is the sentence that opens t after any marks and
// spaces left of the one before it (an ellipsis's, `fixed... in
// theory.`), and the rest after it.
func followingSentence(t string) (sentence, rest string) {
	return proseword.NextSentence(strings.TrimLeft(t, ".!? \t"))
}

// settledLabel records a label whose blocking count its remark settles
// (`**Blockers:** 2, all fixed.`, `Blockers: 2 (both fixed)`) as the
// finding it counts where what a reader reads next takes the settling
// back (`Not really.` on the line or in the paragraph after, see
// textAfter and listedAfter), as a counted sentence's is
// (countedClause). A taking back on the label's own line leaves the
// remark more than a settling already (noneAt).
func (r *reader) settledLabel(b block) {
	if b.kind != kindText && b.kind != kindItem || b.quoted ||
		!settledList.in(r.wordsOf(b.text)) {
		return
	}
	f, _, ok := r.d.gradeFirst(b, r.d.grades)
	if rest, counted := countedLead(leadingMarks.trimLeft(b.text)); !ok && counted {
		// `**Number of blockers:** 2 — all fixed.`, read as
		// blockingAfterOpen reads it.
		f, _, ok = r.d.gradeFirstScoped(b, rest)
	}
	if !ok {
		f, _, ok = r.d.countedGrades(b, true) // `**Total:** 2 blockers, all fixed.`
	}
	if !ok || f.settledCount == 0 || f.Disposition != Fail {
		return
	}
	follow := r.textAfter(b)
	if follow == "" && b.kind == kindText && r.afterFrom < 0 {
		// `Blockers: 2 (both fixed)` over a blank line: the line has
		// no stop, the paragraph after is read as its next sentence.
		follow = r.listedAfter(r.afterBlock-1, false)
	}
	if !retractsNext(follow) {
		return
	}
	f.Text = strings.TrimSpace(b.text)
	r.rep.strays = append(r.rep.strays, f)
}

// maxRowsAhead bounds the rows settledRow reads past to the table's
// end: each row is read past by a few rows at most.
const maxRowsAhead = 8

// settledRow records a table row whose count its cell settles (`|
// Blockers | 2, both fixed |`) as the finding it counts where the
// paragraph right under the table takes the settling back (`Not
// really.`), past a thematic break too, as a settled label's
// (settledLabel). Only a row among the table's last few is read so.
func (r *reader) settledRow(b block) {
	if b.tableRow == nil || b.quoted || !settledList.in(r.wordsOf(b.text)) {
		return
	}
	f, _, ok := r.d.countRow(b)
	if ok || f.settledCount == 0 || f.Disposition != Fail {
		return
	}
	blocks := r.doc.blocks
	k := r.afterBlock - 1 // the block after the row
	for n := 0; k < len(blocks) && blocks[k].kind == kindRow && blocks[k].line == blocks[k-1].line+1; n++ {
		if n == maxRowsAhead {
			return
		}
		k++
	}
	if k <= 0 || k >= len(blocks) {
		return
	}
	l := blocks[k]
	if l.line != blocks[k-1].line+2 && !(l.afterBreak && l.line <= blocks[k-1].line+4) || l.wrapped || l.quoted || l.alert || inEvidence(r.doc.evidence, l.line) ||
		!paragraphLine(l) && l.kind != kindItem {
		return
	}
	t := shownText(l)
	follow := t + r.listedAfter(k+1, endsSentence(t))
	if !retractsNext(follow) {
		return
	}
	f.Line, f.Col = b.line, b.col
	r.rep.strays = append(r.rep.strays, f)
}

// labelOnly reports whether s is a label with no value in words: the
// name of what is open (`Outstanding:`, `**Unresolved:**`, `Open: —`,
// `Open: ✅`) says nothing is open until its value does, and a value of
// a dash or a mark says none.
func labelOnly(s string) bool {
	i := strings.IndexByte(s, ':')
	if i < 0 {
		return false
	}
	_, _, more := proseword.Next(s[i+1:])
	return !more
}
