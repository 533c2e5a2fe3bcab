package analyzers

import (
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
)

// writeCoverage prints a block to append to a review report: a blank
// line first (a report that does not end in one would otherwise run into
// the heading), a "## Coverage statement" naming the commits compared,
// one entry per fact (VERIFIED INDEPENDENTLY only for what was checked
// and holds, COULD NOT CHECK for the rest), and the failed checks as
// suggested "## Findings" entries: a failed check is a finding, not a
// verified fact.
func writeCoverage(w io.Writer, rep *Derivation) error {
	fmt.Fprint(w, "\n## Coverage statement\n\n")
	fmt.Fprintf(w, "Derived by `reviewlint derive` from git objects: %s.\n\n", comparedText(rep))
	entries := rep.CoverageEntries()
	for _, e := range entries {
		fmt.Fprintln(w, e)
	}
	if len(entries) == 0 {
		fmt.Fprintln(w, "- nothing verified: every check run failed (see the findings below): COULD NOT CHECK")
	}
	if len(rep.Findings) == 0 {
		return nil
	}
	fmt.Fprint(w, "\n## Findings\n\n")
	for _, e := range rep.FindingEntries() {
		fmt.Fprintln(w, e)
	}
	return nil
}

// comparedText names the commits compared, as a sentence fragment.
func comparedText(rep *Derivation) string {
	short := func(id string) string { return "`" + id[:min(12, len(id))] + "`" }
	switch rep.Compared {
	case "merge-base":
		text := fmt.Sprintf("%s, the merge base of %s (%s) and %s (%s), compared with %s",
			short(rep.Base), analysis.CodePath(rep.BaseRev), short(rep.BaseTip), analysis.CodePath(rep.HeadRev), short(rep.Head), short(rep.Head))
		if rep.MergeBases > 1 {
			text += fmt.Sprintf(" (of %d merge bases, the one git diff uses)", rep.MergeBases)
		}
		return text
	case "tip":
		return fmt.Sprintf("%s (%s itself, not the merge base) compared with %s (%s)",
			short(rep.Base), analysis.CodePath(rep.BaseRev), short(rep.Head), analysis.CodePath(rep.HeadRev))
	case "empty-tree":
		return fmt.Sprintf("the empty tree compared with %s (%s)", short(rep.Head), analysis.CodePath(rep.HeadRev))
	}
	return fmt.Sprintf("HEAD (%s) compared with the index", short(rep.Base))
}
