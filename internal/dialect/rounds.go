package dialect

import (
	"math"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// roundWords open the heading of one round of a review log: `## Review —
// 2026-04-13`, `### Round 2`. A heading that opens with another word
// (`### Gate 1`) is a part of one review, however many verdicts its
// parts hold.
var roundWords = []string{"review", "re-review", "round", "iteration", "cycle"}

// rounds gathers the round words of a report that is a log of rounds:
// two or more headings of one level that open with the same round word,
// two or more of them followed by a verdict before the next.
func (o *observed) rounds(outline []contract.OutlineLine, ss []statement) {
	type group struct{ heads, judged int }
	groups := map[[2]string]*group{}
	var open *group // the round whose verdict is still to come
	next := 0
	// judge counts the statements before line end for the round open.
	judge := func(end int) {
		for ; next < len(ss) && ss[next].line < end; next++ {
			if open != nil && ss[next].side != "" {
				open.judged++
				open = nil
			}
		}
	}
	for _, l := range outline {
		judge(l.Line)
		// A bold line alone (level 7) is no heading of a round.
		if l.Kind != "heading" || l.Level > 6 {
			continue
		}
		open = nil
		if w := roundWord(l.Text); w != "" {
			k := [2]string{w, string(rune('0' + l.Level))}
			if groups[k] == nil {
				groups[k] = &group{}
			}
			groups[k].heads++
			open = groups[k]
		}
	}
	judge(math.MaxInt)
	for k, g := range groups {
		if g.heads >= 2 && g.judged >= 2 {
			o.roundWords[k[0]] = true
		}
	}
}

// roundWord is the round word a heading opens with, lower case, or "".
func roundWord(text string) string {
	t := strings.TrimLeft(text, "0123456789.#) ")
	f := strings.Fields(t)
	if len(f) == 0 {
		return ""
	}
	w := strings.ToLower(strings.Trim(f[0], ":*_—–-"))
	for _, r := range roundWords {
		if w == r {
			return w
		}
	}
	return ""
}
