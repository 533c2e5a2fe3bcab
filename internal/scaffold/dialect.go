package scaffold

import (
	"regexp"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// translate rewrites a scaffold written in the default contract's words
// into dialect d's: section headings, statuses, dispositions and the
// verdict's placeholder. A section the dialect does not read keeps a
// heading of its own, so that what is under it stays for the reviewer.
func translate(report string, d *contract.Dialect) string {
	s := d.Spec()
	first := func(ws []string, or string) string {
		if len(ws) > 0 {
			return ws[0]
		}
		return or
	}
	section := func(kind, or string) string { return first(s.Sections[kind], or) }
	if len(s.Coverage.Accepted) == 0 {
		// The dialect has no status for a claim accepted from the
		// worker's evidence: offering the default's would have the
		// reviewer write an entry the dialect refuses.
		report = regexp.MustCompile(acceptedClaim).ReplaceAllString(report, "")
	}
	if len(s.Sections[contract.SectionCoverage]) > 0 && len(s.Coverage.NotChecked) == 0 {
		// Nor one for a claim not checked: such a fact is said in prose,
		// which the coverage section keeps and lint does not read as an
		// entry, and the reviewer is offered no such claim.
		report = regexp.MustCompile(notCheckedClaim).ReplaceAllString(report, "")
		report = regexp.MustCompile(notCheckedEntry).ReplaceAllString(report, "\nNot checked: $1.\n")
	}
	lines := d.VerdictLines("FILL ME (" + s.Verdict.Pass[0] + " or " + s.Verdict.Fail[0] + ")")
	verdict := strings.Join(lines, "\n")
	switch d.VerdictPlace() {
	case contract.PlaceSection:
		verdict = lines[len(lines)-1] // under the scaffold's own verdict heading
	case contract.PlaceFrontMatter:
		// Front matter opens the file: the verdict's section says where
		// it went.
		report = verdict + "\n" + report
		verdict = "<!-- The verdict is in the front matter at the top. -->"
	}
	r := strings.NewReplacer(
		"## Coverage statement", "## "+section(contract.SectionCoverage, "Derived facts"),
		"## Findings", "## "+section(contract.SectionFindings, "Findings"),
		"## Verdict reason", "## "+section(contract.SectionReason, "Verdict reason"),
		"## Do not rebuild", "## "+section(contract.SectionDoNotRebuild, "Do not rebuild"),
		"## Verdict\n", "## "+section(contract.SectionVerdict, "Verdict")+"\n",
		Placeholder, verdict,
		contract.StatusVerified, first(s.Coverage.Verified, contract.StatusVerified),
		contract.StatusAccepted, first(s.Coverage.Accepted, contract.StatusAccepted),
		contract.StatusNotCheck, first(s.Coverage.NotChecked, contract.StatusNotCheck),
		": FAIL — ", ": "+s.Findings.Fail[0]+" — ",
		": NOTE — ", ": "+first(s.Findings.Note, "NOTE")+" — ",
		"Keep it FAIL,", "Keep it "+s.Findings.Fail[0]+",",
		"`NOTE — ", "`"+first(s.Findings.Note, "NOTE")+" — ",
		"when the verdict is FAIL:", "when the verdict is "+s.Verdict.Fail[0]+":",
	)
	return r.Replace(report)
}

// The scaffold's suggested claims accepted from the worker's evidence and
// not checked (lines of its FILL ME comment), and a derived entry not
// checked; compiled on use, since a scaffold is written once a run.
const (
	acceptedClaim   = `(?m)^- <what the worker's evidence shows>: .*\n`
	notCheckedClaim = `(?m)^- <what you could not check, and why>: .*\n`
	notCheckedEntry = `(?m)^- (.*): ` + contract.StatusNotCheck + `$`
)
