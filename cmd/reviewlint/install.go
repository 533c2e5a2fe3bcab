package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func installCommand() *cli.Command {
	return &cli.Command{
		Name:   "install",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("install: not built yet") },
	}
}
