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
		switch flatMark[c] {
		case 0:
			// A run of bytes kept as they are, single spaces between
			// them included, is written at once: most of a line.
			j := keptRun(s, i+1, lower)
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteString(s[i:j])
			i = j - 1
			continue
		case flatDropped:
			// `*`, a backtick: dropped; a tab: white space.
			if c == '\t' {
				space = b.Len() > 0
			}
			continue
		case flatUnderscore:
			// An underscore between letters joins words
			// (REQUIRES_REVISION); any other is emphasis.
			if i == 0 || i+1 == len(s) || !proseword.ASCII(s[i-1]) || !proseword.ASCII(s[i+1]) {
				continue
			}
		case flatSpace:
			space = b.Len() > 0
			continue
		case flatCapital:
			if lower {
				c += 'a' - 'A'
			}
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteByte(c)
	}
	return b.String()
}

// keptRun returns the end of the run of s from j on that flattenCopy
// keeps as it is: bytes it keeps (ASCII capitals too unless lower), and a
// single space between two of them, which it keeps as the space it
// writes for it.
func keptRun(s string, j int, lower bool) int {
	for j < len(s) {
		switch flatMark[s[j]] {
		case 0:
		case flatCapital:
			if lower {
				return j
			}
		case flatSpace:
			if j+1 == len(s) || !keptAsIs(s[j+1], lower) {
				return j
			}
		default:
			return j
		}
		j++
	}
	return j
}

// keptAsIs reports whether flattenCopy writes c, wherever it stands, as
// it is.
func keptAsIs(c byte, lower bool) bool {
	m := flatMark[c]
	return m == 0 || m == flatCapital && !lower
}
