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
//
// CheckGo checks the two sides together (GoChecker.CheckSides). Every
// package is first resolved from what lies outside its function bodies
// (resolve.go): its imports, and a key made of its files' content and its
// imports' keys, so that a package the sides share is type-checked once;
// a file the sides share has its header read once, and its build
// constraints are read only when it holds some (match.go), with the
// verdicts of go/build's MatchFile but without go/build (platform.go).
// A dependency is read without its function bodies (bodies.go), without
// the imports only those bodies use, which play no part in its types, and
// without the declarations no file written as p.Name reaches (prune.go);
// a package of the standard library or the module cache has those
// declarations blanked from its tokens before it is parsed, and its
// comments after the package clause (skim.go). What only the pruned
// declarations import is not read: a stub with its path, name and
// imports stands for it, as go/types names types by those
// (usedimports.go). A
// checked package whose files are the same on both sides, and
// whose imports differ only inside function bodies, has the same errors
// on both: it is checked once, unless a message quotes where an imported
// object is (which such a change may move). File headers are read on
// two goroutines while the sides are resolved (prefetch.go), and the
// checked packages' files ahead of resolving (unitread.go). Packages
// are read in parallel, up to GOMAXPROCS at a time (schedule.go), but
// checked with their function bodies together only while their sizes
// add up to half the largest's (budget.go), and a dependency's types
// are dropped as soon as no package left to check needs them. Its line
// tables are held packed (lines.go): a package whose messages quote a
// position in another file is checked again with them.
//
// The go command refuses some packages whose every type checks, and
// those refusals are sites too: a //go:embed pattern that embeds nothing
// (embed.go), an import cycle through the snapshot's packages (cycle.go),
// an import of another tree's internal package (internalimport.go), a
// main package with no func main (mainfunc.go), a go.mod that its
// vendor/modules.txt does not match (vendoring.go), and an import of a
// module go.sum does not vouch for (resolve.go). A change to go.mod or
// go.sum checks the packages that import a module whose requirement,
// replacement or go.sum entry it changes (modchange.go).
// A submodule at head in the tree of a changed package's module, or
// anywhere under a go.work, may hold importers whose files no snapshot
// holds (submodules.go): where this machine holds its repository, its Go
// files are read for their imports, and it stays a gap only where one
// imports a changed package. A submodule holding a package a checked one
// imports (in the module's tree, or a module a replace directive takes
// from it) is a gap: the go command builds against its files, which no
// snapshot holds. So is a submodule a replacement takes into the build,
// whose packages may import a changed one. A symbolic link to a folder
// is a second import path the go command follows: a link to a changed
// package (importers through it are not found) or one a checked package
// imports through is a gap.
// A Go file that cannot be read (over the size
// limit, or a Git LFS pointer in the objects) is a gap too, and so is one
// that is a symbolic link (the go command builds the text it names) and
// a go.mod or go.work not read (the modules, and so the importers, are
// unknown). Beside a gap "no new type errors" is unchecked, and a new
// error beside a file not read, at head or at base (where it may have
// been too), is no finding. A checker's export holds each link as a link.
//
// A site's message may hold several lines: go/types reports the further
// parts of an error (another declaration's place, each step of a cycle)
// as errors of their own, indented by a tab, and CheckGo joins them to
// the error they belong to as the go command prints them.
package typecheck
