package pointers

import (
	"regexp"
	"strings"
)

// line is one line of prose: markdown outside fenced code, or comment text.
type line struct {
	text string
	num  int
}

var (
	fenceOpen   = regexp.MustCompile("^ {0,3}(`{3,}|~{3,})")
	atxHeading  = regexp.MustCompile(`^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$`)
	setextUnder = regexp.MustCompile(`^ {0,3}(?:=+|-+)[ \t]*$`)
)

// proseLines returns a markdown file's lines outside fenced code blocks:
// code samples are the main source of false pointers.
func proseLines(src string) []line {
	var out []line
	var fence string
	for i, text := range strings.Split(src, "\n") {
		text = strings.TrimSuffix(text, "\r")
		if fence != "" {
			trimmed := strings.TrimSpace(text)
			if strings.HasPrefix(trimmed, fence) && strings.Trim(trimmed, fence[:1]) == "" {
				fence = ""
			}
			continue
		}
		if m := fenceOpen.FindStringSubmatch(text); m != nil {
			fence = m[1]
			continue
		}
		out = append(out, line{text, i + 1})
	}
	return out
}

// headings returns the heading texts of prose lines, ATX and setext, in
// document order.
func headings(lines []line) []line {
	var out []line
	for i, l := range lines {
		if m := atxHeading.FindStringSubmatch(l.text); m != nil {
			out = append(out, line{m[1], l.num})
			continue
		}
		if i > 0 && setextUnder.MatchString(l.text) {
			prev := lines[i-1]
			if prev.num == l.num-1 && strings.TrimSpace(prev.text) != "" && !atxHeading.MatchString(prev.text) && !isListItem(prev.text) {
				out = append(out, line{strings.TrimSpace(prev.text), prev.num})
			}
		}
	}
	return out
}

var listItem = regexp.MustCompile(`^\s*(?:[-*+]|\d+[.)])\s+`)

func isListItem(text string) bool { return listItem.MatchString(text) }

// anchors lists every anchor a markdown file offers: heading slugs (with
// GitHub's repeat suffixes) and explicit HTML id/name attributes.
func anchors(src string) map[string]bool {
	lines := proseLines(src)
	out := map[string]bool{}
	slugs := slugger{}
	for _, h := range headings(lines) {
		out[slugs.slug(h.text)] = true
	}
	for _, l := range lines {
		for _, m := range htmlID.FindAllStringSubmatch(l.text, -1) {
			out[strings.ToLower(m[1])] = true
		}
	}
	return out
}

func isMarkdown(p string) bool {
	lower := strings.ToLower(p)
	return strings.HasSuffix(lower, ".md") || strings.HasSuffix(lower, ".markdown")
}
