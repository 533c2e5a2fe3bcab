// Package object parses the contents of git's commit, tree and tag
// objects, as much of each as reviewlint needs: a tree's entries in git's
// order; a commit's tree, parents, committer time and message; the object
// a tag names. Reading the objects is odb's job (or go-git's); this
// package only takes their bytes.
//
// Parsing is strict where a wrong answer could hide a change (a tree
// entry must have an octal mode, a name and a whole id; a commit must
// name its tree) and lenient elsewhere (unknown commit headers, signatures
// and encodings are skipped).
package object
