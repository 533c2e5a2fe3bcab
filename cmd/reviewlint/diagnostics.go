package main

import (
	"fmt"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/output"
)

// outputFormats are the --format values of the verbs that print
// diagnostics: lint, check and the hooks.
func outputFormats() []string { return output.Formats }

// formatOf reads and validates --format.
func formatOf(c *cli.Context) (string, error) {
	format := c.String("format")
	if format == "" {
		format = "text" // REVIEWLINT_FORMAT= set but empty means the default
	}
	if !slices.Contains(output.Formats, format) {
		return "", usagef("unknown --format %q (want %s)", format, join(output.Formats))
	}
	return format, nil
}

// printDiagnostics prints ds in format, coloured only on a terminal and
// never under NO_COLOR, and returns errFindings when any is an error. The
// exit status depends on the diagnostics alone, never on the format.
func printDiagnostics(c *cli.Context, format, root string, ds []diag.Diagnostic) error {
	w := c.App.Writer
	opts := output.Options{Color: output.ColorFor(w), ToolVersion: version(), Root: root}
	if err := output.Write(w, format, ds, opts); err != nil {
		return fmt.Errorf("print diagnostics: %w", err)
	}
	if diag.HasErrors(ds) {
		return errFindings
	}
	return nil
}
