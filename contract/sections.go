package contract

import (
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// section is a part of the report the contract knows by its heading.
type section uint8

const (
	secOther section = iota
	secCoverage
	secFindings
	secReason
	secDoNotRebuild
	secVerdict // a heading that is only "Verdict", its value on the next line
)

// sectionOf names the section a heading opens in the dialect. Matching
// ignores case, emphasis, leading numbering and emoji, trailing
// punctuation and a trailing parenthetical such as "(required)".
func (d *Dialect) sectionOf(heading string) section {
	return d.sections[headingKey(heading)]
}

// headingKey is a heading (or a section name, a column's name) as sections
// are matched: lower case, without emphasis, numbering and emoji before
// it ("3. Findings", "🔍 Findings"), trailing punctuation or a trailing
// parenthetical.
func headingKey(heading string) string {
	h := strings.TrimLeftFunc(normalize(heading), func(r rune) bool { return !unicode.IsLetter(r) })
	if i := strings.LastIndexByte(h, '('); i > 0 && strings.HasSuffix(h, ")") {
		h = strings.TrimSpace(h[:i])
	}
	return trimHeadingEnd(h)
}

// headingEnd is the ASCII of what trimHeadingEnd trims.
var headingEnd = newCutset(" .:;!-")

// trimHeadingEnd is strings.TrimRight(h, " .:;!-—–") without making
// the set anew for each of the header cells and headings it is asked
// of (cutset_test.go holds the two equal).
func trimHeadingEnd(h string) string {
	for h != "" {
		switch {
		case headingEnd[h[len(h)-1]]:
			h = h[:len(h)-1]
		case strings.HasSuffix(h, "—"):
			h = h[:len(h)-len("—")]
		case strings.HasSuffix(h, "–"):
			h = h[:len(h)-len("–")]
		default:
			return h
		}
	}
	return h
}

// normalize lowercases s, drops emphasis and code markers and collapses
// white space, for matching headings and verdict lines.
func normalize(s string) string { return flatten(s, true) }

// flatten drops emphasis and code markers and collapses white space;
// lower also lowercases ASCII letters. A verdict line is read with its
// case kept: a case-sensitive dialect, and a reader, tell PASS from pass.
// flattenCopy builds the flattened text; flatten returns s itself when
// nothing in it would change.
func flattenCopy(s string, lower bool) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '*' || c == '`':
			continue
		case c == '_':
			// An underscore between letters joins words
			// (REQUIRES_REVISION); any other is emphasis.
			if i > 0 && i+1 < len(s) && proseword.ASCII(s[i-1]) && proseword.ASCII(s[i+1]) {
				break
			}
			continue
		case c == ' ' || c == '\t':
			space = b.Len() > 0
			continue
		case lower && c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteByte(c)
	}
	return b.String()
}
