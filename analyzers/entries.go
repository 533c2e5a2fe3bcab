package analyzers

import "fmt"

// CoverageEntries returns the coverage statement's bullets, one per fact
// in run order: "- <claim>: VERIFIED INDEPENDENTLY" for what was checked
// and holds, "- <claim>: COULD NOT CHECK" for the rest.
func (r *Report) CoverageEntries() []string {
	var out []string
	for _, name := range r.order {
		for _, f := range r.facts[name] {
			status := "VERIFIED INDEPENDENTLY"
			if !f.Checked {
				status = "COULD NOT CHECK"
			}
			out = append(out, fmt.Sprintf("- %s: %s", oneLine(f.Claim), status))
		}
	}
	return out
}

// FindingEntries returns each failed check as a suggested finding bullet,
// "- <claim> [analyzer]: FAIL — <reason>".
func (r *Report) FindingEntries() []string {
	out := make([]string, 0, len(r.Findings))
	for _, f := range r.Findings {
		claim, reason := f.Message, f.Reason
		if reason == "" {
			claim, reason = "", f.Message
			if f.Path != "" {
				claim = codePath(f.Path) + " "
			}
			claim += "check failed"
		}
		out = append(out, fmt.Sprintf("- %s [%s]: FAIL — %s", oneLine(claim), f.Analyzer, oneLine(reason)))
	}
	return out
}

// ComparedText names the commits compared, as the coverage statement's
// opening sentence does.
func (r *Report) ComparedText() string { return comparedText(r) }
