package verdict

import "strings"

// Infer places a word on a side only from the words it is made of, and
// refuses the rest: a word it cannot place is never guessed, for a guess
// is how "CANNOT_BE_APPROVED" would come to approve.

// The words of each side, lower case, as whole words of a value
// (REQUEST_CHANGES holds "changes").
var (
	approveWords = wordSet("approve", "approved", "approves", "approval", "pass", "passed", "passes", "passing",
		"accept", "accepted", "accepts", "lgtm")
	blockWords = wordSet("block", "blocked", "blocks", "blocking", "reject", "rejected", "rejects", "changes",
		"fail", "failed", "fails", "failing", "failure", "needs", "deny", "denied")
	blockingWords = wordSet("blocking", "blocker", "blockers", "critical", "high", "major", "severe", "fatal",
		"catastrophic", "error", "must")
	nonBlockingWords = wordSet("info", "minor", "nit", "nits", "nitpick", "suggestion", "low", "note", "trivial",
		"optional", "cosmetic", "style")
	// negations turn any word after them around; a value holding one is
	// never placed ("not_approved", "no_blockers").
	negations = wordSet("not", "no", "never", "cannot", "cant", "dont", "without", "non")
	// wholeWords are values placed as a whole before they are split:
	// "non-blocking" holds a negation and still means one thing.
	wholeNonBlocking = wordSet("nonblocking")
)

func wordSet(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// valueWords splits a value into its lower-case ASCII words.
func valueWords(v string) []string {
	return strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r < 'a' || r > 'z' })
}

// place returns which of two sides a value's words fall on: 1 for the
// first, 2 for the second, 0 when none, both, or a negation.
func place(v string, first, second map[string]bool) int {
	side := 0
	for _, w := range valueWords(v) {
		s := 0
		switch {
		case negations[w]:
			return 0
		case first[w]:
			s = 1
		case second[w]:
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
	if wholeNonBlocking[strings.Join(valueWords(v), "")] {
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
