package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// roundHeading reads a heading that opens one round of a review log: the
// dialect's round word, alone or led by a word of order (`Initial
// Review`, `Final Review`), then a number or a date (namesRound), or a
// separator and the round's verdict alone (`## Final Review - PLAN
// APPROVED`). It returns the round's order (a word of order first, then
// any number or date; nil when neither), the verdict the heading states
// (stated false when it states none), and false for any other heading.
func (d *Dialect) roundHeading(text string) (order []int, v verdictRead, stated, ok bool) {
	lead := func(s string) string { return strings.TrimLeft(s, "0123456789.)#: ") }
	t, flat := lead(normalize(text)), lead(flatten(text, false))
	rank := 0
	if w, rest, more := proseword.Next(t); more && strings.HasPrefix(t, w) {
		if r := orderRank(w); r > 0 {
			rest = strings.TrimLeft(rest, " ")
			if m, found := d.rounds.at(rest); found && m.start == 0 {
				rank, flat, t = r, flat[len(flat)-len(rest):], rest
			}
		}
	}
	m, found := d.rounds.at(t)
	if !found || !d.leads(t, m) {
		return nil, verdictRead{}, false, false
	}
	rest := t[m.end:]
	if rank > 0 {
		order = []int{rank}
	}
	if namesRound(rest) {
		return append(order, roundNumber(rest)...), verdictRead{}, false, true
	}
	// The round's verdict, alone after a separator: nothing but marks
	// and emphasis may follow it.
	value := flat[len(flat)-len(rest):]
	trimmed := strings.TrimLeft(value, " ")
	sep := false
	for _, s := range []string{"-", "—", "–", ":"} {
		if r, cut := strings.CutPrefix(trimmed, s); cut {
			trimmed, sep = strings.TrimLeft(r, " "), true
			break
		}
	}
	if !sep {
		return nil, verdictRead{}, false, false
	}
	mv, found := d.values.at(trimmed)
	if !found || mv.start != 0 || strings.Trim(afterMarks(trimmed[mv.end:]), " .!*_`") != "" {
		return nil, verdictRead{}, false, false
	}
	v, found = d.bareVerdict(trimmed)
	if !found {
		return nil, verdictRead{}, false, false
	}
	return order, v, true, true
}

// orderRank is the place a word of order gives a round (`initial`
// first, `final` last), 0 for any other word.
func orderRank(w string) int {
	switch w {
	case "initial", "first", "original":
		return 1
	case "second":
		return 2
	case "third":
		return 3
	case "fourth":
		return 4
	case "fifth":
		return 5
	case "final", "last":
		return 1 << 20
	}
	return 0
}
