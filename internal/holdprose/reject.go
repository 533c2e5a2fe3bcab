package holdprose

import (
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// rejectionRecommended reads t, lower case, for a rejection of the
// change ordered where a clause starts: of the change named (`Reject
// the PR.`, `**Recommendation:** Reject this change until the token
// leak is fixed.`) but not a part of it (`reject the PR's option B`),
// or, under a label that asks for the review's
// recommendation or verdict, of this or of nothing named
// (`Recommendation: reject.`, `Verdict: reject it`). A rejection of
// something else (`Recommendation: reject the alternative design (B).`,
// `Malformed input: reject it.`), one that describes (`the parser should
// reject this`), and one settled since are none.
func rejectionRecommended(t string, settled func(string) bool) (string, bool) {
	const p = "reject"
	for from := 0; ; {
		i := strings.Index(t[from:], p)
		if i < 0 {
			return "", false
		}
		i += from
		from = i + len(p)
		rest := t[from:]
		if before, _ := utf8.DecodeLastRuneInString(t[:i]); i > 0 && proseword.IsRune(before) {
			continue
		}
		if next, _ := utf8.DecodeRuneInString(rest); rest != "" && proseword.IsRune(next) {
			continue // `rejected`, `rejection`
		}
		before := t[max(0, i-denialBack):i]
		if !clauseStart(before) || labelsOther(before) || settled(settleWindow(rest)) {
			continue
		}
		obj := strings.TrimLeft(rest, " *_`")
		if possessive(obj) {
			continue // `reject the PR's option B`: a part of it, not the change
		}
		named := false
		for _, det := range []string{"the ", "this "} {
			if after, ok := strings.CutPrefix(obj, det); ok {
				w, r, ok := proseword.Next(after)
				if !ok || !strings.HasPrefix(after, w) {
					continue
				}
				// `reject the request` and `reject the update` may name
				// what code does with input.
				if ApprovalSubject(w) && w != "this" && w != "it" && w != "request" && w != "update" {
					named, rest = true, r
				} else if (w == "pull" || w == "merge") && strings.HasPrefix(strings.TrimLeft(r, " "), "request") {
					named, rest = true, strings.TrimPrefix(strings.TrimLeft(r, " "), "request")
				}
			}
		}
		switch {
		case named && holdEnds(rest):
			return "reject", true
		case !named && holdEnds(rest) && asksRecommendation(before):
			return "reject", true
		}
	}
}

// asksRecommendation reports whether before, what precedes a rejection,
// ends in a label that asks for the review's recommendation or verdict
// (`**Recommendation:**`, `Verdict:`, `Review outcome:`).
func asksRecommendation(before string) bool {
	t := strings.TrimRight(before, " \t*_`")
	if !strings.HasSuffix(t, ":") {
		return false
	}
	for _, w := range lastWords(t[:len(t)-1]) {
		if strings.HasPrefix(w, "recommend") || w == "verdict" || w == "outcome" || w == "conclusion" {
			return true
		}
	}
	return false
}

// possessive: obj opens with a word, after the or this, that owns what
// follows (`the PR's option B`, `this change’s old test`).
func possessive(obj string) bool {
	w, r, ok := proseword.Next(obj)
	if ok && (w == "the" || w == "this") {
		w, r, ok = proseword.Next(r)
	}
	if !ok {
		return false
	}
	for _, s := range []string{"'s", "’s"} {
		if strings.HasPrefix(r, s) || strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}
