package contract

import (
	"bytes"
	"regexp"
	"sync"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/yuin/goldmark/util"
)

// startsBlock reports whether a line starts a block other than a
// paragraph, which ends a GFM table: an indented code line, an ATX
// heading, a code fence, a block quote, an HTML block (of any of the
// seven kinds: inside a table even the seventh, which cannot interrupt a
// paragraph, does), a thematic break, a list item (of any number) or a
// footnote definition.
// offset is the line's column, for tabs.
func startsBlock(line []byte, offset int) bool {
	w, pos := util.IndentWidth(line, offset)
	if w > 3 {
		return true
	}
	l := bytes.TrimRight(line[pos:], "\r\n")
	if len(l) == 0 {
		return false
	}
	switch c := l[0]; {
	case c == '>':
		return true
	case c == '#':
		n := 0
		for n < len(l) && l[n] == '#' {
			n++
		}
		return n <= 6 && (n == len(l) || l[n] == ' ' || l[n] == '\t')
	case c == '`' || c == '~':
		n := 0
		for n < len(l) && l[n] == c {
			n++
		}
		return n >= 3 && (c == '~' || !bytes.ContainsRune(l[n:], '`'))
	case c == '<':
		return htmlBlockStart(l)
	case c == '[':
		return footnoteDefinition.Get().Match(l)
	case c == '*' || c == '-' || c == '_' || c == '+':
		if c != '+' && thematicBreak(l, c) {
			return true
		}
		return c != '_' && (len(l) == 1 || l[1] == ' ' || l[1] == '\t')
	case c >= '0' && c <= '9':
		n := 0
		for n < len(l) && n < 10 && l[n] >= '0' && l[n] <= '9' {
			n++
		}
		return n <= 9 && n < len(l) && (l[n] == '.' || l[n] == ')') &&
			(n+1 == len(l) || l[n+1] == ' ' || l[n+1] == '\t')
	}
	return false
}

// thematicBreak reports whether l is three or more c, with spaces or
// tabs between them and nothing else.
func thematicBreak(l []byte, c byte) bool {
	n := 0
	for _, b := range l {
		switch b {
		case c:
			n++
		case ' ', '\t':
		default:
			return false
		}
	}
	return n >= 3
}

// htmlBlockStart reports whether l (from its `<`) opens an HTML block.
func htmlBlockStart(l []byte) bool {
	for _, re := range htmlStarts() {
		if re.Match(l) {
			return true
		}
	}
	return false
}

const attribute = `(?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>` + "`" + `]+|'[^']*'|"[^"]*"))?)`

// footnoteDefinition matches the start of a GFM footnote definition.
var footnoteDefinition = &lazyregexp.Regexp{Expr: `^\[\^[^\]\s]+\]:`}

// htmlStarts are compiled on first use, not at start-up.
var htmlStarts = sync.OnceValue(func() []*regexp.Regexp {
	return []*regexp.Regexp{
		regexp.MustCompile(`^(?i)<(?:script|pre|style|textarea)(?:\s|>|$)`),
		regexp.MustCompile(`^<!--`),
		regexp.MustCompile(`^<\?`),
		regexp.MustCompile(`^<![A-Za-z]`),
		regexp.MustCompile(`^<!\[CDATA\[`),
		regexp.MustCompile(`^(?i)</?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h1|h2|h3|h4|h5|h6|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:\s|/?>|$)`),
		regexp.MustCompile(`^(?:<[A-Za-z][A-Za-z0-9-]*` + attribute + `*\s*/?>|</[A-Za-z][A-Za-z0-9-]*\s*>)\s*$`),
	}
})
