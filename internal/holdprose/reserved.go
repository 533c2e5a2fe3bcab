package holdprose

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Reserved reports whether rest, what follows a passing value or an
// approval, takes the pass back with a reservation that states an open
// problem: `APPROVED, but the token leaks`, `PASS — however, the
// migration drops the users table`, `LGTM (except that the cache is
// never invalidated)`. A reader does not take such a line for an
// approval: what follows the conjunction is still wrong when the report
// is written. A reservation that only advises (`PASS, but consider a
// test for the empty case`, `APPROVED, though two nits remain`), that
// says what it names is settled (`PASS, but the round-1 leak is fixed`)
// or that nothing blocks is none: it leaves the pass whole. What a
// reservation says is otherwise not read for how grave it is: a bare
// fact after `but` leaves a reader unsure whether the pass holds, and
// what cannot be read unambiguously is refused.
func Reserved(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`,;:.(—–-")
	w, r, ok := proseword.Next(t)
	if !ok || !strings.HasPrefix(t, w) {
		return false
	}
	switch strings.ToLower(w) {
	case "but", "however", "except", "though", "although", "yet", "albeit", "caveat", "caveats":
	case "with":
		// `PASS with one caveat: the token leaks`.
		w, r, ok = proseword.Next(r)
		if lw := strings.ToLower(w); ok && (lw == "a" || lw == "one" || lw == "two" || lw == "some") {
			w, r, ok = proseword.Next(r)
		}
		if lw := strings.ToLower(w); !ok || lw != "caveat" && lw != "caveats" {
			return false
		}
	default:
		return false
	}
	// The clause the conjunction opens, to its first break: advice
	// further on (`but the token leaks, to be fixed in a follow-up`)
	// does not make the problem it states a suggestion.
	clause := strings.TrimLeft(r, " \t*_`,;:")
	if i := strings.IndexAny(clause, ".,;)|!?\n—–"); i >= 0 {
		clause = clause[:i]
	}
	clause = strings.ToLower(clause) // the clause alone: the rest may be long
	if i := strings.Index(clause, " - "); i >= 0 {
		clause = clause[:i]
	}
	switch strings.Trim(clause, " \t*_`") {
	case "", "none", "nothing", "n/a", "no":
		return false // `PASS, but.`, `PASS (caveat: none)`: nothing is reserved
	}
	return !advisory(clause) && !settledClause(clause)
}

// advisory reports whether a reservation's clause, lower case, only
// advises or grades what it names below blocking: `consider …`,
// `please …` opening it, `two nits`, `a minor naming issue`,
// `non-blocking`, `in a follow-up`, `nothing blocks`. A modal (`the docs
// could be clearer`) advises unless the clause names harm (`the token
// could leak`).
func advisory(clause string) bool {
	if w, r, _ := proseword.Next(clause); w == "consider" || w == "please" {
		// An order that opens the clause advises; one that points at
		// a fact (`please note the token leaks`) states it.
		switch n, _, _ := proseword.Next(r); n {
		case "note", "notice", "be", "bear", "keep", "know", "see", "observe", "that":
		default:
			return true
		}
	}
	modal := false
	for rest := clause; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		next, _, _ := proseword.Next(r)
		switch w {
		case "nit", "nits", "nitpick", "nitpicks", "minor", "optional", "optionally", "cosmetic", "stylistic", "trivial",
			"typo", "typos", "suggest", "suggestion", "suggestions", "suggested", "recommend", "recommended",
			"recommendation", "recommendations", "followup", "followups", "nonblocking":
			return true
		case "follow", "non":
			// `follow-up`, `follow up`, `non-blocking`.
			if next == "up" || next == "ups" || next == "blocking" {
				return true
			}
		case "not", "no", "nothing", "none":
			// `not blocking`, `no blockers`, `nothing blocks`: a denial
			// the reader takes at its word.
			if strings.HasPrefix(next, "block") {
				return true
			}
		case "could", "might", "may", "would", "should":
			modal = true
		}
		rest = r
	}
	return modal && !NamesHarm(clause)
}

// harmStems are word openings that name damage, a failure or a flaw: a
// modal beside one (`the token could leak`, `the leak should be fixed`)
// states a problem, not advice.
var harmStems = []string{
	"leak", "drop", "fail", "break", "broke", "crash", "corrupt", "lose", "lost", "loss", "delet", "wipe",
	"expos", "bypass", "panic", "deadlock", "race", "regress", "overflow", "inject", "vulnerab", "insecure",
	"unsafe", "exploit", "bug", "wrong", "incorrect", "error", "hang", "secret", "password", "credential",
	"missing", "block", "critical", "severe", "data",
}

// NamesHarm reports whether a clause, lower case, holds a word that names
// harm (see harmStems).
func NamesHarm(clause string) bool {
	for rest := clause; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		for _, s := range harmStems {
			if strings.HasPrefix(w, s) {
				return true
			}
		}
		rest = r
	}
}

// settledClause reports whether a reservation's clause, lower case, says
// what it names is settled: `the round-1 leak is fixed`, `all issues
// were resolved`. A settled word after one that sets a condition or a
// time to come (`do not merge until the leak is fixed`) names what is
// still awaited, and settles nothing.
func settledClause(clause string) bool {
	for rest := clause; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		switch w {
		case "until", "unless", "once", "if", "when", "before", "pending", "till":
			return false
		}
		if proseword.Settled(w) && !proseword.NegatedBefore(clause[:len(clause)-len(rest)]) {
			return true
		}
		rest = r
	}
}
