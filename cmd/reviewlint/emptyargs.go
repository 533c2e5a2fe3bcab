package main

import (
	"os"
	"strings"

	"github.com/urfave/cli/v2"
)

// refuseEmptyArgs gives every verb that runs one rule: an argument or a
// flag value that is the empty string is a usage error (exit 2), never
// taken for "not given". An empty name is what an unset shell variable
// expands to (`reviewlint hook "$name"`, `--config "$RULES"`); reading it
// as the default would run something other than what the caller meant,
// and for a hook or a gate that is a silent pass.
//
// The check runs when a verb's action is about to run, so a parent verb
// sees only the arguments its own action would read. Verbs whose words are
// data (the completion helper's, where an empty word is the one being
// typed) and the command after evidence capture's "--" are exempt.
func refuseEmptyArgs(cmd *cli.Command, path string) {
	if path == "" {
		path = cmd.Name
	} else {
		path += " " + cmd.Name
	}
	for _, sub := range cmd.Subcommands {
		refuseEmptyArgs(sub, path)
	}
	if cmd.Action == nil || cmd.Name == completeCommand().Name {
		return
	}
	action := cmd.Action
	cmd.Action = func(c *cli.Context) error {
		if err := emptyFlag(c); err != nil {
			return err
		}
		if path != "evidence capture" {
			for i, a := range c.Args().Slice() {
				if a == "" {
					return usagef("%s: argument %d is empty: %s", path, i+1, argsWanted(cmd))
				}
			}
		}
		return action(c)
	}
}

// emptyFlag finds a flag given an empty value on the command line, on the
// verb or on any verb above it (`verdict --config "" gate`).
func emptyFlag(c *cli.Context) error {
	lineage := c.Lineage()
	for i, ctx := range lineage {
		if ctx.Command == nil {
			continue
		}
		for _, f := range ctx.Command.Flags {
			name := f.Names()[0]
			if !ctx.IsSet(name) || fromEmptyEnv(f) {
				continue
			}
			empty := false
			switch f.(type) {
			case *cli.StringFlag, *cli.PathFlag:
				empty = ctx.String(name) == ""
			case *cli.StringSliceFlag:
				for _, v := range ctx.StringSlice(name) {
					empty = empty || v == ""
				}
			}
			if empty {
				return usagef("%s --%s: empty value: give %s or leave the flag out", verbPath(lineage[i:]), name, flagValueName(f))
			}
		}
	}
	return nil
}

// verbPath is the verb a context runs, as typed: "verdict gate".
func verbPath(lineage []*cli.Context) string {
	var names []string
	for _, ctx := range lineage {
		// The app's own context runs a command named as the app.
		if ctx.Command != nil && ctx.Command.Name != "" && ctx.Command.Name != ctx.App.Name {
			names = append([]string{ctx.Command.Name}, names...)
		}
	}
	return strings.Join(names, " ")
}

// fromEmptyEnv reports whether f reads an environment variable that is set
// and empty: there, as for NO_COLOR, empty means unset (the hooks'
// REVIEWLINT_FORMAT), and the command line cannot be told apart from it.
func fromEmptyEnv(f cli.Flag) bool {
	env, ok := f.(interface{ GetEnvVars() []string })
	if !ok {
		return false
	}
	for _, name := range env.GetEnvVars() {
		if v, set := os.LookupEnv(name); set && v == "" {
			return true
		}
	}
	return false
}

// flagValueName is what the flag's value stands for in its usage text (the
// back-quoted word), else "a value".
func flagValueName(f cli.Flag) string {
	if d, ok := f.(cli.DocGenerationFlag); ok {
		if _, rest, ok := strings.Cut(d.GetUsage(), "`"); ok {
			if name, _, ok := strings.Cut(rest, "`"); ok && name != "" {
				return name
			}
		}
	}
	return "a value"
}

// argsWanted says what the verb's arguments are, from its usage line.
func argsWanted(cmd *cli.Command) string {
	u := strings.TrimSpace(cmd.ArgsUsage)
	if i := strings.Index(u, "  "); i > 0 {
		u = u[:i] // the usage line's own comment
	}
	if u == "" {
		return "it takes no arguments"
	}
	return "want " + u
}
