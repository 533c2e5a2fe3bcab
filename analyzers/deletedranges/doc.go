// Package deletedranges is the deleted-ranges analyzer: per changed file,
// the deleted and added line ranges of a minimal line diff of the git
// objects, numbered as `git diff -U0` prints its hunk headers. The diff
// itself is linediff's; this package reads the blobs and states the facts.
package deletedranges
