package main

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/suggest"
	"github.com/urfave/cli/v2"
)

// helpCommand binds `reviewlint help [VERB [SUB]]`, what git and go users
// type: the same text as `reviewlint VERB [SUB] --help`.
func helpCommand() *cli.Command {
	return &cli.Command{
		Name:      "help",
		Usage:     "show help for reviewlint or one verb",
		ArgsUsage: "[VERB [SUB]]",
		Action: func(c *cli.Context) error {
			args := c.Args().Slice()
			if len(args) == 0 {
				return cli.ShowAppHelp(c)
			}
			cmds := c.App.Commands
			var cmd *cli.Command
			for _, name := range args {
				if cmd = findCommand(cmds, name); cmd == nil {
					return usagef("help: unknown command %q%s: see `reviewlint help`", name, suggest.DidYouMean(name, commandNames(cmds)))
				}
				cmds = cmd.Subcommands
			}
			if cmd.SkipFlagParsing {
				// Its arguments are all data (verdict gate's round files):
				// --help would be one of them, so print its help directly.
				if cmd.HelpName == "" {
					cmd.HelpName = strings.Join(append([]string{c.App.Name}, args...), " ")
				}
				cli.HelpPrinter(c.App.Writer, cli.CommandHelpTemplate, cmd)
				return nil
			}
			// A fresh app, so that its flags are set up once, as for any run.
			help := newApp(c.App.Reader, c.App.Writer, c.App.ErrWriter)
			return help.Run(append(append([]string{c.App.Name}, args...), "--help"))
		},
	}
}

func commandNames(cmds []*cli.Command) []string {
	var names []string
	for _, c := range cmds {
		if !c.Hidden {
			names = append(names, c.Names()...)
		}
	}
	return names
}
