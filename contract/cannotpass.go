package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// cannotPass reports whether a value under the verdict key that reads as
// no verdict (prose: `This plan requires fundamental reconstruction`)
// holds nothing a reader could take for a pass: no pass word of the
// dialect, no common word of approval, no negation (`not blocked` reads
// as a pass), no mark of the pass side. Beside a failing verdict such a
// line restates the failure in other words; the report fails whichever
// way it is read, so no approval can hide in it. Beside a passing
// verdict it stays a conflict: prose cannot be shown to agree.
func (d *Dialect) cannotPass(value string) bool {
	if markAgainst(value, Fail) || strings.ContainsAny(value, "👍🚀🎉💯🆗🟩") {
		return false
	}
	for rest := value; ; {
		m, ok := d.values.at(rest)
		if !ok {
			break
		}
		if m.phrase.means != Fail {
			return false
		}
		rest = rest[m.end:]
	}
	for rest := value; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return true
		}
		if approvingOrNegating(strings.ToLower(w)) {
			// `not minor fixes`, `not just cosmetic`: a negation of a
			// lesser degree says more is wrong, not that nothing is.
			n, after, ok := proseword.Next(r)
			if !isNegation(strings.ToUpper(w)) || !ok || !lesser(strings.ToLower(n)) {
				return false
			}
			r = after
		}
		rest = r
	}
}

// lesser: a word that, negated, asks for more (`not minor`, `not just`).
func lesser(w string) bool {
	switch w {
	case "minor", "just", "merely", "only", "simply", "cosmetic", "small", "trivial":
		return true
	}
	return false
}

// approvingOrNegating: a word that approves or negates to a reader of
// verdict words (WordSide's pass markers and negations: APPROVED, LGTM,
// SHIP, NOT), or one that prose uses for the same (fine, done, fixed,
// excellent, isn't). Praise of a part (`the foundation is sound`) is not
// among them: failing prose often grants it before the but.
func approvingOrNegating(w string) bool {
	up := strings.ToUpper(w)
	if isNegation(up) || marks(up, passMarkers) && !contains(notMarkers, up) {
		return true
	}
	switch w {
	case "nothing", "none", "neither", "nor", "isn", "aren", "doesn", "don", "didn", "wasn", "won", "t",
		"okay", "fine", "great", "done", "complete", "completed", "resolved", "fixed",
		"excellent", "exceptional", "outstanding", "perfect", "exemplary", "conditional", "conditionally":
		return true
	}
	for _, stem := range []string{"clear", "allow", "permit"} {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	// Signed off, not significant.
	switch strings.TrimSuffix(strings.TrimSuffix(w, "s"), "ed") {
	case "sign", "signoff", "sign-off", "signing":
		return true
	}
	return false
}
