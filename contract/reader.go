package contract

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// read sorts a scanned document's blocks into the contract's sections.
func read(doc document, d *Dialect) *report {
	r := &reader{d: d, doc: doc, rep: newReport(doc), entry: -1, round: -1}
	from, to := d.history(doc.blocks)
	if to > from {
		r.round = to
	}
	for i, b := range doc.blocks {
		if b.kind == kindItem && (i < from || i >= to) {
			r.itemsLeft++
		}
	}
	r.sentence.first = -1
	for i, b := range doc.blocks {
		if i >= from && i < to {
			r.endSentence()
			continue
		}
		if !r.wrapsOn(b) {
			r.endSentence()
		}
		n := len(r.rep.strays)
		r.afterBlock, r.afterFrom = i+2, -1
		r.block(i, b)
		r.afterBlock = 0
		r.sentenceLine(i, b, n)
		if b.kind == kindItem {
			r.itemsLeft--
		}
	}
	r.endSentence()
	r.settleTitled(nil)
	r.rep.failureStands(d)
	return r.rep
}

// history returns the blocks [from, to) that hold the rounds of a review
// log before its last: from the first round's heading to the last's.
// Rounds are headings of one level that open with one of the dialect's
// round words (the level with most of them: a `# Review Log` title is
// none); a report with fewer than two is one review.
func (d *Dialect) history(blocks []block) (from, to int) {
	if d.rounds == nil || len(d.rounds.phrases) == 0 {
		return 0, 0
	}
	var first, last, count [7]int
	// top is the highest round number or date at each level, and
	// ordered whether each round so numbered came after all before it.
	var top [7][]int
	ordered := [7]bool{true, true, true, true, true, true, true}
	for i, b := range blocks {
		if b.kind != kindHeading {
			continue
		}
		n, _, _, ok := d.roundHeading(b.text)
		if !ok {
			continue
		}
		l := min(max(headingLevel(b), 0), 6)
		if count[l] == 0 {
			first[l] = i
		}
		last[l], count[l] = i, count[l]+1
		if n != nil {
			// Rounds of one day share a date: the one written later
			// is the later one. A round number said twice is no order.
			c := slices.Compare(n, top[l])
			ordered[l] = c > 0 || c == 0 && len(n) >= 3
			if ordered[l] {
				top[l] = n
			}
		}
	}
	best := 0
	for l := range count {
		if count[l] > count[best] {
			best = l
		}
	}
	// A last round numbered or dated before an earlier one is not the
	// latest a reader sees: the log is read whole.
	if count[best] < 2 || !ordered[best] {
		return 0, 0
	}
	return first[best], last[best]
}

// namesRound reports whether what follows a round word in a heading
// names one round: nothing, a number or a date (`Review — 2`, `Round #3`,
// `Review (2026-04-13)`, `Review — April 13`). A heading in other words
// (`Review Findings`, `Review Summary`) names a part of one review, which
// a reader reads with the rest: were it a round, the findings and
// verdicts above it would go unread.
func namesRound(rest string) bool {
	rest = strings.TrimLeft(rest, " —–-:#(.,")
	if rest == "" || rest[0] >= '0' && rest[0] <= '9' {
		return true
	}
	w, after, ok := proseword.Next(rest)
	if !ok || !strings.HasPrefix(rest, w) {
		return false
	}
	if isRoundNoun(w) {
		return namesRound(after) && after != "" && strings.TrimLeft(after, " —–-:#(.,") != ""
	}
	return isMonth(w) || isOrdinal(w)
}

// isRoundNoun: such words may stand between a round word and its number (`Review —
// round 2`, `Review no. 3`).
func isRoundNoun(w string) bool {
	switch w {
	case "round", "pass", "iteration", "cycle", "no", "number":
		return true
	}
	return false
}

// isOrdinal: such words name a round in words (`Review — second`, `Review: final`).
func isOrdinal(w string) bool {
	switch w {
	case "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
		"tenth", "final":
		return true
	}
	return false
}

// roundNumber is the first number or date in a round's heading, as its
// parts (`2026-04-13` is 2026, 4, 13); nil when it has none.
func roundNumber(rest string) []int {
	i := strings.IndexAny(rest, "0123456789")
	if i < 0 {
		return nil
	}
	var n []int
	for {
		v, j := 0, i
		for ; j < len(rest) && rest[j] >= '0' && rest[j] <= '9'; j++ {
			v = min(v*10+int(rest[j]-'0'), 1<<30)
		}
		n = append(n, v)
		if j+1 >= len(rest) || !strings.ContainsRune("-./", rune(rest[j])) || rest[j+1] < '0' || rest[j+1] > '9' {
			return n
		}
		i = j + 1
	}
}

// isMonth: such words name the month of a dated round, lower case, whole or cut short.
func isMonth(w string) bool {
	switch w {
	case "january", "february", "march", "april", "may", "june", "july", "august", "september",
		"october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
		"sept", "oct", "nov", "dec":
		return true
	}
	return false
}

// reader is the state of one pass over a document's blocks.
type reader struct {
	d   *Dialect
	doc document
	rep *report
	// itemLine is the line of the list item the blocks read now belong
	// to, 0 outside one: a stray a later line of it raises is the item's
	// (see continued).
	itemLine int
	// current is the section in force and the level of its heading.
	current      section
	currentLevel int
	// afterVerdictHeading says the previous block is a `## Verdict`
	// heading, whose value may stand alone on the next line.
	afterVerdictHeading bool
	// verdictHeading is the text of the previous block when it is a
	// heading that names the verdict: a mark on it (`## Verdict ❌`)
	// stands beside a value alone below it.
	verdictHeading string
	// sev is the severity a findings heading gives what it holds
	// (`## Critical Issues`), and entry the finding a heading under it
	// opened (`### 1. Race condition`), whose body details it.
	sev   severity
	entry int // index in the findings items; -1 when none
	// addressed says a line under the severity heading in force said
	// there is none and that what follows was addressed: the entries
	// after it, to the next heading, are settled.
	addressed bool
	// advice is the level of the heading in force that names advice,
	// risks or issues addressed (advice.go), 0 under none: a grade under
	// it is no blocking finding.
	advice int
	// settledScope says the heading of advice in force names issues
	// dealt with (`## Issues Addressed`), not advice, and riskScope
	// says it names risks (`## Technical Risks`), graded by how grave
	// they would be.
	settledScope, riskScope bool
	// gradedLine is one more than the index, in the strays, of the
	// finding a `**Severity:** Critical` line outside the findings made
	// under the heading in force (0 for none), and bodyResolved says a
	// `Status: RESOLVED` line stands there: either settles the other.
	gradedLine   int
	bodyResolved bool
	// graded is the blocking severity of a heading under advice read as
	// a priority (`### Critical` under `## Recommendations`), in force to
	// the next heading of its level or above: what it heads that demands
	// its fix is a finding all the same.
	graded severity
	// titled is a heading that names a blocking finding in its title,
	// held until the next block says whether it heads anything
	// (titledgrade.go); titledLevel is its level.
	titled      *Finding
	titledLevel int
	// demand is the heading in force that demands what it lists be
	// done (`## Required Changes`, demandheading.go), "" under none;
	// demandLevel is its level.
	demand      string
	demandLevel int
	// listed is the blocking grade of a plain-text label (`Critical
	// issues:`) whose list may follow, "" when none.
	listed string
	// alt is the level of the heading in force that names alternatives
	// (alternatives.go), 0 under none: verdicts under it are theirs.
	alt int
	// file is the level of the heading in force that names a file
	// (filepart.go), 0 under none: a keyed verdict under it is that
	// file's.
	file int
	// checks is the level of the heading in force that names checks or
	// their results (checks.go), 0 under none: a failed one there is a
	// blocking finding.
	checks int
	// head is the text of the heading below the title in force, "" under
	// none: when it does not name the verdict (`#### 1. Missing
	// directories`, see parted), a status under it is a part's, never
	// the report's failure (failure.go); a line keyed with the dialect's
	// first key (`Verdict:`) may be, anywhere.
	head string
	// reason is the level of the heading in force that names a
	// verdict's reason or a summary (failingprose.go), 0 under none;
	// besideVerdict says the report's verdict was stated under the
	// heading in force, or by it: a failure said in prose there
	// contradicts a pass.
	reason        int
	besideVerdict bool
	// issues is the level of a heading in force, not the dialect's
	// findings, that names a list of issues (`## Concerns`, `## Review
	// Findings`), 0 under none: a rank after an entry's text there
	// grades the defect it states (see gradeLast).
	issues int
	// nextToVerdict says the block before this one, in the verdict's
	// section, stated the verdict: a reservation that opens this one
	// (`However, the token leaks.`) is the verdict's (failingprose.go).
	// verdictBefore carries it from one block to the next.
	nextToVerdict, verdictBefore bool
	// lineStates says the block just read states a verdict of any kind:
	// no sentence wrapped across lines runs through it (sentenceLine).
	lineStates bool
	// lineBare says the block just read was read for a value alone, as
	// under a verdict heading (verdictAt's bare).
	lineBare bool
	// lineContinues says the block just read is the rest of the verdict
	// line before it.
	lineContinues bool
	// sentence is the sentence of a paragraph that runs on from the
	// lines read so far (wrapped.go).
	sentence wrappedSentence
	// afterBlock is one more than the index of the block whose text,
	// from afterFrom on (the whole of it when afterFrom is -1), follows
	// the prose being read in its paragraph, 0 for none (textAfter).
	afterBlock, afterFrom int
	// round is the index of the last round's heading in a review log
	// (history), -1 when the report is one review: the verdict it
	// states (`## Final Review - PLAN APPROVED`) is the report's.
	round int
	// itemsLeft counts the list items from the block being read on: a
	// section's items are allocated once, for as many as may follow.
	itemsLeft int
	// refused holds the lines refused as ambiguous, once one more is.
	refused map[int]bool
	// mentions says whether the text of the block being read holds a
	// verdict key (d.mentionsVerdict).
	mentions bool
	// words summarises wordsText, once summarised is set (wordsOf).
	words      textPairs
	wordsText  string
	summarised bool
	// low is the block's text lowered and flattened, for the readings
	// of prose that each would copy it again (lowFlat).
	low flatMemo
}

// wordsOf is the summary of text (textpairs.go), kept for the next
// reading that asks of the same text: the readings of one block ask of
// its text in turn.
func (r *reader) wordsOf(text string) *textPairs {
	if !r.summarised || r.wordsText != text {
		r.words, r.wordsText, r.summarised = pairsOf(text), text, true
	}
	return &r.words
}

// failingWords reports whether b's text may hold a failing value, the
// dialect's or one teams write (foreignFailing): labelledFailure reads
// none in a text that holds neither.
func (r *reader) failingWords(b block) bool {
	p := r.wordsOf(b.text)
	return r.d.values.mayOccur(p) || foreignFailing().mayOccur(p)
}

// severity is a heading's severity: what it means (Fail, Note) and the
// dialect's word for it; level is the heading's level.
type severity struct {
	means, word string
	level       int
	// foreign: a blocking grade the dialect does not spell itself
	// (see blockingGrades). It makes what it heads blocking, but gives
	// no entry a disposition: the dialect's own form still asks for one.
	foreign bool
	// alone: the heading is the grade and at most a noun of the list
	// (`## Critical Issues`, `### Blockers`), so the grade names the
	// whole list (see ownGradeDropped).
	alone bool
}

func (r *reader) block(i int, b block) {
	d, rep := r.d, r.rep
	own := r.ownQuote(&b)
	at := pos{b.line, b.col}
	switch b.kind {
	case kindItem:
		r.itemLine = b.line
	case kindOther:
		if r.itemLine > 0 {
			defer r.continued(len(rep.strays))
		}
	default:
		r.itemLine = 0
	}
	r.settleTitled(&b)
	switch b.kind {
	case kindComment:
		if rep.comments == nil {
			rep.comments = newBlocks(&itemBlocks, 0)
		}
		rep.comments = append(rep.comments, b)
		return
	case kindRow:
		if !b.quoted || own {
			r.row(b)
		} else if f, ok := d.quotedCountRow(b); ok && !inEvidence(r.doc.evidence, b.line) {
			rep.strays = append(rep.strays, f)
		}
		return
	}
	// Whether the text holds a verdict key is asked once, for every
	// reading of the block, and first of its word pairs (wordsOf), which
	// most readings of the block ask after: a key whose pairs are not
	// all there is nowhere in it.
	r.mentions = r.wordsOf(b.text).mayHoldAnyOf(d.keyPairs) && d.mentionsVerdict(b.text)
	if b.quoted {
		r.quoted(i, b)
		if !own {
			// `> **Blockers:** 1`: a quoted count that blocks
			// conflicts with a pass, as a quoted failing verdict does.
			if f, ok := d.quotedCount(b); ok && !inEvidence(r.doc.evidence, b.line) {
				rep.strays = append(rep.strays, f)
			}
			return
		}
	}
	// Every rendered line is read for a verdict, at any depth: a second
	// verdict a reader sees is a conflict, wherever it stands.
	got := lineReading{}
	if !own {
		got = r.lineVerdictOf(i, b, r.mentions)
	}
	if i == r.round && (got.kind == noVerdict || got.kind == impliedVerdict) {
		// The last round's heading states the report's verdict, though
		// it reads as a labelled failure too (`## Final Review - FAIL`).
		if _, v, stated, _ := d.roundHeading(b.text); stated {
			got = lineReading{strictVerdict, verdictLine{value: v.side, word: v.word, at: at, place: PlaceHeading, marked: v.marked, cond: v.cond}}
		}
	}
	r.lineStates, r.lineBare = got.kind != noVerdict, r.afterVerdictHeading && b.kind != kindItem
	r.lineContinues = got.kind == continuedVerdict
	if b.unstruck != nil && got.sides() != r.unstruckVerdict(i) {
		r.ambiguous(at, struckVerdict)
	}
	// A heading is asked some ten readings that each begin by
	// normalizing its text: it is normalized once, and they are given
	// that (normalize(normalize(s)) is normalize(s), and copies nothing).
	flat := ""
	if b.kind == kindHeading {
		flat = normalize(b.text)
	}
	// What an alternative's section reads is the alternative's.
	read := got.kind == strictVerdict || got.kind == looseVerdict || got.kind == impliedVerdict
	alt := r.alternative(b, flat, b.kind == kindHeading && (read || r.mentions))
	// A value in other words is prose besides: it is still read for a
	// stray finding.
	verdict := got.kind == strictVerdict || got.kind == looseVerdict || got.kind == continuedVerdict
	r.nextToVerdict, r.verdictBefore = r.verdictBefore, verdict
	switch got.kind {
	case strictVerdict, looseVerdict, impliedVerdict:
		if !alt {
			line := got.line
			line.loose = line.loose || b.alert // an alert's verdict conflicts, never stands alone
			rep.verdicts = append(rep.verdicts, line)
		}
	case otherVerdict:
		if !alt {
			rep.others = append(rep.others, got.line)
		}
	}
	r.afterVerdictHeading = false
	r.verdictHeading = ""
	if b.kind == kindHeading && r.mentions {
		r.verdictHeading = b.text
	}
	titledStray := 0 // one more than the index of a heading's graded title in the strays
	if !verdict {
		titledStray = r.prose(b, false)
	}
	if b.kind == kindHeading {
		r.heading(b, flat, at)
		r.besideVerdict = got.kind == strictVerdict
		if titledStray > 0 {
			// `### Token leak (Critical)` over `Status: RESOLVED`:
			// the status under it settles it, as under a finding.
			r.gradedLine = titledStray
		}
		return
	}
	if got.kind == strictVerdict {
		r.besideVerdict = true
	}
	p := rep.parts[r.current]
	if p == nil {
		return
	}
	// The lines of an acceptance-evidence block are the worker's
	// artifact: only a bullet that carries a disposition or a status, or
	// a line that states a FAIL, is an entry of the section there.
	if inEvidence(r.doc.evidence, b.line) && !d.isEntry(b) {
		return
	}
	if r.current == secFindings {
		r.findingsBlock(&b)
	}
	switch b.kind {
	case kindText:
		if p.text == nil {
			p.text = newBlocks(&itemBlocks, 0)
		}
		p.text = append(p.text, b)
	case kindItem:
		if p.items == nil {
			p.items = newBlocks(&itemBlocks, r.itemsLeft)
		}
		p.items = append(p.items, b)
	}
}

// prose reads a line, or a heading, that states no verdict for what fails
// or holds the merge; titled is one more than the index of a heading's
// graded title in the strays, 0 for none. across says b is a sentence
// wrapped across a paragraph's lines (sentenceLine): only the readings
// that add a finding and keep no state read it, so the joined text can
// add a refusal and change nothing else (a counted sentence's next
// sentence, read across lines by textAfter, settles it as on one line).
func (r *reader) prose(b block, across bool) (titled int) {
	if (b.kind == kindHeading || r.current != secFindings && r.current != secCoverage) && !inEvidence(r.doc.evidence, b.line) {
		level := 8
		if b.kind == kindHeading {
			level = headingLevel(b)
		}
		// An item that demands its fix is no priority, advice or not.
		if f, ok := r.d.strayFail(b); ok && (!r.inAdvice(level, f.Word) || demandsFix(b.text) || f.severityNamed || !r.settledScope && gradedDefect(f, r.riskScope)) {
			r.rep.strays = append(r.rep.strays, f)
			if b.kind == kindHeading && f.gradedLast {
				titled = len(r.rep.strays)
			}
		} else if !ok && b.kind != kindHeading {
			if !across {
				r.underDemand(b) // a line under a demand is read on its own
			}
			r.gradedDemand(b)
			if !across {
				r.severityLine(b) // which may settle a finding
			}
			r.failedCheck(b)
			r.holdMerge(b)
			r.blockingField(b)
			r.failingProse(b)
			r.countedProse(b)
			if !across {
				r.settledLabel(b)
			}
			r.rankedIssue(b)
		} else if !ok {
			// A heading, or a line of bold text alone, that holds the
			// merge (`## Do not merge`) holds it as a line does.
			r.holdMerge(b)
		}
	} else if !across && r.current == secFindings && b.kind != kindHeading && len(r.d.spec.Findings.SeverityLabels) == 0 {
		// `**Severity:** Critical` under `- x: NOTE — why`: a dialect
		// that grades nothing by such a line does not read it as the
		// finding's grade, but a reader does.
		n := len(r.rep.strays)
		r.severityLine(b)
		for k := n; k < len(r.rep.strays); k++ {
			r.rep.strays[k].inFindings = true
		}
	}
	if !across && r.current == secFindings && b.kind == kindOther {
		r.continuedGrade(b)
	}
	if r.current == secFindings && (b.kind == kindText || b.kind == kindItem) && !inEvidence(r.doc.evidence, b.line) {
		// `- Two blockers remain.` under `## Notes`: the count says
		// what the section's grade does not.
		n := len(r.rep.strays)
		r.countedProse(b)
		if !across {
			r.settledLabel(b)
		}
		for k := n; k < len(r.rep.strays); k++ {
			r.rep.strays[k].inFindings = true
		}
	}
	if (r.current == secFindings && (b.kind == kindText || b.kind == kindOther || b.kind == kindItem && b.depth > 1) || r.current == secCoverage && b.kind != kindHeading) && !inEvidence(r.doc.evidence, b.line) {
		r.holdInSection(b)
	}
	return titled
}

// ambiguous records a line whose reading depends on what the reader
// makes of it, unless the line is refused already.
func (r *reader) ambiguous(at pos, why string) {
	if r.refused == nil {
		r.refused = map[int]bool{}
		for _, a := range r.doc.ambiguous {
			r.refused[a.at.line] = true
		}
	}
	if !r.refused[at.line] {
		r.refused[at.line] = true
		r.rep.doc.ambiguous = append(r.rep.doc.ambiguous, ambiguity{at: at, why: why})
	}
}

// struckVerdict says why a line whose verdict reads otherwise without its
// struck-through words is refused.
const struckVerdict = "struck-through words, which a reader sees withdrawn, change the verdict this line states"

// verdictKind says what a line states of the verdict.
type verdictKind uint8

const (
	noVerdict        verdictKind = iota
	strictVerdict                // a verdict line of the dialect
	looseVerdict                 // a loose verdict
	impliedVerdict               // a value in other words that shows its side
	otherVerdict                 // a verdict line whose value is no word of the dialect
	continuedVerdict             // the rest of the verdict line on the line before
)

// lineReading is what a line states of the verdict: line.value and
// line.word for an other verdict are its value as written.
type lineReading struct {
	kind verdictKind
	line verdictLine
}

// lineVerdict reads blocks[i] (b) for a verdict line.
func (r *reader) lineVerdict(i int, b block) lineReading {
	return r.lineVerdictOf(i, b, r.d.mentionsVerdict(b.text))
}

// lineVerdictOf is lineVerdict, given what d.mentionsVerdict says of
// b.text: it is asked once for the three readings below that begin by
// asking it, and for the others of the block: most blocks hold no key.
func (r *reader) lineVerdictOf(i int, b block, mentions bool) lineReading {
	d := r.d
	at := pos{b.line, b.col}
	if b.kind == kindItem && b.task == 1 && !mentions {
		// `- [ ] Request changes` beside `- [x] Approve`: an option
		// left unchosen states nothing. One that names the verdict
		// (`- [ ] Verdict: FAIL`) is still read.
		return lineReading{}
	}
	v, ok := d.verdictAt(r.doc.blocks, i, r.afterVerdictHeading && b.kind != kindItem, mentions)
	if ok && v.how == readAlone && v.side == Pass && r.current == secFindings && d.isGrade(v.word) {
		// A graded pass word that is also a finding's grade (MINOR),
		// alone in the findings (`### Minor` over a list), heads the
		// findings so graded: a reader sees no verdict in it.
		return lineReading{}
	}
	if ok && (v.how == readSection || v.how == readAlone) && v.side != "" && markAgainst(maskCode(r.verdictHeading), v.side) {
		v = verdictRead{how: v.how, marked: true} // `## Verdict ❌` over `APPROVED`
	}
	if ok {
		place := placeOf(b, v)
		if b.line <= r.doc.frontMatter {
			place = PlaceFrontMatter
		}
		part := v.how == readKeyed && (d.itemStatus(b) || r.underFile(b))
		kind := strictVerdict
		if part {
			kind = looseVerdict
		}
		return lineReading{kind, verdictLine{value: v.side, word: v.word, at: at, place: place, loose: part, part: part, marked: v.marked, cond: v.cond}}
	}
	// A line in other words that may state the report's failure stands
	// where a keyed verdict does (failure.go).
	keyed := placeOf(b, verdictRead{})
	if b.line <= r.doc.frontMatter {
		keyed = PlaceFrontMatter
	}
	if keyed == PlaceFrontMatter && !mentions {
		// `status: changes-requested`, `approved: false`: a key GitHub
		// shows in the front matter's table, given a refusal.
		if w := d.frontMatterRefusal(b.text); w != "" {
			return lineReading{impliedVerdict, verdictLine{value: Fail, word: w, at: at, place: keyed, loose: true, part: true, text: w}}
		}
	}
	if w := otherValueIf(d, b.text, mentions); w != "" {
		failure := !r.underFile(b) && !b.alert && d.failurePhrase(w)
		// A value in other words that shows its side (`✅ FULL
		// COMPLIANCE`) is a loose verdict: it may contradict the
		// report's verdict, never stand for it (but see failure).
		if side := d.impliedSide(w); side != "" {
			return lineReading{impliedVerdict, verdictLine{value: side, word: shorten(w, 40), at: at, place: keyed, loose: true, part: true, text: w, failure: failure && side == Fail}}
		}
		return lineReading{otherVerdict, verdictLine{value: shorten(w, 40), at: at, place: keyed, text: w, failure: failure}}
	}
	if side, w := partSideIf(d, b.text, mentions); side != "" {
		// `Status: FAIL` beside `Verdict: APPROVED`: a part that fails.
		// Under a key of the dialect's own (`Plan Status: ❌ …`), not an
		// item's or a file's, it may be the report's failure.
		failure := !r.underFile(b) && !b.alert && d.failurePhrase(w) && d.ownKey(b.text) && !d.itemStatus(b) && !r.parted()
		return lineReading{impliedVerdict, verdictLine{value: side, word: shorten(w, 40), at: at, place: keyed, loose: true, part: true, text: w, failure: failure}}
	}
	if !r.failingWords(b) {
		// labelledFailure finds none of its values.
	} else if w := d.labelledFailure(b.text); w != "" && b.kind != kindRow {
		// `Overall: CHANGES REQUESTED` beside `Verdict: APPROVED`: a
		// part that fails, under a label that is no key.
		return lineReading{impliedVerdict, verdictLine{value: Fail, word: w, at: at, place: keyed, loose: true, part: true, text: w}}
	}
	if w := r.heldLine(i, b, mentions); w != "" {
		// `**Decision:** on hold` beside `Verdict: APPROVED`: a label of
		// the decision, the merge or the review's status holds the merge.
		return lineReading{impliedVerdict, verdictLine{value: Fail, word: shorten(w, 40), at: at, place: keyed, loose: true, part: true, text: w}}
	}
	if w := d.labelOverFailure(b, followingText(r.doc.blocks, i)); w != "" {
		// `**Decision**` or `## Decision` over `REJECTED`.
		return lineReading{impliedVerdict, verdictLine{value: Fail, word: w, at: at, place: keyed, loose: true, part: true, text: w}}
	}
	if w := d.markedPassLine(b.text); w != "" && b.kind != kindRow && !mentions {
		// `LGTM ❌`: a pass a mark beside it takes back.
		return lineReading{impliedVerdict, verdictLine{word: w, at: at, place: keyed, loose: true, part: true, text: w, marked: true}}
	}
	if w := d.conditionalLine(b.text); w != "" && b.kind != kindRow {
		// `APPROVED if the token leak is fixed`: no pass yet.
		return lineReading{impliedVerdict, verdictLine{word: w, at: at, place: keyed, loose: true, part: true, text: w, cond: true}}
	}
	if r.afterVerdictHeading || b.kind == kindItem && b.task == 2 {
		// `### Verdict` over `REJECTED`, or `- [x] Request changes`: a
		// failing verdict in other words where a verdict stands.
		w := d.foreignFailure(b.text, b.task == 2)
		if w == "" && r.afterVerdictHeading && b.kind == kindText {
			// `## Verdict` over `Rejected`, alone on its line.
			w = d.failureInAnyCase(b.text)
		}
		if w != "" {
			return lineReading{impliedVerdict, verdictLine{value: Fail, word: w, at: at, place: keyed, loose: true, part: true, text: w}}
		}
	}
	if r.continues(i) {
		return lineReading{kind: continuedVerdict}
	}
	if !mentions && !d.values.mayOccur(r.wordsOf(b.text)) {
		// looseWord finds no value.
	} else if v, ok := d.looseVerdictOf(b.text, mentions); ok {
		return lineReading{looseVerdict, verdictLine{value: v.side, word: v.word, at: at, loose: true, marked: v.marked, cond: v.cond}}
	}
	if w := d.failureAlone(b); w != "" {
		// `CHANGES REQUESTED` alone on a line: a verdict to a reader,
		// under any heading (`<summary>Decision</summary>` shows as
		// none) and in any dialect.
		return lineReading{impliedVerdict, verdictLine{value: Fail, word: w, at: at, place: PlaceLine, loose: true, part: true, text: w}}
	}
	return lineReading{}
}

// otherValueIf is d.otherValue(text) for a text that mentions a verdict
// key, "" for one that does not.
func otherValueIf(d *Dialect, text string, mentions bool) string {
	if !mentions {
		return ""
	}
	return d.otherValue(text)
}

// partSideIf is d.partSide(text) for a text that mentions a verdict
// key, "" for one that does not.
func partSideIf(d *Dialect, text string, mentions bool) (string, string) {
	if !mentions {
		return "", ""
	}
	return d.partSide(text)
}

// unstruckVerdict is lineVerdict of blocks[i] without its struck-through
// words, with the parts a comparison of two readings keeps: what the
// line states and on which side.
func (r *reader) unstruckVerdict(i int) lineReading {
	b := &r.doc.blocks[i]
	text := b.text
	b.text = *b.unstruck
	got := r.lineVerdict(i, *b)
	b.text = text
	return got.sides()
}

// sides is a reading with only what a comparison keeps: what the line
// states and on which side.
func (l lineReading) sides() lineReading {
	if l.kind == otherVerdict {
		return lineReading{kind: otherVerdict}
	}
	return lineReading{kind: l.kind, line: verdictLine{value: l.line.value, loose: l.line.loose, part: l.line.part}}
}

// continues reports whether blocks[i] continues the paragraph of a
// verdict line read on the line before it (`Verdict` then `: FAIL`):
// that line was read with it, as it renders.
func (r *reader) continues(i int) bool {
	b := r.doc.blocks[i]
	if i == 0 || b.kind != kindText {
		return false
	}
	prev := r.doc.blocks[i-1]
	vs := r.rep.verdicts
	return prev.kind == kindText && prev.line == b.line-1 && len(vs) > 0 && vs[len(vs)-1].at.line == prev.line
}

// heading follows the sections: a heading names one, or is a subsection
// of the one in force, or (in a dialect that writes findings under
// severity headings) gives the findings below it a severity. flat is
// normalize(b.text), given to the readings that read only that.
func (r *reader) heading(b block, flat string, at pos) {
	d, rep := r.d, r.rep
	sec, level := d.sectionOf(flat), headingLevel(b)
	if b.unstruck != nil && d.sectionOf(*b.unstruck) != sec {
		r.ambiguous(at, "struck-through words, which a reader sees withdrawn, change which section this heading opens")
	}
	sev, one, isSev := d.severityHeading(flat)
	if b.unstruck != nil && !(isSev && sev.means == Fail) {
		// A heading that blocks without its struck words blocks: struck
		// words do not make a blocking finding's heading prose.
		if s, o, ok := d.severityHeading(*b.unstruck); ok && s.means == Fail {
			sev, one, isSev = s, o, ok
		}
	}
	if isSev && !one && namesAddressed(flat) && b.holdsUnstruck(namesAddressed) {
		// `## Critical Issues (resolved)`: the issues it grades were
		// dealt with, as under `## Resolved Critical Issues`.
		sev, isSev = severity{}, false
	}
	sev.level = level
	if level >= 2 {
		r.head = b.text
	}
	r.addressed = false
	r.gradedLine, r.bodyResolved = 0, b.holds(resolvedMark)
	if r.advice > 0 && (level <= r.advice || r.settledScope && unsettled(flat)) {
		// A deeper heading that says what it heads is still open (`###
		// Still Open` under `## Addressed Issues`) ends what was settled.
		r.advice, r.settledScope, r.riskScope = 0, false, false
	}
	if r.alt > 0 && (level <= r.alt || r.mentions) {
		r.alt = 0
	}
	if r.alt == 0 && level >= 2 && namesAlternatives(flat) && !r.mentions {
		r.alt = level
	}
	if r.checks > 0 && level <= r.checks {
		r.checks = 0
	}
	if r.reason > 0 && level <= r.reason {
		r.reason = 0
	}
	words := r.wordsOf(b.text)
	if r.reason == 0 && level >= 2 && (sec == secReason || sec == secVerdict || reasonList.in(words) && namesReason(b.text)) {
		r.reason = level
	}
	if r.checks == 0 && level >= 2 && (checkList.in(words) || words.mayHold("ci")) && namesChecks(b.text) {
		r.checks = level
	}
	if r.issues > 0 && level <= r.issues {
		r.issues = 0
	}
	if r.issues == 0 && level >= 2 && sec == secOther && namesIssues(flat) && !namesSettled(flat) {
		r.issues = level
	}
	if r.file > 0 && level <= r.file {
		r.file = 0
	}
	if r.file == 0 && level >= 2 && namesFile(b.text) && !r.mentions {
		r.file = level
	}
	if r.graded.means != "" && level <= r.graded.level {
		r.graded = severity{}
	}
	r.listed = ""
	if r.demand != "" && level <= r.demandLevel {
		r.demand = ""
	}
	if w, ok := demandHeading(flat); ok && r.demand == "" && sec == secOther && !spells(d.values, w) {
		r.demand, r.demandLevel = w, level
	}
	if isSev && r.inAdvice(level, sev.word) && !namesIssues(flat) && !demandsFix(flat) {
		if sev.means == Fail {
			r.graded = sev
		}
		sev, one, isSev = severity{level: level}, false, false
	}
	if sec == secOther && !isSev && r.advice == 0 && level >= 2 && namesSettled(flat) {
		r.advice, r.settledScope, r.riskScope = level, namesAddressed(flat), namesRisks(flat)
	}
	if sec == secOther && isSev && !one && sev.means == Fail {
		r.holdTitled(b, level)
	}
	if sec == secOther && one {
		r.oneFinding(b, sev, at)
		return
	}
	byForeignGrade := false
	if sec == secOther && isSev && !(r.current == secFindings && level > r.currentLevel) {
		// A severity heading that is no subsection of the findings opens
		// them, with its severity (`## Critical Issues`). One graded in
		// words the dialect does not spell is read, but is not the
		// findings section the dialect may require.
		sec, byForeignGrade = secFindings, sev.foreign
	}
	// A deeper heading the contract does not know ("### Blocking" under
	// "## Findings") is a subsection: it cannot end the section and hide
	// what follows from the checks.
	if sec == secOther && rep.parts[r.current] != nil && level > r.currentLevel {
		if r.current == secFindings {
			r.findingsHeading(b, sev, isSev)
		}
		return
	}
	r.current, r.currentLevel = sec, level
	r.afterVerdictHeading = r.current == secVerdict
	r.sev, r.entry = severity{}, -1
	if sec == secFindings && isSev {
		r.sev = sev
	}
	if p := rep.parts[r.current]; p != nil && !p.seen {
		if byForeignGrade {
			p.read = true
		} else {
			p.seen, p.heading = true, at
		}
	}
}

// inAdvice reports whether a severity word at a heading level (8 for
// anything but a heading) grades a priority under a heading of advice.
func (r *reader) inAdvice(level int, word string) bool {
	return r.advice > 0 && level > r.advice && r.current != secFindings && priorityGrade(word)
}

// oneFinding reads a heading that is one finding named by its severity
// and a number ("### ADVISE 1"): an entry of the findings, opening them
// where it is no subsection of them. What follows it, to the next
// heading, is its body.
func (r *reader) oneFinding(b block, sev severity, at pos) {
	p := r.rep.parts[secFindings]
	if level := headingLevel(b); r.current != secFindings || level <= r.currentLevel {
		r.current, r.currentLevel = secFindings, level
		r.afterVerdictHeading = false
		r.sev = severity{}
		if !p.seen {
			p.seen, p.heading = true, at
		}
	}
	entry := block{kind: kindItem, line: b.line, col: b.col, text: strings.TrimSpace(b.text), sev: &sev, heading: true}
	if b.unstruck != nil {
		t := strings.TrimSpace(*b.unstruck)
		entry.unstruck = &t
	}
	p.items = append(p.items, entry)
	r.entry = len(p.items) - 1
}

// findingsHeading reads a subsection heading under Findings: a severity
// heading sets the severity of what follows; under one, any other heading
// is a finding of its own (`### 1. Race condition`).
func (r *reader) findingsHeading(b block, sev severity, isSev bool) {
	switch {
	case isSev:
		r.sev, r.entry = sev, -1
	case r.sev.means != "" && b.depth > 0 && headingLevel(b) > r.sev.level:
		text := strings.TrimLeft(b.text, "0123456789.)#: ")
		if text == "" {
			text = b.text
		}
		sev := r.sev
		entry := block{kind: kindItem, line: b.line, col: b.col, text: text, sev: &sev, heading: true}
		if b.unstruck != nil {
			// Without its struck words the heading reads on its own.
			t := strings.TrimLeft(*b.unstruck, "0123456789.)#: ")
			entry.unstruck = &t
		}
		p := r.rep.parts[secFindings]
		p.items = append(p.items, entry)
		r.entry = len(p.items) - 1
	default:
		r.entry = -1
	}
}

// findingsBlock marks a block under Findings with the severity in force,
// and reads a severity label in a heading finding's body
// (`**Severity:** Major`) onto that finding.
func (r *reader) findingsBlock(b *block) {
	if r.entry >= 0 {
		entry := &r.rep.parts[secFindings].items[r.entry]
		if sev, ok := r.d.severityLabel(b.text); ok {
			entry.sev = &sev
		}
		entry.resolved = entry.resolved || b.holds(resolution)
		b.detail = true
		return
	}
	if r.sev.means != "" {
		sev := r.sev
		b.sev = &sev
		b.resolved = r.addressed && !openUnderSettled(b.text)
		if b.kind == kindText && b.holds(r.d.settlesWhatFollows) {
			r.addressed = true
		}
	}
}

// row reads a table row: for verdicts wherever it stands, and as an entry
// of the section in force.
func (r *reader) row(b block) {
	d, rep := r.d, r.rep
	verdict := false
	nv, no := len(rep.verdicts), len(rep.others)
	defer func() {
		if r.alt > 0 && !rowNamesWork(b) {
			rep.verdicts, rep.others = rep.verdicts[:nv], rep.others[:no]
		}
	}()
	d.rowVerdicts(b, func(v verdictRead, at pos) {
		rep.verdicts = append(rep.verdicts, verdictLine{value: v.side, word: v.word, at: at, place: PlaceTable, loose: v.how == readLoose || b.alert, marked: v.marked, cond: v.cond})
		verdict = true
	}, func(w string, at pos) {
		rep.others = append(rep.others, verdictLine{value: w, text: w, at: at})
		verdict = true
	})
	if b.unstruck != nil && rowSides(d, b) != rowSides(d, b.withoutStruckCells()) {
		r.ambiguous(pos{b.line, b.col}, struckVerdict)
	}
	r.afterVerdictHeading = false
	if !verdict && !b.isHeader && r.current != secCoverage && !inEvidence(r.doc.evidence, b.line) && r.alt == 0 && r.file == 0 {
		// `| Minor | the token leaks | Blocking: Yes |`: a column that
		// asks whether the row blocks, answered yes, in or out of the
		// findings.
		if f, ok := blockingAnswer(b); ok {
			f.inFindings = r.current == secFindings
			rep.strays = append(rep.strays, f)
		}
		if w, at := r.heldRow(b); w != "" {
			// `| Decision | on hold |` beside `Verdict: APPROVED`.
			rep.verdicts = append(rep.verdicts, verdictLine{value: Fail, word: shorten(w, 40), at: at, place: PlaceTable, loose: true, part: true, text: w})
			verdict = true
		}
		for i, h := range b.header {
			// `| Decision |` over `| REJECTED |`: the column's value
			// is a decision.
			if i < len(b.cells) && namesDecision(strings.ToLower(h.text)) && proseword.Few(h.text, 3) {
				if w := d.foreignFailure(b.cells[i].text, false); w != "" && !verdict {
					rep.verdicts = append(rep.verdicts, verdictLine{value: Fail, word: w, at: b.cells[i].at, place: PlaceTable, loose: true, part: true, text: w})
				}
			}
		}
	}
	if !verdict && !b.isHeader && r.current != secFindings && r.current != secCoverage && !inEvidence(r.doc.evidence, b.line) {
		// A table whose column names its rows issues lists findings,
		// under advice too, as a heading of issues does.
		if f, ok := d.strayRow(b); ok && (!r.inAdvice(8, f.Word) || b.column(issueColumns) >= 0 || demandsFix(b.text)) {
			rep.strays = append(rep.strays, f)
		} else if !ok {
			r.gradedDemand(b)
			r.failedCheck(b)
			r.holdMerge(b)
			r.settledRow(b)
		}
	}
	if !verdict && !b.isHeader && (r.current == secFindings || r.current == secCoverage) && !inEvidence(r.doc.evidence, b.line) {
		r.holdInSection(b)
	}
	if !verdict && b.isHeader && r.alt == 0 && r.file == 0 && r.current != secFindings && r.current != secCoverage && !inEvidence(r.doc.evidence, b.line) {
		if f, ok := failedHeaderRow(b); ok {
			rep.strays = append(rep.strays, f)
		}
	}
	// A row nested in a list item, like a nested bullet, details the
	// entry above it unless it carries a disposition or a status of its
	// own; so does a row inside an evidence block.
	nested := b.depth > 0 || inEvidence(r.doc.evidence, b.line)
	if p := rep.parts[r.current]; p != nil && !b.isHeader && (!nested || d.isRowEntry(b)) {
		p.rows = append(p.rows, b)
	}
}

// rowSides is what a row states of the verdict, for comparing two
// readings of it: the side of each verdict read, loose ones marked, and
// a mark for each value in other words.
func rowSides(d *Dialect, b block) string {
	var out strings.Builder
	d.rowVerdicts(b, func(v verdictRead, _ pos) {
		out.WriteString(v.side)
		if v.how == readLoose {
			out.WriteByte('~')
		}
		out.WriteByte(' ')
	}, func(string, pos) {
		out.WriteString("? ")
	})
	return out.String()
}

// quoted reads a block of a block quote that is no alert. What a quote
// says is not the report's own: it opens no section and states no
// finding. But a verdict in it that fails, or offers no side, beside
// a pass is one a reader cannot tell from the report's: it conflicts;
// and so does a count of a blocking grade above nought (quotedCount).
func (r *reader) quoted(i int, b block) {
	got := r.lineVerdictOf(i, b, r.mentions)
	switch got.kind {
	case strictVerdict, looseVerdict, impliedVerdict:
	case otherVerdict:
		// `> Verdict: FAIL` where the dialect says CHANGES REQUESTED.
		if r.d.failurePhrase(got.line.text) || r.d.foreignFailure(got.line.value, true) != "" {
			r.rep.others = append(r.rep.others, got.line)
		}
		return
	default:
		return
	}
	if line := got.line; line.value != Pass {
		line.loose = true
		r.rep.verdicts = append(r.rep.verdicts, line)
	}
}
