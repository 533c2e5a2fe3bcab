package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// resolvedMark reports whether a finding's text says it is resolved: an
// arrow or a check mark followed by fixed, resolved or addressed (`→
// Fixed by using a ref`, `✅ RESOLVED`), or one of them in upper case as
// a word of its own (`RESOLVED`, `(FIXED)`). "should be fixed" and
// "not fixed" say the opposite and are not marks.
//
// A mark the words after it doubt, deny or put off (`→ fixed? no`,
// `RESOLVED: no`, `→ resolved later`, `FIXED ❌`) is none: a reader
// does not take it as resolution.
func resolvedMark(text string) bool {
	t := "" // text lowered, once a mark is there to read after
	// Each mark weighed reads the rest of the text for doubt: past
	// maxMarks of them the text settles nothing, so that a line of
	// thousands of doubted marks takes linear time (and stays blocking).
	weighed := 0
	weigh := func(mark string) bool {
		weighed++
		return weighed <= maxMarks && !doubted(mark)
	}
	for _, arrow := range []string{"→", "->", "=>", "✅", "✔"} {
		// Lowering keeps every mark and makes none (no letter lowers to
		// one, and a byte it replaces is a whole rune): text holds the
		// mark where its lowered form does. Most texts hold none, and
		// are not lowered.
		if !strings.Contains(text, arrow) {
			continue
		}
		if t == "" {
			t = strings.ToLower(text)
		}
		for i := strings.Index(t, arrow); i >= 0 && weighed <= maxMarks; {
			rest := strings.TrimLeft(t[i+len(arrow):], " *_`:")
			if proseword.Settled(rest) && weigh(rest) {
				return true
			}
			j := strings.Index(t[i+len(arrow):], arrow)
			if j < 0 {
				break
			}
			i += len(arrow) + j
		}
	}
	for rest := text; weighed <= maxMarks; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		if (w == "RESOLVED" || w == "FIXED" || w == "ADDRESSED") && !markDenied(text[:len(text)-len(r)-len(w)]) && weigh(strings.ToLower(w+r)) {
			return true
		}
		rest = r
	}
	return false
}

// maxMarks bounds the marks one text's resolution reading weighs; a
// finding settles with one.
const maxMarks = 64

// tailWords is the end of s holding its last words, at most 256 bytes
// from a word's start: what is read of the words before a mark does not
// grow with the text before it.
func tailWords(s string) string {
	if len(s) <= 256 {
		return s
	}
	t := s[len(s)-256:]
	if i := strings.IndexAny(t, " \t"); i >= 0 {
		return t[i:]
	}
	return ""
}

// markDenied reports whether the words before a mark in capitals deny
// it, or make it a condition or a state still to come: `NOT RESOLVED`,
// `ISN'T RESOLVED`, `blocked until FIXED`, `(IF RESOLVED)`, `almost
// FIXED`. Only a mark a reader takes as done settles a finding.
func markDenied(before string) bool {
	before = tailWords(before)
	// `NОT RESOLVED` with a Cyrillic О, or N<ZWSP>OT, reads as NOT.
	if hasLookalike(before) {
		before, _ = lookalikeText(before)
	}
	if hasNonASCII(before) {
		before = strings.Map(func(r rune) rune {
			if proseword.Invisible(r) || r == '\u200D' {
				return -1
			}
			return r
		}, before)
	}
	// A word that wants an object makes the mark that object, a state
	// named in the problem, not the finding's disposition: `reported as
	// RESOLVED`, `the bot marked it FIXED`, `shows FIXED`, `the RESOLVED
	// flag`.
	if lastWordsAny(before, 1, wantsObject) {
		return true
	}
	return proseword.NegatedBefore(before) || lastWordsAny(before, 2, func(w string) bool {
		if strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "n’t") {
			return true
		}
		switch w {
		case "until", "unless", "if", "when", "once", "almost", "nearly", "pending", "awaiting", "half", "partly", "before", "till", "til",
			// Contractions written without their apostrophe.
			"isnt", "arent", "wasnt", "werent", "hasnt", "havent", "hadnt", "doesnt", "didnt", "wont", "cant", "couldnt", "shouldnt":
			return true
		}
		return false
	})
}

// wantsObject reports whether w, standing right before a mark, takes
// the mark as its object or qualifier.
func wantsObject(w string) bool {
	switch w {
	case "as", "marked", "marks", "mark", "shows", "show", "shown", "showing", "labelled", "labeled", "labels",
		"flagged", "flags", "reported", "reports", "says", "said", "displays", "displayed", "reads", "named", "called",
		"becomes", "become", "became", "the", "a", "its", "their", "his", "her", "into":
		return true
	}
	return false
}

// lastWordsAny reports whether one of the last n words of s, lower case
// and stripped of emphasis and punctuation, is one that is accepts.
func lastWordsAny(s string, n int, is func(string) bool) bool {
	ws := strings.Fields(strings.ToLower(s))
	for k := len(ws) - 1; k >= 0 && k >= len(ws)-n; k-- {
		if is(strings.Trim(ws[k], "*_`(—–-:,")) {
			return true
		}
	}
	return false
}

// resolution reports whether a line in a finding's body records it
// resolved: `Status: RESOLVED`, `**Status:** ✅ Fixed in 3f2a1c`. A
// `Resolution:` line may as well propose a fix, and is no mark.
func resolution(text string) bool {
	t := strings.TrimLeft(normalize(text), "-*+• ")
	rest, ok := strings.CutPrefix(t, "status:")
	rest = strings.TrimLeft(rest, " ✅✔*_`")
	return ok && proseword.Settled(rest) && !doubted(rest)
}

// doubted reports whether a mark, from its settled word on, lower case,
// is taken back by what follows: a question, a cross or a warning, a
// footnote (what it says stands elsewhere), a word joined to it
// (`resolved-pending`), or a word that denies, defers or limits it.
func doubted(mark string) bool {
	w, rest, _ := proseword.Next(mark)
	if strings.HasPrefix(rest, "-") || strings.ContainsAny(withShortcodes(rest), "?❌❎✖✗✘⛔🚫⚠🛑🔴🟥👎") || strings.Contains(rest, footnoteMark) {
		return true
	}
	fields := strings.Fields(rest)
	for i, f := range fields {
		f = strings.Trim(f, ".,;:!()[]*_`—–-\"'")
		if isDoubtWord(f) || strings.HasSuffix(f, "n't") || strings.HasSuffix(f, "n’t") {
			return true
		}
		if f == "next" && i+1 < len(fields) && laterWork(strings.Trim(fields[i+1], ".,;:!()[]*_`—–-\"'")) {
			return true // `fixed in next PR`: not in this one
		}
	}
	return w == ""
}

// laterWork: after "next", such words name work still to come (`next
// PR`, `next release`), where "the next commit" may be one already made.
func laterWork(w string) bool {
	switch w {
	case "pr", "prs", "release", "version", "sprint", "iteration", "round", "ticket", "milestone", "phase":
		return true
	}
	return false
}

// isDoubtWord: such words deny, defer or limit the mark they follow.
func isDoubtWord(w string) bool {
	switch w {
	case "no", "not", "never", "yet", "later", "pending", "partially", "partly", "only", "todo",
		"still", "but", "unknown", "unclear", "until", "if", "unless", "once", "unverified", "untested",
		"incomplete", "reopened", "regressed", "incorrectly", "wrongly", "improperly", "insufficiently",
		"inadequately", "superficially", "back", "again", "reverted", "returned", "reintroduced",
		"none", "nothing", "0", "zero", "regression", "regressions", "mostly", "largely", "most", "some",
		"remaining", "remain", "remains", "open", "except", "excluding", "outstanding", "unresolved",
		"follow-up", "followup", "future", "upcoming", "subsequent", "deferred", "tbd":
		return true
	}
	return false
}
