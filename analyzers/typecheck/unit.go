package typecheck

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// unit is one checked package directory of one side: its files and where
// its imports lead. Its key names all that its errors depend on, so two
// sides' units with one key have the same errors.
type unit struct {
	side       int
	dir        string
	importPath string
	goVersion  string
	src        *source
	files      []string // the files the build constraints keep, tests included
	imports    map[string]*node
	importErrs map[string]error
	key        string
	// cutoff is key with each import's shape in place of its key: two
	// units with one cutoff have the same errors, except where a message
	// quotes the position of an imported object.
	cutoff string
	// size is its files' bytes: what checking it with its function
	// bodies holds grows with them (bodyBudget).
	size int
	// embedded is every path below dir, relative to it, when one of the
	// files holds a //go:embed line: what its patterns may match.
	embedded []string
	// cycleVia is the first import of the package (or of its in-package
	// tests) through which the snapshot imports the package back (cycle.go).
	cycleVia string
	// inModule: a go.mod encloses the package, so its import path is
	// the go command's. cgoMain: a file the build constraints left out
	// declares a main and mentions cgo, which is off here and may be on
	// where the package is built.
	inModule, cgoMain bool
}

// prepare reads dir's file headers and resolves its imports, recording
// the files it cannot read and those the build constraints leave out.
func (s *side) prepare(dir string, res *GoResult) *unit {
	main := enclosing(s.mods, dir)
	u := &unit{dir: dir, importPath: s.importPath(dir), src: s.src, inModule: main != nil}
	if main != nil {
		u.goVersion = main.goVersion
	}
	h := newKeyHash("unit", u.importPath, dir, u.goVersion)
	hc := newKeyHash("unit", u.importPath, dir, u.goVersion)
	var imports, exImports []string
	underTest := false // a file of the package itself (not only external tests)
	embeds := false
	for _, p := range s.files[dir] {
		uf, err := s.c.unitFile(s.src, dir, p)
		if err != nil {
			res.Unread = append(res.Unread, snapshot.Skip{Path: p, Reason: err.Error()})
			continue
		}
		if !uf.matched {
			res.Excluded = append(res.Excluded, p)
			u.cgoMain = u.cgoMain || uf.cgoMain
			continue
		}
		u.files = append(u.files, p)
		u.size += uf.size
		h.add(p, uf.sum)
		hc.add(p, uf.sum)
		embeds = embeds || uf.embeds
		if !uf.parsed {
			continue
		}
		external := strings.HasSuffix(p, "_test.go") && strings.HasSuffix(uf.name, "_test")
		underTest = underTest || !external
		if external {
			exImports = append(exImports, uf.imports...)
		} else {
			imports = append(imports, uf.imports...)
		}
	}
	for _, ip := range exImports {
		// The external tests' import of the package under test is the
		// package checked with its test files, not a dependency.
		if ip != u.importPath || !underTest {
			imports = append(imports, ip)
		}
	}
	if embeds {
		// What the patterns match is part of the build's errors.
		u.embedded = embedListing(s.src.snap.Paths(), dir)
		h.add(append([]string{"embed"}, u.embedded...)...)
		hc.add(append([]string{"embed"}, u.embedded...)...)
	}
	specs := make([]importSpec, len(imports))
	for i, ip := range imports {
		specs[i] = importSpec{path: ip}
	}
	own := slices.Clone(imports) // the package's and its in-package tests' imports
	n := &node{}
	s.resolveImports(n, specs, origin{dir: dir}, main, h, hc, nil)
	u.imports, u.importErrs = n.imports, n.importErrs
	if u.cycleVia = s.cycleVia(u, own, main); u.cycleVia != "" {
		h.add("cycle", u.cycleVia)
		hc.add("cycle", u.cycleVia)
	}
	u.key, u.cutoff = h.sum(), hc.sum()
	return u
}

// unitFile is what prepare reads of a checked package's file.
type unitFile struct {
	matched bool   // the build constraints keep it
	size    int    // its bytes
	sum     string // its content's hash
	parsed  bool   // go/parser read its package clause
	name    string // the package clause's name
	imports []string
	named   []importSpec // the imports that name their package
	embeds  bool         // it holds a //go:embed line (embed.go)
	cgoMain bool         // left out, it may declare main under cgo (mainfunc.go)
}

// unitFile reads a checked package's file for prepare, noting the names
// it writes after a dot and its imports' names. A file whose content the
// snapshot names (snapshot.Identified) is kept for the next side, which
// shares most such files with this one, and let go once it takes it.
func (c *GoChecker) unitFile(src *source, dir, p string) (unitFile, error) {
	id, byID := src.id(p)
	key := p + "\x00" + id
	if uf, ok := c.unitFiles[key]; ok && byID {
		delete(c.unitFiles, key)
		return uf, nil
	}
	var uf unitFile
	var err error
	ok := false
	if c.unitReader != nil {
		uf, err, ok = c.unitReader.take(p)
	}
	if !ok {
		uf, err = c.readUnitFile(src, dir, p, c.nameMatches(dir, path.Base(p)), c.written)
	}
	if err != nil {
		return unitFile{}, err
	}
	for _, spec := range uf.named {
		if spec.name == "." {
			c.dotImported[spec.path] = true
		}
		c.noteImportName(spec.path, spec.name)
	}
	if byID {
		c.unitFiles[key] = uf
	}
	return uf, nil
}

// readUnitFile reads a checked package's file, noting the names it
// writes after a dot in written; nameOK is whether nameMatches keeps
// its name. It reads no state that resolving writes (unitReader).
func (c *GoChecker) readUnitFile(src *source, dir, p string, nameOK bool, written map[string]bool) (unitFile, error) {
	data, err := src.read(p)
	if err != nil {
		return unitFile{}, err
	}
	uf := unitFile{matched: nameOK && c.matchContent(dir, path.Base(p), func() ([]byte, error) { return data, nil }, new([]byte))}
	uf.cgoMain = !uf.matched && bytes.Contains(data, []byte("func main(")) && bytes.Contains(data, []byte("cgo"))
	if uf.matched {
		noteSelected(data, written)
		uf.sum, uf.size = contentSum(data), len(data)
		uf.embeds = bytes.Contains(data, []byte(embedDirective))
		if f, _ := parser.ParseFile(token.NewFileSet(), p, data, parser.ImportsOnly|parser.SkipObjectResolution); f != nil {
			uf.parsed, uf.name = true, f.Name.Name
			for _, imp := range f.Imports {
				ip, err := strconv.Unquote(imp.Path.Value)
				if err != nil {
					continue
				}
				if imp.Name != nil {
					uf.named = append(uf.named, importSpec{path: ip, name: imp.Name.Name})
				}
				uf.imports = append(uf.imports, ip)
			}
		}
	}
	return uf, nil
}

// goFile is one parsed file of a package being checked.
type goFile struct {
	path   string
	ast    *ast.File
	embeds []embedPattern
}

// check type-checks the unit with function bodies and returns its sites.
// deps holds the package each resolved import leads to.
func (c *GoChecker) checkUnit(u *unit, deps importerFunc) []Site {
	c.counted("unit " + u.dir)
	var sites []Site
	var lib, inTest, exTest []goFile
	syntax := false
	var parsed []*token.File
	defer func() {
		// The sites hold their positions: the files' line tables can go.
		for _, tf := range parsed {
			c.fset.RemoveFile(tf)
		}
	}()
	for _, p := range u.files {
		src, err := u.src.read(p)
		if err != nil {
			continue // it read once: a second failure has nothing new to say
		}
		// Without AllErrors the parser keeps the first error on each line,
		// as gofmt and the go command report them: the others are the
		// parser recovering from it, one syntax error said again.
		f, err := parser.ParseFile(c.fset, p, src, parser.SkipObjectResolution)
		if f != nil {
			parsed = append(parsed, c.fset.File(f.FileStart))
		}
		var list scanner.ErrorList
		if errors.As(err, &list) {
			for _, e := range list {
				sites = append(sites, Site{Path: p, Line: e.Pos.Line, Col: e.Pos.Column, Msg: e.Msg})
			}
		} else if err != nil {
			sites = append(sites, Site{Path: p, Line: 1, Msg: err.Error()})
		}
		if err != nil {
			syntax = true
		}
		if f == nil {
			continue
		}
		gf := goFile{path: p, ast: f}
		if u.embedded != nil && bytes.Contains(src, []byte(embedDirective)) {
			gf.embeds = readEmbeds(p, src)
		}
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
		return sites
	}
	if u.embedded != nil {
		for _, group := range [][]goFile{lib, inTest, exTest} {
			var patterns []embedPattern
			for _, f := range group {
				patterns = append(patterns, f.embeds...)
			}
			if site, ok := embedError(patterns, u.embedded); ok {
				sites = append(sites, site)
			}
		}
	}
	var under *types.Package
	if files := append(lib, inTest...); len(files) > 0 {
		under = c.checkFiles(u, u.importPath, files, deps, &sites)
	}
	if site, ok := c.mainUndeclared(lib); ok && !u.cgoMain {
		sites = append(sites, site)
	}
	if site, ok := c.cycleSite(u, append(lib, inTest...)); ok {
		sites = append(sites, site)
	}
	if u.inModule {
		sites = append(sites, c.internalSites(u.importPath, append(append(lib, inTest...), exTest...))...)
	}
	if len(exTest) > 0 {
		// The external test package imports the package under test with
		// its test files.
		withUnder := func(p string) (*types.Package, error) {
			if p == u.importPath && under != nil {
				return under, nil
			}
			return deps(p)
		}
		c.checkFiles(u, u.importPath+"_test", exTest, withUnder, &sites)
	}
	return sites
}

// checkFiles type-checks one package's files with bodies and records
// every error as a site. go/types reports an error's further parts (the
// other declaration of a redeclared name, each step of an import or
// initialization cycle) as errors of their own, their message indented by
// a tab; they are lines of the error before them, as the go command
// prints them, with their position in front.
func (c *GoChecker) checkFiles(u *unit, importPath string, files []goFile, deps importerFunc, sites *[]Site) *types.Package {
	asts := make([]*ast.File, len(files))
	for i, f := range files {
		asts[i] = f.ast
	}
	conf := c.config(false)
	conf.GoVersion = u.goVersion
	conf.Importer = deps
	first := files[0].path
	// An import with a dot declares its names in the file's scope: when it
	// cannot be resolved, a bare undefined name may be one of them, and
	// Compare must know (dotImportNote).
	dots := map[token.Pos]bool{}
	for _, f := range asts {
		for _, imp := range f.Imports {
			if imp.Name != nil && imp.Name.Name == "." {
				dots[imp.Pos()], dots[imp.Path.Pos()] = true, true
			}
		}
	}
	primary := -1 // index in *sites of the error the next part belongs to
	conf.Error = func(err error) {
		var te types.Error
		if !errors.As(err, &te) {
			*sites = append(*sites, Site{Path: first, Msg: err.Error()})
			primary = len(*sites) - 1
			return
		}
		pos := c.fset.Position(te.Pos)
		if part, ok := strings.CutPrefix(te.Msg, "\t"); ok && primary >= 0 {
			line := "\n\t" + part
			if pos.IsValid() {
				line = "\n\t" + pos.String() + ": " + part
			}
			(*sites)[primary].Msg += line
			return
		}
		if dots[te.Pos] && environmental(te.Msg) {
			te.Msg += dotImportNote
		}
		s := Site{Path: first, Msg: te.Msg}
		if pos.IsValid() {
			s = Site{Path: pos.Filename, Line: pos.Line, Col: pos.Column, Msg: te.Msg}
		}
		*sites = append(*sites, s)
		primary = len(*sites) - 1
	}
	pkg, _ := conf.Check(importPath, c.fset, asts, nil)
	return pkg
}
