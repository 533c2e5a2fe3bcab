package main

import (
	"fmt"

	"github.com/reviewlint/reviewlint/hooks"
	"github.com/urfave/cli/v2"
)

// installCommand binds `reviewlint install`.
func installCommand() *cli.Command {
	return &cli.Command{
		Name:  "install",
		Usage: "install the git hooks that refuse malformed reports, verdicts and review trailers",
		Description: "Writes pre-commit, pre-merge-commit, commit-msg, pre-push and pre-applypatch\n" +
			"hooks (or those named with --hook) into the folder git runs hooks from:\n" +
			"core.hooksPath, or the common git dir's hooks. A hook you already had is kept\n" +
			"as <hook>.reviewlint-user and runs first; `reviewlint uninstall` puts it back.\n" +
			"Installing again changes nothing.\n\n" +
			"It refuses, changing nothing, a hooks folder the repository tracks, a hook\n" +
			"run by husky, lefthook or pre-commit (add reviewlint to their config\n" +
			"instead), and a reviewlint hook edited by hand (--force overwrites it).\n\n" +
			"The folder is the one git names (`git rev-parse --git-path hooks`), so\n" +
			"core.hooksPath counts however it is set; an empty core.hooksPath, where git\n" +
			"runs no hooks, is refused. Two installs at once take turns (a lock file in\n" +
			"the hooks folder).\n\n" +
			"In a bare repository (a server's) it writes pre-receive; --hook update\n" +
			"adds the per-ref update hook.\n\n" +
			"--status prints what is installed where, and changes nothing.\n\n" +
			"Both name each other work tree of the repository (git worktree add) where git\n" +
			"runs hooks from another folder without these hooks in it, as a relative\n" +
			"core.hooksPath makes it (taken from each work tree's root), and say how to fix it.",
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "hook", Usage: "install only hook `NAME` (repeatable): pre-commit, pre-merge-commit, commit-msg, pre-push, pre-applypatch, pre-receive, update"},
			&cli.BoolFlag{Name: "status", Usage: "show the hooks folder and what is installed in it; install nothing"},
			&cli.BoolFlag{Name: "force", Usage: "overwrite a reviewlint hook that was edited by hand"},
			// The binary the hooks call first; the running executable when
			// empty. Tests use it to pin a path that is not there.
			&cli.StringFlag{Name: "binary", Hidden: true},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("install takes no arguments; name hooks with --hook")
			}
			opts := hooks.Options{Hooks: c.StringSlice("hook"), Binary: c.String("binary"), Force: c.Bool("force")}
			if c.Bool("status") {
				folder, statuses, strays, err := hooks.Status(opts)
				if err != nil {
					return asUsage(err)
				}
				hooks.WriteStatus(c.App.Writer, folder, statuses, strays)
				return printWorktreeNotes(c, opts, folder)
			}
			results, err := hooks.Install(opts)
			printResults(c, results)
			if len(results) > 0 {
				printFolderNotes(c)
			}
			if err != nil {
				return asUsage(err)
			}
			folder, err := hooks.HooksFolder(opts.Dir)
			if err != nil {
				return asUsage(err)
			}
			return printWorktreeNotes(c, opts, folder)
		},
	}
}

// printResults says what install or uninstall did to each hook.
func printResults(c *cli.Context, results []hooks.Result) {
	for _, r := range results {
		fmt.Fprintf(c.App.Writer, "%s: %s (%s)\n", r.Hook, r.Action, r.Path)
	}
}

// printWorktreeNotes names the other work trees of the repository whose
// commits git would not run these hooks for, and how to fix it.
func printWorktreeNotes(c *cli.Context, opts hooks.Options, folder hooks.Folder) error {
	left, err := hooks.UnprotectedWorktrees(opts, folder)
	if err != nil {
		return asUsage(err)
	}
	for _, u := range left {
		fmt.Fprintln(c.App.ErrWriter, "reviewlint:", u.Note())
	}
	return nil
}

// printFolderNotes warns when the hooks folder serves other repositories
// too, so that changing it here is not mistaken for a local change, and
// when git was not there to say where the folder is.
func printFolderNotes(c *cli.Context) {
	if folder, err := hooks.HooksFolder(""); err == nil {
		for _, note := range folder.Notes() {
			fmt.Fprintln(c.App.Writer, note)
		}
	}
}
