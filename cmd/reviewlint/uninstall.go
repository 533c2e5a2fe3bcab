package main

import (
	"github.com/reviewlint/reviewlint/hooks"
	"github.com/urfave/cli/v2"
)

// uninstallCommand binds `reviewlint uninstall`.
func uninstallCommand() *cli.Command {
	return &cli.Command{
		Name:  "uninstall",
		Usage: "remove reviewlint's git hooks and put back the hooks you had",
		Description: "Removes the hooks `reviewlint install` wrote (all of them, or those named\n" +
			"with --hook) and moves each kept <hook>.reviewlint-user back in place,\n" +
			"unchanged; then the hooks folder, if install created it and it is empty.\n" +
			"It does the same in folders install wrote to that git no longer runs\n" +
			"hooks from (core.hooksPath changed or unset since).\n" +
			"Hooks that are not reviewlint's are left alone, and so is a reviewlint\n" +
			"hook edited by hand unless --force.",
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "hook", Usage: "uninstall only hook `NAME` (repeatable)"},
			&cli.BoolFlag{Name: "force", Usage: "remove a reviewlint hook even if it was edited by hand"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("uninstall takes no arguments; name hooks with --hook")
			}
			// Said first: the folder may be gone afterwards.
			printFolderNotes(c)
			results, err := hooks.Uninstall(hooks.Options{Hooks: c.StringSlice("hook"), Force: c.Bool("force")})
			printResults(c, results)
			return asUsage(err)
		},
	}
}
