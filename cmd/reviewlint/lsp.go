package main

import (
	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/lsp"
)

func lspCommand() *cli.Command {
	return &cli.Command{
		Name:  "lsp",
		Usage: "serve the Language Server Protocol on stdin and stdout, for editors (docs/editors.md)",
		Flags: []cli.Flag{
			configFlag,
			noConfigFlag,
			// Editors' generic clients often pass --stdio; stdio is the
			// only transport.
			&cli.BoolFlag{Name: "stdio", Usage: "talk over stdin and stdout (the default and only transport)"},
		},
		Action: runLSP,
	}
}

func runLSP(c *cli.Context) error {
	if c.NArg() > 0 {
		return usagef("lsp takes no arguments: an editor starts it and talks to it on stdin and stdout")
	}
	choice, err := configChoice(c)
	if err != nil {
		return err
	}
	server := lsp.New(c.App.Reader, c.App.Writer, lsp.Options{
		Choice: choice, Debounce: lsp.DefaultDebounce, Log: c.App.ErrWriter, Version: version(),
	})
	if status := server.Run(); status != 0 {
		// The protocol's status for an exit without shutdown; the
		// server said why on stderr.
		return cli.Exit("", status)
	}
	return nil
}
