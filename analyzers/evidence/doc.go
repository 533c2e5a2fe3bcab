// Package evidence audits the acceptance-evidence blocks of review reports
// against a commit range: is the artifact's sha the head under review, or
// which commit is it and how far from the head, or is it outside the range
// altogether; and does the block state its environment.
//
// Blocks are parsed by contract.ParseEvidence, the same parser lint uses, so
// that derive and lint never disagree on what a block says. Audit is
// pure: commits arrive as ids and parents, and looking up an id elsewhere
// in the repository is a function the caller supplies. Analyzer
// (analyzer.go) is the derive analyzer that feeds it the range.
package evidence
