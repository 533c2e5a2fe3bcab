// Package linediff computes a minimal line diff of two byte slices and
// reports it as hunks counted the way `git diff -U0` prints their headers.
//
// Minimal means the fewest added plus deleted lines, as `git diff
// --minimal`: the common prefix and suffix are trimmed first, lines that
// occur on one side only are set aside (they can never match, so this
// keeps the result minimal while making a file whose every line changed
// cheap). When every line left occurs once on each side, the sides are a
// reordering of one another and a longest increasing subsequence gives a
// longest common one in O(n log n); otherwise Myers' linear-space divide
// and conquer runs on what is left with no heuristic that gives up
// optimality, as git's xdiff does under --minimal, and when it takes more
// steps than matching the pairs of equal lines would (lines reordered
// that repeat a few times each), Hunt and Szymanski's matching of those
// pairs, just as minimal, finishes instead. Lines are interned to dense
// ids without copying them. A line
// keeps its terminator, so "x" and "x\n" differ (git's "no newline at end
// of file") and "\r" is part of a CRLF line.
//
// It knows nothing of git objects; callers bound the input size. The
// middle that differs may hold at most MaxDistinctLines distinct lines,
// and the search may take at most MaxSteps steps, which bounds the work
// on a hostile file: past either, the file is not diffed, with the reason.
package linediff
