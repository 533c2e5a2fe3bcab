// Package typecheck compares the type errors of two sides of a change as
// error sites: each error at base and at head is a site (file, line,
// message), and a site is unchanged when the change's line mapping carries
// it from one side to the other with the same message, new when only head
// has it, fixed when only base has it. The arithmetic is what makes the
// comparison usable without the project's full environment: an error
// caused by what the machine lacks (a module that is not downloaded, a
// checker's missing stubs) is on both sides and cancels.
//
// The errors come from go/types over the git objects (CheckGo: the
// packages from the snapshot, the standard library from GOROOT, other
// modules from the module cache), or from any checker command run in
// temporary exports of the two trees (RunChecker, with an OutputReader
// reading the usual file:line:col, file:line and file(line,col) forms).
// Analyzer (analyzer.go) is the derive analyzer that compares the two.
package typecheck
