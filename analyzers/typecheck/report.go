package typecheck

import (
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// typecheckFacts states the comparison. "No new type errors" is verified
// only when every error was compared: a new import this environment
// cannot resolve hides what the code using it gets wrong, so it makes
// the blanket claim unchecked. Each new error is a failed check: a
// finding, never a verified fact.
func typecheckFacts(pass *analysis.Pass, res *Result) {
	changed := "changed files"
	if res.reached {
		changed = "changed files, embedded files or requirements"
	}
	scope := fmt.Sprintf("the %d Go %s with %s", len(res.Packages), analysis.Plural(len(res.Packages), "package", "packages"), changed)
	if n := len(res.Importers); n > 0 {
		scope += fmt.Sprintf(" and the %d %s that import %s", n, analysis.Plural(n, "package", "packages"), analysis.Plural(len(res.Packages), "it", "them"))
	}
	how := "go/types over the git objects"
	if res.Method != "go/types" {
		scope = "the exported base and head trees"
		how = analysis.CodePath(res.Method)
	}
	for _, s := range res.Unchecked {
		pass.Unchecked("type errors in %s (%s)", analysis.CodePath(s.Path), s.Reason)
	}
	if res.Method == "go/types" && len(res.Packages) == 0 {
		pass.Fact("the range changes no Go file in a package the go command builds, so no type errors to compare")
		return
	}
	counts := fmt.Sprintf("base %d, head %d, %d new, %d fixed", res.Base, res.Head, res.New, res.Fixed)
	if n := len(res.Unchecked); n > 0 {
		counts += fmt.Sprintf("; %d %s not checked, listed", n, analysis.Plural(n, "path", "paths"))
	}
	unresolved, listed := 0, 0
	for _, f := range res.Files {
		for _, s := range f.Unresolved {
			unresolved++
			pass.Unchecked("what %s line %d uses from an import this environment cannot resolve (%s)", analysis.CodePath(f.Path), s.Line, s.Msg)
		}
		for _, s := range f.Unread {
			unresolved++
			pass.Unchecked("an error at %s line %d that a file not read may cause or not (%s)", analysis.CodePath(f.Path), s.Line, s.Msg)
		}
		for _, s := range f.New {
			if listed++; listed <= maxSiteFindings {
				pass.Failed(f.Path, fmt.Sprintf("%s line %s has a new type error: %s", analysis.CodePath(f.Path), lineCol(s.Line, s.Col), s.Msg),
					fmt.Sprintf("the base has no such error there (%s in %s, by %s)", counts, scope, how))
			}
		}
	}
	if listed > maxSiteFindings {
		pass.Failed("", fmt.Sprintf("%d more new type errors", listed-maxSiteFindings), "listed by reviewlint derive typecheck --format json")
	}
	switch {
	case res.New > 0:
		// Each new error is a finding; the totals are in their reasons.
	case res.gaps > 0:
		pass.Unchecked("no new type errors in %s by %s (%s; an error or an importer may hide in %d of them)",
			scope, how, counts, res.gaps)
	case unresolved > 0:
		pass.Unchecked("no new type errors in %s by %s (%s; %d new %s this environment cannot resolve, so what uses them is unchecked)",
			scope, how, counts, unresolved, analysis.Plural(unresolved, "import", "imports"))
	default:
		pass.Fact("no new type errors in %s (%s; by %s)", scope, counts, how)
	}
}

func lineCol(line, col int) string {
	if col > 0 {
		return fmt.Sprintf("%d:%d", line, col)
	}
	return fmt.Sprint(line)
}

// WriteText prints the totals, then each file with errors and its new and
// fixed sites, then what was not checked.
func (r *Result) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "by %s", r.Method)
	if len(r.Packages) > 0 {
		fmt.Fprintf(w, " in %s", strings.Join(r.Packages, ", "))
	}
	if len(r.Importers) > 0 {
		fmt.Fprintf(w, " and importers %s", strings.Join(r.Importers, ", "))
	}
	fmt.Fprintf(w, ": base %d, head %d, %d new, %d fixed, %d unchanged\n", r.Base, r.Head, r.New, r.Fixed, r.Unchanged)
	for _, f := range r.Files {
		name := gitquote.Path(f.Path)
		if f.OldPath != "" {
			name = gitquote.Path(f.OldPath) + " -> " + name
		}
		fmt.Fprintf(w, "%s: base %d, head %d, %d new, %d fixed, %d unchanged\n", name, f.Base, f.Head, len(f.New), len(f.Fixed), f.Unchanged)
		for _, s := range f.New {
			fmt.Fprintf(w, "  new %s\n", s.Text())
		}
		for _, s := range f.Unresolved {
			fmt.Fprintf(w, "  unresolved %s\n", s.Text())
		}
		for _, s := range f.Fixed {
			fmt.Fprintf(w, "  fixed %s\n", s.Text())
		}
	}
	for _, s := range r.Unchecked {
		if _, err := fmt.Fprintf(w, "not checked %s: %s\n", gitquote.Path(s.Path), s.Reason); err != nil {
			return err
		}
	}
	return nil
}
