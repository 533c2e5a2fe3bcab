package contract

// An OutlineLine is one line of a report as it renders, for tools that
// learn a team's dialect from its reports: a heading (Level 1–6, 7 for a
// line that is only bold), a paragraph line, a list item's first line, a
// table row (its cells), or another rendered line.
type OutlineLine struct {
	Kind  string // "heading", "text", "item", "row", "other"
	Level int    // a heading's level; an item's or row's list depth
	Line  int
	Text  string
	Cells []string // a row's cells
	// Header says a row is its table's header; Label that a line or item
	// opens with bold text; Task that an item has a task box (1 open, 2
	// checked).
	Header, Label bool
	Task          int
}

// Outline returns the lines of a report as GitHub renders it, outside
// code, quotes and raw HTML, in order. It reads the report's structure
// only: it knows no dialect's words.
func Outline(content []byte) []OutlineLine {
	doc := scan(content, defaultDialect())
	var out []OutlineLine
	for _, b := range doc.blocks {
		l := OutlineLine{Line: b.line, Text: b.text, Label: b.label, Task: int(b.task)}
		switch b.kind {
		case kindHeading:
			l.Kind, l.Level = "heading", headingLevel(b)
		case kindText:
			l.Kind = "text"
		case kindItem:
			l.Kind, l.Level = "item", b.depth
		case kindRow:
			l.Kind, l.Level, l.Header = "row", b.depth, b.isHeader
			for _, c := range b.cells {
				l.Cells = append(l.Cells, c.text)
			}
		case kindComment:
			continue
		default:
			l.Kind = "other"
		}
		out = append(out, l)
	}
	return out
}
