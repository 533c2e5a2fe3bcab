package holdprose

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// StatesProblem reads the first clause of text, what follows a pass and
// its dash (`PASS — the token still leaks`), for an open problem stated
// in the present: something said to leak, crash or panic now, or still
// to do harm (`the parser still drops the last line`), or to be broken
// or exposed (`the users table is broken`). Beside a pass a reader takes
// it for a reservation without the `but`. What passes (`all tests
// pass`), what is fixed (`the token leak is fixed`), denied (`the token
// no longer leaks`), the old code's or a condition's (`fixes the case
// where the token leaks`), and what the change does by design (`the
// migration drops the unused index`) are none.
func StatesProblem(text string) bool {
	clause := text
	if i := strings.IndexAny(clause, ".,;:)|!?\n—–"); i >= 0 {
		clause = clause[:i]
	}
	if i := strings.Index(clause, " - "); i >= 0 {
		clause = clause[:i]
	}
	clause = strings.ToLower(clause)
	if settledClause(clause) {
		return false
	}
	n := 0 // words before the one read: a problem needs its subject
	for rest := clause; ; n++ {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		rest = r
		if leadsAway(w) {
			return false
		}
		next, _, _ := proseword.Next(r)
		switch {
		case w == "still" && harmWord(next):
			return true // `the token still leaks`, `is still broken`
		case n == 0:
		case harmVerb(w):
			return true // `the token leaks to the log`
		case (w == "is" || w == "are") && harmState(next):
			return true // `the token is exposed`
		}
	}
}

// leadsAway reports whether w, before a problem, denies it, makes it a
// condition, the old code's or a description: `no longer leaks`, `fixes
// the case where`, `the old client leaks`, `checks for leaks`.
func leadsAway(w string) bool {
	switch w {
	case "if", "when", "whenever", "unless", "until", "once", "while", "whether", "that", "which", "where",
		"before", "after", "without", "previously", "formerly", "originally", "earlier", "old", "previous",
		"prior", "otherwise", "would", "could", "might", "should", "will", "can", "may", "to", "fix", "fixes",
		"fixed", "prevent", "prevents", "prevented", "stop", "stops", "stopped", "avoid", "avoids", "no", "not",
		"none", "zero", "0", "never", "nothing", "longer", "doesn't", "don't", "didn't", "isn't", "aren't",
		"wasn't", "won't", "cannot", "can't", "for", "against", "of", "about", "from", "test", "tests",
		"check", "checks", "guard", "guards", "detect", "detects", "catch", "catches", "handle", "handles",
		"expected", "intended", "intentionally", "deliberately", "design":
		return true
	}
	return false
}

// harmVerb reports whether w says, in the present, something a change
// does only by mistake: `leaks`, `crashes`, `panics`.
func harmVerb(w string) bool {
	switch w {
	case "leaks", "crashes", "panics", "corrupts", "deadlocks", "segfaults", "hangs", "regresses", "overflows",
		"leaking", "crashing", "panicking", "corrupting", "deadlocking", "hanging":
		return true
	}
	return false
}

// harmState reports whether w, after `is` or `are`, says something is
// in a harmful state now: `broken`, `exposed`, `vulnerable`.
func harmState(w string) bool {
	switch w {
	case "broken", "exposed", "vulnerable", "insecure", "unsafe", "wrong", "incorrect", "corrupted", "corrupt",
		"leaked", "lost", "missing", "failing", "crashing", "leaking", "hanging", "panicking":
		return true
	}
	return false
}

// stillHarm are word openings that, after `still`, say harm goes on:
// `still drops`, `still fails`, `still broken`. What a change may do on
// purpose (`still blocks force pushes`) is not among them.
var stillHarm = []string{
	"leak", "drop", "fail", "break", "broke", "crash", "corrupt", "lose", "lost", "delet", "wipe", "expos",
	"bypass", "panic", "deadlock", "regress", "overflow", "hang", "missing", "wrong", "incorrect", "vulnerab",
	"insecure", "unsafe", "error", "red",
}

// harmWord reports whether w, after `still`, says harm goes on (see
// stillHarm).
func harmWord(w string) bool {
	for _, s := range stillHarm {
		if strings.HasPrefix(w, s) && (s != "red" || w == "red") {
			return true
		}
	}
	return false
}
