// Package contract checks markdown review reports against the review
// contract: a coverage statement whose every entry carries one honest status,
// one verdict line, a verdict reason, findings that each carry a FAIL or NOTE
// disposition, a "do not rebuild" section on a FAIL, and a well-formed
// acceptance-evidence block.
//
// Sections are found by block structure, as CommonMark parses it, not by
// line regexes: a heading, bullet or verdict line inside fenced or indented
// code, an HTML block or comment, or a block quote does not count. The
// scanner is hand-written and line-oriented so that every diagnostic carries
// an exact line and column and a large corpus lints at tens of megabytes a
// second; goldmark serves as the oracle for block structure in its tests.
//
// The package knows nothing of files, globs or configured severities: Lint
// takes bytes and returns diagnostics at the rules' default severities.
package contract
