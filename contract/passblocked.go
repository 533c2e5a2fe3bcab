package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// passBlocked reports whether rest, what follows a passing value on its
// line, says the change is blocked after all: it holds the merge (`PASS
// — do not merge until the token fix lands`), demands a fix first
// (`APPROVED — must fix the token leak before merge`, `PASS (needs the
// token fix first)`), calls something a blocker or blocking (`PASS
// (blocking)`, `PASS — blocks the release`), or names a finding graded
// blocking (`PASS — Critical: the token leaks`). A reader takes none of
// these lines for a pass. Words that deny it (`nothing blocks`, `no
// blockers`, `non-blocking`) are none.
func (d *Dialect) passBlocked(rest string) bool {
	t := strings.TrimLeft(rest, " \t*_`")
	if t == "" {
		return false
	}
	if _, ok := d.saysBlocks(t); ok {
		return true
	}
	if demandsFirst(flatten(t, true)) {
		return true
	}
	reason := strings.TrimLeft(t, " \t*_`—–-:;,(")
	_, _, ok := d.titledGrade(reason)
	return ok
}

// demandsFirst reads a clause, lower case, that demands something be done
// before the pass holds: `needs the token fix first`, `requires a rebase
// first`, `must fix the leak first`.
func demandsFirst(t string) bool {
	t = strings.TrimLeft(t, " \t—–-:;,(")
	if i := strings.IndexAny(t, ".;)|"); i >= 0 {
		t = t[:i]
	}
	w, r, ok := proseword.Next(t)
	if !ok {
		return false
	}
	switch w {
	case "needs", "need", "requires", "require", "must":
	default:
		return false
	}
	for {
		w, r, ok = proseword.Next(r)
		if !ok {
			return false
		}
		if w == "first" {
			return true
		}
	}
}
