package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/internal/output"
)

// completeFiles is the answer that tells a completion script to complete
// file names itself: the shell knows the file system, the binary need not.
const completeFiles = ":files"

// completeCommand is what the completion scripts call: the words typed so
// far after `reviewlint`, the last one being the word under the cursor. It
// prints the candidates, one a line, or completeFiles. Hidden: people never
// type it.
func completeCommand() *cli.Command {
	return &cli.Command{
		Name:            "__complete",
		Hidden:          true,
		SkipFlagParsing: true,
		// Every word is data: "help" or "--help" is a word being typed.
		HideHelp:        true,
		HideHelpCommand: true,
		Action: func(c *cli.Context) error {
			args := c.Args().Slice()
			if len(args) == 0 {
				args = []string{""}
			}
			for _, word := range candidates(c.App.Commands, args[:len(args)-1], args[len(args)-1]) {
				fmt.Fprintln(c.App.Writer, word)
			}
			return nil
		},
	}
}

// candidates completes cur after the words before it.
func candidates(commands []*cli.Command, before []string, cur string) []string {
	var path []*cli.Command
	var positional int
	pendingFlag := ""
	for _, w := range before {
		switch {
		case pendingFlag != "":
			pendingFlag = ""
		case w == "--":
			positional++
		case strings.HasPrefix(w, "-"):
			if cmd := current(path); cmd != nil && !strings.Contains(w, "=") && takesValue(cmd, w) {
				pendingFlag = strings.TrimLeft(w, "-")
			}
		default:
			next := commands
			if c := current(path); c != nil {
				next = c.Subcommands
			}
			if sub := findCommand(next, w); sub != nil && positional == 0 {
				path = append(path, sub)
				continue
			}
			positional++
		}
	}
	cmd := current(path)
	if pendingFlag != "" {
		return filter(flagValues(cmd, pendingFlag), cur)
	}
	if name, value, ok := strings.Cut(cur, "="); ok && strings.HasPrefix(name, "-") {
		values := flagValues(cmd, strings.TrimLeft(name, "-"))
		if slices.Contains(values, completeFiles) {
			// The script completes the file after the "=".
			return []string{completeFiles}
		}
		var out []string
		for _, v := range values {
			out = append(out, name+"="+v)
		}
		return filter(out, name+"="+value)
	}
	if strings.HasPrefix(cur, "-") {
		return filter(flagNames(cmd), cur)
	}
	if subs := children(commands, path); len(subs) > 0 && positional == 0 {
		return filter(verbNames(subs), cur)
	}
	if len(path) == 1 && path[0].Name == "help" && positional == 0 {
		return filter(verbNames(children(commands, nil)), cur)
	}
	return filter(argValues(path), cur)
}

// current is the innermost command named so far (nil at the top).
func current(path []*cli.Command) *cli.Command {
	if len(path) == 0 {
		return nil
	}
	return path[len(path)-1]
}

// children are the verbs that may follow the path, without urfave's help
// verb (its alias h is noise among real candidates) and hidden ones.
func children(top []*cli.Command, path []*cli.Command) []*cli.Command {
	cmds := top
	if c := current(path); c != nil {
		cmds = c.Subcommands
	}
	var out []*cli.Command
	for _, c := range cmds {
		if !c.Hidden && c.Name != "help" {
			out = append(out, c)
		}
	}
	return out
}

// verbNames are the commands' names, without aliases.
func verbNames(cmds []*cli.Command) []string {
	var out []string
	for _, c := range cmds {
		out = append(out, c.Name)
	}
	return out
}

// flagNames are the long names of cmd's flags, with --help.
func flagNames(cmd *cli.Command) []string {
	out := []string{"--help"}
	if cmd == nil {
		return append(out, "--version")
	}
	for _, f := range cmd.Flags {
		out = append(out, "--"+f.Names()[0])
	}
	return out
}

// flagValues are the values a flag of cmd accepts, or completeFiles.
func flagValues(cmd *cli.Command, flag string) []string {
	switch flag {
	case "format":
		if cmd != nil && cmd.Name == "derive" {
			return analyzers.Formats
		}
		return output.Formats
	case "color":
		return []string{"auto", "always", "never"}
	case "fail-level":
		return []string{"error", "warning"}
	case "as":
		return []string{"report", "verdict"}
	case "config", "output", "append", "report":
		return []string{completeFiles}
	}
	return nil
}

// argValues are what a verb takes as arguments: analyzer names, rule ids,
// shells, verbs, or files.
func argValues(path []*cli.Command) []string {
	var names []string
	for _, c := range path {
		names = append(names, c.Name)
	}
	switch strings.Join(names, " ") {
	case "derive":
		var out []string
		for _, a := range analyzers.All {
			out = append(out, a.Name)
		}
		return out
	case "explain":
		return ruleIDs()
	case "completion":
		return shells
	case "lint", "verdict parse", "verdict gate", "hook commit-msg":
		return []string{completeFiles}
	}
	return nil
}

// filter keeps the candidates that start with cur; completeFiles passes.
func filter(words []string, cur string) []string {
	var out []string
	for _, w := range words {
		if w == completeFiles || strings.HasPrefix(w, cur) {
			out = append(out, w)
		}
	}
	return out
}
