package contract

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// heldValue reads a line whose label names the decision, the merge or
// the review's status (`**Decision:** on hold`, `**Merge:** blocked`,
// `**Status:** Blocked on the token fix`) and whose value opens with a
// hold (heldStatus), and returns the value; "" for any other line. The
// verdict reading takes no verdict word from it, but beside an approval
// a reader sees the merge held. A status label is read only where it
// states the review's (see reader.heldLine): under a finding or a listed
// part, `Status: blocked` is the part's.
func heldValue(text string) (value string, status bool) {
	i, sep := labelEnd(text)
	if i <= 0 || i > 60 {
		return "", false
	}
	label := labelMarks.trim(text[:i])
	if label == "" || labelRefusals.in(label) || !proseword.Few(label, 3) {
		return "", false
	}
	decision := namesDecision(label) || namesMerge(label)
	if !decision && !namesReviewStatus(label) {
		return "", false
	}
	value = strings.TrimSpace(spaceEmphasis.trimLeft(text[i+sep:]))
	if decision && !decisionHeld(value) || !decision && !heldStatus(firstClause(value)) {
		return "", false
	}
	return unmarked(value), !decision
}

// firstClause is a value up to its first clause mark, as partSide reads
// a status.
func firstClause(value string) string {
	if j := clauseMarks.index(value); j >= 0 {
		value = value[:j]
	}
	if j := strings.Index(value, " - "); j >= 0 {
		value = value[:j]
	}
	return value
}

// heldStatus reports whether clause says the merge waits or the change
// goes back to its author: it opens, after a word that times it (`still
// blocked`, `currently on hold`), with a hold (`on hold`, `blocked`,
// `paused`, `not yet`, `rework`), or lets it land only after a fix
// (awaitsFix). A hold further in (`complete, nothing on hold`) is the
// prose's.
func heldStatus(clause string) bool {
	ws := untimedWords(clause)
	if len(ws) == 0 {
		return false
	}
	switch w := ws[0]; {
	case w == "on" && len(ws) > 1 && (ws[1] == "hold" || ws[1] == "ice"):
		return true
	case w == "not" && len(ws) > 1 && ws[1] == "yet":
		return !waitsOnProcess(ws[2:])
	case w == "not" && len(ws) > 1 && ws[1] == "until":
		// `not until the token fix lands`; `not until Monday` waits on
		// the calendar, not on the author.
		return awaitsFix(ws[1:])
	case w == "waiting" || w == "wait" || w == "awaiting" || w == "pending":
		return !waitsOnProcess(ws[1:])
	case mergeWord(w):
		return awaitsFix(ws[1:])
	case len(ws) > 1 && changesAsked(w, ws[1]):
		// `Changes requested`, `Needs work`: the change goes back to
		// its author, said alone or of what it is for; `changes
		// requested in round 1 were made` reports.
		return len(ws) == 2 || isWord(ws[2], "for", "on", "until", "before", "again")
	}
	return holdWord(ws[0])
}

// changesAsked: two words that send the change back to its author.
func changesAsked(w, next string) bool {
	switch w {
	case "changes":
		return next == "requested" || next == "required" || next == "needed"
	case "request", "requesting":
		return next == "changes"
	case "needs", "requires":
		return next == "changes" || next == "work" || next == "revision" || next == "rework"
	}
	return false
}

// waitsOnProcess reports whether the words after a wait name a step of
// the process that follows an approval, not work of the author's:
// `Awaiting merge`, `pending CI`, `waiting for the checks`, `not yet
// merged`, `Wait for CI, then squash-merge`.
func waitsOnProcess(ws []string) bool {
	for len(ws) > 0 && (ws[0] == "for" || ws[0] == "on" || ws[0] == "the" || ws[0] == "a" || ws[0] == "final") {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "ci", "merge", "merging", "merged", "checks", "check", "build", "builds", "pipeline", "tests",
		"deploy", "deployed", "deployment", "release", "released", "green", "squash", "squash-merge", "landing", "landed":
		// `pending CI and the token fix` waits on the author too.
		return !fixToCome(ws[1:]) && !slices.ContainsFunc(ws[1:], authorWork)
	}
	return false
}

// authorWork: a word after a wait that names work of the author's.
func authorWork(w string) bool {
	switch w {
	case "author", "author's", "changes", "fix", "fixes", "rework", "revision", "revisions", "response":
		return true
	}
	return false
}

// mergeWord: a word that, opening a decision, lets the change land.
func mergeWord(w string) bool {
	switch w {
	case "merge", "merging", "land", "ship", "approve", "approved":
		return true
	}
	return false
}

// awaitsFix reports whether the words after a merge wait for a fix yet to
// be made (`merge after the token fix`, `merge once fixed`, `ship when
// the leak is resolved`): the merge waits on work of the author's, which
// holds it. A wait for a step of the process (`merge after CI`, `merge
// once CI is green`) names no fix, and holds nothing.
func awaitsFix(ws []string) bool {
	for len(ws) > 0 && (ws[0] == "only" || ws[0] == "it" || ws[0] == "this") {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "after", "once", "when", "until", "pending", "if":
		return fixToCome(ws[1:])
	}
	return false
}

// fixToCome reports whether words name a fix yet to be made (`the token
// fix`, `the leak is resolved`), not one made already (`the fixes of
// round 2`, `the fix already applied`).
func fixToCome(ws []string) bool {
	fix := false
	for _, w := range ws {
		switch w {
		case "fix", "fixes", "fixed", "fixing", "resolved", "addressed", "patched", "corrected", "rework", "reworked", "rotated", "removed", "reverted":
			fix = true
		case "round", "already", "previous", "earlier", "applied", "landed", "merged", "made", "commit":
			// `merge after the fixes of round 2`: a fix made, which
			// the merge follows.
			return false
		}
	}
	return fix
}

// holdWord: a word that, opening a status, says the change waits or goes
// back to its author. A deferral is left out: under a finding, `Deferred
// to a follow-up` settles the finding, not the merge.
func holdWord(w string) bool {
	switch w {
	case "hold", "held", "blocked", "paused", "parked", "frozen", "stalled", "suspended",
		"waiting", "wait", "awaiting", "pending", "withheld", "rework", "reworking", "revise", "resubmit",
		"declined", "decline", "vetoed", "veto", "refused", "unmergeable", "onhold":
		return true
	}
	return false
}

// decisionHeld reports whether the value of a decision or merge label,
// on its line, under it or in its column, holds the merge: it opens
// with a hold (heldStatus) or only puts the decision off (putOff).
func decisionHeld(value string) bool {
	clause := firstClause(value)
	return heldStatus(clause) || putOff(clause)
}

// putOff reports whether a decision's first clause puts the decision
// off and says nothing more (`deferred`, `postponed until the token fix
// lands`): the merge waits. A deferral of a part (`Deferred items
// tracked in #43`, `Defer the docs nit to a follow-up`) decides the rest,
// and is none.
func putOff(clause string) bool {
	ws := untimedWords(clause)
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "deferred", "postponed", "undecided", "tbd":
		return len(ws) == 1 || awaitsFix(ws[1:])
	}
	return false
}

// holdTag reports whether a tag set off after a pass by a bracket, a
// slash or a bar is a hold and nothing more (`APPROVED [ON HOLD]`,
// `APPROVED / on hold`, `APPROVED | WIP`). Any other tag (`[rework
// done]`, `| blocked-on: none`) is a remark the pass keeps.
func holdTag(after string) bool {
	if j := strings.IndexAny(after, "]|/"); j >= 0 {
		after = after[:j]
	}
	switch strings.ToLower(strings.Trim(after, " \t*_`.!")) {
	case "on hold", "hold", "held", "blocked", "paused", "wip", "dnm", "do not merge", "not yet", "on ice":
		return true
	}
	return false
}

// untimedWords are a clause's words in lower case, without the words
// that time what follows (`still`, `currently`).
func untimedWords(clause string) []string {
	ws := words(strings.ToLower(clause))
	for len(ws) > 0 && timesHold(ws[0]) {
		ws = ws[1:]
	}
	return ws
}

// timesHold: a word that may come before a hold and leaves it one.
func timesHold(w string) bool {
	switch w {
	case "still", "currently", "now", "temporarily", "is", "remains", "put":
		return true
	}
	return false
}

// namesMerge reports whether a label asks about the merge: `Merge`,
// `Mergeable`, `Landing`.
func namesMerge(label string) bool {
	for rest := label; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		if isWord(w, "merge", "merging", "mergeable", "mergeability", "landing") {
			return true
		}
		rest = r
	}
}

// namesReviewStatus reports whether a label is a status of the review or
// the change as a whole: `Status`, `Review status`, `PR status`,
// `Approval status`; not `CI status` or `Build status`, a step's.
func namesReviewStatus(label string) bool {
	last, n := "", 0
	for rest := label; ; n++ {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		if n > 0 && !isWord(last, "review", "pr", "approval", "current", "change", "mr") {
			return false
		}
		last, rest = w, r
	}
	return n > 0 && isWord(last, "status", "state")
}

// heldLine is heldValue, or heldUnderLabel, of a line (mentions: whether it names a
// verdict key of the dialect) where a reader takes it for the
// review's: not a table's row (tables are read cell by cell), not under a
// file; a status label neither in the findings section nor on a listed
// part under a heading of its own.
func (r *reader) heldLine(i int, b block, mentions bool) string {
	if b.kind == kindRow || r.underFile(b) {
		return ""
	}
	if w := heldUnderLabel(b, followingText(r.doc.blocks, i)); w != "" {
		return w
	}
	if !valueSeps.in(b.text) {
		return ""
	}
	w, status := heldValue(b.text)
	if w == "" || status && (r.current == secFindings || b.kind == kindItem && r.parted()) {
		return ""
	}
	if mentions {
		// A verdict key's value that is a verdict word of the dialect's
		// and no more (HOLD where the dialect fails so): the verdict
		// reading weighs it.
		v := strings.TrimLeft(afterMarks(w), " \t*_`")
		if m, ok := r.d.values.at(v); ok && m.start == 0 && strings.Trim(firstClause(v)[m.end:], " \t*_`") == "" {
			return ""
		}
	}
	return w
}

// heldUnderLabel reads a heading, or a line of text, that is a label of
// the decision or the merge alone (`## Decision`, `**Decision**`) over
// the text that follows it, given a value that opens with a hold (`on
// hold`): a reader takes the two for one line, as labelOverFailure reads
// them. It returns the value, or "".
func heldUnderLabel(b block, next string) string {
	if b.kind != kindText && b.kind != kindHeading || next == "" || len(b.text) > 48 {
		return ""
	}
	label := strings.Trim(b.text, " \t*_`:")
	if label == "" || !proseword.Few(label, 3) || !namesDecision(label) && !namesMerge(label) {
		return ""
	}
	value := strings.TrimSpace(spaceEmphasis.trimLeft(next))
	if !decisionHeld(value) {
		return ""
	}
	return unmarked(value)
}

// heldRow reads a table row for a held value, as heldLine reads a line:
// a first filled cell that is such a label and the next filled cell its
// value (`| Decision | on hold |`), or a value in a column whose header
// names the decision or the merge (`| Merge |` over `| blocked |`). A
// status column (`| Task | Status |` over `| … | blocked |`) grades each
// row's task, and is left out. It returns the value and where it stands.
func (r *reader) heldRow(b block) (string, pos) {
	for i, c := range b.cells {
		if !filledCell(c.text) {
			continue
		}
		if j := nextFilled(b.cells, i); j > 0 {
			w, status := heldValue(c.text + ": " + b.cells[j].text)
			if w != "" && (!status || r.current != secFindings) {
				return w, b.cells[j].at
			}
		}
		break // only a row's first filled cell is its label
	}
	for i, h := range b.header {
		if i >= len(b.cells) || !proseword.Few(h.text, 3) || !namesDecision(h.text) && !namesMerge(h.text) {
			continue
		}
		if v := strings.TrimSpace(b.cells[i].text); decisionHeld(v) {
			return unmarked(v), b.cells[i].at
		}
	}
	return "", pos{}
}

// heldAfterPass reports whether rest, what follows a passing value on its
// line, goes on after a separator with a hold (`APPROVED — on hold until
// the token fix lands`, `APPROVED (on hold)`, `APPROVED; rework
// required`): the pass waits, and a reader takes it for none.
func heldAfterPass(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`")
	for _, sep := range []string{"—", "–", "-", ":", ";", "(", ","} {
		if after, ok := strings.CutPrefix(t, sep); ok {
			return heldStatus(firstClause(strings.TrimLeft(after, " \t*_`")))
		}
	}
	for _, sep := range []string{"[", "/", "|"} {
		if after, ok := strings.CutPrefix(t, sep); ok {
			return holdTag(after)
		}
	}
	return false
}
