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
// the change is approved or ready answered no ({"approved": false},
// {"ready": false}, {"can_merge": "no"}) or held back
// ({"approved": "pending"}, "conditionally", "tentatively"), or in
// words it cannot read (see unreadAnswer), or a check of the change that
// fails (see checkFails). It returns the words that say so.
func keptRefuses(m member, g grades) (string, bool) {
	if w, ok := answersBlocking(m, g); ok {
		return w, true
	}
	if w, ok := checkFails(m); ok {
		return w, true
	}
	v := m.val
	switch {
	case looksLike(m.key, decisionKeys[:]) || looksLike(m.key, statusKeys[:]):
		if v.kind == kindString && readsRefusal(readerValue(opening(v.str))) {
			return m.key + ": " + v.str, true
		}
	case looksLike(m.key, approvedKeys[:]):
		if v.kind != kindNull && (answeredNo(v) || unreadAnswer(v) || v.kind == kindString && opensDeclined(v.str)) {
			return m.key + ": " + shownAnswer(v), true
		}
	}
	return "", false
}

// keptRefusesWithin walks the objects nested in a kept value for a
// member that states a refusal as one at the top of the verdict object
// does (see keptRefuses): {"meta": {"blocking": true}}, {"review":
// {"decision": "reject"}}, {"rounds": [{"approved": false}]}. A reader
// sees the key and its answer wherever they stand. It returns the words
// that say so and where they are; the walk visits each value once.
func keptRefusesWithin(v *value, g grades) (string, int, bool) {
	stack := []*value{v}
	for len(stack) > 0 {
		v, stack = stack[len(stack)-1], stack[:len(stack)-1]
		switch v.kind {
		case kindObject:
			for _, m := range v.members {
				if w, ok := keptRefuses(m, g); ok {
					return w, m.val.off, true
				}
			}
			for i := len(v.members) - 1; i >= 0; i-- {
				stack = append(stack, v.members[i].val)
			}
		case kindArray:
			for i := len(v.items) - 1; i >= 0; i-- {
				stack = append(stack, v.items[i])
			}
		}
	}
	return "", 0, false
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
		"canmerge", "safetomerge", "lgtm", "shipit", "ready", "isready", "readyformerge", "mergeready", "readytoship",
		"oktomerge", "shippable"}
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
