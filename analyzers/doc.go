// Package analyzers runs `reviewlint derive`: each analyzer re-derives one
// kind of fact about a change from git objects alone (no checkout, no
// build), independently of the worker's tests.
//
// What an analyzer is, and the words facts, findings and results, are
// defined by package analysis. This package is the driver: All lists the
// analyzers users select by name, Derive resolves the range, lists its
// changes and runs the selected analyzers (and, once each, what they
// require) into a Derivation, and Write prints it as text, versioned JSON
// or a coverage statement to paste into a review report.
//
// To add an analyzer: write a package under analyzers/ that exports its
// Analyzer (see docs/CONTRIBUTING.md), append it to All, and run the
// tests: TestAll validates names, docs and requirements.
package analyzers
