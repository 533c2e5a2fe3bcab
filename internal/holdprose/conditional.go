package holdprose

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// ApprovalConditioned reads t, a line of prose lower case and without
// emphasis, for a sentence that approves the change only on a condition
// not yet met: `Approved once the token leak is fixed.`, `I approve once
// the tests pass.`, `Good to merge once the leak is fixed.`, `Ready to
// merge after the migration lands.`, `Approved if CI is green.` A reader
// takes none of them for an approval. The tense of the condition decides
// a time word's: one told in the past was met (`Approved once CI
// passed.`, `Ready to merge once CI went green.`); one without a verb
// says when, not on what (`Approved once again.`, `Approved after the
// fixes of round 2.`). It returns the words that approve.
func ApprovalConditioned(t string) (string, bool) {
	t = straightApostrophes(t) // `I’ll approve`
	approved := ""             // the approval that ends the sentence before, if any
	for t != "" {
		var sentence string
		sentence, t = proseword.NextSentence(t)
		if approved != "" && (conditionCloses(strings.TrimLeft(sentence, " \t>*_`(")) || demandsFirst(sentence) || waitsOn(sentence)) {
			// `Approved. Once the leak is fixed.`: a sentence of the
			// condition alone sets it on the approval before it, as
			// one that demands work first does (`Approved. The leak
			// must be fixed first.`).
			return approved, true
		}
		approved = ""
		// Each clause after a semicolon opens as a sentence does
		// (`Everything looks fine; approved once the tests pass.`).
		for sentence != "" {
			clause, more, _ := strings.Cut(sentence, ";")
			if approved != "" && (demandsFirst(clause) || waitsOn(clause)) {
				// `Approved; the leak must be fixed first.`, `Approved;
				// waiting on the leak fix.`
				return approved, true
			}
			approved = ""
			if w, ok := conditionedSentence(clause); ok {
				return w, true
			}
			approved = approvalAlone(clause)
			sentence = more
		}
	}
	return "", false
}

// approvalAlone returns the words of s, a sentence, where they are an
// approval and nothing more (`Approved.`, `LGTM!`), or "".
func approvalAlone(s string) string {
	s = strings.TrimLeft(s, " \t>#-+*_`")
	rest, ok := approvalOpens(s)
	if !ok {
		return ""
	}
	if _, _, more := proseword.Next(rest); more {
		return ""
	}
	return strings.TrimSpace(s[:len(s)-len(rest)])
}

// conditionedSentence reads one sentence: an approval that opens it,
// after a short label (`Status: approved once …`), then a condition.
func conditionedSentence(s string) (string, bool) {
	before := s
	s = strings.TrimLeft(s, " \t>#-+*_`")
	before = before[:len(before)-len(s)]
	if i := strings.IndexByte(s, ':'); i > 0 && i <= 40 && proseword.Few(s[:i], 3) {
		label := strings.TrimRight(s[:i], " \t*_`")
		s = s[i+1:]
		if strings.HasSuffix(label, "approval") && approvalWaits(s) {
			// `Approval: pending the fix.`, `Approval: once the
			// leak is fixed.`
			return label, true
		}
	}
	if w, r, ok := proseword.Next(s); ok && strings.HasPrefix(strings.TrimLeft(r, " \t*_`"), ",") {
		switch w {
		case "overall", "so", "therefore", "then", "otherwise", "finally", "honestly", "now":
			s = strings.TrimLeft(r, " \t*_`,") // `Overall, approved once …`
		}
	}
	if w, r, ok := proseword.Next(s); ok && (w == "conditionally" || w == "conditional") {
		// `Conditionally approved.`, `Conditional approval: …`.
		if v, _, _ := proseword.Next(r); v == "approved" || v == "approve" || v == "approval" || v == "lgtm" {
			return w + " " + v, true
		}
	}
	rest, ok := approvalOpens(s)
	if !ok && strings.HasPrefix(s, "1") && strings.HasSuffix(strings.TrimRight(before, " \t*_`"), "+") {
		// `+1 once the leak is fixed.`
		if w, r, _ := proseword.Next(s); w == "1" {
			rest, ok = r, true
		}
	}
	if ok {
		// `LGTM overall, once …`: a word that sums the approval up
		// leaves what follows it the approval's.
		if w, r, _ := proseword.Next(rest); (w == "overall" || w == "otherwise" || w == "generally") &&
			strings.HasPrefix(strings.TrimLeft(r, " \t*_`"), ",") {
			rest = r
		}
	}
	if !ok {
		if rest, ok = landingOrder(s); ok && (conditionFollows(rest) || fixAhead(rest)) && fixAwaited(rest) {
			// `Merge once the leak is fixed.`: an order to land that
			// waits for a fix waits for work not yet done.
			return strings.TrimSpace(s[:len(s)-len(rest)]), true
		}
		return "", false
	}
	opening := s[:len(s)-len(rest)]
	if conditionFollows(rest) || strings.Contains(opening, "approval") && barePending(rest) || demandsFirst(rest) ||
		!recorded(opening) && fixAhead(rest) {
		return strings.TrimSpace(opening), true
	}
	return "", false
}

// recorded reports whether the words that approve, opening, may record
// an approval given (`approved`, `LGTM`, `approval`): after them `after
// the security fix` may tell what it followed. `Good to go`, `ready to
// merge` and `I'll approve` look ahead.
func recorded(opening string) bool {
	return strings.Contains(opening, "approved") || strings.Contains(opening, "approval") ||
		strings.Contains(opening, "lgtm") || strings.Contains(opening, "accepted") || strings.Contains(opening, "looks good")
}

// fixAhead reports whether rest opens with a time word and a fix named
// and not placed in time (`after the leak fix`, `once the token fix`):
// after words that look ahead, the fix is still to come. `after the fix
// in 3f2a1c`, `after the fixes of round 2` tell what was done.
func fixAhead(rest string) bool {
	w, r, ok := proseword.Next(strings.TrimLeft(rest, " \t*_`,("))
	if !ok || w != "after" && w != "once" && w != "when" && w != "upon" && w != "following" {
		return false
	}
	if i := strings.IndexAny(r, ".,;:)|!?—–"); i >= 0 {
		r = r[:i]
	}
	last := ""
	for n := 0; n < fixWords; n++ {
		w, more, ok := proseword.Next(r)
		if !ok {
			return last == "fix"
		}
		r = more
		switch w {
		case "of", "in", "from", "since", "latest", "last", "recent", "previous", "earlier", "round", "already":
			return false
		}
		last = w
	}
	return false
}

// reservingWord reports whether w sets the approval aside for what
// follows wherever it stands, after a dash as well: `modulo`, `barring`,
// `save for`, `awaiting`.
func reservingWord(w string) bool {
	switch w {
	case "modulo", "barring", "minus", "save", "awaiting", "waiting", "blocked":
		return true
	}
	return false
}

// landingOrder reads, at the start of s, an order or a plan to land the
// change (`merge`, `merge this`, `will merge`, `I will be merging`,
// `land it`) and returns what follows. It is weighed only beside a
// condition that waits for a fix (see fixAwaited): `Merge once CI is
// green.` waits for a step of the process, as a plan for landing does.
func landingOrder(s string) (string, bool) {
	w, r, ok := proseword.Next(s)
	if !ok || strings.TrimLeft(s[:len(s)-len(r)-len(w)], " \t*_`") != "" {
		return "", false
	}
	if w == "i" || w == "we" {
		if v, r2, _ := proseword.Next(r); v == "will" {
			w, r = v, r2 // `I will be merging once …`
		}
	}
	if w == "will" || w == "i'll" || w == "we'll" {
		w, r, _ = proseword.Next(r)
		w, r = beLanding(w, r)
	}
	if !landVerb(w) {
		return "", false
	}
	return approvalObject(r), true
}

// fixAwaited reports whether the condition opening rest, to its
// sentence's end, waits for a fix: `once the leak is fixed`, `after the
// leak fix`, `when you address the review`. At most fixWords words are
// read.
func fixAwaited(rest string) bool {
	if i := strings.IndexAny(rest, ".;!?"); i >= 0 {
		rest = rest[:i]
	}
	last := ""
	for n := 0; n < fixWords; n++ {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		rest = r
		switch w {
		case "fixed", "resolved", "addressed", "patched", "repaired", "corrected", "rotated":
			return true
		case "fix", "address", "resolve":
			// `once you fix the leak`, `after the leak fix`, `once the
			// fix lands`; `once CI passes on the fix commit` names a
			// commit.
			next, _, _ := proseword.Next(r)
			if last == "you" || last == "we" || last == "i" || last == "they" || last == "someone" || last == "to" ||
				next == "" || presentVerb(next) || pluralVerb(next) {
				return true
			}
		}
		last = w
	}
	return false
}

// fixWords bounds the words read past a condition or a demand
// (fixAwaited, demandsFirst, demanded, fixAhead, awaitsChangeWork,
// awaitsSettling).
const fixWords = 16

// demandsFirst reports whether a clause that follows an approval, to its
// sentence's end, demands work before the change lands: a demand (`must`,
// `needs`, `has to`) closed by `first` or a merge's when (`— needs the
// leak fix first`, `the leak must be fixed before merge`). At most
// fixWords words are read.
func demandsFirst(rest string) bool {
	if i := strings.IndexAny(rest, ".!?"); i >= 0 {
		rest = rest[:i]
	}
	demand, still, fix, fixed, step, last, prev := false, false, false, false, false, "", ""
	// `the leak fix still has to land`: due names the words read
	// since `still has to`, -1 before it.
	due, d1, d2 := -1, "", ""
	for n := 0; n < fixWords; n++ {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		rest = r
		if denies(w) || laterWord(w) {
			return false // `nothing needs to happen first`, `needs a follow-up`
		}
		if due >= 0 {
			due++
			switch due {
			case 1:
				d1 = w
			case 2:
				d2 = w
			}
		}
		switch w {
		case "must", "needs", "need", "requires", "require":
			demand = true
		case "to":
			demand = demand || last == "has" || last == "have"
			// `still has to`, `still needs to`, `has yet to`, `is still
			// to`.
			if due < 0 && (prev == "still" && (last == "has" || last == "have" || last == "needs" || last == "need") ||
				last == "yet" && (prev == "has" || prev == "have") || last == "still" && (prev == "is" || prev == "are")) {
				due = 0
				prev, last = last, w
				continue
			}
		case "fix", "address", "resolve", "rotate", "patch", "rebase":
			// `— fix the leak first`, `please rebase before merging`:
			// an order where a clause opens.
			demand = demand || last == "" || last == "please" || last == "just" || last == "but" || last == "though" || last == "then"
		}
		switch w {
		case "needs", "need", "requires", "pending", "missing", "outstanding", "awaited":
			// `just needs the leak fix`, `still pending`: what is
			// still to do.
			still = still || last == "just" || last == "only" || last == "still"
		case "needed", "required":
			// `the leak fix is still needed`; `the old path is still
			// needed` says what the code keeps.
			still = still || fix && last == "still"
		}
		fix = fix || w == "fix" || w == "fixes"
		fixed = fixed || fixWord(w)
		// `just needs a merge`, `still needs the security review`: a
		// step of the process, not work on the change.
		step = step || processStep(w)
		prev, last = last, w
	}
	if _, _, more := proseword.Next(rest); more {
		return false
	}
	// A demand counts where it names a fix (`the leak must be fixed
	// first`); `the migration must be applied first`, `the caller
	// needs to acquire the lock first` tell how to deploy or call it.
	// A fix named that still has to land or be done, and no more said,
	// is work on the change (`the leak fix still has to land`); `the
	// migration still has to land` tells how to deploy, `… land in a
	// follow-up` puts it later. Only landing is read: `the fix still has
	// to be backported` or `… be released` waits on steps after the merge.
	// `… land upstream` lands elsewhere.
	landing := (d1 == "land" || d1 == "merge") && (d2 == "" || d2 == "first") || d1 == "go" && d2 == "in" || d1 == "be" && (d2 == "merged" || d2 == "landed")
	return still && !step || due >= 0 && due <= 2 && fix && landing || demand && fixed && (last == "first" || prev == "before" && (strings.HasPrefix(last, "merg") || last == "landing"))
}

// processStep reports whether w names a step of landing the change: a
// merge, a release, a review or an approval.
func processStep(w string) bool {
	for _, p := range []string{"merg", "land", "ship", "deploy", "releas", "review", "approv", "sign"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// laterWord reports whether w puts work after the merge: `a follow-up`,
// `later`, `eventually`.
func laterWord(w string) bool {
	switch w {
	case "follow-up", "followup", "later", "eventually", "separately", "future", "someday", "afterwards", "after":
		return true
	}
	return false
}

// conditionCloses reports whether t opens with a condition not yet met
// that ends its sentence: `once the leak is fixed.` One a clause
// follows times that clause (`once merged, the cache warms.`).
func conditionCloses(t string) bool {
	if i := strings.IndexAny(t, ",—–"); i >= 0 && strings.TrimSpace(strings.Trim(t[i:], ",—– \t*_`.!")) != "" {
		return false
	}
	return conditionFragment(t) && conditionAt(t)
}

// conditionFragment reports whether t, a sentence or what ends one, is
// a condition and nothing more: `Once the leak is fixed.`, `Pending the
// fix.`, `Once merged.` A clause after the condition (`If anything
// breaks we can roll back.`, `Once it lands the cache warms up.`) plans
// what follows the approval and sets it no condition.
func conditionFragment(t string) bool {
	var ws []string
	for r := t; len(ws) <= 9; {
		w, more, ok := proseword.Next(r)
		if !ok {
			break
		}
		r = more
		ws = append(ws, w)
	}
	if len(ws) > 0 && ws[0] == "but" {
		ws = ws[1:]
	}
	if len(ws) > 0 && ws[0] == "only" {
		ws = ws[1:]
	}
	if len(ws) < 2 || len(ws) > 8 {
		return false
	}
	for _, w := range ws {
		switch w {
		case "we", "i", "they", "he", "she", "please", "feel", "then", "nothing", "can", "should", "may", "might",
			"could", "would", "must", "let's", "i'd", "we'd", "you'd", "we're":
			return false
		}
		if strings.HasSuffix(w, "'ll") {
			return false
		}
	}
	if ws[0] == "pending" {
		return len(ws) <= 5 // `Pending the fix.`
	}
	if len(ws) == 2 {
		return len(ws[1]) > 3 && strings.HasSuffix(ws[1], "ed") || ws[1] == "done" // `Once merged.`
	}
	for i := 1; i < len(ws); i++ {
		if presentVerb(ws[i]) || pluralVerb(ws[i]) || i > 1 && len(ws[i]) > 3 && strings.HasSuffix(ws[i], "s") && !strings.HasSuffix(ws[i], "ss") {
			// After the verb of the condition, no more than its
			// complement: `is fixed`, `go green`, `gets merged in`.
			after := ws[i+1:]
			if len(after) > 2 {
				return false
			}
			for _, w := range after {
				if determiner(w) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// approvalWaits reports whether what follows a label of the approval
// (`Approval:`) says it waits: a condition, or pending alone.
func approvalWaits(rest string) bool {
	return conditionFollows(rest) || barePending(rest)
}

// barePending reports whether rest is pending alone: after the approval
// itself (`Approval pending.`) it says none was given.
func barePending(rest string) bool {
	w, r, _ := proseword.Next(strings.TrimLeft(rest, " \t*_`,("))
	n, _, _ := proseword.Next(r)
	return w == "pending" && n == ""
}

// landVerb reports whether w, after happy to or glad to, lands the
// change: `happy to merge`.
func landVerb(w string) bool { return w == "merge" || w == "land" || w == "ship" }

// approvalOpens reads, at the start of s, words that approve the change:
// `approved`, `i approve (this)`, `lgtm`, `good to merge`, `ready to
// merge`, `this pr is approved`, `happy to approve`, `i'll approve`,
// `looks good`, `ship it`, the advice `approve`, the approval itself
// (`approval`, `my approval is`). An order to merge (`merge once CI is
// green`) is a plan for landing, which waits for a step of the process
// as often as on a fix, and is left to the readings of holds; advice to
// approve is an approval, and waits on its condition (`approve after
// rebase` names none). It returns what follows them.
func approvalOpens(s string) (string, bool) {
	w, r, ok := proseword.Next(s)
	if !ok || strings.TrimLeft(s[:len(s)-len(r)-len(w)], " \t*_`") != "" {
		return "", false
	}
	// A subject: I, we, or the change named (`this PR is`).
	switch w {
	case "i", "we", "i'll", "we'll", "i'd", "we'd", "i'm", "we're":
		w, r, _ = proseword.Next(r)
		modal := w == "will" || w == "would" || w == "can" || w == "could"
		if modal || w == "am" || w == "are" {
			w, r, _ = proseword.Next(r)
		}
		eager := false
		// `I plan to merge once …`, `We're planning to merge once …`:
		// a plan to land waits as a readiness does.
		if w == "happy" || w == "glad" || w == "ready" || w == "plan" || w == "planning" || w == "intend" || w == "intending" {
			if to, r2, _ := proseword.Next(r); to == "to" {
				w, r, _ = proseword.Next(r2)
				eager = true
			}
		}
		switch w {
		case "approve", "approving":
			return approvalObject(r), true
		case "sign":
			// `I'll sign off once the leak is fixed.`, `… sign off on
			// this once …`
			if off, r2, _ := proseword.Next(r); off == "off" {
				if on, r3, _ := proseword.Next(r2); on == "on" {
					r2 = r3
				}
				return approvalObject(r2), true
			}
		case "merge", "land", "ship":
			if modal && w == "merge" || eager {
				// `We can merge once …`, `I'm happy to merge once …`
				return approvalObject(r), true
			}
		}
		return "", false
	case "this", "the", "it", "it's":
		if w != "it's" {
			n, r2, _ := proseword.Next(r)
			if ApprovalSubject(n) {
				w, r = n, r2
			}
			if w == "it" || ApprovalSubject(w) {
				if v, r3, _ := proseword.Next(r); v == "is" || v == "looks" {
					r = r3
				} else if v == "can" {
					return canBeLanded(r3) // `This PR can be merged once …`
				} else {
					return "", false
				}
			} else {
				return "", false
			}
		}
		w, r, _ = proseword.Next(r)
	case "happy", "glad", "will":
		if to, r2, _ := proseword.Next(r); w != "will" && to == "to" || w == "will" {
			if w != "will" {
				r = r2
			}
			// `Happy to merge once …` approves as `happy to approve`
			// does; `Will merge once …` is a plan for landing.
			if v, r3, _ := proseword.Next(r); v == "approve" || w != "will" && landVerb(v) {
				return approvalObject(r3), true
			}
		}
		return "", false
	case "approve":
		// `Approve once the tests pass.`: the review's own advice to
		// approve, on a condition as any approval may be.
		return approvalObject(r), true
	case "approval", "my", "our":
		if w != "approval" {
			if a, r2, _ := proseword.Next(r); a == "approval" {
				r = r2
			} else {
				return "", false
			}
		}
		// `Approval pending the fix.`, `My approval is conditional on
		// …`: the approval itself waits.
		if v, r2, _ := proseword.Next(r); v == "is" {
			r = r2
		}
		return r, true
	}
	switch w {
	case "approved", "lgtm", "accepted", "mergeable", "approvable", "shippable":
		return r, true
	case "approving", "would":
		// `Approving once the leak is fixed.`, `Would approve once …`
		if w == "would" {
			v, r2, _ := proseword.Next(r)
			if v != "approve" {
				return "", false
			}
			r = r2
		}
		return approvalObject(r), true
	case "can":
		return canBeLanded(r) // `Can be merged once …`
	case "signed":
		// `Signed off, pending the fix.`
		if off, r2, _ := proseword.Next(r); off == "off" {
			if on, r3, _ := proseword.Next(r2); on == "on" {
				return approvalObject(r3), true
			}
			return r2, true
		}
	case "ship":
		if it, r2, _ := proseword.Next(r); it == "it" {
			return r2, true
		}
	case "looks":
		// `Looks good once the leak is fixed.`, `Looks good to merge
		// once …`.
		g, r2, _ := proseword.Next(r)
		if g != "good" && g != "great" && g != "fine" {
			return "", false
		}
		if to, r3, _ := proseword.Next(r2); to == "to" {
			if v, r4, _ := proseword.Next(r3); v == "merge" || v == "land" || v == "ship" || v == "go" {
				return r4, true
			}
		}
		return r2, true
	case "good", "ready", "ok", "okay", "fine", "safe", "clear", "cleared":
		to, r2, _ := proseword.Next(r)
		v, r3, _ := proseword.Next(r2)
		if (to == "to" || to == "for") && (v == "merge" || v == "land" || v == "ship" || v == "go") {
			return r3, true
		}
	}
	return "", false
}

// canBeLanded reads, after `can`, `be merged`, `be approved` or `be
// landed`, and returns what follows.
func canBeLanded(r string) (string, bool) {
	be, r2, _ := proseword.Next(r)
	v, r3, _ := proseword.Next(r2)
	if be == "be" && (v == "merged" || v == "approved" || v == "landed") {
		return r3, true
	}
	return "", false
}

// approvalObject is r, what follows `approve`, past the change it names
// (`I approve this`, `I'll approve the PR`).
func approvalObject(r string) string {
	w, r2, _ := proseword.Next(r)
	switch w {
	case "this", "it":
		return r2
	case "the":
		if n, r3, _ := proseword.Next(r2); ApprovalSubject(n) {
			return r3
		}
	}
	return r
}

// conditionFollows reports whether what follows an approval sets a
// condition on it not yet met: `once the leak is fixed`, `if CI is
// green`, `pending the migration test`, `after the migration lands`.
func conditionFollows(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`,(")
	if d := strings.TrimLeft(t, "-—–:"); len(d) < len(t) {
		// `Approved - once the leak is fixed.`: a condition after a
		// dash or a colon, where it ends the sentence.
		d = strings.TrimLeft(d, "-—–: \t*_`(")
		if w, _, _ := proseword.Next(d); strings.HasPrefix(d, w) && (reservingWord(w) || w == "still") {
			// `Approved — modulo the leak fix.`, `Approved — still
			// waiting on the leak fix.`
			return conditionAt(d)
		}
		return conditionCloses(d)
	}
	return conditionAt(t)
}

// conditionAt reports whether t opens with words that set a condition
// not yet met (see conditionFollows), no dash before them.
func conditionAt(t string) bool {
	w, r, ok := proseword.Next(t)
	if !ok || !strings.HasPrefix(t, w) {
		return false
	}
	if w == "but" {
		// `Approved, but only after the leak is fixed.`
		if n, r2, _ := proseword.Next(r); n == "only" {
			w, r = n, r2
		}
	}
	if w == "only" {
		if w, r, ok = proseword.Next(r); !ok {
			return false
		}
	}
	if w == "still" {
		// `LGTM, still waiting on the leak fix.`
		w, _, _ = proseword.Next(r)
		if w != "pending" && w != "awaiting" && w != "waiting" && w != "blocked" {
			return false
		}
	}
	switch w {
	case "pending", "awaiting", "waiting", "blocked":
		return waitsOn(t)
	case "contingent", "conditional":
		// `My approval is contingent on nothing.`; `on nothing but
		// the fix` names one.
		if on, r2, _ := proseword.Next(r); on == "on" || on == "upon" {
			n, r3, _ := proseword.Next(r2)
			after := strings.TrimLeft(r3, " \t*_`")
			return n != "nothing" && n != "none" || after != "" && !strings.ContainsAny(after[:1], ".;!")
		}
		return true
	case "provided", "providing", "conditionally":
		// `Approved provided in commit 3f2a1c` may be a participle,
		// but `Approved provided with the leak fixed` sets a
		// condition that holds no verb to weigh: both are held.
		return true
	case "subject":
		n, _, _ := proseword.Next(r)
		return n == "to"
	case "modulo", "barring", "minus":
		// `LGTM modulo the leak fix.` waits for it; `LGTM modulo nits`
		// leaves only what may stay; `barring any objections` is a
		// courtesy, as `if there are no objections` is.
		return !minorOnly(r) && !(w == "barring" && courtesy("there are "+r))
	case "in":
		// `Approved in principle.`: the approval of an approach, with
		// the work on it still to do.
		n, _, _ := proseword.Next(r)
		return n == "principle"
	case "save":
		// `Approved save for the leak fix.`
		n, r2, _ := proseword.Next(r)
		return n == "for" && !minorOnly(r2)
	case "with", "on":
		// `Approved with conditions.`, `Approved on the condition that
		// …`, `LGTM with reservations`.
		n, r2, _ := proseword.Next(r)
		if n == "a" || n == "the" || n == "one" || n == "some" || n == "two" {
			n, r2, _ = proseword.Next(r2)
		}
		if w == "with" && (n == "caveat" || n == "caveats") {
			// `Approved with one caveat: the leak must be fixed
			// first.`; a caveat that demands nothing is a remark.
			return demanded(r2)
		}
		if n == "understanding" || n == "assumption" {
			// `on the understanding that the leak will be fixed`
			_, pending := conditionTense(r2)
			return pending
		}
		return strings.HasPrefix(n, "condition") || strings.HasPrefix(n, "proviso") ||
			w == "with" && strings.HasPrefix(n, "reservation")
	case "if", "iff", "unless", "assuming", "upon":
		// `Approved, if a little verbose`: a concession, no condition,
		// holds no verb; `if there are no objections` is a courtesy.
		_, pending := conditionTense(r)
		return pending && !courtesy(r)
	case "as", "so":
		// `as soon as`, `as long as`, `so long as` the tests pass;
		// `as long promised` sets none.
		if n, r2, _ := proseword.Next(r); n == "soon" && w == "as" || n == "long" {
			if a, r3, _ := proseword.Next(r2); a == "as" {
				_, pending := conditionTense(r3)
				return pending && !courtesy(r3)
			}
		}
	case "once", "when", "after":
		_, pending := conditionTense(r)
		return pending
	}
	return false
}

// waitsOn reports whether t opens with words that make what comes
// before it wait: `pending the fix`, `awaiting CI`, `waiting on the leak
// fix`, `blocked on the migration`. Waiting on nothing (`pending
// nothing`) is none.
func waitsOn(t string) bool {
	w, r, ok := proseword.Next(strings.TrimLeft(t, " \t>*_`("))
	if !ok {
		return false
	}
	switch w {
	case "i", "we":
		// `I am still waiting on the leak fix.`
		if v, r2, _ := proseword.Next(r); v == "am" || v == "are" {
			w, r, _ = proseword.Next(r2)
		}
	case "i'm", "we're":
		w, r, _ = proseword.Next(r)
	}
	if w == "still" {
		// `Approved. Still waiting on the leak fix.`: the wait goes on.
		w, r, _ = proseword.Next(r)
	}
	switch w {
	case "pending", "awaiting":
	case "waiting", "blocked":
		on, r2, _ := proseword.Next(r)
		if on != "on" && on != "for" && on != "by" && on != "until" {
			return false
		}
		r = r2
	default:
		return false
	}
	n, _, _ := proseword.Next(r)
	return n != "" && n != "nothing" && n != "none" && (w == "pending" || awaitsChangeWork(r))
}

// awaitsChangeWork reports whether r, what follows a waiting word
// (`awaiting`, `waiting on`, `blocked on`), names work on the change,
// read to its sentence's end or a merge's when: `the leak fix`, `CI`.
// A step of landing with no fix named (`your merge`, `Bob to merge`,
// `deployment to staging`, `the release train`, `feedback from docs`)
// is none, and neither is a sentence about the code (`Blocked on I/O
// is the normal state`): a verb after a few words makes the waiting
// its subject. At most fixWords words are read.
func awaitsChangeWork(r string) bool {
	if i := strings.IndexAny(r, ".;!?"); i >= 0 {
		r = r[:i]
	}
	step, fix := false, false
	for n := 0; n < fixWords; n++ {
		w, more, ok := proseword.Next(r)
		if !ok || w == "before" || w == "prior" || w == "until" {
			break
		}
		r = more
		if n < 4 && (w == "is" || w == "are" || w == "was" || w == "were") {
			return false
		}
		step = step || processStep(w) || w == "feedback"
		fix = fix || fixWord(w)
	}
	return fix || !step
}

// fixWord reports whether w names a fix of a problem: `fix`, `fixed`,
// `addressed`, `resolve`, `patch`, `rotated`, `rebase`.
func fixWord(w string) bool {
	for _, p := range []string{"fix", "address", "resolv", "patch", "repair", "correct", "rotat", "rebas"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// conditionTense reads the clause of a condition, to its first break,
// for its tense: pending says it speaks, in a form that can mean nothing
// else, of what is still to happen (`the leak is fixed`, `the migration
// lands`, `the tests pass`, `you rebase`, `fixed`), past that it was told
// in the past (`CI passed`, `the perf fix landed`, `fixes were applied`)
// or as met now (`the tests now pass`). A clause of neither holds no verb
// a reader can be sure of (`the latest fixes`, `a second look`, `the
// last CI run`: a noun as often as a verb) and says when, not on what.
// A word after an article or the like is a noun or its adjective, no
// verb: `the fixed tests pass` is not told in the past.
func conditionTense(clause string) (past, pending bool) {
	if i := strings.IndexAny(clause, ".,;:)|!?—–"); i >= 0 {
		clause = clause[:i]
	}
	bareDone := false // `once fixed`: a participle with no subject
	afterDet := false
	prev := ""
	for n, rest := 0, clause; ; n++ {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false, bareDone
		}
		rest = r
		p := prev
		prev = w
		if base, ok := strings.CutSuffix(w, "'s"); ok && base != "" && !presentVerb(w) {
			// `the leak's fixed` is the leak is fixed; `the team's
			// fixed the leak` and `the leak's been fixed` have done it.
			v, _, _ := proseword.Next(r)
			if v == "already" || v == "now" {
				return true, false
			}
			if v == "been" || len(v) > 3 && strings.HasSuffix(v, "ed") || v == "done" || v == "in" {
				// `once the leak's been fixed`, as `has been fixed`,
				// speaks of a fix still to come.
				return false, true
			}
		}
		if afterDet {
			afterDet = determiner(w)
			continue
		}
		switch {
		case determiner(w):
			afterDet = true
		case w == "now" || w == "already":
			return true, false // `the tests now pass`: met
		case w == "has" || w == "have" || strings.HasSuffix(w, "'ve"):
			// `once the leak has been fixed`: after a condition's word
			// the perfect speaks of a deed still to come, as `is fixed`
			// does; `has now been`, `has already` were met.
			if v, _, _ := proseword.Next(r); v == "been" || v == "done" || pastVerb(v) {
				return false, true
			}
		case n == 0 && grantWord(w):
			// `Approval once granted is final.`, `Approval, once
			// given, …`: the approval's own grant, and what follows
			// says what it is; `once given the go-ahead` waits.
			if v, _, _ := proseword.Next(r); v == "" || v == "is" || v == "stays" || v == "remains" || v == "cannot" || v == "can't" {
				return false, false
			}
			bareDone = true
		case presentVerb(w):
			return false, true
		case n == 0 && (w == "you" || w == "we" || w == "they" || w == "someone"):
			// `once you rebase`: a person's act still to come.
			if v, _, _ := proseword.Next(r); bareVerb(v) {
				return false, true
			}
		case n == 0 && strings.HasSuffix(w, "ed"):
			bareDone = true // `once fixed`, unless a past verb follows
		case pastVerb(w):
			return true, false
		case pluralVerb(w) && strings.HasSuffix(p, "s") && !strings.HasSuffix(p, "ss") && p != "" && !determiner(p):
			return false, true // `the tests pass`, `the checks go green`
		}
	}
}

// pluralVerb reports whether w, after a plural subject (`the tests
// pass`), is a verb's present form of what a condition awaits.
func pluralVerb(w string) bool {
	switch w {
	case "pass", "land", "get", "go", "turn", "merge", "finish", "succeed", "complete", "arrive", "are":
		return true
	}
	return false
}

// determiner reports whether w stands before a noun: what follows it is
// no verb.
func determiner(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "its", "their", "our", "my", "your", "his", "her",
		"all", "each", "every", "some", "any", "no":
		return true
	}
	return false
}

// presentVerb reports whether w, in a condition, speaks of what is still
// to happen: a present or future form (`is`, `passes`, `lands`, `will`).
func presentVerb(w string) bool {
	switch w {
	case "is", "are", "gets", "will", "shall", "lands", "passes", "merges", "goes", "turns", "being",
		"becomes", "comes", "can", "does", "succeeds", "completes", "finishes", "arrives", "needs",
		"it's", "that's", "ci's", "there's":
		return true
	}
	return strings.HasSuffix(w, "'ll")
}

// bareVerb reports whether w may be a verb's bare form of what a
// condition awaits (`the tests pass`, `you fix it`): a noun as often
// (`the fix`), it counts only where no past verb came first.
func bareVerb(w string) bool {
	switch w {
	case "pass", "land", "merge", "get", "go", "turn", "become", "come", "run", "runs", "work", "works", "succeed",
		"fix", "fixes", "rebase", "rebases", "address", "addresses", "resolve", "resolves", "update", "updates",
		"rotate", "rotates", "remove", "removes", "add", "adds", "agree", "agrees", "want", "wants", "hold", "holds",
		"stay", "stays", "remain", "remains", "look", "looks", "build", "builds", "compile", "compiles", "ship", "ships":
		return true
	}
	return false
}

// pastVerb reports whether w is a verb told in the past: `passed`,
// `went`, `was`.
func pastVerb(w string) bool {
	switch w {
	case "was", "were", "went", "got", "came", "ran", "did", "made", "became", "had", "turned", "broke", "built":
		return true
	}
	return len(w) > 3 && strings.HasSuffix(w, "ed")
}

// minorOnly reports whether what follows `modulo` names only what may
// stay: `nits`, `minor comments`, `the typo`, `a small fix`; a small
// fix of a harm is none (see harmNamed). Nothing named is none.
func minorOnly(r string) bool {
	if i := strings.IndexAny(r, ".;!?"); i >= 0 {
		r = r[:i]
	}
	named := false
	for n := 0; n < 6; n++ {
		w, more, ok := proseword.Next(r)
		if !ok {
			break
		}
		r = more
		named = true
		if strings.HasPrefix(w, "nit") || strings.HasPrefix(w, "typo") || strings.HasPrefix(w, "cosmetic") || strings.HasPrefix(w, "styl") {
			return true
		}
		switch w {
		case "small":
			return !harmNamed(more)
		case "minor", "optional", "flaky", "skipped", "comments", "comment", "suggestions", "suggestion", "naming", "wording", "formatting", "bikeshedding":
			return true
		}
	}
	return !named
}

// demanded reports whether the clause opening r, to its sentence's end,
// demands work: `the leak must be fixed`, `needs a test`, `has to go`,
// `the leak fix lands first`.
func demanded(r string) bool {
	if i := strings.IndexAny(r, ".!?"); i >= 0 {
		r = r[:i]
	}
	demand, fix, last := false, false, ""
	for n := 0; n < fixWords; n++ {
		w, more, ok := proseword.Next(r)
		if !ok {
			break
		}
		r = more
		if denies(w) || laterWord(w) {
			return false // `nothing must change`, `in a follow-up`
		}
		switch w {
		case "must", "needs", "need", "requires", "required", "mandatory":
			demand = true
		case "to":
			demand = demand || last == "has" || last == "have"
		}
		fix = fix || fixWord(w)
		last = w
	}
	if _, _, more := proseword.Next(r); more {
		return false
	}
	// Only a fix of a problem is work the approval waits for: `the
	// docs need updating`, `deploys must go to staging first` tell
	// how to land it.
	return fix && (demand || last == "first") // `the leak fix lands first`
}

// courtesy reports whether the clause of a condition, r, asks only that
// no one object or that the reader agree: `if there are no objections`,
// `unless someone objects`, `if you agree with the naming`. It waits for
// no work; agreeing to do something (`if you agree to fix the leak`)
// does.
func courtesy(r string) bool {
	if i := strings.IndexAny(r, ".!?"); i >= 0 {
		r = r[:i]
	}
	if i := strings.IndexAny(r, ",;:)|—–"); i >= 0 {
		// A courtesy frees only itself, and only where it ends the
		// sentence: `if there are no objections, once the leak is
		// fixed` still waits for the fix.
		if strings.Trim(r[i:], ",;:)|—–( \t*_`") != "" {
			return false
		}
		r = r[:i]
	}
	var ws []string
	for len(ws) < 9 {
		w, more, ok := proseword.Next(r)
		if !ok {
			break
		}
		r = more
		ws = append(ws, w)
	}
	if len(ws) < 2 || len(ws) > 8 {
		return false
	}
	for _, w := range ws {
		// `if you agree with fixing the leak first`, `if you want the
		// leak fixed`, `if you agree with the rename and fix the
		// leak`: a courtesy that names work or a time is none.
		switch w {
		case "and", "or", "then", "first", "before", "once", "after", "until", "when", "pending", "lands", "land", "landing":
			return false
		}
		if fixWord(w) {
			return false
		}
	}
	switch ws[0] {
	case "there", "there's", "there're":
		i := 1
		if ws[0] == "there" {
			if ws[1] != "is" && ws[1] != "are" {
				return false
			}
			i = 2
		}
		for i < len(ws) && (ws[i] == "no" || ws[i] == "any" || ws[i] == "further" || ws[i] == "other" || ws[i] == "more") {
			i++
		}
		if i == len(ws) || !objection(ws[i]) {
			return false
		}
		// `from the team`, `from anyone`: no more than who objects;
		// `from security` waits on a review.
		if i+1 == len(ws) {
			return true
		}
		if len(ws)-i > 4 || ws[i+1] != "from" && ws[i+1] != "by" {
			return false
		}
		for _, w := range ws[i+2:] {
			switch w {
			case "the", "team", "anyone", "anybody", "everyone", "else", "others", "you", "reviewers", "maintainers":
			default:
				return false
			}
		}
		return true
	case "nobody", "someone", "anyone", "anybody", "somebody", "no-one":
		return len(ws) == 2 && objects(ws[1])
	case "no":
		return len(ws) == 3 && ws[1] == "one" && objects(ws[2])
	case "you":
		switch ws[1] {
		case "agree", "disagree", "like", "prefer", "want":
			// `if you agree with the naming`; `if you want to fix
			// it first` asks for work.
			return len(ws) == 2 || ws[2] != "to"
		}
	}
	return false
}

// objection reports whether w names an objection a reviewer may raise.
func objection(w string) bool {
	for _, p := range []string{"objection", "concern", "complaint", "disagreement", "comment"} {
		if w == p || w == p+"s" {
			return true
		}
	}
	return false
}

// objects reports whether w says someone objects: `objects`, `minds`.
func objects(w string) bool {
	return w == "objects" || w == "disagrees" || w == "minds" || w == "complains" || w == "object"
}

// grantWord reports whether w says an approval was given: `granted`,
// `given`.
func grantWord(w string) bool {
	return w == "granted" || w == "given" || w == "issued" || w == "recorded"
}

// denies reports whether w denies what a clause demands: `nothing needs
// to change first`, `the leak doesn't need a fix first`.
func denies(w string) bool {
	switch w {
	case "no", "not", "nothing", "none", "never", "neither", "nor":
		return true
	}
	return strings.HasSuffix(w, "n't")
}

// AwaitsWork reports whether rest, what follows a passing verdict on its
// line, makes the pass wait for work not yet done in the words an
// approval in prose does (see ApprovalConditioned): `APPROVED modulo the
// leak fix`, `PASS, awaiting CI`, `APPROVED; just needs the leak fix`,
// `PASS — fix the leak first`.
func AwaitsWork(rest string) bool {
	t := strings.TrimLeft(strings.ToLower(rest), " \t*_`;")
	if strings.Contains(t, "\u2019") {
		t = strings.ReplaceAll(t, "\u2019", "'")
	}
	return conditionFollows(t) || demandsFirst(t)
}
