package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/verdict"
)

// verdictCommand groups the verbs that read a review agent's JSON verdict.
func verdictCommand() *cli.Command {
	return &cli.Command{
		Name:  "verdict",
		Usage: "read a review agent's JSON verdict, or decide a multi-round review",
		Subcommands: []*cli.Command{
			{
				Name:      "parse",
				Usage:     "print the normalized verdict (exit 1 with the reason when none can be read)",
				ArgsUsage: "FILE|-",
				Action:    verdictParse,
			},
			{
				Name:      "gate",
				Usage:     "approve (exit 0) only when every round approves with no blocking finding",
				ArgsUsage: "[--] FILE…",
				// Every argument is a round file, "-h" and "--help" included:
				// a file so named, or a glob that expands to one, must be
				// judged, never answered with help and exit 0. Help is
				// `reviewlint verdict --help`.
				SkipFlagParsing: true,
				HideHelp:        true,
				Action:          verdictGate,
			},
		},
		Action: func(c *cli.Context) error {
			return usagef("verdict: name a subcommand, parse or gate (got %q)", c.Args().First())
		},
	}
}

func verdictParse(c *cli.Context) error {
	if c.NArg() != 1 {
		return usagef("verdict parse: want exactly one FILE or -, got %d arguments", c.NArg())
	}
	name := c.Args().First()
	content, err := readVerdictInput(c, name)
	if err != nil {
		return err
	}
	v, err := verdict.Parse(content)
	if err != nil {
		return cli.Exit(fmt.Sprintf("verdict parse %s: %v", name, err), exitFindings)
	}
	enc := json.NewEncoder(c.App.Writer)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return asUsage(enc.Encode(v))
}

func verdictGate(c *cli.Context) error {
	names := c.Args().Slice()
	if len(names) > 0 && names[0] == "--" {
		// The conventional end of options, so that `gate -- -h` names a
		// file -h; any later "--" is a round file like the rest.
		names = names[1:]
	}
	if len(names) == 0 {
		return usagef("verdict gate: name at least one round FILE")
	}
	var rounds []verdict.Round
	for _, name := range names {
		content, err := readVerdictInput(c, name)
		if err != nil {
			return err
		}
		rounds = append(rounds, verdict.Round{Name: name, Content: content})
	}
	d := verdict.Gate(rounds)
	fmt.Fprintf(c.App.Writer, "%s: %s\n", d.Status, d.Reason)
	if !d.Approved {
		return errFindings
	}
	return nil
}

// readVerdictInput reads a named file, or standard input for "-". A file
// that cannot be read is a usage error: the gate never ran.
func readVerdictInput(c *cli.Context, name string) ([]byte, error) {
	var content []byte
	var err error
	if name == "-" {
		content, err = io.ReadAll(c.App.Reader)
	} else {
		content, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, usagef("read verdict %s: %w", name, err)
	}
	return content, nil
}

// isGate reports whether a command line runs `verdict gate`, whose
// arguments are all round files: the completion flag urfave/cli strips from
// the end of any command line must stay one of them.
func isGate(args []string) bool {
	return len(args) >= 3 && args[1] == "verdict" && args[2] == "gate"
}
