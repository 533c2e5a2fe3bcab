// Package diag holds the vocabulary every linter in reviewlint shares: a
// rule's definition (id, default severity, summary, documentation), a
// severity, and a diagnostic pinned to a path, line and column.
//
// It is not an output format: printing diagnostics as text, JSON, SARIF or
// GitHub annotations lives in package output.
package diag
