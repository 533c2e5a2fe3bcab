package pointers

import (
	"regexp"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"
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

// DefaultKeyIgnore are the whole shapes of key-shaped names that name
// standards, encodings, algorithms, licences, advisories and platforms, not
// keys. Each is an RE2 pattern that must match the whole candidate (case
// ignored): UTF-8 and GB-2312 are names, GB-123 is a project's key. A
// candidate cut from a longer name (ISO-8859 of ISO-8859-1, CVE-2021 of
// CVE-2021-21300) never gets this far; the longer shapes are here for key
// patterns that match them whole.
var DefaultKeyIgnore = []string{
	// character encodings
	`UTF-(?:7|8|16|32)`, `UCS-[24]`, `CESU-8`, `VTF-7`,
	`ISO-(?:646|639|2022|3166|4217|8601|8859|9660|9899|10646|14882|15924)`,
	`(?:WINDOWS|WIN|CP|MS)-(?:874|932|936|949|950|125[0-8])`,
	`(?:CP|IBM)-(?:0?37|437|500|737|775|85[0-8]|86[0-9]|1047|114[0-9])`,
	`LATIN-(?:[1-9]|10)`, `GB-(?:2312|12345|13000|18030)`, `TIS-620`, `KSC-5601`, `ARMSCII-8`,
	// hashes, ciphers, checksums, protocol versions
	`SHA-(?:1|2|3|224|256|384|512)`, `SHA3-(?:224|256|384|512)`, `SHA512-(?:224|256)`, `MD-[245]`,
	`(?:AES|CAMELLIA|ARIA|ARCFOUR|RC4|DES|BLOWFISH)-(?:40|56|64|128|192|256)`, `RSA-(?:512|1024|2048|3072|4096|8192)`, `CRC-(?:8|16|32|64)`,
	`(?:ED|X|CURVE)-?(?:25519|448)`, `CHACHA-?20`, `POLY-?1305`, `PBKDF-?2`, `ARGON-?2`,
	`TLS-(?:1|10|11|12|13)`, `SSL-[23]`, `HTTP-(?:09|1|10|11|2|3)`, `IPV-[46]`, `WPA-[23]`,
	// standards and proposals
	`RFC-\d{1,5}`, `BCP-\d{1,3}`, `STD-\d{1,3}`, `ECMA-\d{1,3}`, `IEEE-\d{3,5}`, `IEC-\d{3,5}`,
	`FIPS-\d{3}`, `POSIX-\d{4}`, `PEP-\d{1,4}`, `JSR-\d{1,3}`, `JEP-\d{1,3}`, `EIP-\d{1,4}`, `ERC-\d{1,4}`,
	`BIP-\d{1,3}`, `PSR-\d{1,2}`, `SRFI-\d{1,3}`,
	// security advisories
	`CVE-\d{4}-\d{4,}`, `CWE-\d{1,4}`, `CAPEC-\d{1,4}`, `RUSTSEC-\d{4}-\d{4}`, `PYSEC-\d{4}-\d+`,
	`GO-\d{4}-\d{4}`, `RHSA-\d{4}:\d+`, `DSA-\d{3,5}(?:-\d+)?`, `DLA-\d{3,5}-\d+`, `USN-\d{3,5}-\d+`,
	`MS\d{2}-\d{3}`, `ZDI-\d{2}-\d{3,5}`,
	// licences, as SPDX spells them and as a licence URL ends (LICENSE-2.0)
	`(?:GPL|LGPL|AGPL|GFDL)-[1-3]`, `(?:MPL|EPL|EUPL|CDDL|CPL|OSL|AFL|ECL|APSL|LPPL|UPL|OFL|SSPL|BUSL|BSL|ZPL)-[1-3]`,
	`CC0-1`, `MIT-0`, `APACHE-[12]`, `BSD-[1-4]`, `LICENSE-[12]`,
	// terminal sequences, hardware addresses, architectures, machines
	`OSC-(?:[0-9]|1[0-2]|52|10[4-9]|11[0-2]|133|633|777|1337)`, `EUI-(?:48|64)`, `MAC-48`, `X86-(?:16|32|64)`, `(?:AMD|ARM|AARCH|PPC|MIPS|RV|IA|WIN)-(?:32|64)`,
	`VAX-11`, `PDP-(?:1|8|10|11)`, `VT-(?:52|100|102|220|320)`,
	// time zones and offsets (GMT-8, UTC-0500), release numbers (V04-00)
	`(?:UTC|GMT)-(?:0?\d|1[0-4])(?::?[0-5]\d)?`, `V\d+-\d+`,
}

// CompileKeyIgnore compiles key-ignore patterns, each matched against the
// whole candidate, case ignored.
func CompileKeyIgnore(patterns []string) (*regexp.Regexp, error) {
	if len(patterns) == 0 {
		return nil, nil
	}
	for _, p := range patterns {
		if _, err := regexp.Compile(p); err != nil {
			return nil, err
		}
	}
	return regexp.Compile(`(?i)^(?:(?:` + strings.Join(patterns, `)|(?:`) + `))$`)
}

// withoutURLs blanks URLs (with a scheme, or starting www.) and markdown
// link destinations, keeping offsets: a key-shaped piece of an address
// (LICENSE-2 in …/licenses/LICENSE-2.0) names a page elsewhere, not a key.
func withoutURLs(s string) string {
	return urlLike.Get().ReplaceAllStringFunc(s, func(u string) string {
		if strings.HasPrefix(u, "](") {
			return "](" + strings.Repeat(" ", len(u)-2)
		}
		return strings.Repeat(" ", len(u))
	})
}

var urlLike = &lazyregexp.Regexp{Expr: `(?i)\b(?:[a-z][a-z0-9+.\-]*://|www\.|mailto:)[^\s<>()\[\]"'` + "`" + `]*|\]\([^)\s]*`}

// partOfLongerName says whether the match s[i:j] continues as a longer
// name: CVE-2021 in CVE-2021-21300, ISO-8859 in ISO-8859-1, LICENSE-2 in
// LICENSE-2.0, RHSA-2021 in RHSA-2021:1234, or a piece of a path (docs/ABC-12, v-ABC-1). A key ends at
// a word's end, before punctuation that ends a sentence.
func partOfLongerName(s string, i, j int) bool {
	if i > 0 && strings.ContainsRune("-/.\\", rune(s[i-1])) {
		return true
	}
	if j+1 < len(s) {
		next, after := s[j], s[j+1]
		alnum := after >= '0' && after <= '9' || after >= 'a' && after <= 'z' || after >= 'A' && after <= 'Z'
		digit := after >= '0' && after <= '9'
		if next == '-' && alnum || (next == '.' || next == ':') && digit {
			return true
		}
	}
	return false
}

var definitionLead = &lazyregexp.Regexp{Expr: `^\s*(?:(?:[-*+]|\d+[.)])\s+)?[*_` + "`" + `]*`}

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
		rest := definitionLead.Get().ReplaceAllString(l.text, "")
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
