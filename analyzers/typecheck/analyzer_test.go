package typecheck_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/typecheck"
)

const tcMod = "module example.com/m\n\ngo 1.22\n\nrequire github.com/absent/dep v1.0.0\n"

// tcSum vouches for tcMod's module, which the module cache lacks: an
// error the environment causes, not the repository.
const tcSum = "github.com/absent/dep v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n"

// tcBase has one error the environment causes (a module not in the cache)
// and one the code has.
const tcBase = `package a

import "github.com/absent/dep"

func F() int {
	return dep.Value + undefinedAtBase
}
`

func typecheckRun(t *testing.T, req analyzers.Request) (*analyzers.Derivation, *typecheck.Result) {
	t.Helper()
	req.Names = []string{"typecheck"}
	rep, err := analyzers.Derive(req)
	if err != nil {
		t.Fatal(err)
	}
	return rep, rep.Results["typecheck"].(*typecheck.Result)
}

// A change that shifts the lines of pre-existing errors, including one the
// environment causes, reports no new error: the facts are verified.
func TestTypecheckShiftedErrorsCancel(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": tcMod, "go.sum": tcSum, "a/a.go": tcBase})
	r.Commit("shift", map[string]string{"a/a.go": strings.Replace(tcBase, "func F", "// F is documented.\n//\n// At length.\nfunc F", 1),
		"a/b.go": "package a\n\nfunc G() int { return F() }\n"})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	if res.Base != 2 || res.Head != 2 || res.New != 0 || res.Unchanged != 2 || len(rep.Findings) != 0 {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	wantBullets(t, got, base, "- no new type errors in the 1 Go package with changed files (base 2, head 2, 0 new, 0 fixed; by go/types over the git objects): VERIFIED INDEPENDENTLY")
}

// A type error the change introduces, in the changed file or in an
// unchanged file of the same package, is a finding; a fixed one is
// counted.
func TestTypecheckNewErrorIsFinding(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": tcMod, "go.sum": tcSum, "a/a.go": tcBase,
		"a/use.go": "package a\n\nvar total int = Count()\n\nfunc Count() int { return 1 }\n"})
	r.Commit("break", map[string]string{"a/a.go": strings.Replace(tcBase, "undefinedAtBase", "0", 1) + "\nfunc Count() string { return \"\" }\n",
		"a/use.go": "package a\n\nvar total int = Count()\n"})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	if res.New != 1 || res.Fixed != 1 || len(rep.Findings) != 1 {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	f := rep.Findings[0]
	if f.Path != "a/use.go" || !strings.Contains(f.Message, "line 3:17 has a new type error: cannot use Count() (value of type string) as int value") {
		t.Errorf("finding %+v", f)
	}
}

// An import the change adds that this environment cannot resolve hides
// what uses it: the blanket claim is unchecked, not verified and not a
// finding.
func TestTypecheckNewUnresolvedImportIsUnchecked(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": tcMod + "require github.com/other/lib v0.1.0\n", "go.sum": tcSum + "github.com/other/lib v0.1.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n", "a/a.go": "package a\n\nfunc F() int { return 1 }\n"})
	r.Commit("use lib", map[string]string{"a/a.go": "package a\n\nimport \"github.com/other/lib\"\n\nfunc F() int { return lib.N }\n"})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	if res.New != 0 || len(rep.Findings) != 0 {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	if !strings.Contains(got, "this environment cannot resolve, so what uses them is unchecked): COULD NOT CHECK") ||
		strings.Contains(got, "VERIFIED") {
		t.Errorf("coverage:\n%s", got)
	}
}

// A changed file the build constraints leave out is said to be unchecked;
// a change with no Go file says there was nothing to compare.
func TestTypecheckExcludedAndNoGo(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": tcMod, "go.sum": tcSum, "a/a.go": "package a\n"})
	r.Commit("plan9", map[string]string{"a/a_plan9.go": "package a\n\nvar x int = \"s\"\n", "README.md": "x\n"})
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}})
	if !strings.Contains(got, "- type errors in `a/a_plan9.go` (excluded by build constraints for ") ||
		!strings.Contains(got, "(base 0, head 0, 0 new, 0 fixed; 1 path not checked, listed; by go/types") {
		t.Errorf("coverage:\n%s", got)
	}
	r2 := gittest.New(t)
	b2 := r2.Commit("base", map[string]string{"README.md": "a\n"})
	r2.Commit("docs", map[string]string{"README.md": "b\n"})
	got = coverage(t, analyzers.Request{Dir: r2.Dir, BaseRev: b2, Names: []string{"typecheck"}})
	wantBullets(t, got, b2, "- the range changes no Go file in a package the go command builds, so no type errors to compare: VERIFIED INDEPENDENTLY")
}

// --checker runs a real checker (go vet) in exports of both trees: the
// work tree is never touched, the new error is found, the old one
// matched through the line mapping.
func TestTypecheckCheckerGoVet(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	r := gittest.New(t)
	mod := "module example.com/v\n\ngo 1.22\n"
	base := r.Commit("base", map[string]string{"go.mod": mod,
		"v.go": "package v\n\nimport \"fmt\"\n\nfunc F() { fmt.Printf(\"%d\", \"s\") }\n"})
	r.Commit("more", map[string]string{
		"v.go": "package v\n\nimport \"fmt\"\n\n// F prints.\nfunc F() { fmt.Printf(\"%d\", \"s\") }\n\nfunc G() { fmt.Printf(\"%s\", 1) }\n"})
	r.Git("status", "--porcelain") // the work tree stays as committed
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Options: analysis.Options{Checker: "go vet ./..."}})
	if res.Base != 1 || res.Head != 2 || res.New != 1 || res.Unchanged != 1 || len(rep.Findings) != 1 {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	if !strings.Contains(rep.Findings[0].Message, "line 8:") {
		t.Errorf("finding %+v", rep.Findings[0])
	}
	if st := r.Git("status", "--porcelain"); st != "" {
		t.Errorf("work tree changed: %s", st)
	}
}

// A checker that is not installed, or fails without a diagnostic, makes
// the claim unchecked with its last line as the reason.
func TestTypecheckCheckerMissing(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"a.ts": "let x = 1\n"})
	r.Commit("more", map[string]string{"a.ts": "let x = 2\n"})
	got := coverage(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Names: []string{"typecheck"}, Options: analysis.Options{Checker: "no-such-checker-xyz --noEmit"}})
	if !strings.Contains(got, "(at base it exited 127 with no diagnostic in a form reviewlint reads: ") || !strings.Contains(got, "COULD NOT CHECK") {
		t.Errorf("coverage:\n%s", got)
	}
}

// The change's own code writes the checker's output (a build script, a
// plugin): a line longer than any buffer, printed before a new error,
// must not hide it and let the check pass.
func TestTypecheckCheckerLongLineHidesNothing(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"a.txt": "a\n",
		"check.sh": "echo 'a.txt:1:1: old error'; exit 1\n"})
	r.Commit("head", map[string]string{"a.txt": "a\nb\n",
		"check.sh": "echo 'a.txt:1:1: old error'; head -c 3000000 /dev/zero | tr '\\0' x; echo; echo 'a.txt:2:1: new error'; exit 1\n"})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base, Options: analysis.Options{Checker: "sh check.sh"}})
	if res.Head != 2 || res.New != 1 || len(rep.Findings) != 1 || !strings.Contains(rep.Findings[0].Message, "new error") {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
}

// A change that deletes an exported function, or a whole package, breaks
// the packages that import it without touching them: those are checked
// too, and an import of a package the repository no longer has is the
// code's error, not the environment's.
func TestTypecheckImportersAreChecked(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": tcMod, "go.sum": tcSum,
		"lib/lib.go":   "package lib\n\nfunc Old() int { return 1 }\n",
		"gone/gone.go": "package gone\n\nconst N = 1\n",
		"app/app.go":   "package app\n\nimport \"example.com/m/lib\"\n\nvar X = lib.Old()\n",
		"app/other.go": "package app\n\nimport \"example.com/m/gone\"\n\nvar Y = gone.N\n",
		"free/free.go": "package free\n\nvar Z = undefinedEverywhere\n",
	})
	r.Commit("remove", map[string]string{"lib/lib.go": "package lib\n\nfunc New() int { return 1 }\n", "gone/gone.go": ""})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	if strings.Join(res.Importers, ",") != "app" || res.New != 2 || len(rep.Findings) != 2 {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	if !strings.Contains(rep.Findings[0].Message, "`app/app.go` line 5:13 has a new type error: undefined: lib.Old") ||
		!strings.Contains(rep.Findings[1].Message, "`app/other.go` line 3:8 has a new type error: could not import example.com/m/gone") {
		t.Errorf("findings %+v", rep.Findings)
	}
}

// coverage runs derive and returns its coverage statement.
func coverage(t *testing.T, req analyzers.Request) string {
	t.Helper()
	rep, err := analyzers.Derive(req)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := analyzers.Write(&out, rep, "coverage"); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// wantBullets compares the statement's bullets, with <base> standing for
// the base's short id.
func wantBullets(t *testing.T, got, base string, want ...string) {
	t.Helper()
	var bullets []string
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, "- ") {
			bullets = append(bullets, l)
		}
	}
	wanted := strings.ReplaceAll(strings.Join(want, "\n"), "<base>", base[:12])
	if strings.Join(bullets, "\n") != wanted {
		t.Errorf("coverage:\n%s\nwant:\n%s", strings.Join(bullets, "\n"), wanted)
	}
}

// A syntax error is reported as gofmt reports it: once per line, not once
// more for each spurious error the parser meets recovering from it.
func TestTypecheckSyntaxErrorOncePerLine(t *testing.T) {
	gofmt, err := exec.LookPath("gofmt")
	if err != nil {
		t.Skip("no gofmt to compare with")
	}
	for name, src := range map[string]string{
		"eof":      "package a\n\nfunc A() int { return 2 \n",
		"midfile":  "package a\n\nfunc A() int { return 2 + }\n\nfunc B() { x := }\n",
		"two-more": "package a\n\nvar x = [\n\nfunc C() {\n",
	} {
		t.Run(name, func(t *testing.T) {
			r := gittest.New(t)
			base := r.Commit("base", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "a/a.go": "package a\n\nfunc A() int { return 1 }\n"})
			r.Commit("break", map[string]string{"a/a.go": src})

			// The oracle: gofmt reads the same file from disk.
			cmd := exec.Command(gofmt, "-l", "a.go")
			cmd.Dir = t.TempDir()
			if err := os.WriteFile(filepath.Join(cmd.Dir, "a.go"), []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if cmd.Run() == nil {
				t.Fatal("gofmt accepted the file")
			}
			var want []string
			for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
				want = append(want, "line "+strings.Replace(strings.TrimPrefix(line, "a.go:"), ": ", " has a new type error: ", 1))
			}

			rep, _ := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
			var got []string
			for _, f := range rep.Findings {
				got = append(got, strings.TrimPrefix(f.Message, "`a/a.go` "))
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("findings:\n%s\ngofmt says:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// An error go/types gives in several lines (a redeclaration and where the
// other declaration is, a missing method's have and want) is one site
// whose message holds them as the go command prints them, and one
// finding; the text output prints its lines indented under it.
func TestTypecheckMultiLineMessages(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to compare with")
	}
	mod := "module example.com/m\n\ngo 1.22\n"
	src := "package a\n\nfunc f() {}\n\nfunc f() {}\n\ntype I interface{ M() }\n\ntype T struct{}\n\nfunc (T) m() {}\n\nvar _ I = T{}\n"
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": mod, "a/a.go": "package a\n"})
	r.Commit("break", map[string]string{"a/a.go": src})

	// The oracle: the go command builds the same files.
	dir := t.TempDir()
	for name, content := range map[string]string{"go.mod": mod, "a/a.go": src} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(goCmd, "build", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off")
	out, _ := cmd.CombinedOutput()
	var want []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		switch {
		case strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "\t") && len(want) > 0:
			want[len(want)-1] += "\n" + line
		default:
			want = append(want, line)
		}
	}

	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	var got []string
	for _, f := range res.Files {
		for _, s := range f.New {
			got = append(got, s.String())
		}
	}
	if strings.Join(got, "\n--\n") != strings.Join(want, "\n--\n") {
		t.Errorf("sites:\n%s\ngo build says:\n%s", strings.Join(got, "\n--\n"), strings.Join(want, "\n--\n"))
	}
	if len(rep.Findings) != 2 || !strings.HasSuffix(rep.Findings[0].Message, "f redeclared in this block\n\ta/a.go:3:6: other declaration of f") {
		t.Errorf("findings %q", rep.Findings)
	}
	var text bytes.Buffer
	if err := res.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, lines := range []string{
		"  new a/a.go:5:6: f redeclared in this block\n        a/a.go:3:6: other declaration of f\n",
		"(missing method M)\n            have m()\n            want M()\n",
	} {
		if !strings.Contains(text.String(), lines) {
			t.Errorf("text output lacks %q:\n%s", lines, text.String())
		}
	}
}

// A message's lines are printed each with its control characters
// escaped: a raw string in the code cannot print a line of its own or
// move the terminal's cursor.
func TestTypecheckMessageLinesEscaped(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "a/a.go": "package a\n"})
	r.Commit("break", map[string]string{"a/a.go": "package a\n\nvar x int = `\x1b[2J\n  new a/forged.go:1:1: \x1b[2Jforged`\n"})
	_, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	var text bytes.Buffer
	if err := res.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(text.String(), "\n") {
		if strings.HasPrefix(line, "  new a/forged.go") || strings.Contains(line, "\x1b") {
			t.Errorf("forged line %q in:\n%s", line, text.String())
		}
	}
}

// A range that deletes only what a package embeds changes none of its Go
// files, yet go build fails on the head: the package is checked, and the
// pattern that now embeds nothing is a new error. A change elsewhere
// checks nothing more.
func TestTypecheckEmbeddedFileDeleted(t *testing.T) {
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n",
		"web/web.go":         "package web\n\nimport \"embed\"\n\n//go:embed static/*.css\nvar Static embed.FS\n",
		"web/static/app.css": "body {}\n", "README.md": "# M\n"})
	r.Commit("drop the styles", map[string]string{"web/static/app.css": "", "web/static/app.txt": "x\n", "README.md": "# M.\n"})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	if res.New != 1 || len(rep.Findings) != 1 || strings.Join(res.Packages, " ") != "web" {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	if f := rep.Findings[0]; f.Path != "web/web.go" || !strings.Contains(f.Message, "line 5:12 has a new type error: pattern static/*.css: no matching files found") ||
		!strings.Contains(f.Reason, "in the 1 Go package with changed files, embedded files or requirements") {
		t.Errorf("finding %+v", f)
	}
}

// A range that bumps a requirement in go.mod without go mod vendor
// changes no Go file, yet the module no longer builds: a package of the
// module is checked, and the lines of go.mod and vendor/modules.txt that
// disagree are new errors.
func TestTypecheckVendoringBrokenByGoMod(t *testing.T) {
	r := gittest.New(t)
	mod := "module example.com/m\n\ngo 1.22\n\nrequire example.org/dep v1.0.0\n"
	base := r.Commit("base", map[string]string{"go.mod": mod,
		"a/a.go":                        "package a\n\nimport \"example.org/dep\"\n\nvar X = dep.X\n",
		"vendor/example.org/dep/dep.go": "package dep\n\nconst X = 1\n",
		"vendor/modules.txt":            "# example.org/dep v1.0.0\n## explicit; go 1.22\nexample.org/dep\n"})
	r.Commit("bump", map[string]string{"go.mod": strings.Replace(mod, "v1.0.0", "v1.1.0", 1)})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	if res.New != 2 || len(rep.Findings) != 2 || strings.Join(res.Packages, " ") != "a" {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	if f := rep.Findings[0]; f.Path != "go.mod" || !strings.Contains(f.Message, "example.org/dep@v1.1.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt") {
		t.Errorf("finding %+v", f)
	}
	if f := rep.Findings[1]; f.Path != "vendor/modules.txt" || !strings.Contains(f.Message, "example.org/dep@v1.0.0: is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod") {
		t.Errorf("finding %+v", f)
	}
}

// A range that drops a module's lines from go.sum changes no Go file, yet
// the packages importing the module no longer build: they are checked,
// and the import is a new error. A go.sum change that leaves every
// required module vouched for checks nothing.
func TestTypecheckGoSumChange(t *testing.T) {
	r := gittest.New(t)
	goModSum := "example.org/dep v1.0.0/go.mod h1:xBQ8jztBU6kakFMg+8WGxn0c6z1fTSPVIjEY1Wr7jzc=\n"
	sum := "example.org/dep v1.0.0 h1:oTKkRmRuOsKMqFe1AQazd9gGBFNEpOmgKp/xzB97dnA=\n" + goModSum
	base := r.Commit("base", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n\nrequire example.org/dep v1.0.0\n",
		"go.sum": sum,
		"a/a.go": "package a\n\nimport \"example.org/dep\"\n\nvar X = dep.X\n",
		"b/b.go": "package b\n\nconst Y = 1\n"})
	tidy := r.Commit("reorder go.sum", map[string]string{"go.sum": goModSum + "example.org/dep v1.0.0 h1:oTKkRmRuOsKMqFe1AQazd9gGBFNEpOmgKp/xzB97dnA=\n"})
	_, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: base})
	if len(res.Packages) != 0 {
		t.Errorf("a go.sum that still vouches for every module checked %v", res.Packages)
	}
	r.Commit("drop the sum", map[string]string{"go.sum": goModSum})
	rep, res := typecheckRun(t, analyzers.Request{Dir: r.Dir, BaseRev: tidy})
	if res.New != 1 || len(rep.Findings) != 1 || strings.Join(res.Packages, " ") != "a" {
		t.Fatalf("result %+v findings %+v", res, rep.Findings)
	}
	if f := rep.Findings[0]; f.Path != "a/a.go" || !strings.Contains(f.Message, "missing go.sum entry for module providing package example.org/dep") {
		t.Errorf("finding %+v", f)
	}
}
