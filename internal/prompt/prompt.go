// Package prompt writes the review-report contract as text for the one who
// writes the report: a person, or a review agent whose prompt embeds it.
//
// Everything that reviewlint checks comes from the rule table (package
// catalog, fed by contract.Rules) and from the contract's own constants
// (statuses, evidence markers), so the text cannot drift from the linter:
// a test fails when a report rule is missing from it.
package prompt

import (
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
)

// Write prints the contract.
func Write(w io.Writer) error {
	_, err := io.WriteString(w, Text())
	return err
}

// Text returns the contract.
func Text() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# The review report contract")
	p("")
	p("Write the review as one markdown file. reviewlint checks it against the rules")
	p("at the end; a report that breaks one is refused at commit, at push and in CI.")
	p("evidence-stale needs the commit under review. A commit that changes only reports")
	p("and verdict files has HEAD's code, so the pre-commit hook refuses evidence that")
	p("names neither HEAD nor an earlier commit with HEAD's code; a commit that changes")
	p("code too has no id yet, so only the push and CI (`reviewlint check --range`) judge")
	p("its evidence. Capture the evidence at the work's commit and commit the report after it.")
	p("Headings may be `#`..`######`, setext, or a line of bold text such as")
	p("`**Findings:**`; case and a trailing colon do not matter. Nothing inside code")
	p("blocks, HTML comments or block quotes counts.")
	p("")
	p("## Shape")
	p("")
	for _, line := range skeleton {
		p("    %s", line)
	}
	p("")
	p("## Coverage statuses (exactly one per coverage bullet)")
	p("")
	p("- `%s`: you re-derived the claim yourself, by a method other than re-running the worker's tests.", contract.StatusVerified)
	p("- `%s`: you audited the worker's captured artifact, which the report carries in an acceptance-evidence block. Without that block the only honest status is `%s`.", contract.StatusAccepted, contract.StatusNotCheck)
	p("- `%s`: you could not check it; say so rather than imply you did.", contract.StatusNotCheck)
	p("")
	p("## Finding dispositions (exactly one per finding)")
	p("")
	p("- `FAIL`: the finding contradicts this deliverable's own claims, docs or tests.")
	p("- `NOTE`: it concerns pre-existing code or lies outside this deliverable; the reason must say why.")
	p("")
	p("Write `- <finding>: FAIL — <reason>` or `- <finding>: NOTE — <reason>` (a dash, en or em dash, or colon before the reason), or `None` when there are no findings. A PASS carries no FAIL finding; a FAIL carries at least one, and a `Do not rebuild` section.")
	p("")
	p("## Acceptance evidence")
	p("")
	p("The worker's artifact, copied into the report between the two marker lines:")
	p("")
	for _, line := range evidence {
		p("    %s", line)
	}
	p("")
	p("`sha` (7 to 64 hex digits) and `environment` are required; `command:` / `result:` pairs follow, any number. The sha must be the commit under review.")
	p("")
	p("## Tools that help")
	p("")
	p("- The worker: `reviewlint evidence capture -- CMD [ARG…]` runs the command at HEAD and prints this block (sha, environment with the toolchains found and CI or not, command, exit status, duration, summary line, sha256 of the output). It refuses when the work tree differs from HEAD; `--output FILE` keeps the output, `--append REPORT` adds the block to a report. Copy the block as it is: a hand-edited block is no evidence.")
	p("- The reviewer: `reviewlint new report --base REV [PATH]` writes a report with every section, the coverage statement pre-filled with derived facts, failed checks as suggested FAIL findings and the worker's block (`--evidence FILE`, else the range's commit messages). Its places marked FILL ME are yours: your own claims, the do-not-rebuild list, the verdict and its reason. Until the verdict and its reason are set it does not lint clean and cannot be committed.")
	p("- Facts to cite: `reviewlint derive --base REV --format coverage` re-derives deleted line ranges, blob comparisons, dangling symbols, broken pointers, the evidence audit and, with `typecheck`, the type errors at base and head compared as error sites (a new site is a finding; errors the environment causes are on both sides and cancel; `--checker CMD` for languages other than Go). Each is %s only where it was checked and holds; a failed check belongs under Findings.", contract.StatusVerified)
	p("")
	p("## Rules")
	p("")
	for _, r := range catalog.All() {
		if r.Kind != "report" {
			continue
		}
		p("- `%s` (%s): %s. %s", r.ID, r.Default, r.Summary, r.Doc)
	}
	p("")
	p("To silence a rule for a good reason: `<!-- reviewlint-disable RULE -->` … `<!-- reviewlint-enable RULE -->`, or `<!-- reviewlint-disable-next-line RULE -->`.")
	return b.String()
}

var skeleton = []string{
	"# Review of <what was reviewed>",
	"",
	"## Coverage statement",
	"- <claim the verdict rests on>: " + contract.StatusVerified,
	"- <claim>: " + contract.StatusAccepted,
	"- <claim>: " + contract.StatusNotCheck,
	"",
	"## Findings",
	"- <finding>: FAIL — <why it contradicts the deliverable>",
	"- <finding>: NOTE — <why it lies outside this deliverable>",
	"",
	"## Verdict reason",
	"<which findings drove the verdict; for a PASS, why each NOTE is not a FAIL>",
	"",
	"## Do not rebuild",
	"- <what is correct and must not be redone> (FAIL reports only)",
	"",
	"Verdict: PASS|FAIL",
}

var evidence = []string{
	contract.EvidenceStart,
	"sha: <the commit under review>",
	"environment: <OS, toolchain, what was unavailable>",
	"command: <a command the worker ran>",
	"result: <what it printed or returned>",
	contract.EvidenceEnd,
}
