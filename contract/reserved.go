package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/holdprose"
)

// reserved reports whether rest, what follows a passing value on its
// line, takes the pass back with a reservation that states an open
// problem (`APPROVED, but the token leaks`); holdprose reads the words.
func reserved(rest string) bool { return holdprose.Reserved(rest) }

// passTakenBack reports whether rest, what follows a passing value on
// its line, makes the pass hold only on a condition (conditioned), takes
// it back with an open problem (reserved, problemAfterPass), a negation
// (retracted) or a hold (heldAfterPass), or says the build, CI or the tests fail now
// (failingNow).
func passTakenBack(rest string) bool {
	if conditioned(rest) || reserved(rest) || problemAfterPass(rest) || retracted(rest) || heldAfterPass(rest) {
		return true
	}
	_, fails := failingNow(rest, nil)
	return fails
}

// problemAfterPass reports whether rest, what follows a passing value,
// goes on after a dash, a colon, a semicolon or a parenthesis to state an
// open problem in the present (`PASS — the token still leaks`):
// holdprose reads the clause. A reason that says what passes or is
// fixed (`PASS — the token leak is fixed`) leaves the pass whole.
func problemAfterPass(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`")
	for _, sep := range []string{"—", "–", "-", ":", ";", "("} {
		if after, ok := strings.CutPrefix(t, sep); ok {
			return holdprose.StatesProblem(after)
		}
	}
	return false
}

// footnoted reports whether rest, what follows a passing value, opens
// with a footnote's mark (`PASS[^1]`): what qualifies the pass renders
// at the end of the page, where a reader weighs it, as a footnote on a
// settled mark doubts it.
func footnoted(rest string) bool {
	return strings.HasPrefix(strings.TrimLeft(rest, " \t*_`"), footnoteMark)
}
