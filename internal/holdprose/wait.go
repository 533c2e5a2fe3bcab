package holdprose

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// mergeRefusals say, in words that hold no phrase of phrases, that the
// change may not merge now: the reviewer's `can't merge` (`Looks fine,
// but we can't merge it yet.`) and a proposal not to (`For now, let's
// not merge.`). Each is read only where it is the reviewer's or the
// change's and aimed at nothing else: `we can't merge two maps in
// place` and `let's not merge the caches` tell of code.
var mergeRefusals = []string{"can't merge", "cannot merge", "can not merge",
	"let's not merge", "let us not merge", "lets not merge", "let's not land", "let us not land",
	// An order to wait, bare (`For now, hold off.`, `Let's hold off.`):
	// `Hold off retries until backoff expires` tells of code.
	"hold off"}

// mergeRefusalAnchors holds, for each of mergeRefusals, the anchors it
// holds, as anchorsOf gives them.
var mergeRefusalAnchors = sync.OnceValue(func() []uint32 { return anchorsOf(mergeRefusals) })

// landAnchors are the anchors of the words fixNotLanded reads a fix
// landed by.
var landAnchors = sync.OnceValue(func() uint32 { return anchorsIn("landed merged") })

// heldOtherwise reads t, as holds has made it ready, for a hold said in
// words the lists of holds do not read (mergeRefused, fixNotLanded). has
// are the anchors t holds.
func heldOtherwise(t string, settled func(string) bool, has uint32) (string, bool) {
	for k, p := range mergeRefusals {
		if mergeRefusalAnchors()[k]&^has != 0 {
			continue
		}
		for i := range phraseStarts(t, p, quoteOpens) {
			if mergeRefused(t[:i], p, t[i+len(p):]) && !settled(settleWindow(t[i+len(p):])) {
				return p, true
			}
		}
	}
	if has&landAnchors() != 0 && strings.Contains(t, "yet") {
		return fixNotLanded(t, settled)
	}
	return "", false
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
		return holdEnds(rest) && orderStarts(before)
	}
	if p == "hold off" {
		return holdOffEnds(rest) && holdOffOrdered(before)
	}
	if strings.HasPrefix(rest, "-") {
		return false // `can't merge-sort`
	}
	r := strings.TrimLeft(rest, " \t*_`")
	if a, ok := cutWordPrefix(r, "this pr", "this change", "the pr", "the change", "this", "it"); ok {
		r = strings.TrimLeft(a, " \t*_`")
	}
	if !refusalEnds(r) || lacksRights(rest) {
		return false
	}
	if _, but := cutWord(strings.TrimRight(before, " \t*_`"), "but"); but {
		return true
	}
	return spokenBy(before) || leadTimesNow(before)
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
		"at this point", "at the moment", "because", "since", "due to", "given", "please")
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
// `landed`, `merged`.
func landedWord(w string) bool { return w == "landed" || w == "merged" }

// waitEnds: after, what follows a wait, ends its clause there (`… yet.`,
// `… yet: the PR is in review`); `…, so we vendor it` goes on.
func waitEnds(after string) bool {
	r := strings.TrimLeft(after, " \t*_`")
	return r == "" || strings.ContainsAny(r[:1], ".!;:)(") || strings.HasPrefix(r, "—") || strings.HasPrefix(r, "–")
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
	fix := false
	for n := 0; n < 6; n++ {
		h, w := wordBefore(head, " \t*_`")
		if w == "" {
			break
		}
		switch w {
		case "fix", "fixes", "hotfix", "bugfix":
			fix = true
		case "and", "but":
			return fix // `Approved, but the leak fix hasn't landed yet.`
		case "upstream", "downstream", "vendored", "vendor", "dependency", "library", "if", "when", "whenever", "once",
			"unless", "since", "because", "until", "whether", "that", "which", "where", "while", "as", "why", "how",
			"before", "after":
			return false
		}
		if laterWord(w) || denies(w) {
			return false
		}
		head = h
	}
	return fix && (subjectOpens(head) || leadsOrder(head))
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

// harmNamed reports whether r, what follows minor or small after
// modulo, names a harm no size makes minor, a whole word (`a small
// security fix`, `one small fix for the leak`), and no minor point
// besides (`a small security nit`). Words that only hold a harm word
// (`regression test`, `dropdown`, `overflow-menu`) name none.
func harmNamed(r string) bool {
	harm := false
	for n := 0; n < 6; n++ {
		w, more, ok := proseword.Next(r)
		if !ok {
			break
		}
		r = more
		if strings.HasPrefix(w, "nit") || strings.HasPrefix(w, "typo") || strings.HasPrefix(w, "cosmetic") || strings.HasPrefix(w, "styl") {
			return false
		}
		switch w {
		case "wording", "naming", "formatting", "comment", "comments", "docs", "doc", "documentation":
			return false
		case "leak", "leaks", "crash", "crashes", "panic", "panics", "injection", "vulnerability", "vulnerabilities",
			"vuln", "exploit", "cve", "xss", "csrf", "ssrf", "rce", "deadlock", "deadlocks", "corruption", "deref",
			"dereference", "segfault":
			harm = true
		case "security":
			switch next, _, _ := proseword.Next(more); next {
			case "fix", "fixes", "issue", "issues", "hole", "holes", "bug", "bugs", "problem", "flaw", "patch", "review", "check":
				harm = true
			}
		}
	}
	return harm
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
	return r == "" || strings.ContainsAny(r[:1], ".!;:(") || strings.HasPrefix(r, "—") || strings.HasPrefix(r, "–")
}

// holdOffOrdered: before, what precedes `hold off`, leaves it an order
// (see orderStarts), proposed (`Let's hold off.`) or not; a label before
// it (`Backoff: hold off.`) tells what code does.
func holdOffOrdered(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	if h, ok := cutWord(t, "let's", "lets"); ok {
		t = h
	} else if h, ok := cutWord(t, "us"); ok {
		if h, ok := cutWord(strings.TrimRight(h, " \t*_`"), "let"); ok {
			t = h
		}
	}
	return !strings.HasSuffix(strings.TrimRight(t, " \t*_`"), ":") && orderStarts(t)
}
