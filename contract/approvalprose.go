package contract

import (
	"math/bits"
	"strings"
	"sync"

	"github.com/reviewlint/reviewlint/internal/holdprose"
)

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
func approvalConditioned(text string, m *flatMemo) bool {
	if !conditionStemSet().in(text) {
		return false
	}
	_, ok := holdprose.ApprovalConditioned(m.lowFlat(text))
	return ok
}

// conditionStems are the words one of which a line that approves on a
// condition holds, in any case: a quick test, here and in
// reader.failingProse.
var conditionStems = []string{"once", "modulo", "first", "before", "caveat", "barring", "minus", "save", "await", "wait", "block", "principle", "need", "still", "yet", "just", "only", "if", "when", "after", "pending", "provid", "contingent", "condition", "reservation", "subject", "unless", "assum", "soon", "long", "provis", "understanding", "upon"}

// conditionStemSet answers containsAnyFold(text, conditionStems...) in
// one pass: most lines that reach approvalConditioned hold none of the
// stems, and a search for each stem in turn stops at every place its
// first letter, a common one, stands. It is built on first use, not at
// start: a run that reads no report pays nothing for it.
func conditionStemSet() *foldSet {
	conditionStemOnce.Do(func() { conditionStemFold = newFoldSet(conditionStems...) })
	return conditionStemFold
}

var (
	conditionStemOnce sync.Once
	conditionStemFold *foldSet
)

// A foldSet finds whether a text holds one of its words, lower-case ASCII
// letters, two at least, in any case, as containsAnyFold does: a byte
// and the one after it are looked up in two tables, and a word is
// compared only where both match.
type foldSet struct {
	words []string
	// first and second hold, for a byte, the words whose first or
	// second letter it is in either case, a bit for each.
	first, second [256]uint64
}

// newFoldSet returns the foldSet of words: at most 64, each of two
// lower-case ASCII letters or more (a test holds its callers to it).
func newFoldSet(words ...string) *foldSet {
	f := &foldSet{words: words}
	for k, w := range words {
		for _, c := range [2]byte{w[0], w[0] - ('a' - 'A')} {
			f.first[c] |= 1 << k
		}
		for _, c := range [2]byte{w[1], w[1] - ('a' - 'A')} {
			f.second[c] |= 1 << k
		}
	}
	return f
}

// in reports whether s holds one of f's words in any case.
func (f *foldSet) in(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		for set := f.first[s[i]] & f.second[s[i+1]]; set != 0; set &= set - 1 {
			w := f.words[bits.TrailingZeros64(set)]
			if len(w) <= len(s)-i && strings.EqualFold(s[i:i+len(w)], w) {
				return true
			}
		}
	}
	return false
}
