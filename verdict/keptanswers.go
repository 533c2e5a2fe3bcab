package verdict

import "github.com/reviewlint/reviewlint/internal/sideword"

// keptRefuses reads a key at the top of the verdict object that the
// dialect keeps unread (one of its keys, or an unknown one it lets
// through) for what a reader takes for a refusal beside the verdict: a
// key asking whether the change blocks answered anything but no
// ({"blocking": true}, {"blockers": ["…"]}) or a status that blocks (see
// answersBlocking), a decision, outcome, result or status of the change
// that refuses or holds it back ({"decision": "reject"}, {"result":
// "FAIL"}, {"status": "on hold"}, {"state": "pending"}), or a key asking whether
// the change is approved answered no ({"approved": false}) or held back
// ({"approved": "pending"}, "conditionally", "tentatively"). It returns
// the words that say so.
func keptRefuses(m member, g grades) (string, bool) {
	if w, ok := answersBlocking(m, g); ok {
		return w, true
	}
	v := m.val
	switch {
	case looksLike(m.key, decisionKeys[:]) || looksLike(m.key, statusKeys[:]):
		if v.kind == kindString && readsRefusal(readerValue(opening(v.str))) {
			return m.key + ": " + v.str, true
		}
	case looksLike(m.key, approvedKeys[:]):
		if v.kind != kindNull && (answeredNo(v) || v.kind == kindString && opensDeclined(v.str)) {
			return m.key + ": " + shownAnswer(v), true
		}
	}
	return "", false
}

// opensDeclined reports whether s opens, as a reader reads it, with a
// word that holds an approval back (sideword.Declines).
func opensDeclined(s string) bool {
	ws := openingWords(s)
	return len(ws) > 0 && sideword.Declines(ws[0])
}

// decisionKeys are the letters of keys that state a decision on the
// change as a verdict key does; approvedKeys of those that ask whether
// it is approved.
var (
	decisionKeys = [...]string{"decision", "outcome", "result", "conclusion", "recommendation"}
	approvedKeys = [...]string{"approved", "isapproved", "accepted", "passed", "mergeable", "readytomerge",
		"canmerge", "safetomerge", "lgtm", "shipit"}
)

// opening is the start of a value, at most 256 bytes cut at a character:
// a decision is a few words, and a longer value costs no more.
func opening(s string) string {
	if len(s) <= 256 {
		return s
	}
	cut := 256
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut]
}
