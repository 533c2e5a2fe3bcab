package typecheck

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/linediff"
)

func change(t *testing.T, oldPath, newPath, oldText, newText string) FileChange {
	t.Helper()
	hunks, err := linediff.Diff([]byte(oldText), []byte(newText))
	if err != nil {
		t.Fatal(err)
	}
	return FileChange{OldPath: oldPath, NewPath: newPath, Hunks: hunks}
}

func TestCompareShiftedLineIsNotNew(t *testing.T) {
	// Two lines inserted at the top: the error on old line 3 is on new
	// line 5, the same error.
	c := change(t, "a.go", "a.go", "l1\nl2\nbad\nl4\n", "new1\nnew2\nl1\nl2\nbad\nl4\n")
	got := Compare([]FileChange{c},
		[]Site{{Path: "a.go", Line: 3, Col: 2, Msg: "undefined: x"}},
		[]Site{{Path: "a.go", Line: 5, Col: 2, Msg: "undefined: x"}})
	if len(got) != 1 || got[0].Unchanged != 1 || len(got[0].New) != 0 || len(got[0].Fixed) != 0 {
		t.Fatalf("got %+v", got)
	}
}

func TestCompareNewFixedMoved(t *testing.T) {
	c := change(t, "a.go", "a.go",
		"l1\nold bad\nl3\nl4\nfixed here\n",
		"l1\nnew bad\nl3\nl4\nfixed there\nbroken\n")
	got := Compare([]FileChange{c},
		[]Site{
			{Path: "a.go", Line: 2, Msg: "undefined: x"},             // rewritten line, same error: moved
			{Path: "a.go", Line: 4, Msg: "declared and not used: v"}, // kept line, still there
			{Path: "a.go", Line: 5, Msg: "undefined: y"},             // fixed
		},
		[]Site{
			{Path: "a.go", Line: 2, Msg: "undefined: x"},
			{Path: "a.go", Line: 4, Msg: "declared and not used: v"},
			{Path: "a.go", Line: 6, Msg: "undefined: z"},                                                                         // new
			{Path: "sub/b.go", Line: 6, Msg: `could not import example.com/q (example.com/q@v1.0.0 is not in the module cache)`}, // environment
		})
	if len(got) != 2 {
		t.Fatalf("got %+v", got)
	}
	f := got[0]
	if f.Base != 3 || f.Head != 3 || f.Unchanged != 2 || f.Moved != 1 {
		t.Errorf("counts %+v", f)
	}
	if len(f.New) != 1 || f.New[0].Msg != "undefined: z" {
		t.Errorf("new %+v", f.New)
	}
	if len(f.Unresolved) != 0 || len(f.Fixed) != 1 || f.Fixed[0].Msg != "undefined: y" {
		t.Errorf("unresolved %+v fixed %+v", f.Unresolved, f.Fixed)
	}
	if b := got[1]; b.Path != "sub/b.go" || len(b.Unresolved) != 1 || len(b.New) != 0 {
		t.Errorf("sub/b.go %+v", b)
	}
}

// TestCompareMissingDependencyLeavesThePackageUnchecked: where a package's
// dependency is missing at head, its other new errors may follow from the
// gap (a type embedding one of the missing package's has none of its
// methods): they are gaps too, in every file of the package; an error
// between known types, and another package's errors, stay findings.
func TestCompareMissingDependencyLeavesThePackageUnchecked(t *testing.T) {
	missing := `could not import github.com/stretchr/testify/suite (github.com/stretchr/testify@v1.8.4 is not in the module cache)`
	got := Compare(nil, nil, []Site{
		{Path: "pkg/a_test.go", Line: 5, Msg: missing},
		{Path: "pkg/b_test.go", Line: 9, Msg: "s.ErrorIs undefined (type *S has no field or method ErrorIs)"},
		{Path: "pkg/c.go", Line: 4, Msg: "cannot use Count() (value of type string) as int value in variable declaration"},
		{Path: "other/c.go", Line: 3, Msg: "undefined: z"},
	})
	for _, f := range got {
		switch f.Path {
		case "pkg/a_test.go", "pkg/b_test.go":
			if len(f.New) != 0 || len(f.Unresolved) != 1 {
				t.Errorf("%s: new %v, unresolved %v", f.Path, f.New, f.Unresolved)
			}
		case "other/c.go", "pkg/c.go":
			if len(f.New) != 1 {
				t.Errorf("%s: new %v", f.Path, f.New)
			}
		}
	}
}

func TestCompareSameMessageOnKeptLineElsewhereIsNew(t *testing.T) {
	// The same message on a line the change did not touch, at a different
	// place than at base: a new site (and the base one fixed), not a
	// match by message alone.
	got := Compare(nil,
		[]Site{{Path: "a.go", Line: 1, Msg: "undefined: x"}},
		[]Site{{Path: "a.go", Line: 3, Msg: "undefined: x"}})
	if len(got) != 1 || len(got[0].New) != 1 || len(got[0].Fixed) != 1 || got[0].Unchanged != 0 {
		t.Fatalf("got %+v", got)
	}
}

func TestCompareAddedAndDeletedFiles(t *testing.T) {
	got := Compare([]FileChange{
		change(t, "", "new.go", "", "x\n"),
		change(t, "gone.go", "", "y\n", ""),
	},
		[]Site{{Path: "gone.go", Line: 1, Msg: "undefined: y"}},
		[]Site{{Path: "new.go", Line: 1, Msg: "undefined: x"}})
	if len(got) != 2 || got[0].Path != "gone.go" || len(got[0].Fixed) != 1 || got[1].Path != "new.go" || len(got[1].New) != 1 {
		t.Fatalf("got %+v", got)
	}
}

func TestSameMessageIgnoresPositions(t *testing.T) {
	a := sameMessage("x redeclared in this block (other declaration at a.go:12:3)")
	b := sameMessage("x redeclared in this block (other declaration at a.go:14:3)")
	if a != b {
		t.Errorf("%q != %q", a, b)
	}
}

// go/types names a package it cannot import by its path's last element
// (v6), where its own clause says billy: each billy.X of the package's
// files is then "undefined: billy", which the gap causes (go-git
// 29ae690a gave 49 such findings while go-billy/v6 was not in the
// module cache). An undefined name no missing import may stand for
// stays the code's own.
func TestCompareMissingImportNamedOtherwise(t *testing.T) {
	got := Compare(nil, nil, []Site{
		{Path: "wt/wt.go", Line: 3, Msg: `could not import github.com/go-git/go-billy/v6 (github.com/go-git/go-billy/v6@v6.0.0 is not in the module cache)`},
		{Path: "wt/wt.go", Line: 4, Msg: `could not import gopkg.in/yaml.v3 (gopkg.in/yaml.v3@v3.0.1 is not in the module cache)`},
		{Path: "wt/wt.go", Line: 9, Msg: "undefined: billy"},
		{Path: "wt/wt_test.go", Line: 7, Msg: "undefined: billy"},
		{Path: "wt/wt.go", Line: 10, Msg: "undefined: yaml"},
		{Path: "wt/wt.go", Line: 11, Msg: "undefined: helper"},
		{Path: "other/o.go", Line: 2, Msg: "undefined: billy"},
	})
	want := map[string][2]int{"wt/wt.go": {1, 4}, "wt/wt_test.go": {0, 1}, "other/o.go": {1, 0}} // new, unresolved
	for _, f := range got {
		if w := want[f.Path]; len(f.New) != w[0] || len(f.Unresolved) != w[1] {
			t.Errorf("%s: new %v, unresolved %v", f.Path, f.New, f.Unresolved)
		}
	}
}

func TestAssumedName(t *testing.T) {
	for path, want := range map[string]string{
		"github.com/go-git/go-billy/v6":      "billy",
		"gopkg.in/yaml.v3":                   "yaml",
		"github.com/mattn/go-sqlite3":        "sqlite3",
		"github.com/google/go-cmp/cmp":       "cmp",
		"github.com/stretchr/testify/assert": "assert",
		"v2":                                 "v2",
	} {
		if got := assumedName(path); got != want {
			t.Errorf("assumedName(%q) = %q, want %q", path, got, want)
		}
	}
}
