package pointers

import (
	"regexp"
	"strings"
)

// DefaultKeyPatterns are the key patterns when the configuration names
// none: issue-tracker style keys such as ABC-123.
var DefaultKeyPatterns = []string{`[A-Z][A-Z0-9]+-[0-9]+`}

// CompileKeys compiles key patterns; each is matched on word boundaries so
// that XABC-1 does not cite ABC-1.
func CompileKeys(patterns []string) ([]*regexp.Regexp, error) {
	var out []*regexp.Regexp
	for _, p := range patterns {
		re, err := regexp.Compile(`\b(?:` + p + `)\b`)
		if err != nil {
			return nil, err
		}
		out = append(out, re)
	}
	return out, nil
}

// DefaultKeyIgnore are prefixes whose matches are names of standards and
// algorithms (UTF-8, SHA-256, ISO-8601, RFC-3339), not keys.
var DefaultKeyIgnore = []string{"UTF", "UCS", "SHA", "MD", "ISO", "RFC", "AES", "RSA", "ECDSA", "HMAC",
	"TLS", "SSL", "HTTP", "IPV", "CRC", "ECMA", "IEEE", "POSIX", "ANSI", "ASCII", "WIN", "X"}

// ignoredKey reports whether key starts with one of the ignored prefixes.
func ignoredKey(key string, ignore []string) bool {
	prefix, _, _ := strings.Cut(key, "-")
	for _, p := range ignore {
		if strings.EqualFold(prefix, p) {
			return true
		}
	}
	return false
}

var definitionLead = regexp.MustCompile(`^\s*(?:(?:[-*+]|\d+[.)])\s+)?[*_` + "`" + `]*`)

// keyDefinitions returns the keys a markdown file defines: keys in its
// headings, and a key that opens a line or list item followed by a colon
// ("ABC-12: ...", "- **ABC-12**: ..."). Mentions elsewhere are citations.
func keyDefinitions(src string, keys []*regexp.Regexp) []string {
	var out []string
	doc := parseMarkdown(src)
	for _, h := range doc.headings {
		for _, re := range keys {
			out = append(out, re.FindAllString(h.text, -1)...)
		}
	}
	for _, l := range doc.prose {
		rest := definitionLead.ReplaceAllString(l.text, "")
		for _, re := range keys {
			loc := re.FindStringIndex(rest)
			if loc == nil || loc[0] != 0 {
				continue
			}
			after := strings.TrimLeft(rest[loc[1]:], "*_`")
			if strings.HasPrefix(after, ":") {
				out = append(out, rest[:loc[1]])
			}
		}
	}
	return out
}
