package holdprose

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// courtesyEnds: rest, what follows a verdict, is an apology or thanks
// set off that ends its sentence and gives no reason (`NACK, sorry.`):
// it ends the verdict as a full stop does.
func courtesyEnds(rest string) bool {
	return apologyEnds(rest) && !apologyReasoned(rest)
}

// apologyEnds: rest, what follows a verdict (`Vetoed by me`, `NACK'd`,
// `I vote no`), sets off with a comma, a semicolon or a dash only an
// apology or a regret that ends the sentence (`Vetoed by me, sorry.`,
// `Vetoed by me — sorry.`): the verdict ends its sentence as plainly as
// with a full stop. `Vetoed by me, then lifted` goes on to tell of a
// round before.
func apologyEnds(rest string) bool {
	ends, reason := apologyRead(rest)
	return ends || reason
}

// apologyReasoned: rest sets off an apology as apologyEnds reads it,
// and a reason after it (`-1, sadly, since the counter overflows.`): a
// bare -1 given its reason tells of a value as often, the apology
// between or not.
func apologyReasoned(rest string) bool {
	ends, reason := apologyRead(rest)
	return !ends && reason
}

// apologyRead reads rest as apologyEnds does: ends says the apology
// ends the sentence, reason that an open problem follows it.
func apologyRead(rest string) (ends, reason bool) {
	r := strings.TrimLeft(rest, "*_`")
	if a, ok := strings.CutPrefix(strings.TrimLeft(r, " "), "("); ok {
		// `NACK (sorry).`: an apology in brackets that closes and ends
		// the sentence.
		a, ok = cutCourtesy(strings.TrimLeft(a, " *_`"))
		if !ok {
			return false, false
		}
		a, ok = strings.CutPrefix(strings.TrimLeft(a, " *_`"), ")")
		e, _ := sentenceEnds(strings.TrimLeft(a, "*_`"))
		return ok && (e || strings.TrimSpace(a) == ""), false
	}
	if a, ok := strings.CutPrefix(r, ","); ok {
		r = a
	} else if a, ok := strings.CutPrefix(r, ";"); ok {
		r = a
	} else if a, ok := cutDash(strings.TrimLeft(r, " ")); ok {
		r = a
	} else {
		return false, false
	}
	a, ok := cutCourtesy(strings.TrimLeft(r, " *_`"))
	if !ok {
		return false, false
	}
	a = strings.TrimLeft(a, "*_`")
	if e, _ := sentenceEnds(a); e || strings.TrimSpace(a) == "" {
		return true, false
	}
	// `NACK'd, sorry: the token leaks.`: the apology, then the reason,
	// an open problem.
	if a != "" && (a[0] == ',' || a[0] == ':') {
		return false, problemNear(a[1:])
	}
	if r, ok := cutDash(strings.TrimLeft(a, " ")); ok {
		return false, problemNear(r)
	}
	return false, false
}

// apologies are the words of an apology or a regret set off beside a
// verdict (`Sorry, NACK'd.`, `Vetoed by me, sorry.`) or before an
// order (`Sadly, do not merge.`); an entry comes before any other it
// ends, so the longest is cut whole.
var apologies = []string{"i am sorry", "i'm sorry", "so sorry", "sorry about that", "sorry about this", "sorry for that",
	"sorry for this", "sorry", "i am afraid", "i'm afraid",
	"unfortunately", "regretfully", "sadly", "my apologies", "apologies", "alas"}

// thanks are the words of thanks that, set off after a verdict, end it
// as an apology does (`NACK, thanks.`, `I'm -1, thank you.`); before
// one they are not read: `Thanks, -1 is returned` tells of a value.
var thanks = []string{"thanks a lot", "many thanks", "thanks", "thank you", "thx", "cheers"}

// cutCourtesy cuts an apology (see apologies) or thanks (see thanks)
// that opens t, a whole word, and reports whether it did.
func cutCourtesy(t string) (string, bool) {
	a, ok := cutWordPrefix(t, apologies...)
	if !ok {
		a, ok = cutWordPrefix(t, thanks...)
	}
	if !ok {
		return t, false
	}
	// `NACK, sorry guys.`, `Thanks, all.`: those addressed end the
	// courtesy with it.
	if v, ok := cutWordPrefix(strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(a, " "), ","), " "), addressed...); ok {
		return v, true
	}
	return a, true
}

// addressed are the words that name those a courtesy is said to.
var addressed = []string{"guys", "all", "everyone", "everybody", "folks", "team", "y'all", "friends", "people"}

// timesNow are the words that time a verdict now and leave it ending
// its sentence (`I vote no for now.`, `I'm -1 for the time being.`).
var timesNow = []string{"for now", "for the time being", "for the moment", "as it stands"}

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
	if a, ok := cutWordPrefix(strings.TrimLeft(r, " "), timesNow...); ok {
		r = strings.TrimLeft(a, "*_`")
	}
	if ends, ok := sentenceEnds(r); ok {
		return ends
	}
	return apologyEnds(r)
}

// harmEnds: a, what follows a vote's because of or due to, names a harm
// (see fixHarmWord) in a few words and the verdict's sentence ends
// after it (see reasonEnds): `because of the race.`, `due to the token
// leak, sorry.`. A harm that only stands near (`because of the race
// test`) names another thing, and one that goes on (`due to the
// deadlock, now resolved`) may be settled.
func harmEnds(a string) bool {
	a, ok := reasonEnds(a)
	if !ok {
		return false
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
// a due to and the words of a reason, after which the verdict's
// sentence ends (see reasonEnds): `I'm -1 because the naming is
// confusing.` A reason that goes on (`, but won't block`, `(now
// fixed)`) may take the vote back.
func reasonGiven(r string) bool {
	a, ok := cutWordPrefix(strings.TrimLeft(r, " "), "because", "since", "due to")
	if !ok {
		return false
	}
	a, ok = reasonEnds(a)
	if !ok {
		return false
	}
	_, _, ok = proseword.Next(a)
	return ok
}

// lineBreakEnds: r, what follows a line break inside a reason, ends
// the reason there: a blank line, the text's end, or a line that opens
// an item, a heading, a quote or a table row. One break in running
// words only wraps them (`I'm -1 because the name is\nlong, but won't
// block.`), and the reason reads on as across a blank.
func lineBreakEnds(r string) bool {
	t := strings.TrimLeft(r, " \t")
	if t == "" || t[0] == '\n' || t[0] == '\r' || strings.IndexByte("-*+#>|", t[0]) >= 0 {
		return true
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i < len(t) && (t[i] == '.' || t[i] == ')')
}

// reasonSettled: r, what follows a vote, opens with a because, a since,
// a because of or a due to whose reason goes on past its clause (see
// reasonEnds): `We're -1 because the token leaks, now fixed.` may be
// taken back, and no vote is read from it.
func reasonSettled(r string) bool {
	a, ok := cutWordPrefix(strings.TrimLeft(r, " "), "because of", "due to", "because", "since")
	if !ok {
		return false
	}
	_, ends, marked := reasonEnd(a)
	return marked && !ends
}

// reasonEnds cuts a, what follows a vote's because or due to, where the
// reason's clause ends, within reasonMax bytes, and reports whether the
// verdict's sentence ends there as well: at a full stop or after an
// apology or a time now (see verdictEnds). A comma, a bracket, a dash or
// a colon that goes on (`, now fixed`, `(non-blocking)`, `— then
// lifted`) may take the vote back; 0xe2 opens a curly quote as it opens
// a dash, and the reason is cut there too, the reading only the
// shorter. A reason cut by no mark, at the text's end or a break that
// ends it (see lineBreakEnds), is not read as ended: a report read a
// line at a time gives `I'm -1 because the name is` whose next line
// goes on `long, but won't block.`
func reasonEnds(a string) (string, bool) {
	cut, ends, marked := reasonEnd(a)
	return cut, ends && marked
}

// reasonEnd reads a as reasonEnds does; marked says a mark cut the
// reason, not the text's end nor a line break.
func reasonEnd(a string) (cut string, ends, marked bool) {
	for i := 0; i < len(a); i++ {
		if i == reasonMax {
			return a[:i], false, true
		}
		switch c := a[i]; {
		case c == '\n' && lineBreakEnds(a[i+1:]):
			return a[:i], true, false
		case c == 0xe2 || c == '-' && i > 0 && a[i-1] == ' ' || strings.IndexByte(".,;:!?()[]|", c) >= 0:
			return a[:i], verdictEnds(a[i:]), true
		}
	}
	return a, true, false
}
