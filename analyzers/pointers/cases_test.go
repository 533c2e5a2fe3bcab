package pointers

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Keys are not cut from addresses, advisories, licences or encodings: only
// ABC-12 and DEF-3 below are keys, and only they are unresolved.
func TestKeysThatAreNotKeys(t *testing.T) {
	base := snapshot.Map{"README.md": "# R\n", "a.go": "package a\n"}
	head := snapshot.Map{
		"README.md": "# R\n\nLicensed under [Apache](http://www.apache.org/licenses/LICENSE-2.0) and\n" +
			"GPL-3.0; see https://nvd.nist.gov/vuln/detail/CVE-2019-1010 for CVE-2021-21300,\n" +
			"RFC-7231, UTF-8, ISO-8859-1, WINDOWS-1252, PEP-8, x86 and X86-64 and GHSA-abcd-1234;\n" +
			"<https://example.com/JIRA-77>, www.example.org/TASK-9 and ABC-12.\n",
		"a.go": "package a\n\n// http://example.com/browse/OPS-4 explains DEF-3; read as windows-1252 or ISO-8859-15.\n",
	}
	check(t, run(t, base, head),
		`key ABC-12 cited at README.md:6 (new in the range) resolves at neither base nor head: no heading, KEY: line or file name defines it`,
		`key DEF-3 cited at a.go:3 (new in the range) resolves at neither base nor head: no heading, KEY: line or file name defines it`)
}

// Link text wrapped across lines is one link, as CommonMark reads it; a
// link inside a code span or escaped is none.
func TestWrappedLinks(t *testing.T) {
	base := snapshot.Map{
		"README.md": "# R\n\nRead [the\nwhole guide](docs/guide.md) and [an ![icon](img/i.png)\nhere](docs/x.md).\n" +
			"Not links: `[a](gone.md)` and \\[b](gone.md).\n",
		"docs/guide.md": "# G\n", "docs/x.md": "# X\n", "img/i.png": "png", "gone.md": "g\n",
	}
	head := clone(base)
	delete(head, "docs/guide.md")
	delete(head, "img/i.png")
	delete(head, "gone.md")
	check(t, run(t, base, head),
		`path docs/guide.md cited at README.md:3 resolved at base but not at head: no such file or directory`,
		`path img/i.png cited at README.md:4 resolved at base but not at head: no such file or directory`)
}

// A link starting with / is a path from the repository root, a page of a
// published site (skip), or a path in the folder the site is built from.
func TestRootLinks(t *testing.T) {
	base := snapshot.Map{
		"README.md":           "# R\n\n[a](/guide/start.md) [b](/api/) `/etc/hosts`\n",
		"site/guide/start.md": "# S\n", "site/api/index.md": "# A\n",
		"guide/start.md": "# S\n", "api/x.md": "# A\n",
	}
	head := clone(base)
	delete(head, "site/guide/start.md")
	delete(head, "guide/start.md")
	delete(head, "api/x.md")
	for mode, want := range map[string][]string{
		"repository": {
			`path /api/ cited at README.md:3 resolved at base but not at head: no such file or directory`,
			`path /guide/start.md cited at README.md:3 resolved at base but not at head: no such file or directory`,
		},
		"skip": nil,
		"site": {`path /guide/start.md cited at README.md:3 resolved at base but not at head: no such file or directory`},
	} {
		res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head), RootLinks: mode})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range res.Facts {
			got = append(got, f.String())
		}
		t.Run(mode, func(t *testing.T) { check(t, got, want...) })
	}
}

// The ignore list names whole shapes: a standard's or encoding's name is
// ignored, a project key with the same prefix is not.
func TestKeyIgnoreShapes(t *testing.T) {
	ignore, err := CompileKeyIgnore(DefaultKeyIgnore)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"UTF-8", "utf-16", "ISO-8859", "WINDOWS-1252", "CP-1252", "GB-2312", "GB-18030", "TIS-620",
		"LATIN-1", "SHA-256", "RFC-7231", "CVE-2021-21300", "RUSTSEC-2021-0001", "RHSA-2021:1234", "PEP-8", "GPL-3",
		"LICENSE-2", "BSD-3", "OSC-8", "OSC-52", "EUI-64", "MAC-48", "X86-64", "VAX-11", "V04-00", "GMT-8", "UTC-0500", "CAMELLIA-128"} {
		if !ignore.MatchString(name) {
			t.Errorf("%s is taken as a key", name)
		}
	}
	for _, key := range []string{"GB-123", "MAC-12", "BSD-7", "OSC-77", "EUI-9", "TIS-12", "CVE-2021", "UTF-9", "ISO-12",
		"LICENSE-30", "GPL-12", "SHA-7", "ABC-12", "UTF-8X", "XUTF-8", "UTC-99", "AES-12"} {
		if ignore.MatchString(key) {
			t.Errorf("key %s is on the ignore list", key)
		}
	}
}

// A key-shaped name followed by :digits is cut from a longer name (an
// erratum RHSA-2021:1234), not a key.
func TestKeyBeforeColonNumber(t *testing.T) {
	base := snapshot.Map{"README.md": "# R\n"}
	head := snapshot.Map{"README.md": "# R\n\nFixed by FOO-2021:1234 and BAR-7: and BAZ-8.\n"}
	check(t, run(t, base, head),
		`key BAR-7 cited at README.md:3 (new in the range) resolves at neither base nor head: no heading, KEY: line or file name defines it`,
		`key BAZ-8 cited at README.md:3 (new in the range) resolves at neither base nor head: no heading, KEY: line or file name defines it`)
}
