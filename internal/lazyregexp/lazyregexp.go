// Package lazyregexp compiles a package's regular expressions on first use
// instead of at start-up.
//
// A package-level regexp.MustCompile runs when the binary starts, for
// every verb, whether or not the verb ever matches the pattern; a binary
// that holds every verb's patterns pays for all of them before printing
// its version. New defers the compilation to the first call.
//
// It is not for patterns built from input (compile those where they are
// used, with their errors reported).
package lazyregexp

import (
	"regexp"
	"sync"
)

// New returns a function that compiles expr on its first call and returns
// the same *regexp.Regexp on every call; it panics on the first call if
// expr does not compile, as regexp.MustCompile does at start-up.
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
