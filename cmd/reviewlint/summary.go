package main

import (
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// printSummary ends text output with what was checked, on stderr so that
// stdout stays the diagnostics alone: `checked 3 files: 2 errors, 1 warning`.
func printSummary(w io.Writer, files int, ds []diag.Diagnostic) {
	errs, warns := 0, 0
	for _, d := range ds {
		switch d.Severity {
		case diag.Error:
			errs++
		case diag.Warning:
			warns++
		}
	}
	fmt.Fprintf(w, "reviewlint: checked %s: %s, %s\n", count(files, "file"), count(errs, "error"), count(warns, "warning"))
}

// count says "1 file", "2 files".
func count(n int, noun string) string {
	return fmt.Sprintf("%d %s", n, plural(n, noun, noun+"s"))
}
