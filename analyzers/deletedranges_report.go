package analyzers

import (
	"fmt"

	"github.com/reviewlint/reviewlint/analyzers/linediff"
)

// reportRanges states the facts a reviewer can paste. The line totals
// cover only the files that were line-diffed: a skipped, unmerged or
// binary file has no hunks, and counting it as "0 lines" would be a wrong
// fact, so each is named instead. The range's review reports and verdict
// files are left out: they are not the code under review.
func reportRanges(pass *Pass, result *DeletedRangesResult) {
	deleted, added, diffed, binary, review := 0, 0, 0, 0, 0
	var files []FileRanges
	for _, f := range result.Files {
		if pass.isReviewFile(f.Path) {
			review++
			continue
		}
		files = append(files, f)
	}
	for _, f := range files {
		switch {
		case f.Skipped != "":
			pass.Unchecked("line ranges of %s (%s)", codePath(f.Path), f.Skipped)
		case f.Binary:
			binary++
		default:
			d, a := linediff.Totals(f.Hunks)
			deleted, added, diffed = deleted+d, added+a, diffed+1
		}
	}
	total := fmt.Sprintf("%d %s changed between %s and %s", len(files), plural(len(files), "file", "files"),
		shortSide(pass.Base, false), shortSide(pass.Head, pass.Staged))
	switch {
	case len(files) == 0:
	case diffed == len(files):
		total += fmt.Sprintf(", all line-diffed: %s", lineTotals(deleted, added))
	case diffed > 0:
		total += fmt.Sprintf("; %d line-diffed: %s", diffed, lineTotals(deleted, added))
	default:
		total += "; none line-diffed"
	}
	if binary > 0 {
		total += fmt.Sprintf("; %d binary, without line ranges", binary)
	}
	if skipped := len(files) - diffed - binary; skipped > 0 {
		total += fmt.Sprintf("; %d not checked, listed as such", skipped)
	}
	pass.Fact("%s%s", total, reviewNote(review))
	const perFileFacts = 100
	for i, f := range files {
		if i == perFileFacts {
			more := len(files) - perFileFacts
			pass.Fact("%d more %s, listed by reviewlint derive deleted-ranges --format json", more, plural(more, "file", "files"))
			break
		}
		if f.Skipped == "" {
			pass.Fact("%s", fileClaim(f))
		}
	}
}

// lineTotals is the verified part of the total, in git's numbering.
func lineTotals(deleted, added int) string {
	return fmt.Sprintf("%d %s deleted and %d added (minimal line diff of the git objects, git diff -U0 numbering)",
		deleted, plural(deleted, "line", "lines"), added)
}
