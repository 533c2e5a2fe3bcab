package deletedranges

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/linediff"
)

// reportRanges states the facts a reviewer can paste. The line totals
// cover only the files that were line-diffed: a skipped, unmerged or
// binary file has no hunks, and counting it as "0 lines" would be a wrong
// fact, so each is named instead. The range's review reports and verdict
// files are left out: they are not the code under review.
func reportRanges(pass *analysis.Pass, result *Result) {
	deleted, added, diffed, binary, review := 0, 0, 0, 0, 0
	var files []FileRanges
	for _, f := range result.Files {
		if pass.IsReviewFile(f.Path) {
			review++
			continue
		}
		files = append(files, f)
	}
	for _, f := range files {
		switch {
		case f.Skipped != "":
			pass.Unchecked("line ranges of %s (%s)", analysis.CodePath(f.Path), f.Skipped)
		case f.Binary:
			binary++
		default:
			d, a := linediff.Totals(f.Hunks)
			deleted, added, diffed = deleted+d, added+a, diffed+1
		}
	}
	total := fmt.Sprintf("%d %s changed between %s and %s", len(files), analysis.Plural(len(files), "file", "files"),
		analysis.ShortSide(pass.Base, false), analysis.ShortSide(pass.Head, pass.Staged))
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
	pass.Fact("%s%s", total, analysis.ReviewNote(review))
	const perFileFacts = 100
	for i, f := range files {
		if i == perFileFacts {
			more := len(files) - perFileFacts
			pass.Fact("%d more %s, listed by reviewlint derive deleted-ranges --format json", more, analysis.Plural(more, "file", "files"))
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
		deleted, analysis.Plural(deleted, "line", "lines"), added)
}

// fileClaim summarises one file's ranges in one line.
func fileClaim(f FileRanges) string {
	claim := analysis.CodePath(f.Path) + " " + f.Status
	if f.FileKind != "" {
		claim += " " + f.FileKind
	}
	if f.OldMode != f.NewMode && f.OldMode != "" && f.NewMode != "" {
		claim += fmt.Sprintf(", mode %s -> %s", f.OldMode, f.NewMode)
	}
	if f.Binary {
		return claim + ", binary, no line ranges"
	}
	var deleted, added []string
	for _, h := range f.Hunks {
		if h.OldLines > 0 {
			deleted = append(deleted, lineSpan(h.OldStart, h.OldLines))
		}
		if h.NewLines > 0 {
			added = append(added, lineSpan(h.NewStart, h.NewLines))
		}
	}
	if len(deleted) > 0 {
		claim += ", old lines " + strings.Join(deleted, ", ") + " deleted"
	}
	if len(added) > 0 {
		claim += ", new lines " + strings.Join(added, ", ") + " added"
	}
	if len(deleted)+len(added) == 0 {
		claim += ", no line changed"
	}
	return claim
}

func lineSpan(start, n int) string {
	if n == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d-%d", start, start+n-1)
}
