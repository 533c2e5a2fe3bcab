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
	"github.com/reviewlint/reviewlint/internal/lint"
)

func initCommand() *cli.Command {
	return &cli.Command{
		Name:  "init",
		Usage: "write the default rules.toml at the repository root",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "force", Usage: "overwrite an existing rules.toml"},
		},
		Action: func(c *cli.Context) error {
			cwd, err := os.Getwd()
			if err != nil {
				return asUsage(err)
			}
			root := lint.FindRoot(cwd)
			if root == "" {
				root = cwd
			}
			path := filepath.Join(root, config.FileName)
			if existing, err := os.ReadFile(path); err == nil && config.Foreign(existing) {
				// Even --force: overwriting would destroy another tool's
				// settings, which no one asked for.
				return usagef("%s is another tool's file (none of reviewlint's tables): not overwritten, even with --force; keep reviewlint's rules in another file and name it with --config", path)
			}
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
			fmt.Fprintf(c.App.Writer, "wrote %s\n", path)
			return nil
		},
	}
}
