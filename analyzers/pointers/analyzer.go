package pointers

import (
	"fmt"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Analyzer reports paths, anchors and keys the range broke or added broken.
var Analyzer = &analysis.Analyzer{
	Name: "pointers",
	Doc: `file paths, #anchors and keys cited in docs and comments that the range broke

Reads markdown prose (paragraphs and headings as CommonMark parses them:
not code blocks, HTML blocks or comments) and code comments at head: markdown
links (link text may span lines) and reference definitions, backticked
paths, bare paths in comments (a backticked or bare path counts only if it
exists at base or head), #anchors checked against GitHub slugs of the
rendered headings (a folder's anchor against its README), and keys such as
ABC-123 (defined by a markdown heading, a "KEY:" line, or a file name). A
key is not read from inside a URL or a longer name (CVE-2021 in
CVE-2021-21300, LICENSE-2 in LICENSE-2.0), nor when the whole name is on
the key-ignore list of standards, encodings, licences and advisories
(UTF-8, GB-2312, RFC-7231, GPL-3; GB-123 stays a key); the summary says
how many were ignored. A link starting with / is resolved as rules.toml's
root-links says. Reports pointers that resolved at base and not at head
(a file moved to another folder, paired with the deleted file of its name,
is read from its old path at base: the move broke its relative links),
and pointers new in the range that resolve at neither: both are failed
checks. URLs with a scheme are not followed.`,
	Requires: []*analysis.Analyzer{snapshot.Analyzer},
	Run:      runPointers,
}

func runPointers(pass *analysis.Pass) (any, error) {
	sides := pass.ResultOf[snapshot.Analyzer].(*snapshot.Sides)
	opts := pass.Options.Pointers
	in := Input{Base: sides.Base, Head: sides.Head, Changes: sides.Changes, KeyPatterns: opts.KeyPatterns}
	in.RootLinks = opts.RootLinks
	in.KeyIgnore, in.ExtendKeyIgnore = opts.KeyIgnore, opts.ExtendKeyIgnore
	res, err := Analyze(in)
	if err != nil {
		return nil, err
	}
	broken := 0
	for _, f := range res.Facts {
		claim := fmt.Sprintf("%s %s cited at %s", f.Type, analysis.CodePath(f.Pointer), f.At)
		if f.Kind == Broken {
			broken++
			pass.Failed(f.At.Path, claim, "resolved at base but not at head: "+f.Reason)
		} else {
			pass.Failed(f.At.Path, claim+" (new in the range)", "resolves at neither base nor head: "+f.Reason)
		}
	}
	switch {
	case res.Checked == 0 && len(res.Unchecked) > 0:
		// Each is said below.
	case res.Checked == 0:
		pass.Unchecked("pointers: nothing to check, no file path, anchor or key is cited in docs or comments at head")
	case broken == 0:
		pass.Fact("of the %d file paths, anchors and keys cited at head, none that resolved at base is broken at head", res.Checked)
	}
	if res.KeysIgnored > 0 {
		pass.Fact("%s", res.ignoredClaim())
	}
	for _, s := range res.Skipped {
		pass.Unchecked("pointers in %s (%s)", analysis.CodePath(s.Path), s.Reason)
	}
	for i, u := range res.Unchecked {
		if i == 20 {
			pass.Unchecked("%d more pointers whose targets cannot be judged, listed by reviewlint derive pointers --format json", len(res.Unchecked)-i)
			break
		}
		pass.Unchecked("%s %s cited at %s (%s)", u.Type, analysis.CodePath(u.Pointer), u.At, u.Reason)
	}
	if res.Facts == nil {
		res.Facts = []Fact{} // JSON: [] rather than null
	}
	return res, nil
}
