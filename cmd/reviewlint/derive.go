package main

import (
	"os"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/lint"
)

func deriveCommand() *cli.Command {
	return &cli.Command{
		Name:      "derive",
		Usage:     "derive facts about a change from git objects, ready for a coverage statement",
		ArgsUsage: "[ANALYZER…]  (none: rules.toml's [derive] analyzers)",
		Flags: []cli.Flag{
			configFlag,
			&cli.StringFlag{Name: "base", Usage: "compare from the merge base of `REV` and the head, as git diff REV...HEAD (default: rules.toml's [derive] base, else HEAD~1)"},
			&cli.BoolFlag{Name: "no-merge-base", Usage: "compare from the base revision itself, not its merge base with the head (git diff REV HEAD)"},
			&cli.StringFlag{Name: "head", Usage: "new side of the range as `REV` (default: HEAD)"},
			&cli.BoolFlag{Name: "staged", Usage: "compare the index with HEAD instead of a range"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output format: " + join(analyzers.Formats)},
			&cli.StringSliceFlag{Name: "expect-unchanged", Usage: "byte-compare: paths matching `GLOB` must not change (repeatable)"},
			&cli.StringFlag{Name: "checker", Usage: "typecheck: run `CMD` (sh -c) in temporary exports of base and head and compare its errors, instead of go/types (it runs the change's code: build scripts, plugins)"},
			&cli.StringSliceFlag{Name: "report", Usage: "evidence: audit the report at `PATH` (repository-relative, at head; repeatable) instead of those the range changes"},
		},
		Action: runDerive,
	}
}

func runDerive(c *cli.Context) error {
	format := c.String("format")
	if !slices.Contains(analyzers.Formats, format) {
		return usagef("unknown --format %q (want %s)", format, join(analyzers.Formats))
	}
	for _, arg := range c.Args().Slice() {
		if strings.HasPrefix(arg, "-") {
			return usagef("%s after an analyzer name: put flags before the analyzer names", arg)
		}
	}
	cwd, err := os.Getwd()
	if err != nil {
		return asUsage(err)
	}
	cfg, err := loadConfig(c, lint.FindRoot(cwd))
	if err != nil {
		return err
	}
	req := analyzers.Request{
		Dir:     cwd,
		BaseRev: c.String("base"),
		HeadRev: c.String("head"),
		Staged:  c.Bool("staged"),

		NoMergeBase: c.Bool("no-merge-base"),
		Names:       c.Args().Slice(),
		Options: analyzers.Options{
			MaxBlobBytes:    cfg.Derive.MaxBlobBytes,
			ExpectUnchanged: c.StringSlice("expect-unchanged"),
			Symbols:         cfg.Derive.Symbols,
			Pointers:        cfg.Derive.Pointers,
			Files:           cfg.Files,
			Reports:         c.StringSlice("report"),
			Checker:         c.String("checker"),
		},
	}
	if req.BaseRev == "" && !req.Staged {
		req.BaseRev = cfg.Derive.Base
	}
	if len(req.Names) == 0 {
		req.Names = cfg.Derive.Analyzers
	}
	if len(req.Options.ExpectUnchanged) > 0 && !slices.Contains(req.Names, analyzers.ByteCompare.Name) {
		req.Names = append(req.Names, analyzers.ByteCompare.Name)
	}
	if len(req.Options.Reports) > 0 && !slices.Contains(req.Names, analyzers.Evidence.Name) {
		req.Names = append(req.Names, analyzers.Evidence.Name)
	}
	if req.Options.Checker != "" && !slices.Contains(req.Names, analyzers.Typecheck.Name) {
		req.Names = append(req.Names, analyzers.Typecheck.Name)
	}
	rep, err := analyzers.Derive(req)
	if err != nil {
		return asUsage(err)
	}
	if err := analyzers.Write(c.App.Writer, rep, format); err != nil {
		return asUsage(err)
	}
	if len(rep.Findings) > 0 {
		return errFindings
	}
	return nil
}
