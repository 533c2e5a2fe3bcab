package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/lint"
)

func initCommand() *cli.Command {
	return &cli.Command{
		Name:  "init",
		Usage: "write the default rules at the repository root: rules.toml, or .reviewlint.toml beside another tool's rules.toml",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "force", Usage: "overwrite the existing file of reviewlint's (never another tool's rules.toml)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("init takes no arguments; it writes at the repository root")
			}
			cwd, err := os.Getwd()
			if err != nil {
				return asUsage(err)
			}
			root := lint.FindRoot(cwd)
			if root == "" {
				root = cwd
			}
			path, why := initTarget(root)
			flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
			if c.Bool("force") {
				flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
			}
			f, err := os.OpenFile(path, flags, 0o644)
			if errors.Is(err, fs.ErrExist) {
				return usagef("%s already exists: keep it, or overwrite it with --force", path)
			}
			if err != nil {
				return asUsage(err)
			}
			if _, err := f.Write(reviewlint.DefaultRules); err != nil {
				f.Close()
				return asUsage(err)
			}
			if err := f.Close(); err != nil {
				return asUsage(err)
			}
			fmt.Fprintf(c.App.Writer, "wrote %s%s\n", path, why)
			return nil
		},
	}
}

// initTarget is the file init writes in the folder root, and what to say
// of the choice: .reviewlint.toml when it is there already (it is the one
// reviewlint reads) or when rules.toml is another tool's, which init never
// overwrites, not even with --force; else rules.toml.
func initTarget(root string) (path, why string) {
	dot := filepath.Join(root, config.DotName)
	if _, err := os.Lstat(dot); err == nil {
		return dot, ""
	}
	rules := filepath.Join(root, config.RulesName)
	existing, err := lint.ReadRegular(rules, 1<<20)
	if err == nil && config.Foreign(existing) {
		return dot, fmt.Sprintf(" (%s is another tool's file, left as it is; reviewlint reads %s first)", rules, config.DotName)
	}
	if err == nil {
		// Keys near reviewlint's ([[rule]], [files] patterns) but not
		// valid as its configuration: maybe another tool's, maybe a typo;
		// either way it is left as it is and reviewlint gets its own.
		if _, perr := config.Parse(rules, existing); perr != nil {
			return dot, fmt.Sprintf(" (%s is not valid as reviewlint's configuration (%s), so it is left as it is; reviewlint reads %s first: if %s was meant to be reviewlint's, fix it, move its rules here and delete it)",
				rules, gitquote.Text(perr.Error()), config.DotName, config.RulesName)
		}
	}
	return rules, ""
}
