package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/typecheck"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
	"github.com/reviewlint/reviewlint/internal/scaffold"
)

// newCommand groups the verbs that start a file for a person to finish.
func newCommand() *cli.Command {
	return &cli.Command{
		Name:  "new",
		Usage: "start a review report pre-filled with derived facts",
		Subcommands: []*cli.Command{{
			Name:      "report",
			Usage:     "write a review report scaffold to PATH (default: stdout)",
			ArgsUsage: "[PATH]",
			Description: "Every required section, the coverage statement pre-filled by the derive\n" +
				"analyzers (rules.toml's list, and typecheck), failed checks as suggested\n" +
				"findings, the worker's acceptance-evidence block when one is found (--evidence\n" +
				"FILE, else the range's commit messages), and FILL ME marks for the rest. It\n" +
				"does not lint clean until the verdict and its reason are set.",
			Flags: []cli.Flag{
				configFlag,
				noConfigFlag,
				&cli.StringFlag{Name: "base", Usage: "compare from the merge base of `REV` and the head (default: the configuration's [derive] base, else HEAD~1, or the empty tree at a root commit)"},
				&cli.BoolFlag{Name: "no-merge-base", Usage: "compare from the base revision itself"},
				&cli.StringFlag{Name: "head", Usage: "new side of the range as `REV` (default: HEAD)"},
				&cli.BoolFlag{Name: "staged", Usage: "compare the index with HEAD instead of a range"},
				&cli.StringFlag{Name: "checker", Usage: "typecheck with `CMD` instead of go/types (it runs the change's code: build scripts, plugins)"},
				&cli.StringSliceFlag{Name: "evidence", Usage: "copy the acceptance-evidence blocks of `FILE` (repeatable; - for stdin)"},
				&cli.StringFlag{Name: "title", Usage: "what was reviewed, for the heading (default: the range)"},
				&cli.BoolFlag{Name: "force", Usage: "overwrite PATH when it exists"},
			},
			Action: newReport,
		}},
		Action: func(c *cli.Context) error {
			return usagef("new: name what to start, report (got %q)", c.Args().First())
		},
	}
}

func newReport(c *cli.Context) error {
	if c.NArg() > 1 {
		return usagef("new report takes at most one PATH (got %d arguments)", c.NArg())
	}
	out := c.Args().First()
	if out != "" && !c.Bool("force") {
		if _, err := os.Stat(out); err == nil {
			return usagef("%s exists: a scaffold never overwrites a report; pass --force to replace it", out)
		}
	}
	cwd, cfg, err := configHere(c)
	if err != nil {
		return err
	}
	req := deriveRequest(c, cwd, cfg)
	req.Names = withAnalyzer(cfg.Derive.Analyzers, typecheck.Analyzer)
	rep, err := analyzers.Derive(req)
	if err != nil {
		return asUsage(err)
	}
	in := scaffold.Input{Compared: rep.ComparedText(), Coverage: rep.CoverageEntries(), Findings: rep.FindingEntries(),
		Title: c.String("title"), Command: "reviewlint new report", Dialect: cfg.ReportDialect()}
	if in.Title == "" {
		in.Title = rangeTitle(rep)
	}
	if err := findEvidence(c, cwd, rep, &in); err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := scaffold.Write(&buf, in); err != nil {
		return asUsage(err)
	}
	if out == "" {
		_, err := c.App.Writer.Write(buf.Bytes())
		return asUsage(err)
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return asUsage(err)
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return asUsage(err)
	}
	fmt.Fprintf(c.App.ErrWriter, "reviewlint: wrote %s; fill the FILL ME places, set the verdict and its reason, then: reviewlint lint %s\n", out, out)
	return nil
}

// rangeTitle names the range when the reviewer gives no title.
func rangeTitle(rep *analyzers.Derivation) string {
	short := func(id string) string { return "`" + id[:min(12, len(id))] + "`" }
	if rep.Staged {
		return "the staged change on " + short(rep.Base)
	}
	return fmt.Sprintf("the change %s..%s (FILL ME: what was reviewed)", short(rep.Base), short(rep.Head))
}

// findEvidence copies the worker's blocks: from the --evidence files when
// given, else from the messages of the range's commits, newest first.
func findEvidence(c *cli.Context, cwd string, rep *analyzers.Derivation, in *scaffold.Input) error {
	if files := c.StringSlice("evidence"); len(files) > 0 {
		for _, f := range files {
			var data []byte
			var err error
			if f == "-" {
				data, err = io.ReadAll(io.LimitReader(c.App.Reader, 8<<20))
			} else {
				data, err = lint.ReadRegular(f, 8<<20)
			}
			if err != nil {
				return usagef("--evidence %s: %v", f, err)
			}
			blocks := scaffold.Blocks(string(data))
			if len(blocks) == 0 {
				return usagef("--evidence %s holds no complete acceptance-evidence block", f)
			}
			for _, b := range blocks {
				in.Evidence = append(in.Evidence, scaffold.Evidence{Source: f, Block: b})
			}
		}
		return nil
	}
	in.Looked = []string{"the commit messages of the range", "no --evidence FILE given"}
	if rep.Staged || rep.Head == "" {
		in.Looked = []string{"no --evidence FILE given; a staged change has no commit message"}
		return nil
	}
	repo, err := gitrepo.Open(cwd)
	if err != nil {
		return asUsage(err)
	}
	defer repo.Close()
	base := gitrepo.ZeroHash
	if rep.Compared != "empty-tree" {
		if base, err = repo.Resolve(rep.Base); err != nil {
			return asUsage(err)
		}
	}
	head, err := repo.Resolve(rep.Head)
	if err != nil {
		return asUsage(err)
	}
	commits, err := repo.Commits(base, head)
	if err != nil {
		return asUsage(err)
	}
	for i := len(commits) - 1; i >= 0; i-- {
		for _, b := range scaffold.Blocks(commits[i].Message) {
			in.Evidence = append(in.Evidence, scaffold.Evidence{Source: "the message of commit " + commits[i].Hash.String()[:12], Block: b})
		}
		if len(in.Evidence) > 0 {
			return nil // the newest commit that carries evidence
		}
	}
	return nil
}
