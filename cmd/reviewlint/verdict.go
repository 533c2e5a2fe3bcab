package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/lint"
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
				Usage:     "approve (exit 0) only when every round approves with no blocking finding and lint reports no error on it (the repository's configuration, or verdict --config FILE)",
				ArgsUsage: "[--] FILE…",
				// Every argument is a round file, "-h" and "--help" included:
				// a file so named, or a glob that expands to one, must be
				// judged, never answered with help and exit 0. Help is
				// `reviewlint verdict --help`; --config goes before gate.
				SkipFlagParsing: true,
				HideHelp:        true,
				Action:          verdictGate,
			},
		},
		// --config is the verdict command's, not gate's: every argument
		// after gate is a round file.
		Flags: []cli.Flag{configFlag, noConfigFlag},
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
	content, err := readVerdictInput(c, name, 0)
	if err != nil {
		return err
	}
	// Read in the dialect configured here, as lint reads verdict files.
	_, cfg, err := configHere(c)
	if err != nil {
		return err
	}
	v, err := cfg.VerdictDialect().Parse(content)
	if err != nil {
		// The name quoted as git quotes a path, and control bytes in the
		// error escaped: neither may break the line or hide text.
		return cli.Exit(fmt.Sprintf("verdict parse %s: %s", gitquote.Path(name), gitquote.Text(err.Error())), exitFindings)
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
	// A round is judged as lint judges it in this repository: an approve
	// that lint rejects with an error must not pass the gate.
	cwd, err := os.Getwd()
	if err != nil {
		return asUsage(err)
	}
	cfg, root, err := lintConfig(c, cwd, lint.FindRoot(cwd))
	if err != nil {
		return err
	}
	linter := lint.New(cfg)
	var rounds []verdict.Round
	rels := map[string]string{}
	for _, name := range names {
		content, err := readVerdictInput(c, name, cfg.Limits.MaxFileBytes)
		if err != nil {
			return err
		}
		rel := lint.StdinName
		if name != "-" {
			if rel, err = lint.Rel(root, name); err != nil {
				return asUsage(err)
			}
		}
		rels[name] = rel
		rounds = append(rounds, verdict.Round{Name: name, Content: content})
	}
	policy := verdict.Policy{}
	for _, ch := range cfg.Gate.Channels() {
		policy[ch.Channel] = ch.Action
	}
	d := cfg.VerdictDialect().GateWith(rounds, func(r verdict.Round) []diag.Diagnostic {
		return linter.Lint(rels[r.Name], r.Content, lint.Verdict)
	}, policy)
	fmt.Fprintf(c.App.Writer, "%s: %s\n", d.Status, d.Reason)
	if !d.Approved {
		return errFindings
	}
	return nil
}

// readVerdictInput reads a named file, or standard input for "-", of at
// most limit bytes (0: no limit). A file that cannot be read whole is a
// usage error: the gate never ran.
func readVerdictInput(c *cli.Context, name string, limit int64) ([]byte, error) {
	var in io.Reader = c.App.Reader
	if name != "-" {
		// As lint reads it: a link leaving the repository, a named pipe
		// or a device is refused, never waited on.
		cwd, err := os.Getwd()
		if err != nil {
			return nil, asUsage(err)
		}
		f, err := lint.OpenInRepo(lint.FindRoot(cwd), name)
		if err != nil {
			return nil, usagef("read verdict %s: %s", gitquote.Path(name), gitquote.Text(err.Error()))
		}
		defer f.Close()
		in = f
	}
	if limit > 0 {
		in = io.LimitReader(in, limit+1)
	}
	content, err := io.ReadAll(in)
	if err != nil {
		return nil, usagef("read verdict %s: %s", gitquote.Path(name), gitquote.Text(err.Error()))
	}
	if limit > 0 && int64(len(content)) > limit {
		return nil, usagef("read verdict %s: over %d bytes ([limits] max-file-bytes): not read", gitquote.Path(name), limit)
	}
	return content, nil
}

// gateLine reads a command line that names `verdict gate`: gate reports
// whether it does, and stray is the first argument before gate, other than
// verdict, its --config or --no-config and a "--", when round files follow gate. Such an
// argument is a help or version request (or the help verb), which urfave/cli
// would answer with exit 0 without judging a round.
func gateLine(args []string) (gate bool, stray string) {
	verdictSeen := false
	for i := 1; i < len(args); i++ {
		a := args[i]
		name := strings.TrimLeft(a, "-")
		switch {
		case a == "--":
		case !verdictSeen && a == "verdict":
			verdictSeen = true
		case verdictSeen && a == "gate":
			if i == len(args)-1 {
				stray = ""
			}
			return true, stray
		case verdictSeen && a != name && name == configFlag.Name:
			i++ // its value
		case verdictSeen && a != name && strings.HasPrefix(name, configFlag.Name+"="):
		case verdictSeen && a != name && (name == noConfigFlag.Name || strings.HasPrefix(name, noConfigFlag.Name+"=")):
		case a != name, verdictSeen && (a == "help" || a == "h"):
			if stray == "" {
				stray = a
			}
		default:
			return false, ""
		}
	}
	return false, ""
}
