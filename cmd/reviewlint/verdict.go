package main

import "github.com/urfave/cli/v2"

// TODO(skeleton): replaced by the issue that builds this verb.
func verdictCommand() *cli.Command {
	return &cli.Command{
		Name:   "verdict",
		Hidden: true,
		Action: func(*cli.Context) error { return usagef("verdict: not built yet") },
	}
}
