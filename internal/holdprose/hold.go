package holdprose

import (
	"iter"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// phrases say the change must not land: beside an approval, a reader
// sees a contradiction wherever such a line stands (`⛔ Do not merge:
// the migration drops data` under Notes).
var phrases = []string{
	"do not merge", "don't merge", "dont merge", "do not land", "must not be merged", "must not merge",
	"should not be merged", "should not merge", "shouldn't merge", "mustn't merge", "not ready to merge", "not safe to merge", "not ready for merge",
	"cannot be merged", "can't be merged", "not mergeable", "blocks the merge", "blocks merging",
	"would not merge", "wouldn't merge", "merge blocked", "merge is blocked", "merging is blocked",
	"must not land", "should not land", "cannot land", "can't land", "not ready to land", "not safe to land",
	// A hold stated as a notice (`No merge until the blockers are
	// fixed.`, `Merge on hold.`); `no merge conflicts` names none.
	"no merge", "no merging", "merge on hold", "merge is on hold", "merging is on hold",
	// A refusal to approve holds the merge as plainly (`I cannot
	// approve this`).
	"cannot approve", "can't approve", "could not approve", "couldn't approve", "unable to approve",
	"will not approve", "won't approve", "do not approve", "don't approve", "not approvable",
	"approval withheld", "approval is withheld", "withhold approval", "withholding approval",
	// An approval taken back holds the merge as one never given
	// (`Approval withdrawn.`); one restored since (`the approval
	// withdrawn in round 1 is restored`) does not end the clause.
	"approval withdrawn", "approval is withdrawn", "approval has been withdrawn", "withdraw my approval", "withdrawing my approval",
	"approval revoked", "approval is revoked", "approval has been revoked", "revoke my approval", "revoking my approval",
	"approval rescinded", "approval is rescinded", "approval has been rescinded", "rescind my approval",
	"approval retracted", "approval is retracted", "approval has been retracted", "retract my approval",
	// Timed, it is taken back as plainly (`Approval has now been
	// withdrawn.`), and so is one the reviewer no longer gives (`I can
	// no longer approve this.`).
	"approval has now been withdrawn", "approval has since been withdrawn", "approval is now withdrawn", "approval now withdrawn",
	"approval has now been revoked", "approval has since been revoked", "approval is now revoked", "approval now revoked",
	"approval has now been rescinded", "approval has since been rescinded", "approval is now rescinded",
	"approval has now been retracted", "approval has since been retracted", "approval is now retracted",
	"no longer approve", "can not approve",
	// Told in the past or as a stopped act, as plainly (`Approval was
	// withdrawn.`, `I'm no longer approving this.`).
	"approval was withdrawn", "approval was revoked", "approval was rescinded", "approval was retracted",
	"no longer approving", "no longer giving my approval",
	"i'm not approving", "i am not approving", "we're not approving", "we are not approving", "not approving this",
	"would not approve", "wouldn't approve", "should not approve", "shouldn't approve",
	// Said by the reviewer of the change (`I do not approve this.`), a
	// refusal; `We do not approve our own changes` states a rule, and
	// the order `do not approve` holds only opening a clause.
	"i do not approve", "i don't approve", "i dont approve",
	// An order never to merge holds as `do not merge` does, where a
	// clause starts (`Never merge this.`); `the test never merges the
	// two maps` describes code.
	"never merge", "never approve", "never land", "never ship", "would never merge", "would never approve",
	// A sign-off refused is an approval refused (`I cannot sign off on
	// this.`).
	"cannot sign off", "can't sign off", "can not sign off", "could not sign off", "couldn't sign off",
	"unable to sign off", "will not sign off", "won't sign off", "would not sign off", "wouldn't sign off",
	"not signing off",
	// A review's own approval word denied (`Not LGTM.`, `No LGTM from
	// me.`).
	"not lgtm", "no lgtm from me", "no approval from me",
	// Other words for a refusal (`I refuse to approve this.`, `I can't
	// give my approval.`, `This isn't mergeable.`, `I'm not comfortable
	// approving this.`).
	"refuse to approve", "refuse to merge", "refuse to sign off",
	"cannot give my approval", "can't give my approval", "won't give my approval", "will not give my approval",
	"not giving my approval", "won't be approving", "will not be approving",
	"i don't sign off", "i do not sign off", "i dont sign off", "i disapprove",
	"shouldn't be merged", "mustn't be merged", "can not be merged", "isn't mergeable", "not shippable", "isn't shippable",
	"not comfortable approving", "not comfortable merging", "not comfortable signing off",
	"not able to approve", "not able to sign off", "i'd never merge", "i'd never approve",
	"should not be approved", "shouldn't be approved", "must not be approved", "cannot be approved", "can't be approved",
	// A reviewer who rejects the change in the first person refuses it
	// (`Honestly, I would reject this.`); `the parser should reject
	// this input` names what code does, and is not read.
	"i would reject", "i'd reject", "i reject", "i would have to reject", "i recommend rejecting", "i recommend rejection",
	// Shipping is landing to a reader (`I would not ship this`).
	"would not ship", "wouldn't ship", "do not ship", "don't ship", "should not ship", "must not ship",
	"cannot ship", "can't ship", "not ready to ship", "not safe to ship",
	// A refusal told as going on (`I'm still not approving.`) or in a
	// reviewer's short words (`Not merge-ready.`), said by the reviewer
	// or of the change.
	"not approving", "not merge-ready", "not merge ready", "isn't merge-ready",
	// A veto in a reviewer's shorthand (`NACK.`, `-1 from me.`) or a
	// block the reviewer holds (`I'm blocking this.`); `the server
	// sends a NACK`, `returns -1 on error`, `Bob is blocking on the SDK`
	// tell of others.
	"nack", "-1 from me", "-1 from my side", "-1 from us", "-1 from our side", "-1 on this", "cannot lgtm", "can't lgtm", "won't lgtm",
	"blocking this", "blocking this pr", "blocking this change", "blocking the merge",
	// The same in other spellings (`Can not LGTM.`, `Not mergeready.`,
	// `Blocking merge until the token is rotated.`).
	"can not lgtm", "will not lgtm", "not mergeready", "isn't mergeready", "blocking merge",
	// A vote against the change (`-1.`, `I vote -1.`, `-1 on this
	// PR.`) and a block the reviewer orders (`I must block this.`);
	// `x = -1.` and `returns -1 on error` tell of values, `we must
	// block this thread` of code.
	"-1", "block this", "block this pr", "block this change", "block the merge", "block merging",
	// The review's approval word denied, bare or timed (`No LGTM.`,
	// `Not yet LGTM.`).
	"no lgtm", "not yet lgtm",
	// A veto read as a NACK is (`Veto.`, `Vetoed.`, `I veto this.`);
	// `Veto power belongs to the owner` and `The RFC was vetoed` tell
	// of others.
	"veto", "vetoed",
	// An order to wait with the merge, where a clause starts (`Hold off
	// on merging.`, `Pending review, hold the merge.`); `Hold off retries
	// until backoff expires` tells of code, `we hold the merge queue`
	// describes.
	"hold off on merging", "hold off merging", "hold off on merge", "hold off the merge", "hold off on landing", "hold off landing",
	"hold the merge", "hold off on the merge", "hold merging",
	// The opposite verdict, a sentence of its own (`Changes requested.`,
	// `Needs another round.`); `Needs work in a follow-up`, `Changes
	// requested in round 1 are addressed` and `Round 1: changes
	// requested.` tell of other work or of a round before.
	"changes requested", "changes required", "requires changes", "request changes", "requesting changes",
	"needs changes", "needs work", "needs more work", "needs rework", "needs another round", "needs another pass",
	// The same verdict in other words, or said of the change (`Changes
	// needed.`, `Requested changes.`, `This PR still needs work.`);
	// `Requested changes were applied.` and `The docs section needs
	// work.` tell of a round before or of another thing.
	"changes needed", "requested changes",
	// A veto said as going on (`I'm vetoing this.`); a NACK said as
	// done is not read: `NACKed.` after a frame or a question tells of
	// a protocol as often.
	"vetoing this", "vetoing this pr", "vetoing this change", "vetoing the merge",
	// A vote against the change, the reviewer's (`I vote against
	// this.`); `We vote on releases monthly` tells of a process, and
	// `Add a flag? I vote against it.` of a suggestion.
	"vote against this", "vote against this pr", "vote against this change",
	"vote against merging", "vote against the merge",
	// A wait with the merge the reviewer keeps (`Holding off on merging
	// until the leak is fixed.`), read as a block the reviewer holds is.
	// A bare `Block it.` is not read: it tells as often what code or a
	// policy does with an input (`Unknown origin.\nBlock it.`).
	"holding off on merging", "holding off merging", "holding off on the merge", "holding off the merge",
	// The same verdicts in more words (`Needs some work.`, `Changes are
	// needed.`, `I'm voting against this.`, `I vote no.`); `Needs some
	// work in a follow-up`, `Changes are needed in the docs — done here`
	// and `We vote no on tabs in the style guide` tell of other work or
	// a rule.
	"needs some work", "needs some more work", "needs a bit of work", "needs a bit more work", "needs a little work",
	"needs a little more work", "needs a lot of work", "needs a lot more work", "needs further work", "needs more changes",
	"needs some changes", "needs a few changes",
	"changes are needed", "changes are required", "changes are requested", "changes are still needed", "changes still needed",
	// One change counted (`One more change is needed.`, `Another change
	// is needed.`); uncounted (`A change is needed in the docs.`) it
	// names as often a change the code makes.
	"change is needed", "change is required", "change is still needed",
	"voting against this", "voting against this pr", "voting against this change", "voting against merging", "voting against the merge",
	"vote no", "voting no",
	// A block of the change said as `it` where the sentence ends there
	// (`Blocking it.`, `Please block it.`); `Blocking it on the mutex is
	// intended` and a bare `Block it.` tell of code or a policy.
	"blocking it", "block it",
}

// notYet reads a negation of merging, approving or signing off timed
// by yet (`not yet merge`, `n't yet approve`) as the bare negation, in
// one pass over a text. Shipping and landing are left: `The feature
// can't yet ship until the SDK lands` tells of something else.
var notYet = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(
		"not yet merge", "not merge", "n't yet merge", "n't merge",
		"not yet approve", "not approve", "n't yet approve", "n't approve",
		"not yet sign off", "not sign off", "n't yet sign off", "n't sign off")
})

// signOffSplit reads a sign-off split by its object (`sign this off`,
// `sign it off`) as one given on it (`sign off on this`), and one
// hyphenated as the noun is (`Cannot sign-off.`) as the verb, in one
// pass over a text: `I can't sign this off.` refuses as `I can't sign
// off on this.` does.
var signOffSplit = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(
		"sign this pr off", "sign off on this pr", "sign this change off", "sign off on this change",
		"sign the pr off", "sign off on the pr", "sign the change off", "sign off on the change",
		"sign this off", "sign off on this", "sign it off", "sign off on it", "sign-off", "sign off")
})

// Phrases returns the phrases that hold the merge, lower case, the
// words that deny the change a pass (passDenials), the refusals of
// mergeRefusals and the label blockingLabel: a caller that spares
// most texts the reading keeps its quick test true of each.
func Phrases() []string {
	return append(append(append(slices.Clip(phrases), passDenials...), mergeRefusals...), blockingLabel)
}

// anchors are words one of which every phrase and label Holds reads
// holds (holdprose_test.go holds them to it): a text of none, as most
// lines are, is let go after a search for each, not one per phrase.
// Yet is one for a fix not in yet (`The leak fix is not in yet.`),
// whose words hold no other.
var anchors = []string{"merg", "land", "approv", "ship", "reject", "lgtm", "sign", "pass", "fail", "nack", "block", "-1", "veto", "requ", "need", "vot", "hold", "yet"}

// anchorsIn returns the anchors t holds, a bit for each (1<<k for
// anchors[k]), in one pass: a byte and the one after it are looked up in
// anchorStarts, and only an anchor that starts with the two is compared
// whole. A search of t per anchor costs far more on the short lines
// Holds is given.
func anchorsIn(t string) (has uint32) {
	// Every anchor has two bytes at least: the last byte starts none.
	for i := 0; i+1 < len(t); i++ {
		for set := anchorStarts.first[t[i]] & anchorStarts.second[t[i+1]]; set != 0; set &= set - 1 {
			k := bits.TrailingZeros32(set)
			if strings.HasPrefix(t[i:], anchors[k]) {
				has |= 1 << k
			}
		}
	}
	return has
}

// anchorStarts maps a byte to the anchors whose first byte it is
// (first), and whose second byte it is (second), a bit for each as
// anchorsIn sets them.
var anchorStarts = func() (s struct{ first, second [256]uint32 }) {
	for k, a := range anchors {
		s.first[a[0]] |= 1 << k
		s.second[a[1]] |= 1 << k
	}
	return s
}()

// anchorNeeds holds, for each phrase of each list Holds searches a text
// for, the anchors the phrase holds, a bit for each as anchorsIn sets
// them.
type anchorNeeds struct {
	phrases, holdUntil, notApproved, passDenials []uint32
	// byAnchor holds, for each anchor, the phrases that hold it, a bit
	// for each, 64 phrases a word: a text of one or two anchors is
	// searched for the few phrases of those, not looked at for every
	// one. Nil: every phrase is tried.
	byAnchor [][]uint64
}

// phrasesOf yields, in the order of phrases, the index of each phrase
// that holds an anchor of has: every one where n has no byAnchor.
func (n *anchorNeeds) phrasesOf(has uint32) iter.Seq[int] {
	return func(yield func(int) bool) {
		for w := 0; 64*w < len(phrases); w++ {
			m := ^uint64(0)
			if n.byAnchor != nil {
				m = 0
				for set := has; set != 0; set &= set - 1 {
					m |= n.byAnchor[bits.TrailingZeros32(set)][w]
				}
			}
			for ; m != 0; m &= m - 1 {
				k := 64*w + bits.TrailingZeros64(m)
				if k >= len(phrases) || !yield(k) {
					return
				}
			}
		}
	}
}

// phrasesByAnchor gives, for each anchor, the phrases whose needs hold
// it (see anchorNeeds.byAnchor).
func phrasesByAnchor(needs []uint32) [][]uint64 {
	by := make([][]uint64, len(anchors))
	for a := range by {
		by[a] = make([]uint64, (len(needs)+63)/64)
		for k, n := range needs {
			if n&(1<<a) != 0 {
				by[a][k/64] |= 1 << (k % 64)
			}
		}
	}
	return by
}

// phraseAnchors gives the anchors of every phrase Holds searches for: a
// phrase holding an anchor a text lacks is not in it, and is not
// searched for. Most texts that reach the phrases hold one or two
// anchors, and so are searched for the few phrases that hold them, not
// for all.
func phraseAnchors() *anchorNeeds {
	anchorNeedsOnce.Do(func() {
		needs := anchorsOf(phrases)
		anchorNeedsOf = anchorNeeds{needs, anchorsOf(holdUntil), anchorsOf(notApproved), anchorsOf(passDenials), phrasesByAnchor(needs)}
	})
	return &anchorNeedsOf
}

// anchorNeedsOf is built on first use, not at start: a run that reads
// no report pays nothing for it.
var (
	anchorNeedsOnce sync.Once
	anchorNeedsOf   anchorNeeds
)

// anchorsOf gives the anchors each of ps holds.
func anchorsOf(ps []string) []uint32 {
	needs := make([]uint32, len(ps))
	for k, p := range ps {
		needs[k] = anchorsIn(p)
	}
	return needs
}

// holdUntil say the change may land only once something is done: what
// follows is the condition, not yet met (`Merge only after the token
// leak is fixed`).
var holdUntil = []string{
	"merge only after", "only merge after", "merge only once", "only merge once", "merge only when", "only merge when",
	"land only after", "only land after", "merge only if", "only merge if",
}

// Holds reports whether t, lower case and without emphasis, says the
// change must not be merged (`do not merge`, `don’t merge`), and returns
// the phrase. A hold that
// settled, given what follows it, records as settled since (`do not
// merge → fixed`), or a hold asked as a question, is none.
func Holds(t string, settled func(string) bool) (string, bool) {
	return holds(t, settled, phraseAnchors(), false)
}

// HoldsRunOn reads t as Holds does where t is a line that continues a
// paragraph begun on a line before: a bare vote there (`-1.`) ends
// the sentence the line before left open (`The helper now always
// returns` over `-1.`), so it opens nothing.
func HoldsRunOn(t string, settled func(string) bool) (string, bool) {
	return holds(t, settled, phraseAnchors(), true)
}

// holds is Holds, each phrase searched for only where t holds every
// anchor n gives it (see phraseAnchors); n all 0 searches for every
// phrase, as a test does that holds the two readings equal. runOn is
// HoldsRunOn's.
func holds(t string, settled func(string) bool, n *anchorNeeds, runOn bool) (string, bool) {
	has := anchorsIn(t)
	if has == 0 {
		return "", false
	}
	read := t
	// `Don’t merge`, `Donʼt merge`: an apostrophe of another form
	// reads as a straight one.
	t = straightApostrophes(t)
	if strings.Contains(t, " n't") {
		// `Do n't merge`: a contraction split off its verb, as some
		// tools write it, reads as the contraction.
		t = strings.ReplaceAll(t, " n't", "n't")
	}
	if strings.Contains(t, "off") {
		t = signOffSplit().Replace(t)
	}
	if strings.Contains(t, "yet ") {
		// `Do not yet merge.`, `We cannot yet approve.`: a negation
		// timed now holds as the bare one does.
		t = notYet().Replace(t)
	}
	if t != read {
		has = anchorsIn(t)
	}
	for k := range n.phrasesOf(has) {
		p := phrases[k]
		if n.phrases[k]&^has != 0 {
			// p holds an anchor t does not: t holds no p.
			continue
		}
		// `'do not merge'`: a quote opens the phrase as a space does.
		for i := range phraseStarts(t, p, quoteOpens) {
			before, rest := t[:i], t[i+len(p):]
			stressed, byMe, done := false, false, false
			if p == "vetoed" {
				// `Vetoed by me.`: said whose, as `NACK from me.` is;
				// `Vetoed by the owner.` tells of another.
				if a, ok := cutWordPrefix(strings.TrimLeft(rest, " *_`"), "by me"); ok {
					rest, byMe = a, true
				}
			}
			if p == "nack" {
				// `NACK'd.`, `NACKed by me.`: a NACK told as done.
				if a, ok := nackDone(rest); ok {
					rest, done = a, true
					if a, ok := cutWordPrefix(strings.TrimLeft(rest, " *_`"), "by me", "from me"); ok {
						rest, byMe = a, true
					}
				}
			}
			if p == "nack" || p == "-1" || p == "veto" || p == "vetoed" || changesAsked(p) {
				// `Sorry, NACK'd.`: an apology before the verdict leaves
				// it opening its sentence.
				before = cutApologyLead(before)
			}
			if p == "nack" || p == "-1" || p == "veto" {
				// `Hard NACK.`, `Strong -1.`: a word that only stresses
				// the veto leaves it the reviewer's as plainly.
				if head, ok := cutWord(strings.TrimRight(before, " \t*_`"), "hard", "strong", "firm", "definite"); ok {
					before, stressed = head, true
				}
			}
			if done && !nackDoneByMe(before, rest, byMe, runOn) ||
				(p == "nack" || p == "veto") && !done && !nackedByMe(before, rest, stressed || p == "veto") ||
				(p == "vetoed" || changesAsked(p)) && !verdictAlone(before, p, rest, runOn) ||
				p == "-1" && !votedAgainst(before, rest, runOn, stressed) ||
				strings.HasPrefix(p, "block ") && !blockOrdered(before, p, rest) ||
				votes(p) && !votedByMe(before, p, rest) ||
				(p == "-1 from us" || p == "-1 from our side") && reasonSettled(rest) {
				// `-1 from us since the token leaks, now fixed.`: a
				// reason that goes on may take the vote back.
				continue
			}
			if (p == "no lgtm" || p == "not yet lgtm") && !lgtmDenied(rest) {
				continue
			}
			if p == "not approving" && !holdEnds(cutObject(rest)) {
				// `Not approving this would be wrong`: the refusal is
				// the subject of what follows, not said.
				continue
			}
			if (strings.HasPrefix(p, "blocking") || strings.HasPrefix(p, "vetoing") || strings.HasPrefix(p, "holding off")) && !blockedByMe(before, p, rest) {
				continue
			}
			if p == "-1" {
				// `-1 on merging this.`: votedAgainst read the aim; what
				// follows it must keep the vote about this change.
				if a, ok := cutVoteAim(strings.TrimLeft(rest, "*_`"), voiced(before, stressed)); ok {
					rest = a
				}
			}
			if !holdEnds(rest) && !(asReason(rest) && ownHold(before, p)) || imperative(p) && !orderStarts(before) && !refusedFirstPerson(before, p, rest) && !(strings.HasPrefix(p, "hold") && holdProposed(before)) || settled(settleWindow(rest)) ||
				spoken(p) && !spokenBy(before) && !refusedAfterBut(before, p) && !(p == "nack" && voteLabelled(before)) {
				continue
			}
			return p, true
		}
	}
	for k, p := range holdUntil {
		if n.holdUntil[k]&^has != 0 {
			continue
		}
		// Each one is read: a condition settled, or a word that holds
		// the phrase (`submerge only after`), leaves a later one whole.
		for i := range phraseStarts(t, p, byteBefore) {
			if !settled(settleWindow(t[i+len(p):])) {
				return p, true
			}
		}
	}
	if w, ok := approvalDenied(t, settled, n.notApproved, has); ok {
		return w, true
	}
	if w, ok := passDenied(t, settled, n.passDenials, has); ok {
		return w, true
	}
	if w, ok := rejectionRecommended(t, settled); ok {
		return w, true
	}
	if w, ok := blockingNamed(t, settled); ok {
		return w, true
	}
	if w, ok := heldOtherwise(t, settled, has); ok {
		return w, true
	}
	return ReadinessDenied(t)
}

// blockingLabel labels what blocks the merge (`Blocking: the token
// leaks.`).
const blockingLabel = "blocking:"

// blockingNamed reads, in t, lower case and without emphasis, the label
// blockingLabel opening a clause and stating an open problem (see
// StatesProblem): `Blocking: the token leaks.` A label that titles an
// issue (`BLOCKING: Override detection for overloaded methods`, often
// in a table of issues settled since), one answered none (`Blocking:
// none`), and one a word joins to another (`Non-blocking: the token
// leaks`) say nothing blocks now.
func blockingNamed(t string, settled func(string) bool) (string, bool) {
	for i := range phraseStarts(t, blockingLabel, quoteJoins) {
		// clauseStart also leaves `non-blocking:` a word of its own.
		rest := t[i+len(blockingLabel):]
		if clauseStart(t[:i]) && StatesProblem(rest) && !settled(settleWindow(rest)) {
			return blockingLabel, true
		}
	}
	return "", false
}

// ReadinessDenied reads, in t, lower case, a label that asks whether the
// change may land answered no, or its approval taken back: `Ready to
// merge: NO`, `Mergeable: ❌`, `Approved: false`, `Ship it? No`,
// `Approval: withdrawn`.
func ReadinessDenied(t string) (string, bool) {
	i := strings.IndexAny(t, ":?")
	if i <= 0 || i > 40 {
		return "", false
	}
	label := strings.Trim(t[:i], " \t*_`-+>#")
	if !proseword.Few(label, 4) || !asksLanding(label) {
		return "", false
	}
	v := strings.TrimLeft(t[i+1:], " \t*_`:")
	// An approval withdrawn or denied answers as plainly (`Approval:
	// withdrawn`).
	for _, no := range []string{"no", "false", "not yet", "nope", "❌", "✗", "✘", "✖", "🚫", "⛔", "🛑", "🔴",
		"withdrawn", "revoked", "rescinded", "retracted", "withheld", "denied", "refused", "rejected"} {
		rest, ok := cutWordPrefix(v, no)
		if !ok {
			continue // `now`, `notable`
		}
		if !proseword.EndsClause(strings.TrimLeft(rest, " \t\ufe0f*_`")) && !strings.HasPrefix(strings.TrimLeft(rest, " \t\ufe0f*_`"), "-") {
			continue
		}
		return label + ": " + no, true
	}
	return "", false
}

// asksLanding reports whether a label, lower case, asks whether the
// change may land: a word of it opens with merge, approval, ship or land
// (`Ready to merge`, `Approved`, `Ship it`, `Shipping`, `Landing`), or
// is the review's approval word (`LGTM? No.`). A
// word that only holds one inside it (`Ownership`, `Relationship
// changes`) asks nothing of the change.
func asksLanding(label string) bool {
	for rest := label; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		rest = r
		switch {
		case strings.HasPrefix(w, "merg"), strings.HasPrefix(w, "approv"), strings.HasPrefix(w, "ship"), strings.HasPrefix(w, "land"), w == "lgtm":
			return true
		}
	}
}

// DemandBeforeMerge finds in t, lower case, a demand that something be
// done before the change lands, in one clause: `The token must be
// rotated before merge`, `Must fix before merging: …`. Saying when
// something happens (`CI runs before merge`) demands nothing, nor does a
// demand settled records as met since.
func DemandBeforeMerge(t string, settled func(string) bool) (string, bool) {
	// Each of mergeWhens holds one of mergeStems: most lines hold neither.
	if !strings.Contains(t, mergeStems[0]) && !strings.Contains(t, mergeStems[1]) {
		return "", false
	}
	for _, when := range mergeWhens {
		i := strings.Index(t, when)
		if i < 0 {
			continue
		}
		clause := t[:i]
		if cut := strings.LastIndexAny(clause, ".;!?"); cut >= 0 {
			clause = clause[cut+1:]
		}
		// A short label answered none lists nothing to do.
		if proseword.Few(strings.Trim(clause, " \t*_`-+>#"), 3) && answeredNone(t[i+len(when):]) {
			continue
		}
		for _, demand := range []string{"must ", "needs to ", "need to ", "has to ", "have to ", "required ", "requires ", "must-fix"} {
			if strings.Contains(clause, demand) && !settled(settleWindow(t[i+len(when):])) {
				return "must-fix-before-merge", true
			}
		}
	}
	return "", false
}

// answeredNone reports whether what follows a merge's when, to the end
// of the line, is an answer of none: `Required actions before
// merge: NONE`, `Must fix before merging: none.` lists nothing to do.
// Anything after the none (`none of the tests pass`, `None. The token
// leaks.`) leaves the demand a demand.
func answeredNone(rest string) bool {
	rest = strings.TrimLeftFunc(rest, func(r rune) bool { return proseword.IsRune(r) })
	rest, ok := strings.CutPrefix(strings.TrimLeft(rest, " *_`"), ":")
	if !ok {
		return false
	}
	rest = strings.TrimLeft(rest, " *_`")
	for _, none := range []string{"none", "nothing", "n/a", "0"} {
		if after, ok := strings.CutPrefix(rest, none); ok {
			return strings.Trim(after, " .*_`") == ""
		}
	}
	return false
}

// mergeWhens say that what a clause demands is before the change lands.
var mergeWhens = []string{"before merg", "before landing", "prior to merg", "before this merges", "before it merges",
	"before this can merge", "before it can merge", "before this can land", "before it can land", "before this lands", "before it lands"}

// mergeStems are words one of which each of mergeWhens holds
// (holdprose_test.go holds them to it).
var mergeStems = [2]string{"before", "prior to merg"}

// settleMax bounds what is read after a hold for its settlement: a
// mark that settles it stands in its sentence, near it (`do not merge →
// fixed in 3f2a1c`).
const settleMax = 256

// settleWindow is what follows a hold that may settle it: the rest of
// its sentence, at most settleMax bytes. A line of many holds is read in
// time linear in its length, each hold's settlement in a bounded window.
func settleWindow(rest string) string {
	w := rest
	if len(w) > settleMax {
		n := settleMax
		for n > 0 && !utf8.RuneStart(w[n]) {
			n--
		}
		w = w[:n]
	}
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case ';', '!', '?', '\n':
			return w[:i]
		case '.':
			if i+1 == len(w) || w[i+1] == ' ' {
				return w[:i]
			}
		}
	}
	return w
}

// holdEnds: what follows the phrase keeps it about this change: the end,
// punctuation, or words that time or aim it (`until the fix lands`,
// `this PR`, `yet`). `do not merge files that conflict` states a rule of
// something else, and a question asks.
func holdEnds(rest string) bool {
	r := strings.TrimLeft(rest, " *_`")
	if r == "" {
		return true
	}
	if strings.HasPrefix(r, "?") {
		return false
	}
	if strings.HasPrefix(rest, "-") {
		return false // `no merge-blocking issues`: one word with what follows
	}
	if first, _ := utf8.DecodeRuneInString(r); !proseword.IsRune(first) {
		return true
	}
	// A whole word: `nowhere` and `items` aim at nothing.
	_, ok := cutWordPrefix(r, holdAims...)
	return ok
}

// holdAims are the words holdEnds reads after a hold as timing or
// aiming it at the change.
var holdAims = []string{"until", "before", "yet", "this", "the pr", "the change", "the branch", "as is", "as-is", "in its current", "now", "unless", "while", "it",
	// `Approval was withdrawn in this round.`: timed now.
	// `I cannot sign off on this.`: aimed at the change; `Not LGTM
	// from me.`: the review's own.
	"on this", "on it", "on the pr", "on the change", "from me",
	// `Do not merge because the token leaks.`, `Do not merge
	// please.`: a reason or a plea leaves the order the change's.
	"because", "since", "given", "due to", "please",
	"in this round", "in this revision", "in this review", "in this iteration", "in this pass", "for this round",
	"as of this round", "as of now", "at this point", "at this time", "for now",
	// `-1 till the token is rotated.`, `-1 for the time being.`
	"till", "for the time being", "for the moment", "as it stands"}

// asReason: rest, what follows a phrase, opens with as and a clause of
// its own giving a reason (`Do not merge as the token leaks.`); `as a
// squash commit` says how.
func asReason(rest string) bool {
	_, ok := cutWordPrefix(strings.TrimLeft(rest, " *_`"), "as the", "as it", "as this", "as there", "as we", "as i", "as long as")
	return ok
}

// ownHold: the phrase p, after before, is an order where a clause
// starts (`Do not merge as …`) or spoken by the reviewer or of the
// change (see spokenBy): a reason after as is read only there, for
// `The bot will not approve as it lacks write access` and `CI would
// not merge as the queue was paused` tell of others.
func ownHold(before, p string) bool {
	return imperative(p) && orderStarts(before) || spoken(p) && spokenBy(before)
}

// apostrophes turns apostrophes of other forms straight: the
// typographic one, a left quote a keyboard put in its place, the
// modifier letters, the prime, the acute accent and the full-width one.
var apostrophes = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u02bc", "'", "\u02b9", "'", "\u2032", "'", "\u00b4", "'", "\uff07", "'")
})

// straightApostrophes returns t with each apostrophe of another form
// (’ ‘ ʼ ʹ ′ ´ ＇) straight, in one pass: `Donʼt merge` reads as `Don't
// merge`.
func straightApostrophes(t string) string {
	// Every such apostrophe is past ASCII, and most lines are ASCII
	// whole: the search starts at the first byte past it, if any.
	i := firstNonASCII(t)
	if i < 0 || !strings.ContainsAny(t[i:], "\u2019\u2018\u02bc\u02b9\u2032\u00b4\uff07") {
		return t
	}
	return apostrophes().Replace(t)
}

// firstNonASCII returns the index of the first byte of s past ASCII, or
// -1: eight bytes are looked at at once (the compiler loads them as one
// word), the rest one by one.
func firstNonASCII(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if w&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return i
		}
	}
	return -1
}

// orderStarts: before, what precedes an order (`do not merge`), leaves
// it opening its clause (see clauseStart), or a leading phrase that
// only times it, states the change's state or gives a reason, set off
// by a comma, does (`For now, do not merge.`, `Until the leak is
// fixed, do not merge.`, `Given the leak, please don't merge.`), or a
// wait with no comma (`For now do not merge.`). A condition so set off
// (`If CI is red, do not merge.`, `When in doubt, do not merge.`,
// `While a deploy runs, do not merge.`) states a rule, and is not read.
func orderStarts(before string) bool {
	// `Let's hold off on merging.`: the reviewer's own order.
	if head, ok := cutWord(strings.TrimRight(before, " \t*_`"), "let's"); ok {
		before = head
	}
	return clauseStart(before) || leadsOrder(before)
}

// leadMax is the most bytes leadsOrder reads back from an order: a
// line of many orders is read in time linear in its length.
const leadMax = 160

// leadsOrder reports whether before ends in a phrase of orderLeads
// that opens its clause, a comma and at most a plea: only the part
// after the last comma or clause mark is read, so `Since it is small,
// if CI is red, do not merge` is a condition's. With no comma, the
// clause must be one of bareLeads whole, or a wait (`For now do not
// merge.`, `Until the leak is fixed do not merge.`).
func leadsOrder(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	if head, ok := cutWord(t, "please"); ok {
		t = strings.TrimRight(head, " \t*_`")
	}
	t, comma := strings.CutSuffix(t, ",")
	lead, ok := leadOf(t)
	if !ok {
		return false
	}
	if !comma {
		// Without a comma only a phrase that cannot run on into the
		// order is read: `In tests do not merge …` may be either.
		if slices.Contains(bareLeads, strings.TrimRight(lead, " \t*_`")) {
			return true
		}
		w, after, _ := proseword.Next(lead)
		switch w {
		case "until", "till", "pending":
			return strings.HasPrefix(lead, w) && !supposed(w, strings.TrimLeft(after, " \t*_`"))
		}
		return false
	}
	if problemLasts(lead) {
		return true
	}
	for _, l := range orderLeads {
		after, ok := strings.CutPrefix(lead, l)
		if !ok {
			continue
		}
		if next, _ := utf8.DecodeRuneInString(after); after != "" && proseword.IsRune(next) {
			continue // `forward`, `inline`
		}
		return !supposed(l, strings.TrimLeft(after, " \t*_`"))
	}
	return false
}

// supposed reports whether a, what follows the lead l of an order,
// makes the lead a case supposed or a rule, not this change's state:
// `In case of doubt`, `In general`, `Given a red CI`.
func supposed(l, a string) bool {
	var ws []string
	switch l {
	case "in":
		ws = []string{"case", "general", "doubt", "principle", "practice", "future", "the future",
			"that case", "such", "those", "any", "most", "some", "other", "either", "each", "every",
			"the event", "the unlikely event", "the rare event", "an event", "event"}
	case "given":
		ws = []string{"a", "an", "any"}
	default:
		return false
	}
	_, ok := cutWordPrefix(a, ws...)
	return ok
}

// leadOf returns the clause t ends in, read back at most leadMax bytes
// to the last comma or clause mark, its marks of emphasis and list cut:
// ok is false where no start stands within reach.
func leadOf(t string) (string, bool) {
	w := t
	if len(w) > leadMax {
		w = w[len(w)-leadMax:]
	}
	// A dot ends a sentence only before a space: `In auth.go,` names
	// a place.
	lead, cut := w, false
	for i := len(w); i > 0; {
		r, n := utf8.DecodeLastRuneInString(w[:i])
		i -= n
		if strings.ContainsRune(",:;!?—–(|\n", r) || r == '.' && strings.HasPrefix(w[i+n:], " ") {
			lead, cut = w[i+n:], true
			break
		}
	}
	if !cut && len(w) < len(t) {
		return "", false // no start within reach
	}
	return strings.TrimLeft(lead, " \t*_`>#-+"), true
}

// orderLeads open a phrase that only times an order, states the
// change's state or gives a reason (`For now,`, `As it stands,`,
// `Until then,`, `Given the leak,`, `In auth.go,`, `Pending the fix,`,
// `Meanwhile,`).
var orderLeads = []string{
	"for now", "for the time being", "for the moment", "as it stands", "as things stand", "as is", "as-is",
	"at this point", "at this time", "at the moment", "at present", "right now", "currently", "as of now",
	"until", "till", "given", "because", "since", "due to", "in", "pending", "meanwhile",
	// While and before are left out: `While the lock is held, do not
	// merge.` and `Before the nightly build, …` state standing rules as
	// often as this change's state, and a rule must stay clean.
	"now", "today", "as of today", "not yet", "at this stage", "as things are",
}

// bareLeads are the leading phrases read before an order with no comma
// between (`For now do not merge.`, `Until then do not merge.`): each
// only times it, and is the whole of its clause.
var bareLeads = []string{
	"for now", "for the time being", "for the moment", "as it stands", "as things stand", "at this point",
	"at this time", "at the moment", "at present", "right now", "currently", "as of now", "meanwhile",
	"in the meantime", "until then", "till then", "until further notice",
}

// blockedByMe: a block, what blocking this, this PR, this change or
// the merge (p) follows and is followed by, is the reviewer's own, and
// so is a veto or a wait said so (`vetoing this`, `holding off on
// merging`): `I'm blocking this.`, `I am still blocking the merge!`,
// `I'm blocking this until the token is rotated.`, the sentence ending there or timed (see
// blockTimed). A sentence may open with the block where it ends there
// (`Blocking this.`, `Blocking merge.`, `Blocking this PR: the token
// leaks.`); timed, the words may be the subject of what follows
// (`Blocking merge until CI passes is enforced by the ruleset.`).
// `We are blocking this thread until the lock frees` and `In read() we
// are blocking until the socket has data` tell of code.
func blockedByMe(before, p, rest string) bool {
	if !blockTimed(rest) {
		return false
	}
	// `Holding off on merging until the leak is fixed.` names the
	// change's merge as `Blocking this until …` names the change.
	timed := strings.HasPrefix(p, "blocking this") || strings.HasPrefix(p, "holding off")
	// A bare `Blocking it.` is left as a bare `Block it.` is: it tells
	// as often what code does (`Does the writer stall the reader?`
	// over `Blocking it.`); `I'm blocking it.` is read below.
	if p != "blocking it" && sentenceOpens(before, 0) && (blockEnds(rest, p != "blocking this") || timed && timedAlone(rest)) {
		return true
	}
	head, w := wordBefore(before, " \t*_`")
	if w == "still" {
		head, w = wordBefore(head, " \t*_`")
	}
	if w == "am" {
		head, w = wordBefore(head, " \t*_`")
		if w != "i" {
			return false
		}
	} else if w != "i'm" {
		return false
	}
	return subjectOpens(head)
}

// timedAlone: rest, what follows a block of this change that opens its
// sentence, times it in a clause of one verb (`Blocking this until the
// leak is fixed.`). A second verb makes the block the subject of what
// follows (`Blocking this PR until CI is green is the bot's job`,
// `… until CI passes is enforced`), and so does a sentence that goes
// on beyond what is read.
func timedAlone(rest string) bool {
	a, ok := cutWordPrefix(strings.TrimLeft(rest, " *_`"), "until", "till", "unless")
	if !ok {
		return false
	}
	// The clause must end its sentence in what is read: a line of a
	// paragraph wrapped after it (`… until CI is` over `green is the
	// bot's job`) may go on to the verb that makes it a subject.
	clause := settleWindow(a)
	if len(clause) == len(a) || !strings.ContainsRune(".!;", rune(a[len(clause)])) {
		return false
	}
	verbs, prev := 0, ""
	for r := clause; ; {
		w, next, ok := proseword.Next(r)
		if !ok {
			break
		}
		r = next
		switch w {
		case "is", "are", "was", "were", "be", "been", "will", "would", "can", "could", "should", "must", "may", "might",
			"has", "have", "had", "does", "do", "did", "isn't", "aren't", "wasn't", "won't", "can't", "doesn't":
			verbs++
			// `until CI passes is enforced`: a verb of the clause before
			// the main one.
			if (w == "is" || w == "was") && len(prev) > 4 && strings.HasSuffix(prev, "s") && !strings.HasSuffix(prev, "ss") {
				return false
			}
		}
		prev = w
	}
	return verbs <= 1
}

// cutObject cuts from rest, what follows a phrase, the change named as
// its object (`this`, `this PR`, `it`), a whole word, if it opens rest.
func cutObject(rest string) string {
	if after, ok := cutWordPrefix(strings.TrimLeft(rest, " \t*_`"), "this pr", "this change", "this", "it"); ok {
		return after
	}
	return rest
}

// nackedByMe: a NACK, what nack follows and is followed by, is the
// reviewer's veto: a sentence of its own (`NACK.`), one said whose
// (`NACK from me`), or the reviewer's verb (`I nack this.`). A
// protocol's NACK opens a clause or a label of its
// own (`NACK, requeue=false is used for poison messages`, `- NACK:
// message is requeued`) or stands bare in a table's cell. Timed or
// given its reason (voted) it is the reviewer's only as a veto or
// stressed (`Veto: the token leaks.`, `Hard NACK until the token is
// rotated.`): a bare `NACK until the consumer acks.` or `NACK: the
// frame is corrupt.` tells of a protocol.
func nackedByMe(before, rest string, voted bool) bool {
	r := strings.TrimLeft(rest, "*_`")
	if a, ok := cutWordPrefix(strings.TrimLeft(r, " "), timesNow...); ok {
		// `NACK for now.`: timed now, it ends its sentence as `NACK.`
		// does; `NACK for now; requeue later` goes on.
		a = strings.TrimLeft(a, "*_`")
		if ends, _ := sentenceEnds(a); ends || courtesyEnds(a) || strings.TrimSpace(a) == "" {
			r = a
		}
	}
	// `My vote is NACK.`, `My vote: NACK until the token is rotated.`
	labelled := voteLabelled(before)
	if ends, ok := sentenceEnds(r); ok {
		return ends && (sentenceOpens(before, 0) || labelled)
	}
	if courtesyEnds(r) && (sentenceOpens(before, 0) || labelled) {
		return true // `NACK, sorry.`: the apology ends it as a full stop does
	}
	if voteReasoned(rest) && (voted && sentenceOpens(before, 0) || labelled) {
		return true // `Hard NACK until the token is rotated.`
	}
	if _, ok := cutWordPrefix(strings.TrimLeft(r, " "), "from me"); ok {
		return true
	}
	if head, w := wordBefore(before, " \t*_`"); w == "i" && subjectOpens(head) {
		return weRefuseThis(rest)
	}
	return false
}

// changesAsked: p is one of the phrases that send the change back to
// its author (`changes requested`, `needs work`).
func changesAsked(p string) bool {
	return strings.HasPrefix(p, "needs ") || changesCounted(p)
}

// changesCounted: p is one of the phrases that ask for changes a count
// may stand before (`Some changes are needed.`, `One more change is
// needed.`).
func changesCounted(p string) bool {
	return strings.Contains(p, "changes") || strings.HasPrefix(p, "change ")
}

// verdictAlone: a verdict in words (`vetoed`, `changes requested`), p,
// what before and rest surround, is the reviewer's where it opens its
// sentence and ends it, is timed or gives its reason (`Vetoed.`,
// `Changes requested: the token leaks.`); `The RFC was vetoed.`, `-
// Option B: vetoed.`, `Changes requested in round 1 are addressed.`
// tell of others or of a round before, and so does `I vetoed this`.
// What the change needs may be said of it (`This PR still needs
// work.`); `The docs section needs work.` tells of another thing.
// Changes asked after a but are the review's (see afterBut).
func verdictAlone(before, p, rest string, runOn bool) bool {
	if strings.HasPrefix(p, "needs ") {
		before = cutChangeSubject(before)
		if h, ok := cutWord(strings.TrimRight(before, " \t*_`"), "it"); ok && !runOn && strings.TrimRight(h, " \t*_`>+-") == "" {
			// `It still needs work.` opening the text read: nothing
			// before it names another thing, so it is the change.
			before = h
		}
	}
	if changesCounted(p) {
		// `Some changes are needed.`: a count of changes asks for them
		// as plainly; `No more changes are needed.` keeps its no. One
		// change is asked only counted.
		c := cutChangeCount(before)
		if strings.HasPrefix(p, "change ") {
			// `One more small change is needed.`; `One CHANGES NEEDED.`
			// counts findings of a grade, not changes asked.
			h, ok := cutWord(strings.TrimRight(c, " \t*_`"), "one more", "one", "another")
			if !ok {
				return false
			}
			c = h
		}
		before = c
	}
	if !sentenceOpens(before, 0) && !(changesCounted(p) && afterBut(before)) {
		return false
	}
	return verdictEnds(rest) || voteReasoned(rest) || changesAsked(p) && beforeMergeEnds(rest)
}

// beforeMergeEnds: rest, what follows changes asked, times them before
// the merge or the approval of this change and ends the sentence there
// (`It needs work before we can merge it.`, `Changes are needed before
// merging.`): the work is asked of this change now. What goes on
// (`before merging the two maps`) may name another thing.
func beforeMergeEnds(rest string) bool {
	r, ok := cutWordPrefix(strings.TrimLeft(rest, " *_`"), "before")
	if !ok {
		return false
	}
	r = strings.TrimLeft(r, " *_`")
	if a, ok := cutWordPrefix(r, "we can", "i can", "we", "i", "it can be", "this can be", "it is", "this is", "it gets",
		"it can", "this can", "this pr can", "the pr can", "this change can", "the change can", "you"); ok {
		r = strings.TrimLeft(a, " *_`")
	}
	a, ok := cutWordPrefix(r, "merging", "merged", "merge", "merges", "landing", "landed", "land", "lands", "approving",
		"approved", "approve", "approval", "sign off", "signing off", "shipping", "shipped", "ship", "ships")
	if !ok {
		return false
	}
	return verdictEnds(cutObject(a))
}

// cutChangeCount cuts from before, what precedes changes asked, the
// words that only count or size them (`some`, `a few more`, `minor`),
// whole words, where they end it.
func cutChangeCount(before string) string {
	t := strings.TrimRight(before, " \t*_`")
	// `A couple more small changes are needed.`: counts and sizes come
	// in any order; a few cuts read them all, and a no or a not left
	// before them (`No more changes`, `Not many changes`) keeps its
	// denial, for the verdict no longer opens its sentence.
	for n := 0; n < 4; n++ {
		h, ok := cutWord(t, changeCounts...)
		if !ok {
			h, ok = cutNumber(t)
		}
		if !ok {
			break
		}
		t = strings.TrimRight(h, " \t*_`")
	}
	return t
}

// changeCounts are the words that only count or size changes asked;
// an entry comes before any other it ends, so the longest is cut whole.
var changeCounts = []string{"minor", "small", "major", "significant", "substantial", "further", "additional", "more",
	"extra", "some", "quite a few", "a few", "a couple of", "a couple", "a number of", "a handful of", "a bunch of",
	"several", "many", "a lot of", "lots of", "a lot", "lots", "plenty of", "a bunch", "a handful", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"a dozen", "eleven", "twelve"}

// cutNumber cuts the number in digits that ends t (`2 more changes`), a
// whole word, and reports whether it did.
func cutNumber(t string) (string, bool) {
	i := len(t)
	for i > 0 && t[i-1] >= '0' && t[i-1] <= '9' {
		i--
	}
	if i == len(t) || strings.Trim(t[i:], "0") == "" {
		return t, false // `0 changes are needed` counts none
	}
	if r, _ := utf8.DecodeLastRuneInString(t[:i]); i > 0 && (proseword.IsRune(r) || r == '.' || r == ',' || r == '-') {
		return t, false // `v1.2 changes`, `1,5`
	}
	return t[:i], true
}

// afterBut: before, what precedes a verdict, ends in a but or however
// that opens its clause (`Looks fine, but changes needed.`): the
// verdict is the review's as one opening its sentence is. What the
// change needs is left: `The parser is fine but needs work` may tell of
// the parser.
func afterBut(before string) bool {
	_, ok := cutWord(strings.TrimRight(before, " \t,*_`"), "but", "however")
	return ok
}

// cutChangeSubject cuts from before, what precedes what a change needs
// (`needs work`), the change named as its subject and a still, whole
// words, where they end it: `This PR still needs work.`, `Still needs
// work.`. `It` is left: it names as often the thing the sentence before
// named.
func cutChangeSubject(before string) string {
	t := strings.TrimRight(before, " \t*_`")
	if head, ok := cutWord(t, "still"); ok {
		t = strings.TrimRight(head, " \t*_`")
	}
	if head, ok := cutWord(t, "this pr", "this change", "this mr", "this patch", "the pr", "the change", "this"); ok {
		return head
	}
	return t
}

// voteLabelled: before, what precedes a vote (`-1`, `NACK`), labels it
// the reviewer's: `My vote: -1`, `Vote: -1.`, `My vote is NACK.`; `The
// vote is -1.` and `Your vote: -1.` tell of others.
func voteLabelled(before string) bool {
	if label, ok := strings.CutSuffix(strings.TrimRight(before, " \t*_`"), ":"); ok {
		label, w := wordBefore(label, " \t*_`")
		if h, my := wordBefore(label, " \t*_`"); my == "my" {
			label = h
		}
		return w == "vote" && sentenceOpens(label, 0)
	}
	if h, w := wordBefore(before, " \t*_`"); w == "is" {
		if h, w = wordBefore(h, " \t*_`"); w == "vote" {
			h, w = wordBefore(h, " \t*_`")
			return (w == "my" || w == "our") && subjectOpens(h)
		}
	}
	return false
}

// votes: p is a vote against the change in words (`vote against
// this`, `voting against merging`, `vote no`).
func votes(p string) bool {
	return strings.HasPrefix(p, "vote against") || strings.HasPrefix(p, "voting against") || p == "vote no" || p == "voting no"
}

// votedByMe: a vote against the change (`vote against this`, `vote
// no`), p, what before and rest surround, is the reviewer's: `I vote
// against this.`, `I still vote against merging until the leak is
// fixed.`, `I'm voting against this.`, or the team's where nothing
// follows but the change (`We vote against this.`). `We vote against
// merging on Fridays` states a rule, and `I'd vote against this if …`
// supposes. A bare no names nothing, so it ends its sentence or names
// only the change (`I vote no.`); `I vote no on tabs` is a poll's.
func votedByMe(before, p, rest string) bool {
	head, w := wordBefore(before, " \t*_`")
	if w == "still" || w == "strongly" || w == "also" {
		head, w = wordBefore(head, " \t*_`")
	}
	if strings.HasSuffix(p, " no") {
		r := strings.TrimLeft(rest, " \t*_`")
		if a, ok := cutWordPrefix(r, "on this merge", "on this pr", "on this change", "on this", "on it"); ok {
			r = a
		}
		// `I vote no since the token leaks.`: a no given its reason
		// holds, said by I for any reason, said by we only for an open
		// problem. A reason that goes on (`, now fixed`) may take it
		// back.
		if !weRefuseThis(r) && !(becauseProblem(r) && !reasonSettled(r)) && !(w == "i" && reasonGiven(r)) {
			return false
		}
	}
	if strings.HasPrefix(p, "voting") {
		// `I'm voting against this.`, `We are voting no.`
		switch w {
		case "am", "are":
			h, s := wordBefore(head, " \t*_`")
			if !(w == "am" && s == "i" || w == "are" && s == "we") {
				return false
			}
			head, w = h, s
		case "i'm":
			w = "i"
		case "we're":
			w = "we"
		default:
			return false
		}
	}
	switch w {
	case "i", "i'd":
		// `I'd vote no.` ends there; `I'd vote against this if …`
		// supposes.
		return subjectOpens(head) && (w == "i" || weRefuseThis(rest))
	case "we", "we'd":
		return subjectOpens(head) && (weRefuseThis(rest) || w == "we" && strings.HasSuffix(p, " no"))
	}
	return false
}

// nackDone cuts from rest, what follows a NACK, the ending that tells
// it as done (`NACK'd`, `NACKed`), and reports whether it did: a letter
// after it makes another word (`NACKedness`).
func nackDone(rest string) (string, bool) {
	a, ok := strings.CutPrefix(rest, "'d")
	if !ok {
		if a, ok = strings.CutPrefix(rest, "ed"); !ok {
			return rest, false
		}
	}
	if r, _ := utf8.DecodeRuneInString(a); a != "" && (proseword.IsRune(r) || r == '\'') {
		return rest, false
	}
	return a, true
}

// nackDoneByMe: a NACK told as done, what before and rest (what
// follows its ending, and the by me byMe says was cut) surround, is the
// reviewer's where it is said whose (`NACKed by me.`, `NACK'd by me,
// sorry.`) opening its sentence, or opens the text read and ends its
// sentence there (`NACK'd.`), unless runOn says it continues a
// paragraph. Inside a paragraph it tells as often of a protocol (`Was
// frame 3 acked? NACKed.`, `Bad checksum.` over `NACKed.`, `The
// consumer sends NACK'd frames back.`).
func nackDoneByMe(before, rest string, byMe, runOn bool) bool {
	r := strings.TrimLeft(rest, "*_`")
	ends := verdictEnds(r)
	if byMe {
		return sentenceOpens(before, 0) && (ends || strings.TrimSpace(r) == "")
	}
	return ends && !runOn && strings.TrimRight(before, " \t*_`>+-") == ""
}

// voteReasoned: rest, what follows a vote (`-1`, `NACK`) with no blank
// between, times it or gives its reason, so it is the reviewer's vote
// as one that ends its sentence is: `until`, `till` or `unless` and
// their condition (`-1 until the token is rotated.`), or a colon, a
// dash or a because and an open problem (see StatesProblem: `NACK: the
// token leaks.`, `Changes requested — the token leaks.`). `until now`
// looks back, and a value in a code span before a colon lists what
// code returns.
func voteReasoned(rest string) bool {
	if strings.HasPrefix(rest, "`") {
		return false
	}
	r := strings.TrimLeft(rest, "*_")
	if a, ok := strings.CutPrefix(r, ":"); ok {
		return StatesProblem(a)
	}
	if a, ok := cutDash(strings.TrimLeft(r, " ")); ok {
		return problemNear(a)
	}
	if becauseProblem(r) {
		return true
	}
	a, ok := cutWordPrefix(strings.TrimLeft(r, " "), "until", "till", "unless")
	if !ok {
		return false
	}
	_, back := cutWordPrefix(strings.TrimLeft(a, " "), "now", "recently", "then", "today")
	return !back
}

// cutDash cuts the dash that opens r (`—`, `–`, `--`, `- `), as one
// sets off a reason, and reports whether it did.
func cutDash(r string) (string, bool) {
	for _, d := range []string{"\u2014", "\u2013", "-- ", "- "} {
		if a, ok := strings.CutPrefix(r, d); ok {
			return a, true
		}
	}
	return r, false
}

// becauseProblem: r, what follows a vote, gives its reason after a
// because or a since, an open problem (`-1 because the token leaks.`,
// `I'm -1 since the token leaks.`), or after because of or due to, a
// harm named (`I'm -1 because of the race.`); `-1 because indexes start
// at 0` explains a value.
func becauseProblem(r string) bool {
	r = strings.TrimLeft(r, " ")
	if a, ok := cutWordPrefix(r, "because of", "due to"); ok {
		return harmEnds(a)
	}
	a, ok := cutWordPrefix(r, "because", "since")
	return ok && problemNear(a)
}

// reasonMax bounds what is read after a vote's dash or because for its
// reason: the problem stands in the first clause, near the vote.
const reasonMax = 96

// problemNear reads a, what follows a vote's dash or because, for an
// open problem (see StatesProblem) in its first clause, at most
// reasonMax bytes: a line of many votes is read in time linear in its
// length, and at a small cost for each.
func problemNear(a string) bool {
	i := 0
	for ; i < len(a) && i < reasonMax; i++ {
		// A dash (`—`, `–`, ` - `) ends the clause; 0xe2 opens a curly
		// quote as it opens a dash, and the clause is cut there too,
		// the reading only the shorter.
		if c := a[i]; c == 0xe2 || c == '-' && i > 0 && a[i-1] == ' ' || strings.IndexByte(".,;:)|!?\n", c) >= 0 {
			break
		}
	}
	return StatesProblem(a[:i])
}

// sentenceEnds reads r, what follows a word with no blank between: ok
// says a full stop or a bang follows it, ends that the sentence ends
// there (`NACK.`, not `nack.go` nor `-1.5`).
func sentenceEnds(r string) (ends, ok bool) {
	after, ok := strings.CutPrefix(r, ".")
	if !ok {
		if after, ok = strings.CutPrefix(r, "!"); !ok {
			return false, false
		}
	}
	a := strings.TrimLeft(after, "*_`")
	return a == "" || a[0] == ' ' || a[0] == '\n' || a[0] == '\t', true
}

// votedAgainst: a -1, what -1 follows and is followed by, is the
// reviewer's vote against the change: a sentence that opens the text
// read, unless runOn says it continues a paragraph (`-1.`), aimed at
// the change (`-1 on this PR.`), or the reviewer's (`I vote -1.`, `I'm
// -1.`). A value opens no text (`x = -1.`, `It returns -1.`), is
// followed by more (`-1 is returned on error`, `-1.5`) or stands bare
// in a table's cell. Timed or given its reason (voteReasoned) a -1 is
// the reviewer's only where it is said whose or stressed (`I'm -1 until
// the token is rotated.`, `Strong -1 until …`): a bare `-1 until the
// first call to Init.` or `-1: the file is missing.` tells of a value.
func votedAgainst(before, rest string, runOn, stressed bool) bool {
	r := strings.TrimLeft(rest, "*_`")
	aimed := false
	if a, ok := cutVoteAim(r, voiced(before, stressed)); ok {
		r, rest, aimed = strings.TrimLeft(a, "*_`"), a, true
	}
	if a, ok := cutWordPrefix(strings.TrimLeft(r, " "), timesNow...); ok && strings.TrimRight(before, " \t*_`>+-") != "" {
		// `I'm -1 for now.`: timed now, the vote ends its sentence as
		// `I'm -1.` does; `returns -1 for now; the caller checks it`
		// goes on. A bare `-1 for now.` tells as often of a value, in
		// a code span a reader no longer sees (`` `-1` for now. ``).
		a = strings.TrimLeft(a, "*_`")
		if ends, _ := sentenceEnds(a); ends || courtesyEnds(a) {
			// `I'm -1 for now, sorry.`: an apology ends it as plainly.
			r, rest = a, a
		}
	}
	// `My vote: -1`, `Vote: -1.`, `My vote is -1.`: the reviewer's vote,
	// labelled.
	voted := voteLabelled(before)
	// Said whose by I, a vote given any reason is the reviewer's (`I'm
	// -1 because the naming is confusing.`); bare, only the reasons
	// voteReasoned reads are weighed, and then left; said by we, only
	// those, as `Headcount: we're -1 since Alice left.` counts.
	why := reasonGiven(r)
	ends, _ := sentenceEnds(r)
	plain := ends || apologyEnds(r) || (aimed || voted) && strings.TrimSpace(r) == "" || voteReasoned(rest)
	if !plain && !why {
		return false
	}
	if voted || aimed && sentenceOpens(before, 0) {
		return true
	}
	if !runOn && strings.TrimRight(before, " \t*_`>+-") == "" && (stressed || strings.TrimSpace(r) == "" || !voteReasoned(rest) && !why && !apologyReasoned(r)) {
		// `-1.` bare is a vote where it opens the text; after a
		// question, an abbreviation or a number (`What does it return
		// on error? -1.`, `i.e. -1.`, `0 to` over `-1.`) it is a value.
		// Given a reason (`-1 because the file is missing.`) it tells
		// as often what a value means, whatever the reason
		// (`Return values:` over `- -1 because the parser panics`).
		return true
	}
	head, w := wordBefore(before, " \t*_`")
	if w == "still" {
		head, w = wordBefore(head, " \t*_`")
	}
	switch w {
	case "vote", "am":
		// `I vote -1.`, `I am -1.`
		h, s := wordBefore(head, " \t*_`")
		return s == "i" && subjectOpens(h)
	case "are":
		// `We are -1 since the token leaks.`
		h, s := wordBefore(head, " \t*_`")
		return s == "we" && plain && !reasonSettled(r) && weVoteOpens(h)
	case "i'm":
		return subjectOpens(head)
	case "we're":
		// `We're -1 because the token leaks, now fixed.`: a reason
		// that goes on may take the vote back.
		return plain && !reasonSettled(r) && weVoteOpens(head)
	}
	return false
}

// cutVoteAim cuts from r, what follows a -1, the change or its merge
// the vote is on (`on this PR`, `on merging this`), and reports whether
// it did: a vote on the merge is one on the change. A merge named with
// no object (`on merging`) is an aim only of a -1 said whose or
// stressed (voiced): a bare `-1 on merging.` tells as often of a value
// in a code span a reader no longer sees (a -1 set in backticks, then
// on merging).
func cutVoteAim(r string, voiced bool) (string, bool) {
	r = strings.TrimLeft(r, " ")
	if a, ok := cutWordPrefix(r, "on this merge", "on this pr", "on this change", "on the pr", "on the change", "on this", "on it",
		"on merging this pr", "on merging this change", "on merging this one", "on merging this", "on merging it",
		"on landing this pr", "on landing this", "on landing it",
		"to merging this pr", "to merging this change", "to merging this", "to merging it", "to landing this",
		"to landing it", "to this merge", "to this change", "to this pr", "to this"); ok || !voiced {
		return a, ok
	}
	return cutWordPrefix(r, "on merging", "on landing", "on the merge", "to merging", "to landing")
}

// voiced: a -1 after before, what precedes it, is said whose (`I'm
// -1`) or stressed (`Strong -1`), not bare.
func voiced(before string, stressed bool) bool {
	return stressed || strings.TrimRight(before, " \t*_`>+-") != ""
}

// weVoteOpens: before, what precedes a vote said by we (`We're -1.`),
// leaves it opening its clause, and no label before a colon, a
// semicolon or a dash names what it counts: `Replica count: we're -1.`
// and `Replica count — we're -1.` tell of a number.
func weVoteOpens(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	if _, ok := cutDashEnd(t); ok {
		return false
	}
	return subjectOpens(before) && !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, ";")
}

// cutDashEnd cuts the dash that ends t (`—`, `–`, ` --`, ` -`), as one
// sets off a label's value, and reports whether it did.
func cutDashEnd(t string) (string, bool) {
	for _, d := range []string{"\u2014", "\u2013", " --", " -"} {
		if h, ok := strings.CutSuffix(t, d); ok {
			return h, true
		}
	}
	return t, false
}

// blockOrdered: a block, what block this (this PR, this change), block
// the merge or block merging (p) follows and is followed by, is the
// reviewer's: `I must block this.`, `I'll block the merge until the
// token is rotated.`, the reviewer its subject and the sentence ending
// there or timed (see blockTimed), or an order that opens its sentence
// where the change is named and ends there (`Block this PR.`); `Block
// the merge until CI is green (branch protection does this).` tells of
// a rule. `The writer must block this thread` and `we have to block
// this until the lock frees` tell of code.
func blockOrdered(before, p, rest string) bool {
	if !blockTimed(rest) {
		return false
	}
	if p == "block it" && !blockEnds(rest, false) && !verdictEnds(rest) {
		// `I'll block it until the lock frees` may tell of code.
		return false
	}
	if p != "block it" && sentenceOpens(before, 0) && blockEnds(rest, p != "block this") {
		// `Block this PR.`, `Block this.`: an order, where the change is
		// named or the sentence ends; a bare `Block it.` or `Please
		// block it.` tells as often what a policy does with an input
		// (`Unknown origin. Please block it.`).
		return true
	}
	head, w := wordBefore(before, " \t*_`")
	switch w {
	case "i", "i'll", "i'd":
		return subjectOpens(head)
	case "we'll":
		return subjectOpens(head) && blockEnds(rest, false)
	case "must", "will", "shall", "would", "should":
	case "to":
		// `I have to block this.`, `I'm going to block this.`
		head, w = wordBefore(head, " \t*_`")
		if w == "going" {
			head, w = wordBefore(head, " \t*_`")
			if w == "am" {
				head, w = wordBefore(head, " \t*_`")
				return w == "i" && subjectOpens(head)
			}
			return w == "i'm" && subjectOpens(head)
		}
		if w != "have" && w != "need" {
			return false
		}
	default:
		return false
	}
	head, w = wordBefore(head, " \t*_`")
	// `We must block this.`; `we have to block this until the lock
	// frees` tells of code, so the team's block ends its sentence.
	return (w == "i" || w == "we" && blockEnds(rest, false)) && subjectOpens(head)
}

// lgtmDenied: rest, what follows the approval word denied (`No LGTM`,
// `Not yet LGTM`), ends its sentence or clause, the denial timed now
// or the reviewer's (`No LGTM yet.`, `No LGTM from me, the token
// leaks.`). A word the approval word opens (`LGTM.md`, `LGTM'd`) or
// more words (`No LGTM yet from the second reviewer`, `No LGTM needed
// for docs`) tell of something else.
func lgtmDenied(rest string) bool {
	r := strings.TrimLeft(rest, "*_`")
	if a, ok := cutWordPrefix(strings.TrimLeft(r, " "), "yet from me", "from me yet", "yet", "from me"); ok {
		r = strings.TrimLeft(a, "*_`")
	}
	if ends, ok := sentenceEnds(r); ok {
		return ends
	}
	r = strings.TrimLeft(r, " *_`")
	first, _ := utf8.DecodeRuneInString(r)
	return r == "" || strings.ContainsRune(",;:(\u2014", first) || strings.HasPrefix(r, "- ") || strings.HasPrefix(r, "-- ")
}

// blockEnds: rest, what follows a block that opens its sentence, ends
// the sentence (`Blocking this.`), or, where reason says the change is
// named, gives the reason after a colon or a semicolon (`Blocking this
// PR: the token leaks.`).
func blockEnds(rest string, reason bool) bool {
	r := strings.TrimLeft(rest, " *_`")
	if r == "" {
		return true
	}
	if ends, ok := sentenceEnds(r); ok {
		return ends
	}
	return reason && (r[0] == ':' || r[0] == ';') || apologyEnds(r)
}

// blockTimed: rest, what follows a block of this change, leaves it
// one: the end of its sentence, or words that time it or give its
// reason (holdEnds). `this thread's lock` names another thing.
func blockTimed(rest string) bool {
	r := strings.TrimLeft(rest, " *_`")
	if r == "" || strings.ContainsRune(".!;:", rune(r[0])) {
		return true
	}
	first, _ := utf8.DecodeRuneInString(r)
	return proseword.IsRune(first) && holdEnds(r) || apologyEnds(r)
}

// cutConnective cuts off the word that ends t when it draws a
// conclusion or adds to what came before (`so`, `therefore`, `also`)
// or only gives the speaker's attitude (`honestly`, or one of
// apologies: `sadly`), a whole word: `Honestly, do not merge.` orders
// as plainly.
func cutConnective(t string) string {
	for _, c := range connectives {
		if head, ok := strings.CutSuffix(t, c); ok {
			if r, _ := utf8.DecodeLastRuneInString(head); head == "" || !proseword.IsRune(r) && r != '\'' {
				return head
			}
		}
	}
	head, _ := cutWord(t, apologies...)
	return head
}

// cutWord cuts off the word that ends t when it is one of ws, a whole
// word, and reports whether it did.
func cutWord(t string, ws ...string) (string, bool) {
	for _, w := range ws {
		if head, ok := strings.CutSuffix(t, w); ok {
			if r, _ := utf8.DecodeLastRuneInString(head); head == "" || !proseword.IsRune(r) && r != '\'' {
				return head, true
			}
		}
	}
	return t, false
}

// cutWordPrefix cuts off the word that opens t when it is one of ws, a
// whole word (no letter or digit follows it), the first of ws that
// does, and reports whether it did.
func cutWordPrefix(t string, ws ...string) (string, bool) {
	for _, w := range ws {
		if after, ok := strings.CutPrefix(t, w); ok {
			if next, _ := utf8.DecodeRuneInString(after); after == "" || !proseword.IsRune(next) {
				return after, true
			}
		}
	}
	return t, false
}

// connectives are the words cutConnective cuts. `Then` is none: it
// closes a condition's clause (`if CI fails, then reject the PR`).
var connectives = []string{"so", "therefore", "thus", "hence", "overall", "ultimately", "finally", "accordingly",
	"consequently", "also", "again", "instead", "frankly", "honestly"}

// imperative: the phrase is an order (`do not merge`, `never merge`,
// `hold the merge`), which holds only where a clause starts; `we do not
// merge files …` describes.
func imperative(p string) bool {
	return strings.HasPrefix(p, "do") || strings.HasPrefix(p, "never") || strings.HasPrefix(p, "hold") && !strings.HasPrefix(p, "holding")
}

// refusedFirstPerson reports whether before, what precedes the order p,
// makes `do not approve` the reviewer's own refusal: `I` or `we`
// opening the clause, with at most a few words between that only time,
// stress or conclude (`I still do not approve.`, `I, for one, do not
// approve.`, `We really do not approve this change.`). Merging is left
// an order: `We do not merge until CI passes` states a rule. It reads
// at most a few words back, so a line of many phrases stays linear.
func refusedFirstPerson(before, p, rest string) bool {
	if !strings.HasSuffix(p, "approve") || strings.HasPrefix(p, "never") {
		return false
	}
	t := before
	for n := 0; n < 4; n++ {
		head, w := wordBefore(t, " \t,*_")
		switch w {
		case "i":
			return clauseStart(head)
		case "we":
			// `We do not approve this kind of pattern normally` and `We
			// do not approve until CI is green` state a team's rule;
			// the team refuses this change only when nothing follows
			// but the change (`We do not approve this.`).
			return clauseStart(head) && weRefuseThis(rest)
		case "still", "really", "just", "simply", "honestly", "frankly", "certainly", "definitely", "truly",
			"personally", "therefore", "so", "thus", "currently", "also", "one", "for", "my", "part":
			// `for one`, `for my part` set the speaker off between commas.
			t = head
			continue
		}
		return false
	}
	return false
}

// holdProposed: before, what precedes an order to hold the merge, makes
// it the reviewer's proposal, the reviewer or the team its subject
// opening the clause with a verb of duty (`We should hold off on
// merging.`, `I think we need to hold off on merging.`); `The client
// should hold off` tells what code does.
func holdProposed(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	h, ok := cutWord(t, "should", "must", "ought to", "need to", "have to", "had better")
	if !ok {
		return false
	}
	t = strings.TrimRight(h, " \t*_`")
	if h, ok := cutWord(t, "really", "probably", "still", "just"); ok {
		t = strings.TrimRight(h, " \t*_`")
	}
	t, ok = cutWord(t, "we", "i")
	if !ok {
		return false
	}
	if h, ok := cutWord(strings.TrimRight(t, " \t*_`"), "i think", "i suggest", "i'd suggest", "i propose"); ok {
		t = h
	}
	return subjectOpens(t)
}

// clauseStart: before holds no word after its last clause mark (a table
// cell's edge is one). It reads back from the end only to the first word
// or mark, so that a line of many phrases is read in linear time.
func clauseStart(before string) bool {
	t := strings.TrimRight(before, " \t,*_")
	// `Please do not merge` orders as plainly.
	t = strings.TrimSuffix(t, "please")
	// `Approved, but do not merge.`: but opens a clause of its own,
	// whatever stands before it.
	if head, ok := strings.CutSuffix(strings.TrimRight(t, " \t*_"), "but"); ok {
		if r, _ := utf8.DecodeLastRuneInString(head); head == "" || !proseword.IsRune(r) && r != '\'' {
			return true
		}
	}
	// `So, do not merge.`, `Therefore reject the PR.`: a word that
	// draws the conclusion leaves the clause where it starts. What
	// stands before it is read as it is: `If CI fails, so do not
	// merge` is still a condition's.
	t = strings.TrimRight(cutConnective(strings.TrimRight(t, " \t,*_")), " \t*_")
	// `Please hold, do not merge.`: a word that only asks to wait
	// opens the clause as plainly.
	if head, ok := cutWord(t, "hold", "wait", "stop", "sorry"); ok {
		t = strings.TrimSuffix(strings.TrimRight(head, " \t,*_"), "please")
	}
	for i := len(t); i > 0; {
		r, n := utf8.DecodeLastRuneInString(t[:i])
		if strings.ContainsRune(":;.!—–(|", r) {
			return true
		}
		if proseword.IsRune(r) {
			return false
		}
		i -= n
	}
	return true
}

// spoken reports whether p refuses the change only when the reviewer
// says it, or says it of the change, now: `I can't sign off.`, `This
// isn't mergeable.`, `Not LGTM.`. Said of another party or of code, or
// told in the past, such words describe (`Otherwise git would refuse to
// merge.`, `Config keys that shouldn't be merged are overwritten.`,
// `Before this PR the artifact was not shippable.`).
func spoken(p string) bool {
	switch p {
	case
		"would never merge", "would never approve",
		"cannot sign off", "can't sign off", "can not sign off", "could not sign off", "couldn't sign off",
		"unable to sign off", "will not sign off", "won't sign off", "would not sign off", "wouldn't sign off",
		"not signing off", "not lgtm",
		"refuse to approve", "refuse to merge", "refuse to sign off",
		"cannot give my approval", "can't give my approval", "won't give my approval", "will not give my approval",
		"not giving my approval", "won't be approving", "will not be approving",
		"shouldn't be merged", "mustn't be merged", "can not be merged", "isn't mergeable", "not shippable", "isn't shippable",
		"not comfortable approving", "not comfortable merging", "not comfortable signing off",
		"not able to approve", "not able to sign off",
		"not approving", "not merge-ready", "not merge ready", "isn't merge-ready",
		"nack", "-1 from me", "-1 from my side", "-1 from us", "-1 from our side", "-1 on this", "cannot lgtm", "can't lgtm", "won't lgtm",
		"blocking this", "blocking this pr", "blocking this change", "blocking the merge",
		"can not lgtm", "will not lgtm", "not mergeready", "isn't mergeready", "blocking merge",
		"no lgtm", "not yet lgtm", "veto", "vetoed", "blocking it":
		return true
	}
	return false
}

// spokenBy reports whether before, what precedes one of spoken, makes
// it the reviewer's or the change's, in the present: nothing where the
// clause starts (`Not shippable.`), or `I`, `we`, `this`, `it`, `this
// PR` opening the clause (or after `but`, `and`), with at most a few
// words between that only stress it or give its tense (`I would`,
// `This PR is still`). It reads a few words back, so a line of many
// phrases stays linear.
func spokenBy(before string) bool {
	t := before
	for n := 0; n < 6; n++ {
		head, w := wordBefore(t, " \t,*_`")
		if slices.Contains(apologies, w) {
			// `Sorry, not LGTM.`: an apology (one word of it) before
			// the refusal leaves it the reviewer's.
			t = head
			continue
		}
		switch w {
		case "":
			return clauseStart(head)
		case "still", "really", "just", "simply", "honestly", "frankly", "certainly", "definitely", "currently",
			"also", "would", "will", "is", "am", "are", "so", "therefore",
			// `Nope, not LGTM.`: an answer no before the refusal
			// stresses it; a bare no denies it (`No -1 from me.`).
			"nope":
			t = head
			continue
		case "pr", "change", "mr", "patch":
			if h, ok := cutWord(strings.TrimRight(head, " \t*_`"), "this", "the"); ok {
				return subjectOpens(h)
			}
			return false
		case "i", "we", "i'm", "we're", "i'd", "we'd", "this", "it", "it's":
			// `As of now, this shouldn't be merged.`: a lead that
			// times it now leaves the subject the clause's.
			return subjectOpens(head) || leadTimesNow(head)
		}
		return false
	}
	return false
}

// subjectOpens: before, what precedes a subject, leaves it opening its
// clause: a clause start, or a `but` or `and` joining a clause of its
// own (`Looks fine, but I can't sign off.`).
func subjectOpens(before string) bool {
	if _, ok := cutWord(strings.TrimRight(before, " \t*_`"), "but", "and"); ok {
		return true
	}
	return clauseStart(before)
}

// weRefuseThis reports whether rest, what follows `we do not approve`,
// ends its sentence there or after naming the change (`this`, `this
// PR`, `it`).
func weRefuseThis(rest string) bool {
	a := cutObject(rest)
	r := strings.TrimLeft(a, " \t*_`")
	return r == "" || strings.ContainsRune(".!;", rune(r[0])) || verdictEnds(a)
}

// wordStart says what before a phrase leaves it at a word's start.
type wordStart int

const (
	// quoteOpens: no letter or digit (`'do not merge'`: a quote opens
	// the phrase as a space does).
	quoteOpens wordStart = iota
	// quoteJoins: no letter, digit or apostrophe (`isn't approved`
	// holds `t approved` after one).
	quoteJoins
	// byteBefore: the byte before, read as a character, no letter or
	// digit; a character of many bytes (`注意merge only after`) ends in
	// one that is none, so text glued to a phrase in a script that
	// writes no spaces leaves it a word of its own.
	byteBefore
)

// phraseStarts yields, in order, each index at which p stands in t at
// a word's start as ws reads one. A match is passed over whole, so t
// is searched once for p.
func phraseStarts(t, p string, ws wordStart) iter.Seq[int] {
	return func(yield func(int) bool) {
		for from := 0; ; {
			i := strings.Index(t[from:], p)
			if i < 0 {
				return
			}
			i += from
			from = i + len(p)
			if i > 0 {
				before, _ := utf8.DecodeLastRuneInString(t[:i])
				if ws == byteBefore {
					before = rune(t[i-1])
				}
				if proseword.IsRune(before) || ws == quoteJoins && before == '\'' {
					continue
				}
			}
			if !yield(i) {
				return
			}
		}
	}
}

// wordBefore trims cut from t's end and splits off the word it then
// ends in (letters, digits, apostrophes): what stands before the word,
// and the word, "" where t ends in a mark or is empty.
func wordBefore(t, cut string) (string, string) {
	t = strings.TrimRight(t, cut)
	j := len(t)
	for j > 0 {
		r, size := utf8.DecodeLastRuneInString(t[:j])
		if !proseword.IsRune(r) && r != '\'' {
			break
		}
		j -= size
	}
	return t[:j], t[j:]
}

// refusedAfterBut reports whether before ends in a but that opens the
// clause of p, a refusal the reviewer says without its subject, as the
// clause before left it out (`Looks fine, but cannot LGTM.`). Words
// that may be said of the other clause's subject (`The old branch was
// fine but isn't mergeable`) or a vote are left to spokenBy.
func refusedAfterBut(before, p string) bool {
	if _, ok := cutWord(strings.TrimRight(before, " \t*_`"), "but"); !ok {
		return false
	}
	for _, w := range []string{"merge", "ship", "nack", "-1", "veto", "block"} {
		if strings.Contains(p, w) {
			return false
		}
	}
	return true
}
