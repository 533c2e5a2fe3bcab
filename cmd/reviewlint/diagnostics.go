package main

import (
	"fmt"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/output"
	"github.com/reviewlint/reviewlint/internal/prompt"
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

// printDiagnostics prints ds in format, coloured as --color says (by
// default only on a terminal, never under NO_COLOR), and returns
// errFindings when any is at --fail-level (by default: an error). The
// exit status depends on the diagnostics alone, never on the format.
func printDiagnostics(c *cli.Context, format, root string, ds []diag.Diagnostic) error {
	return printDiagnosticsFiles(c, format, root, ds, nil, nil)
}

// printDiagnosticsFiles is printDiagnostics, with the verdict each file
// linted states for the formats that print it (json), and the rules'
// texts in the words of cfg's dialect for those that print them (sarif).
func printDiagnosticsFiles(c *cli.Context, format, root string, ds []diag.Diagnostic, files []diag.FileVerdict, cfg *config.Config) error {
	w := c.App.Writer
	color, err := colorFor(c, w)
	if err != nil {
		return err
	}
	level, err := failLevel(c)
	if err != nil {
		return err
	}
	opts := output.Options{Color: color, ToolVersion: version(), Root: root, Files: files, Speak: speaker(cfg)}
	if err := output.Write(w, format, ds, opts); err != nil {
		return fmt.Errorf("print diagnostics: %w", err)
	}
	if fails(ds, level) {
		return errFindings
	}
	return nil
}

// speaker rewrites rules' texts in the words of cfg's dialect; nil for no
// configuration.
func speaker(cfg *config.Config) func(kind, text string) string {
	if cfg == nil {
		return nil
	}
	d, vd := cfg.ReportDialect(), cfg.VerdictDialect()
	return func(kind, text string) string { return prompt.SpeakRule(d, vd, kind, text) }
}
