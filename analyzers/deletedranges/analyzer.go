package deletedranges

import (
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/linediff"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// Analyzer derives, per changed file, the deleted and added line
// ranges as `git diff -U0 --minimal --no-renames` headers number them.
var Analyzer = &analysis.Analyzer{
	Name: "deleted-ranges",
	Doc: `per changed file: status, paths, binary, and the -U0 hunks of a minimal line diff

Each changed file is listed with its status, old and new path, whether it
is binary (a NUL in the first 8,000 bytes of either side, git's rule) and
its hunks numbered as git diff -U0 prints their headers. The diff is
minimal (the added and deleted totals equal git diff --minimal's) and the
hunks applied to the base rebuild the head. Blobs are read once each from
git objects; identical entries are skipped by id. A symlink diffs as its
target, a submodule entry as git's "Subproject commit" line; a type change
is one hunk replacing every line. Files over the blob size limit, whose
changed part (after the common prefix and suffix) holds more than
1,100,000 distinct lines, or that cannot be read, are listed with a
"skipped" reason and no hunks, and stated as not checked.`,
	Run: runDeletedRanges,
}

// Result is the analyzer's JSON object.
type Result struct {
	Files []FileRanges `json:"files"`
}

// FileRanges is one changed file. OldPath is "" for an added file.
type FileRanges struct {
	Path     string          `json:"path"`
	OldPath  string          `json:"old_path"`
	Status   string          `json:"status"`
	Binary   bool            `json:"binary"`
	Hunks    []linediff.Hunk `json:"hunks"`
	OldMode  string          `json:"old_mode,omitempty"`
	NewMode  string          `json:"new_mode,omitempty"`
	FileKind string          `json:"kind,omitempty"` // "symlink", "submodule"; "" for a regular file
	Skipped  string          `json:"skipped,omitempty"`
}

// WriteText prints one header line per file and its hunk headers.
func (r *Result) WriteText(w io.Writer) error {
	if len(r.Files) == 0 {
		_, err := fmt.Fprintln(w, "no changed files")
		return err
	}
	for _, f := range r.Files {
		line := f.Status + " " + gitquote.Path(f.Path)
		if f.FileKind != "" {
			line += " (" + f.FileKind + ")"
		}
		if f.OldMode != f.NewMode && f.OldMode != "" && f.NewMode != "" {
			line += fmt.Sprintf(" mode %s -> %s", f.OldMode, f.NewMode)
		}
		del, add := linediff.Totals(f.Hunks)
		switch {
		case f.Skipped != "":
			line += " [skipped: " + f.Skipped + "]"
		case f.Binary:
			line += " [binary]"
		default:
			line += fmt.Sprintf(" -%d +%d", del, add)
		}
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
		for _, h := range f.Hunks {
			fmt.Fprintln(w, "  "+h.Header())
		}
	}
	return nil
}
