package contract

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/longtest"
	"github.com/reviewlint/reviewlint/internal/renderoracle"
)

// worstCases generate reports of about n bytes that make a markdown
// parser slow: runs and nesting beyond the reading limits (refused at the
// first block), and the same shapes kept just under the limits in every
// paragraph (read in full), where the work per byte is largest.
var worstCases = map[string]func(n int) string{
	"backtick runs of every length": func(n int) string {
		var b strings.Builder
		for k := 1; b.Len() < n; k++ {
			b.WriteString(strings.Repeat("`", k%4000+1) + " x ")
		}
		return b.String()
	},
	"backtick runs of every length, one paragraph": func(n int) string {
		var b strings.Builder
		for k := 1; b.Len() < n; k++ {
			b.WriteString(strings.Repeat("`", k%64+1) + "x")
		}
		return b.String()
	},
	"emphasis openers then closers": func(n int) string {
		return strings.Repeat("*a", n/4) + strings.Repeat("a_", n/4)
	},
	"emphasis runs": func(n int) string { return strings.Repeat("*a_", n/3) },
	// A summary beside a pass is read for approvals taken back and for
	// failures and refusals said in prose, sentence by sentence: one
	// sentence that repeats their words must cost no more than its length.
	"one summary sentence of approvals and reservations": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("I approve, but consider ", n/24)
	},
	"one summary sentence of check labels": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("ci: not red ", n/12)
	},
	"one summary sentence of failures and refusals": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("if tests fail this is not ready, ", n/33)
	},
	// Reservations beside the verdict, problems after its dash and
	// holds anywhere: one paragraph of them costs no more than its length.
	"one verdict paragraph of reservations": func(n int) string {
		return "Verdict: PASS\n\n" + strings.Repeat("However, the fix holds. ", n/24)
	},
	"one verdict line of problems": func(n int) string {
		return "Verdict: PASS — " + strings.Repeat("the token still ", n/16) + "\n"
	},
	"one paragraph of holds settled": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("do not merge → fixed. ", n/24)
	},
	"one sentence of holds settled": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("do not merge → fixed ", n/23)
	},
	// An approval on a condition is read at each sentence's start, and
	// its condition to the first break: a long clause is passed once.
	"one paragraph of approvals once again": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("Approved once again. ", n/21)
	},
	"one paragraph of approvals on a condition after a dash": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("Approved - once the leak's fixed, ", n/34) + "\n"
	},
	"one paragraph of approvals as long as": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("Approval: but only as long as the ", n/34) + "\n"
	},
	// What follows an approval is read for a demand, a fix awaited, a
	// courtesy or a minor point to a bounded count of words, each clause
	// once.
	"one paragraph of approvals each demanding work": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("Approved; the leak must be ", n/27) + "\n"
	},
	"one paragraph of approvals each still needing": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("Approved; just needs the fix still ", n/35) + "\n"
	},
	"one paragraph of approvals each waiting": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("+1 overall; waiting on ", n/23) + "\n"
	},
	"one order to merge with a long condition": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\nMerge once the " + strings.Repeat("leak is ", n/8) + "\n"
	},
	"one approval modulo a long list": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\nLGTM modulo the " + strings.Repeat("- , ", n/4) + "\n"
	},
	"one paragraph of approvals unless someone objects": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("Approved if there are no objections from ", n/41) + "\n"
	},
	"one approval with a long caveat": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\nApproved with one caveat: " + strings.Repeat("the leak ", n/9) + "\n"
	},
	"one approval with a long condition": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\nI approve once the " + strings.Repeat("the fixed ", n/10) + "\n"
	},
	"one paragraph of holds described": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("we do not merge this ", n/21)
	},
	// Each order is read back a bounded way for a leading phrase.
	"one paragraph of settled orders after a leading phrase": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("for now, do not merge → fixed ", n/32)
	},
	"one paragraph of orders after a long condition": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\nif " + strings.Repeat("a ", n/4) + strings.Repeat(", do not merge ", n/30) + "\n"
	},
	// Each label of what blocks is read to its clause's end, and each
	// shorthand veto back a few words for its speaker.
	"one paragraph of blocking labels titling issues": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("blocking: override detection for methods ", n/42)
	},
	"one sentence of vetoes of others": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("the server sends a nack from the queue and -1 on this ", n/54)
	},
	// Each rejection is read back a bounded way for its label, and on
	// a bounded way for whether it ends or is settled.
	"one paragraph of rejections of others": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("recommendation: reject the x. ", n/30)
	},
	"one sentence of rejections settled": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("reject: reject the pr → fixed ", n/31)
	},
	// The reviewer's voice before each rejection is read back a bounded
	// way, and what follows it on a bounded way.
	"one sentence of rejections spoken of others": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("i recommend we reject the pr #4 (superseded by this) ", n/53)
	},
	// Each clause mark in a demand's sentence is passed once.
	"one sentence of demands with remarks": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("this needs more changes (x: y — ", n/33)
	},
	// Each sentence is read twice, the second time as the next one of
	// a counted sentence.
	"one paragraph of counts settled next": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("review found 2 blockers. both were fixed. ", n/42)
	},
	// A line with a sentence end reads on to the next line with one,
	// and no further.
	"lines of counts settled on the next": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\nreview found 2 blockers.\n" + strings.Repeat("both\n", n/5)
	},
	"lines of counts each settled next": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("x. review found 2 blockers\n", n/27)
	},
	// What follows a settled count, where a reader sees it taken back,
	// is the next sentence or two, on this line or the next: not the
	// rest of a long line for every sentence on it.
	"a line of counts settled, then a line": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed. No other issues. ", n/60) + "\nNext line.\n"
	},
	"a line of counts, then a line": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Found 2 nits. ", n/14) + "\nNext line.\n"
	},
	"a line of counts, then a paragraph": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Found 2 nits. ", n/14) + "\n\nNext paragraph.\n"
	},
	// A led label's scope is read to its colon, a bounded way.
	"led labels scoped": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("**Remaining blockers after review after review in x:** 0\n\n", n/58)
	},
	// Each denial of the approval is read back a bounded way for its
	// subject, and on for whether it ends.
	"one sentence of denials of others": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("the cache was not approved by the bot ", n/38)
	},
	// Each pass denied is read back a bounded way for its subject, each
	// order to approve back a few words for its speaker, and a line of
	// anchors that share a first letter is looked at a few times a byte.
	"one sentence of passes denied to others": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("the helper does not pass the token, ", n/36)
	},
	"one sentence of approvals denied as rules": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("we, for one, still do not approve our own, ", n/43)
	},
	// Each -1, NACK and block of code is read back a few words for its
	// speaker and on to its sentence's end.
	"one line of values, protocol vetoes and blocks of code": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("x -1 = -1.5 hard nack handling; we must block this thread until ", n/64)
	},
	"one line of anchors sharing letters": func(n int) string {
		return "Verdict: PASS\n\n## Details\n\n" + strings.Repeat("lgtlanlgtsigshipas ", n/19)
	},
	// A paragraph's bold line after a sentence left open is read alone
	// once for whether the sentence runs into it, and the two once whole.
	"one paragraph of sentences run into bold words": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Overall I\n**APPROVE**\n", n/22)
	},
	// A count of nought is read on for a remark that takes it back,
	// and a chain of counts for the next: one line of them costs no
	// more than its length.
	"one count line of denied grades and defects": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n**Blockers:** 0 — " + strings.Repeat("nothing critical, no regressions ", n/33) + "\n"
	},
	"one line of nought counts": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Critical: 0, ", n/13) + "\n"
	},
	// An item led by a grade under advice is read for the work it
	// leads with and the defect it names.
	"one advice item led by a grade": func(n int) string {
		return "Verdict: PASS\n\n## Suggestions\n\n- **Critical**: " + strings.Repeat("this breaks login ", n/18) + "\n"
	},
	// Each line of an item's paragraph is asked once whether it marks
	// the item resolved, for the grades on the lines before it.
	"one item of continued grades, none resolved": func(n int) string {
		line := "  Critical: " + strings.Repeat("y", max(1, n/(maxLines/2)-40)) + " fixed later\n"
		return "Verdict: PASS\n\n## Findings\n\n- **Minor**: x\n" + strings.Repeat(line, n/len(line))
	},
	// A bullet with struck words is read again without them, once.
	"one bullet of struck grades": func(n int) string {
		return "Verdict: PASS\n\n## Notes\n\n- ~~Minor~~ " + strings.Repeat("~~Minor~~ x ", n/12) + "\n"
	},
	"intraword underscores and closers": func(n int) string {
		return strings.Repeat("a_", n/4) + strings.Repeat(" a*", n/6)
	},
	"bracket runs":              func(n int) string { return strings.Repeat("[a](", n/4) + strings.Repeat("x", 16) },
	"unclosed titles":           func(n int) string { return strings.Repeat("[a](b \"", n/7) },
	"nested brackets":           func(n int) string { return strings.Repeat("[", n/2) + strings.Repeat("]", n/2) },
	"image openers":             func(n int) string { return strings.Repeat("![", n/2) },
	"angle brackets":            func(n int) string { return strings.Repeat("<a b=", n/5) },
	"unclosed attribute values": func(n int) string { return strings.Repeat("<a b=\"", n/6) },
	"tildes":                    func(n int) string { return strings.Repeat("~a~~", n/4) },
	"autolink starts":           func(n int) string { return strings.Repeat("www.a_", n/6) },
	"link definitions at the limit": func(n int) string {
		return paragraphs(n, func(b *strings.Builder) {
			for i := 0; i < 2000; i++ {
				fmt.Fprintf(b, "[a%d]: /u\n", i)
			}
		})
	},
	"table rows": func(n int) string {
		return "| a | b |\n|---|---|\n" + strings.Repeat("| `x` | *y* |\n", n/14)
	},
	"a wide header over rows of one cell": func(n int) string {
		return "|" + strings.Repeat("a|", 2000) + "\n|" + strings.Repeat("-|", 2000) + "\n" + strings.Repeat("|x|\n", n/4)
	},
	"wide tables over rows of one cell": func(n int) string {
		table := "|" + strings.Repeat("a|", 500) + "\n|" + strings.Repeat("-|", 500) + "\n" + strings.Repeat("|x|\n", 200) + "\n"
		return strings.Repeat(table, n/len(table))
	},
	"quotes nested on one line":       func(n int) string { return strings.Repeat(">", n) + " x\n" },
	"list markers nested on one line": func(n int) string { return strings.Repeat("- ", n/2) + "x\n" },
	"lists nested under the limit, lazy lines": func(n int) string {
		var b strings.Builder
		for d := 0; d < maxNesting-1; d++ {
			b.WriteString(strings.Repeat("  ", d) + "- x\n")
		}
		lazy := lazyLine(n)
		for b.Len() < n {
			b.WriteString(lazy)
		}
		return b.String()
	},
	"quotes nested under the limit, lazy lines": func(n int) string {
		var b strings.Builder
		b.WriteString(strings.Repeat("> ", maxNesting-1) + "x\n")
		lazy := lazyLine(n)
		for b.Len() < n {
			b.WriteString(lazy)
		}
		return b.String()
	},
	"one long line": func(n int) string { return strings.Repeat("x", n) + "\n" },
	// The first letter of a key or status word in one case only: a
	// search for each case from every such letter on passes over the
	// whole line each time.
	"a key's first letter":          func(n int) string { return strings.Repeat("v", n) + "\n" },
	"keys with no value":            func(n int) string { return strings.Repeat("verdict (x ", n/11) + "\n" },
	"a status's first letter":       func(n int) string { return "## Coverage statement\n\n- " + strings.Repeat("v", n) + "\n" },
	"key words of several dialects": func(n int) string { return strings.Repeat("status result outcome ", n/22) + "\n" },
	"short lines": func(n int) string {
		return strings.Repeat("a\n", min(n/2, maxLines-1)) + strings.Repeat("a", n-2*min(n/2, maxLines-1))
	},
	"short lines, full parse": func(n int) string {
		return "<a>\n\n" + strings.Repeat("a\n", min(n/2, maxLines-3)) + strings.Repeat("a", n-2*min(n/2, maxLines-3))
	},
	"many items": func(n int) string {
		item := "- x: NOTE — " + strings.Repeat("y", max(1, n/(maxLines/2)-16)) + "\n"
		return "## Findings\n" + strings.Repeat(item, n/len(item))
	},
	// Every mark of a blocking finding weighed and doubted, or denied in
	// look-alike letters: each reads the text before or after it.
	"doubted resolved marks": func(n int) string {
		return "## Verdict: APPROVED\n\n## Issues Found\n\n- **Critical:** tokens logged " + strings.Repeat("was it RESOLVED? ", n/17) + "\n"
	},
	"denied resolved marks in look-alike letters": func(n int) string {
		return "## Verdict: APPROVED\n\n## Issues Found\n\n- **Critical:** tokens logged " + strings.Repeat("N\u041eT RESOLVED ", n/14) + "\n"
	},
	// Each qualifier before a grade is taken off at once (stillopen.go).
	"a heading of still-open qualifiers": func(n int) string {
		return "## Verdict: APPROVED\n\n## " + strings.Repeat("Open ", n/5) + "Critical Issues\n\n- the token leaks\n"
	},
	"a label of still-open qualifiers": func(n int) string {
		return "## Verdict: APPROVED\n\n## Context\n\n**" + strings.Repeat("Open ", n/5) + "blockers:** 1\n"
	},
	// Each sentence of a summary is read for a count of open findings
	// (countsentence.go); one that almost reads as one costs its length.
	"a summary of sentences that almost count": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\n" + strings.Repeat("There are 2 critical paths in the handler, now fixed. ", n/54) + "\n"
	},
	"a summary of look-alike sentences that almost count": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\n" + strings.Repeat("Found 2 open bloc\u212aers in the old code. ", n/42) + "\n"
	},
	"one sentence of open qualifiers": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\nThere are 2 " + strings.Repeat("open ", n/5) + "blockers.\n"
	},
	"one long counted clause": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\nThere are 2 " + strings.Repeat("very ", n/5) + "blockers.\n"
	},
	// A count row's grade is looked for past the cells that number it,
	// its note read clause by clause for a count still open, and each
	// cell for a grade's label with its count.
	"count rows graded past their numbers": func(n int) string {
		row := "| 1 | 2 | 3 | Blockers | 0 | " + strings.Repeat("1 fixed, still ", 20) + "|\n"
		return "## Verdict: APPROVED\n\n## Summary\n\n| # | No. | ID | Severity | Count | Note |\n|---|---|---|---|---|---|\n" + strings.Repeat(row, n/len(row))
	},
	"one count note of clauses": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\n| Severity | Count | Note |\n|---|---|---|\n| Blockers | 0 | " + strings.Repeat("2 still still open questions, ", n/30) + "|\n"
	},
	"one cell of counted grades": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\n| Summary | Notes |\n|---|---|\n| 2 blockers " + strings.Repeat("Blockers: 0, ", n/13) + "| ok |\n"
	},
	"a wide row of numbers before a grade": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\n|" + strings.Repeat(" # |", 2000) + " Severity | Count |\n|" + strings.Repeat("-|", 2002) + "\n" + strings.Repeat("|"+strings.Repeat(" 1 |", 2000)+" Blockers | 0 |\n", n/8010)
	},
	// A label's value is read count by count, its grade after each
	// (countedvalue.go), and a remark after a nought once.
	"a label of counts before their grades": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\n**Total:** " + strings.Repeat("0 blockers, 3 minor, ", n/21) + "\n"
	},
	"a label of a nought count before its grade, remarked": func(n int) string {
		return "## Verdict: APPROVED\n\n## Summary\n\n**Total:** 0 blockers — " + strings.Repeat("nothing critical, no regressions ", n/33) + "\n"
	},
	"many labels of counts before their grades": func(n int) string {
		line := "**Total:** 0 blockers " + strings.Repeat("y", max(1, n/(maxLines/2)-24)) + "\n\n"
		return "## Verdict: APPROVED\n\n" + strings.Repeat(line, n/len(line))
	},
	"a quote of counts before their grades": func(n int) string {
		return "## Verdict: APPROVED\n\n> **Total:** 0 blockers — " + strings.Repeat("nothing critical, no regressions ", n/33) + "\n"
	},
	// A counted sentence after a label is read twice at most: whole,
	// and past its label.
	"one paragraph of labelled counts": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Note: there are 2 blockers in x: y. ", n/36)
	},
	"a counting label that goes on": func(n int) string {
		return "## Verdict: APPROVED\n\n**Critical issues found " + strings.Repeat("in review ", n/10) + ":** 2\n"
	},
	"a still-open label that goes on": func(n int) string {
		return "## Verdict: APPROVED\n\n**Blockers remaining " + strings.Repeat("after review ", n/13) + ":** 2\n"
	},
	// Header rows that look like rows of counts: a wide one of notes,
	// and many lone ones. No reading takes them for counts now; the
	// table readings still pass over each once.
	"a wide header row of notes": func(n int) string {
		return "## Verdict: APPROVED\n\n| Blockers | 0 " + strings.Repeat("| but 2 were fixed ", n/18) + "|\n|---|---|\n"
	},
	"many lone header rows": func(n int) string {
		return "## Verdict: APPROVED\n\n" + strings.Repeat("| Blockers | 0 | but none are still open |\n|---|---|---|\n\n", n/62)
	},
	// Rows of findings listed under a grade (gradelist.go), each read
	// once, its finding's remark and marks within bounds; and rows of
	// fields asking whether the change may land, which the field
	// readings pass over once each.
	"a long finding listed under a grade": func(n int) string {
		return "## Verdict: APPROVED\n\n| Severity | Finding |\n|---|---|\n| Blockers | token " + strings.Repeat("→ fixed? ✅ (fixed in 3f2a1c) ", n/32) + "|\n"
	},
	"many readiness rows": func(n int) string {
		return "## Verdict: APPROVED\n\n| Field | Value |\n|---|---|\n" + strings.Repeat("| Ready to merge | ✅ yes ❌ no |\n", n/32)
	},
	// A paragraph's sentence is read across its lines (wrapped.go): one
	// sentence wrapped over every line of a long paragraph is joined and
	// read once, and sentences that each end a line and begin the next
	// are each read once.
	"one summary sentence wrapped over short lines": func(n int) string {
		line := strings.Repeat("There are 2 ", max(1, n/(maxLines/2)/12)) + "\n"
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat(line, n/len(line))
	},
	"summary sentences each wrapped over two lines": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("blockers. I can no\nlonger approve; do not\nmerge. There are 2\n", n/60)
	},
	// A counted sentence's line reads on to the second sentence end
	// after it, and into a list item right after an open last
	// sentence: each line is read on into a few times at most.
	"counts each settled and taken back on the lines after": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers.\nBoth were\nfixed.\nNot really. There are 2 blockers, all fixed\n", n/85)
	},
	// A settling is read on through a few sentences of filler only,
	// and a taking back's first clause to its first mark.
	"counts each settled, then filler and a taking back": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers.\nBoth were fixed.\nWell.\nHmm. Wait.\nNot really, one is still open. ", n/100)
	},
	"counts each settled, then three fillers and taking backs": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed. Eh. Well. Hmm. Not in this PR, though. Really? I checked and yes. Not one, but both.\n", n/120)
	},
	"counts each settled over a bold name of what is open": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed.\n**Open**\n- none\n\n**Blockers:** 2, all fixed.\n\n**Still open**\n\nNone.\n\n", n/110)
	},
	"counts each settled over open over none and comments": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed.\n\n**Open**\n\n- none\n<!-- a -->\n<!-- b -->\n<!-- c -->\n\n**Open**\n\nNone.\n\n", n/120)
	},
	"counts each settled before a break or a heading": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed.\n\n---\n\n## Notes\n\nWell.\n\n**Blockers:** 2, all fixed.\n\n### Hmm\n\n", n/100)
	},
	"settled rows of one long table, then a taking back": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n| Item | Count |\n|---|---|\n" + strings.Repeat("| Blockers | 2, both fixed |\n", n/30) + "\nNot really.\n"
	},
	"settled rows of short tables, each taken back": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("| Item | Count |\n|---|---|\n| Blockers | 2, both fixed |\n| Majors | 1, fixed |\n\nWell. Hmm. Not really.\n\n", n/100)
	},
	// A place after a counted grade is read within the clause's bound
	// of words, a dotted name for a few full stops, and the remark or
	// next sentence after it for a few words.
	"one paragraph of counts in places, each settled": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("There are 3 blockers in auth.go. All three were fixed. Each fixed in x, unrelated. ", n/84)
	},
	"counts with a place, each settled and then doubted, on one line": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("There are 2 blockers in auth. Each was fixed. Well. Hmm. ", n/57)
	},
	"one sentence of a count in a long place": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\nThere are 3 blockers in " + strings.Repeat("the auth ", n/9) + "\n"
	},
	"one paragraph of counts in dotted places": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("There are 3 blockers in a.b.c.d.e.f", n/36) + "\n"
	},
	"one paragraph of dotted names": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\nThere are 3 blockers in " + strings.Repeat("a.", n/2) + "\n"
	},
	"counts each settled, then a yes that goes on": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed. Really? Yes, both of them and the rest fine. Sure they were. ", n/100)
	},
	"counts each settled before filler on one line": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed. Hmm. Well. Not really ", n/66) + "\n"
	},
	"counts each settled before paragraphs of filler": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed.\n**Hmm**\n\n> Well\n\n- Wait\n\n", n/70)
	},
	// A label whose remark settles its count reads on as a counted
	// sentence does, as far.
	"labels each settled before filler": func(n int) string {
		line := "Blockers: 2 — all fixed in 3f2a1c.\nHmm. Well. Wait. Hmm. Well. Wait. Hmm.\nTotal: 2 blockers, 1 major, all fixed.\n"
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat(line, n/len(line))
	},
	"labels each settled before a paragraph": func(n int) string {
		p := "Blockers: 2 (both fixed in this revision)\n\n- Blockers: 2 (both fixed in this revision)\n\n  Well, well, well\n\n"
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat(p, n/len(p))
	},
	"counts each settled before a list item": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("Review found 2 blockers. Both were fixed\n- no they were not.\n\n", n/60)
	},
	"counted items and paragraphs each read on into the next": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("- Review found 2 blockers. Both were fixed\n- There are 2 blockers, all fixed\n\nReview found 2 blockers.\n\n", n/100)
	},
	// A line a sentence runs into is joined into it, verdict word or
	// not, once.
	"sentences each running into a verdict word": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("The change is not\napproved\nby the\nPASS\n", n/40)
	},
	"negations each run into a label word": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("We do not\nMerge: it is fine and we do not\nLand: no\n", n/45)
	},
	// A pass whose sentence runs on is read on with it, once.
	"passes each running on into the next line": func(n int) string {
		return "Verdict: PASS\n\n## Summary\n\n" + strings.Repeat("LGTM\npending the CI run and the release checks of it\n", n/55)
	},
	"unclosed comment openers": func(n int) string { return strings.Repeat("<!--", n/4) + "\n" },
	"markup over the limit":    func(n int) string { return strings.Repeat("*", maxMarkup+1) + strings.Repeat("x", max(0, n-maxMarkup)) },
}

// lazyLine is the shortest line that keeps a report of n bytes under the
// line limit: the most lines, the most work per byte.
func lazyLine(n int) string {
	return strings.Repeat("z", max(4, n/(maxLines/2)-1)) + "\n"
}

// paragraphs repeats the paragraph one writes, blank-line separated, to
// about n bytes.
func paragraphs(n int, one func(*strings.Builder)) string {
	var b strings.Builder
	for b.Len() < n {
		one(&b)
		b.WriteString("\n\n")
	}
	return b.String()
}

// TestAdversarialInputsFinish lints every worst case at 1 MiB (4 MiB
// under -long). At 1 MiB a reading quadratic in a short repeated unit
// may still finish in seconds: this run proves each case ends without
// a crash; -long, where a quadratic reading runs for minutes and the
// test binary's timeout fails the run, and BenchmarkWorstCase measure
// that the time stays linear. Nothing is timed here.
func TestAdversarialInputsFinish(t *testing.T) {
	size := longtest.Budget(4<<20, 1<<20)
	for name, gen := range worstCases {
		t.Run(name, func(t *testing.T) {
			Lint([]byte(gen(size)), Options{})
		})
	}
}

// TestAdversarialInputsFinishInDialects lints the worst cases under
// every preset (1 MiB under -long): a dialect looks for more key, status
// and disposition words than the default, each a search of its own.
func TestAdversarialInputsFinishInDialects(t *testing.T) {
	size := longtest.Budget(1<<20, 256<<10)
	for _, p := range Presets()[1:] {
		d := MustDialect(p.Spec)
		for name, gen := range worstCases {
			t.Run(p.Name+"/"+name, func(t *testing.T) {
				Lint([]byte(gen(size)), Options{Dialect: d})
			})
		}
	}
}

// BenchmarkWorstCase lints each worst case at 1, 2, 4 and 8 MiB: time per
// byte (MB/s) stays flat as the size doubles when the work is linear.
func BenchmarkWorstCase(b *testing.B) {
	for name, gen := range worstCases {
		for _, mib := range []int{1, 2, 4, 8} {
			doc := []byte(gen(mib << 20))
			b.Run(fmt.Sprintf("%s/%dMiB", name, mib), func(b *testing.B) {
				b.SetBytes(int64(len(doc)))
				b.ReportAllocs()
				for b.Loop() {
					Lint(doc, Options{})
				}
			})
		}
	}
}

// TestHonestMarkdownIsRead: the reading limits bound work, not the
// characters prose uses. Identifiers with underscores, which open and
// close no emphasis, and exclamation marks, which open no image, cost
// nothing to match, and a long paragraph of them is read.
func TestHonestMarkdownIsRead(t *testing.T) {
	names := strings.Repeat("test_parse_input_case, ", 300)
	for name, para := range map[string]string{
		"snake_case names": "The tests " + names + "all pass.",
		"snake_case item":  "- the tests " + names + "pass: NOTE — outside this change",
		"exclamations":     "Wow" + strings.Repeat(" it works!", 300),
		"inequalities":     strings.Repeat("x != y and ", 300) + "z.",
		// 300 files named as inline code in one paragraph, and code quoted
		// with runs of one to five backticks: refused before the inline
		// parser was linear.
		"files as code":    strings.Repeat("`pkg/f1.go` ", 300),
		"quoted backticks": strings.Repeat("`a` ``b`c`` ```d``e``` ````f```g```` `````h````i````` ", 60),
	} {
		doc := []byte(strings.Replace(renderoracle.BasePassReport, "Nothing blocking.", para, 1))
		if ds := Lint(doc, Options{}); countRule(ds, RuleReportTooComplex) > 0 {
			t.Errorf("%s: %v", name, ds)
		}
	}
}
