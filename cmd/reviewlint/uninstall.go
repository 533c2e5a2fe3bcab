package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func uninstallCommand() *cli.Command {
	return &cli.Command{
		Name:   "uninstall",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("uninstall: not built yet") },
	}
}
