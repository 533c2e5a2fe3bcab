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
		Description: "Writes pre-commit and commit-msg hooks (or those named with --hook) into the\n" +
			"folder git runs hooks from: core.hooksPath, or the common git dir's hooks.\n" +
			"A hook you already had is kept as <hook>.reviewlint-user and runs first;\n" +
			"`reviewlint uninstall` puts it back. Installing again changes nothing.\n\n" +
			"--status prints what is installed where, and changes nothing.",
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "hook", Usage: "install only hook `NAME` (repeatable): pre-commit, commit-msg"},
			&cli.BoolFlag{Name: "status", Usage: "show the hooks folder and what is installed in it; install nothing"},
			// The binary the hooks call first; the running executable when
			// empty. Tests use it to pin a path that is not there.
			&cli.StringFlag{Name: "binary", Hidden: true},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("install takes no arguments; name hooks with --hook")
			}
			opts := hooks.Options{Hooks: c.StringSlice("hook"), Binary: c.String("binary")}
			if c.Bool("status") {
				dir, statuses, err := hooks.Status(opts)
				if err != nil {
					return asUsage(err)
				}
				hooks.WriteStatus(c.App.Writer, dir, statuses)
				return nil
			}
			results, err := hooks.Install(opts)
			printResults(c, results)
			return asUsage(err)
		},
	}
}

// printResults says what install or uninstall did to each hook.
func printResults(c *cli.Context, results []hooks.Result) {
	for _, r := range results {
		fmt.Fprintf(c.App.Writer, "%s: %s (%s)\n", r.Hook, r.Action, r.Path)
	}
}
