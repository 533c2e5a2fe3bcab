package contract

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// footnoteMark opens a footnote reference as it is read: `[^1]`, where
// GitHub shows a superscript 1 that points to the end of the page.
const footnoteMark = "[^"

// renderedLine is one line of a block's text as it renders: entities and
// escapes decoded, emphasis and link syntax gone, inline HTML dropped.
// Code spans keep backtick delimiters so that a colon inside one is not a
// disposition.
type renderedLine struct {
	text string
	at   pos
	// bold is the text of a line that is nothing but strong emphasis (and
	// a colon): a heading to the contract.
	bold string
	// unstruck is the line without its struck-through words, when it has
	// any (nil otherwise): see block.unstruck.
	unstruck *string
}

// inlineReader renders a block's inline content line by line.
type inlineReader struct {
	w     *walker
	out   []renderedLine
	buf   []byte
	start int // source offset of the current line's first content, or -1
	// For the bold-only test of the current line: the content nodes that
	// start on it, the strong one among them, and whether a node spans
	// into it from an earlier line.
	content int
	strong  ast.Node
	spanned bool
	// contiguous says buf is exactly text[from:to] of the source, so the
	// line's string can be cut from it without a copy.
	contiguous bool
	from, to   int
	// unsafe is the offset of inline HTML that can change what renders
	// (-1 when none): the block is refused if it states contract text.
	unsafe int
	// struck is the offset of the block's first struck-through text (-1
	// when none); dropStruck renders the block without it, as a reader
	// who skips deleted words reads it.
	struck     int
	dropStruck bool
	// withdrawn names the elements open where the reader is whose text
	// a reader may not see as stated (see withdrawingTag): GitHub shows
	// <del> text struck through as it shows ~~text~~, and a <details>
	// body folded away. Past maxWithdrawn of them, the rest of the block
	// counts as withdrawn.
	withdrawn []string
}

// maxWithdrawn bounds the elements a block's reading keeps open.
const maxWithdrawn = 32

func (w *walker) inlineLines(n ast.Node) []renderedLine {
	flagged := len(w.doc.ambiguous)
	out, struck := w.renderInline(n, false)
	if struck < 0 {
		return out
	}
	// Struck-through words are shown, crossed out: a reader may read
	// the line with them or without them. Contract text either way is
	// refused, as inline HTML is.
	alt, _ := w.renderInline(n, true)
	if len(w.doc.ambiguous) == flagged {
		for i, l := range alt {
			next := ""
			if i+1 < len(alt) {
				next = alt[i+1].text
			}
			if w.d.contractText(l.text, next) {
				w.ambiguous(struck, "inline HTML or strikethrough, which renderers show or hide differently, stands beside contract text")
				break
			}
		}
	}
	// Each line keeps its rendering without the struck words. A line
	// break inside them leaves the lines out of step: then no line has
	// one, and nothing on them settles, approves or says none.
	none := ""
	for i := range out {
		if len(alt) == len(out) {
			if alt[i].text != out[i].text {
				out[i].unstruck = &alt[i].text
			}
		} else {
			out[i].unstruck = &none
		}
	}
	return out
}

// renderInline renders a block's inline content line by line; struck is
// the offset of its first struck-through text, or -1.
func (w *walker) renderInline(n ast.Node, dropStruck bool) ([]renderedLine, int) {
	r := inlineReader{w: w, unsafe: -1, struck: -1, buf: w.buf[:0], dropStruck: dropStruck}
	if l := n.Lines(); l != nil {
		r.out = make([]renderedLine, 0, l.Len())
	}
	r.reset()
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		first := len(r.out)
		r.mark(c)
		r.node(c)
		switch {
		case len(r.out) > first && !isBreakingText(c):
			// c spans lines: none of them is bold-only.
			r.out[first].bold = ""
			r.spanned = true
			r.content++
		case isBlankText(c, r.w.src):
		case c.Kind() == ast.KindEmphasis && c.(*ast.Emphasis).Level == 2 && len(r.out) == first:
			r.content++
			r.strong = c
		default:
			if len(r.out) > first {
				r.out[len(r.out)-1].bold = ""
			} else {
				r.content++
			}
		}
	}
	r.endLine()
	w.buf = r.buf
	// GitHub renders ~~text~~ struck through; CommonMark leaves the
	// tildes. Contract text beside them reads differently on the two.
	for _, l := range r.out {
		if r.unsafe < 0 && strings.Contains(l.text, "~~") {
			r.unsafe = l.at.offsetIn(w.lines)
		}
	}
	if r.unsafe >= 0 && !dropStruck {
		for i, l := range r.out {
			next := ""
			if i+1 < len(r.out) {
				next = r.out[i+1].text
			}
			if w.d.contractText(l.text, next) {
				w.ambiguous(r.unsafe, "inline HTML or strikethrough, which renderers show or hide differently, stands beside contract text")
				break
			}
		}
	}
	return r.out, r.struck
}

// isBreakingText reports whether c is text that ends its own line: the
// line it ends is still the one it started on.
func isBreakingText(c ast.Node) bool {
	t, ok := c.(*ast.Text)
	return ok && (t.SoftLineBreak() || t.HardLineBreak())
}

// isBlankText reports whether c is text of only spaces or a colon, which a
// bold-only line may carry around its bold text.
func isBlankText(c ast.Node, src []byte) bool {
	t, ok := c.(*ast.Text)
	if !ok {
		return false
	}
	v := bytes.TrimSpace(t.Segment.Value(src))
	return len(v) == 0 || string(v) == ":"
}

func (r *inlineReader) mark(n ast.Node) {
	if r.start < 0 {
		r.start = startOf(n)
	}
}

func (r *inlineReader) endLine() {
	if r.start < 0 && len(r.buf) == 0 {
		r.reset()
		return
	}
	at := pos{1, 1}
	if r.start >= 0 {
		at = r.w.lines.at(r.start)
	}
	var text string
	if r.contiguous && r.from >= 0 && r.to-r.from == len(r.buf) {
		text = r.w.text[r.from:r.to]
	} else {
		text = string(r.buf)
	}
	l := renderedLine{text: strings.TrimSpace(text), at: at}
	if r.content == 1 && r.strong != nil && !r.spanned {
		sub := inlineReader{w: r.w, unsafe: -1, struck: -1}
		sub.reset()
		for c := r.strong.FirstChild(); c != nil; c = c.NextSibling() {
			sub.node(c)
		}
		l.bold = strings.TrimSpace(string(sub.buf))
	}
	r.out = append(r.out, l)
	r.buf = r.buf[:0]
	r.reset()
}

func (r *inlineReader) reset() {
	r.start, r.content, r.strong, r.spanned = -1, 0, nil, false
	r.contiguous, r.from, r.to = true, -1, -1
}

// source appends source bytes [from, to) to the line, as they are.
func (r *inlineReader) source(from, to int) {
	switch {
	case len(r.buf) == 0:
		r.from, r.to = from, to
	case r.contiguous && from == r.to:
		r.to = to
	default:
		r.contiguous = false
	}
	r.buf = append(r.buf, r.w.src[from:to]...)
}

// appendRendered appends bytes that are not the source's own.
func (r *inlineReader) appendRendered(f func([]byte) []byte) {
	r.contiguous = false
	r.buf = f(r.buf)
}

// node renders one inline node and its children.
func (r *inlineReader) node(n ast.Node) {
	src := r.w.src
	if r.dropStruck && len(r.withdrawn) > 0 {
		switch n.(type) {
		case *ast.Text, *ast.String, *ast.CodeSpan, *ast.AutoLink:
			// Struck through by a tag: not in this rendering. A line
			// break still ends the line.
			if t, ok := n.(*ast.Text); ok && (t.SoftLineBreak() || t.HardLineBreak()) {
				r.endLine()
			}
			return
		}
	}
	switch n := n.(type) {
	case *ast.Text:
		r.mark(n)
		v := n.Segment.Value(src)
		if n.IsRaw() || !needsDecoding(v) {
			r.source(n.Segment.Start, n.Segment.Stop)
		} else {
			r.appendRendered(func(b []byte) []byte { return appendDecoded(b, v) })
		}
		if n.SoftLineBreak() || n.HardLineBreak() {
			r.endLine()
		}
	case *ast.String:
		r.mark(n)
		if n.IsCode() || n.IsRaw() {
			r.appendRendered(func(b []byte) []byte { return append(b, n.Value...) })
		} else {
			r.appendRendered(func(b []byte) []byte { return appendDecoded(b, n.Value) })
		}
	case *ast.CodeSpan:
		r.mark(n)
		var code []byte
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				v := t.Segment.Value(src)
				if bytes.HasSuffix(v, []byte("\n")) {
					v = append(v[:len(v)-1:len(v)-1], ' ')
				}
				code = append(code, v...)
			}
		}
		r.appendRendered(func(b []byte) []byte { return appendCode(b, code) })
	case *ast.AutoLink:
		r.mark(n)
		r.appendRendered(func(b []byte) []byte { return append(b, n.Label(src)...) })
	case *ast.Image:
		// An image shows a picture, or its alt text where the picture does
		// not load: contract text there is for some readers only.
		alt := inlineReader{w: r.w, unsafe: -1, struck: -1}
		alt.reset()
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			alt.node(c)
		}
		alt.endLine()
		for _, l := range alt.out {
			if r.w.d.shownAside(block{text: l.text}) {
				r.w.ambiguous(startOf(n), "an image's alt text, which only some readers see, holds contract text")
			}
		}
	case *east.FootnoteLink:
		// A footnote's mark: what it refers to renders at the end of the
		// page, and qualifies the words it follows.
		r.mark(n)
		r.appendRendered(func(b []byte) []byte {
			return append(append(append(b, footnoteMark...), strconv.Itoa(n.Index)...), ']')
		})
	case *ast.RawHTML:
		r.rawHTML(n)
	case *east.Strikethrough:
		r.mark(n)
		if r.struck < 0 {
			r.struck = startOf(n)
		}
		if r.unsafe < 0 {
			r.unsafe = startOf(n)
		}
		if !r.dropStruck {
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				r.node(c)
			}
		}
	default:
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			r.node(c)
		}
	}
}

// rawHTML handles inline HTML: a comment becomes a comment block (for the
// inline directives); a tag renders nothing, and one that can hide or
// restyle text marks the block as unsafe.
func (r *inlineReader) rawHTML(n *ast.RawHTML) {
	var raw []byte
	for i := 0; i < n.Segments.Len(); i++ {
		seg := n.Segments.At(i)
		raw = append(raw, seg.Value(r.w.src)...)
	}
	off := startOf(n)
	r.mark(n)
	if bytes.HasPrefix(raw, []byte("<!--")) {
		body := raw[4:]
		if i := bytes.Index(body, []byte("-->")); i >= 0 {
			body = body[:i]
		}
		at := r.w.lines.at(off)
		r.w.emit(block{kind: kindComment, line: at.line, col: at.col, text: strings.TrimSpace(string(body))})
		// A browser ends a comment at `--!>` too, and shows what follows.
		if bytes.Contains(raw, []byte("--!>")) {
			r.w.ambiguous(off, "an HTML comment that browsers end early at `--!>`")
		}
		return
	}
	if !harmlessTag(raw) && r.unsafe < 0 {
		r.unsafe = off
	}
	if lineBreakTag(raw) {
		// `<br>` shows what follows on a line of its own, as a hard
		// break does: `- **Minor**: typo<br>Critical: the login breaks`
		// is two lines to a reader.
		r.endLine()
		return
	}
	name, open, ok := withdrawingTag(raw)
	switch {
	case !ok:
	case open:
		if len(r.withdrawn) < maxWithdrawn {
			r.withdrawn = append(r.withdrawn, name)
		}
		if r.struck < 0 {
			r.struck = off
		}
	case len(r.withdrawn) < maxWithdrawn:
		// An end tag closes the innermost element of its name.
		for k := len(r.withdrawn) - 1; k >= 0; k-- {
			if r.withdrawn[k] == name {
				r.withdrawn = r.withdrawn[:k]
				break
			}
		}
	}
}

// startOf returns the source offset of the first byte of n, or -1.
func startOf(n ast.Node) int {
	switch n := n.(type) {
	case *ast.Text:
		return n.Segment.Start
	case *ast.RawHTML:
		if n.Segments.Len() > 0 {
			return n.Segments.At(0).Start
		}
	}
	if n.Pos() >= 0 {
		return n.Pos()
	}
	if n.Type() == ast.TypeBlock {
		if l := n.Lines(); l != nil && l.Len() > 0 {
			return l.At(0).Start
		}
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if off := startOf(c); off >= 0 {
			return off
		}
	}
	return -1
}

// appendCode appends a code span's content between backtick runs longer
// than any inside it, so that the span stays one span to the readers of
// dispositions and verdict lines.
func appendCode(dst, code []byte) []byte {
	longest, run := 0, 0
	for _, c := range code {
		if c == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	dst = appendBackticks(dst, longest+1)
	if len(code) > 0 && (code[0] == '`' || code[len(code)-1] == '`') {
		dst = append(dst, ' ')
		dst = append(dst, code...)
		dst = append(dst, ' ')
	} else {
		dst = append(dst, code...)
	}
	return appendBackticks(dst, longest+1)
}

// appendBackticks appends a run of n backticks.
func appendBackticks(dst []byte, n int) []byte {
	for range n {
		dst = append(dst, '`')
	}
	return dst
}
