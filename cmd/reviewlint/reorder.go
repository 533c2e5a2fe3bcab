package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// reorderArgs moves a verb's flags ahead of its positional arguments, so
// that `reviewlint lint reviews/pr-1.md --format json` means what it says:
// urfave/cli, like Go's flag package, stops reading flags at the first
// positional argument. Everything after `--` stays positional. Verbs that
// take every argument as data (verdict gate's round files, the hooks'
// arguments from git) are left as they are.
func reorderArgs(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	out := append([]string{}, args[0])
	rest := args[1:]
	i := 0
	for i < len(rest) && strings.HasPrefix(rest[i], "-") && rest[i] != "--" {
		i++ // the app's own flags (--version, --help) take no value
	}
	out = append(out, rest[:i]...)
	var cmd *cli.Command
	for cmds := app.Commands; i < len(rest); {
		c := findCommand(cmds, rest[i])
		if c == nil {
			break
		}
		cmd = c
		out = append(out, rest[i])
		i++
		if cmds = c.Subcommands; len(cmds) == 0 {
			break
		}
	}
	if cmd == nil || len(cmd.Subcommands) > 0 || keepsArgOrder(cmd) {
		return append(out, rest[i:]...)
	}
	var flags, positional []string
	for ; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			positional = append(positional, rest[i+1:]...)
			break
		}
		if len(a) > 1 && a[0] == '-' {
			flags = append(flags, a)
			if !strings.Contains(a, "=") && takesValue(cmd, a) && i+1 < len(rest) {
				i++
				flags = append(flags, rest[i])
			}
			continue
		}
		positional = append(positional, a)
	}
	out = append(out, flags...)
	if len(positional) > 0 {
		// `--` keeps a positional that starts with "-" (a file named
		// -x.md) from being read as a flag after the move.
		out = append(out, "--")
	}
	return append(out, positional...)
}

// keepsArgOrder names the verbs whose arguments are never flags after the
// first positional one.
func keepsArgOrder(cmd *cli.Command) bool {
	switch cmd.Name {
	case "gate", "hook", "pre-commit", "pre-merge-commit", "commit-msg", "pre-push", "pre-receive", "update", "completion", "help":
		return true
	}
	return cmd.SkipFlagParsing
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}

// takesValue reports whether the flag arg (-f or --flag) of cmd reads the
// next argument as its value.
func takesValue(cmd *cli.Command, arg string) bool {
	name := strings.TrimLeft(arg, "-")
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			if v, ok := f.(cli.DocGenerationFlag); ok {
				return v.TakesValue()
			}
			return false
		}
	}
	return false
}
