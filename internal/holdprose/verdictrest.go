package holdprose

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// apologyEnds: rest, what follows a verdict (`Vetoed by me`, `NACK'd`,
// `I vote no`), sets off with a comma, a semicolon or a dash only an
// apology or a regret that ends the sentence (`Vetoed by me, sorry.`,
// `Vetoed by me — sorry.`): the verdict ends its sentence as plainly as
// with a full stop. `Vetoed by me, then lifted` goes on to tell of a
// round before.
func apologyEnds(rest string) bool {
	r := strings.TrimLeft(rest, "*_`")
	if a, ok := strings.CutPrefix(r, ","); ok {
		r = a
	} else if a, ok := strings.CutPrefix(r, ";"); ok {
		r = a
	} else if a, ok := cutDash(strings.TrimLeft(r, " ")); ok {
		r = a
	} else {
		return false
	}
	a, ok := cutWordPrefix(strings.TrimLeft(r, " *_`"), apologies...)
	if !ok {
		return false
	}
	a = strings.TrimLeft(a, "*_`")
	ends, _ := sentenceEnds(a)
	if ends || strings.TrimSpace(a) == "" {
		return true
	}
	// `NACK'd, sorry: the token leaks.`: the apology, then the reason,
	// an open problem.
	if r, ok := strings.CutPrefix(a, ","); ok {
		return problemNear(r)
	}
	if r, ok := strings.CutPrefix(a, ":"); ok {
		return problemNear(r)
	}
	if r, ok := cutDash(strings.TrimLeft(a, " ")); ok {
		return problemNear(r)
	}
	return false
}

// apologies are the words of an apology or a regret set off beside a
// verdict (`Sorry, NACK'd.`, `Vetoed by me, sorry.`) or before an
// order (`Sadly, do not merge.`); an entry comes before any other it
// ends, so the longest is cut whole.
var apologies = []string{"i am sorry", "i'm sorry", "so sorry", "sorry", "i am afraid", "i'm afraid",
	"unfortunately", "regretfully", "sadly", "apologies", "alas"}

// cutApologyLead cuts from before, what precedes a verdict, an apology
// or a regret that opens its sentence, set off by a comma and at most a
// but (`Sorry, NACK'd.`, `Unfortunately, -1.`, `Sorry, but vetoed.`):
// the verdict opens its sentence as plainly. An apology after other
// words is left, and its but with it: `Looks good, sorry, but changes
// requested.` asks for them after the but.
func cutApologyLead(before string) string {
	t := strings.TrimRight(before, " \t*_`")
	if h, ok := cutWord(t, "but"); ok {
		t = strings.TrimRight(h, " \t*_`")
	}
	t, comma := strings.CutSuffix(t, ",")
	if !comma {
		return before
	}
	h, ok := cutWord(strings.TrimRight(t, " \t*_`"), apologies...)
	if !ok || !sentenceOpens(h, 0) {
		return before
	}
	return h
}

// verdictEnds: rest, what follows a verdict with no blank between,
// ends its sentence there, after at most a time that holds it now and
// an apology (`NACK'd.`, `I vote no for now.`, `Vetoed, sorry.`).
// What goes on (`NACK'd frames`, `Vetoed by me, then lifted`) tells of
// something else.
func verdictEnds(rest string) bool {
	r := strings.TrimLeft(rest, "*_`")
	if a, ok := cutWordPrefix(strings.TrimLeft(r, " "), "for now", "for the time being", "for the moment", "as it stands"); ok {
		r = strings.TrimLeft(a, "*_`")
	}
	if ends, ok := sentenceEnds(r); ok {
		return ends
	}
	return apologyEnds(r)
}

// harmEnds: a, what follows a vote's because of or due to, names a harm
// (see fixHarmWord) that ends its first clause, within reasonMax bytes
// and a few words: `because of the race.`, `due to the token leak,
// sorry.`. A harm that only stands near (`because of the race test`)
// names another thing.
func harmEnds(a string) bool {
	a = a[:min(len(a), reasonMax)]
	if i := strings.IndexAny(a, ".,;:!?)\n"); i >= 0 {
		a = a[:i]
	}
	last := ""
	for n := 0; n < 5; n++ {
		w, r, ok := proseword.Next(a)
		if !ok {
			break
		}
		last, a = w, r
	}
	if _, _, ok := proseword.Next(a); ok {
		return false // more words than a harm's name
	}
	return fixHarmWord(last)
}

// reasonGiven: r, what follows a vote, opens with a because, a since or
// a due to and the words of a reason (`-1 because the naming is
// confusing`).
func reasonGiven(r string) bool {
	a, ok := cutWordPrefix(strings.TrimLeft(r, " "), "because", "since", "due to")
	if !ok {
		return false
	}
	_, _, ok = proseword.Next(a[:min(len(a), reasonMax)])
	return ok
}
