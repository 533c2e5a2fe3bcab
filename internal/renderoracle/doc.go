// Package renderoracle reads a report as a person reads the page it
// renders to: it takes the HTML a markdown renderer writes (goldmark's in
// the tests, cmark-gfm's, GitHub's own renderer, in the differential
// bench) and finds, with an HTML tokenizer and regular expressions, every
// verdict line a reader sees and every finding under Findings whose
// disposition is FAIL, in the default contract's words.
//
// It is an oracle for the contract package, so it shares none of its
// code: it knows nothing of goldmark's tree or of the contract's reading.
// It is not a linter: it never says a report is well formed.
package renderoracle
