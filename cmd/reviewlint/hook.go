package main

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/hooks"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/suggest"
	"github.com/urfave/cli/v2"
)

// hookCommand binds `reviewlint hook NAME`: what the installed hooks run.
// Each git hook is a subcommand.
func hookCommand() *cli.Command {
	return &cli.Command{
		Name:      "hook",
		Usage:     "run a git hook; the scripts `reviewlint install` writes call this",
		ArgsUsage: "NAME [ARG…]",
		// Reached only when no hook matched. A script that names a hook this
		// binary does not run (an older binary under a newer script), or
		// none, must fail closed: help and exit 0 would let the commit or
		// push through unchecked.
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return usagef("hook: name the git hook to run: %s", strings.Join(hooks.Supported, ", "))
			}
			name := c.Args().First()
			if findCommand(c.Command.Subcommands, name) != nil {
				return usagef("hook: %s must come first, right after hook", gitquote.Text(name))
			}
			return usagef("hook: reviewlint runs no %q hook%s; it runs %s", name,
				suggest.DidYouMean(name, hooks.Supported), strings.Join(hooks.Supported, ", "))
		},
		Subcommands: []*cli.Command{
			{
				Name:  "pre-commit",
				Usage: "lint the reports and verdict files this commit records (from the index, never the work tree)",
				Flags: []cli.Flag{hookFormatFlag()},
				Action: func(c *cli.Context) error {
					if c.NArg() != 0 {
						return usagef("hook pre-commit takes no arguments (git passes none)")
					}
					ds, err := hooks.PreCommit("")
					if err != nil {
						return asUsage(err)
					}
					return refuseOnErrors(c, ds, "commit refused: fix the staged files above and `git add` them, or bypass this check once with `git commit --no-verify`")
				},
			},
			{
				// git runs this, not pre-commit, for a merge that needs no
				// conflict resolution; the merge result is in the index.
				Name:  "pre-merge-commit",
				Usage: "lint the reports and verdict files a clean merge records, as pre-commit does",
				Flags: []cli.Flag{hookFormatFlag()},
				Action: func(c *cli.Context) error {
					if c.NArg() != 0 {
						return usagef("hook pre-merge-commit takes no arguments (git passes none)")
					}
					ds, err := hooks.PreCommit("")
					if err != nil {
						return asUsage(err)
					}
					return refuseOnErrors(c, ds, "merge refused: fix the files above, `git add` them and `git commit` to conclude the merge, or bypass this check once with `git merge --no-verify`")
				},
			},
			{
				Name:      "commit-msg",
				Usage:     "check the review trailers of the commit message in FILE",
				ArgsUsage: "FILE",
				Flags:     []cli.Flag{hookFormatFlag()},
				Action: func(c *cli.Context) error {
					if c.NArg() != 1 {
						return usagef("hook commit-msg takes the message file git passes, and nothing else")
					}
					ds, _, err := hooks.CommitMsg("", c.Args().First())
					if err != nil {
						return asUsage(err)
					}
					return refuseOnErrors(c, ds, fmt.Sprintf("commit refused: fix the message (`git commit -e --cleanup=scissors -F %s` starts from it and drops any `commit -v` diff), or bypass this check once with `git commit --no-verify`", c.Args().First()))
				},
			},
			{
				Name:      "pre-push",
				Usage:     "refuse a push whose commits break the rules, as check --range does (reads `LOCAL-REF LOCAL-ID REMOTE-REF REMOTE-ID` lines on stdin)",
				ArgsUsage: "REMOTE URL",
				Flags:     []cli.Flag{hookFormatFlag()},
				Action: func(c *cli.Context) error {
					if c.NArg() != 2 {
						return usagef("hook pre-push takes the remote's name and URL git passes (got %d arguments), and reads the refs on standard input", c.NArg())
					}
					updates, err := hooks.ParsePushUpdates(c.App.Reader)
					if err != nil {
						return asUsage(err)
					}
					ds, err := hooks.PrePush("", c.Args().First(), updates)
					if err != nil {
						return asUsage(err)
					}
					return refuseOnErrors(c, ds, "push refused: fix the commits above (rewrite them, or add commits that fix the files and trailers) and push again, or bypass this check once with `git push --no-verify` (CI and the server still check)")
				},
			},
			{
				// git am applies the patch to the index, then runs this; the
				// index and the message it wrote are what the commit records.
				Name:  "pre-applypatch",
				Usage: "lint the reports, verdict files and review trailers of a patch `git am` or `git rebase --apply` applies, as pre-commit and commit-msg do",
				Flags: []cli.Flag{hookFormatFlag()},
				Action: func(c *cli.Context) error {
					if c.NArg() != 0 {
						return usagef("hook pre-applypatch takes no arguments (git passes none)")
					}
					ds, err := hooks.PreApplyPatch("")
					if err != nil {
						return asUsage(err)
					}
					// git rebase --apply runs this hook too, and its patches
					// go on with the rebase, not with git am.
					git := hooks.PatchCommand("")
					return refuseOnErrors(c, ds, fmt.Sprintf("patch refused: fix the files above, `git add` them and `%[1]s --continue` "+
						"(or `%[1]s --abort`), or skip the check once with `git -c core.hooksPath=/dev/null %[2]s --continue`", git, strings.TrimPrefix(git, "git ")))
				},
			},
			{
				Name:  "pre-receive",
				Usage: "refuse a push whose new commits break the rules (reads `OLD NEW REF` lines on stdin)",
				Flags: []cli.Flag{hookFormatFlag()},
				Action: func(c *cli.Context) error {
					if c.NArg() != 0 {
						return usagef("hook pre-receive reads the refs on standard input and takes no arguments")
					}
					updates, err := hooks.ParseUpdates(c.App.Reader)
					if err != nil {
						return asUsage(err)
					}
					return receive(c, updates)
				},
			},
			{
				Name:      "update",
				Usage:     "refuse a ref update whose new commits break the rules",
				ArgsUsage: "REF OLD NEW",
				Flags:     []cli.Flag{hookFormatFlag()},
				Action: func(c *cli.Context) error {
					if c.NArg() != 3 {
						return usagef("hook update takes the three arguments git passes: REF OLD NEW")
					}
					a := c.Args()
					return receive(c, []hooks.Update{{Ref: a.Get(0), Old: a.Get(1), New: a.Get(2)}})
				},
			},
		},
	}
}

// hookFormatFlag is --format for the hooks; the installed scripts pass no
// flags, so REVIEWLINT_FORMAT sets it too.
func hookFormatFlag() *cli.StringFlag {
	f := formatFlag(outputFormats())
	f.EnvVars = []string{"REVIEWLINT_FORMAT"}
	return f
}

func receive(c *cli.Context, updates []hooks.Update) error {
	ds, err := hooks.Receive("", updates)
	if err != nil {
		return asUsage(err)
	}
	return refuseOnErrors(c, ds, "push refused: fix the commits above (rewrite them, or add commits that fix the files and trailers) and push again; `reviewlint check --range OLD..NEW` shows the same locally")
}

// refuseOnErrors prints the diagnostics and, when any is an error, says
// what to do and returns errFindings (exit 1: git refuses). git merges a
// hook's stdout into its stderr, so with a machine format the advice is
// left out: the document must stand alone.
func refuseOnErrors(c *cli.Context, ds []diag.Diagnostic, refusal string) error {
	format, err := formatOf(c)
	if err != nil {
		return err
	}
	err = printDiagnostics(c, format, "", ds)
	if err == errFindings && format == "text" {
		fmt.Fprintf(c.App.ErrWriter, "reviewlint: %s\n", refusal)
	}
	return err
}
