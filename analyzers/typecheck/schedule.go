package typecheck

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"
)

// unitResult is one side's sites for one unit.
type unitResult struct {
	side  int
	sites []Site
}

// task is one unit to type-check, for every side whose unit has its key.
type task struct {
	u     *unit
	sides []int
	deps  []string // the keys of every package it needs, its imports' imports included
	// like is an earlier task with the same cutoff: its sites are this
	// task's too, unless one quotes a position outside the unit's files.
	like  *task
	done  chan struct{}
	sites []Site
}

// checkUnits type-checks the units, each distinct key once, on up to
// GOMAXPROCS goroutines. Tasks are taken in order (the first side's
// units, then the next side's): what only the first side needs is
// dropped before the next side's packages are read.
func checkUnits(c *GoChecker, units []*unit) []unitResult {
	var tasks []*task
	byKey, byCutoff := map[string]*task{}, map[string]*task{}
	for _, u := range units {
		if t := byKey[u.key]; t != nil {
			t.sides = append(t.sides, u.side)
			continue
		}
		t := &task{u: u, sides: []int{u.side}, deps: closure(u.imports), like: byCutoff[u.cutoff], done: make(chan struct{})}
		byKey[u.key] = t
		if t.like == nil {
			byCutoff[u.cutoff] = t
		}
		tasks = append(tasks, t)
	}
	cache := newDepCache(c, tasks)
	next := make(chan *task)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range next {
				cache.run(t)
			}
		}()
	}
	for _, t := range tasks {
		next <- t
	}
	close(next)
	wg.Wait()
	var results []unitResult
	for _, t := range tasks {
		for _, side := range t.sides {
			results = append(results, unitResult{side: side, sites: t.sites})
		}
	}
	return results
}

// quotesOtherFile reports whether a site's message quotes a position in
// a file other than files ("cannot infer T (declared at dep/f.go:3:9)"):
// an imported object's, which may sit elsewhere in a package of the same
// shape.
func quotesOtherFile(sites []Site, files []string) bool {
	for _, s := range sites {
		for _, file := range positions.Get().FindAllString(s.Msg, -1) {
			for range 2 { // path:line or path:line:col
				if i := strings.LastIndex(file, ":"); i >= 0 && isDigits(file[i+1:]) {
					file = file[:i]
				}
			}
			if !slices.Contains(files, file) {
				return true
			}
		}
	}
	return false
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// closure lists the keys of the packages imports lead to, transitively.
func closure(imports map[string]*node) []string {
	seen := map[*node]bool{}
	var keys []string
	var walk func(n *node)
	walk = func(n *node) {
		if seen[n] {
			return
		}
		seen[n] = true
		keys = append(keys, n.key)
		for _, d := range n.imports {
			walk(d)
		}
	}
	for _, n := range imports {
		walk(n)
	}
	return keys
}

// depCache holds each dependency's types once per key, while a task
// left to run needs it.
type depCache struct {
	c   *GoChecker
	sem chan struct{} // one token per package being parsed and checked
	// bodies lets packages be checked with their function bodies only
	// while their sizes add up to half the largest's: a package's syntax and
	// local scopes, held until its check ends, are most of what a check
	// holds. Dependencies (declarations only) are loaded beside them,
	// for the tasks that follow.
	bodies *bodyBudget

	mu      sync.Mutex
	entries map[string]*entry
	refs    map[string]int // key → tasks not yet done that need it
	stubs   map[*node]*types.Package
}

// entry is one dependency, loaded once; done is closed when pkg is set.
type entry struct {
	done  chan struct{}
	pkg   *types.Package
	files []*depFile
}

func newDepCache(c *GoChecker, tasks []*task) *depCache {
	d := &depCache{c: c, sem: make(chan struct{}, runtime.GOMAXPROCS(0)), bodies: newBodyBudget(tasks),
		entries: map[string]*entry{}, refs: map[string]int{}, stubs: map[*node]*types.Package{}}
	for _, t := range tasks {
		for _, k := range t.deps {
			d.refs[k]++
		}
	}
	return d
}

// run takes the sites of a task like this one, or loads what the task's
// unit imports and checks it; then it lets go of the dependencies no
// later task needs.
func (d *depCache) run(t *task) {
	defer close(t.done)
	reused := false
	if t.like != nil {
		<-t.like.done // taken earlier: done, or being checked
		reused = !quotesOtherFile(t.like.sites, t.u.files)
		t.sites = t.like.sites
	}
	if !reused {
		for _, n := range t.u.imports {
			d.load(n)
		}
		d.bodies.acquire(t.u.size)
		d.sem <- struct{}{}
		t.sites = d.c.checkUnit(t.u, d.importer(t.u.imports, t.u.importErrs))
		if quotesOtherFile(t.sites, t.u.files) {
			// A message quotes a position elsewhere, an imported
			// object's: checked again with the lines of every file
			// it may be in.
			d.unpackLines(t.deps)
			t.sites = d.c.checkUnit(t.u, d.importer(t.u.imports, t.u.importErrs))
		}
		<-d.sem
		d.bodies.release(t.u.size)
	}
	d.mu.Lock()
	var gone []*entry
	for _, k := range t.deps {
		if d.refs[k]--; d.refs[k] == 0 {
			if e := d.entries[k]; e != nil {
				gone = append(gone, e)
			}
			delete(d.entries, k)
		}
	}
	d.mu.Unlock()
	for _, e := range gone {
		for _, f := range e.files {
			d.c.fset.RemoveFile(f.tf)
		}
	}
}

// unpackLines gives the files of the dependencies keys name their line
// tables back.
func (d *depCache) unpackLines(keys []string) {
	d.mu.Lock()
	var files []*depFile
	for _, k := range keys {
		if e := d.entries[k]; e != nil {
			files = append(files, e.files...)
		}
	}
	d.mu.Unlock()
	for _, f := range files {
		f.unpackLines()
	}
}

// load type-checks a dependency once per key: it is parsed and pruned,
// then the imports its remaining declarations use are loaded, in the
// order of their paths, then it is checked. The graph has no cycle
// (resolving cut them), so waiting for a package another goroutine is
// loading always ends.
func (d *depCache) load(n *node) *types.Package {
	if n.err != nil {
		return nil
	}
	d.mu.Lock()
	if e, ok := d.entries[n.key]; ok {
		d.mu.Unlock()
		<-e.done
		return e.pkg
	}
	e := &entry{done: make(chan struct{})}
	d.entries[n.key] = e
	d.mu.Unlock()
	defer close(e.done)
	d.sem <- struct{}{}
	files, parsed := d.c.parseDep(n)
	<-d.sem
	used := usedImports(n, files)
	for _, p := range slices.Sorted(maps.Keys(used)) {
		d.load(used[p])
	}
	d.sem <- struct{}{}
	defer func() { <-d.sem }()
	e.pkg, e.files = d.c.checkDep(n, files, d.depImporter(n, used)), parsed
	return e.pkg
}

// importer resolves a package's imports to the loaded dependencies.
func (d *depCache) importer(imports map[string]*node, errs map[string]error) importerFunc {
	return func(p string) (*types.Package, error) {
		if p == "unsafe" {
			return types.Unsafe, nil
		}
		if err, ok := errs[p]; ok {
			return nil, err
		}
		n, ok := imports[p]
		if !ok {
			return nil, errUnread
		}
		if n.err != nil {
			return nil, n.err
		}
		d.mu.Lock()
		e := d.entries[n.key]
		d.mu.Unlock()
		if e == nil {
			return nil, errUnread
		}
		<-e.done
		return e.pkg, nil
	}
}

// errUnread is an import that resolving did not see: one written where
// the file's header, read first, did not show it.
var errUnread = errors.New("not among the imports read from the file headers")

// parseDep parses a dependency's files for the declarations an importer
// may reach.
func (c *GoChecker) parseDep(n *node) ([]*ast.File, []*depFile) {
	c.counted("dep " + n.dir)
	reached := c.reachable(n)
	files, parsed, ok := c.parseSkimmed(n, reached)
	if !ok {
		files, parsed = c.parseDeclFiles(n, nil)
	}
	pruneDecls(files, reached)
	return files, parsed
}

// checkDep type-checks a dependency's declarations; its own errors are
// not the change's.
func (c *GoChecker) checkDep(n *node, files []*ast.File, deps importerFunc) *types.Package {
	conf := c.config(true)
	conf.Importer = deps
	pkg, _ := conf.Check(n.importPath, c.fset, files, nil)
	return pkg
}

// parseSkimmed parses a package of the standard library or the module
// cache with the declarations skimPackage drops blanked: pruneDecls
// leaves the same declarations as of the whole files, and most of a
// dependency is never parsed. ok is false when it cannot tell (a file
// it cannot read or skim, or one that does not parse once skimmed, whose
// declarations are then read as written): nothing is left parsed.
func (c *GoChecker) parseSkimmed(n *node, reached func(string) bool) ([]*ast.File, []*depFile, bool) {
	if n.src != nil {
		return nil, nil, false // a snapshot's package, which may not parse
	}
	srcs := make([][]byte, len(n.files))
	bodies := make([][][2]int, len(n.files))
	// Nothing parsed holds its source: the buffers are lent back once
	// the package is parsed.
	bufs := make([]*[]byte, len(n.files))
	defer func() {
		for _, b := range bufs {
			if b != nil {
				putSrcBuf(b)
			}
		}
	}()
	for i, p := range n.files {
		bufs[i] = getSrcBuf()
		src, err := readFileInto(p, *bufs[i])
		*bufs[i] = src
		if err != nil || n.decls[i] == nil || n.decls[i].size != len(src) {
			return nil, nil, false
		}
		srcs[i], bodies[i] = blankInPlace(src, *n.decls[i]), n.decls[i].bodies
	}
	kept, ok := skimPackage(srcs, bodies, reached)
	if !ok {
		files, parsed := c.parseDeclFiles(n, srcs)
		return files, parsed, true
	}
	// A file none of whose declarations is left declares nothing: its
	// blank lines are not scanned. One file stays, so that the package
	// has its name.
	if !slices.Contains(kept, true) {
		kept[0] = true
	}
	var files []*ast.File
	var parsed []*depFile
	for i, p := range n.files {
		if !kept[i] {
			continue
		}
		f, err := parser.ParseFile(c.fset, p, srcs[i], parser.SkipObjectResolution)
		if f != nil {
			parsed = append(parsed, packLines(c.fset.File(f.FileStart)))
		}
		if err != nil {
			for _, df := range parsed {
				c.fset.RemoveFile(df.tf)
			}
			return nil, nil, false
		}
		dropElements(f)
		files = append(files, f)
	}
	return files, parsed, true
}

// parseDeclFiles parses a dependency's files for their declarations,
// from srcs when given (each file's bodies blanked), else as read.
func (c *GoChecker) parseDeclFiles(n *node, srcs [][]byte) ([]*ast.File, []*depFile) {
	var files []*ast.File
	var parsed []*depFile
	for i, p := range n.files {
		var f *ast.File
		if srcs != nil {
			f, _ = parser.ParseFile(c.fset, p, srcs[i], parser.SkipObjectResolution)
			if f != nil {
				dropElements(f)
			}
		} else {
			var src []byte
			var err error
			if n.src != nil {
				src, err = n.src.read(p)
			} else {
				src, err = readFile(p)
			}
			if err != nil {
				continue
			}
			f = c.parseDecls(p, src, n.decls[i], n.src == nil)
		}
		if f != nil {
			files = append(files, f)
			parsed = append(parsed, packLines(c.fset.File(f.FileStart)))
		}
	}
	return files, parsed
}

// parseDecls parses a dependency's file for its declarations: without
// the function bodies resolving found (d), else as written. The
// package's types are then a function of what declSum hashes, even when
// the file does not parse. owned says that src is read for this call
// alone, to be blanked where it is.
func (c *GoChecker) parseDecls(p string, src []byte, d *decls, owned bool) *ast.File {
	switch {
	case d != nil && d.size == len(src) && owned:
		src = blankInPlace(src, *d)
	case d != nil && d.size == len(src):
		src = blank(src, *d)
	case d != nil:
		if b, ok := blankBodies(src); ok {
			src = b // not the file resolving read
		}
	}
	f, _ := parser.ParseFile(c.fset, p, src, parser.SkipObjectResolution)
	if f != nil {
		dropElements(f)
	}
	return f
}

// dropElements empties the composite literals of package-level
// initializers: T{...} is a T whatever it holds, and a dependency's
// tables (unicode's ranges, a protocol's constants) are most of what
// checking its declarations costs. An array whose length comes from its
// elements ([...]T{...}) keeps them.
func dropElements(f *ast.File) {
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			for _, v := range spec.(*ast.ValueSpec).Values {
				ast.Inspect(v, func(n ast.Node) bool {
					lit, ok := n.(*ast.CompositeLit)
					if !ok || lit.Type == nil {
						return true
					}
					if at, ok := lit.Type.(*ast.ArrayType); ok {
						if _, ok := at.Len.(*ast.Ellipsis); ok {
							return true
						}
					}
					lit.Elts = nil
					return false
				})
			}
		}
	}
}
