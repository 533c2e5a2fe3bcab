package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func hookCommand() *cli.Command {
	return &cli.Command{
		Name:   "hook",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("hook: not built yet") },
	}
}
