package main

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/lint"
	"github.com/reviewlint/reviewlint/internal/rewrite"
)

// The fix flags of `lint`. Only lint fixes: the hooks and check never
// change the work tree or the index.
var (
	fixFlag  = &cli.BoolFlag{Name: "fix", Usage: "rewrite what has one meaning-preserving fix (status spelling, a disposition before its finding, a misspelled section heading) in place, then report what is left"}
	diffFlag = &cli.BoolFlag{Name: "diff", Usage: "print what --fix would change as a unified diff, and change nothing; exit 1 when there is something to fix"}
)

// fixMode reads --fix and --diff: "" for neither.
func fixMode(c *cli.Context, format string, args []string) (string, error) {
	fix, diff := c.Bool(fixFlag.Name), c.Bool(diffFlag.Name)
	switch {
	case fix && diff:
		return "", usagef("--fix writes the fixes and --diff only shows them: use one")
	case diff && format != "text":
		return "", usagef("--diff prints a diff, not %s: leave out --format", format)
	case fix:
		for _, a := range args {
			if a == "-" {
				return "", usagef("--fix cannot rewrite standard input: use --diff to see the fixes")
			}
		}
		return "fix", nil
	case diff:
		return "diff", nil
	}
	return "", nil
}

// runFix fixes the targets (or prints the fixes as a diff) and reports
// the diagnostics that are left.
func runFix(c *cli.Context, mode, format, root string, linter *lint.Linter, targets []lint.Target) error {
	results := linter.Fix(targets)
	if mode == "diff" {
		return printFixDiff(c, results)
	}
	var ds []diag.Diagnostic
	fixes, files, failed := 0, 0, 0
	for _, r := range results {
		if err := linter.WriteFixed(r, root); err != nil {
			fmt.Fprintf(c.App.ErrWriter, "reviewlint: %s: not fixed: %s\n", gitquote.Path(filepath.ToSlash(r.Target.Display)), gitquote.Text(err.Error()))
			failed++
			ds = append(ds, linter.LintTargets([]lint.Target{r.Target})...)
			continue
		}
		if r.Changed() {
			fixes, files = fixes+len(r.Fixes), files+1
		}
		ds = append(ds, r.Diagnostics...)
	}
	diag.Sort(ds)
	err := printDiagnosticsFiles(c, format, root, ds, nil, linter.Config())
	if format == "text" {
		fmt.Fprintf(c.App.ErrWriter, "reviewlint: fixed %s in %s\n", count(fixes, "problem"), count(files, "file"))
		printSummary(c.App.ErrWriter, len(results), ds)
	}
	if failed > 0 {
		return usagef("%s could not be fixed", count(failed, "file"))
	}
	return err
}

// printFixDiff prints the fixes of every target as one unified diff.
func printFixDiff(c *cli.Context, results []lint.Fixed) error {
	fixes, files := 0, 0
	for _, r := range results {
		if !r.Changed() {
			continue
		}
		fixes, files = fixes+len(r.Fixes), files+1
		if err := rewrite.Diff(c.App.Writer, diffName(r.Target), r.Before, r.After); err != nil {
			return fmt.Errorf("print diff: %w", err)
		}
	}
	fmt.Fprintf(c.App.ErrWriter, "reviewlint: %s to fix in %s of %s\n", count(fixes, "problem"), count(files, "file"), count(len(results), "file"))
	if files > 0 {
		return errFindings
	}
	return nil
}

// diffName names a file in a diff as git diff does, from the top of the
// repository (or the working folder outside one), so that the diff
// applies at the top (git apply, patch -p1) from whichever folder lint
// ran in; git apply refuses a name with `..`. A file outside the top, and
// standard input, keep the name the user gave.
func diffName(t lint.Target) string {
	rel := t.Rel
	if t.File == "" || rel == "" || rel == ".." || strings.HasPrefix(rel, "../") || path.IsAbs(rel) {
		return filepath.ToSlash(t.Display)
	}
	return rel
}
