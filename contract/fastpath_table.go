package contract

import "strings"

// The fast path's tables: a header line with pipes at the start of a
// paragraph, a delimiter row with as many columns, and body rows up to
// the paragraph's end, every cell plain text or code spans. Cells are
// split at every pipe, as the GFM parser splits them before it reads
// code spans (the fast path's shapes hold no escaped pipe), trimmed, cut
// or padded to the header's count.

// tableLine reports whether a line may be a row of a table in the fast
// path's shapes: paragraph text with a pipe and no other syntax the
// fast path leaves to the full parser.
func tableLine(l string) bool {
	return strings.IndexByte(l, '|') >= 0 && opensNoBlock(l) &&
		!notTableText.in(l) && !onlyBytes(l, "-:| ")
}

// delimiterCells returns the columns of a delimiter row (`|---|:--:|`), or
// -1 when the line is not one: its parts between pipes, less a blank
// first and a blank last, each spaces, an optional colon, dashes, an
// optional colon and spaces.
func delimiterCells(l string) int {
	if !onlyBytes(l, "-:| ") || onlyBytes(l, "- ") || strings.HasPrefix(l, " ") {
		return -1
	}
	parts := strings.Count(l, "|") + 1
	lo, hi := 0, parts
	first, _, _ := strings.Cut(l, "|")
	if strings.TrimSpace(first) == "" {
		lo++
	}
	if hi > lo && strings.TrimSpace(l[strings.LastIndexByte(l, '|')+1:]) == "" {
		hi--
	}
	k := 0
	for c := range strings.SplitSeq(l, "|") {
		if k >= lo && k < hi && !delimiterColumn(c) {
			return -1
		}
		k++
	}
	return hi - lo
}

// delimiterColumn reports whether c matches ` *:?-+:? *`.
func delimiterColumn(c string) bool {
	i := 0
	for i < len(c) && c[i] == ' ' {
		i++
	}
	if i < len(c) && c[i] == ':' {
		i++
	}
	dashes := i
	for i < len(c) && c[i] == '-' {
		i++
	}
	if i == dashes {
		return false
	}
	if i < len(c) && c[i] == ':' {
		i++
	}
	for i < len(c) && c[i] == ' ' {
		i++
	}
	return i == len(c)
}

// splitRow cuts a row into its cells' texts and their 0-based byte
// offsets in the line, as the GFM parser does, appended to texts and
// offsets (a table's rows reuse one pair).
func splitRow(l string, texts []string, offsets []int) ([]string, []int) {
	start, end := 0, len(l)
	for start < end && l[start] == ' ' {
		start++
	}
	for end > start && l[end-1] == ' ' {
		end--
	}
	if start < end && l[start] == '|' {
		start++
	}
	if end > start && l[end-1] == '|' {
		end--
	}
	for from := start; from < end; {
		to := strings.IndexByte(l[from:end], '|')
		if to < 0 {
			to = end
		} else {
			to += from
		}
		s, e := from, to
		for s < e && l[s] == ' ' {
			s++
		}
		for e > s && l[e-1] == ' ' {
			e--
		}
		texts = append(texts, l[s:e])
		offsets = append(offsets, s)
		from = to + 1
	}
	return texts, offsets
}

// simpleTable emits the table whose header is line first (0-based) and
// returns the line after it; false leaves the report to the full parser.
func (w *walker) simpleTable(first, n int, class *lineClasses) (int, bool) {
	text := class.text
	if first+1 >= n {
		return 0, false
	}
	texts, offsets := splitRow(text(first), nil, nil)
	cols := delimiterCells(text(first + 1))
	if cols < 0 || cols != len(texts) {
		return 0, false
	}
	end := first + 2
	for end < n {
		l := text(end)
		if c := class.of(end); c != lineParagraph && !tableLine(l) || c == lineBlank {
			break
		}
		end++
	}
	if end < n && class.of(end) == lineOther {
		return 0, false
	}
	for i := first + 2; i < end; i++ {
		// The empty cells short rows add, counted before any is made:
		// past maxPadding the full parser refuses the report.
		texts, offsets = splitRow(text(i), texts[:0], offsets[:0])
		if w.padding += max(cols-len(texts), 0); w.padding > maxPadding {
			return 0, false
		}
	}
	var header []cell
	// The rows' cells and tableRows, one allocation each for the table
	// (the delimiter row has none); each row's cells are capped at its
	// own, so that no append reaches the next row's.
	all := make([]cell, (end-first-1)*cols)
	cells := all
	rows := make([]tableRow, end-first-1)
	head := new(headerInfo) // the rows' header's, made on first use
	size := 0               // of the rows' texts, their cells joined by " | "
	for i := first; i < end; i++ {
		if i == first+1 {
			continue
		}
		texts, offsets = splitRow(text(i), texts[:0], offsets[:0])
		if i == first {
			texts, offsets = texts[:cols], offsets[:cols]
		}
		row := cells[:cols:cols]
		cells = cells[cols:]
		for k := 0; k < cols && k < len(texts); k++ {
			t := texts[k]
			if hasInline(t) && !codeSpansOnly(t) {
				return 0, false
			}
			if t != "" {
				row[k] = cell{text: renderCodeSpans(t), at: pos{i + 1, offsets[k] + 1}}
			}
		}
		size += len(" | ") * (cols - 1)
		for _, c := range row {
			size += len(c.text)
		}
	}
	// The rows' texts are pieces of one string, made in one allocation
	// for the table rather than one a row.
	var joined strings.Builder
	joined.Grow(size)
	for r := 0; r < len(rows); r++ {
		for k, c := range all[r*cols : (r+1)*cols] {
			if k > 0 {
				joined.WriteString(" | ")
			}
			joined.WriteString(c.text)
		}
	}
	texted := joined.String()
	cells = all
	for i := first; i < end; i++ {
		if i == first+1 {
			continue
		}
		row := cells[:cols:cols]
		cells = cells[cols:]
		tr := &rows[0]
		rows = rows[1:]
		tr.isHeader = i == first
		b := block{kind: kindRow, line: i + 1, col: 1, tableRow: tr}
		for _, c := range row {
			if c.text != "" {
				b.col = c.at.col
				break
			}
		}
		n := len(" | ") * (cols - 1)
		for _, c := range row {
			n += len(c.text)
		}
		b.text, texted = texted[:n], texted[n:]
		if i == first {
			header = row
		}
		b.cells, b.header, b.head = row, header, head
		w.emit(b)
	}
	return end, true
}
