package analyzers

import (
	"fmt"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
)

// CoverageEntries returns the coverage statement's bullets, one per fact
// in run order: "- <claim>: VERIFIED INDEPENDENTLY" for what was checked
// and holds, "- <claim>: COULD NOT CHECK" for the rest.
func (r *Derivation) CoverageEntries() []string {
	var out []string
	for _, name := range r.order {
		for _, f := range r.facts[name] {
			status := "VERIFIED INDEPENDENTLY"
			if !f.Checked {
				status = "COULD NOT CHECK"
			}
			out = append(out, fmt.Sprintf("- %s: %s", entryClaim(f.Claim), status))
		}
	}
	return out
}

// FindingEntries returns each failed check as a suggested finding bullet,
// "- <claim> [analyzer]: FAIL — <reason>".
func (r *Derivation) FindingEntries() []string {
	out := make([]string, 0, len(r.Findings))
	for _, f := range r.Findings {
		claim, reason := f.Message, f.Reason
		if reason == "" {
			claim, reason = "", f.Message
			if f.Path != "" {
				claim = analysis.CodePath(f.Path) + " "
			}
			claim += "check failed"
		}
		out = append(out, fmt.Sprintf("- %s [%s]: FAIL — %s", entryClaim(claim), f.Analyzer, oneLine(reason)))
	}
	return out
}

// entryClaim keeps a claim to its bullet, and to the status or FAIL the
// bullet ends with: a claim that spells another (a message quoting the
// author's text, a path outside a code span) is shown whole as one
// quoted code span.
func entryClaim(claim string) string {
	if analysis.SpellsContract(claim) {
		return analysis.CodePath(claim)
	}
	return oneLine(claim)
}

// ComparedText names the commits compared, as the coverage statement's
// opening sentence does.
func (r *Derivation) ComparedText() string { return comparedText(r) }
