package bytecompare

import (
	"fmt"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// checkExpectUnchanged turns "these files were not touched" into a check:
// each glob's matching paths at base and head must be byte-identical.
func checkExpectUnchanged(pass *analysis.Pass, result *Result) error {
	for _, g := range pass.Options.ExpectUnchanged {
		if !doublestar.ValidatePattern(g) {
			return fmt.Errorf("%w: --expect-unchanged %q is not a valid glob", analysis.ErrUsage, g)
		}
	}
	var headFiles []gitrepo.File
	var err error
	if pass.Staged {
		headFiles, err = pass.Repo.StagedFiles()
	} else {
		headFiles, err = pass.Repo.TreeFiles(pass.Head)
	}
	if err != nil {
		return err
	}
	changed := map[string]bool{}
	for _, c := range pass.Changes {
		changed[c.Path] = true
	}
	// listed holds the identical paths already stated: overlapping globs
	// (docs/** and docs/*.md) must not list or count a file twice.
	listed := map[string]bool{}
	for _, g := range pass.Options.ExpectUnchanged {
		e := ExpectResult{Glob: g}
		links := 0
		for _, f := range headFiles {
			if !match(g, f.Path) || changed[f.Path] {
				continue
			}
			if f.Mode == gitrepo.ModeSymlink && (strings.HasPrefix(g, f.Path+"/") || match(g, f.Path+"/x")) {
				// `mirror/**` matches the link `mirror` itself: its
				// target's name is unchanged, but what the glob means
				// (the files under mirror/) lies where it points, which
				// git does not follow. So do `m*/**`, `**/mirror/**`
				// and `docs/**` over a link docs/mirror: each would
				// match a file beneath the link.
				pass.Unchecked("files under %s: it is a symbolic link, and what it points to is not compared", analysis.CodePath(f.Path))
				links++
				continue
			}
			e.Matched++
			if listed[f.Path] {
				continue
			}
			listed[f.Path] = true
			if len(listed) <= 100 {
				pass.Fact("%s byte-identical between %s and %s (blob %s)", analysis.CodePath(f.Path),
					analysis.ShortSide(pass.Base, false), analysis.ShortSide(pass.Head, pass.Staged), f.Hash)
			}
			result.Files = append(result.Files, ByteFile{Path: f.Path, Status: "identical",
				OldBlob: f.Hash.String(), NewBlob: f.Hash.String(), OldMode: analysis.ModeText(f.Mode), NewMode: analysis.ModeText(f.Mode)})
		}
		for _, c := range pass.Changes {
			if match(g, c.Path) {
				e.Matched++
				e.Changed++
				pass.Failed(c.Path, fmt.Sprintf("%s %s between %s and %s", analysis.CodePath(c.Path), analysis.StatusWord(c),
					analysis.ShortSide(pass.Base, false), analysis.ShortSide(pass.Head, pass.Staged)),
					fmt.Sprintf("it matches --expect-unchanged %s, which says it must not change", analysis.CodePath(g)))
			}
		}
		switch {
		case e.Matched == 0 && links > 0:
			pass.Failed("", fmt.Sprintf("--expect-unchanged %s reaches its files only through a symbolic link", analysis.CodePath(g)),
				"so it checks nothing: name the folder the link points to")
		case e.Matched == 0:
			pass.Failed("", fmt.Sprintf("--expect-unchanged %s matches no file at either side", analysis.CodePath(g)),
				"so it checks nothing: correct the glob")
		}
		e.Unchanged = e.Matched > 0 && e.Changed == 0
		if e.Unchanged {
			pass.Fact("all %d %s matching %s unchanged", e.Matched, analysis.Plural(e.Matched, "file", "files"), analysis.CodePath(g))
		}
		result.ExpectUnchanged = append(result.ExpectUnchanged, e)
	}
	if more := len(listed) - 100; more > 0 {
		pass.Fact("%d more byte-identical %s, listed by reviewlint derive byte-compare --format json", more, analysis.Plural(more, "file", "files"))
	}
	return nil
}

func match(glob, path string) bool {
	ok, _ := doublestar.Match(glob, path)
	return ok
}
