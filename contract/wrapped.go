package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A paragraph's line breaks do not break its sentences: GitHub renders a
// soft break as a space, and a reader reads `There are 2` over
// `blockers.` as one sentence, as `I can no` over `longer approve this.`
// or a hard break inside one. Each rendered line is read on its own
// (reader.block); a sentence that runs on across a line's end is read
// once more, whole: by the line's verdict reading, and when it states no
// verdict by the readings of what fails or holds the merge (prose with
// across). Of the joined text only what refuses a pass is kept: joining
// can add a refusal, never an approval. The one exception is a counted
// sentence's next sentence, read across lines as on one (textAfter):
// `Review found 2 blockers.` over `Both were fixed.` is settled as the
// same words on one line are; a list item or the next paragraph's first
// line after it may take that settling back (listedAfter), never settle.
//
// A sentence ends at `.`, `!` or `?` before a space or the line's end,
// at the paragraph's end, before a line that opens with a label
// (`Blockers: none`, `**Risk:** low`), and at a line that states a
// verdict: such lines read as fields of their own. A verdict line's own
// sentence may run on (`LGTM` over `pending the CI run.`). A negation
// left open runs on into a word and its colon (`Do not` over `Merge:
// the token leaks.`), and a sentence left open runs on into a line that
// alone would pass (`I can not` over `approve.`, or over `**APPROVE**`,
// a line of bold text the walker reads as a heading), which is read with
// it. A sentence within one line is not read again, nor a prose one
// whose lines a reading found something in already: one sentence, one
// finding. Each line is joined into at most the sentence it ends and
// the one it begins: the work is linear.

// wrappedSentence is the sentence that runs on from the lines read so
// far: first is the index of the block it begins in (-1 for none) and
// from the byte of that block's text it begins at; last is the block
// read last, and to the end of the sentence in it.
type wrappedSentence struct {
	first, from, last, to int
	// found says a reading found something in one of its lines on its
	// own; nextToVerdict is what reader.nextToVerdict was at its first
	// line.
	found, nextToVerdict bool
	// verdict is one more than the index in the report's verdicts of
	// the pass its first line states, 0 for a sentence of prose; bare
	// says that line was read for a value alone.
	verdict int
	bare    bool
}

// shownText is what a paragraph's line shows a reader: its text without
// struck-through words, which a reader sees withdrawn, and without what
// ends the line.
func shownText(b block) string {
	t := b.text
	if b.unstruck != nil {
		t = *b.unstruck
	}
	return strings.TrimRight(t, " \t\r")
}

// proseLine reports whether b is a line of a paragraph the report states
// (no quote's, no heading).
func proseLine(b block) bool {
	return (b.kind == kindText || b.kind == kindOther) && !b.quoted
}

// wrapsOn reports whether b may continue the sentence open before it,
// from its shape alone: reader.sentenceLine weighs what it states.
func (r *reader) wrapsOn(b block) bool {
	s := r.sentence
	if s.first < 0 {
		return false
	}
	kind := r.doc.blocks[s.first].kind
	if continuesLine(b, kind) {
		return true
	}
	if s.verdict == 0 && kind == kindText && boldAlone(b) {
		// `I can not` over `**APPROVE**`: a paragraph's line of bold
		// text alone, read as a heading of its own, shows a reader the
		// end of the sentence before it as a plain line does. Only a
		// line that alone would pass, or an approval's word that a
		// dialect may read as none, is read into: joining can only add
		// a refusal, and any other bold line (`**Findings**`) ends the
		// sentence as before.
		if approvalWordAlone(b.text) {
			return true
		}
		got := r.readAlone(b, false)
		return (got.kind == strictVerdict || got.kind == looseVerdict) && got.line.value == Pass
	}
	// `Do not` over `Merge: the token leaks.`: a word and a colon that
	// complete a negation left open reads on as `Do not merge: …` does,
	// not as a label of its own.
	return s.verdict == 0 && b.wrapped && proseLine(b) && b.kind == kind &&
		endsNegated(shownText(r.doc.blocks[s.last])) && opensWordLabel(b.text)
}

// endsNegated reports whether a line ends in a word that negates the
// verb still to come (`Do not`, `I cannot`, `Do not yet`).
func endsNegated(t string) bool {
	t = strings.TrimRight(t, " \t*_")
	i := strings.LastIndexAny(t, " \t*_") + 1
	if strings.EqualFold(t[i:], "yet") {
		// `Do not yet` over `Merge: the token leaks.`: timed, the
		// negation is still left open.
		t = strings.TrimRight(t[:i], " \t*_")
		i = strings.LastIndexAny(t, " \t*_") + 1
	}
	switch strings.ToLower(straightApostrophes(t[i:])) {
	case "not", "don't", "dont", "never", "cannot", "can't", "won't", "wouldn't", "shouldn't", "mustn't":
		return true
	}
	return false
}

// opensWordLabel reports whether a line opens with a label of one word
// (`Merge: the token leaks`), which may be the verb a line before it
// left to come.
func opensWordLabel(t string) bool {
	t = strings.TrimLeft(t, " \t*_")
	i := strings.IndexByte(t, ':')
	if i <= 0 {
		return false
	}
	for _, c := range []byte(strings.TrimRight(t[:i], "*_")) {
		if (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') {
			return false
		}
	}
	// `Breaking change: not` over `Approved: yes` (`yes, after CI`): a
	// label with a field's value is a field of its own, whatever the
	// line before left open.
	v := strings.TrimLeft(t[i+1:], " \t*_")
	if j := strings.IndexAny(v, ",;( \t—–"); j >= 0 {
		v = v[:j]
	}
	switch strings.ToLower(strings.TrimRight(v, "*_.!")) {
	case "yes", "y", "no", "n", "true", "false", "ok", "okay", "none", "n/a", "na", "done", "pass", "passed", "fail", "failed", "0", "1", "x", "✅", "❌":
		return false
	}
	return true
}

// boldAlone reports whether b is a later line of a paragraph at the top
// level that holds bold text alone, which the walker reads as a heading
// (`**APPROVE**` under `I can not`).
func boldAlone(b block) bool {
	return b.kind == kindHeading && b.wrapped && !b.quoted
}

// approvalWordAlone reports whether t is an approval's word alone, in
// any case, with the marks that may close a sentence: `APPROVE`,
// `approved.`, `LGTM`, `merge.`, `sign off`.
func approvalWordAlone(t string) bool {
	switch strings.ToLower(strings.Trim(t, " \t*_.!")) {
	case "approve", "approved", "approval", "lgtm", "pass", "passed", "passes", "merge", "merged", "ship", "ship it",
		"land", "accept", "accepted", "sign off", "sign-off", "signed off":
		return true
	}
	return false
}

// continuesLine reports whether b goes on a paragraph of the kind begun
// before it: a later line of it, stated, opening with no label.
func continuesLine(b block, kind blockKind) bool {
	return b.wrapped && proseLine(b) && b.kind == kind && !opensLabel(b.text, b.label)
}

// sentenceLine carries the open sentence through block i, just read,
// whose readings raised the strays from n on; it reads the sentence when
// block i ends it.
func (r *reader) sentenceLine(i int, b block, n int) {
	t := shownText(b)
	s := &r.sentence
	if !proseLine(b) {
		if s.first >= 0 && boldAlone(b) && !r.refusalStated(b.line) && !inEvidence(r.doc.evidence, b.line) {
			// A bold line that ends the open sentence (wrapsOn): read
			// with it, as the plain line below is.
			s.last, s.to = i, len(t)
			if e := wrappedEnd(t); e >= 0 {
				s.to = e
			}
			r.endSentence()
		}
		r.sentence.first = -1
		return
	}
	if s.verdict > 0 && s.first >= 0 {
		// A line that states a verdict is read on its own: the
		// sentence ends before it. One that only carries on the verdict
		// line before it carries on its sentence.
		ended := r.lineStates && !r.lineContinues
		if !ended {
			s.last, s.to = i, len(t)
			if e := wrappedEnd(t); e >= 0 {
				s.to, ended = e, true
			}
		}
		if !ended {
			return
		}
		r.endSentence()
	}
	if r.lineStates && s.first >= 0 && s.verdict == 0 && !r.refusalStated(b.line) && !inEvidence(r.doc.evidence, b.line) {
		// A line that a sentence left open on the line before runs
		// into (`I can not` over `approve.`) is, to a reader, no
		// verdict line of its own but the rest of that sentence: the
		// sentence is read whole, for what it refuses. A line that
		// refuses on its own is found already: one sentence, one
		// finding.
		s.last, s.to = i, len(t)
		if e := wrappedEnd(t); e >= 0 {
			s.to = e
			r.endSentence()
		}
		return
	}
	if r.lineStates || inEvidence(r.doc.evidence, b.line) {
		// A verdict line is no prose: the prose before it is left
		// unread, as it was read before the verdict (reader.prose
		// weighs what the verdict says). A pass whose sentence runs
		// on is read on with it, for what takes it back.
		r.sentence.first = -1
		if k := len(r.rep.verdicts) - 1; k >= 0 && r.lineStates && r.rep.verdicts[k].at.line == b.line && r.rep.verdicts[k].value == Pass && wrappedEnd(t) < 0 && !inEvidence(r.doc.evidence, b.line) {
			*s = wrappedSentence{first: i, last: i, to: len(t), verdict: k + 1, bare: r.lineBare}
		}
		return
	}
	found := len(r.rep.strays) > n
	if s.first >= 0 {
		s.found = s.found || found
		s.last, s.to = i, len(t)
		end := wrappedEnd(t)
		if end < 0 {
			return
		}
		s.to = end
		r.endSentence()
	}
	from := 0
	if k := lastSentenceStart(t); k >= 0 {
		from = k
	}
	if strings.TrimSpace(t[from:]) == "" {
		return
	}
	*s = wrappedSentence{first: i, from: from, last: i, to: len(t), found: found, nextToVerdict: from == 0 && r.nextToVerdict}
}

// refusalStated reports whether the line just read, at line, states a
// verdict the report records that refuses a pass (refusesPass).
func (r *reader) refusalStated(line int) bool {
	k := len(r.rep.verdicts) - 1
	if k < 0 {
		return false
	}
	v := r.rep.verdicts[k]
	return v.at.line == line && (v.value == Fail || v.value == "" && (v.cond || v.marked))
}

// endSentence reads the open sentence when it runs across lines and
// none of its lines was found anything in, and closes it.
func (r *reader) endSentence() {
	s := r.sentence
	r.sentence.first = -1
	if s.first < 0 || s.last == s.first || s.found && s.verdict == 0 {
		return
	}
	blocks := r.doc.blocks
	head := blocks[s.first]
	var text strings.Builder
	text.WriteString(strings.TrimLeft(shownText(head)[s.from:], " \t"))
	for k := s.first + 1; k <= s.last; k++ {
		t := shownText(blocks[k])
		if k == s.last {
			t = t[:s.to]
		}
		text.WriteByte(' ')
		text.WriteString(t)
	}
	b := block{kind: head.kind, line: head.line, col: head.col, depth: head.depth, text: text.String()}
	if s.from == 0 {
		b.label, b.lead = head.label, head.lead
	}
	if inEvidence(r.doc.evidence, b.line) {
		return
	}
	if s.verdict > 0 {
		r.verdictRunsOn(s.verdict-1, b, s.bare)
		return
	}
	if r.sentenceVerdict(b) {
		return // a verdict is no prose, as on one line
	}
	n := len(r.rep.strays)
	next := r.nextToVerdict
	r.nextToVerdict = s.nextToVerdict
	r.afterBlock, r.afterFrom = s.last+1, s.to
	r.prose(b, true)
	r.afterBlock = 0
	r.nextToVerdict = next
	if head.kind == kindOther && r.itemLine > 0 {
		r.continued(n)
	}
}

// sentenceVerdict reads a sentence wrapped across lines for a verdict as
// a line is read (none of its lines states one), and records what it
// states when that refuses a pass: a failing value, or a pass taken back
// or held to a condition (`LGTM (just` over `kidding).`). A pass is not
// recorded: joining can only add a refusal. It reports whether the
// sentence reads as a verdict line, which no prose reading reads.
func (r *reader) sentenceVerdict(b block) bool {
	got := r.readAlone(b, false)
	if line := got.line; refusesPass(got) && r.alt == 0 {
		line.loose = true // read for conflicts, never the report's verdict alone
		r.rep.verdicts = append(r.rep.verdicts, line)
	}
	return got.kind == strictVerdict || got.kind == looseVerdict || got.kind == continuedVerdict
}

// verdictRunsOn reads the sentence b that the pass verdicts[k] states
// on its first line and runs on past that line's end, as a reader reads
// it: what takes the pass back there (`LGTM` over `pending the CI run.`)
// makes the line what it makes it on one line. A reading that passes,
// or reads no verdict, leaves the line as it was: the sentence can only
// take a pass back.
func (r *reader) verdictRunsOn(k int, b block, bare bool) {
	if k >= len(r.rep.verdicts) || r.rep.verdicts[k].at.line != b.line {
		return
	}
	if got := r.readAlone(b, bare); refusesPass(got) {
		r.rep.verdicts[k] = got.line
	}
}

// readAlone is lineVerdictOf of b standing alone, as the text a reader
// sees on one line; bare says it stands where a value alone is a
// verdict (under a verdict heading).
func (r *reader) readAlone(b block, bare bool) lineReading {
	d := r.d
	mentions := r.wordsOf(b.text).mayHoldAnyOf(d.keyPairs) && d.mentionsVerdict(b.text)
	blocks, after := r.doc.blocks, r.afterVerdictHeading
	r.doc.blocks, r.afterVerdictHeading = []block{b}, bare
	got := r.lineVerdictOf(0, b, mentions)
	r.doc.blocks, r.afterVerdictHeading = blocks, after
	return got
}

// refusesPass reports whether a reading states a verdict that refuses a
// pass: a failing value, or a pass taken back or held to a condition.
func refusesPass(got lineReading) bool {
	switch got.kind {
	case strictVerdict, looseVerdict, impliedVerdict:
		l := got.line
		return l.value == Fail || l.value == "" && (l.cond || l.marked)
	}
	return false
}

// wrappedEnd is the index just past the first sentence's end in a
// line (after its closing marks), or -1 when the sentence runs on.
func wrappedEnd(t string) int {
	for i := 0; i < len(t); i++ {
		if t[i] != '.' && t[i] != '!' && t[i] != '?' {
			continue
		}
		j := i + 1
		for j < len(t) && strings.IndexByte(`)]"'*_`, t[j]) >= 0 {
			j++
		}
		if j == len(t) || t[j] == ' ' || t[j] == '\t' {
			return j
		}
	}
	return -1
}

// lastSentenceStart is the index where the last sentence of a line
// begins after an earlier one's end, or -1 when the line holds no end.
func lastSentenceStart(t string) int {
	k := -1
	for {
		e := wrappedEnd(t[max(k, 0):])
		if e < 0 {
			return k
		}
		k = max(k, 0) + e
	}
}

// opensLabel reports whether a line opens with a label of a few words
// (`Blockers: none`, `Risk level: low`, `**risk:** low`): a field of its
// own, which a sentence before it does not run into. A label in plain
// text is capitalised: `longer approve this: see below` runs on;
// marked says the line opens with emphasis, which sets a label off
// however it is written.
func opensLabel(t string, marked bool) bool {
	t = strings.TrimLeft(t, " \t*_")
	if t == "" || !marked && (t[0] < 'A' || t[0] > 'Z') {
		return false
	}
	i := strings.IndexByte(t, ':')
	if i < 0 || i > 40 || strings.Count(t[:i], " ") > 3 {
		return false
	}
	return !strings.ContainsAny(t[:i], ".!?")
}

// textAfter is the text that follows the prose line, or the sentence
// wrapped across lines, being read in its paragraph, through the line
// where the last sentence after it a reader reads on to ends (the next
// one may settle a count, one after a few of filler take the settling
// back: sentencesAfter); "" for none, or
// where b has no sentence end of its own (a sentence that runs on is
// read whole, by endSentence). What a reader reads next past the
// paragraph, a list item right after a last sentence with no stop
// (`Both were fixed` over `- no they were not.`) or the next
// paragraph's first line, is read on into too (listedAfter). Only a
// line with an end reads on, to at most sentencesAfter lines with one
// after it: each line is read on into at most a few times, so the work
// is linear.
func (r *reader) textAfter(b block) string {
	k, from := r.afterBlock-1, r.afterFrom
	blocks := r.doc.blocks
	if k < 0 || k >= len(blocks) {
		return ""
	}
	if b.kind == kindItem && !b.quoted && from < 0 {
		// `- … Both were fixed` over `- no they were not.`, and an item
		// with no stop at all (`- 2 blockers, both fixed` over `- Not
		// really.`): one block read on, whatever the item.
		return r.listedAfter(k, false)
	}
	if wrappedEnd(strings.TrimRight(b.text, " \t\r")) < 0 {
		return ""
	}
	if !proseLine(b) {
		return ""
	}
	var text strings.Builder
	ends := 0
	if from >= 0 {
		// The rest of the line a wrapped sentence ends in.
		t := shownText(blocks[k])
		if from > len(t) {
			return ""
		}
		text.WriteString(t[from:])
		if ends = sentenceEnds(strings.TrimLeft(t[from:], " \t")); ends >= sentencesAfter {
			return text.String()
		}
		k++
	}
	kind := b.kind
	for ; k < len(blocks); k++ {
		l := blocks[k]
		if !continuesLine(l, kind) || inEvidence(r.doc.evidence, l.line) {
			text.WriteString(r.listedAfter(k, text.Len() > 0 && endsSentence(text.String())))
			break
		}
		t := shownText(l)
		text.WriteByte(' ')
		text.WriteString(t)
		if ends += sentenceEnds(t); ends >= sentencesAfter {
			break
		}
	}
	return text.String()
}

// listedAfter is the blocks from blocks[k] on read as the sentences
// after the line before it, where a reader reads them so: a list item
// on the next line or after one blank line, a quote opening on the
// next line, the first line of a paragraph right after, past one blank
// line, a line of bold text alone (`**Not really.**`, which the scanner
// takes for a heading) in the paragraph or after it, and the lines that
// continue each; an HTML comment between, which shows nothing, is
// passed over. "" otherwise. It is set off as a sentence of its own:
// it may take a settling back (retracts), never settle a count itself.
// It reads on through sentencesAfter sentence ends or blocks at most
// (`Both were fixed.` over `Well.` and `Not really.`, each a paragraph),
// so each block is read on into a few times at most.
func (r *reader) listedAfter(k int, ended bool) string {
	blocks := r.doc.blocks
	var text strings.Builder
	heading := -2 // the index of a heading read past
	skipped := -3 // the index of a name of what is open over none, read past
	for n, ends := 0, 0; n < sentencesAfter && ends < sentencesAfter && k > 0 && k < len(blocks); n, k = n+1, k+1 {
		l, prev := blocks[k], blocks[k-1]
		if inEvidence(r.doc.evidence, l.line) || l.alert {
			break
		}
		if l.kind == kindComment {
			continue // a comment shows nothing: what follows it is read next
		}
		if k+1 < len(blocks) && paragraphLine(l) && openLabel(shownText(l)) {
			// `**Open**` over `- none`: a name of what is open, with no
			// stop, labels the block right below it, and with it states
			// that none is (as `Open: none` does), which takes nothing
			// back. Only a value of none alone is so read (not `- none`
			// over `- the null check`): any other is read on as before.
			v := blocks[k+1]
			if (v.kind == kindItem || paragraphLine(v)) && v.line <= l.line+2 && r.noneAlone(k+1) && r.d.saysNone(shownText(v)) {
				// What follows is read on as if the two were not there.
				skipped = k
				k++
				continue
			}
		}
		if n == 0 && l.kind == kindHeading && l.depth > 0 && !l.quoted && (l.line == prev.line+2 || l.afterBreak && l.line <= prev.line+4) &&
			(paragraphLine(prev) || prev.kind == kindItem) {
			// `## Notes` right after the settling paragraph: a reader
			// reads on to what stands under it.
			heading = k
			continue
		}
		afterComment := prev.kind == kindComment && k >= 2
		if afterComment || heading == k-1 {
			prev = blocks[k-2]
		}
		if skipped == k-2 {
			afterComment, prev = true, blocks[k-3]
		}
		// Set off as a sentence of its own, unless the text before
		// ends one on the line just above: `fixed.. Note` would read
		// as an ellipsis, which leaves the settling before it unstated
		// (plainNext). A block past a blank line or a comment keeps
		// the `..`: the settling then stands only if nothing after it
		// is read, and a later paragraph is too free to read as
		// settling (`The second is still open.`). A list item past a
		// blank line is its own remark, which the settling stands
		// beside as it did before items there were read (`- The
		// parser is fine.`); only a taking back in it is read.
		sep := ". "
		if text.Len() > 0 {
			ended = endsSentence(text.String())
		}
		if ended && (l.line == prev.line+1 || l.kind == kindItem) {
			sep = " "
		}
		switch {
		case afterComment && (paragraphLine(l) || l.kind == kindItem) && (paragraphLine(prev) || prev.kind == kindItem):
			text.WriteString(sep)
		case heading == k-1:
			if l.line != blocks[k-1].line+2 || l.wrapped || l.quoted || !paragraphLine(l) && l.kind != kindItem {
				return text.String()
			}
			text.WriteString(". ") // the heading ends what was before it
		case l.afterBreak && !l.wrapped && !l.quoted && l.line <= prev.line+4 && (paragraphLine(l) || l.kind == kindItem) &&
			(paragraphLine(prev) || prev.kind == kindItem):
			text.WriteString(". ") // `---` between: read on as past a blank line
		case n > 0 && l.wrapped && l.line == prev.line+1 && paragraphLine(l) && paragraphLine(prev) && l.quoted == prev.quoted:
			text.WriteByte(' ') // the listed paragraph runs on
		case l.kind == kindItem && (l.line == prev.line+1 || l.line == prev.line+2):
			text.WriteString(sep)
		case paragraphLine(l) && l.wrapped && !l.quoted && l.line == prev.line+1 && paragraphLine(prev) && !prev.quoted:
			text.WriteString(sep) // bold alone in the paragraph: `Both were fixed.` over `**Not really.**`
		case l.kind == kindOther && !l.wrapped && l.line == prev.line+2 && prev.kind == kindItem:
			text.WriteString(sep) // the item's second paragraph
		case paragraphLine(l) && !l.wrapped && (l.line == prev.line+2 || l.quoted && !prev.quoted && l.line == prev.line+1) &&
			(paragraphLine(prev) || prev.kind == kindItem):
			text.WriteString(sep)
		default:
			return text.String()
		}
		t := shownText(l)
		text.WriteString(t)
		ends += sentenceEnds(t)
	}
	return text.String()
}

// maxCommentsBetween bounds the comments noneAlone reads past to the
// next block: each block is read past by a few at most.
const maxCommentsBetween = 4

// noneAlone reports whether blocks[k] is the only item of its list, or
// no item: an item after it, past blank lines or comments, stands in
// the same list (`- none` over `- the null check`), as does one past
// more comments than maxCommentsBetween, to be safe.
func (r *reader) noneAlone(k int) bool {
	blocks := r.doc.blocks
	if k > 0 && blocks[k].kind == kindItem && blocks[k-1].kind == kindItem && blocks[k-1].line >= blocks[k].line-2 {
		return false
	}
	for n := 0; n <= maxCommentsBetween; n++ {
		k++
		if k >= len(blocks) {
			return true
		}
		if blocks[k].kind != kindComment {
			return blocks[k].kind != kindItem
		}
	}
	return false
}

// openLabel reports whether t names what is still open, a few words
// with no stop (`Open`, `**Outstanding issues**`, `Still open:`).
func openLabel(t string) bool {
	t = strings.TrimRight(strings.Trim(t, " \t*_"), ":")
	n := 0
	for rest := t; ; n++ {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return n > 0 && !strings.ContainsAny(t, ".!?")
		}
		if n >= 4 || len(w) > 16 {
			return false
		}
		var buf [16]byte
		if !isAny(string(lowerWord(buf[:], w)), "open", "outstanding", "unresolved", "remaining", "pending", "still", "blockers",
			"blocking", "issues", "findings", "items", "left", "unfixed", "todo", "todos") {
			return false
		}
		rest = r
	}
}

// endsSentence reports whether t ends with a sentence's stop, past any
// spaces and closing marks.
func endsSentence(t string) bool {
	t = strings.TrimRight(t, " \t*_)\"'`")
	return t != "" && strings.ContainsRune(".!?", rune(t[len(t)-1]))
}

// paragraphLine reports whether b is a rendered line of a paragraph,
// quoted or not: text, or a line of bold text alone, which the scanner
// takes for a heading of no level.
func paragraphLine(b block) bool {
	return b.kind == kindText || b.kind == kindHeading && b.depth == 0
}

// sentencesAfter is how many sentences after a line textAfter reads
// on to: the next, which may settle a count, a few of filler
// (maxFillerSentences), the one that takes the settling back, and one
// more, whose opening tells `No.` the abbreviation (`No. 2 was the
// bigger one.`) from `No.` the answer.
const sentencesAfter = 3 + maxFillerSentences

// sentenceEnds counts the sentence ends in a line, up to sentencesAfter.
func sentenceEnds(t string) int {
	n := 0
	for n < sentencesAfter {
		e := wrappedEnd(t)
		if e < 0 {
			break
		}
		n++
		t = t[e:]
	}
	return n
}
