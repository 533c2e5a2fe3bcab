// Package dialect learns a team's dialect from the reports it already
// writes, and writes a dialect out as the [dialect] table of a
// .reviewlint.toml.
//
// Inference reads each report's outline (contract.Outline: the lines as
// GitHub renders them) for the places teams state a verdict (a key and
// its value on a line, a heading, a bold label, a table cell, the line
// under a Verdict heading, a word alone on a line) and the words they
// use, decides which side each word falls on from the word itself (a
// word it cannot place is reported, never guessed), gathers the section
// names and severity words around the findings, then tries a few
// dialects built from what it saw and keeps the strictest one under which
// the most reports lint clean. It never makes the verdict optional: a
// report with no readable verdict stays refused, and each refused report
// is listed with the reason.
//
// It is not a linter and not a configuration loader: it only proposes.
package dialect
