// Package htmlbreak reads HTML line-break tags as a browser does: `<br>`
// in any case and with any attributes or blanks (`<Br>`, `<br >`,
// `<br clear="all">`, `<BR/ >`), and the end tag `</br>`, which HTML
// parses as a break too. Markdown reports and the prose of verdict files
// both end a line at one; reading the tag in one place keeps the two
// readers from disagreeing on what a reader sees on a line of its own.
package htmlbreak

import "strings"

// IsTag reports whether tag, one HTML tag from its `<` to its `>`, is a
// line break.
func IsTag(tag string) bool {
	return strings.HasSuffix(tag, ">") && nameAt(tag, 0)
}

// Lines returns s with each break tag in it replaced by a line feed. A
// tag runs to the first `>` after its name; a `<br` that no `>` closes
// is text. The next `>` is looked up once per stretch of text, so s is
// read in linear time whatever its `<`s.
func Lines(s string) string {
	var b strings.Builder
	last, gt := 0, -1 // gt: the next '>' at or after the last name read, or len(s)
	for i := strings.IndexByte(s, '<'); i >= 0; {
		if nameAt(s, i) {
			if gt < i {
				gt = strings.IndexByte(s[i:], '>')
				if gt < 0 {
					break // no '>' after here: no tag closes
				}
				gt += i
			}
			if b.Len() == 0 {
				b.Grow(len(s))
			}
			b.WriteString(s[last:i])
			b.WriteByte('\n')
			last = gt + 1
			i = last
		} else {
			i++
		}
		k := strings.IndexByte(s[i:], '<')
		if k < 0 {
			break
		}
		i += k
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// nameAt reports whether the tag opening at s[i], a `<`, is named br: an
// optional `/`, then `br` in any case, then a blank, a slash or the
// tag's end.
func nameAt(s string, i int) bool {
	j := i + 1
	if j < len(s) && s[j] == '/' {
		j++
	}
	if j+3 > len(s) || !strings.EqualFold(s[j:j+2], "br") {
		return false
	}
	switch s[j+2] {
	case '>', '/', ' ', '\t', '\n', '\r', '\f':
		return true
	}
	return false
}
