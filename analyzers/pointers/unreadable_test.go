package pointers

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// lfsPointer is a Git LFS pointer as git-lfs writes one.
const lfsPointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"

// A markdown file moved into Git LFS keeps its headings and key lines in
// the checkout; the objects hold a pointer. An anchor on it, or a key
// only it may define, is unchecked, never broken.
func TestAnchorsAndKeysInFilesNotRead(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"README.md":         "# R\n\nSee [usage](docs/guide.md#usage).\n",
		"docs/guide.md":     "# Guide\n\n## Usage\n",
		"docs/decisions.md": "# Decisions\n\n- **ADR-7**: parse with go/parser\n",
		"main.go":           "package main\n\n// Parsing follows ADR-7.\nfunc main() {}\n",
	})
	r.Commit("move the docs into Git LFS", map[string]string{"docs/guide.md": lfsPointer, "docs/decisions.md": lfsPointer})
	baseSnap, headSnap, changes := gittest.Snapshots(t, r.Dir, base, "HEAD")
	res, err := Analyze(Input{Base: baseSnap, Head: headSnap, Changes: changes})
	if err != nil {
		t.Fatal(err)
	}
	var unchecked []string
	for _, f := range res.Unchecked {
		unchecked = append(unchecked, f.Pointer)
	}
	if len(res.Facts) != 0 || strings.Join(unchecked, " ") != "docs/guide.md#usage ADR-7" {
		t.Errorf("facts %v, unchecked %q", res.Facts, unchecked)
	}
}
