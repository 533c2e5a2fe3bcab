package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// TestCountedSentenceBlocks: a sentence of prose that counts blocking
// findings still open (`There are 2 blockers.`, `This PR has 2 critical
// issues.`, `I found a critical bug: …`, `One blocker remains.`) is a
// blocking finding beside a pass, in a summary or any section outside
// the findings, in every preset. A sentence that counts none, counts what
// the dialect grades advisory, counts what was dealt with, states a
// condition or a denial, or asks, is none.
func TestCountedSentenceBlocks(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"There are 2 blockers.", "There is still one blocker: the token leaks.", "There's a critical bug: login skips auth.",
		"There remain 2 critical issues.", "Two blockers remain.", "2 critical issues remain open.",
		"Three blocking issues are still open.", "One critical issue is unresolved.", "The PR still has 2 blockers.",
		"This change has a blocking issue.", "We have 1 critical bug.", "We found 2 blocking issues.",
		"I identified three critical vulnerabilities.", "We still see one blocker.", "There are 2 **critical** issues.",
		"There are **2 blockers**.", "There are several blockers.", "Several critical issues remain.", "One blocker is left.",
		"This PR introduces 2 critical regressions.", "There are 2 critical issues, which are still open.",
		"There are 2 blockers — see below.", "There are 2 P0 bugs.", "Tests pass. There are 2 blockers.",
		"One blocker remains: the token leaks.", "This PR has 2 critical issues.", "There are two blockers.",
		"The change introduces a critical security vulnerability.", "One blocker identified: the token leaks.",
		"Two critical bugs are still present.", "There exist 2 blockers.", "2 blockers need fixing.",
		"There's one more blocker.", "There is one more blocker: the token leaks.", "I see a blocker: the token leaks.",
		"There are still 2 blockers.", "There are 2 blockers, fixed? No.", "There are 2 blockers, all fixed?",
		"There are 2 blockers, both fixed in theory.", "The pull request still contains a critical bug.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", "## Notes\n\n- "+s+"\n")
	}
	for _, s := range []string{
		"There are no blockers.", "There are 0 critical issues.", "There were 2 blockers in the last round; both are fixed.",
		"There are 2 minor issues.", "There are 2 nits.", "This PR has no critical issues.", "This PR has 2 critical fixes.",
		"If this PR has a blocker, the CI would fail.", "The code doesn't have any blockers.", "I found no critical bugs.",
		"We found 3 minor issues.", "2 critical issues were found and fixed in 3f2a1c.", "All 2 blockers are fixed.",
		"There are 2 critical issues in the old report, now fixed.", "No blockers remain.", "Zero critical issues remain.",
		"The review has 3 sections.", "This PR has 2 commits.", "I found 2 typos.", "There are two approaches to fix the blocker.",
		"This change introduces a cache.", "The module has several critical paths covered by tests.",
		"It has critical importance for the release.", "There is a critical path through the scheduler that is now tested.",
		"We see one risk: the cache may grow.", "There are 2 critical issues — all fixed in 3f2a1c.",
		"The previous review had 2 blockers.", "Would this have a critical bug? No.", "Are there 2 blockers? No.",
		"There are 2 blockers?", "There is a critical bug in the login handler, fixed in 3f2a1c.",
		"There are 2 blockers in the backlog unrelated to this PR.", "This PR has 2 critical bug fixes.",
		"There are 2 critical issues in the old report.", "There is a critical bug in login that this PR fixes.",
		"This PR introduces a blocker check in CI.", "There is a blocker label.", "The old code has a critical bug; this PR fixes it.",
		"Upstream has a critical bug that this PR works around.", "The base branch has 2 blockers.",
		"A PR that has 2 blockers must be refused.", "Imagine this PR has a critical bug.", "The fixture has 2 blockers.",
		"There are 2 blockers, both fixed.", "There are 2 blockers — both fixed in 3f2a1c.",
		"This PR has one critical bug fix: the token is now hashed.", "There are 2 critical bug regression tests.",
		// No grade after the count: nothing to read, and no phrase to cut.
		"There is one left.", "There are two remaining.", "There's one left.", "There are 2 still open.",
		"We found 2 to fix.", "Two found, both fixed.", "One left: update the docs.", "There is one more.",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n")
	}
	clean = append(clean, "## Resolved Issues\n\n- There were 2 blockers; this PR has 2 critical issues resolved.\n")
	expectEachPreset(t, heads, held, clean, "a counted sentence passes")
}

// TestCountedSentenceIsBounded: the grammar reads a clause of a few words;
// a long one is not a counted sentence however it ends.
func TestCountedSentenceIsBounded(t *testing.T) {
	d := defaultDialect()
	// Eighteen words, read were the clause not bounded (the grammar
	// takes any number of stills before found).
	long := "We " + strings.Repeat("still ", 15) + "found 2 blockers."
	if _, ok := d.countedSentence(block{kind: kindText, text: long}, ""); ok {
		t.Errorf("a clause of more than %d words was read: %q", maxCountedClauseWords, long)
	}
	if _, ok := d.countedSentence(block{kind: kindText, text: "There are 2 critical issues."}, ""); !ok {
		t.Error("a short counted sentence was not read")
	}
}

// TestCountedSentenceReadsAsWritten: a count is read however the
// sentence words it: a word before the grade that says the findings are
// open or new (`There are 2 open blockers.`, `This PR has 2 unresolved
// critical issues.`), a finder left unsaid (`Found 2 blockers.`) or
// addressed (`You have 2 blockers to fix.`), a count stated as counted
// (`I count 2 blockers.`), and a demand timed before the merge (`Two
// critical bugs need fixing before merge.`), in every preset and by both
// parsers. A count of none, one settled in its remark, a clause that
// goes on past the grade, or a condition is none.
func TestCountedSentenceReadsAsWritten(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"There are 2 open blockers.", "There are 2 outstanding blockers.", "There are still two unresolved blockers.",
		"The PR still has 2 open critical issues.", "This PR has 2 unresolved critical issues.", "Found 2 blockers.",
		"You have 2 blockers to fix.", "I count 2 blockers.", "Two critical bugs need fixing before merge.",
		"There are three unfixed critical issues.", "We still have 1 unaddressed blocker.", "Identified 3 critical issues.",
		"Two blockers must be fixed before merge.", "There is 1 remaining blocker.", "There are 2 new critical issues.",
		"There are 2 open blockers: the token leaks and the migration drops data.", "Found a critical bug: the token leaks.",
		"We counted 3 blockers.", "2 pending blockers remain.", "Two blockers are to be addressed before landing.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", "## Notes\n\n- "+s+"\n")
	}
	for _, s := range []string{
		"There are 2 blockers in the backlog unrelated to this PR.", "This PR has 2 critical bug fixes.",
		"The old code has a critical bug; this PR fixes it.", "A PR that has 2 blockers must be refused.",
		"There are 2 blockers, both fixed.", "There are 0 open blockers.", "There are no open blockers.", "Found 0 blockers.",
		"Found no blockers.", "I found 2 blockers in round 1; both are fixed.", "There are 2 open blockers, both fixed.",
		"Found 2 blockers, both fixed.", "Two critical bugs were fixed before merge.", "There are 2 open questions.",
		"This PR has 2 open minor issues.", "Found 2 typos.", "You have 2 options to fix the flaky test.",
		"2 new tests cover the blocker.", "There are 2 open blockers in the tracker for the next release.",
		"Two blockers were addressed before merge.",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n")
	}
	expectEachPreset(t, heads, held, clean, "a counted sentence passes")
	// A table sends the report through the full parser.
	const table = "\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n"
	for i := range held {
		held[i] += table
	}
	for i := range clean {
		clean[i] += table
	}
	expectEachPreset(t, heads, held, clean, "a counted sentence passes, read by the full parser")
}

// TestCountedSentenceAsSeen: a counted sentence whose grade is spelled
// with a letter a reader reads as a Latin one (the Kelvin sign, a long
// s, a Cyrillic letter) counts to a reader as it does spelled plainly,
// as its label form does, in every preset and by both parsers. One that
// counts nothing either way passes.
func TestCountedSentenceAsSeen(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"There are 2 bloc\u212aers.", "There are 2 blocker\u017f.", "Found 2 \u0441ritical issues.",
		"This PR has 2 open critical i\u017f\u017fues.", "Two bloc\u212aers remain.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", "## Summary\n\n"+s+"\n\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n")
	}
	for _, s := range []string{"There are 2 bloc\u212aers, both fixed.", "There are no blocker\u017f.", "The \u017ftyle has 2 blockers in the backlog."} {
		clean = append(clean, "## Summary\n\n"+s+"\n", "## Summary\n\n"+s+"\n\n## Appendix\n\n| a | b |\n|---|---|\n| c | d |\n")
	}
	expectEachPreset(t, heads, held, clean, "a counted sentence spelled with look-alike letters passes")
}

// TestCountedSentenceFinderAndTime: a count found by a finder named as
// the review (`Review found 2 blockers.`, `The review found …`) or with
// have (`We've found 2 blockers.`, `We have found …`), and one timed now
// (`There are now 2 open blockers.`), counts as `We found 2 blockers.`
// and `There are 2 open blockers.` do, in every preset. One settled in
// this change (`Found 2 blockers, both fixed in this revision.`), found
// by an earlier review, or of something else is none.
func TestCountedSentenceFinderAndTime(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"We've found 2 blockers.", "Review found 2 blockers.", "The review found 2 blockers.", "We have found 2 blockers.",
		"The review has found 2 blockers.", "Our review found a critical bug: the token leaks.", "I've identified 2 blockers.",
		"The reviewer flagged 2 critical issues.", "There are now 2 open blockers.", "Now there are 2 blockers.",
		"There are currently 2 blockers.", "This PR now has 2 blockers.", "We have now found 2 blockers.",
		"Found 2 blockers, all fixed in the next revision.", "There are 2 blockers, both fixed in this revision? No.",
		"We have still 2 blockers.", "We\u2019ve found 2 blockers.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", "## Notes\n\n- "+s+"\n")
	}
	for _, s := range []string{
		"Found 2 blockers, both fixed in this revision.", "We found 2 blockers, both fixed in this revision.",
		"There are 2 blockers, all fixed in this PR.", "The review found 2 blockers, both fixed in this pull request.",
		"The previous review found 2 blockers.", "Review found 2 typos.", "The review found 2 blockers in the old code.",
		"We've found no blockers.", "There are now no blockers.", "The review has 2 sections.", "We've 2 options.",
		"There are now 2 blockers in the backlog unrelated to this PR.", "The review found 0 critical issues.",
		"**Blockers:** 2 — all fixed in this revision",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n")
	}
	expectEachPreset(t, heads, held, clean, "a counted sentence passes")
}

// TestCountedSentenceSettledNext: a counted sentence with no remark of
// its own is settled by the very next sentence where that one says all
// of its findings were dealt with (`Review found 2 blockers. Both were
// fixed.`), weighed as a remark in the sentence is, in every preset. A
// next sentence asked or trailing off (`Both were fixed? No.`, `Both
// were fixed... in theory.`), denied (`Neither was fixed.`), of part of
// them or later than the next settles nothing.
func TestCountedSentenceSettledNext(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"Review found 2 blockers. Both were fixed? No.", "Review found 2 blockers. Neither was fixed.",
		"Review found 2 blockers. Both were fixed... in theory.", "Review found 3 blockers. Both were fixed.",
		"Review found 2 blockers. The token leaks. Both were fixed.", "Review found 2 blockers. All were fixed, except one.",
		"Review found 2 blockers. Both were fixed in the next revision.", "Review found 2 blockers. Both should be fixed.",
		"Review found 2 blockers. All but one were fixed.", "Review found 2 blockers. All tests were fixed.",
		"Review found 2 blockers. Both were not fixed.", "Review found 2 blockers: a leak. Both were fixed.",
		"Review found 2 blockers. Bothersome, not fixed.",
		// Of other things, or asked: no remark on the blockers.
		"There are 2 blockers. All nits were fixed.", "There are 2 blockers. Both nits were fixed.",
		"There are 2 blockers. Both were fixed!?", "Review found 2 blockers. All other tests pass.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", "## Notes\n\n- "+s+"\n")
	}
	for _, s := range []string{
		"Review found 2 blockers. Both were fixed.", "Review found 2 blockers. All have been resolved.",
		"Review found 2 blockers. Both are fixed in this revision.", "Found 2 blockers. Both were fixed.",
		"We've found 2 blockers. Both were fixed in this revision.", "There are 2 blockers. All fixed in 3f2a1c.",
		"Review found 2 blockers. Both blockers were fixed.",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n", "## Notes\n\n- "+s+"\n")
	}
	expectEachPreset(t, heads, held, clean, "a counted sentence passes")
}

// TestCountedSentenceBothOfMore: both settles a count of two, said as a
// figure, a number word or a couple; of a count said as a few or
// several, which may be more, it leaves the rest open, in every preset.
func TestCountedSentenceBothOfMore(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"There are a few blockers, both fixed.", "There are several blockers, both fixed.",
		"Review found a few blockers. Both were fixed.", "There are 3 blockers, both fixed.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", "## Notes\n\n- "+s+"\n")
	}
	for _, s := range []string{
		"There are a couple of blockers, both fixed.", "There are two blockers, both fixed.", "There are 2 blockers, both fixed.",
		"Review found 2 blockers. Both were fixed.", "There are a few blockers, all fixed.", "There are several blockers, all fixed.",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n")
	}
	expectEachPreset(t, presetHeads(), held, clean, "a counted sentence passes")
}

// TestCountedSentenceInPlace: a counted sentence that says where in
// the change its findings are (`There are 3 blockers in auth.`, `3
// blockers remain in auth.`, `in auth.go`) counts them, in every
// preset, weighed as the count without a place is: its remark or the
// sentence after it settles it (`All three were fixed in 3f2a1c.`),
// and a taking back after that opens it again. A place outside the
// change (`in the backlog`, `in the old parser`), a clause after the
// place (`that this PR did not introduce`), and a remark or next
// sentence of settling or scope the label's reading does not weigh
// (`…, none open.`, `…, unrelated to this PR.`) read as nothing.
func TestCountedSentenceInPlace(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"There are 3 blockers in auth.", "3 blockers remain in auth.", "We found 3 blockers in auth.",
		"There are 3 critical issues in auth.go.", "This PR has 3 blockers in the auth module.",
		"Two critical bugs remain open in the parser.", "There are 3 blockers in auth, see below.",
		"There are 2 blockers in auth.go. Both were fixed. Not really.", "There are 2 blockers in auth, both fixed? No.",
		"There are 2 blockers in auth.go, all fixed. Just kidding.", "There are 3 blockers in auth. The token leaks.",
		"There are 3 blockers in this round.", "There are 2 blockers in total.", "Blockers found: 3 in auth.",
		"There are 3 blockers in auth, fixed in theory.", "There are 3 blockers in auth.go. All two were fixed.",
		"There are 3 blockers in auth, not fixed.", "There are 3 blockers in auth. None were fixed.",
		"There are 3 blockers in auth, still open but tracked.", "There are 3 blockers in auth, fixed except one.",
		"There are 3 blockers in auth, not yet fixed.", "There are 3 blockers in auth. Neither is fixed.",
	} {
		held = append(held, summaryLines(s)...)
	}
	for _, s := range []string{
		"There are 3 critical bugs in auth that this PR did not introduce.", "There are 3 blockers in auth that are not part of this PR.",
		"There is a critical bug in login that this PR does not touch.", "There are 3 critical issues in auth that we will track in a follow-up.",
		"There are 2 blockers in auth that this PR did not introduce.",
		"There are 3 blockers in auth.go. All three were fixed in 3f2a1c.", "There are 3 blockers in auth.go. They were all fixed in 3f2a1c.",
		"There are 3 blockers in auth, each fixed in 3f2a1c.", "There are 3 blockers in auth, none open.",
		"There are 3 blockers in auth, fixed in 3f2a1c.", "There are 3 blockers in auth, resolved.",
		"There is a blocker in auth.go, now fixed.", "There are 3 blockers in a.b.c.d.e.go, all fixed.",
		"3 blockers in the old parser were fixed.", "There are 2 blockers in the backlog.", "There is a critical bug on main.",
		"There are 2 blockers in auth.go. Both were fixed.", "There are 2 critical issues in v1.2, all fixed.",
		"We found 2 blockers in round 1, all fixed now.", "There are 2 critical bugs in libfoo, unrelated to this PR.",
		"There are 2 blockers in our dependencies.", "3 blockers in auth were fixed in 3f2a1c.",
		"There are 2 blockers in auth. Each was fixed in 3f2a1c.", "There is a critical bug in login fixed by this PR.",
		"There are 3 blockers in auth, not introduced by this PR.",
	} {
		clean = append(clean, summaryLines(s)...)
	}
	expectEachPreset(t, presetHeads(), held, clean, "a counted sentence with a place passes")
}

// TestCountedSentenceSettledWords: a count's remark or next sentence
// that settles all it counts in other words than all (`There is one
// blocker, fixed in 3f2a1c.`, `…, each fixed in 3f2a1c.`, `…, all
// fixed now.`, `All three were fixed.`, `They were all fixed.`) settles
// it, in every preset; the same words asked, timed later or taken back
// leave it counted.
func TestCountedSentenceSettledWords(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"There is one blocker, fixed? No.", "There is one blocker, fixed in the next PR.", "There are 3 blockers, fixed in theory.",
		"There are 2 blockers, each still open.", "There is one blocker, fixed. Not really.", "There are 2 blockers, all fixed now?",
		"There are 3 blockers. All two were fixed.", "There are 3 blockers. They were all fixed? No.",
		"There are 3 blockers. All three were fixed. Just kidding.", "There is one blocker, now fixed in theory.",
		"There are 3 blockers, none open? No.", "There are 3 blockers, none open, except one.", "There are 3 blockers, none fixed.",
		"There are 3 blockers, none open. Not really.", "There are 3 blockers, none open in theory.",
	} {
		held = append(held, summaryLines(s)...)
	}
	for _, s := range []string{
		"There is one blocker, fixed in 3f2a1c.", "There are 2 blockers, all fixed now.", "There are 3 blockers, each fixed in 3f2a1c.",
		"There are 3 blockers, fixed in 3f2a1c.", "There are 3 blockers. All three were fixed in 3f2a1c.",
		"There are 3 blockers. They were all fixed in 3f2a1c.", "There are 2 blockers. They have all been addressed.",
		"There is one blocker, now resolved.", "**Blockers:** 2 — all fixed now", "There are 3 blockers, none open.",
		"There are 3 blockers, none remain.",
	} {
		clean = append(clean, summaryLines(s)...)
	}
	expectEachPreset(t, presetHeads(), held, clean, "a settled count passes")
}

// TestCountedSentenceInPlaceTakenBack: a count with a place whose
// remark or next sentence speaks of settling or scope is read as
// nothing, but a taking back after them (`… Each was fixed. Not
// really.`, `…, unrelated to this PR. Not really.`) leaves it open, as
// it leaves the count without a place, in every preset.
func TestCountedSentenceInPlaceTakenBack(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"There are 2 blockers in auth. Each one was fixed. Not really.", "There are 2 blockers in auth. Each was fixed. They are back.",
		"There are 2 blockers in auth. Each was fixed in 3f2a1c. Just kidding.", "There are 2 blockers in auth. Each was fixed. Sure they were.",
		"There are 2 blockers in auth, unrelated to this PR. Not really.", "There are 2 blockers in auth, not introduced by this PR. Just kidding.",
	} {
		held = append(held, summaryLines(s)...)
	}
	held = append(held, "## Summary\n\nThere are 2 blockers in auth. Each was fixed.\n\n## Notes\n\nNot really.\n")
	for _, s := range []string{
		"There are 2 blockers in auth. Each was fixed. No other issues.", "There are 2 blockers in auth. Each was fixed. Not one remains.",
		"There are 2 blockers in auth, unrelated to this PR. No action needed.", "There are 2 blockers in auth, each fixed in 3f2a1c. Ship it.",
	} {
		clean = append(clean, summaryLines(s)...)
	}
	expectEachPreset(t, presetHeads(), held, clean, "a placed count taken back passes")
}

// mayCountWordByWord is mayCountInSentence as it read every text before
// an ASCII one was split without proseword.Next: the reading it must
// keep.
func mayCountWordByWord(text string) bool {
	var buf [16]byte
	for rest := text; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		rest = r
		if len(w) > len(buf) || len(w) < 1 {
			continue
		}
		switch string(lowerWord(buf[:], w)) {
		case "there", "there's", "has", "have", "contains", "introduces", "see", "spotted", "noticed",
			"remain", "remains", "remaining", "left", "outstanding", "open", "unresolved", "unaddressed", "unfixed",
			"pending", "present", "fix", "fixing", "fixed", "address", "addressing", "addressed", "resolved",
			"found", "identified", "detected", "flagged", "reported", "raised", "count", "counted":
			return true
		}
	}
}

// countTexts put the words in any case, joined by apostrophes, beside
// digits and marks and bytes past ASCII, at either end of a text.
var countTexts = []string{"", "has", "HAS", "Has.", "x has", "hasn't", "has'", "'has", "there's", "There’s", "theres",
	"fixed2", "2 fixed", "un-fixed", "unfixed", "FOUND:", "féound", "found é", "é found", "ſee", "see\xff", "a'b'see",
	"remaining_x", "has'é", "has'\xff", "outstanding", "outstandings", "The change replaces the scanner.", "Two blockers remain.", "co'unt", "count's"}

// TestMayCountInSentenceASCII: the split of an ASCII text reads every
// text as the word by word reading does; its word list and bound are
// those of that reading.
func TestMayCountInSentenceASCII(t *testing.T) {
	for _, w := range countedSentenceWords {
		if len(w) > maxCountedWord || !mayCountWordByWord(w) {
			t.Errorf("%q: longer than maxCountedWord, or not a word the reading counts", w)
		}
	}
	texts := append(slices.Clone(countTexts), reportLines(t)...)
	for _, s := range countedSentenceWords {
		texts = append(texts, s, strings.ToUpper(s), "x "+s+" y", s+"s", "un"+s)
	}
	for _, s := range texts {
		if got, want := mayCountInSentence(s), mayCountWordByWord(s); got != want {
			t.Errorf("mayCountInSentence(%q) = %v, word by word %v", s, got, want)
		}
	}
}

// FuzzMayCountInSentence: mayCountInSentence is mayCountWordByWord on
// any text.
func FuzzMayCountInSentence(f *testing.F) {
	for _, s := range countTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := mayCountInSentence(s), mayCountWordByWord(s); got != want {
			t.Fatalf("mayCountInSentence(%q) = %v, word by word %v", s, got, want)
		}
	})
}
