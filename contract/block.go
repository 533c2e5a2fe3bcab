package contract

// blockKind says what a live block is. Code, quotes and HTML other than
// comments produce no blocks at all: nothing inside them counts.
type blockKind uint8

const (
	// kindHeading is an ATX or setext heading, or a line that is only bold
	// text such as `**Findings:**`.
	kindHeading blockKind = iota
	// kindText is one line of a paragraph outside any list.
	kindText
	// kindItem is a list item; text is its first paragraph, joined.
	kindItem
	// kindComment is an HTML comment, as a block or inline; text is what
	// lies between `<!--` and `-->`.
	kindComment
	// kindOther is a rendered line that belongs to no section's content
	// (a second paragraph inside a list item, a heading's second line): a
	// reader sees it, so it is read for verdict lines.
	kindOther
	// kindRow is a row of a GFM table; cells holds its cells and header
	// the cells of its table's header row.
	kindRow
)

// block is one piece of a report's live structure, in document order.
type block struct {
	kind  blockKind
	line  int    // 1-based line of the block's first character
	col   int    // 1-based byte column of that character
	depth int    // an item's list nesting (1: outermost); a heading's level (0: bold-only line)
	text  string // the content, markers and heading hashes removed
	// A table row's cells and its table's header (nil for any other
	// block): a pointer, so that the many blocks that are no row stay
	// small.
	*tableRow
	// Under Findings: the severity (Fail, Note) and its word that a
	// severity heading gives the entry (nil when none); heading says the
	// entry is a heading under one (`### 1. Race condition`), detail that
	// the block is in such a heading's body.
	sev             *severity
	heading, detail bool
	// resolved says a heading entry's body marks it resolved
	// (`Status: FIXED`).
	resolved bool
	// settledLater says a rendered line after an item's or a heading's
	// first, or of a paragraph inside a list, bears a resolved mark or is
	// followed in its paragraph by a mark alone (`Status: RESOLVED`):
	// see lastResolved.
	settledLater bool
	// wrapped says the block is a rendered line of a paragraph after its
	// first: the paragraph's sentence may run on into it (wrapped.go).
	wrapped bool
	// laterLine says the block is a rendered line of an item or a
	// heading after its first, which may end a sentence the line before
	// left open as a paragraph's later line may.
	laterLine bool
	// task is a list item's task-list box: 0 none, 1 open, 2 checked.
	task uint8
	// lead is the length in text of the bold run the block opens with
	// (`**BLOCKER** the token leaks`: len("BLOCKER")), 0 for none: the
	// rendered text has no mark where the bold ends, which a reader sees.
	lead uint8
	// label says a text line or item opens with bold or underscored
	// emphasis (`**Verdict:** PASS`).
	label bool
	// alert says the block stands in a GitHub alert (`> [!CAUTION]`):
	// the author's own words, read for what blocks and for conflicts,
	// but no verdict it states stands alone (see alert.go).
	alert bool
	// quoted says the block stands in a block quote that is no alert:
	// not the report's own statement, read only for a verdict that
	// would refuse a pass (see reader.quoted).
	quoted bool
	// afterBreak says a thematic break (`---`) stands right before the
	// block: a reader reads on past it as past a blank line (see
	// listedAfter and settledRow).
	afterBreak bool
	// unstruck is the text without its struck-through words (`~~x~~`,
	// `<del>x</del>`), for a block that has any; nil for the others. A
	// reader sees struck words withdrawn: what settles a finding,
	// approves or says there is none must hold without them (see holds).
	unstruck *string
}

// holds reports whether read holds of the block's text, and of its text
// without its struck-through words: a mark, a verdict or a statement of
// none that only struck words make is withdrawn to a reader.
func (b block) holds(read func(string) bool) bool {
	return read(b.text) && b.holdsUnstruck(read)
}

// holdsUnstruck reports whether read holds of the block's text without
// its struck-through words, when it has any: a reading of part of the
// text (a finding's words after its severity) is asked of the whole
// text without them.
func (b block) holdsUnstruck(read func(string) bool) bool {
	return b.unstruck == nil || read(*b.unstruck)
}

// withoutStruck is the block as it reads without its struck-through
// words.
func (b block) withoutStruck() block {
	if b.unstruck != nil {
		b.text, b.unstruck = *b.unstruck, nil
	}
	return b
}

// joinUnstruck is joinLines of lines without their struck-through words,
// or nil when none has any.
func joinUnstruck(lines []renderedLine) *string {
	struck := false
	for _, l := range lines {
		struck = struck || l.unstruck != nil
	}
	if !struck {
		return nil
	}
	alt := make([]renderedLine, len(lines))
	for i, l := range lines {
		alt[i].text = l.text
		if l.unstruck != nil {
			alt[i].text = *l.unstruck
		}
	}
	s := joinLines(alt)
	return &s
}

// tableRow is what a row holds: its cells, its table's header's cells,
// and whether it is that header.
type tableRow struct {
	cells    []cell
	header   []cell
	isHeader bool
	// head is what the header says, made on first use: one for all the
	// rows of a table, which share their header (see info).
	head *headerInfo
}

// headerInfo is what a table's header says, read once for all its rows
// rather than once or several times a row: keys are the header's cells
// as headingKey gives them, keyed the texts they were made of, and open
// and latest the columns named for what is open and for the latest round
// (columnsWith), made on first use (cols).
type headerInfo struct {
	keys, keyed  []string
	open, latest []int
	made, cols   bool
}

// holds reports whether h was made of header's texts.
func (h *headerInfo) holds(header []cell) bool {
	if !h.made || len(h.keyed) != len(header) {
		return false
	}
	for i := range header {
		if h.keyed[i] != header[i].text {
			return false
		}
	}
	return true
}

// withoutStruckCells is a row as it reads without its struck-through
// words: each cell's, and its header's.
func (b block) withoutStruckCells() block {
	b = b.withoutStruck()
	if b.tableRow == nil {
		return b
	}
	row := *b.tableRow
	row.cells = unstruckCells(row.cells)
	row.header = unstruckCells(row.header)
	row.head = nil // the table's is its header's with the struck words
	b.tableRow = &row
	return b
}

// unstruckCells is cells, each without its struck-through words.
func unstruckCells(cells []cell) []cell {
	out := make([]cell, len(cells))
	for i, c := range cells {
		out[i] = c
		if c.unstruck != nil {
			out[i].text, out[i].unstruck = *c.unstruck, nil
		}
	}
	return out
}
