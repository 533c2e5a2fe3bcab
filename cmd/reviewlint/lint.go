package main

import (
	"os"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/lint"
	"github.com/reviewlint/reviewlint/output"
)

func lintCommand() *cli.Command {
	return &cli.Command{
		Name:      "lint",
		Usage:     "check review reports and verdict files",
		ArgsUsage: "[PATH…]  (files, folders, or - for stdin; none: every file rules.toml's globs match)",
		Flags: []cli.Flag{
			configFlag,
			formatFlag(output.Formats),
			&cli.StringFlag{Name: "as", Usage: "lint files of unknown kind (and stdin) as `KIND`: report|verdict"},
			&cli.StringFlag{Name: "sha", Usage: "the commit under review: evidence blocks must name it (evidence-stale)"},
		},
		Action: runLint,
	}
}

func runLint(c *cli.Context) error {
	format := c.String("format")
	if !slices.Contains(output.Formats, format) {
		return usagef("unknown --format %q (want %s)", format, join(output.Formats))
	}
	as := lint.None
	if s := c.String("as"); s != "" {
		k, ok := lint.ParseKind(s)
		if !ok {
			return usagef("unknown --as %q (want report or verdict)", s)
		}
		as = k
	}
	cwd, err := os.Getwd()
	if err != nil {
		return asUsage(err)
	}
	root := lint.FindRoot(cwd)
	cfg, err := loadConfig(c, root)
	if err != nil {
		return err
	}
	linter := lint.New(cfg)
	linter.SHA = c.String("sha")
	if root == "" {
		root = cwd
	}
	targets, err := linter.Collect(root, c.Args().Slice(), as, c.App.Reader)
	if err != nil {
		return asUsage(err)
	}
	ds := linter.LintTargets(targets)
	w := c.App.Writer
	if err := output.Write(w, format, ds, output.Options{Color: output.ColorFor(w)}); err != nil {
		return err
	}
	if diag.HasErrors(ds) {
		return errFindings
	}
	return nil
}
