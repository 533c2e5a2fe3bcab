package output

import (
	"fmt"
	"io"
	"os"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// Formats lists the names --format accepts for diagnostics.
var Formats = []string{"text", "json", "sarif", "github"}

// Options tune the printing.
type Options struct {
	// Color turns on ANSI colour in text output.
	Color bool
	// ToolVersion is the version SARIF records for the driver; "" leaves
	// it out (golden files do).
	ToolVersion string
	// Root is the repository root (or the working folder outside one).
	// SARIF and GitHub annotations name files relative to it; paths already
	// relative are taken as relative to it.
	Root string
	// Files are the verdicts the files linted state; JSON prints them.
	Files []diag.FileVerdict
	// Speak rewrites a rule's text, given the rule's kind, in the words of
	// the configured dialect, for the formats that print rule texts
	// (SARIF); nil leaves them in the default contract's words.
	Speak func(kind, text string) string
}

// Write prints ds in the named format.
func Write(w io.Writer, format string, ds []diag.Diagnostic, opts Options) error {
	switch format {
	case "", "text":
		return Text(w, ds, opts)
	case "json":
		return JSON(w, ds, opts.Files...)
	case "sarif":
		return SARIF(w, ds, opts)
	case "github":
		return GitHub(w, ds, opts)
	}
	return fmt.Errorf("unknown format %q (want one of %v)", format, Formats)
}

// ColorFor reports whether text written to w may be coloured: w is a
// terminal and NO_COLOR is not set (https://no-color.org).
func ColorFor(w io.Writer) bool {
	if _, ok := os.LookupEnv("NO_COLOR"); ok {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
