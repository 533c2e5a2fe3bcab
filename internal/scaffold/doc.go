// Package scaffold writes the skeleton of a review report for the
// reviewer: every section the contract requires, the coverage statement
// pre-filled with derived facts, failed checks as suggested findings, the
// worker's acceptance-evidence block when one was found, and clearly
// marked places for what only the reviewer can write.
//
// A scaffold is deliberately not a valid report: its verdict line names
// no verdict and its verdict reason is empty, so it fails lint (and the
// pre-commit hook) until a person decides. Nothing here guesses a
// verdict.
package scaffold
