package contract

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A sentence of plain prose may count blocking findings still open as
// plainly as a label does: `There are 2 blockers.`, `One blocker
// remains: the token leaks.`, `This PR has 2 critical issues.`, `I found
// a critical bug: …`, `2 critical issues found.` A reader takes each for
// blocking findings, so beside a passing verdict each is a
// contradiction. The sentence is read in a closed grammar, its first
// clause only (to a colon, a dash, a comma, a semicolon or a bracket):
//
//   - there is, are, exist(s) or remain(s), then a count and a grade's
//     phrase;
//   - a subject that names the change (this or the PR, change, patch,
//     diff, branch, commit, pull request), then has, contains or
//     introduces (still or also may stand before or after), then a
//     count and a grade's phrase;
//   - I, we or you (still or also may follow), then found, identified,
//     flagged, spotted, noticed, see, have, count or counted, then a
//     count and a grade's phrase; or I've, we've, you've, review,
//     reviewer(s) or the, this, our or my review(er), then found,
//     identified, flagged, spotted, noticed or counted (has or have may
//     stand before it);
//   - found, identified, flagged, spotted or noticed opening the
//     sentence, its finder left unsaid, then a count and a grade's
//     phrase;
//   - a count and a grade's phrase, then remain(s), remaining, left,
//     outstanding, open, unresolved, pending, present, to fix or to
//     address, be fixed, addressed or resolved, or a participle of
//     finding (found, identified, detected, flagged, reported, raised),
//     after is, are, still, need, must or should at most, and before
//     merge (merging, landing, release, shipping) at the end.
//
// Now or currently may time the clause at its start or before the count
// (`There are now 2 open blockers.`), as still may.
//
// A word between the count and the grade that says the findings are
// open (open, outstanding, unresolved, unaddressed, unfixed, remaining,
// pending) or new to the change (new, additional, further) is no part
// of the grade's phrase: `There are 2 open blockers.` counts blockers.
//
// A count is a figure, a number word, a or an after a verb, or several,
// multiple or some (one more counts one), or spelled in other words for
// more than one (`a few`, `quite a few`, `a bunch of`, `lots of`),
// counted as several is; no, zero and 0 count none. A
// grade's phrase is what the dialect reads as a grade's label
// (`critical issues`, `blockers`, `P0 bugs`), ending in a noun of
// issues or blockers where it is more than a word, and nothing more: the
// sentence is read as the label `phrase: count`, with the rest of the
// sentence after a colon, dash, comma or bracket as the label's remark,
// so what settles a label's count settles the sentence's (`There are 2
// critical issues — all fixed in 3f2a1c.`; both of two is all; where
// the sentence has no remark, the next, stated and of all of them, is
// its remark: `Review found 2 blockers. Both were fixed.`), and what
// the dialect grades advisory (`There are 2 minor issues.`) is no
// finding. Both settles a count of two exactly: of `a few` or
// `several`, which may be more, it leaves the rest open. A remark that
// opens with each or a settled word (`There is one blocker, fixed in
// 3f2a1c.`) speaks of all of them, and so does a next sentence of all
// said in its middle (`They were all fixed.`) or with the count again
// (`All three were fixed.`). A place in the change after the grade
// (`There are 3 blockers in auth.`, `3 blockers remain in auth.go.`;
// a full stop inside a name ends no sentence) says where they are,
// and the count is read as without it (placeAfterGrade). A clause that
// goes on past the grade (`There are 2 blockers in the backlog`, `This
// PR has 2 critical bug fixes`), a subject that
// may name anything but the change (`The old code has`, `A PR that
// has`), a past tense (`There were 2 blockers`) and a question (`There
// are 2 blockers?`; a remark that asks settles nothing) read as nothing.

// Words the first clause is bounded by: the grammar's clauses are short,
// and a longer one is not read.
const maxCountedClauseWords = 16

// countedSentenceStems are words one of which a sentence this grammar
// reads holds (reader.countedProse's quick test).
var countedSentenceStems = []string{
	"there", "has", "have", "contain", "introduc", "found", "identif", "flagged", "spotted", "noticed", "see",
	"remain", "left", "outstanding", "open", "unresolved", "detected", "reported", "raised", "fix", "address",
	"present", "pending", "count", "resolved",
}

// mayCountInSentence is a quick test, one pass over the words of text as
// written, that spares most blocks the reading: false says no word the
// grammar turns on (there, a verb it reads, or a word that says the
// findings are open or were found) stands in text. Each word here holds
// one of countedSentenceStems, the summary's quicker test before it.
//
// ASCII is split here as proseword.Next splits it (letters and digits,
// an apostrophe between two kept), and a word whose length and end
// letters no word of countedSentenceWords has is let go without
// lowering it; a word past ASCII, or one that may go on past it, is
// read by proseword.Next from where it starts.
func mayCountInSentence(text string) bool {
	shapes := countedWordShapes()
	for i := 0; i < len(text); {
		c := text[i]
		if c >= utf8.RuneSelf {
			// Marks or a word past ASCII: Next reads them from here as
			// from the end of the word before.
			w, r, ok := proseword.Next(text[i:])
			if !ok {
				return false
			}
			if countedWordAny(w) {
				return true
			}
			i = len(text) - len(r)
			continue
		}
		if !proseword.ASCII(c) {
			i++
			continue
		}
		start := i
		for i < len(text) {
			if c := text[i]; proseword.ASCII(c) {
				i++
			} else if c == '\'' && i+1 < len(text) && proseword.ASCII(text[i+1]) {
				i += 2
			} else {
				break
			}
		}
		if i < len(text) && (text[i] >= utf8.RuneSelf || text[i] == '\'' && i+1 < len(text) && text[i+1] >= utf8.RuneSelf) {
			// The word may go on past ASCII (`There’s`, `has'é`).
			w, r, _ := proseword.Next(text[start:])
			if countedWordAny(w) {
				return true
			}
			i = len(text) - len(r)
			continue
		}
		if n := i - start; n <= maxCountedWord && shapes[wordShape(text[start], text[i-1])]&(1<<n) != 0 && countedWordAny(text[start:i]) {
			return true
		}
	}
	return false
}

// countedWordAny reports whether w, lowered, is one of
// countedSentenceWords.
func countedWordAny(w string) bool {
	var buf [16]byte
	return len(w) <= len(buf) && countedWordSet()[string(lowerWord(buf[:], w))]
}

// countedWordSet holds countedSentenceWords; built on first use, with
// countedWordShapes.
func countedWordSet() map[string]bool {
	countedWordsOnce.Do(buildCountedWords)
	return countedWords.set
}

// countedSentenceWords are the words mayCountInSentence looks for, lower
// case.
var countedSentenceWords = []string{
	"there", "there's", "has", "have", "contains", "introduces", "see", "spotted", "noticed",
	"remain", "remains", "remaining", "left", "outstanding", "open", "unresolved", "unaddressed", "unfixed",
	"pending", "present", "fix", "fixing", "fixed", "address", "addressing", "addressed", "resolved",
	"found", "identified", "detected", "flagged", "reported", "raised", "count", "counted",
}

// maxCountedWord bounds the length of countedSentenceWords (a test holds
// it so), and the bits of a shape.
const maxCountedWord = 15

// wordShape keys a word by its first and last bytes, ASCII case ignored.
func wordShape(first, last byte) int { return int(first&31)<<5 | int(last&31) }

// countedWordShapes gives, for each shape, the lengths of the words of
// countedSentenceWords of that shape, a bit for each; built on first use.
func countedWordShapes() *[1024]uint16 {
	countedWordsOnce.Do(buildCountedWords)
	return &countedWords.shapes
}

// countedWords is built on first use, not at start: a run that reads no
// report pays nothing for it.
var (
	countedWordsOnce sync.Once
	countedWords     struct {
		set    map[string]bool
		shapes [1024]uint16
	}
)

func buildCountedWords() {
	countedWords.set = make(map[string]bool, len(countedSentenceWords))
	for _, w := range countedSentenceWords {
		countedWords.set[w] = true
		countedWords.shapes[wordShape(w[0], w[len(w)-1])] |= 1 << len(w)
	}
}

// countedSentence reads text, a paragraph or an item, for a sentence that
// counts blocking findings still open: the finding, with the sentence as
// its text. after is what follows b in its paragraph on the lines after
// (reader.textAfter), "" for nothing: it is read only for the sentence
// next to b's last one, which may settle it (`Review found 2 blockers.`
// over `Both were fixed.`).
func (d *Dialect) countedSentence(b block, after string) (Finding, bool) {
	if !mayCountInSentence(b.text) {
		// The grammar's verbs and participles are read as written:
		// emphasis taken out of a word (`remA*in`) joins no word here.
		return Finding{}, false
	}
	return d.countedSentenceMay(b, after)
}

// countedSentenceMay is countedSentence of a text mayCountInSentence
// holds true already: reader.countedProse asks it first, and the test
// is not paid twice.
func (d *Dialect) countedSentenceMay(b block, after string) (Finding, bool) {
	// `We’ve found 2 blockers.`: a typographic apostrophe joins a word
	// as a straight one does.
	t := straightApostrophes(flatten(maskCode(b.text), false))
	if after != "" {
		after = straightApostrophes(flatten(maskCode(after), false))
	}
	// Each sentence is read once more, as the next one of the sentence
	// before it.
	s, r := wholeSentence(t)
	for rest := t; strings.TrimSpace(rest) != ""; {
		question := len(r) < len(rest)-len(s) && rest[len(s)] == '?'
		var ns, nr string
		if strings.TrimSpace(r) != "" {
			ns, nr = wholeSentence(r)
		}
		next := plainNext(r, ns, nr)
		// What follows s, to the line after the sentence after its
		// next, where a reader sees a settled count taken back.
		follow := followText(r, after)
		if after != "" && len(r) < len(rest)-len(s) && (strings.TrimSpace(r) == "" || strings.TrimSpace(nr) == "" && len(nr) == len(r)-len(ns)) {
			// s ends the line, or the sentence after it runs on past
			// the line's end (`Both` over `were fixed.`): the next
			// sentence is read on into the lines after, as a reader
			// reads it.
			r2 := after
			if strings.TrimSpace(r) != "" {
				r2 = r + " " + after
			}
			n2, nr2 := wholeSentence(r2)
			next = plainNext(r2, n2, nr2)
		}
		if f, ok := d.labelledClause(s, question, next, follow, b); ok {
			return f, true
		}
		rest, s, r = r, ns, nr
	}
	return Finding{}, false
}

// maxDottedParts bounds the full stops inside a name wholeSentence reads
// past: a file or a version has a few.
const maxDottedParts = 4

// wholeSentence is proseword.NextSentence read past a full stop inside a
// name (`auth.go`, `v1.2`), one a word's character follows right after:
// `There are 3 blockers in auth.go.` is one sentence.
func wholeSentence(t string) (sentence, rest string) {
	s, r := proseword.NextSentence(t)
	for n := 0; n < maxDottedParts && len(s) < len(t) && t[len(s)] == '.' && r != "" && proseword.ASCII(r[0]); n++ {
		s2, r2 := proseword.NextSentence(r)
		s, r = t[:len(s)+1+len(s2)], r2
	}
	return s, r
}

// followText is what follows a sentence whose line goes on with r, to
// as far as a reader looks for a settling and its taking back: the
// sentences after it (sentencesAfter). after, the lines after, joins r
// only where r holds fewer whole sentences, so a long line is not copied
// once for each sentence on it.
func followText(r, after string) string {
	if after == "" {
		return r
	}
	rest := r
	for range sentencesAfter {
		if _, rest = followingSentence(rest); strings.TrimSpace(rest) == "" {
			return r + " " + after
		}
	}
	return r
}

// plainNext is ns, the sentence that opens r and leaves nr, where it is
// stated: ended by a full stop, an exclamation mark or the text, not by a
// question mark (`Both were fixed? No.`) or an ellipsis (`Both were
// fixed... in theory.`); "" otherwise.
func plainNext(r, ns, nr string) string {
	if ns == "" {
		return ""
	}
	if marks := strings.TrimLeft(r[len(ns):], ".!?"); len(nr) < len(r)-len(ns) &&
		(strings.ContainsRune(r[len(ns):len(r)-len(marks)], '?') || strings.HasPrefix(nr, ".")) {
		return "" // `Both were fixed?`, `Both were fixed!?`
	}
	return ns
}

// ofThem says the words after a next sentence's all or both speak of
// the counted findings themselves: a verb (`All were fixed.`, `All
// fixed in 3f2a1c.`), of them
// (`Both of them are fixed.`) or the counted noun (`Both blockers were
// fixed.`), not other things (`All nits were fixed.`).
func ofThem(rest, noun string) bool {
	ws := strings.Fields(rest)
	if len(ws) == 0 {
		return false
	}
	w := strings.ToLower(strings.Trim(ws[0], ".,;:!?"))
	switch {
	case isAny(w, "were", "are", "have", "has", "was", "is", "got", "been", "fixed", "resolved", "addressed", "closed", "settled"):
		return true // the remark's own weighing says whether they are settled
	case w == "of":
		return len(ws) > 1 && isAny(strings.ToLower(strings.Trim(ws[1], ".,;:!?")), "them", "these", "those")
	}
	return strings.EqualFold(w, noun)
}

// countedClause reads one sentence s of the block b, which question
// says ends in a question mark (see countedSentence). Where s has no
// remark, next, the sentence after it when stated (plainNext), may be
// its remark if it speaks of all its findings (`Review found 2
// blockers. Both were fixed.`): it is weighed as a remark in s is.
//
// follow is all that follows s: a sentence after the one that settles the
// count which takes it back or doubts it (`Both were fixed. Not
// really.`, `all fixed... in theory.`) leaves it open, as a reader reads
// it.
func (d *Dialect) countedClause(s string, question bool, next, follow string, b block) (Finding, bool) {
	clause, remark := s, ""
	if i := strings.IndexAny(s, ":,;(—–"); i >= 0 {
		clause, remark = s[:i], strings.TrimLeft(s[i:], ":,;(—– \t")
	}
	if question {
		if remark == "" {
			return Finding{}, false // `Are there 2 blockers?`, `There are 2 blockers?`
		}
		remark += "?" // `There are 2 blockers, all fixed?` settles nothing
	}
	var ws []word
	for rest := clause; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		if len(ws) == maxCountedClauseWords {
			return Finding{}, false
		}
		to := len(clause) - len(r)
		ws = append(ws, word{strings.ToLower(w), to - len(w), to})
		rest = r
	}
	if len(ws) < 2 {
		return Finding{}, false
	}
	// `Now there are 2 blockers.`, `Currently this PR has …`: a word
	// that times the clause now leaves it the same.
	lead := 0
	for lead < len(ws)-2 && isAny(ws[lead].text, "now", "currently") {
		lead++
	}
	c := ws[lead:]
	at := 0 // index of the count in c
	switch {
	case c[0].text == "there" && isAny(c[1].text, "is", "are", "remain", "remains", "exist", "exists"):
		at = 2
	case c[0].text == "there's":
		at = 1
	case isAny(c[0].text, "i", "we", "you"):
		at = finderCount(c, 1, false)
	case isAny(c[0].text, "i've", "we've", "you've"):
		at = finderCount(c, 1, true) // `We've found 2 blockers.`
	case isAny(c[0].text, "found", "identified", "flagged", "spotted", "noticed"):
		at = 1 // `Found 2 blockers.`: the finder left unsaid
	case isAny(c[0].text, "review", "reviewer", "reviewers"):
		at = finderCount(c, 1, true) // `Review found 2 blockers.`
	case isAny(c[0].text, "the", "this", "our", "my") && isAny(c[1].text, "review", "reviewer", "reviewers"):
		at = finderCount(c, 2, true) // `The review found 2 blockers.`
	default:
		at = changeHolds(c[0].text, c[1:])
	}
	opens := at == 0 // the count opens the clause: `2 blockers remain.`
	at += lead
	for at < len(ws) && isAny(ws[at].text, "still", "also", "now", "currently") {
		at++ // `There are now 2 open blockers.`
	}
	if at >= len(ws)-1 {
		return Finding{}, false
	}
	n, from, ok := spelledCountAt(ws, at)
	// two says the count is two exactly, so both of them is all of
	// them: `a few blockers, both fixed` leaves one unsaid.
	two := ok && at+1 < len(ws) && ws[at].text == "a" && ws[at+1].text == "couple"
	if !ok {
		n, ok = sentenceCount(ws[at].text, at > 0)
		from = at + 1
		two = n == 2 && !isAny(ws[at].text, "several", "multiple", "some")
	}
	if !ok || n == 0 || from >= len(ws) {
		return Finding{}, false
	}
	open := false
	if ws[from].text == "more" {
		from++ // `There is one more blocker.`
	}
	// A word before the grade that says the findings are open (`There
	// are 2 open blockers.`, `This PR has 2 unresolved critical
	// issues.`) or new to it leaves the grade's phrase what follows.
	for from < len(ws)-1 && isAny(ws[from].text, "still", "open", "outstanding", "unresolved", "unaddressed", "unfixed",
		"remaining", "pending", "new", "additional", "further") {
		open = open || !isAny(ws[from].text, "still", "new", "additional", "further")
		from++
	}
	end := len(ws)
	placed := false
	if k, ok := placeAfterGrade(ws, from); k > 0 {
		if !ok {
			return Finding{}, false // `in the backlog`, `in auth that this PR did not introduce`
		}
		end, placed = k, true // `There are 3 blockers in auth.`: where they are
	}
	if end-2 > from && ws[end-2].text == "before" && isAny(ws[end-1].text, "merge", "merging", "landing", "release", "shipping") {
		end -= 2 // `2 blockers need fixing before merge`
	}
	// The grade's phrase runs to the clause's end, or, where the count
	// opens the clause, to the words that say the findings are open or
	// were found.
	for end > from {
		w := ws[end-1].text
		if isAny(w, "fix", "address", "fixing", "addressing") && end-2 > from && isAny(ws[end-2].text, "to", "need", "needs") {
			open = true // `2 blockers to fix`, `2 blockers need fixing`
		} else if isAny(w, "fixed", "addressed", "resolved") && end-2 > from && ws[end-2].text == "be" {
			open = true // `2 blockers must be fixed`, `2 blockers to be addressed`
		} else if isAny(w, "remain", "remains", "remaining", "left", "outstanding", "open", "unresolved", "unaddressed", "unfixed",
			"pending", "present", "found", "identified", "detected", "flagged", "reported", "raised") {
			open = true
		} else if !isAny(w, "still", "is", "are", "were", "was", "to", "need", "needs", "be", "must", "should") {
			break
		}
		end--
	}
	if opens && !open || end == from {
		return Finding{}, false // `2 critical issues` alone: a label's value, read as such
	}
	if last := ws[end-1].text; end-from > 1 && !issueNoun(last) && !isAny(last, "blocker", "blockers") {
		return Finding{}, false // `one critical bug fix`: the phrase names something else
	}
	if remark == "" && !question {
		// `Review found 2 blockers. All were fixed.`: a sentence of
		// all of them, and of nothing else, settles them as a remark
		// would.
		nx := allOfThem(strings.TrimSpace(next))
		rest, all := cutWordFold(nx, "all")
		if all {
			rest = sameCount(rest, n, two) // `All three were fixed.`
		}
		if r, both := cutWordFold(nx, "both"); both && two {
			rest, all = r, true
		}
		if all && ofThem(rest, ws[end-1].text) {
			// `All three were fixed.` is weighed as `All were
			// fixed.`: the count said again is the sentence's.
			remark = "All" + rest
			// The next settles: what follows it may take it back.
			follow = pastSentence(follow)
		}
	}
	if remark != "" {
		// `There is one blocker, fixed in 3f2a1c.`, `There are 3
		// blockers, each fixed in 3f2a1c.`, `…, now resolved.`, `…,
		// none open.`: a remark that opens with each, none open or a
		// settled word alone says all the sentence counts was dealt
		// with, and is weighed as all of it.
		if rest, ok := cutWordFold(remark, "each"); ok {
			remark = "all" + rest
		} else if rest, ok := cutWordFold(remark, "none"); ok {
			// `There are 3 blockers, none open.`: none of them is
			// open, all of them dealt with.
			if w, r, ok := proseword.Next(rest); ok && strings.HasPrefix(strings.TrimLeft(rest, " \t"), w) &&
				isAny(strings.ToLower(w), "open", "remain", "remains", "remaining", "left", "outstanding", "unresolved") {
				remark = "all resolved" + r
			}
		} else if w, _ := plainWord(strings.ToLower(remark)); isAny(w, "fixed", "resolved", "addressed", "remediated", "now") {
			remark = "all " + remark
		}
	}
	if two {
		// `There are 2 blockers, both fixed.`: both of two is all.
		if rest, ok := cutWordFold(remark, "both"); ok {
			remark = "all" + rest
		}
	}
	if n == 2 && !two {
		// `a few`, `several`: more than two may be meant, and the
		// label's reading of both settles no more than two.
		n = 3
	}
	phrase := clause[ws[from].from:ws[end-1].to]
	f, ok := d.countedLabel(phrase, n, remark, b)
	if !ok && remark != "" {
		if retractsNext(follow) {
			f, ok = d.countedLabel(phrase, n, "", b)
		}
	} else if ok && placed && !question && (remark != "" && speaksOfScope(remark) && !retractsNext(follow) ||
		remark == "" && !opensAll(next) && speaksOfScope(next) && !retractsNext(pastSentence(follow))) {
		// `There are 3 blockers in auth, each fixed in 3f2a1c.`, `…
		// in auth. Each was fixed.`, `… in libfoo, unrelated to this
		// PR`: a remark or a next sentence that speaks of settling or
		// of scope in words the label's reading does not weigh
		// leaves the count with a place read as nothing, as it was
		// read before a place was. One asked, or a next sentence of
		// all or both the reading above weighed and found short
		// (`All two were fixed.`), is weighed already. A taking back
		// after them (`… Each was fixed. Not really.`) leaves the
		// count open, as it leaves the count without a place.
		return Finding{}, false
	}
	if !ok {
		return Finding{}, false
	}
	f.Text = strings.TrimSpace(s)
	return f, true
}

// pastSentence is what follows the first sentence of t: after a next
// sentence that settles, where a taking back of it stands.
func pastSentence(t string) string {
	_, rest := wholeSentence(strings.TrimLeft(t, ".!? \t"))
	return rest
}

// maxPlaceWords bounds the words of a place after a counted grade: a
// place is named in a few words (`in the auth module`).
const maxPlaceWords = 5

// placeAfterGrade finds, after ws[from], a phrase that says where in
// the change the counted findings are (`in auth`, `in auth.go`, `across
// the handlers`): the index of its preposition, 0 for none. ok says the
// place may be in the change, and what it counts is read as without the
// place; a place elsewhere (`in the backlog`, `in the old code`, `in
// main`), one that goes on into a clause or a settling (`in login that
// this PR fixes`, `in the old parser were fixed`), or a long one reads
// as nothing, as a clause that goes on past the grade does.
func placeAfterGrade(ws []word, from int) (int, bool) {
	k := from + 1
	for k < len(ws) && !isAny(ws[k].text, "in", "inside", "within", "across", "throughout") {
		k++
	}
	if k >= len(ws) {
		return 0, false
	}
	place := ws[k+1:]
	if len(place) == 0 || len(place) > maxPlaceWords || isAny(place[0].text, "main", "master", "trunk") {
		return k, false
	}
	now := false // `in this round`
	for _, w := range place {
		if elsewhereWord(w.text) || len(w.text) > 1 && w.text[0] == 'v' && w.text[1] >= '0' && w.text[1] <= '9' {
			return k, false // `in v1.x`: a release, not the change
		}
		now = now || isAny(w.text, "this", "current", "latest")
	}
	for _, w := range place {
		if !now && isAny(w.text, "round", "rounds", "iteration", "pass") {
			return k, false // `in round 1`: a round before this one
		}
	}
	return k, true
}

// elsewhereWord reports whether w, in the place of counted findings,
// puts them outside the change or its present, or goes on into a clause
// or a settling of them.
func elsewhereWord(w string) bool {
	switch w {
	case "backlog", "tracker", "jira", "issue", "issues", "ticket", "tickets", "upstream", "other", "another",
		"separate", "different", "old", "older", "previous", "prior", "earlier", "legacy", "original", "existing",
		"follow", "follow-up", "followup", "future", "later", "roadmap", "queue", "base", "last", "next", "fixture", "fixtures",
		"example", "examples", "sample", "samples", "testdata", "unrelated", "vendored", "vendor", "third-party", "third",
		"dependency", "dependencies", "deps", "report", "reports", "review", "reviews", "history", "changelog", "release",
		"that", "which", "who", "where", "when", "while", "because", "since", "unless", "if", "but", "than", "and", "or",
		"is", "are", "was", "were", "had", "has", "have", "been", "fixed", "fixes", "resolved", "resolves", "addressed",
		"addresses", "closed", "handled", "patched", "removed", "reverted", "mitigated", "solved", "now", "already", "before",
		"after", "not", "no", "none", "all", "both":
		return true
	}
	return false
}

// speaksOfScope reports whether a word among the first few of t speaks
// of settling findings or of their scope (`each fixed in 3f2a1c`,
// `none open`, `unrelated to this PR`, `not introduced here`), and
// none doubts it (`fixed in theory`, `mostly fixed`) or says they are
// open (`not fixed`, `still open`, `none were fixed`). After none,
// neither or no, a word of open settles and a word of settling opens.
func speaksOfScope(t string) bool {
	says, none, not := false, false, false
	for n := 0; n < maxCountedClauseWords; n++ {
		w, r, ok := proseword.Next(t)
		if !ok {
			break
		}
		t = r
		var buf [16]byte
		if len(w) > len(buf) {
			return false
		}
		lw := string(lowerWord(buf[:], w))
		if not {
			// `not introduced by this PR`, `not part of it`: scope;
			// `not fixed`, `not yet`: open.
			if !isAny(lw, "introduced", "caused", "part", "related", "touched", "ours", "in", "from") {
				return false
			}
			not, says = false, true
			continue
		}
		switch {
		case isAny(lw, "theory", "paper", "principle", "supposedly", "allegedly", "theoretically", "apparently", "reportedly",
			"purportedly", "ostensibly", "seemingly", "partly", "partially", "mostly", "somewhat", "almost", "nearly", "but",
			"except", "only", "yet", "never", "unfixed", "unresolved", "outstanding", "pending", "still", "broken", "failing"):
			return false
		case isAny(lw, "not", "isn't", "aren't", "wasn't", "weren't", "haven't", "hasn't"):
			not = true
		case isAny(lw, "none", "neither", "no"):
			none, says = true, true
		case isAny(lw, "open", "remain", "remains", "remaining", "left"):
			if !none {
				return false
			}
		case isAny(lw, "fixed", "fix", "fixes", "resolved", "addressed", "closed", "handled", "patched", "removed", "reverted",
			"mitigated", "solved", "remediated"):
			if none {
				return false // `None were fixed.`
			}
			says = true
		case isAny(lw, "unrelated", "pre-existing", "preexisting", "existing", "tracked", "introduce", "introduced", "upstream",
			"vendored", "ignored", "waived", "accepted", "scope", "part", "follow-up", "followup", "separate", "known", "deferred"):
			says = true
		}
	}
	return says && !not
}

// opensAll reports whether the sentence t opens with all or both.
func opensAll(t string) bool {
	w, _, ok := proseword.Next(t)
	return ok && isAny(strings.ToLower(w), "all", "both")
}

// allOfThem writes a next sentence that says all of them in its middle
// (`They were all fixed in 3f2a1c.`, `They have all been addressed.`)
// as one that opens with all (`All were fixed in 3f2a1c.`), the form
// countedClause weighs.
func allOfThem(nx string) string {
	for _, p := range [...][2]string{
		{"they were all ", "All were "}, {"they are all ", "All are "}, {"they have all been ", "All have been "},
		{"they've all been ", "All have been "}, {"these were all ", "All were "}, {"those were all ", "All were "},
	} {
		if len(nx) > len(p[0]) && strings.EqualFold(nx[:len(p[0])], p[0]) {
			return p[1] + nx[len(p[0]):]
		}
	}
	return nx
}

// sameCount is rest, what follows all in a next sentence, past a count
// that says the sentence's count again (`All three were fixed.` of three
// blockers); any other count stays, and keeps the sentence from
// settling them.
func sameCount(rest string, n int, two bool) string {
	w, r, ok := proseword.Next(rest)
	if !ok || n == 2 && !two {
		return rest
	}
	if strings.TrimLeft(rest, " \t")[:len(w)] != w {
		return rest // a mark before the word: not `All three`
	}
	if c, err := strconv.Atoi(w); err == nil && c == n || n >= 1 && n <= len(numberWords) && strings.EqualFold(w, numberWords[n-1]) {
		return r
	}
	return rest
}

// finderCount reads, from ws[v], the verb of a finder named before it
// (after still, also or now): found, identified, flagged, spotted,
// noticed or counted, or, where the finder is a person and stands alone
// (aux false), see, have or count too. Has or have before a verb of
// finding (`We have found`, `The review has now found`) leaves it one;
// `The review has 2 blockers` and `We've 2 blockers` are not read. It
// returns the index of the word after the verb, 0 when there is none.
func finderCount(ws []word, v int, aux bool) int {
	adverbs := func(v int) int {
		for v < len(ws)-1 && isAny(ws[v].text, "still", "also", "now") {
			v++
		}
		return v
	}
	finding := []string{"found", "identified", "flagged", "spotted", "noticed", "counted"}
	v = adverbs(v)
	if v < len(ws)-1 && isAny(ws[v].text, "has", "have") {
		if u := adverbs(v + 1); u < len(ws) && isAny(ws[u].text, finding...) {
			return u + 1 // `We have found 2 blockers.`
		}
	}
	if v < len(ws) && (isAny(ws[v].text, finding...) || !aux && isAny(ws[v].text, "see", "have", "count")) {
		return v + 1
	}
	return 0
}

// word is a word of a clause: its text in lower case and its bytes.
type word struct {
	text     string
	from, to int
}

// countedLabel reads a grade's phrase and its count, with a remark, as
// the label `phrase: count — remark`: the blocking finding it counts.
func (d *Dialect) countedLabel(phrase string, n int, remark string, b block) (Finding, bool) {
	label := phrase + ": " + strconv.Itoa(n)
	if remark != "" {
		label += " — " + remark
	}
	f, count, ok := d.gradeFirst(block{kind: kindItem, line: b.line, col: b.col, text: label}, d.grades)
	return f, ok && f.Disposition == Fail && count > 0
}

// changeHolds reads a subject that names the change under review and a
// verb that says it holds findings (`This PR has`, `The change still
// contains`, `This commit introduces`): the index in ws, the words after
// the subject's first, of the word after the verb, 0 when there is none.
// A subject that may name anything else (`The old code has`, `Upstream
// has`, `A PR that has`, `Imagine this PR has`) says nothing of the
// change.
func changeHolds(first string, ws []word) int {
	if !isAny(first, "this", "the", "your") || len(ws) < 2 {
		return 0
	}
	v := 1
	switch {
	case isAny(ws[0].text, "pr", "change", "changeset", "patch", "diff", "branch", "commit", "mr", "submission"):
	case len(ws) > 2 && (ws[0].text == "pull" || ws[0].text == "merge") && ws[1].text == "request":
		v = 2
	default:
		return 0
	}
	for v < len(ws) && isAny(ws[v].text, "still", "also", "now") {
		v++
	}
	if v < len(ws) && isAny(ws[v].text, "has", "have", "contains", "introduces") {
		return v + 2 // ws is the clause's words after its first
	}
	return 0
}

// cutWordFold cuts the word w, in any case, off the front of s and
// returns what follows it.
func cutWordFold(s, w string) (string, bool) {
	if len(s) < len(w) || !strings.EqualFold(s[:len(w)], w) || len(s) > len(w) && proseword.ASCII(s[len(w)]) {
		return "", false
	}
	return s[len(w):], true
}

// sentenceCount reads a word that counts: a figure, a number word, several,
// multiple or some, and a or an where a verb stands before it (afterVerb).
func sentenceCount(w string, afterVerb bool) (int, bool) {
	if n, err := strconv.Atoi(w); err == nil && len(w) <= 6 {
		return n, true
	}
	if i := slices.Index(numberWords, w); i >= 0 {
		return i + 1, true
	}
	switch w {
	case "no", "zero", "none":
		return 0, true
	case "several", "multiple", "some":
		return 2, true
	case "a", "an":
		return 1, afterVerb
	}
	return 0, false
}

// spelledCountAt reads, from ws[at], a count above nought spelled in
// more words than one, or in a word sentenceCount does not read (`a
// few`, `quite a few`, `a bunch of`, `lots of`, `many`): it counts as
// several does, 2, and it returns the index of the word after it.
func spelledCountAt(ws []word, at int) (int, int, bool) {
	k := at
	if k < len(ws) && isAny(ws[k].text, "quite", "very") {
		k++ // `quite a few`
	} else if k+1 < len(ws) && ws[k].text == "a" && isAny(ws[k+1].text, "good", "great", "whole") {
		k += 2 // `a good few`, `a great many`, `a whole bunch of`
	}
	for _, c := range spelledCountPhrases {
		if k+len(c) > len(ws) {
			continue
		}
		match := true
		for j, w := range c {
			if ws[k+j].text != w {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		end := k + len(c)
		if end < len(ws) && ws[end].text == "of" && c[len(c)-1] != "of" {
			end++ // `a couple of blockers`
		}
		return 2, end, true
	}
	return 0, 0, false
}

// spelledCountPhrases are counts above nought in words a sentence may
// give before a grade's phrase, each as its words.
var spelledCountPhrases = [][]string{
	{"a", "few"}, {"few"}, {"a", "couple"}, {"a", "handful"}, {"a", "bunch"}, {"bunch"}, {"a", "lot", "of"}, {"lots", "of"},
	{"plenty", "of"}, {"a", "number", "of"}, {"a", "dozen"}, {"dozens", "of"}, {"many"}, {"numerous"}, {"countless"},
	{"a", "ton", "of"}, {"tons", "of"}, {"loads", "of"}, {"various"}, {"more", "than", "one"},
}

func isAny(w string, ws ...string) bool { return slices.Contains(ws, w) }

// countedProse records a paragraph or an item that counts blocking
// findings still open in a sentence (countedSentence) as a blocking
// finding; the reader marks one in the findings section inFindings
// (`- Two blockers remain.` under `## Notes`). Under a heading of issues dealt with (`## Resolved
// Issues`) what it counts was open once: it says nothing of now.
func (r *reader) countedProse(b block) {
	if r.alt > 0 || r.file > 0 || r.advice > 0 && r.settledScope || b.kind != kindText && b.kind != kindItem || b.task == 1 {
		return
	}
	if b.unstruck != nil {
		b = b.withoutStruck()
	}
	// textAfter builds a string: only for a line countedSentence reads.
	if !countedSentenceList.in(r.wordsOf(b.text)) || !mayCountInSentence(b.text) {
		return
	}
	if f, ok := r.d.countedSentenceMay(b, r.textAfter(b)); ok {
		r.rep.strays = append(r.rep.strays, f)
	}
}
