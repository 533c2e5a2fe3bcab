package contract

import (
	"bytes"
	"strings"
)

// The fast path. Most reports use a small part of markdown: paragraphs,
// ATX headings, one level of `- ` bullets, fenced code, block quotes and
// comment lines. For a report made only of those, with every line in a
// shape whose block structure CommonMark fixes beyond doubt, the blocks
// are found line by line here, and only the text of a block that holds
// inline markup (emphasis, code spans) is parsed, on its own, by the
// CommonMark parser. Anything else, anywhere in the report, sends the
// whole report to the full parser. A differential test holds the two
// readings equal (scanSimple's document is the full parser's, block for
// block) on generated, hostile and corpus reports, and a fuzz target
// keeps looking.

// lineClass is the shape of one line, for the fast path.
type lineClass uint8

const (
	lineOther     lineClass = iota // outside the fast path's shapes
	lineBlank                      // empty
	lineParagraph                  // text that opens no block
	lineHeading                    // `#`..`######`, a space, text
	lineItem                       // `- ` and text that opens no block
	lineComment                    // one HTML comment, alone on the line
	lineFence                      // three backticks and an info string
	lineQuote                      // `>`
)

// scanSimple reads a report in the fast path's shapes; false sends it to
// the full parser.
func scanSimple(src []byte, lines lineIndex, d *Dialect) (document, bool) {
	if bytes.IndexByte(src, '\r') >= 0 || bytes.IndexByte(src, '\t') >= 0 {
		return document{}, false
	}
	w := &walker{d: d, src: src, text: string(src), lines: lines}
	w.doc.blocks = newBlocks(&docBlocks, filledLines(lines, len(src)))
	n := len(lines)
	if n > 0 && lines[n-1] == len(src) {
		n-- // the empty line after a final newline
	}
	text := func(i int) string { // line i (0-based) without its newline
		end := len(src)
		if i+1 < len(lines) {
			end = lines[i+1] - 1
		}
		return w.text[lines[i]:end]
	}
	class := lineClasses{text: text, memo: make([]lineClass, n)}
	for i := 0; i < n; {
		l := text(i)
		switch c := class.of(i); c {
		case lineBlank:
			i++
		case lineHeading:
			if !w.simpleLeaf(i, i+1, l, c) {
				return document{}, false
			}
			i++
		case lineItem:
			// The next line may not continue the item's paragraph.
			if i+1 < n && class.of(i+1) == lineParagraph {
				return document{}, false
			}
			if !w.simpleLeaf(i, i+1, l, c) {
				return document{}, false
			}
			i++
		case lineParagraph:
			j := i + 1
			for j < n && class.of(j) == lineParagraph {
				j++
			}
			if !w.simpleLeaf(i, j, l, c) {
				return document{}, false
			}
			i = j
		case lineComment:
			raw := []byte(l)
			at := pos{i + 1, 1}
			w.commentBlock(raw, at)
			w.findMarkers(raw, at.line)
			i++
		case lineFence:
			j := i + 1
			for j < n && !closesFence(text(j)) {
				j++
			}
			if j == n || text(j) != "```" {
				return document{}, false // unclosed, or closed in a shape left to the full parser
			}
			i = j + 1
		case lineQuote:
			j := i + 1
			for j < n && class.of(j) == lineQuote {
				j++
			}
			// A following text line would continue the quote lazily; a
			// quote line in another shape is the full parser's.
			if j < n && class.of(j) != lineBlank {
				return document{}, false
			}
			w.quoteLines(i, j, text)
			i = j
		default:
			// A table starts a block of its own, not a lazy line of an
			// item or quote above it.
			prev := lineBlank
			if i > 0 {
				prev = class.of(i - 1)
			}
			if !tableLine(l) || prev != lineBlank && prev != lineHeading && prev != lineParagraph {
				return document{}, false
			}
			end, ok := w.simpleTable(i, n, &class)
			if !ok {
				return document{}, false
			}
			i = end
		}
	}
	if w.doc.complex != nil {
		return document{complex: w.doc.complex, what: w.doc.what}, true
	}
	w.pairEvidence()
	return w.doc, true
}

// filledLines counts the lines that hold anything: the most blocks the
// fast path emits, one per line of text.
func filledLines(lines lineIndex, size int) int {
	n := 0
	for i, start := range lines {
		end := size
		if i+1 < len(lines) {
			end = lines[i+1] - 1
		}
		if end > start {
			n++
		}
	}
	return n
}

// lineClasses holds the shape of each line once read: the fast path asks
// for most lines' shapes more than once.
type lineClasses struct {
	text func(int) string // line i (0-based) without its newline
	memo []lineClass      // a shape plus one; 0 for a line not read yet
}

// of returns the shape of line i (0-based).
func (c *lineClasses) of(i int) lineClass {
	if m := c.memo[i]; m != 0 {
		return m - 1
	}
	k := classify(c.text(i))
	c.memo[i] = k + 1
	return k
}

// closesFence reports whether a line inside a fence may close it: the
// fast path takes only a bare "```" as the close, and leaves any other
// fence-like line to the full parser.
func closesFence(l string) bool {
	t := strings.TrimLeft(l, " ")
	return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")
}

// classify returns the shape of a line (without its newline).
func classify(l string) lineClass {
	if l == "" {
		return lineBlank
	}
	switch c := l[0]; {
	case c == '#':
		level := 0
		for level < len(l) && l[level] == '#' {
			level++
		}
		if level > 6 || level+1 >= len(l) || l[level] != ' ' {
			return lineOther
		}
		content := l[level+1:]
		if !plainText(content) || !opensNoBlock(content) || strings.HasSuffix(content, "#") {
			return lineOther
		}
		return lineHeading
	case c == '-':
		if len(l) < 3 || l[1] != ' ' || !opensNoBlock(l[2:]) || !plainText(l[2:]) {
			return lineOther
		}
		return lineItem
	case c == '<':
		end := strings.Index(l, "-->")
		if strings.HasPrefix(l, "<!--") && end >= 4 && end == len(l)-3 && !strings.Contains(l, "--!>") {
			return lineComment
		}
		return lineOther
	case c == '`':
		if strings.HasPrefix(l, "```") && !strings.HasPrefix(l, "````") && !strings.Contains(l[3:], "`") {
			return lineFence
		}
		return lineOther
	case c == '>':
		// One level of quote around plain text: nothing in it nests or
		// holds inline syntax the parser's limits count.
		if l == ">" || len(l) > 2 && l[1] == ' ' && opensNoBlock(l[2:]) && plainText(l[2:]) && !hasInline(l[2:]) {
			return lineQuote
		}
		return lineOther
	}
	if opensNoBlock(l) && plainText(l) {
		return lineParagraph
	}
	return lineOther
}

// opensNoBlock reports whether text at the start of a line (or of a
// bullet's content) is paragraph text: it opens no heading, list, quote,
// fence, HTML block, thematic break or setext underline, is not indented,
// and ends in no space (a hard line break).
func opensNoBlock(s string) bool {
	if s == "" || s[len(s)-1] == ' ' {
		return false
	}
	switch c := s[0]; {
	case c == ' ', c == '#', c == '>', c == '-', c == '+', c == '=', c == '<', c == '`', c == '~', c == '_':
		return false
	case c == '*':
		// `**bold` opens no list (a marker needs a space after it) and no
		// thematic break (a letter follows).
		return len(s) > 2 && s[1] == '*' && s[2] != '*' && s[2] != ' '
	case c >= '0' && c <= '9':
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i < len(s) && s[i] != '.' && s[i] != ')'
	}
	return true
}

// plainText reports whether s holds none of the syntax the fast path
// leaves to the full parser: HTML and autolinks, entities, escapes,
// links, footnotes, task boxes, strikethrough and table cells, and a line
// that may be a table's delimiter row (`:--`).
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		if notPlain[s[i]] {
			return false
		}
	}
	return !onlyBytes(s, "-: ")
}

// onlyBytes reports whether every byte of s is one of set's (ASCII)
// bytes: strings.Trim(s, set) == "", without building the set each call.
func onlyBytes(s, set string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(set, s[i]) < 0 {
			return false
		}
	}
	return true
}

// notPlain marks the bytes plainText refuses.
var notPlain = [256]bool{'<': true, '&': true, '\\': true, '[': true, ']': true, '~': true, '|': true}

// hasInline reports whether s holds emphasis, code span or image syntax,
// which the CommonMark parser reads (and its limits count).
func hasInline(s string) bool {
	for i := 0; i < len(s); i++ {
		if inlineByte[s[i]] {
			return true
		}
	}
	return false
}

// inlineByte marks the bytes hasInline looks for: a table, not
// strings.ContainsAny, which builds its set on every call.
var inlineByte = [256]bool{'*': true, '_': true, '`': true, '!': true}

// simpleLeaf emits the blocks of lines [first, end), a paragraph, heading
// or bullet; firstClass is the shape of its first line. Plain text is its own rendering; text with inline syntax is
// parsed on its own, which reads it as it reads it in the whole report,
// since the fast path's shapes hold no link reference definitions.
func (w *walker) simpleLeaf(first, end int, firstText string, firstClass lineClass) bool {
	from := w.lines[first]
	to := len(w.src)
	if end < len(w.lines) {
		to = w.lines[end]
	}
	chunk := w.text[from:to]
	if hasInline(chunk) && !codeSpansOnly(chunk) {
		return w.parsedLeaf(first, from, to)
	}
	switch firstClass {
	case lineHeading:
		level := strings.IndexByte(firstText, ' ')
		w.emit(block{kind: kindHeading, line: first + 1, col: 1, depth: level, text: renderCodeSpans(firstText[level+1:])})
	case lineItem:
		w.emit(block{kind: kindItem, line: first + 1, col: 1, depth: 1, text: renderCodeSpans(firstText[2:])})
	default:
		prev, split := renderedLine{}, false
		for i := first; i < end; i++ {
			to := len(w.src)
			if i+1 < len(w.lines) {
				to = w.lines[i+1] - 1
			}
			b := block{kind: kindText, line: i + 1, col: 1, text: renderCodeSpans(w.text[w.lines[i]:to]), wrapped: i > first}
			w.emit(b)
			l := renderedLine{text: b.text, at: pos{b.line, b.col}}
			if i > first && !split {
				split = w.splitBetween(prev, l)
			}
			prev = l
		}
	}
	return true
}

// quoteLines emits the lines first to end of a one-level quote of plain
// text as the full walker does: each line a block of text after its
// marker, read only for a verdict that fails (reader.quoted).
func (w *walker) quoteLines(first, end int, text func(int) string) {
	w.quoted = true
	defer func() { w.quoted = false }()
	prev := renderedLine{}
	for i := first; i < end; i++ {
		l := text(i)
		if l == ">" {
			prev = renderedLine{}
			continue
		}
		b := block{kind: kindText, line: i + 1, col: 3, text: l[2:], wrapped: prev.text != ""}
		w.emit(b)
		cur := renderedLine{text: b.text, at: pos{b.line, b.col}}
		if prev.text != "" {
			w.splitBetween(prev, cur)
		}
		prev = cur
	}
}

// codeSpansOnly reports whether the inline syntax of a leaf is only code
// spans between single backticks, paired on each line, with no emphasis
// outside them, and few enough that the parser's limits are not near.
func codeSpansOnly(chunk string) bool {
	if strings.Count(chunk, "`") > 64 || strings.Count(chunk, "!") > 64 {
		return false
	}
	for rest, more := chunk, true; more; {
		var l string
		l, rest, more = strings.Cut(rest, "\n")
		if strings.Contains(l, "``") || strings.Count(l, "`")%2 != 0 {
			return false
		}
		outside := true
		for i := 0; i < len(l); i++ {
			switch l[i] {
			case '`':
				outside = !outside
			case '*', '_':
				if outside {
					return false
				}
			}
		}
	}
	return true
}

// renderCodeSpans renders a line that codeSpansOnly accepted: its text,
// each code span's content as the parser cuts it (one space trimmed from
// each side when both have one and it is not all spaces), between
// backticks as the full reader writes it. renderCodeSpansCopy builds it;
// renderCodeSpans returns the line itself when no span loses a space.
func renderCodeSpansCopy(l string) string {
	if strings.IndexByte(l, '`') < 0 {
		return strings.TrimSpace(l)
	}
	// The spans hold no backtick (codeSpansOnly), so each keeps its
	// single backticks and the rendering is no longer than the line.
	b := make([]byte, 0, len(l))
	for {
		i := strings.IndexByte(l, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(l[i+1:], '`') + i + 1
		b = append(b, l[:i]...)
		code := l[i+1 : j]
		if len(code) >= 2 && code[0] == ' ' && code[len(code)-1] == ' ' && strings.Trim(code, " ") != "" {
			code = code[1 : len(code)-1]
		}
		b = appendCode(b, []byte(code))
		l = l[j+1:]
	}
	b = append(b, l...)
	return strings.TrimSpace(string(b))
}

// parsedLeaf parses source [from, to), which starts on line first+1, on
// its own, and emits its blocks at their places in the report.
func (w *walker) parsedLeaf(first, from, to int) bool {
	sub := w.src[from:to]
	root, complex := parseMarkdown(sub)
	sw := &walker{d: w.d, src: sub, text: w.text[from:to], lines: newLineIndex(sub)}
	if complex != nil {
		if w.doc.complex == nil {
			at := sw.lines.at(complex.offset)
			at.line += first
			w.doc.complex, w.doc.what = &at, complex.what
		}
		return true
	}
	sw.container(root, 0)
	if len(sw.markers) > 0 || len(sw.doc.ambiguous) > 0 {
		return false
	}
	for _, b := range sw.doc.blocks {
		b.line += first
		w.emit(b)
	}
	return true
}
