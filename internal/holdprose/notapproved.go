package holdprose

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// notApproved are the words that deny the change its approval: where a
// clause starts (`Not approved.`, `**Not yet approved**`) or said of the
// change in the present (`This is not approved yet.`, `The PR isn't
// approved.`, `It has not been approved.`). Those that hold their verb
// (`isn't approved`) follow the change itself.
var notApproved = []string{"not approved", "not-approved", "not yet approved", "unapproved", "not been approved",
	"isn't approved", "aren't approved", "isn't yet approved", "hasn't been approved", "haven't been approved"}

// approvalDenied reads t, lower case and without emphasis, for the
// change said not approved now (see notApproved), and returns the words.
// What was not approved before (`The previous round was not approved;
// this one is.`), another thing not approved (`The license is not
// approved.`), a double denial (`Nothing here is not approved.`), one
// approval another party withholds (`Not approved by the bot, approved
// by me.`), a question and a denial settled since are none. needs[k]
// are the anchors notApproved[k] holds, has those t holds: a phrase
// holding one t lacks is not searched for.
func approvalDenied(t string, settled func(string) bool, needs []uint32, has uint32) (string, bool) {
	for k, p := range notApproved {
		if needs[k]&^has != 0 {
			continue
		}
		for i := range phraseStarts(t, p, quoteJoins) {
			if !deniedEnds(t[i+len(p):]) || settled(settleWindow(t[i+len(p):])) {
				continue
			}
			if saidOfChange(t[max(0, i-denialBack):i], p) {
				return p, true
			}
		}
	}
	return "", false
}

// denialBack bounds what is read before a denial for its subject: the
// few words that may stand there (`the change is still`), each short.
// A line of many denials is read in time linear in its length.
const denialBack = 48

// saidOfChange reports whether before, what precedes the denial p,
// leaves it the review's denial of the change now: nothing in its
// clause (`Not approved.`), or the change as its subject in the present
// (`this is`, `the PR is still`, `it's`, `the change has` before `not
// been approved`, `this` before `isn't approved`).
func saidOfChange(before, p string) bool {
	ws := lastWords(before)
	if len(ws) == 0 && !strings.HasPrefix(p, "not") && p != "unapproved" {
		return false
	}
	if len(ws) == 0 {
		return clauseStart(before) && !labelsOther(before)
	}
	k := 0
	if ws[k] == "still" || ws[k] == "currently" {
		k++
	}
	subject := func(k int) bool {
		// `this one is not approved`: the one is this change.
		if k+1 < len(ws) && ws[k] == "one" && ws[k+1] == "this" {
			return true
		}
		return k < len(ws) && ApprovalSubject(ws[k])
	}
	switch {
	case !strings.HasPrefix(p, "not") && p != "unapproved":
		return subject(k) // `this isn't approved`
	case k >= len(ws):
		return false
	case p == "not been approved":
		return (ws[k] == "has" || ws[k] == "have") && subject(k+1)
	case ws[k] == "it's" || ws[k] == "that's":
		return true
	case ws[k] == "is" || ws[k] == "are" || ws[k] == "remains" || ws[k] == "remain":
		return subject(k + 1)
	}
	return false
}

// labelsOther reports whether before ends in a label that names
// something other than the change or its verdict (`Licence: Not
// approved.`, `- Alternative A: not approved`): the denial is that
// thing's. A label that asks of the change (`**Status:** Not approved`,
// `Approval:`, `This PR:`, `Round 2:`) leaves it the change's.
func labelsOther(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	if !strings.HasSuffix(t, ":") {
		return false
	}
	ws := lastWords(t[:len(t)-1])
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		switch {
		case ApprovalSubject(w), strings.HasPrefix(w, "approv"), strings.HasPrefix(w, "verdict"), strings.HasPrefix(w, "decision"),
			w == "status", w == "result", w == "outcome", w == "review", w == "recommendation", w == "conclusion", w == "summary",
			w == "round", w == "overall", w == "final", w == "bottom", w == "tldr", w == "dr":
			return false
		}
	}
	return true
}

// lastWords returns the words that end before, the last first, back to
// the start of their clause: at most four, each read once.
func lastWords(before string) []string {
	var ws []string
	t := before
	for len(ws) < 4 {
		head, w := wordBefore(t, " \t*_`")
		if w == "" {
			break // a mark, or the start: the clause starts here
		}
		ws, t = append(ws, w), head
	}
	return ws
}

// deniedEnds: what follows a denial keeps it about this change now:
// what holdEnds accepts, a reason or a time (`Not approved because the
// token leaks.`, `Not approved at this time.`), or the review's own hand
// (`Not approved by me.`); another party (`not approved by the bot`) is
// not the review.
func deniedEnds(rest string) bool {
	r := strings.TrimLeft(rest, " *_`")
	if _, ok := cutWordPrefix(r, deniedReasons...); ok {
		return true
	}
	if after, ok := strings.CutPrefix(r, "by "); ok {
		for _, who := range []string{"me", "us", "this review", "the reviewer", "this reviewer"} {
			if a, ok := strings.CutPrefix(after, who); ok && proseword.EndsClause(a) {
				return true
			}
		}
		return false
	}
	return holdEnds(rest)
}

// deniedReasons open what may follow a denial of the change and leave it
// one: its reason, its time, or what it withholds.
var deniedReasons = []string{"because", "due to", "owing to", "given", "pending", "at this", "at the moment", "at present",
	"for now", "for merge", "for merging", "for landing", "for release", "as it stands", "as written", "in its", "in this", "in the current"}
