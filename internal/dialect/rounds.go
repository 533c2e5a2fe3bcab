package dialect

import (
	"math"
	"strings"
	"unicode"

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
//
// It returns the verdicts the rounds' headings state: they state the
// report's verdict too.
func (o *observed) rounds(outline []contract.OutlineLine, ss []statement) (stated []string) {
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
		if w, rest := roundParts(l.Text); w != "" {
			k := [2]string{w, string(rune('0' + l.Level))}
			if groups[k] == nil {
				groups[k] = &group{}
			}
			groups[k].heads++
			open = groups[k]
			if v := statedValue(rest); v != "" {
				// The round's heading states its verdict.
				open.judged++
				open = nil
				stated = append(stated, v)
			}
		}
	}
	judge(math.MaxInt)
	for k, g := range groups {
		if g.heads >= 2 && g.judged >= 2 {
			o.roundWords[k[0]] = true
		}
	}
	return stated
}

// roundParts is the round word a heading opens with, alone or after a
// word of order (`Final Review`), lower case, or "", and what follows it.
func roundParts(text string) (string, string) {
	t := strings.TrimLeft(text, "0123456789.#) ")
	f := strings.Fields(t)
	if len(f) > 1 && orderWords[strings.ToLower(strings.Trim(f[0], "*_"))] {
		t = strings.TrimLeft(strings.TrimLeft(t, "*_ ")[len(strings.Trim(f[0], "*_")):], " ")
		f = f[1:]
	}
	if len(f) == 0 {
		return "", ""
	}
	w := strings.ToLower(strings.Trim(f[0], ":*_—–-"))
	for _, r := range roundWords {
		if w == r {
			_, rest, _ := strings.Cut(t, f[0])
			return w, rest
		}
	}
	return "", ""
}

// orderWords name a round by its place (`Initial Review`, `Final
// Review`), as the contract reads them.
var orderWords = map[string]bool{"initial": true, "first": true, "original": true, "second": true,
	"third": true, "fourth": true, "fifth": true, "final": true, "last": true}

// statedValue is the verdict a round's heading states after a separator
// (`Final Review - PLAN APPROVED`): a phrase of up to five words in upper
// case that ends the heading; "" for none.
func statedValue(rest string) string {
	t := strings.TrimLeft(rest, " ")
	cut := false
	for _, sep := range []string{"-", "—", "–", ":"} {
		if r, ok := strings.CutPrefix(t, sep); ok {
			t, cut = r, true
			break
		}
	}
	t = strings.Trim(t, " *_`")
	if !cut || t == "" || len(strings.Fields(t)) > 5 || strings.ToUpper(t) != t || !strings.ContainsFunc(t, unicode.IsLetter) {
		return ""
	}
	return t
}
