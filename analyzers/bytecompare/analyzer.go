package bytecompare

import (
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Analyzer compares blob ids: byte identity needs no diff.
var Analyzer = &analysis.Analyzer{
	Name: "byte-compare",
	Doc: `per path: identical, modified, added, deleted, mode-only or binary, with blob ids

Every changed path is listed with its status and its old and new blob ids
(git's object ids: equal ids mean byte-identical content). A content change
where either side has a NUL in its first 8,000 bytes is "binary". With
--expect-unchanged GLOB (doublestar syntax, repeatable) the paths matching
a glob must be identical: each is listed as "identical" with its blob id,
and a matching path that changed, or a glob that matches no file, is a
finding (exit status 1).`,
	Asked: asked,
	Run:   runByteCompare,
}

// asked names the check --expect-unchanged asks for, if given.
func asked(o analysis.Options) string {
	if len(o.ExpectUnchanged) > 0 {
		return "--expect-unchanged"
	}
	return ""
}

// Result is the analyzer's JSON object.
type Result struct {
	Files           []ByteFile     `json:"files"`
	ExpectUnchanged []ExpectResult `json:"expect_unchanged,omitempty"`
}

// ByteFile is one path. Blob ids and modes are "" for a missing side.
type ByteFile struct {
	Path    string `json:"path"`
	Status  string `json:"status"`
	OldBlob string `json:"old_blob,omitempty"`
	NewBlob string `json:"new_blob,omitempty"`
	OldMode string `json:"old_mode,omitempty"`
	NewMode string `json:"new_mode,omitempty"`
	Binary  bool   `json:"binary,omitempty"`
}

// ExpectResult says what one --expect-unchanged glob matched.
type ExpectResult struct {
	Glob      string `json:"glob"`
	Matched   int    `json:"matched"`
	Changed   int    `json:"changed"`
	Unchanged bool   `json:"unchanged"`
}

// WriteText prints one line per path.
func (r *Result) WriteText(w io.Writer) error {
	if len(r.Files) == 0 {
		fmt.Fprintln(w, "no changed files")
	}
	for _, f := range r.Files {
		ids := blobText(f.OldBlob) + " -> " + blobText(f.NewBlob)
		if f.Status == "identical" {
			ids = blobText(f.NewBlob)
		}
		if _, err := fmt.Fprintf(w, "%-12s %s %s\n", f.Status, gitquote.Path(f.Path), ids); err != nil {
			return err
		}
	}
	for _, e := range r.ExpectUnchanged {
		verdict := "unchanged"
		if !e.Unchanged {
			verdict = "NOT unchanged"
		}
		fmt.Fprintf(w, "expect-unchanged %s: %d matched, %d changed: %s\n", e.Glob, e.Matched, e.Changed, verdict)
	}
	return nil
}

func blobText(id string) string {
	if id == "" {
		return "(none)"
	}
	return id[:12]
}

func runByteCompare(pass *analysis.Pass) (any, error) {
	result := &Result{Files: []ByteFile{}}
	for _, c := range pass.Changes {
		f, err := compareChange(pass.Repo, c)
		if err != nil {
			// One unreadable blob leaves that path's binary-or-text
			// unchecked; its ids still come from the trees.
			pass.Unchecked("whether %s is binary (%v)", analysis.CodePath(c.Path), err)
		}
		result.Files = append(result.Files, f)
	}
	if len(pass.Options.ExpectUnchanged) > 0 {
		if err := checkExpectUnchanged(pass, result); err != nil {
			return nil, err
		}
	}
	reportBlobs(pass)
	return result, nil
}

// reportBlobs states how the changed paths differ. A mode-only change has
// the same blob id on both sides and an unmerged path has no single blob,
// so neither is counted as differing "by blob id".
func reportBlobs(pass *analysis.Pass) {
	byBlob, modeOnly, unmerged, review := 0, 0, 0, 0
	for _, c := range pass.Changes {
		switch {
		case pass.IsReviewFile(c.Path):
			review++
		case c.Status == gitrepo.Unmerged:
			unmerged++
			pass.Unchecked("blob of %s (unmerged: the index holds conflict stages, no single blob to compare)", analysis.CodePath(c.Path))
		case c.ModeOnly():
			modeOnly++
		default:
			byBlob++
		}
	}
	n := len(pass.Changes) - review
	claim := fmt.Sprintf("%d %s between %s and %s: %d by blob id (git object ids compared, no diff)",
		n, analysis.Plural(n, "path differs", "paths differ"), analysis.ShortSide(pass.Base, false), analysis.ShortSide(pass.Head, pass.Staged), byBlob)
	if modeOnly > 0 {
		claim += fmt.Sprintf(", %d only in mode (same blob id)", modeOnly)
	}
	if unmerged > 0 {
		claim += fmt.Sprintf(", %d unmerged (not checked)", unmerged)
	}
	pass.Fact("%s%s", claim, analysis.ReviewNote(review))
}

// compareChange classifies one change by blob id, reading at most the
// first 8,000 bytes of each side to tell binary content.
func compareChange(repo *gitrepo.Repo, c gitrepo.Change) (ByteFile, error) {
	f := ByteFile{Path: c.Path, Status: analysis.StatusWord(c), OldBlob: hashOrEmpty(c.OldHash),
		NewBlob: hashOrEmpty(c.NewHash), OldMode: analysis.ModeText(c.OldMode), NewMode: analysis.ModeText(c.NewMode)}
	if c.Status == gitrepo.Unmerged || c.ModeOnly() {
		return f, nil
	}
	for _, side := range []gitrepo.File{{Hash: c.OldHash, Mode: c.OldMode}, {Hash: c.NewHash, Mode: c.NewMode}} {
		if side.Hash.IsZero() || analysis.KindWord(side.Mode) != "" {
			continue
		}
		head, err := repo.ReadBlobPrefix(side.Hash, analysis.BinaryProbe)
		if err != nil {
			return f, fmt.Errorf("read %s: %w", c.Path, err)
		}
		f.Binary = f.Binary || analysis.IsBinary(head)
	}
	if f.Binary && c.Status == gitrepo.Modified {
		f.Status = "binary"
	}
	return f, nil
}

func hashOrEmpty(h gitrepo.Hash) string {
	if h.IsZero() {
		return ""
	}
	return h.String()
}
