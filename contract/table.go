package contract

import (
	"slices"
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/proseword"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// GitHub renders a GFM table as a grid a reader reads row by row: a
// verdict, a disposition or a status in a cell is as plain to a reader
// as one on a line of its own. Each row becomes a block of kindRow whose
// cells carry their rendered text; the header's cells name the columns.

// cell is one table cell as it renders.
type cell struct {
	text string
	at   pos
	// unstruck is the text without its struck-through words, or nil
	// when it has none (see block.unstruck).
	unstruck *string
}

// table emits the rows of a table, the header row first.
func (w *walker) table(t *east.Table, depth int) {
	var header []cell
	head := new(headerInfo) // the rows' header's, made on first use
	for r := t.FirstChild(); r != nil; r = r.NextSibling() {
		row, extra := w.row(r)
		isHeader := r.Kind() == east.KindTableHeader
		if isHeader {
			header = row
		}
		at := w.blockStart(r)
		for _, c := range row {
			if c.text != "" {
				at = c.at
				break
			}
		}
		texts := make([]string, len(row))
		var unstruck *string
		for i, c := range row {
			texts[i] = c.text
			if c.unstruck != nil && unstruck == nil {
				unstruck = new(string)
			}
		}
		// A header's struck words change what its columns name.
		for _, c := range header {
			if c.unstruck != nil && unstruck == nil {
				unstruck = new(string)
			}
		}
		if unstruck != nil {
			alt := make([]string, len(row))
			for i, c := range row {
				alt[i] = c.text
				if c.unstruck != nil {
					alt[i] = *c.unstruck
				}
			}
			*unstruck = strings.Join(alt, " | ")
		}
		w.emit(block{
			kind: kindRow, line: at.line, col: at.col, depth: depth, unstruck: unstruck,
			text: strings.Join(texts, " | "), tableRow: &tableRow{cells: row, header: header, isHeader: isHeader, head: head},
		})
		// A cell's lines after its first (`typo<br>Critical: the login
		// breaks`) show one under the other: each is read as a line of
		// its own is, as an item's are.
		w.extraLines(extra, 0)
	}
}

// row renders the cells of a header or body row, and the rendered lines
// of its cells after their first. An empty cell has no place: nothing
// is ever reported at one.
func (w *walker) row(r ast.Node) (cells []cell, extra []renderedLine) {
	for c := r.FirstChild(); c != nil; c = c.NextSibling() {
		lines := w.inlineLines(c)
		var at pos
		if text := joinLines(lines); text != "" {
			cells = append(cells, cell{text: text, at: lines[0].at, unstruck: joinUnstruck(lines)})
			if len(lines) > 1 {
				extra = append(extra, lines[1:]...)
			}
			continue
		}
		cells = append(cells, cell{at: at})
	}
	return cells, extra
}

// rowVerdicts reads a row for verdicts, in three ways a reader does: a
// cell that is a verdict line (`Verdict: FAIL`), a cell that names the
// verdict followed by a cell that gives it (`| Final verdict | FAIL |`),
// and a value in a column whose header names the verdict (`| Verdict |`
// over `| FAIL |`).
func (d *Dialect) rowVerdicts(b block, found func(v verdictRead, at pos), other func(word string, at pos)) {
	// Whether a cell before this one is filled (filledCell), kept as the
	// cells are read: a label in the first filled cell is read below.
	filledBefore := false
	for i, c := range b.cells {
		if i > 0 && !filledBefore {
			filledBefore = filledCell(b.cells[i-1].text)
		}
		// verdictOf, otherVerdict, looseVerdict, keyOnly and looseKeyCell
		// each read nothing in a cell that holds no verdict key: it is
		// asked once for them all.
		mentions := d.mentionsVerdict(c.text)
		if mentions {
			if v, ok := d.verdictOf(c.text); ok {
				found(v, c.at)
				continue
			}
			if w := d.otherVerdict(c.text); w != "" {
				other(w, c.at)
				continue
			}
			// A lone verdict word in a cell is a value of its column,
			// read below when the column is the verdict's: a loose
			// verdict counts here only beside its key.
			if v, ok := d.looseVerdictOf(c.text, true); ok {
				found(v, c.at)
				continue
			}
		}
		key, ok := "", false
		if mentions {
			key, ok = d.keyOnly(c.text)
		}
		if !ok && mentions && d.looseKeyCell(c.text) {
			// `| Round 2 verdict | FAIL |`: a verdict to a reader, read
			// for conflicts only.
			for j := i + 1; j < len(b.cells); j++ {
				if strings.TrimSpace(b.cells[j].text) == "" {
					continue
				}
				if v, ok := d.bareVerdict(b.cells[j].text); ok && (v.side != "" || v.marked || v.cond) {
					v.how = readLoose
					found(markedAfter(v, b.cells[j+1:]), b.cells[j].at)
				}
				break
			}
			continue
		}
		if !ok && !filledBefore && strings.TrimSpace(c.text) != "" {
			// `| Decision | CHANGES REQUESTED |`: a label that is no key
			// given a failing verdict, read as the same line would be
			// (`Decision: CHANGES REQUESTED`); under a label naming the
			// decision in any case (`| Decision | Rejected |`), but in a
			// header, whose cells may name columns.
			if j := nextFilled(b.cells, i); j > 0 && (opensUpper(b.cells[j].text) || !b.isHeader && namesDecision(c.text)) {
				if w := d.labelledFailure(c.text + ": " + b.cells[j].text); w != "" && (!checkResult(w) || namesDecision(c.text)) {
					found(verdictRead{side: Fail, word: w, how: readLoose}, b.cells[j].at)
				}
			}
			continue
		}
		if ok && key != d.primaryKey() {
			// `| Status | FAIL |`: a part that fails, read for conflicts.
			for j := i + 1; j < len(b.cells); j++ {
				if strings.TrimSpace(b.cells[j].text) == "" {
					continue
				}
				if b.isHeader {
					// A header's cells name columns: the next is a
					// part's state only when it is a verdict word or
					// a mark (| Decision | CHANGES REQUESTED |,
					// | Outcome | ❌ |), or a failing verdict in
					// capitals the dialect does not spell, which no
					// column is named; not a column's name
					// (| Status | Blocking Issues |).
					value := b.cells[j].text
					if v, ok := d.bareVerdict(value); ok && v.side != "" {
						v.how = readLoose
						found(v, b.cells[j].at)
					} else if strings.IndexFunc(value, unicode.IsLetter) < 0 || d.foreignFailure(value, false) != "" {
						if side, w := d.partSide(c.text + ": " + value); side != "" {
							found(verdictRead{side: side, word: shorten(w, 40), how: readLoose}, b.cells[j].at)
						}
					}
					break
				}
				if side, w := d.partSide(c.text + ": " + b.cells[j].text); side != "" {
					found(verdictRead{side: side, word: shorten(w, 40), how: readLoose}, b.cells[j].at)
				}
				break
			}
			continue
		}
		if !ok || key != d.primaryKey() {
			continue
		}
		if b.isHeader {
			// A header's cells name columns: one after a key is a
			// verdict only when it is a verdict word (| Verdict | PASS |).
			key = ""
		}
		// The key's value is the next cell that holds anything.
		for j := i + 1; j < len(b.cells); j++ {
			if strings.TrimSpace(b.cells[j].text) == "" {
				continue
			}
			d.cellValue(b.cells[j], key, func(v verdictRead, at pos) {
				found(markedAfter(markedAfter(v, b.cells[:i]), b.cells[j+1:]), at)
			}, other)
			break
		}
	}
	if b.isHeader {
		return
	}
	for i, h := range b.header {
		if key, ok := d.keyOnly(h.text); ok && key == d.primaryKey() && i < len(b.cells) {
			if _, also := d.keyOnly(b.cells[i].text); !also {
				d.cellValue(b.cells[i], key, found, other)
			}
		}
	}
}

// cellValue reads a cell that stands where a verdict's value does: beside
// or under the dialect's first key (Verdict), where a word that is no
// verdict is one a reader takes for a verdict too. A Status or Result
// column holds the statuses of other things, not the report's verdict.
func (d *Dialect) cellValue(c cell, key string, found func(v verdictRead, at pos), other func(word string, at pos)) {
	if v, ok := d.bareVerdict(c.text); ok {
		found(v, c.at)
		return
	}
	if _, _, ok := cutWord(c.text); ok && (key == d.primaryKey() || key == "" && failsInCapitals(c.text)) {
		other(writtenValue(c.text), c.at)
	}
}

// failsInCapitals reports whether a header cell beside the verdict's key
// (key "" above) is a failing verdict in words the dialect may not
// spell, written as a value is (`| Verdict | REJECTED |`): a column's
// name is not written in capitals that fail.
func failsInCapitals(text string) bool {
	t := strings.TrimSpace(flatten(text, false))
	return isUpper(t) && len(strings.Fields(t)) <= 4 && WordSide(t) == Fail
}

// markedAfter is a value read in a cell beside its key, offering no
// side when a cell after it on the row (or before the key) shows the
// other side (`| Verdict | APPROVED | ❌ |`): the row reads as one line.
func markedAfter(v verdictRead, after []cell) verdictRead {
	for _, c := range after {
		if v.side != "" && markAgainst(maskCode(c.text), v.side) {
			return verdictRead{how: v.how, marked: true}
		}
	}
	return v
}

// primaryKey is the dialect's first verdict key, lower case.
func (d *Dialect) primaryKey() string {
	return strings.Join(words(d.spec.Verdict.Keys[0]), " ")
}

// keyOnly reports whether text is a verdict key and nothing else, with
// its qualifiers and a colon at most: the label of a verdict's value. It
// returns the key, lower case.
func (d *Dialect) keyOnly(text string) (string, bool) {
	if !d.mentionsVerdict(text) {
		return "", false
	}
	t := strings.TrimRight(strings.TrimSpace(normalize(text)), ":")
	for {
		m, ok := d.quals.at(t)
		if !ok || m.start != 0 || m.end >= len(t) || t[m.end] != ' ' {
			break
		}
		t = t[m.end+1:]
	}
	m, ok := d.keys.at(t)
	if !ok || m.start != 0 || strings.TrimSpace(t[m.end:]) != "" {
		return "", false
	}
	return strings.Join(m.phrase.words, " "), true
}

// column returns the index of the header cell that names one of the
// columns (normalized as headings are), or -1.
func column(header []cell, names []string) int {
	if len(names) == 0 {
		return -1 // no name to look for: no header key is built
	}
	for i, h := range header {
		key := headingKey(h.text)
		for _, n := range names {
			if key == n {
				return i
			}
		}
	}
	return -1
}

// column is column(t.header, names). A row is asked for a dozen columns
// by name, and each asking made every header cell's key again: the keys
// are made once per row, and made again only for a header whose cells
// no longer hold the texts they were made of (a row read without its
// struck-through words has a header of its own).
func (t *tableRow) column(names []string) int {
	if len(names) == 0 {
		return -1
	}
	keys := t.headerKeys()
	for i := range keys {
		for _, n := range names {
			if keys[i] == n {
				return i
			}
		}
	}
	return -1
}

// headerKeys returns headingKey of each of t's header cells.
func (t *tableRow) headerKeys() []string { return t.info().keys }

// openColumns is columnsWith(t.header, openWord), latestColumns
// columnsWith(t.header, latestWord): a counted row asks for them up to
// four times, and every row of a table has the same.
func (t *tableRow) openColumns() []int { return t.wordColumns().open }

// latestColumns: see openColumns.
func (t *tableRow) latestColumns() []int { return t.wordColumns().latest }

func (t *tableRow) wordColumns() *headerInfo {
	h := t.info()
	if !h.cols {
		h.open, h.latest, h.cols = columnsWith(t.header, openWord), columnsWith(t.header, latestWord), true
	}
	return h
}

// info is what t's header says: its table's, made once for all its rows,
// while t's header holds the texts it was made of; else made anew for t
// alone (a row read without its struck-through words has a header of its
// own, and so has a row rearranged around its grade, labelFirst).
func (t *tableRow) info() *headerInfo {
	if h := t.head; h != nil && h.holds(t.header) {
		return h
	}
	h := t.head
	if h == nil || h.made {
		h = new(headerInfo)
		t.head = h
	}
	n := len(t.header)
	both := make([]string, 2*n) // one allocation, not two
	h.keys, h.keyed = both[:n:n], both[n:]
	for i, c := range t.header {
		h.keys[i], h.keyed[i] = headingKey(c.text), c.text
	}
	h.made = true
	return h
}

// columns returns every column whose header is one of names.
func columns(header []cell, names []string) []int {
	if len(names) == 0 {
		return nil // no name to look for: no header key is built
	}
	var out []int
	for i, h := range header {
		if slices.Contains(names, headingKey(h.text)) {
			out = append(out, i)
		}
	}
	return out
}

// footnotes reads the footnote definitions GitHub renders at the end of
// the page, outside every section. Their lines are read for verdicts, as
// every line a reader sees is; contract text in them (a disposition, a
// status, a verdict, a grade that blocks) would stand where no section
// is, so it is refused.
func (w *walker) footnotes(list *east.FootnoteList) {
	sub := &walker{d: w.d, src: w.src, text: w.text, lines: w.lines, buf: w.buf}
	sub.container(list, 1)
	for _, b := range sub.doc.blocks {
		if b.kind != kindComment {
			b.kind = kindOther
			if w.d.shownAside(b) {
				w.ambiguous(pos{b.line, b.col}.offsetIn(w.lines), "a footnote, which renders at the end of the page outside every section, holds contract text")
			}
		}
		w.emit(b)
	}
	w.doc.ambiguous = append(w.doc.ambiguous, sub.doc.ambiguous...)
	w.markers = append(w.markers, sub.markers...)
}

// checkResult reports whether w, a failing word, is one a test or a check
// is given as often as a verdict is (`| empty input | FAIL |`): in a row,
// it is a verdict only beside a label that names a decision.
func checkResult(w string) bool {
	return strings.EqualFold(w, "FAIL") || strings.EqualFold(w, "FAILED")
}

// namesDecision reports whether a label names the review's decision:
// `Decision`, `Final outcome`, `Recommendation`.
func namesDecision(label string) bool {
	// An ASCII label splits into the same words in either case: each is
	// compared as it is, without lowering a copy of the label.
	ascii := !hasNonASCII(label)
	t := label
	if !ascii {
		t = strings.ToLower(label)
	}
	for {
		w, r, ok := proseword.Next(t)
		if !ok {
			return false
		}
		if ascii && isWord(w, decisionWords...) || !ascii && slices.Contains(decisionWords, w) {
			return true
		}
		t = r
	}
}

// decisionWords name the decision, in namesDecision.
var decisionWords = []string{"decision", "outcome", "conclusion", "recommendation", "assessment", "overall", "judgement", "judgment", "ruling"}

// filledCell reports whether a cell holds anything but a number, marks
// and spaces: a cell that holds no more before a label leaves it the
// row's first (`| 1 | Decision | REJECTED |`).
func filledCell(text string) bool {
	t := numberMarks.trim(text)
	return t != "" && digits.trim(t) != ""
}

// nextFilled is the index of the first cell after i that holds anything,
// or -1.
func nextFilled(cells []cell, i int) int {
	for j := i + 1; j < len(cells); j++ {
		if strings.TrimSpace(cells[j].text) != "" {
			return j
		}
	}
	return -1
}
