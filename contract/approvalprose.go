package contract

import "github.com/reviewlint/reviewlint/internal/holdprose"

// approvalSubject reports whether w names what a review approves: `the
// change is approved`, `this PR is approved`.
func approvalSubject(w string) bool { return holdprose.ApprovalSubject(w) }

// approvalReserved reads a line of prose that approves the change and,
// in the same sentence, takes the approval back with a reservation that
// states an open problem (see reserved): `The change is approved, but the
// token leaks.`, `I approve this, however the migration drops the users
// table.`, `LGTM, but the token leaks.` An approval of something else
// (`the cache is approved for reads, but …`) or denied is none.
func approvalReserved(text string) bool {
	if !containsAnyFold(text, approvalStems...) || !containsAnyFold(text, reservationStems...) {
		return false
	}
	return holdprose.ApprovalReserved(flatten(text, true))
}

// approvalStems and reservationStems are the words a line that takes an
// approval back holds both of, in any case: a quick test, here and in
// reader.failingProse (textPairs.mayHoldAny).
var (
	approvalStems    = []string{"approv", "lgtm", "accept"}
	reservationStems = []string{"but", "however", "except", "though", "yet", "caveat"}
)

// containsAnyFold reports whether s holds one of subs, in any case.
func containsAnyFold(s string, subs ...string) bool {
	for _, sub := range subs {
		if indexFold(s, sub) >= 0 {
			return true
		}
	}
	return false
}

// approvalConditioned reads a line of prose that approves the change only
// on a condition not yet met (see holdprose.ApprovalConditioned):
// `Approved once the token leak is fixed.`, `I approve once the tests
// pass.`, `Good to merge once the leak is fixed.` One met already
// (`Approved once CI passed.`) is an approval.
func approvalConditioned(text string) bool {
	if !containsAnyFold(text, conditionStems...) {
		return false
	}
	_, ok := holdprose.ApprovalConditioned(flatten(text, true))
	return ok
}

// conditionStems are the words one of which a line that approves on a
// condition holds, in any case: a quick test, here and in
// reader.failingProse.
var conditionStems = []string{"once", "modulo", "first", "before", "caveat", "barring", "minus", "save", "await", "wait", "block", "principle", "need", "still", "yet", "just", "only", "if", "when", "after", "pending", "provid", "contingent", "condition", "reservation", "subject", "unless", "assum", "soon", "long", "provis", "understanding", "upon"}
