package typecheck

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/types"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/mod/module"
)

// origin is where an import is written: a snapshot directory, or a
// directory on disk (the standard library, the module cache).
type origin struct {
	dir  string
	disk bool
	std  bool // dir is under GOROOT/src
}

type (
	ioReadCloser = io.ReadCloser
	readCloser   struct{ io.Reader }
)

func (readCloser) Close() error { return nil }

// importFrom resolves an import path as the go command would in module
// mode: the snapshot's vendor directories, the standard library, the
// snapshot's own modules, then the module cache at the version the
// checked package's go.mod requires. An import that resolves nowhere is
// an error naming what was missing; go/types reports it where the import
// is written.
func (s *side) importFrom(p string, from origin) (*types.Package, error) {
	if p == "unsafe" {
		return types.Unsafe, nil
	}
	if from.std {
		if dir := filepath.Join(s.c.env.GOROOT, "src", "vendor", filepath.FromSlash(p)); isDir(dir) {
			return s.fromDisk(dir, p, true)
		}
		return s.fromDisk(filepath.Join(s.c.env.GOROOT, "src", filepath.FromSlash(p)), p, true)
	}
	if !from.disk {
		for d := from.dir; ; d = path.Dir(d) {
			if vd := path.Join(d, "vendor", p); len(s.files[vd]) > 0 {
				return s.fromSnapshot(vd, p)
			}
			if d == "." {
				break
			}
		}
	}
	if first, _, _ := strings.Cut(p, "/"); !strings.Contains(first, ".") && !s.inSnapshotModule(p) {
		if s.c.env.GOROOT == "" {
			return nil, fmt.Errorf("no standard library (GOROOT) on this machine to resolve %s", p)
		}
		dir := filepath.Join(s.c.env.GOROOT, "src", filepath.FromSlash(p))
		if !isDir(dir) {
			return nil, fmt.Errorf("%s is not in the standard library at %s", p, filepath.Base(s.c.env.GOROOT))
		}
		return s.fromDisk(dir, p, true)
	}
	for _, m := range s.modulesByLength() {
		if rest, ok := under(p, m.path); ok {
			return s.fromSnapshot(path.Join(m.root, rest), p)
		}
	}
	if s.main == nil {
		return nil, fmt.Errorf("no go.mod encloses the package, so %s resolves nowhere", p)
	}
	mod, rest, ok := s.main.requirement(p)
	if !ok {
		return nil, fmt.Errorf("no module in %s provides it", path.Join(s.main.root, "go.mod"))
	}
	if mod.Version == "" { // replaced by a directory
		dir := path.Clean(path.Join(s.main.root, mod.Path))
		if strings.HasPrefix(dir, "../") || dir == ".." || path.IsAbs(mod.Path) {
			return nil, fmt.Errorf("replaced by %s, outside the repository", mod.Path)
		}
		return s.fromSnapshot(path.Join(dir, rest), p)
	}
	if s.c.env.ModCache == "" {
		return nil, fmt.Errorf("%s@%s: no module cache", mod.Path, mod.Version)
	}
	ep, err1 := module.EscapePath(mod.Path)
	ev, err2 := module.EscapeVersion(mod.Version)
	if err := errors.Join(err1, err2); err != nil {
		return nil, err
	}
	root := filepath.Join(s.c.env.ModCache, filepath.FromSlash(ep)+"@"+ev)
	if !isDir(root) {
		return nil, fmt.Errorf("%s@%s is not in the module cache", mod.Path, mod.Version)
	}
	return s.fromDisk(filepath.Join(root, filepath.FromSlash(rest)), p, false)
}

// inSnapshotModule reports whether a module of the snapshot provides p
// (a module path without a dot, such as "example", is not the standard
// library's).
func (s *side) inSnapshotModule(p string) bool {
	for _, m := range s.mods {
		if _, ok := under(p, m.path); ok {
			return true
		}
	}
	return false
}

// modulesByLength is the snapshot's modules, longest path first, so that
// a nested module wins over the one around it.
func (s *side) modulesByLength() []*goModule {
	mods := slices.Clone(s.mods)
	slices.SortFunc(mods, func(a, b *goModule) int { return len(b.path) - len(a.path) })
	return mods
}

// fromSnapshot reads a snapshot package as a dependency: declarations
// only, its own errors ignored.
func (s *side) fromSnapshot(dir, importPath string) (*types.Package, error) {
	return s.load(s.pkgs, dir, importPath, origin{dir: dir}, func() ([]*ast.File, error) {
		var files []*ast.File
		for _, p := range s.files[dir] {
			if strings.HasSuffix(p, "_test.go") {
				continue
			}
			src, err := s.snap.ReadFile(p)
			if err != nil || !s.c.match(dir, path.Base(p), src) {
				continue
			}
			if f, _ := parser.ParseFile(s.c.fset, p, src, parser.SkipObjectResolution); f != nil {
				files = append(files, f)
			}
		}
		return files, nil
	})
}

// fromDisk reads a package of the standard library or the module cache.
func (s *side) fromDisk(dir, importPath string, std bool) (*types.Package, error) {
	cache := s.disk
	if std {
		cache = s.c.std // the same on every side
	}
	return s.load(cache, dir, importPath, origin{dir: dir, disk: true, std: std}, func() ([]*ast.File, error) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return nil, err
		}
		var files []*ast.File
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil || !s.c.match(dir, name, src) {
				continue
			}
			if f, _ := parser.ParseFile(s.c.fset, filepath.Join(dir, name), src, parser.SkipObjectResolution); f != nil {
				files = append(files, f)
			}
		}
		return files, nil
	})
}

// load type-checks a dependency once per cache, refusing an import cycle.
func (s *side) load(cache map[string]*loaded, dir, importPath string, from origin, read func() ([]*ast.File, error)) (*types.Package, error) {
	if l, ok := cache[dir]; ok {
		if l.loading {
			return nil, fmt.Errorf("import cycle through %s", importPath)
		}
		return l.pkg, l.err
	}
	l := &loaded{loading: true}
	cache[dir] = l
	defer func() { l.loading = false }()
	files, err := read()
	if err == nil && len(files) == 0 {
		err = errNoGoFiles
	}
	if err != nil {
		l.err = wrapf(errNoGoFiles, "%s", importPath)
		if !errors.Is(err, errNoGoFiles) && !errors.Is(err, os.ErrNotExist) {
			l.err = wrapf(err, "%s", importPath)
		}
		return nil, l.err
	}
	// A directory may hold files of a second package (documentation
	// generators, package main helpers kept out by no tag): the first
	// file's package is the one imported.
	name := files[0].Name.Name
	files = slices.DeleteFunc(files, func(f *ast.File) bool { return f.Name.Name != name })
	conf := s.c.config(true)
	conf.Importer = importerFunc(func(p string) (*types.Package, error) { return s.importFrom(p, from) })
	l.pkg, _ = conf.Check(importPath, s.c.fset, files, nil)
	return l.pkg, nil
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
