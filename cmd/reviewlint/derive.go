package main

import (
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/bytecompare"
	"github.com/reviewlint/reviewlint/analyzers/evidence"
	"github.com/reviewlint/reviewlint/analyzers/typecheck"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/suggest"
)

func deriveCommand() *cli.Command {
	return &cli.Command{
		Name:      "derive",
		Usage:     "derive facts about a change from git objects, ready for a coverage statement",
		ArgsUsage: "[ANALYZER…]  (none: rules.toml's [derive] analyzers)",
		Flags: []cli.Flag{
			configFlag,
			noConfigFlag,
			&cli.StringFlag{Name: "base", Usage: "compare from the merge base of `REV` and the head, as git diff REV...HEAD (default: the configuration's [derive] base, else HEAD~1, or the empty tree at a root commit)"},
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
		if !slices.Contains(config.AnalyzerNames, arg) {
			return usagef("unknown analyzer %q%s: the analyzers are %s", arg, suggest.DidYouMean(arg, config.AnalyzerNames), strings.Join(config.AnalyzerNames, ", "))
		}
	}
	cwd, cfg, err := configHere(c)
	if err != nil {
		return err
	}
	req := deriveRequest(c, cwd, cfg)
	if req.Names = c.Args().Slice(); len(req.Names) == 0 {
		req.Names = cfg.Derive.Analyzers
	}
	req.Options.ExpectUnchanged = c.StringSlice("expect-unchanged")
	req.Options.Reports = c.StringSlice("report")
	if len(req.Options.ExpectUnchanged) > 0 {
		req.Names = withAnalyzer(req.Names, bytecompare.Analyzer)
	}
	if len(req.Options.Reports) > 0 {
		req.Names = withAnalyzer(req.Names, evidence.Analyzer)
	}
	if req.Options.Checker != "" {
		req.Names = withAnalyzer(req.Names, typecheck.Analyzer)
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

// deriveRequest is the range and the analyzers' settings as the flags
// derive and new report share, and rules.toml, give them; the caller
// names the analyzers.
func deriveRequest(c *cli.Context, cwd string, cfg *config.Config) analyzers.Request {
	req := analyzers.Request{Dir: cwd, BaseRev: c.String("base"), HeadRev: c.String("head"),
		Staged: c.Bool("staged"), NoMergeBase: c.Bool("no-merge-base"),
		Options: analysis.Options{MaxBlobBytes: cfg.Derive.MaxBlobBytes, Symbols: cfg.Derive.Symbols,
			Pointers: cfg.Derive.Pointers, Files: cfg.Files, Checker: c.String("checker")}}
	// rules.toml's base applies unless it is the default spelled out (as
	// init writes it): left empty, the default falls back to the empty
	// tree at a root commit.
	if req.BaseRev == "" && !req.Staged && cfg.Derive.Base != analyzers.DefaultBaseRev {
		req.BaseRev = cfg.Derive.Base
	}
	return req
}

// withAnalyzer adds a to the analyzers named, unless it is there already
// or none is named: an empty list is every analyzer, and adding one would
// narrow it to that one.
func withAnalyzer(names []string, a *analysis.Analyzer) []string {
	if len(names) == 0 || slices.Contains(names, a.Name) {
		return names
	}
	return append(slices.Clip(names), a.Name)
}
