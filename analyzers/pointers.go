package analyzers

import (
	"fmt"

	"github.com/reviewlint/reviewlint/analyzers/pointers"
)

// Pointers reports paths, anchors and keys the range broke or added broken.
var Pointers = &Analyzer{
	Name: "pointers",
	Doc: `file paths, #anchors and keys cited in docs and comments that the range broke

Reads markdown prose (paragraphs and headings as CommonMark parses them:
not code blocks, HTML blocks or comments) and code comments at head: markdown
links and reference definitions, backticked paths, bare paths in comments
(a backticked or bare path counts only if it exists at base or head),
#anchors checked against GitHub slugs of the rendered headings, and keys such as ABC-123
(defined by a markdown heading, a "KEY:" line, or a file name). Reports
pointers that resolved at base and not at head, and pointers new in the
range that resolve at neither. URLs with a scheme are not followed.`,
	Run: runPointers,
}

func runPointers(pass *Pass) (any, error) {
	base, head, changes, err := snapshots(pass)
	if err != nil {
		return nil, err
	}
	opts := pass.Options.Pointers
	in := pointers.Input{Base: base, Head: head, Changes: changes, KeyPatterns: opts.KeyPatterns}
	if len(opts.KeyIgnore) > 0 {
		in.KeyIgnore = opts.KeyIgnore
	}
	res, err := pointers.Analyze(in)
	if err != nil {
		return nil, err
	}
	broken := 0
	for _, f := range res.Facts {
		claim := fmt.Sprintf("%s %s cited at %s", f.Type, codePath(f.Pointer), f.At)
		if f.Kind == pointers.Broken {
			broken++
			pass.Failed(f.At.Path, claim, "resolved at base but not at head: "+f.Reason)
		} else {
			pass.Failed(f.At.Path, claim+" (new in the range)", "resolves at neither base nor head: "+f.Reason)
		}
	}
	if broken == 0 {
		pass.Fact("no file path, anchor or key cited at head that resolved at base is broken at head")
	}
	for _, s := range res.Skipped {
		pass.Unchecked("pointers in %s (%s)", codePath(s.Path), s.Reason)
	}
	if res.Facts == nil {
		res.Facts = []pointers.Fact{} // JSON: [] rather than null
	}
	return res, nil
}
