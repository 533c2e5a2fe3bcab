package verdict

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// shoutedGrade returns the blocking grade that opens t in capitals,
// alone or heading the problem it names, when the text goes on in
// ordinary case with no separator between them (`BLOCKER sql injection
// in login`, `CRITICAL BUG the lock is dropped`, `CRITICAL SECURITY BUG
// FOUND the token leaks`): the capitals set the grade off as a colon
// would. A grade in ordinary case goes on as a word of the sentence
// (`Critical path logging is fine`), and one in a run of capitals that
// names no problem is a title (`CRITICAL PATH ANALYSIS REPORT done`;
// see namesProblem); a text that answers the grade no (`BLOCKERS none`)
// states none. A word with a digit after the grade (`BLOCKER 2FA bypass
// in login`) is in capitals whatever it states, so it neither ends nor
// joins the run. It returns the grade, or "".
func shoutedGrade(t string, g grades) string {
	var caps []string
	end, rest := 0, t
	for read := 0; read <= maxShoutedWords; read++ {
		word, after := cutShoutWord(rest)
		for len(after) > 1 && (after[0] == '-' || after[0] == '_') && isDigit(after[1]) && len(word) <= maxLabelRunes {
			// `CVE-2024-1234`: an identifier with its number is one word.
			more, tail := cutShoutWord(after[1:])
			word, after = word+after[:1]+more, tail
		}
		if word == "" || strings.Trim(word, "0123456789") == "" || !shouted(word) && (len(caps) == 0 || !digitWord(word)) {
			break // a count (`BLOCKERS 0 - all good`) answers the grade
		}
		if shouted(word) {
			caps, end = append(caps, word), len(t)-len(after)
		}
		rest = after
	}
	if len(caps) == 0 || len(caps) > maxShoutedWords {
		return ""
	}
	// Marks and numbers between the grade and the text (`BLOCKER #1 sql
	// injection`, `BLOCKER (auth) the token leaks`, `BLOCKER, sql …`) set
	// it off no less.
	tail := strings.TrimLeftFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) })
	next, _ := cutShoutWord(tail)
	if !strings.ContainsFunc(next, unicode.IsLower) || !namesProblem(labelWords(strings.Join(caps, " ")), g) {
		return ""
	}
	if answersNo(strings.ToLower(strings.TrimLeftFunc(rest, labelBlank))) || answersNo(strings.ToLower(tail)) || answersNo(strings.ToLower(next)) ||
		settledAfter(strings.ToLower(tail)) {
		return ""
	}
	return strings.TrimRightFunc(t[:end], labelBlank)
}

// maxShoutedWords bounds the capitals read: a grade heading the problem
// it names (`MUST FIX AUTH BYPASS BUG FOUND IN LOGIN`) has at most eight
// words; a longer run is a sentence in capitals.
const maxShoutedWords = 8

// namesProblem reports whether the words of a run of capitals are a
// blocking grade alone (`BLOCKER`, `OPEN BLOCKERS`) or heading the
// problem it names: the phrase before any preposition ends in a word
// for a problem with at most two words between it and the grade
// (`CRITICAL SECURITY BUG FOUND`, `CRITICAL BUG IN AUTH`). A phrase
// that ends in any other word names that instead (`CRITICAL PATH
// ANALYSIS`, `CRITICAL BUG FIXES`, `MAJOR VERSION BUMP`): a title.
func namesProblem(ws []string, g grades) bool {
	if slices.ContainsFunc(ws, settledWord) {
		return false // `CRITICAL ISSUES FROM ROUND 1 RESOLVED`: history
	}
	cut := false
	if i := slices.IndexFunc(ws, preposition); i > 0 {
		ws, cut = ws[:i], true
	}
	ws = countedLabel(ws)
	n := g.opens(ws)
	if cut && n == len(ws) {
		// The grade alone before a preposition is said of what follows
		// (`CRITICAL FOR RELEASE`, `MAJOR WITH MINOR nits`): no problem
		// named.
		return false
	}
	return n > 0 && (n == len(ws) || len(ws)-n <= 3 && shoutedProblem(ws[len(ws)-1]))
}

// settledWord reports whether w says a problem was dealt with.
func settledWord(w string) bool {
	switch w {
	case "fixed", "resolved", "addressed", "cleared", "closed", "mitigated", "solved":
		return true
	}
	return false
}

// settledAfter reports whether the text after a run of capitals says
// the problems it names were dealt with (`BLOCKERS FROM LAST REVIEW
// were all addressed`, `… is fixed by this change`, `… resolved in this
// change`): a history, not an open finding. A question or a negation
// (`is not fixed`, `were never addressed`, `fixed?`) says nothing of the
// kind.
func settledAfter(t string) bool {
	for {
		w, rest := cutShoutWord(t)
		switch w {
		case "is", "are", "was", "were", "has", "have", "been", "now", "all", "since", "already":
			t = rest
			continue
		}
		return settledWord(w) && !strings.HasPrefix(strings.TrimLeftFunc(rest, labelBlank), "?") && !putOff(rest)
	}
}

// putOff reports whether the words after a settled word put the
// settling off (`fixed in the next release`, `resolved later`).
func putOff(t string) bool {
	for range 8 {
		w, rest := cutShoutWord(t)
		if w == "" {
			if t = strings.TrimLeftFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && r != '.' && r != ';' }); t == "" || t[0] == '.' || t[0] == ';' {
				return false
			}
			continue
		}
		switch w {
		case "later", "next", "future", "follow", "followup", "soon", "eventually", "tomorrow", "tbd", "todo", "pending", "upcoming", "planned":
			return true
		}
		t = rest
	}
	return false
}

// shoutedProblem reports whether w names a problem a grade heads:
// sideword.ProblemNoun's words, and the defects a finding names
// (`CRITICAL DATA LEAK`, `BLOCKER AUTH BYPASS`). A risk or an item
// is no defect: `HIGH RISK changes were reviewed` grades the change.
func shoutedProblem(w string) bool {
	if sideword.ProblemNoun(w) || w == "bypass" || w == "bypasses" || w == "vulnerabilities" {
		return true
	}
	switch strings.TrimSuffix(w, "s") {
	case "vulnerability", "flaw", "failure", "leak", "injection", "exploit", "breach", "exposure", "crash", "overflow", "vuln", "hole", "race":
		return true
	}
	return false
}

// preposition reports whether w opens a phrase that says where or
// what a problem is about, after the words naming it: `CRITICAL BUG IN
// AUTH`, `CRITICAL PATH ANALYSIS FOR Q3`.
func preposition(w string) bool {
	switch w {
	case "in", "on", "at", "of", "for", "with", "from", "to", "into", "within", "under", "during", "via", "by",
		"inside", "after", "before", "when", "if", "where", "across", "around", "behind":
		return true
	}
	return false
}

// cutShoutWord cuts the word (letters, digits, marks and the hyphens or
// underscores joining them) that opens s past its blanks and emphasis
// (`**BLOCKER** sql injection`), or "" when s
// opens with anything else, and what follows it; a word longer than any
// grade is cut at maxLabelRunes.
func cutShoutWord(s string) (string, string) {
	s = strings.TrimLeftFunc(s, func(r rune) bool { return labelBlank(r) || strings.ContainsRune("*_`", r) })
	end, n, prev := 0, 0, rune(0)
	for i, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) && !wordJoiner(s[i:], prev) || n > maxLabelRunes {
			break
		}
		prev, n, end = r, n+1, i+utf8.RuneLen(r)
	}
	return s[:end], s[end:]
}

// shouted reports whether a word is written in capitals: a capital
// letter and no small one (`BLOCKER`, `MUST-FIX`). A word with a digit
// (`P0`, `SEV1`) is written in capitals whatever it states, so its
// capitals set nothing off.
func shouted(word string) bool {
	return strings.ContainsFunc(word, unicode.IsUpper) && !strings.ContainsFunc(word, unicode.IsLower) &&
		!strings.ContainsFunc(word, unicode.IsDigit)
}

// digitWord reports whether a word holds a digit and no small letter
// (`2FA`, `SHA256`, `CVE-2024-1234`, `42`): in capitals whatever it
// states.
func digitWord(word string) bool {
	return strings.ContainsFunc(word, unicode.IsDigit) && !strings.ContainsFunc(word, unicode.IsLower)
}
