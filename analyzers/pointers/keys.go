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

// DefaultKeyIgnore are prefixes whose matches name standards, encodings,
// licences, advisories and platforms, not keys: UTF-8, SHA-256, ISO-8859,
// WINDOWS-1252, GB-2312, TIS-620, RFC-3339, CVE-2021, GPL-3, BSD-3, PEP-8,
// OSC-8, EUI-64, X86-64.
var DefaultKeyIgnore = []string{
	// encodings and character sets
	"UTF", "UCS", "ISO", "WINDOWS", "WIN", "CP", "IBM", "LATIN", "KOI", "EUC", "ASCII",
	"GB", "TIS", "JIS", "KSC", "BIG5", "MAC",
	// algorithms and protocols
	"SHA", "MD", "AES", "RSA", "ECDSA", "HMAC", "CRC", "TLS", "SSL", "HTTP", "IPV",
	// terminal escape sequences and hardware identifiers (OSC-8 links, EUI-64)
	"OSC", "CSI", "SGR", "EUI",
	// standards bodies and proposals
	"RFC", "BCP", "ECMA", "IEEE", "IEC", "POSIX", "ANSI", "PEP", "JSR", "JEP", "W3C",
	// security advisories
	"CVE", "CWE", "GHSA", "RUSTSEC", "PYSEC", "RHSA",
	// licences
	"LICENSE", "GPL", "LGPL", "AGPL", "MPL", "EPL", "CDDL", "EUPL", "CC0", "APACHE", "BSD", "BSL",
	// platforms and time zones
	"X", "X86", "AMD", "ARM", "AARCH", "UTC", "GMT",
}

// withoutURLs blanks URLs (with a scheme, or starting www.) and markdown
// link destinations, keeping offsets: a key-shaped piece of an address
// (LICENSE-2 in …/licenses/LICENSE-2.0) names a page elsewhere, not a key.
func withoutURLs(s string) string {
	return urlLike.ReplaceAllStringFunc(s, func(u string) string {
		if strings.HasPrefix(u, "](") {
			return "](" + strings.Repeat(" ", len(u)-2)
		}
		return strings.Repeat(" ", len(u))
	})
}

var urlLike = regexp.MustCompile(`(?i)\b(?:[a-z][a-z0-9+.\-]*://|www\.|mailto:)[^\s<>()\[\]"'` + "`" + `]*|\]\([^)\s]*`)

// partOfLongerName says whether the match s[i:j] continues as a longer
// name: CVE-2021 in CVE-2021-21300, ISO-8859 in ISO-8859-1, LICENSE-2 in
// LICENSE-2.0, or a piece of a path (docs/ABC-12, v-ABC-1). A key ends at
// a word's end, before punctuation that ends a sentence.
func partOfLongerName(s string, i, j int) bool {
	if i > 0 && strings.ContainsRune("-/.\\", rune(s[i-1])) {
		return true
	}
	if j+1 < len(s) {
		next, after := s[j], s[j+1]
		alnum := after >= '0' && after <= '9' || after >= 'a' && after <= 'z' || after >= 'A' && after <= 'Z'
		if next == '-' && alnum || next == '.' && after >= '0' && after <= '9' {
			return true
		}
	}
	return false
}

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
