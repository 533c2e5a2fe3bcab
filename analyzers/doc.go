// Package analyzers runs `reviewlint derive`: each
// analyzer re-derives one kind of fact about a change from git objects
// alone (no checkout, no build), independently of the worker's tests.
//
// An Analyzer is a value, shaped like golang.org/x/tools/go/analysis: a
// Name (kebab-case, what users type), a Doc (first line a summary), and a
// Run function that receives a *Pass. Run returns its result (a value that
// encodes as the analyzer's JSON object under "results"; implement
// TextResult to control the text output) and an error only when the
// analysis itself could not run. Along the way it calls Pass.Fact for each
// claim that was checked and holds (a reviewer may paste it as "VERIFIED
// INDEPENDENTLY"), Pass.Unchecked for what it could not check or found
// nothing to check, with the reason, and Pass.Failed for a check that
// failed (a suggested FAIL finding, exit status 1; never a verified fact).
// An analyzer that returns an error or panics loses only what it had not
// stated yet: derive says COULD NOT CHECK for the rest and runs the others.
// One unreadable file should cost that file only: say Unchecked for it and
// go on.
//
// To add an analyzer: write it (a package under analyzers/ for the logic
// and its exported Analyzer value, defined with package analysis), append
// it to All, and run the tests: TestAll validates names and docs.
//
// A Pass holds the repository, the range (Base, the merge base of the
// requested base and the head unless asked otherwise, and Head; or Staged:
// the index against HEAD), the changed paths, and the options. Analyzers run
// one after another in one goroutine; gitrepo.Repo is not safe for
// concurrent use, so an analyzer that wants parallelism reads blobs in its
// own goroutine and hands bytes to workers.
//
// Output (text, versioned JSON, coverage statement) is written by Write.
package analyzers
