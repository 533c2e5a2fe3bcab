package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// retracted reports whether rest, what follows a passing value on its
// line, takes the pass back: a negation alone or of the pass itself
// (`PASS (not yet)`, `APPROVED — NOT`, `LGTM (not really)`, `PASS
// (no)`), or a word that withdraws it or holds it back (`APPROVED
// (revoked)`, `PASS — withdrawn`, `LGTM (just kidding)`, `APPROVED IN
// PRINCIPLE`), or a doubt or a limit standing alone (`PASS (almost)`,
// `APPROVED NOTHING`). A reader takes none of them for a pass. A negation that
// goes on to name what is absent (`PASS — no blockers`, `APPROVED (not
// blocking)`, `PASS (false positive fixed)`) says why the pass holds.
func retracted(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`,;:.(—–-")
	if i := strings.IndexAny(t, ".,;)|!?—–"); i >= 0 {
		t = t[:i] // the clause alone: what follows it is read elsewhere
	}
	w, r, ok := proseword.Next(t)
	if !ok || !strings.HasPrefix(t, w) {
		return false
	}
	next, _, more := proseword.Next(strings.TrimLeft(r, " \t*_`"))
	next = strings.ToLower(next)
	switch strings.ToLower(w) {
	case "revoked", "withdrawn", "retracted", "rescinded", "reversed", "overridden", "overruled", "superseded", "cancelled", "canceled", "voided":
		return true
	case "just":
		return next == "kidding"
	case "in":
		return next == "principle" || next == "name" // a pass in principle or in name is none yet
	case "by":
		return next == "nobody" || next == "noone" // approved by nobody is not approved
	case "for":
		return next == "revert" || next == "reverting" || next == "rollback" // approved to be undone
	case "kidding", "jk", "sarcasm":
		return !more
	case "almost", "nearly", "hardly", "maybe", "perhaps", "possibly", "probably", "ish", "nothing",
		"kinda", "sorta", "mostly", "partly", "partially":
		// `PASS (almost)`, `APPROVED NOTHING`: alone, a doubt or a
		// limit of the pass; with more words (`nothing blocks`,
		// `mostly cosmetic nits`) a reason, read elsewhere.
		return !more
	case "not", "no", "nope", "never", "false":
		if !more {
			return true
		}
		switch next {
		case "really", "yet", "quite", "actually", "anymore", "final", "valid", "true", "approved", "passed", "accepted", "passing":
			return true
		}
	}
	return false
}
