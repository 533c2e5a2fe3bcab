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
// reject this`), and one settled since are none. A reason may follow
// (`Reject the PR for the token leak.`), and the reviewer may say it in
// the first person (`We reject this PR.`, `I recommend we reject this
// PR.`) where the change is named.
func rejectionRecommended(t string, settled func(string) bool) (string, bool) {
	const p = "reject"
	for i := range phraseStarts(t, p, quoteOpens) {
		rest, ok := cutWordPrefix(t[i:], p)
		if !ok {
			continue // `rejected`, `rejection`
		}
		before := t[max(0, i-denialBack):i]
		ownVoice := false // the reviewer's own voice: `We reject this PR.`
		if !clauseStart(before) {
			if ownVoice = spokenStart(before); !ownVoice {
				continue
			}
		}
		if labelsOther(before) || settled(settleWindow(rest)) {
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
		case named && rejectEnds(rest):
			return "reject", true
		case !named && !ownVoice && rejectEnds(rest) && asksRecommendation(before):
			return "reject", true
		}
	}
	return "", false
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

// rejectEnds: what follows a rejection keeps it one: what a denial's
// end may be (deniedEnds), or its reason (`for the token leak`).
func rejectEnds(rest string) bool {
	r := strings.TrimLeft(rest, " *_`")
	for _, w := range []string{"for ", "over ", "since ", "on account of "} {
		if strings.HasPrefix(r, w) {
			return true
		}
	}
	// `Reject this PR too.`, `… as well.`: the rejection adds to
	// another, of this change all the same.
	for _, w := range []string{"too", "as well", "also", "again", "outright", "entirely", "altogether"} {
		if after, ok := strings.CutPrefix(r, w); ok && proseword.EndsClause(after) {
			return true
		}
	}
	return deniedEnds(rest)
}

// spokenSubjects are the reviewer's own voice before a rejection, ending
// where the rejection starts (`I recommend we reject`). A conditional
// (`we would`, `we'd`) is none: it is often followed by why it does not
// hold (`We would reject this PR for the leak, but it is fixed.`).
var spokenSubjects = []string{
	"we", "we should", "we must", "we will", "we'll", "we have to", "we need to",
	"i recommend we", "i recommend that we", "we recommend we", "we recommend that we", "i'd recommend we",
	"i suggest we", "i suggest that we", "i propose we", "i think we should", "i recommend you", "you should",
}

// spokenStart reports whether before ends, after its clause starts, in
// the reviewer's own voice (spokenSubjects).
func spokenStart(before string) bool {
	t := strings.TrimRight(before, " \t")
	// `We also reject this PR.`, `We therefore reject …`.
	t = strings.TrimRight(cutConnective(t), " \t")
	for _, s := range spokenSubjects {
		if !strings.HasSuffix(t, s) {
			continue
		}
		head := t[:len(t)-len(s)]
		if r, _ := utf8.DecodeLastRuneInString(head); head != "" && (proseword.IsRune(r) || r == '\'') {
			continue // `they we`, `it's we`
		}
		if clauseStart(head) {
			return true
		}
	}
	return false
}
