package holdprose

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// mergeRefusals say, in words that hold no phrase of phrases, that the
// change may not merge now: the reviewer's `can't merge` or `won't
// merge` (`Looks fine, but we can't merge it yet.`) and a proposal not
// to (`For now, let's not merge.`). Each is read only where it is the reviewer's or the
// change's and aimed at nothing else: `we can't merge two maps in
// place` and `let's not merge the caches` tell of code.
var mergeRefusals = []string{"can't merge", "cannot merge", "can not merge", "won't merge", "will not merge",
	"let's not merge", "let us not merge", "lets not merge", "let's not land", "let us not land",
	// An order to wait, bare (`For now, hold off.`, `Let's hold off.`):
	// `Hold off retries until backoff expires` tells of code.
	"hold off"}

// mergeRefusalAnchors holds, for each of mergeRefusals, the anchors it
// holds, as anchorsOf gives them.
func mergeRefusalAnchors() []uint32 {
	waitAnchorsOnce.Do(buildWaitAnchors)
	return waitAnchorsOf.refusals
}

// landAnchors are the anchors of the words fixNotLanded reads a fix
// landed by.
func landAnchors() uint32 {
	waitAnchorsOnce.Do(buildWaitAnchors)
	return waitAnchorsOf.land
}

// waitAnchorsOf is built on first use, not at start: a run that reads
// no report pays nothing for it.
var (
	waitAnchorsOnce sync.Once
	waitAnchorsOf   struct {
		refusals []uint32
		land     uint32
	}
)

func buildWaitAnchors() {
	waitAnchorsOf.refusals, waitAnchorsOf.land = anchorsOf(mergeRefusals), anchorsIn("landed merged")
}

// heldOtherwise reads t, as holds has made it ready, for a hold said in
// words the lists of holds do not read (mergeRefused, fixNotLanded). has
// are the anchors t holds.
func heldOtherwise(t string, settled func(string) bool, has uint32) (string, bool) {
	needs := mergeRefusalAnchors()
	for k, p := range mergeRefusals {
		if needs[k]&^has != 0 {
			continue
		}
		for i := range phraseStarts(t, p, quoteOpens) {
			if mergeRefused(t[:i], p, t[i+len(p):]) && !settled(settleWindow(t[i+len(p):])) {
				return p, true
			}
		}
	}
	// `The leak fix is not in yet.` alone reaches here by the anchor
	// yet; `in yet` itself would be looked for at each `in` of every
	// line.
	notIn := strings.Contains(t, "in yet")
	if has&landAnchors() == 0 && !notIn {
		return "", false
	}
	if strings.Contains(t, "yet") {
		if w, ok := fixNotLanded(t, settled); ok {
			return w, true
		}
	}
	return fixNotLandedBare(t, settled)
}

// mergeRefused: p, one of mergeRefusals, between before and rest, holds
// the merge. A proposal holds as an order does: where its clause starts
// or after a lead that times it (see orderStarts), aimed at the change
// (see holdEnds). `Can't merge` holds said by the reviewer or of the
// change (see spokenBy), after a but that opens its clause (`Looks
// fine, but can't merge.`) or a lead, and only where nothing follows
// but the change named and a time or a reason (`… merge it yet`):
// `can't merge two maps in place` names another object.
func mergeRefused(before, p, rest string) bool {
	if strings.HasPrefix(p, "let") {
		// `Q: should we merge the two enums? A: let's not merge.`
		// answers of code: a proposal is read only with no question
		// before it in its line.
		return holdEnds(rest) && !strings.Contains(before, "?") &&
			(clauseStart(before) || leadsOrder(before) && !leadInSentence(before))
	}
	if p == "hold off" {
		return holdOffEnds(rest) && holdOffOrdered(before)
	}
	if strings.HasPrefix(rest, "-") {
		return false // `can't merge-sort`
	}
	r := cutChangeNamed(rest)
	if !refusalEnds(r) || lacksRights(rest) {
		return false
	}
	if (p == "won't merge" || p == "will not merge") && strings.ContainsAny(r[:min(len(r), 1)], ",;:") && !courtesyEnds(r) &&
		weOpens(r[1:]) {
		// `We won't merge, we append: …` tells of code; `We won't
		// merge, the leak is still there.` gives the refusal its reason.
		return false
	}
	if eventTimed(rest) {
		return eventRefusalOwn(before, rest)
	}
	// After but or however, only the reviewer or the change may be
	// what can't merge, and only a time may follow: `It works, but it
	// can't merge because the inputs are unsorted` tells of code.
	b := strings.TrimRight(before, " \t*_`")
	if h, ok := cutWord(b, "we", "i", "this pr", "the pr", "this change", "the change", "this", "it"); ok {
		b = strings.TrimRight(h, " \t*_`")
	}
	if _, but := cutWord(b, "but", "however", "though", "although"); but {
		return timeOnlyEnds(rest)
	}
	return spokenBy(before) || leadTimesNow(before)
}

// weOpens: a, the clause after a refusal, opens with we.
func weOpens(a string) bool {
	w, _, ok := proseword.Next(a)
	return ok && w == "we"
}

// eventTimed: rest, what follows a refusal, names at most the change
// and a time, then times it by what must happen first (`… merge until
// the leak is fixed`, `… unless`, `… before`).
func eventTimed(rest string) bool {
	_, timed := cutRefusalTimes(rest)
	return timed
}

// cutRefusalTimes cuts from rest, what follows a refusal, the change
// named and up to three times (`it just yet`, `now, please`), and
// reports whether what follows them times the refusal by what must
// happen first (`until`, `till`, `unless`, `before`).
func cutRefusalTimes(rest string) (string, bool) {
	r := cutChangeNamed(rest)
	for n := 0; n < 3; n++ {
		if _, ok := cutWordPrefix(r, "until", "till", "unless", "before"); ok {
			return r, true
		}
		a, ok := cutWordPrefix(r, "just yet", "yet", "right now", "for now", "now", "as is", "as-is", "at this point", "at the moment", "please")
		if !ok {
			break
		}
		r = strings.TrimLeft(a, " \t*_`")
	}
	return r, false
}

// eventRefusalOwn: a refusal timed by what must happen first (see
// eventTimed), between before and rest, is the reviewer's hold, not a
// description of code. What it waits for decides: a hold waits for a
// defect to be dealt with or for review or CI (`… until the leak is
// fixed`, `… until CI passes`); a wait for a state of the code (`…
// until both inputs are sorted`, `… unless the keys match`, `… until
// the lock is held`) tells of code whatever follows it. Then the
// reviewer or the change must be what can't merge, maybe stressed
// (`We really can't …`), or nothing where the clause starts (`Can't
// merge until …`, `Note: can't merge …`): `Git won't merge until the
// conflict is resolved.` tells of a tool.
func eventRefusalOwn(before, rest string) bool {
	if !awaitsSettling(rest) {
		return false
	}
	b := strings.TrimRight(before, " \t*_`")
	for n := 0; n < 3; n++ {
		h, ok := cutWord(b, refusalStresses...)
		if !ok {
			break
		}
		b = strings.TrimRight(h, " \t*_`")
	}
	if _, ok := cutWord(b, "we", "i", "you", "this pr", "the pr", "this change", "the change", "this branch",
		"this one", "this", "it"); ok {
		return true
	}
	if _, but := cutWord(b, "but", "however", "though", "although"); but || b == "" {
		return true
	}
	c, _ := utf8.DecodeLastRuneInString(b)
	return strings.ContainsRune(".!?\n:;,", c) || c == '—' || c == '–'
}

// refusalStresses are the words that may stand between who refuses a
// merge and the refusal, stressing it or giving its tense.
var refusalStresses = []string{"really", "still", "just", "also", "unfortunately", "definitely", "probably",
	"simply", "certainly", "currently", "honestly", "sadly", "truly", "absolutely"}

// awaitsSettling: rest, what follows a refusal timed by until, unless
// or before (see eventTimed), to the clause's end names a defect or its
// fix, a review or CI: `until the leak is fixed`, `until CI passes`,
// `before the fix lands`. At most fixWords words are read; a dot inside
// a word (`runs.Len()`, `v1.2`) does not end the clause.
func awaitsSettling(rest string) bool {
	r := rest
	prev := ""
	for n := 0; n < fixWords; n++ {
		t := strings.TrimLeft(r, " \t*_`\"'()")
		if t == "" || strings.ContainsAny(t[:1], ",;:!?\n") || strings.HasPrefix(t, "—") || strings.HasPrefix(t, "–") ||
			t[0] == '.' && (len(t) == 1 || t[1] == ' ' || t[1] == '\n') {
			return false
		}
		w, a, ok := proseword.Next(r)
		if !ok {
			return false
		}
		r = a
		if settlingWord(w) || fixHarmWord(w) {
			return true
		}
		if w == "you" && (prev == "until" || prev == "till" || prev == "unless" || prev == "before") && authorWork(a) {
			// `until you add tests`: the author's work on the change.
			return true
		}
		if subjectVerb(w) && changePart(prev) && authored(a) {
			// `until tests are added`, `until the docs are updated`: the
			// change's own parts wait; `until the docs are indexed`,
			// `until the migrations are applied` name what code does.
			return true
		}
		prev = w
		if w == "in" {
			// `until the fix is in`: in that ends the clause.
			t := strings.TrimLeft(a, " \t*_`")
			if t == "" || strings.ContainsAny(t[:1], ".,;!\n") {
				return true
			}
		}
	}
	return false
}

// subjectVerb reports whether w, a whole word, is a form of be, have or
// get that follows its subject: the word before it ends the subject.
func subjectVerb(w string) bool {
	switch w {
	case "is", "are", "has", "have", "gets", "get", "becomes", "become", "looks", "look":
		return true
	}
	return false
}

// changePart reports whether w, a whole word ending a subject, names a
// part of a change its author delivers with it (`tests`, `the
// changelog`); read only with authored, as code works on such things
// too (`until the docs are indexed`).
func changePart(w string) bool {
	switch w {
	case "test", "tests", "docs", "documentation", "changelog", "migration", "description":
		return true
	}
	return false
}

// authored: a, what follows the verb after a part of the change, opens
// with what its author does to it (`added`, `updated`) or a state only
// its author brings (`green`, `reversible`).
func authored(a string) bool {
	w, _, ok := proseword.Next(a)
	if !ok {
		return false
	}
	switch w {
	case "added", "written", "updated", "fixed", "green", "passing", "reversible", "filled", "documented":
		return true
	}
	return false
}

// authorWork: a, what follows `until you`, asks its author to add,
// write or update tests, docs or the changelog (`until you add
// tests`); `until you call Sort()` tells how code is used.
func authorWork(a string) bool {
	v, r, ok := proseword.Next(a)
	if !ok || v != "add" && v != "write" && v != "update" && v != "fix" {
		return false
	}
	o, r, ok := proseword.Next(r)
	if ok && (o == "the" || o == "some" || o == "more") {
		o, _, ok = proseword.Next(r)
	}
	return ok && changePart(o)
}

// settlingWord reports whether w, a whole word, names a defect or what
// deals with one, or a review or CI a merge waits for.
func settlingWord(w string) bool {
	switch w {
	case "fixed", "resolved", "addressed", "patched", "repaired", "corrected", "rotated", "reverted", "rebased",
		"reviewed", "approved", "fix", "fixes", "ci", "green", "pass", "passes", "passing", "passed", "land", "lands",
		"landed", "bug", "bugs", "regression", "regressions", "review", "approval":
		return true
	}
	return false
}

// cutChangeNamed cuts from rest, what follows a refusal, the change
// named as its object (`this PR`, `the change`, `it`), a whole word,
// and the marks around it.
func cutChangeNamed(rest string) string {
	r := strings.TrimLeft(rest, " \t*_`")
	if a, ok := cutWordPrefix(r, "this pr", "this change", "the pr", "the change", "this", "it"); ok {
		r = strings.TrimLeft(a, " \t*_`")
	}
	return r
}

// timeOnlyEnds: rest, what follows a refusal, names at most the change
// and a time before its sentence ends (`… merge it yet.`, `… merge.`);
// `… merge at the moment a write is in flight` goes on.
func timeOnlyEnds(rest string) bool {
	r, timed := cutRefusalTimes(rest)
	if timed {
		return true // `… merge it until the leak is fixed`: a time
	}
	return r == "" || r[0] == '.' || r[0] == '!' || r[0] == '\n' || courtesyEnds(r)
}

// leadInSentence reports whether before ends in a lead of an order set
// off by commas inside a sentence another subject opens: `On a 429 the
// client should, for now, hold off.` tells what the client does.
func leadInSentence(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	if head, ok := cutWord(t, "please"); ok {
		t = strings.TrimRight(head, " \t*_`")
	}
	t, comma := strings.CutSuffix(t, ",")
	if !comma {
		return false
	}
	lead, ok := leadOf(t)
	if !ok {
		return false
	}
	return strings.HasSuffix(strings.TrimRight(t[:len(t)-len(lead)], " \t*_`>#-+"), ",")
}

// lacksRights reports whether rest, what follows a `can't merge`, says
// in its sentence (at most settleMax bytes) that the reviewer lacks the
// rights to merge, not that the change must wait: `Approved, but I
// can't merge it — no write access.`, `… can't merge; someone with
// permission please do`.
func lacksRights(rest string) bool {
	w := rest[:min(len(rest), settleMax)]
	if i := strings.IndexAny(w, ".!?\n"); i >= 0 {
		w = w[:i]
	}
	for _, s := range []string{"access", "permission", "rights", "maintainer", "myself", "button", "admin", "someone", "for me"} {
		if strings.Contains(w, s) {
			return true
		}
	}
	return false
}

// leadTimesNow reports whether before ends in a lead of an order (see
// leadsOrder) that times what follows now or gives its reason: `As of
// now, this shouldn't be merged.`, `Because of the leak, we can't
// merge.` A place, a round or a version (`In round 1, this shouldn't be
// merged, but now it's fine.`, `In v1, it's not shippable.`) tells of
// another time or thing, where an order would still be one.
func leadTimesNow(before string) bool {
	if !leadsOrder(before) {
		return false
	}
	t := strings.TrimRight(before, " \t*_`")
	if head, ok := cutWord(t, "please"); ok {
		t = strings.TrimRight(head, " \t*_`")
	}
	lead, _ := leadOf(strings.TrimSuffix(t, ","))
	if _, in := cutWordPrefix(lead, "in"); !in {
		return true
	}
	_, now := cutWordPrefix(lead, "in the meantime", "in its current state", "in the current state", "in this state")
	return now
}

// refusalEnds: r, what follows a refusal and the change it names, ends
// the clause there or only times it or gives its reason (`yet`, `as
// is`, `because the token leaks`).
func refusalEnds(r string) bool {
	if r == "" {
		return true
	}
	if c := r[0]; c < 0x80 && !proseword.ASCII(c) {
		return c != '?' && c != '-' && c != '/' && c != '\'' && c != '"'
	}
	_, ok := cutWordPrefix(r, "yet", "just yet", "now", "right now", "for now", "as is", "as-is", "in its current",
		"at this point", "at the moment", "because", "since", "due to", "given", "please",
		// `We can't merge until the leak is fixed.`: timed by what
		// must happen first, as `do not merge until …` is.
		"until", "till", "unless", "before")
	return ok
}

// fixLeadMax bounds the bytes fixNotLanded reads back from a wait for
// the fix it names: a line of many waits is read in linear time.
const fixLeadMax = 96

// fixNotLanded reads t for a fix said not to have landed yet, where its
// clause opens or after but: `The leak fix hasn't landed yet.`,
// `Approved — the leak fix is not merged yet.`, `the fix has not yet
// landed`. A fix still due is work on the change, as `the leak fix still
// has to land` is beside an approval (see demandsFirst). A fix that lands
// elsewhere or later (`upstream`, `in a follow-up`), one a condition
// supposes (`If the fix hasn't landed yet: …`) and a clause that goes
// on (`…, so we vendor it`) are none.
func fixNotLanded(t string, settled func(string) bool) (string, bool) {
	for i := range phraseStarts(t, "yet", quoteOpens) {
		before, after := t[:i], t[i+len("yet"):]
		if n, _ := utf8.DecodeRuneInString(after); proseword.IsRune(n) {
			continue // `yeti`
		}
		if v := strings.TrimRight(before, " \t*_`"); landedWord(lastWord(v)) {
			// `hasn't landed yet`
			before = strings.TrimSuffix(v, lastWord(v))
			if h, w := wordBefore(before, " \t*_`"); w == "been" {
				before = h
			}
		} else {
			// `has not yet landed`, `hasn't yet been merged`
			w, r, _ := proseword.Next(after)
			if w == "been" {
				w, r, _ = proseword.Next(r)
			}
			if !landedWord(w) {
				continue
			}
			after = r
		}
		if !waitEnds(after) || settled(settleWindow(after)) {
			continue
		}
		if fixAwaitedBefore(before) {
			return "yet", true
		}
	}
	return "", false
}

// landedWord reports whether w, beside yet, says a fix went in:
// `landed`, `merged`, `in` (`The leak fix is not in yet.`).
func landedWord(w string) bool { return w == "landed" || w == "merged" || w == "in" }

// fixNotLandedBare reads t for a fix said not to have landed, with no
// yet, as fixNotLanded does one with it: `The leak fix hasn't landed.`,
// `The fix for the crash has not been merged.` A bare `in` is left:
// `The leak fix is not in.` may go on to name where.
func fixNotLandedBare(t string, settled func(string) bool) (string, bool) {
	for _, v := range [...]string{"landed", "merged"} {
		for i := range phraseStarts(t, v, quoteOpens) {
			before, after := t[:i], t[i+len(v):]
			if !waitEnds(after) || settled(settleWindow(after)) {
				continue
			}
			if h, w := wordBefore(before, " \t*_`"); w == "been" {
				before = h
			}
			if fixAwaitedBefore(before) {
				return v, true
			}
		}
	}
	return "", false
}

// waitEnds: after, what follows a wait, ends its sentence there (`…
// yet.`); what goes on may settle it (`…, so we vendor it`, `…; this PR
// is the leak fix`, `… (not needed here)`), and is not read.
func waitEnds(after string) bool {
	r := strings.TrimLeft(after, " \t*_`")
	// `… not in yet, sorry.`: an apology that ends the sentence ends
	// the wait as a full stop does.
	return r == "" || r[0] == '.' || r[0] == '!' || r[0] == '\n' || courtesyEnds(r)
}

// fixAwaitedBefore reads before, what precedes `landed yet` and its
// like, for a negation said of a fix, its subject opening the clause:
// `the leak fix hasn't`, `the fix for the leak is not`. It reads at most
// fixLeadMax bytes back.
func fixAwaitedBefore(before string) bool {
	if len(before) > fixLeadMax {
		before = before[len(before)-fixLeadMax:]
	}
	head, w := wordBefore(before, " \t*_`")
	switch w {
	case "hasn't", "haven't", "isn't", "aren't":
	case "not":
		head, w = wordBefore(head, " \t*_`")
		if w != "has" && w != "have" && w != "is" && w != "are" {
			return false
		}
	default:
		return false
	}
	// Only a fix of an open harm is this change's work (`the leak fix`,
	// `the fix for the crash`): a docs, typo or compiler fix may be
	// anyone's.
	fix, harm := false, false
	for n := 0; n < 6; n++ {
		h, w := wordBefore(head, " \t*_`")
		if w == "" {
			break
		}
		switch w {
		case "fix", "fixes", "hotfix", "bugfix", "patch", "patches":
			fix = true
		case "previously", "earlier", "formerly", "originally", "was", "were":
			return false // `Previously the leak fix hasn't landed yet; …`
		case "and", "but":
			return fix && harm // `Approved, but the leak fix hasn't landed yet.`
		case "upstream", "downstream", "vendored", "vendor", "dependency", "library", "if", "when", "whenever", "once",
			"unless", "since", "because", "until", "whether", "that", "which", "where", "while", "as", "why", "how",
			"before", "after":
			return false
		}
		if laterWord(w) || denies(w) {
			return false
		}
		if fixHarmWord(w) {
			harm = true
		}
		head = h
	}
	if _, w := wordBefore(head, " \t*_`"); w == "previously" || w == "earlier" || w == "formerly" || w == "originally" {
		return false
	}
	return fix && harm && (subjectOpens(head) || leadsOrder(head))
}

// lastWord is the word t ends in, "" where it ends in a mark.
func lastWord(t string) string {
	_, w := wordBefore(t, "")
	return w
}

// problemLasts reports whether lead, a phrase set off by a comma before
// an order, times the order by an open problem of this change that lasts
// (see StatesProblem): `As long as the token leaks, do not merge.`,
// `While the parser still drops the last line, don't merge.` A state
// that is no problem (`While the lock is held, …`, `As long as CI is
// running, …`) or a case supposed (`While a deploy crashes, …`) states a
// rule, and is not read.
func problemLasts(lead string) bool {
	a, ok := cutWordPrefix(lead, "as long as", "so long as", "while", "whilst")
	if !ok {
		return false
	}
	a = strings.TrimLeft(a, " \t*_`")
	if _, ok := cutWordPrefix(a, "a", "an", "any", "some", "another", "each", "every"); ok {
		return false
	}
	return StatesProblem(a)
}

// beLanding reads `be merging` or `be landing` after will, w and what
// follows it r, as the verb it plans (`Will be merging once you fix the
// leak.`), and returns the verb and what follows it; other words it
// returns as they are.
func beLanding(w, r string) (string, string) {
	if w != "be" {
		return w, r
	}
	switch v, r2, _ := proseword.Next(r); v {
	case "merging":
		return "merge", r2
	case "landing":
		return "land", r2
	}
	return w, r
}

// harmNamed reports whether r, what follows small after modulo, names
// a fix for a harm no size makes small: the harm, a whole word, says
// what the fix is for (`a small security fix`, `one small crash fix`,
// `one small fix for the leak`). A harm word that only stands near
// (`a small rename in the crash reporter`, `a small fix for the leak
// test's flakiness`) names none.
func harmNamed(r string) bool {
	w, more, _ := proseword.Next(r)
	if fixHarmWord(w) || w == "security" {
		// `a small security fix`, `a small crash fix`
		next, _, _ := proseword.Next(more)
		return next == "fix" || next == "fixes" || next == "patch"
	}
	if w != "fix" && w != "fixes" && w != "patch" {
		return false
	}
	// `a small fix for the leak`: the harm ends what is named.
	w, more, _ = proseword.Next(more)
	if w != "for" && w != "of" {
		return false
	}
	// `… for the memory leak in the parser`, `… for the null
	// dereference`: the harm ends its noun.
	for n := 0; n < 4; n++ {
		w, more, _ = proseword.Next(more)
		if w == "" {
			return false
		}
		if fixHarmWord(w) {
			next, _, _ := proseword.Next(more)
			switch next {
			case "", "in", "at", "on", "when", "under", "with", "from", "of", "during":
				return true
			}
			return false
		}
	}
	return false
}

// fixHarmWord reports whether w, a whole word, names a harm no size makes
// minor: `leak`, `crash`, `injection`.
func fixHarmWord(w string) bool {
	switch w {
	case "leak", "leaks", "crash", "crashes", "panic", "panics", "injection", "vulnerability", "vulnerabilities",
		"vuln", "exploit", "cve", "xss", "csrf", "ssrf", "rce", "deadlock", "deadlocks", "corruption", "deref",
		"dereference", "segfault", "race", "races", "overflow", "overflows":
		return true
	}
	return false
}

// holdOffEnds: rest, what follows `hold off`, ends the order's sentence
// there, after at most a time, a plea or the merge it holds (`Hold off
// for now.`, `hold off on merging.`); `hold off retries` and `hold off,
// then retry` tell of code.
func holdOffEnds(rest string) bool {
	r := strings.TrimLeft(rest, " \t*_`")
	if a, ok := cutWordPrefix(r, "for now", "for the moment", "for the time being", "on this pr", "on this", "on it",
		"on merging", "on the merge", "on landing", "merging", "landing", "please"); ok {
		r = strings.TrimLeft(a, " \t*_`")
	}
	return r == "" || strings.ContainsAny(r[:1], ".!;:(") || strings.HasPrefix(r, "—") || strings.HasPrefix(r, "–") ||
		courtesyEnds(r) // `For now, hold off, sorry.`
}

// holdOffOrdered: before, what precedes `hold off`, leaves it an order
// (see orderStarts), proposed (`Let's hold off.`) or not; a label before
// it (`Backoff: hold off.`) tells what code does. A bare `We should hold
// off.` is left: after a label or a question (`On 429:` over it) it
// tells as often what a client does; `We should hold off on merging.`
// names the merge.
func holdOffOrdered(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	if h, ok := cutWord(t, "let's", "lets"); ok {
		t = h
	} else if h, ok := cutWord(t, "us"); ok {
		if h, ok := cutWord(strings.TrimRight(h, " \t*_`"), "let"); ok {
			t = h
		}
	}
	return !strings.HasSuffix(strings.TrimRight(t, " \t*_`"), ":") && (clauseStart(t) || leadsOrder(t) && !leadInSentence(t))
}
