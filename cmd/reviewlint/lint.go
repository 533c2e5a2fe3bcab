package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

func lintCommand() *cli.Command {
	return &cli.Command{
		Name:      "lint",
		Usage:     "check review reports and verdict files",
		ArgsUsage: "[PATH…]  (files, folders, or - for stdin; none: every file rules.toml's globs match)",
		Flags: []cli.Flag{
			configFlag,
			noConfigFlag,
			formatFlag(outputFormats()),
			&cli.StringFlag{Name: "as", Usage: "lint files of unknown kind (and stdin) as `KIND`: report|verdict"},
			&cli.BoolFlag{Name: "respect-globs", Usage: "lint a named file only when rules.toml's [files] globs select it and exclude does not (for hook managers that pass file names)"},
			&cli.StringFlag{Name: "sha", Usage: "the commit under review as `REV` (an id, or a revision resolved in this repository): evidence blocks must name it (evidence-stale)"},
			fixFlag,
			diffFlag,
		},
		Action: runLint,
	}
}

func runLint(c *cli.Context) error {
	lessGC()
	format, err := formatOf(c)
	if err != nil {
		return err
	}
	as := lint.None
	if s := c.String("as"); s != "" {
		k, ok := lint.ParseKind(s)
		if !ok {
			return usagef("unknown --as %q (want report or verdict)", s)
		}
		as = k
	}
	mode, err := fixMode(c, format, c.Args().Slice())
	if err != nil {
		return err
	}
	cwd, err := os.Getwd()
	if err != nil {
		return asUsage(err)
	}
	repoRoot := lint.FindRoot(cwd)
	cfg, root, err := lintConfig(c, cwd, repoRoot)
	if err != nil {
		return err
	}
	linter := lint.New(cfg)
	if linter.SHA, err = shaFlag(c.String("sha"), cwd); err != nil {
		return err
	}
	if linter.SHA != "" && repoRoot != "" {
		// Evidence naming the commit by an abbreviation counts only when
		// the abbreviation names it alone here (evidence-stale).
		// A repository that does not hold the commit cannot say.
		if repo, err := gitrepo.Open(repoRoot); err == nil {
			defer repo.Close()
			if _, held, _ := repo.Abbrev(linter.SHA); held {
				linter.Abbrev = engine.Abbreviations(repo)
			}
		}
	}
	if repoRoot != "" {
		linter.Ignored = gitIgnored(root, c.App.ErrWriter)
		linter.RepoRoot = repoRoot
	}
	linter.RespectGlobs = c.Bool("respect-globs")
	targets, err := linter.Collect(root, c.Args().Slice(), as, c.App.Reader)
	if err != nil {
		return asUsage(err)
	}
	for _, n := range linter.Notices {
		fmt.Fprintln(c.App.ErrWriter, "reviewlint:", gitquote.Lines(n, "  "))
	}
	if linter.Skipped > 0 {
		fmt.Fprintf(c.App.ErrWriter, "reviewlint: skipped %d files not selected by %s's [files] globs\n", linter.Skipped, cfg.FileToEdit())
	}
	if len(targets) == 0 {
		// Never a silent pass: say what was looked for, so reports kept
		// outside the globs are noticed.
		fmt.Fprintf(c.App.ErrWriter, "reviewlint: no review files matched the globs (reports %s; verdicts %s; from %s)\n",
			strings.Join(cfg.Files.Reports, ", "), strings.Join(cfg.Files.Verdicts, ", "), cfg.Source)
		if n := linter.OutsideGlobs; n == 1 {
			fmt.Fprintf(c.App.ErrWriter, "reviewlint: 1 .md or .json file under %s is outside them: name it, or add a glob for it to [files] in %s\n", folders(c.Args().Slice()), cfg.FileToEdit())
		} else if n > 1 {
			fmt.Fprintf(c.App.ErrWriter, "reviewlint: %d .md or .json files under %s are outside them: name them, or add a glob for them to [files] in %s\n", n, folders(c.Args().Slice()), cfg.FileToEdit())
		}
	}
	if mode != "" {
		return runFix(c, mode, format, root, linter, targets)
	}
	ds, stated := linter.LintTargetsStated(targets)
	err = printDiagnosticsFiles(c, format, root, ds, stated, cfg)
	if format == "text" && len(targets) > 0 {
		printSummary(c.App.ErrWriter, len(targets), ds)
	}
	return err
}

// shaFlag is --sha as a commit id: a hexadecimal id as given (abbreviated
// ids match by prefix), anything else (HEAD, a branch, v1.2~1) resolved in
// the repository holding dir.
func shaFlag(rev, dir string) (string, error) {
	if rev == "" || isHexID(rev) {
		return rev, nil
	}
	repo, err := gitrepo.Open(dir)
	if err != nil {
		return "", usagef("--sha %s: not a hexadecimal commit id, and no repository to resolve it in: %v", rev, err)
	}
	defer repo.Close()
	h, err := repo.Resolve(rev)
	if err != nil {
		return "", usagef("--sha: %w", err)
	}
	return h.String(), nil
}

// isHexID reports whether s reads as a commit id, full or abbreviated.
func isHexID(s string) bool {
	if len(s) < 7 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// gitIgnored returns a lookup of what git ignores in the repository at
// root, asking git once, on the first walk. Without an answer it ignores
// nothing, and says so once.
func gitIgnored(root string, stderr io.Writer) func(rel string) bool {
	var ignored map[string]bool
	asked := false
	return func(rel string) bool {
		if !asked {
			asked = true
			repo, err := gitrepo.Open(root)
			if err == nil {
				ignored, err = repo.Ignored()
				repo.Close()
			}
			if err != nil {
				fmt.Fprintf(stderr, "reviewlint: .gitignore not applied: %v\n", err)
			}
		}
		return ignored[rel]
	}
}

// folders names the folders among the paths lint was given.
func folders(args []string) string {
	var dirs []string
	for _, a := range args {
		if info, err := os.Stat(a); err == nil && info.IsDir() {
			// Quoted as git quotes a path: a folder named with a line
			// break or an escape byte must not forge a line or hide text.
			dirs = append(dirs, gitquote.Path(filepath.ToSlash(a)))
		}
	}
	return strings.Join(dirs, ", ")
}
