package contract

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestWrappedSentenceBlocks: a sentence a paragraph's line breaks wrap
// (`There are 2` over `blockers.`) reads to a reader as the sentence on
// one line, soft break, hard break or CRLF alike, and blocks a pass as it
// does, in every preset. Lines a reader sees apart
// (separate paragraphs, list items, code, a label's line) are not joined.
func TestWrappedSentenceBlocks(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Summary\n\nThere are 2\nblockers.\n",
		"## Summary\n\nI can no\nlonger approve this.\n",
		"## Summary\n\nApproval has been\nwithdrawn.\n",
		"## Summary\n\nDo not\nmerge.\n",
		"## Summary\n\n**Recommendation:** Reject\nthe PR.\n",
		"## Summary\n\nThere are 2  \nblockers.\n",
		"## Summary\n\nThere are 2\\\nblockers.\n",
		"## Summary\r\n\r\nThere are 2\r\nblockers.\r\n",
		"## Summary\n\nThere\nare 2\nblockers.\n",
		"## Summary\n\nTests pass. There are 2\nblockers. See below.\n",
		"## Summary\n\nThere are ~~no~~ 2\nblockers.\n",
		"## Summary\n\nThe parser is fine.\nDo not\nmerge.\n",
		"## Summary\n\nI can *no*\n*longer* approve this.\n",
		"## Summary\n\nI can **no**\n**longer** approve this.\n",
		"- There are 2\n  blockers.\n",
		"- Notes\n\n  Do not\n  merge.\n",
	}
	clean := []string{
		"## Summary\n\nThere are 2\n\nblockers.\n",
		"## Summary\n\n- There are 2\n- blockers.\n",
		"## Summary\n\nThere are 2\n\n```\nblockers.\n```\n",
		"## Summary\n\nThere are 2\n\n    blockers.\n",
		"## Summary\n\nTests run: 2\nBlockers: none\n",
		"## Summary\n\nTests run: 2\n**blockers:** none\n",
		"## Summary\n\nThere are no\nblockers.\n",
		"## Summary\n\nThere are ~~2~~ no\nblockers.\n",
		"## Summary\n\nThere were 2\nblockers; both are fixed.\n",
		"## Summary\n\nAll checks ran: 2\nof them, no blockers.\n",
		"## Summary\n\nThe old review said: do not\n\nmerge.\n",
	}
	expectEachPreset(t, heads, held, clean, "a sentence wrapped across lines passes")
}

// TestWrappedSentenceOnce: a sentence wrapped across lines is one
// finding, at the line it starts on, as on one line; one that a line
// holds whole is not read twice.
func TestWrappedSentenceOnce(t *testing.T) {
	d := MustDialect(mustPreset(t, "approvals").Spec)
	head := "# Review\n\n## Verdict: APPROVED\n\n## Summary\n\n"
	count := func(body string) (n, line int) {
		for _, g := range Lint([]byte(head+body), Options{Dialect: d}) {
			if g.Severity == diag.Error {
				n++
				line = g.Line
			}
		}
		return n, line
	}
	one, at := count("There are 2 blockers.\n")
	for _, body := range []string{
		"There are 2\nblockers.\n",
		"There are 2 blockers. The\nparser is fine.\n",
		"There are 2 blockers\nand more.\n",
	} {
		if n, line := count(body); n != one || line != at {
			t.Errorf("%d errors at line %d, want %d at line %d as on one line:\n%s", n, line, one, at, body)
		}
	}
}

// TestWrappedSentenceEnds: a sentence ends at its stop, and the next
// begins after it, in the line it ends in.
func TestWrappedSentenceEnds(t *testing.T) {
	for _, c := range []struct {
		line      string
		end, last int
	}{
		{"no stop here", -1, -1},
		{"blockers.", 9, 9},
		{"blockers. I can no", 9, 9},
		{"one. two! three? four", 4, 16},
		{"v1.2 is out", -1, -1},
		{"blockers.) Then", 10, 10},
	} {
		if e, l := wrappedEnd(c.line), lastSentenceStart(c.line); e != c.end || l != c.last {
			t.Errorf("%q: end %d, last start %d; want %d, %d", c.line, e, l, c.end, c.last)
		}
	}
	if !opensLabel("Blockers: none", false) || !opensLabel("Risk level: low", true) || !opensLabel("risk: low", true) || opensLabel("longer approve this: see", false) || opensLabel("There are 2", false) || opensLabel("longer approve this.", true) {
		t.Error("opensLabel")
	}
}

// TestWrappedVerdictTakenBack: a pass whose sentence runs on past its
// line's end (`LGTM` over `pending the CI run.`), and a sentence that
// reads as a pass held to a condition only whole (`LGTM (just` over
// `kidding).`), refuse as on one line, in every preset; one that runs on
// into more praise still agrees.
func TestWrappedVerdictTakenBack(t *testing.T) {
	heads := presetHeads()
	var held []string
	for _, s := range []string{
		"LGTM (just\nkidding).", "LGTM\npending the CI run.", "LGTM\nif the tests pass.",
		"LGTM\npending\nthe CI run.", "Approved, but\nthe token leaks.", "LGTM\nwith 2 tests failing.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n", "## Summary\n\n"+strings.ReplaceAll(s, "\n", " ")+"\n")
	}
	clean := []string{
		"## Summary\n\nLGTM\nThe code is clean.\n",
		"## Summary\n\nLGTM\nand well tested.\n",
		"## Summary\n\nLGTM, ship\nit.\n",
	}
	expectEachPreset(t, heads, held, clean, "a pass taken back across a line break passes")
}

// TestWrappedSentenceCRLF: a report written with CRLF line ends wraps
// its sentences as one with LF does.
func TestWrappedSentenceCRLF(t *testing.T) {
	d := MustDialect(mustPreset(t, "approvals").Spec)
	for _, body := range []string{"There are 2\r\nblockers.\r\n", "Do not\r\nmerge.\r\n", "LGTM\r\npending the CI run.\r\n"} {
		doc := "# Review\r\n\r\n## Verdict: APPROVED\r\n\r\n## Summary\r\n\r\n" + body
		if !refused(Lint([]byte(doc), Options{Dialect: d})) {
			t.Errorf("a sentence wrapped with CRLF passes:\n%q", doc)
		}
	}
}

// TestWrappedSettledNext: a counted sentence is settled by the very next
// sentence of its paragraph on the lines after it, soft break, hard
// break or CRLF alike, as on one line (`Review found 2 blockers.` over
// `Both were fixed.`), in every preset, with the same checks: one asked,
// trailing off, denied, demanded or of part of them settles nothing,
// nor one in the next paragraph or a quote.
func TestWrappedSettledNext(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"Review found 2 blockers.\nBoth were fixed? No.", "Review found 2 blockers.\nNeither was fixed.",
		"Review found 2 blockers.\nBoth must be fixed.", "Review found 2 blockers.\n\nBoth were fixed.",
		"Review found 2 blockers. Both\nwere not fixed.", "Review found 2 blockers. Both\nwere fixed? No.",
		"Review found 2\nblockers. Both were fixed? No.", "Review found 2\nblockers.\nNeither was fixed.",
		"Review found 2 blockers.\nBoth\nwere fixed... in theory.", "Review found 2 blockers.\n> Both were fixed.",
		"Review found 2 blockers.\nThe token leaks. Both were fixed.", "Review found 3 blockers.\nBoth were fixed.",
		"Review found 2 blockers.\nAll but one\nwere fixed.", "Review found 2 blockers.  \nBoth were fixed? No.",
		"Review found 2 blockers. Both were\nfixed in the next revision.", "Review found 2 blockers.\nBoth should be fixed.",
	} {
		held = append(held, "## Summary\n\n"+s+"\n")
	}
	for _, s := range []string{
		"Review found 2 blockers.\nBoth were fixed.", "Review found 2\nblockers. Both were fixed.",
		"Review found 2 blockers. Both\nwere fixed.", "Review found 2 blockers.  \nBoth were fixed.",
		"Review found 2 blockers.\\\nBoth were fixed.", "Review found 2 blockers.\r\nBoth were fixed.\r",
		"Review found 2 blockers.\nBoth\nwere fixed.", "Review found 2\nblockers.\nAll have been resolved.",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n")
	}
	expectEachPreset(t, heads, held, clean, "a counted sentence passes")
}

// TestSettledCountTakenBack: a count settled by its remark or by the
// sentence after it is open again when the sentence after the settling
// one takes it back or doubts it (`Review found 2 blockers. Both were
// fixed. Not really.`), on one line or wrapped, in a list item right
// after a line whose settling sentence has no stop, or in the next
// paragraph, in every preset; a taking back may say why (`Not really,
// one is still open.`) and come after a sentence or two of filler
// (`Hmm. Not really.`), as rendered: in bold alone, in a quote or a list
// item after the paragraph, in the paragraphs after. A sentence after
// it that says anything else leaves it settled, and so does one that
// confirms (`No doubt.`), and filler read past (`Well. Hmm. Wait. No.`)
// is a few sentences at most.
func TestSettledCountTakenBack(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"Review found 2 blockers. Both were fixed. Not really.",
		"Review found 2 blockers. Both were fixed. Just kidding.",
		"Review found 2 blockers. Both were fixed. No, they were not.",
		"Review found 2 blockers. Both were fixed. Or so I thought.",
		"Review found 2 blockers. Both were fixed... in theory.",
		"Review found 2 blockers. Both were fixed. Supposedly.",
		"There are 2 open blockers, all fixed in this revision... in theory.",
		"There are 2 open blockers, all fixed in commit abc1234. Not really.",
		"There are 2 open blockers, all fixed in commit abc1234. Nope.",
		"We found 2 blockers. All were resolved. In theory, at least.",
		"Review found 2 blockers. Both were fixed. Not yet, anyway.",
		"Review found 2 blockers. Both were fixed. Ha, no.",
		"Review found 2 blockers. Both were fixed. Sorry, not really.",
		"Review found 2 blockers. Both were fixed. No, just kidding.",
		"Review found 2 blockers. Both were fixed. No, not really.",
		"Review found 2 blockers. Both were fixed. No.",
		"Review found 2 blockers. Both were fixed. Not really though.",
		"Review found 2 blockers. Both were fixed. Not really, tbh.",
		"Review found 2 blockers. Both were fixed. Unfortunately not.",
		"Review found 2 blockers. Both were fixed. Well, not exactly.",
		"Review found 2 blockers. Both were fixed. Not completely.",
		"Review found 2 blockers. Both were fixed. Not entirely.",
		"Review found 2 blockers. Both were fixed. Not anymore.",
		"Review found 2 blockers. Both were fixed. Not really, one is still open.",
		"Review found 2 blockers. Both were fixed. Not really — one is still open.",
		"Review found 2 blockers. Both were fixed. Not really - one is still open.",
		"Review found 2 blockers. Both were fixed. Not really; both remain.",
		"Review found 2 blockers. Both were fixed. Nope, still open.",
		"Review found 2 blockers. Both were fixed. No, one is still open.",
		"Review found 2 blockers. Both were fixed. Hardly.",
		"Review found 2 blockers. Both were fixed. Scratch that.",
		"Review found 2 blockers. Both were fixed. Strike that.",
		"Review found 2 blockers. Both were fixed. Yeah, right.",
		"Review found 2 blockers. Both were fixed. As if.",
		"Review found 2 blockers. Both were fixed. Well, no.",
		"Review found 2 blockers. Both were fixed. Actually, no.",
		"Review found 2 blockers. Both were fixed. Of course not.",
		"Review found 2 blockers. Both were fixed. Not even close.",
		"Review found 2 blockers. Both were fixed. That's a lie.",
		"Review found 2 blockers. Both were fixed. Not true.",
		"Review found 2 blockers. Both were fixed. I doubt it.",
		"Review found 2 blockers. Both were fixed. Well. Not really.",
		"Review found 2 blockers. Both were fixed. Hmm. Not really.",
		"Review found 2 blockers. Both were fixed. Wait. No.",
		"Review found 2 blockers. Both were fixed. Well. Hmm. No.",
		"Review found 2 blockers. Both were fixed. Hang on. Not really.",
		"There are 2 open blockers, all fixed in commit abc1234. Hmm. Nope.",
		"Review found 2 blockers. Both were fixed. Or were they?",
		"Review found 2 blockers. Both were fixed. Really?",
		"Review found 2 blockers. Both were fixed. Mostly.",
		"Review found 2 blockers. Both were fixed. Kind of.",
		"Review found 2 blockers. Both were fixed. Sort of, anyway.",
		"Review found 2 blockers. Both were fixed. Almost.",
		"Review found 2 blockers. Both were fixed. Partially.",
		"Review found 2 blockers. Both were fixed. Reportedly.",
		"Review found 2 blockers. Both were fixed. Seemingly.",
		"Review found 2 blockers. Both were fixed. Heh, no.",
		"Review found 2 blockers. Both were fixed. Neither was.",
		"Review found 2 blockers. Both were fixed. Only one was.",
		"Review found 2 blockers. Both were fixed. One of them, anyway.",
		"Review found 2 blockers. Both were fixed. Well, one of them.",
		"Review found 2 blockers. Both were fixed. Correction: only one was.",
		"Review found 2 blockers. Both were fixed. Update: one is still open.",
		"Review found 2 blockers. Both were fixed. Still open.",
	} {
		held = append(held, summaryLines(s)...)
		held = append(held, "## Summary\n\n"+strings.ReplaceAll(s, ". ", ".\n")+"\n")
	}
	held = append(held,
		"## Summary\n\nReview found 2 blockers. Both were fixed\n- no they were not.\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were fixed\n- no they were not.\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were\nfixed.\nNot\nreally.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.  \nNot really.\n",
		"## Summary\n\n- Review found 2 blockers. Both were fixed\n- no they were not.\n",
		"## Summary\n\n- Review found 2 blockers.\n  Both were fixed.\n  Not really.\n",
		"## Summary\n\n1. Review found 2 blockers.\n   Both were fixed.\n   Just kidding.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nNot really.\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were fixed.\n\nJust kidding.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed, not really.\n",
		"## Summary\n\n- There are 2 blockers, both fixed\n- Not really.\n",
		"## Summary\n\nThere are 2 blockers, both fixed. No. Of course they were not.\n",
		"## Summary\n\nThere are 2 blockers: both fixed. Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n**Not really.**\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were fixed.\n**Not really.**\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Not really.**\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n*Not really.*\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n_Just kidding._\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Not really**, one is still open.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n> Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n> Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n> Well,\n> no.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n- Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n- Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n1. Not really.\n",
		"## Summary\n\n- Review found 2 blockers. Both were fixed.\n\n- Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nWell.\n\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n- Hmm.\n- Not really.\n",
		"## Summary\n\n- Review found 2 blockers. Both were fixed.\n\n  Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n<!-- x -->\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n<!-- x -->\n\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed. Well, well. Hmm, wait. Um, no.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed. Psych!\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Open**\n\n- the null check\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Open**\n\n- none\n- the null check\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Not really**\n\n- none\n",
		// Past a thematic break or a heading right after the paragraph.
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n---\n\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n***\n\n- Not really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n---\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n## Notes\n\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n### Update\n\nOne remains.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n---\n\n## Notes\n\nNot really.\n",
		"## Summary\n\n- Review found 2 blockers. Both were fixed.\n\n## Notes\n\nJust kidding.\n",
	)
	// Fewer words than these take a settling back as well: a filler of
	// one syllable, a third filler, a count of what is still open, a
	// regret, the change under review denied.
	for _, s := range []string{
		"Eh. Not really.", "Eh, no.", "Well. Hmm. Wait. Not really.", "Well. Hmm. Wait. No.",
		"Two are still open.", "One remains.", "Both remain.", "Two remain open.", "Three remain.",
		"Alas, no.", "Alas, not really.", "Not in this PR, though.", "Not in this PR.", "Not in this commit.",
		"Only partly.", "Well, one of them.", "Really? I checked: no.",
		"Ugh, no.", "Meh. Not really.", "Sike.", "Not in main.", "Not on this branch.", "Both reopened.", "One regressed.",
		"Still broken.", "Both still fail.",
	} {
		held = append(held, summaryLines("Review found 2 blockers. Both were fixed. "+s)...)
		held = append(held, "## Summary\n\nReview found 2 blockers.\nBoth were fixed.\n"+s+"\n")
	}
	// A paragraph after the settling lines, read past a stop, is not a
	// sentence that settles; whatever it says leaves the count unsettled.
	for _, s := range []string{
		"The second is still open.",
		"Actually the second is still broken.",
		"Correction: one remains.",
		"One did not.",
		"Not the second one though.",
		"Eh, not really.",
		"Wait, the null check is still missing.",
		"Well. One regressed.",
		"Except the second.",
		"Unverified.",
		"According to the author.",
		"Not in this PR.",
		"Actually, the second one regressed in 9b1e0d and is open again.",
	} {
		held = append(held, "## Summary\n\nReview found 2 blockers.\nBoth were fixed.\n\n"+s+"\n")
	}
	for _, s := range []string{
		"Review found 2 blockers. Both were fixed. No other issues.",
		"Review found 2 blockers. Both were fixed. Not much else to say.",
		"There are 2 open blockers, all fixed in commit abc1234. No regressions.",
		"Review found 2 blockers. Both were fixed. The parser is fine.",
		"Review found 2 blockers. Both were fixed. Never an easy change, but a good one.",
		"Review found 2 blockers. Both were fixed. No, that is all.",
		"Review found 2 blockers. Both were fixed. No, that was it.",
		"Review found 2 blockers. Both were fixed. No, really, all fixed.",
		"Review found 2 blockers. Both were fixed. No, really.",
		"Review found 2 blockers. Both were fixed. No really, that is it.",
		"Review found 2 blockers. Both were fixed. Not just in theory.",
		"Review found 2 blockers. Both were fixed. Not just on paper.",
		"Review found 2 blockers. Both were fixed. Not in theory only.",
		"Review found 2 blockers. Both were fixed. No kidding.",
		"Review found 2 blockers. Both were fixed. Not a lie.",
		"Review found 2 blockers. Both were fixed. Not only that.",
		"Review found 2 blockers. Both were fixed. No, both.",
		"Review found 2 blockers. Both were fixed. Well, that is it.",
		"Review found 2 blockers. Both were fixed. Really.",
		"Review found 2 blockers. Both were fixed. Scratch that idea; it is fine.",
		"Review found 2 blockers. Both were fixed. No doubt.",
		"Review found 2 blockers. Both were fixed. Not false.",
		"Review found 2 blockers. Both were fixed. Apparently, the fix also speeds up parsing.",
		"Review found 2 blockers. Both were fixed. Not just in theory, in practice too.",
		"Review found 2 blockers. Both were fixed. Yeah.",
		"Review found 2 blockers. Both were fixed. Right.",
		"Review found 2 blockers. Both were fixed. Of course.",
		"Review found 2 blockers. Both were fixed. Well. That is all.",
		"Review found 2 blockers. Both were fixed. Hmm. No other issues.",
		"Review found 2 blockers. Both were fixed. OK. No. 2 was the bigger one.",
		"Review found 2 blockers. Both were fixed. Wait. The parser is fine. No.",
		"Review found 2 blockers. Both were fixed. Well. Hmm. Wait. Um. No.",
		"Review found 2 blockers. Both were fixed. Both remain fixed.",
		"Review found 2 blockers. Both were fixed. Neither remains.",
		"Review found 2 blockers. Both were fixed. None remain.",
		"Review found 2 blockers. Both were fixed. Not one remains open.",
		"Review found 2 blockers. Both were fixed. Two are closed.",
		"Review found 2 blockers. Both were fixed. Not one, but both.",
		"Review found 2 blockers. Both were fixed. Not just one, but all of them.",
		"Review found 2 blockers. Both were fixed. Were they? I checked: yes.",
		"Review found 2 blockers. Both were fixed. Really? Yes.",
		"Review found 2 blockers. Both were fixed. Really? Verified, yes.",
		"Review found 2 blockers. Both were fixed. Not in theory, in this PR.",
		"Review found 2 blockers. Both were fixed. Alas, the docs lag.",
		"Review found 2 blockers. Both were fixed. Not broken.",
		"Review found 2 blockers. Both were fixed. Neither regressed.",
		"Review found 2 blockers. Both were fixed. Not on paper, in main.",
		"Review found 2 blockers. Both were fixed. Not reopened.",
		"Review found 2 blockers. Both were fixed. Well. Hmm. No, that is all.",
		"Review found 2 blockers. Both were fixed. Any others? No.",
		"Review found 2 blockers. Both were fixed. No kidding?",
		"Review found 2 blockers. Both were fixed. Mostly in the parser.",
		"Review found 2 blockers. Both were fixed. Kind of you to ask.",
		"Review found 2 blockers. Both were fixed. Really? Yes, both verified in CI.",
		"Review found 2 blockers. Both were fixed. Were they? Indeed.",
		"Review found 2 blockers. Both were fixed. One of them was tricky.",
		"Review found 2 blockers. Both were fixed. Neither is blocking now.",
		"Review found 2 blockers. Both were fixed. Not open.",
		"Review found 2 blockers. Both were fixed. No one else found any.",
		"Review found 2 blockers. Both were fixed. Update: all merged.",
		"Review found 2 blockers. Both were fixed. Neither is still open.",
		"Review found 2 blockers. Both were fixed. Neither one is open.",
		"Review found 2 blockers. Both were fixed. Neither is outstanding.",
		"Review found 2 blockers. Both were fixed. Not one is still open.",
		"Review found 2 blockers. Both were fixed. Not partially, fully.",
		"Review found 2 blockers. Both were fixed. Not mostly — completely.",
	} {
		clean = append(clean, summaryLines(s)...)
		clean = append(clean, "## Summary\n\n"+strings.ReplaceAll(s, ". ", ".\n")+"\n")
	}
	clean = append(clean,
		"## Summary\n\nReview found 2 blockers. Both were fixed\n- the parser is fine.\n",
		// A label naming what is open says nothing until its value does.
		"## Summary\n\nBlockers: 2, all fixed.\n\nOutstanding:\n- none\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nOutstanding:\n\n- None.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Unresolved:**\n\nNothing.\n",
		"## Summary\n\n- Blockers: 2, both fixed\n- Open: —\n",
		"## Summary\n\n- Blockers: 2, both fixed\n- Open: -\n",
		"## Summary\n\n- Blockers: 2, both fixed\n- Open: ✅\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n- Open: —\n",
		"## Summary\n\n**Blockers:** 2 (both fixed)\n**Open: —**\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n---\n\nThe parser is fine.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n## Notes\n\nNo other issues.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n## Notes\n\nThe parser is fine.\n\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n## Notes\n\n## Tests\n\nNot really.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n## Notes\n\nNo. 2 was the bigger one.\n",
		// A name of what is open in bold alone labels the value below it.
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Open**\n\n- none\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n**Open**\n- none\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n**Still open**\n\nNone.\n",
		"## Summary\n\n**Blockers:** 2, all fixed.\n\n**Open**\n\n- none\n",
		"## Summary\n\n**Blockers:** 2, all fixed.\n**Outstanding issues**\n- None.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n- no other issues.\n",
		"## Summary\n\n- Review found 2 blockers.\n  Both were fixed.\n", "## Summary\n\n- Review found 2 blockers.\nBoth were fixed.\n",
		"## Summary\n\n- Review found 2 blockers. Both were fixed\n- the parser is fine.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nNo other issues.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nNo, really, all fixed.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nNo. 2 was the bigger one: a race in the cache.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nNo. of files changed: 12.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed. No. 2 was the bigger one: a race in the cache.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed. No. 1 was a race in the cache; no. 2 a leak.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed. No. of files changed: 12.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n> No, that is all.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n**No kidding.**\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n- No other issues.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\nWell.\n\nThe parser is fine.\n\nNo.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n\n- Not applicable: the docs.\n",
		"## Summary\n\n- Review found 2 blockers. Both were fixed.\n\n  The parser is fine.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed.\n<!-- x -->\nThe parser is fine. No.\n",
		"## Summary\n\nReview found 2 blockers. Both were fixed. ~~Not really.~~\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were fixed.\nNote: all merged.\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were fixed.\n- the parser is fine.\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were fixed.\n**Note:** all merged.\n",
		"## Summary\n\nReview found 2 blockers.\nBoth were fixed.\n\n- The parser is fine.\n- Docs updated.\n",
	)
	expectEachPreset(t, heads, held, clean, "a settled count taken back passes")
}

// TestWrappedIntoVerdictWord: a line that a sentence left open on the
// line before runs into (`I can not` over `approve.`) is read with that
// sentence, which refuses a pass as on one line, in every preset, though
// the line alone would read as a verdict. A sentence that runs into a
// passing word and approves (`Overall I` over `approve.`) stays clean.
func TestWrappedIntoVerdictWord(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"I can not\napprove.", "Not\napproved.", "I cannot\napprove this.", "I won't\napprove.",
		"Not\nAPPROVED.", "This is not\napproved yet.", "I would not\napprove.", "Do not\napprove.",
		"Not\napproved", "I can not\napprove\nthis.", "The change is not\napproved.",
		"The token leaks. I can not\napprove.", "I do not\napprove this.",
	} {
		held = append(held, summaryLines(s)...)
	}
	for _, s := range []string{
		"Overall I\napprove.", "The tests\npass.", "Reviewed twice and\napproved.", "The parser\nLGTM.",
		"All checks\npass.", "Thanks, and\nLGTM.", "Nothing blocks, so\nAPPROVED.",
	} {
		clean = append(clean, summaryLines(s)...)
	}
	expectEachPreset(t, heads, held, clean, "a sentence run into a verdict word passes")
}

// TestWrappedNegationIntoLabelWord: a negation left open at a line's end
// and a word with a colon opening the next line (`Do not` over `Merge:
// the token leaks.`) read to a reader as `Do not Merge: …`, one
// sentence, and refuse a pass as on one line, in every preset. A line
// that opens a label after a sentence that is no negation left open
// (`It does not` over `Risk: low`, `The cache is not` over `Merge:
// fine`), or a label with a field's value (`Breaking change: not` over
// `Approved: yes`), is a field of its own, as before.
func TestWrappedNegationIntoLabelWord(t *testing.T) {
	heads := presetHeads()
	var held, clean []string
	for _, s := range []string{
		"Do not\nMerge: the token leaks.", "Please do not\nMerge: the token leaks.", "Don't\nMerge: the token leaks.",
		"Do not\n**Merge:** the token leaks.", "I cannot\nApprove: the token leaks.", "Do NOT\nMerge: token leak.",
		"We should not\nShip: the token leaks.", "Do not\nMerge:\nthe token leaks.", "Do not\nLand: the token leaks.",
		"Do not yet\nMerge: the token leaks.", "Please hold, don't\nMerge: the token leaks.", "I cannot yet\nApprove: the token leaks.",
	} {
		held = append(held, summaryLines(s)...)
	}
	for _, s := range []string{
		"Tests do not\nBlockers: none", "It does not\nRisk: low", "The cache is not\nMerge: fine",
		"Tests do not yet\nBlockers: none", "It is not yet\nMerge: fine",
	} {
		clean = append(clean, summaryLines(s)...)
	}
	for _, s := range []string{
		"Breaking change: not\nApproved: yes", "Reviewed: yes. Blocking: not\nApproved: yes",
		"Breaking change: not\nApproved: yes, after CI.", "Breaking change: not\nApproved: yes (pending the CI run)",
		"CI green, nothing flaky, nothing blocking, nothing I would not\nShip: yes", "Nothing here I would not\nApprove: yes",
	} {
		clean = append(clean, "## Summary\n\n"+s+"\n")
	}
	expectEachPreset(t, heads, held, clean, "a negation run into a label word passes")
}

// TestWrappedIntoBoldVerdictWord: a paragraph's line of bold text alone
// that a sentence left open runs into (`I can not` over `**APPROVE**`)
// is read with it, as a plain line is, in every preset, though the walker
// reads the bold line as a heading of its own. One that approves
// (`Overall I` over `**APPROVE**`) stays clean.
func TestWrappedIntoBoldVerdictWord(t *testing.T) {
	var held, clean []string
	for _, s := range []string{
		"I can not\n**APPROVE**", "I can not\n**approve.**", "I can not\n__APPROVE__", "Not\n**APPROVED**",
		"The token leaks. I can not\n**APPROVE**", "I can not\n**APPROVE**\nthis.", "Do not\n**merge.**",
		"I cannot\n**sign off.**", "This does not\n**pass.**",
	} {
		held = append(held, summaryLines(s)...)
	}
	for _, s := range []string{
		"Overall I\n**APPROVE**", "Thanks, and\n**LGTM**", "I have nothing against it, I\n**APPROVE**",
		"All checks\n**pass.**", "I can not\n**Findings**\n\nNone.",
	} {
		clean = append(clean, summaryLines(s)...)
	}
	expectEachPreset(t, presetHeads(), held, clean, "a sentence run into a bold verdict word passes")
}

// TestOpenOverNoneReadOn: a name of what is open over none (`**Open**`
// over `- none`) takes nothing back, but what follows it is read on as
// if it were not there, and a none with more items in its list is no
// none, in every preset.
func TestOpenOverNoneReadOn(t *testing.T) {
	var held, clean []string
	for _, lead := range []string{"Review found 2 blockers. Both were fixed.", "**Blockers:** 2, all fixed."} {
		for _, s := range []string{
			"**Open**\n\n- none\n\nActually both are still open.",
			"**Open**\n\n- none\n\nNot really.",
			"**Open**\n\n- none\n\nCorrection: both blockers are still open.",
			"**Open**\n\n- none\n\n---\n\nNot really.",
			"**Open**\n\nNone.\n\nJust kidding, both are open.",
			"**Open**\n\n- none\n\n**Still open**\n\n- the null check",
			"**Open**\n\n- none\n\nBoth remain.",
			"**Unfixed**\n\n- none\n\nNot really.",
			"**Unfixed**\n\n- none\n\nTwo remain unfixed: the null check and the race.",
			"**Open**\n\n- none\n\n\n\n- the null check",
			"**Open**\n- none\n<!-- -->\n- the null check",
			"**Open**\n\n- none\n\n<!-- x -->\n\n- the race",
		} {
			held = append(held, "## Summary\n\n"+lead+"\n\n"+s+"\n")
		}
		for _, s := range []string{
			"**Open**\n\n- none",
			"**Open**\n\n- none\n\nThe parser is fine.",
			"**Open**\n\n- none\n\nTwo remain, both optional.",
			"**Open**\n\n- none\n\nOne remains: rename the flag (nit).",
			"**Open**\n\n- none\n\nNo other issues.",
			"**Still open**\n\nNone.",
		} {
			clean = append(clean, "## Summary\n\n"+lead+"\n\n"+s+"\n")
		}
	}
	expectEachPreset(t, presetHeads(), held, clean, "a taking back after an open label over none passes")
}
