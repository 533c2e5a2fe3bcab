package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A count settled by its remark or by the sentence after it (`There are
// 2 open blockers, all fixed in 3f2a1c.`, `Review found 2 blockers.
// Both were fixed.`) is open again to a reader when the sentence after
// the settling one takes the settling back or doubts it: `Not really.`,
// `Just kidding.`, `No, they were not.`, `Or so I thought.`, `… in
// theory.`, `Supposedly.` Only a short sentence made of such words alone
// is read so: one that goes on about anything else (`No other issues.`,
// `Not a blocker for the release notes.`) takes nothing back.

// maxTakenBackWords bounds the sentence retracts reads: a taking back is
// a few words.
const maxTakenBackWords = 8

// retractsNext reports whether the sentence that opens follow takes
// back what the sentence before it settled (retracts). `No.` before a
// number or of is the abbreviation of number (`No. 2 was the bigger
// one.`, `No. of files changed: 12.`), no sentence of its own.
func retractsNext(follow string) bool {
	t := strings.TrimLeft(follow, ".!? \t")
	taken, rest := followingSentence(t)
	if w, r, ok := proseword.Next(taken); ok && strings.EqualFold(w, "no") && strings.TrimSpace(r) == "" &&
		t[len(taken):len(t)-len(rest)] == "." && strings.HasPrefix(rest, " ") {
		rest = strings.TrimLeft(rest, " \t")
		if rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return false
		}
		if w, _, ok := proseword.Next(rest); ok && w == "of" { // not `No. Of course they were not.`
			return false
		}
	}
	return retracts(taken)
}

// retracts reports whether the sentence s takes back or doubts what the
// sentence before it settled: all its words are of a taking back
// (takenBackWord), one of them says it (takesBack). A no, not or never
// right before a word of doubt denies the doubt and confirms (`Not just
// in theory.`, `No kidding.`, `Not a lie.`, `No, really.`), and so does
// everything after it in the sentence. A no with words after it answers
// something else (`No, that is all.`, `No, both.`): no takes back alone
// only where it ends the sentence (`Ha, no.`).
func retracts(s string) bool {
	says := false
	n := 0
	confirmed := false
	var prev string
	lastNo := false
	for rest := straightApostrophes(s); ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		rest = r
		if n++; n > maxTakenBackWords {
			return false
		}
		var buf [16]byte
		if len(w) > len(buf) {
			return false
		}
		lw := string(lowerWord(buf[:], w))
		if isAny(prev, "not", "never") && isAny(lw, "just", "only", "kidding", "joking", "a", "in", "on", "lie", "lying") ||
			prev == "no" && isAny(lw, "really", "kidding", "joking", "joke", "lie") { // not `No, just kidding.`
			confirmed = true
		}
		prev = lw
		lastNo = lw == "no"
		if takesBack(lw) {
			if lw != "no" {
				says = true
			}
		} else if !takenBackWord(lw) {
			return false
		}
	}
	return !confirmed && (says || lastNo)
}

// takesBack: a word that, in a short sentence after a settling one,
// denies it or doubts it.
func takesBack(w string) bool {
	switch w {
	case "no", "not", "nope", "nah", "never", "weren't", "wasn't", "aren't", "isn't", "haven't", "hasn't",
		"kidding", "joking", "jk", "theory", "paper", "principle", "supposedly", "allegedly", "theoretically",
		"thought", "hoped", "wish", "apparently", "lie", "lied":
		return true
	}
	return false
}

// takenBackWord: a word that may stand in a taking back beside the
// one that says it (`No, they were not.`, `Or so I thought.`, `Well, in
// theory at least.`).
func takenBackWord(w string) bool {
	switch w {
	case "really", "quite", "yet", "actually", "just", "they", "them", "it", "that", "this", "were", "was", "are", "is",
		"have", "has", "been", "in", "on", "or", "so", "i", "we", "well", "at", "least", "all", "both", "of", "fixed",
		"resolved", "addressed", "a", "only", "lol", "haha", "ha", "hah", "sadly", "but", "wait", "said", "say", "says",
		"anyway", "ok", "okay", "sorry", "honestly", "though", "tbh", "unfortunately", "exactly", "completely", "entirely",
		"anymore", "fully":
		return true
	}
	return false
}

// followingSentence is the sentence that opens t after any marks and
// spaces left of the one before it (an ellipsis's, `fixed... in
// theory.`), and the rest after it.
func followingSentence(t string) (sentence, rest string) {
	return proseword.NextSentence(strings.TrimLeft(t, ".!? \t"))
}
