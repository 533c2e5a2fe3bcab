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
	// task is a list item's task-list box: 0 none, 1 open, 2 checked.
	task uint8
	// label says a text line or item opens with bold or underscored
	// emphasis (`**Verdict:** PASS`).
	label bool
}

// tableRow is what a row holds: its cells, its table's header's cells,
// and whether it is that header.
type tableRow struct {
	cells    []cell
	header   []cell
	isHeader bool
}
