// Package linediff computes a minimal line diff of two byte slices and
// reports it as hunks counted the way `git diff -U0` prints their headers.
//
// Minimal means the fewest added plus deleted lines, as `git diff
// --minimal`: lines that occur on one side only are set aside first (they
// can never match, so this keeps the result minimal while making a file
// whose every line changed cheap), then sergi/go-diff's exact Myers
// (DiffTimeout 0) runs on what is left. A line keeps its terminator, so
// "x" and "x\n" differ (git's "no newline at end of file") and "\r" is
// part of a CRLF line.
//
// It knows nothing of git objects; callers bound the input size.
package linediff
