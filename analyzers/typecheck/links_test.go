package typecheck_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

const lfsPointerText = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"

// wantUnverified fails unless "no new type errors" is unchecked and no
// error is a finding.
func wantUnverified(t *testing.T, got string) {
	t.Helper()
	if !strings.Contains(got, "an error or an importer may hide in") || strings.Contains(got, "VERIFIED") || strings.Contains(got, ": FAIL") {
		t.Errorf("coverage:\n%s", got)
	}
}

// A Go file that is a symbolic link is built from the file it names; the
// objects hold only the name, which read as Go is a syntax error on both
// sides and hides what the target's change breaks.
func TestTypecheckSymlinkedGoFile(t *testing.T) {
	r := gittest.New(t)
	r.Commit("files", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"shared/impl.go.in": "package a\n\nfunc Helper() int { return 1 }\n",
		"a/a.go":            "package a\n\nfunc K() int { return 2 }\n",
		"b/b.go":            "package b\n\nimport \"example.com/m/a\"\n\nfunc R() int { return a.Helper() }\n"})
	if err := os.Symlink("../shared/impl.go.in", filepath.Join(r.Dir, "a", "impl.go")); err != nil {
		t.Fatal(err)
	}
	r.Git("add", "-A")
	r.Git("commit", "-q", "-m", "link")
	base := r.Git("rev-parse", "HEAD")
	r.Commit("rename Helper", map[string]string{"shared/impl.go.in": "package a\n\nfunc Other() int { return 1 }\n",
		"a/a.go": "package a\n\nfunc K() int { return 3 }\n"})
	r.WantGoBuildError("undefined: a.Helper")
	wantUnverified(t, coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}}))
}

// A go.mod the objects hold as a Git LFS pointer declares a module no
// reading here knows: which packages import a changed one is unknown.
func TestTypecheckModuleFileNotRead(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": lfsPointerText,
		"a/a.go": "package a\n\nfunc Helper() int { return 1 }\n\nfunc K() int { return 2 }\n",
		"b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nfunc R() int { return a.Helper() }\n"})
	r.Commit("remove Helper", map[string]string{"a/a.go": "package a\n\nfunc K() int { return 2 }\n"})
	wantUnverified(t, coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}}))
}

// A file the base holds as a Git LFS pointer and head as code (moved out
// of LFS, its text perhaps unchanged) may have had head's errors at base:
// none of them is new for certain.
func TestTypecheckErrorBesideBaseFileNotRead(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go": "package a\n\nfunc K() int { return 2 }\n", "a/x.go": lfsPointerText})
	r.Commit("move x.go out of LFS", map[string]string{"a/x.go": "package a\n\nvar V int = \"s\"\n"})
	wantUnverified(t, coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}}))
}

// A link to a package's folder is a second import path for it, which the
// go command follows: an importer through the link of a changed package,
// or a changed package's use of what it imports through a link, is in no
// reading of the objects.
func TestTypecheckLinkedPackageFolder(t *testing.T) {
	for _, tc := range []struct{ name, change, want string }{
		{"importer through the link", "package a\n\nfunc K() int { return 2 }\n", "undefined: a.Helper"},
		{"import through the link", "package a\n\nfunc Helper() int { return 1 }\n\nfunc K() int { return 2 }\n", "undefined: c.Gone"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gittest.New(t)
			r.Commit("files", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
				"a/a.go": "package a\n\nfunc Helper() int { return 1 }\n\nfunc K() int { return 2 }\n",
				"b/b.go": "package b\n\nimport \"example.com/m/alias\"\n\nfunc R() int { return a.Helper() }\n",
				"c/c.go": "package c\n\nfunc Run() int { return 1 }\n"})
			for p, target := range map[string]string{"alias": "a", "calias": "c"} {
				if err := os.Symlink(target, filepath.Join(r.Dir, p)); err != nil {
					t.Fatal(err)
				}
			}
			r.Git("add", "-A")
			base := r.Commit("links", map[string]string{"a/use.go": "package a\n\nimport \"example.com/m/calias\"\n\nvar _ = c.Run\n"})
			change := map[string]string{"a/a.go": tc.change}
			if tc.want == "undefined: c.Gone" {
				change["a/use.go"] = "package a\n\nimport \"example.com/m/calias\"\n\nvar _ = c.Gone\n"
			}
			r.Commit("change", change)
			r.WantGoBuildError(tc.want)
			wantUnverified(t, coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}}))
		})
	}
}
