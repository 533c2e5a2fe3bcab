package diag

import (
	"cmp"
	"slices"
)

// Diagnostic is one finding at one place. Line and Column are 1-based;
// Column counts bytes, as go vet and most linters do. A diagnostic about a
// whole file (it cannot be read, it is binary) has Line and Column 1.
type Diagnostic struct {
	Path     string   `json:"path"`
	Line     int      `json:"line"`
	Column   int      `json:"column"`
	Severity Severity `json:"severity"`
	Rule     string   `json:"rule"`
	Message  string   `json:"message"`
}

// Sort orders diagnostics by path, line, column, then rule, so that every
// output is stable from run to run.
func Sort(ds []Diagnostic) {
	slices.SortStableFunc(ds, func(a, b Diagnostic) int {
		return cmp.Or(
			cmp.Compare(a.Path, b.Path),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Column, b.Column),
			cmp.Compare(a.Rule, b.Rule),
		)
	})
}

// HasErrors reports whether any diagnostic is at error severity: the
// condition for exit status 1.
func HasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if d.Severity >= Error {
			return true
		}
	}
	return false
}
