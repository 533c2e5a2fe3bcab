package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/holdprose"
	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A count of a blocking grade may go on in prose: `**Blockers:** 0 —
// ready to merge`, `Critical: 0 (none found), Major: 0 — looks good`. A
// reader sees a count of none and a remark, as after a passing value:
// the count stands unless the remark takes it back as it would take a
// pass back. It may hold the merge, set a condition, state an open
// problem after a reservation or in any clause (`Critical: 0 — but
// login drops auth checks`, `Critical: 0. The login handler drops auth
// checks.`), say the build fails, call something blocking, or hold a
// grade the dialect calls blocking or a word that names a defect, where
// it does not deny them (`0 — the token leak is Critical`, `0, the
// handler drops auth checks`; not `0 — nothing critical`, `0 — no
// regressions`), or count what it leaves open (`0 fixed, 2 open`, see
// countsOpenElsewhere); a count above nought is a finding whatever
// follows it.

// noughtTakenBack reports whether tail, the prose after a blocking
// grade's count of nought, takes the count back as it would a pass (see
// passTakenBack and passBlocked), or holds a blocking grade of v that
// it does not deny.
func (d *Dialect) noughtTakenBack(tail string, v *vocabulary) bool {
	// The separator countThen took off the tail stands for any: the
	// readers of what follows a pass read a clause after a dash.
	rest := maskCode(" — " + tail)
	if strings.Contains(rest, "?") {
		// `0 — all resolved? no`, `None — all fixed?`: a count put
		// in question is no count of none.
		return true
	}
	if noneDoubted(tail) || passTakenBack(rest) || blockingGradeIn(rest, v) || problemInClauses(tail) || defectNamedIn(tail) || countsOpenElsewhere(tail) {
		return true
	}
	// passBlocked without its reading of a grade: blockingGradeIn reads
	// one anywhere, where passBlocked would read the counts of a chain
	// (`Critical: 0, Major: 0, …`) over again from each.
	t := strings.TrimLeft(tail, " \t*_`")
	if _, ok := d.saysBlocks(t); ok {
		return true
	}
	return demandsFirst(flatten(t, true)) || demandsWork(t)
}

// countsOpenElsewhere reports whether the remark after a count of nought
// counts what it leaves open: another count above nought (`0 fixed, 2
// open`, `0 of 2 resolved`, `0 — wait, 2`), a nought of what was dealt
// with (`0 fixed`), or a word of what is still open (`0 (was 3; still
// open)`). The nought then counts something else, and the grade's
// findings stand.
func countsOpenElsewhere(tail string) bool {
	for rest, first := tail, true; ; first = false {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		w = strings.ToLower(w)
		if isCount(w) {
			return true
		}
		switch w {
		case "open", "remain", "remains", "remaining", "outstanding", "unresolved", "still", "was", "were", "wait":
			return true
		case "fixed", "resolved", "closed", "addressed", "reported", "found", "mitigated", "patched":
			if first {
				return true
			}
		}
		rest = r
	}
}

// blockingGradeIn reports whether a word of t opens a blocking grade of
// v that the words before it do not deny (`no critical issues`,
// `nothing Critical`).
func blockingGradeIn(t string, v *vocabulary) bool {
	for rest := t; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		at := len(t) - len(r) - len(w)
		if m, ok := wordAt(v, t[at:]); ok && m.phrase.means == Fail && !proseword.NegatedBefore(t[:at]) {
			return true
		}
		rest = r
	}
}

// problemInClauses reports whether a clause of t, each read from its
// start to its first break, states an open problem in the present (see
// holdprose.StatesProblem): a remark after a count of none may state one
// in its second sentence as well as in its first.
func problemInClauses(t string) bool {
	for {
		if holdprose.StatesProblem(t) {
			return true
		}
		i := strings.IndexAny(t, ".,;:)|!?\n—–")
		if i < 0 {
			i = len(t)
		}
		// A spaced hyphen breaks a clause too; looked for before the
		// next break only, each byte is read once.
		if j := strings.Index(t[:i], " - "); j >= 0 {
			i = j + 1
		}
		if i == len(t) {
			return false
		}
		_, n := utf8.DecodeRuneInString(t[i:])
		t = t[i+n:]
	}
}

// defectNamedIn reports whether a word of t names a defect (see
// defectStems) that the words before it do not deny (`no regressions`,
// `nothing is missing`).
func defectNamedIn(t string) bool {
	for rest := t; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		if namesDefect(w) && !proseword.NegatedBefore(t[:len(t)-len(r)-len(w)]) {
			return true
		}
		rest = r
	}
}

// noneDoubted reports whether the remark after a statement of none
// doubts that none itself: it is a bare guess or hope (`None,
// hopefully.`, `None, I think.`, `None — probably`) or dates the none to
// an earlier round (`None (in the previous round).`, `None as of round
// 1`, `0 (as of the last review)`). A remark that says something else
// and only uses such a word later (`None — last checked at 3f2a1c`, `None
// — I reran the suite; probably the cleanest PR this quarter`) does not.
func noneDoubted(tail string) bool {
	var words []string
	for rest := strings.ToLower(tail); len(words) < 8; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		words = append(words, w)
		rest = r
	}
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "hopefully", "presumably", "probably", "likely", "maybe", "perhaps", "possibly", "supposedly",
		"apparently", "allegedly", "seemingly", "afaik", "afaict", "iirc":
		return len(words) <= 2
	case "i", "we":
		return len(words) == 2 && (words[1] == "think" || words[1] == "guess" || words[1] == "hope" || words[1] == "assume" || words[1] == "suppose")
	case "in", "as", "per", "from", "at", "since", "until":
		for _, w := range words[1:] {
			switch w {
			case "previous", "prior", "earlier", "last", "round", "iteration", "rounds":
				return true
			}
		}
	}
	return false
}
