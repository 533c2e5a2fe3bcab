package contract

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A table may list findings under grades named as lists are: `|
// Severity | Finding |` over `| Blockers | token leak |` reads to a
// reader as `### Blockers` over `- token leak`, a finding listed under
// a blocking grade. Where the finding cell counts (`0`, `two`), says
// none (`none`, `—`, `None found`), is struck whole (`~~token leak~~`)
// or says it was dealt with (`token leak (fixed in 3f2a1c)`), the row
// lists nothing open, and is left to the count readings (countRow).
// Only a label in a column the header names for grades, beside one it
// names for findings, is read so: `| Blockers | token leak |` under `|
// Field | Value |` is a count row's to read, and a row of a round or a
// date is history (historyColumns).

// gradeListRow reads a row whose grade column holds a label of a
// blocking grade (`Blockers`, `Critical issues`) and whose finding column
// holds a finding's text: a blocking finding.
func (d *Dialect) gradeListRow(row block) (Finding, bool) {
	if len(row.cells) < 2 || len(row.header) != len(row.cells) {
		return Finding{}, false
	}
	issue := row.column(issueColumns)
	if issue < 0 {
		return Finding{}, false
	}
	if len(row.header[0].text) <= countNameMax && slices.Contains(historyColumns, row.headerKeys()[0]) {
		return Finding{}, false // a row of rounds: the last alone says what is open now
	}
	at := -1
	for i := range row.cells {
		if i != issue && d.gradeNamed(row, i) {
			at = i
			break
		}
	}
	if at < 0 {
		return Finding{}, false
	}
	label := strings.TrimSpace(row.cells[at].text)
	if !filledCell(label) {
		return Finding{}, false
	}
	f, ok := d.labelFinding(label, row)
	if !ok {
		return Finding{}, false
	}
	c := row.cells[issue]
	text := strings.TrimSpace(c.text)
	if c.unstruck != nil {
		text = strings.TrimSpace(*c.unstruck) // `~~token leak~~`: struck, gone
	}
	if !listsOpen(d, text) || rowResolved(row) || !othersOpen(row, at, issue) {
		return Finding{}, false
	}
	f.Text, f.Reason = label+": "+text, text
	return f, true
}

// placeColumns name where a finding is (`| File |`, `| # |`): a cell
// under them says nothing of whether the finding was dealt with.
var placeColumns = []string{"#", "id", "no", "no.", "file", "files", "location", "path", "line", "lines", "where", "component", "area", "module", "owner", "assignee", "reviewer", "author"}

// openCells are what a cell beside a listed finding may say and still
// leave it open. Any other word (`✅` under `| Fixed? |`, `Fixed in
// 3f2a1c` under `| Notes |`, `Yes` under `| Resolved? |`) may settle the
// row, and a row that may be settled is left to the other readings.
var openCells = []string{"open", "pending", "unresolved", "outstanding", "todo", "to do", "not fixed", "unfixed", "still open", "blocking", "no", "false", "not yet", "to be fixed"}

// othersOpen reports whether every cell of the row but its grade and
// finding cells is empty, names a place, or says the finding is open.
func othersOpen(row block, at, issue int) bool {
	for i, c := range row.cells {
		if i == at || i == issue {
			continue
		}
		t := strings.ToLower(strings.Trim(c.text, " \t*_`.!"))
		t = strings.TrimSpace(strings.TrimLeft(t, "❌🔴⚠️ "))
		if t == "" || strings.Trim(t, "-—–") == "" || slices.Contains(openCells, t) {
			continue
		}
		h := strings.ToLower(strings.Trim(row.header[i].text, " \t*_`:"))
		if !slices.Contains(placeColumns, h) {
			return false
		}
	}
	return true
}

// settleWords say a finding was dealt with or is none, unless a word
// before denies it (`not fixed`, `must be fixed`).
var settleWords = []string{"fixed", "resolved", "addressed", "done", "verified", "withdrawn", "retracted", "dismissed"}

// labelWords settle a finding only as the whole cell or its closing
// bracket (`nil`, `All clear`, `token leak (duplicate)`): inside a
// finding's own words they describe it (`Nil pointer dereference`,
// `Invalid input crashes the parser`, `Duplicate charge on retry`).
var labelWords = []string{"invalid", "duplicate", "nil", "clear", "all clear"}

// settlePhrases say a finding is none wherever they stand in its cell.
var settlePhrases = []string{"false positive", "not reproducible", "cannot reproduce", "can't reproduce", "nothing found", "no finding", "no issue", "n/a"}

// saysSettled reports whether a finding cell holds a word that settles
// it anywhere (`token leak: fixed`, `Fixed: token leak`, `(withdrawn)`,
// `token leak ✅`): such a cell is left to the other readings. A word or
// mark the text after it doubts (`fixed? no`, `fixed in next PR`, `✅
// fixed?`) settles nothing, as in a resolution mark (doubted).
func saysSettled(text string) bool {
	t := strings.ToLower(text)
	if i := strings.IndexAny(t, "✅✔✓☑"); i >= 0 {
		if _, after, _ := strings.Cut(t[i:], " "); strings.TrimSpace(after) == "" || !doubted(after) {
			return true
		}
	}
	for _, p := range settlePhrases {
		if strings.Contains(t, p) {
			return true
		}
	}
	label := strings.TrimSpace(t)
	if i := strings.LastIndexByte(label, '('); i >= 0 && strings.HasSuffix(label, ")") {
		label = label[i:]
	}
	if slices.Contains(labelWords, strings.Trim(label, " ()[].")) {
		return true
	}
	prev := ""
	for rest := t; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		from := len(t) - len(r) - len(w)
		if slices.Contains(settleWords, w) && !slices.Contains([]string{"not", "never", "un", "yet", "no", "isn't", "wasn't", "partially", "unverified", "be"}, prev) && !doubted(t[from:]) {
			return true
		}
		prev, rest = w, r
	}
}

// listsOpen reports whether a finding cell lists a finding still open:
// text that neither counts, says none, nor says it was dealt with.
func listsOpen(d *Dialect, text string) bool {
	t := strings.Trim(text, " \t*_`.")
	if t == "" || strings.Trim(t, "-—–") == "" || holdsCount(t) || d.statesNone(t) || resolvedMark(t) || saysSettled(t) {
		return false
	}
	if head, remark, ok := cutRemark(t); ok {
		if d.statesNone(head) {
			return false // `Nothing — all clear`
		}
		r := strings.ToLower(strings.TrimLeft(remark, " \t*_`(✅✔"))
		if proseword.Settled(r) && !doubted(r) {
			return false // `token leak (fixed in 3f2a1c)`
		}
	}
	return true
}
