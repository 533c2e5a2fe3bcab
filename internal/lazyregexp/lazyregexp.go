// Package lazyregexp compiles a package's regular expressions on first use
// instead of at start-up.
//
// A package-level regexp.MustCompile runs when the binary starts, for
// every verb, whether or not the verb ever matches the pattern; a binary
// that holds every verb's patterns pays for all of them before printing
// its version. A Regexp defers the compilation to its first use.
//
// It is not for patterns built from input (compile those where they are
// used, with their errors reported).
package lazyregexp

import (
	"regexp"
	"sync"
)

// Regexp is a pattern compiled on its first use. Declared at package level
// with a constant Expr,
//
//	var keyLine = &lazyregexp.Regexp{Expr: `^(\w+):`}
//
// it is laid out by the compiler and costs nothing at start-up: no call,
// no allocation, no initialisation code for its package to run (a
// function that returned a closure did all three for every pattern).
type Regexp struct {
	Expr string
	once sync.Once
	re   *regexp.Regexp
}

// Get compiles Expr on its first call and returns the same *regexp.Regexp
// on every call; it panics on the first call if Expr does not compile, as
// regexp.MustCompile does at start-up.
func (l *Regexp) Get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.Expr) })
	return l.re
}
