package pointers

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	inlineLink = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)
	htmlID     = regexp.MustCompile(`(?i)\b(?:id|name)\s*=\s*["']([^"']+)["']`)
)

// slugger turns headings into GitHub anchors, counting repeats so that the
// second "Usage" becomes usage-1.
type slugger map[string]int

func (s slugger) slug(heading string) string {
	base := githubSlug(heading)
	n, seen := s[base]
	s[base] = n + 1
	if !seen {
		return base
	}
	return base + "-" + strconv.Itoa(n)
}

// githubSlug applies GitHub's rule to a heading's rendered text: lowercase,
// drop everything but letters, digits, spaces, - and _, then spaces to -.
func githubSlug(heading string) string {
	text := inlineLink.ReplaceAllString(heading, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(text)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
