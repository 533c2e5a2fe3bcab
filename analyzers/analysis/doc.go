// Package analysis defines what an analyzer of `reviewlint derive` is and
// what it is given, shaped like golang.org/x/tools/go/analysis. It knows no
// analyzer: each lives in its own package under analyzers/ and exports an
// Analyzer value; package analyzers lists them and runs them.
//
// An Analyzer has a Name (kebab-case, what users type), a Doc (first line
// a summary), the analyzers it Requires, and a Run function that receives
// a *Pass. The Pass holds the repository, the two sides (Base, the merge
// base of the requested base and the head unless asked otherwise, and
// Head; or Staged: the index against HEAD), the changed paths, the
// options, and ResultOf: the result of each required analyzer. A required
// analyzer runs once per derive run, however many analyzers require it,
// and prints nothing unless it is selected too: that is how the base and
// head snapshots are listed once (snapshot.Analyzer) and shared.
//
// Run returns a Result and an error only when the analysis itself could
// not run. Along the way it states what it derived through the Pass, in
// these words, which mean the same in every package under analyzers/:
//
//   - A fact is something an analyzer derived about the change from git
//     objects alone. A pure package describes its facts in its own terms
//     (symbols.Fact, pointers.Fact, evidence.Fact: one symbol, pointer or
//     evidence block, whose Kind or Status says what was found); the
//     analyzer states each one through its Pass. Pass.Fact states a fact
//     that was checked and holds (VERIFIED INDEPENDENTLY in the coverage
//     statement); Pass.Unchecked a claim it could not check, or found
//     nothing to check, with the reason (COULD NOT CHECK). Fact is the
//     stated form: one line of the coverage statement.
//   - A finding is a check that failed: an expectation the user stated
//     that turned out false (--expect-unchanged), or a fact that shows the
//     change broke something (a dangling symbol, a broken pointer, evidence
//     that does not name the head). Pass.Failed states it; derive exits 1
//     and suggests it as a FAIL entry. A finding is never a verified fact.
//   - A result is what Run returns: the analyzer's structured output,
//     printed under its name (a JSON object under "results"; implement
//     TextResult in package analyzers to control the text form).
//   - A skip (snapshot.Skip) is a file an analyzer did not read, and why,
//     so that a gap never reads as "nothing found".
//   - A report is a review report, the markdown file under review, as
//     everywhere in reviewlint.
//
// An analyzer that returns an error or panics loses only what it had not
// stated yet: derive says COULD NOT CHECK for the rest (Pass.Stopped), as
// it does for every analyzer that requires it, and runs the others. One
// unreadable file should cost that file only: say Unchecked for it and go
// on. Analyzers run one after another in one goroutine; gitrepo.Repo is
// not safe for concurrent use, so an analyzer that wants parallelism reads
// blobs in its own goroutine (or through Repo.Reopen) and hands bytes to
// workers.
//
// The package also holds the wording every analyzer shares: CodePath
// quotes a path in a claim, ShortSide names a side, StatusWord and
// ModeText name a change as git does, SideContent and IsBinary read it.
package analysis
