package verdict

import (
	"slices"
	"strings"
)

// Infer places a word on a side only from the words it is made of, and
// refuses the rest: a word it cannot place is never guessed, for a guess
// is how "CANNOT_BE_APPROVED" would come to approve.

// The words of each side, lower case, as whole words of a value
// (REQUEST_CHANGES holds "changes").
var (
	approveWords = wordList{"approve", "approved", "approves", "approval", "pass", "passed", "passes", "passing",
		"accept", "accepted", "accepts", "lgtm"}
	blockWords = wordList{"block", "blocked", "blocks", "blocking", "reject", "rejected", "rejects", "changes",
		"fail", "failed", "fails", "failing", "failure", "needs", "deny", "denied"}
	blockingWords = wordList{"blocking", "blocker", "blockers", "critical", "high", "major", "severe", "fatal",
		"catastrophic", "error", "must"}
	nonBlockingWords = wordList{"info", "minor", "nit", "nits", "nitpick", "suggestion", "low", "note", "trivial",
		"optional", "cosmetic", "style"}
	// negations turn any word after them around; a value holding one is
	// never placed ("not_approved", "no_blockers").
	negations = wordList{"not", "no", "never", "cannot", "cant", "dont", "without", "non"}
	// wholeWords are values placed as a whole before they are split:
	// "non-blocking" holds a negation and still means one thing.
	wholeNonBlocking = wordList{"nonblocking"}
)

// wordList is a fixed set of a few lower-case words. A slice literal of
// constants is laid out by the compiler, where a map would be built by
// the package's initialisation, before main, in every run of every verb;
// the sets hold sixteen words or fewer, so a scan costs no more than
// hashing.
type wordList []string

func (ws wordList) has(w string) bool { return slices.Contains(ws, w) }

// valueWords splits a value into its lower-case ASCII words.
func valueWords(v string) []string {
	return strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r < 'a' || r > 'z' })
}

// place returns which of two sides a value's words fall on: 1 for the
// first, 2 for the second, 0 when none, both, or a negation.
func place(v string, first, second wordList) int {
	side := 0
	for _, w := range valueWords(v) {
		s := 0
		switch {
		case negations.has(w):
			return 0
		case first.has(w):
			s = 1
		case second.has(w):
			s = 2
		}
		if s != 0 && side != 0 && s != side {
			return 0
		}
		if s != 0 {
			side = s
		}
	}
	return side
}

// placeVerdict returns Approve, Block or "".
func placeVerdict(v string) string {
	switch place(v, approveWords, blockWords) {
	case 1:
		return Approve
	case 2:
		return Block
	}
	return ""
}

// placeSeverity returns Blocking, NonBlocking or "".
func placeSeverity(v string) string {
	if wholeNonBlocking.has(strings.Join(valueWords(v), "")) {
		return NonBlocking
	}
	switch place(v, blockingWords, nonBlockingWords) {
	case 1:
		return Blocking
	case 2:
		return NonBlocking
	}
	return ""
}
