package typecheck

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// GoEnv says where packages outside the snapshot come from and which
// platform's build constraints select files.
type GoEnv struct {
	GOROOT   string // the standard library is GOROOT/src
	ModCache string // the module cache (GOMODCACHE); "" for none
	GOOS     string
	GOARCH   string
}

// GoChecker type-checks Go packages of snapshots. The standard library,
// read from GOROOT once, is shared by every side it checks; it is for one
// goroutine.
type GoChecker struct {
	env  GoEnv
	fset *token.FileSet
	std  map[string]*loaded // by directory on disk
}

// NewGoChecker returns a checker for env.
func NewGoChecker(env GoEnv) *GoChecker {
	return &GoChecker{env: env, fset: token.NewFileSet(), std: map[string]*loaded{}}
}

// GoResult is one side's check.
type GoResult struct {
	Sites []Site
	// Excluded lists Go files of the checked directories that the build
	// constraints leave out for the platform: not checked.
	Excluded []string
	// Unread lists files that could not be read, with why.
	Unread []snapshot.Skip
}

// Check type-checks the packages in dirs (snapshot directories) as the go
// command would build them for the checker's platform with cgo off: each
// package with its in-package test files, then its external test package.
// Every syntax error in those files is a site, one a line as gofmt
// reports them; in a package whose files all parse, so is every type
// error. Errors in the packages they import are not reported (those are
// read without function bodies, only for their declarations).
func (c *GoChecker) Check(snap snapshot.Snapshot, dirs []string) GoResult {
	s := &side{c: c, snap: snap, mods: readModules(snap), files: map[string][]string{},
		pkgs: map[string]*loaded{}, disk: map[string]*loaded{}}
	for _, p := range snap.Paths() {
		if strings.HasSuffix(p, ".go") {
			s.files[path.Dir(p)] = append(s.files[path.Dir(p)], p)
		}
	}
	var res GoResult
	for _, dir := range dirs {
		s.checkDir(dir, &res)
	}
	slices.SortFunc(res.Sites, compareSites)
	return res
}

// side is one snapshot being checked.
type side struct {
	c     *GoChecker
	snap  snapshot.Snapshot
	mods  []*goModule
	files map[string][]string // snapshot dir → its .go files
	pkgs  map[string]*loaded  // snapshot dir → package read as a dependency
	disk  map[string]*loaded  // module cache dir → package
	main  *goModule           // the module of the package being checked
}

// loaded is a package read as a dependency, or why it could not be.
type loaded struct {
	pkg     *types.Package
	err     error
	loading bool
}

// goFile is one parsed file of a package being checked.
type goFile struct {
	path string
	ast  *ast.File
}

func (s *side) checkDir(dir string, res *GoResult) {
	s.main = enclosing(s.mods, dir)
	var lib, inTest, exTest []goFile
	syntax := false
	for _, p := range s.files[dir] {
		src, err := s.snap.ReadFile(p)
		if err != nil {
			res.Unread = append(res.Unread, snapshot.Skip{Path: p, Reason: err.Error()})
			continue
		}
		if !s.c.match(dir, path.Base(p), src) {
			res.Excluded = append(res.Excluded, p)
			continue
		}
		// Without AllErrors the parser keeps the first error on each line,
		// as gofmt and the go command report them: the others are the
		// parser recovering from it, one syntax error said again.
		f, err := parser.ParseFile(s.c.fset, p, src, parser.SkipObjectResolution)
		var list scanner.ErrorList
		if errors.As(err, &list) {
			for _, e := range list {
				res.Sites = append(res.Sites, Site{Path: p, Line: e.Pos.Line, Col: e.Pos.Column, Msg: e.Msg})
			}
		} else if err != nil {
			res.Sites = append(res.Sites, Site{Path: p, Line: 1, Msg: err.Error()})
		}
		if err != nil {
			syntax = true
		}
		if f == nil {
			continue
		}
		gf := goFile{p, f}
		switch {
		case !strings.HasSuffix(p, "_test.go"):
			lib = append(lib, gf)
		case strings.HasSuffix(f.Name.Name, "_test"):
			exTest = append(exTest, gf)
		default:
			inTest = append(inTest, gf)
		}
	}
	if syntax {
		// The go command type-checks no package with a file that does
		// not parse; go/types would, and report the syntax error again
		// as errors about the parser's placeholder nodes.
		return
	}
	importPath := s.importPath(dir)
	var under *types.Package
	if unit := append(lib, inTest...); len(unit) > 0 {
		under = s.checkUnit(dir, importPath, unit, nil, res)
	}
	if len(exTest) > 0 {
		s.checkUnit(dir, importPath+"_test", exTest, map[string]*types.Package{importPath: under}, res)
	}
}

// checkUnit type-checks one package's files with bodies and records every
// error. override resolves import paths before anything else: an external
// test package imports the package under test with its test files.
func (s *side) checkUnit(dir, importPath string, files []goFile, override map[string]*types.Package, res *GoResult) *types.Package {
	asts := make([]*ast.File, len(files))
	for i, f := range files {
		asts[i] = f.ast
	}
	conf := s.c.config(false)
	if s.main != nil {
		conf.GoVersion = s.main.goVersion
	}
	conf.Importer = importerFunc(func(p string) (*types.Package, error) {
		if pkg, ok := override[p]; ok && pkg != nil {
			return pkg, nil
		}
		return s.importFrom(p, origin{dir: dir})
	})
	first := files[0].path
	conf.Error = func(err error) {
		var te types.Error
		if !errors.As(err, &te) {
			res.Sites = append(res.Sites, Site{Path: first, Msg: err.Error()})
			return
		}
		pos := s.c.fset.Position(te.Pos)
		if !pos.IsValid() {
			res.Sites = append(res.Sites, Site{Path: first, Msg: te.Msg})
			return
		}
		res.Sites = append(res.Sites, Site{Path: pos.Filename, Line: pos.Line, Col: pos.Column, Msg: te.Msg})
	}
	pkg, _ := conf.Check(importPath, s.c.fset, asts, nil)
	return pkg
}

// config is the type checker's settings: cgo's "C" is a package whose
// every name is accepted, as with cgo off nothing defines it.
func (c *GoChecker) config(dependency bool) *types.Config {
	conf := &types.Config{FakeImportC: true, IgnoreFuncBodies: dependency,
		Sizes: types.SizesFor("gc", c.env.GOARCH)}
	if dependency {
		conf.Error = func(error) {} // a dependency's own errors are not this change's
	}
	return conf
}

// importPath is a snapshot directory's import path: below the vendor
// directory the path after it, else by the enclosing module.
func (s *side) importPath(dir string) string {
	if i := strings.LastIndex("/"+dir, "/vendor/"); i >= 0 {
		return dir[i+len("vendor/"):]
	}
	m := enclosing(s.mods, dir)
	if m == nil {
		return dir // no module: a name, unique in the snapshot
	}
	if dir == m.root {
		return m.path
	}
	rel := dir
	if m.root != "." {
		rel = strings.TrimPrefix(dir, m.root+"/")
	}
	return m.path + "/" + rel
}

// match applies the build constraints (file name suffixes and //go:build
// lines) for the checker's platform, cgo off.
func (c *GoChecker) match(dir, name string, src []byte) bool {
	ctx := c.context()
	ctx.OpenFile = func(string) (ioReadCloser, error) { return readCloser{strings.NewReader(string(src))}, nil }
	ok, err := ctx.MatchFile(dir, name)
	return ok && err == nil
}

func (c *GoChecker) context() build.Context {
	ctx := build.Default
	ctx.GOROOT = c.env.GOROOT
	ctx.GOOS, ctx.GOARCH = c.env.GOOS, c.env.GOARCH
	ctx.CgoEnabled = false
	ctx.BuildTags = nil
	ctx.JoinPath = path.Join
	return ctx
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// errNoGoFiles is a directory that holds no buildable Go file.
var errNoGoFiles = errors.New("no Go files")

func wrapf(err error, format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), err)
}
