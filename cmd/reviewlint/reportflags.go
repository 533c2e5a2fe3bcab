package main

import (
	"io"
	"os"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/output"
)

// The flags every verb that prints diagnostics for a person or a build
// takes: when to colour, and which severity fails the run.
var (
	colorFlag = &cli.StringFlag{Name: "color", Value: "auto",
		Usage: "colour text output: `WHEN` is auto (only on a terminal), always or never; NO_COLOR in the environment means never"}
	failLevelFlag = &cli.StringFlag{Name: "fail-level", Value: "error",
		Usage: "exit 1 when a diagnostic at `LEVEL` or above is found: error, or warning (so warnings fail a build)"}
)

// reportingVerbs take colorFlag and failLevelFlag.
var reportingVerbs = []string{"lint", "check"}

// addReportFlags gives the reporting verbs their shared flags, so that each
// verb's file keeps only its own.
func addReportFlags(cmds []*cli.Command) {
	for _, cmd := range cmds {
		if slices.Contains(reportingVerbs, cmd.Name) {
			cmd.Flags = append(cmd.Flags, colorFlag, failLevelFlag)
		}
	}
}

// colorFor reads --color for output written to w. A non-empty NO_COLOR
// wins over everything (https://no-color.org); without the flag, colour
// only on a terminal.
func colorFor(c *cli.Context, w io.Writer) (bool, error) {
	if os.Getenv("NO_COLOR") != "" {
		return false, nil
	}
	switch c.String(colorFlag.Name) {
	case "", "auto":
		return output.ColorFor(w), nil
	case "always":
		return true, nil
	case "never":
		return false, nil
	}
	return false, usagef("unknown --color %q (want auto, always or never)", c.String(colorFlag.Name))
}

// failLevel reads --fail-level: the least severity that fails the run.
func failLevel(c *cli.Context) (diag.Severity, error) {
	switch c.String(failLevelFlag.Name) {
	case "", "error":
		return diag.Error, nil
	case "warning":
		return diag.Warning, nil
	}
	return diag.Error, usagef("unknown --fail-level %q (want error or warning)", c.String(failLevelFlag.Name))
}

// fails reports whether any diagnostic is at level or above.
func fails(ds []diag.Diagnostic, level diag.Severity) bool {
	for _, d := range ds {
		if d.Severity >= level {
			return true
		}
	}
	return false
}
