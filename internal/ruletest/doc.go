// Package ruletest runs the test cases of reviewlint's rules: testdata
// files whose lines say which diagnostics the linter must report there, as
// `// want` comments do for golang.org/x/tools/go/analysis/analysistest.
//
// A line expects diagnostics by ending in a marker:
//
//	Verdict: PASS // want verdict-conflict@1 "verdict FAIL contradicts verdict PASS on line 1: keep one verdict line"
//
// Each expectation is a rule id, optionally `@column` and a Go-quoted
// message; what is left out is not compared. A line with no marker expects
// no diagnostic. The marker, with the one space before it, is cut from the
// line before the linter reads the file, so the linter never sees it: a
// report, a JSON verdict or a commit message means what it says without
// it, whatever the format does with comments. A case that needs more than
// one file (a commit message and the reports it names, a rules.toml before
// and after) is a txtar archive, with markers in any of its files.
//
// It is for tests only; nothing in the linters imports it.
package ruletest
