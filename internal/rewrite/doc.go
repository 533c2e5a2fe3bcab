// Package rewrite replaces a file's content in place without a moment
// when the file is half written, and shows a change as a unified diff.
// It is what `lint --fix` and `--diff` write with; it knows nothing of
// reports or fixes.
package rewrite
