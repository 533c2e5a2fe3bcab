package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A sentence of prose after a label is read as the same sentence alone:
// `**Note:** there are 2 blockers.`, `Update: we found 2 critical
// issues.` count as plainly as `There are 2 blockers.` A label that
// places what follows in the past or in another's words (`Before:`,
// `Round 1:`, `Example:`, `Test case:`), or that cites the sentence in
// quotation marks, says nothing of now, and is not read past.

// labelledClause is countedClause of the sentence s, or of what follows
// the short label it opens with (labelBefore).
func (d *Dialect) labelledClause(s string, question bool, next, follow string, b block) (Finding, bool) {
	if f, ok := d.countedClause(s, question, next, follow, b); ok {
		return f, true
	}
	if rest, ok := labelBefore(s); ok {
		return d.countedClause(rest, question, next, follow, b)
	}
	return Finding{}, false
}

// labelBefore cuts off the label s opens with, a few words before a
// colon that place nothing elsewhere, and returns what follows it.
func labelBefore(s string) (string, bool) {
	label, rest, ok := strings.Cut(s, ":")
	// `Summary of #40:` speaks of another change.
	if !ok || len(label) > 40 || strings.TrimSpace(rest) == "" || strings.ContainsAny(label, ".!?,;()—–#") {
		return "", false
	}
	if t := strings.TrimLeft(rest, " \t*_`"); strings.HasPrefix(t, "\"") || strings.HasPrefix(t, "“") || strings.HasPrefix(t, "'") || strings.HasPrefix(t, "‘") {
		return "", false // `new test: "There are 2 blockers."` cites the words
	}
	n := 0
	for t := label; ; n++ {
		w, r, ok := proseword.Next(t)
		if !ok {
			break
		}
		if n == 4 || elsewhereLabel(strings.ToLower(w)) {
			return "", false
		}
		t = r
	}
	return rest, n > 0
}

// elsewhereLabel reports whether w, a word of a label, places what
// follows it in the past, in an earlier round, or in another's words.
func elsewhereLabel(w string) bool {
	switch w {
	case "before", "previously", "previous", "earlier", "originally", "original", "initially", "initial", "formerly",
		"old", "prior", "past", "history", "round", "example", "e.g", "eg", "quote", "quoted", "hypothetically",
		"if", "question", "q", "was", "were", "then", "last", "resolved", "fixed", "closed", "addressed",
		// `Test case: there are 2 blockers.` names an input of a test.
		"test", "tests", "case", "cases", "covers", "input", "inputs", "fixture", "fixtures", "sample", "samples",
		"examples", "string", "text", "message", "output", "expected", "wording", "phrase", "line", "lines",
		// `Ticket says:`, `Given:`, `Claim:` give another's words or a
		// supposition, not the report's finding.
		"says", "said", "wrote", "writes", "asks", "asked", "claims", "claimed", "claim", "given", "suppose", "assume",
		"assuming", "hypothesis", "scenario":
		return true
	}
	return false
}
