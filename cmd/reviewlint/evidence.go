package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/capture"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// evidenceCommand groups the worker's side of acceptance evidence.
func evidenceCommand() *cli.Command {
	return &cli.Command{
		Name:  "evidence",
		Usage: "capture acceptance evidence: run a command at the current commit and write the block a report carries",
		Subcommands: []*cli.Command{{
			Name:      "capture",
			Usage:     "run CMD at HEAD and print its acceptance-evidence block (exit 1 when CMD fails)",
			ArgsUsage: "[--allow-dirty] [--output FILE] [--append REPORT] -- CMD [ARG…]",
			Description: "Refuses (exit 2) when the work tree or the index differs from HEAD, untracked\n" +
				"files included: the block names HEAD, so the run must be HEAD. The command\n" +
				"runs without a shell, its output shown on stderr; the block (sha, environment,\n" +
				"command, result, duration, summary line, sha256 of the output) goes to stdout.",
			Flags: []cli.Flag{
				&cli.BoolFlag{Name: "allow-dirty", Usage: "run even when the work tree differs from HEAD, and say so in the block"},
				&cli.StringFlag{Name: "output", Usage: "also keep the full output in `FILE` (its sha256 is in the block)"},
				&cli.StringFlag{Name: "append", Usage: "append the block to the report at `PATH` instead of printing it"},
			},
			Action: evidenceCapture,
		}},
		Action: func(c *cli.Context) error {
			return usagef("evidence: name a subcommand, capture (got %q)", c.Args().First())
		},
	}
}

func evidenceCapture(c *cli.Context) error {
	args := c.Args().Slice()
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		return usagef("evidence capture: name the command after --, e.g. reviewlint evidence capture -- go test ./...")
	}
	if args[0] == "" {
		// Its arguments may be empty strings; the command's name may not.
		return usagef("evidence capture: the command after -- is empty: name the command to run")
	}
	cwd, err := os.Getwd()
	if err != nil {
		return asUsage(err)
	}
	repo, err := gitrepo.Open(cwd)
	if err != nil {
		return asUsage(err)
	}
	defer repo.Close()
	top := repo.WorkTree()
	if top == "" {
		return usagef("not in a git work tree: %s has none", repo.GitDir())
	}
	head, born, err := repo.HeadCommit()
	if err != nil {
		return asUsage(err)
	}
	if !born {
		return asUsage(&gitrepo.UnbornHeadError{})
	}
	sha := head.String()
	outPath, reportPath := c.String("output"), c.String("append")
	if reportPath != "" {
		f, err := lint.OpenRegular(reportPath)
		if err != nil {
			// Appending to a named pipe would wait for a reader.
			return usagef("--append %s: %s", gitquote.Path(reportPath), gitquote.Text(err.Error()))
		}
		f.Close()
	}
	own := relToTop(top, cwd, outPath, reportPath)
	before, err := capture.Dirty(repo, own...)
	if err != nil {
		return asUsage(err)
	}
	stderr := c.App.ErrWriter
	state := "work tree clean at the sha"
	if len(before) > 0 {
		if !c.Bool("allow-dirty") {
			return usagef("the work tree differs from HEAD %s in %d %s (%s): the block would name a commit the command did not run on; commit first, or pass --allow-dirty to record the run as dirty",
				sha[:12], len(before), plural(len(before), "path", "paths"), listSome(before))
		}
		state = fmt.Sprintf("WORK TREE DIFFERS from the sha in %d %s (%s), captured with --allow-dirty",
			len(before), plural(len(before), "path", "paths"), listSome(before))
		fmt.Fprintf(stderr, "reviewlint: WARNING: the work tree differs from HEAD %s (%s); the block says so, and a reviewer cannot take it as evidence for %s\n",
			sha[:12], listSome(before), sha[:12])
	}
	env := capture.Environment()
	opts := capture.Options{Args: args, Dir: cwd, Echo: stderr}
	if outPath != "" {
		f, err := os.Create(outPath)
		if err != nil {
			return asUsage(err)
		}
		defer f.Close()
		opts.Keep, opts.KeptAs = f, outPath
	}
	res, err := capture.Run(opts)
	if err != nil {
		return usagef("could not run %s: %s", gitquote.Text(capture.Quote(args)), gitquote.Text(err.Error()))
	}
	if after, err := capture.Dirty(repo, own...); err == nil && !slices.Equal(after, before) {
		state += fmt.Sprintf("; THE COMMAND CHANGED THE WORK TREE (%s)", listSome(after))
		fmt.Fprintf(stderr, "reviewlint: WARNING: the command changed the work tree (%s); the block says so\n", listSome(after))
	}
	block := capture.Block(sha, env+"; "+state, res, time.Now())
	if err := emit(c.App.Writer, reportPath, block); err != nil {
		return asUsage(err)
	}
	if reportPath != "" {
		fmt.Fprintf(stderr, "reviewlint: acceptance evidence appended to %s\n", gitquote.Path(reportPath))
	}
	if res.Exit != 0 {
		fmt.Fprintf(stderr, "reviewlint: %s: %s\n", gitquote.Text(res.Command), res.Status)
		return errFindings
	}
	return nil
}

// emit prints the block, or appends it to the report after a blank line.
func emit(stdout io.Writer, report, block string) error {
	if report == "" {
		_, err := io.WriteString(stdout, block)
		return err
	}
	old, err := lint.ReadRegular(report, 1<<30)
	if err != nil {
		return err
	}
	sep := "\n"
	if len(old) > 0 && !strings.HasSuffix(string(old), "\n") {
		sep = "\n\n"
	}
	f, err := os.OpenFile(report, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(f, sep+block); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// relToTop turns paths given on the command line into the
// repository-relative, slash-separated form git status prints.
func relToTop(top, cwd string, paths ...string) []string {
	var out []string
	for _, p := range paths {
		if p == "" {
			continue
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(cwd, p)
		}
		if rel, err := filepath.Rel(top, p); err == nil {
			out = append(out, filepath.ToSlash(rel))
		}
		// top may be a resolved path where cwd is not (a symlinked /tmp).
		if rt, err := filepath.EvalSymlinks(filepath.Dir(p)); err == nil {
			if rel, err := filepath.Rel(top, filepath.Join(rt, filepath.Base(p))); err == nil {
				out = append(out, filepath.ToSlash(rel))
			}
		}
	}
	return out
}

// listSome names up to five of Dirty's entries ("M path"), each path
// quoted as git status quotes it: a file named with a line break or an
// escape byte must not forge a line in the warning or hide text.
func listSome(entries []string) string {
	shown := entries[:min(len(entries), 5)]
	quoted := make([]string, len(shown))
	for i, e := range shown {
		status, path, _ := strings.Cut(e, " ")
		quoted[i] = status + " " + gitquote.Path(path)
	}
	list := strings.Join(quoted, ", ")
	if len(entries) > 5 {
		list += fmt.Sprintf(" and %d more", len(entries)-5)
	}
	return list
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
