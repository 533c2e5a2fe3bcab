// Package contract checks markdown review reports against the review
// contract: a coverage statement whose every entry carries one honest status,
// one verdict line, a verdict reason, findings that each carry a FAIL or NOTE
// disposition, a "do not rebuild" section on a FAIL, and a well-formed
// acceptance-evidence block.
//
// What renders is what is read. A report is parsed as CommonMark by
// goldmark, the one markdown reader in the binary, and the contract works
// on that document: its block structure, and its text as it renders
// (entities and escapes decoded, emphasis, links and inline HTML reduced to
// the text a reader sees). A heading, bullet or verdict line inside fenced
// or indented code or a block quote does not count. Raw HTML is shown or
// hidden by the reader's renderer, so contract text inside it is refused
// as ambiguous rather than guessed at; markdown that would cost more than
// linear time to parse is refused before it does.
//
// The package knows nothing of files, globs or configured severities: Lint
// takes bytes and returns diagnostics at the rules' default severities.
package contract
