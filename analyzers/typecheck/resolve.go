package typecheck

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/mod/module"
)

// node is a package read as a dependency (declarations only), as one side
// resolves it: its files and where each of its imports leads. Resolving
// reads only what lies outside function bodies; the files are parsed in
// full when the package is type-checked. A node is read when an import
// names it and linked (its imports resolved) when a package that is
// checked needs it.
type node struct {
	// key names what the package's types are made of: its import path,
	// its files' content and, recursively, its imports' keys. Two nodes
	// with one key type-check to the same package, whichever side they
	// come from, so the dependency cache holds one package per key.
	key string
	// shape is key with function bodies left out: two nodes with one
	// shape type-check to packages that differ at most in the positions
	// of their objects.
	shape      string
	importPath string
	name       string // the package clause's
	dir        string
	src        *source // nil: files on disk
	files      []string
	decls      []*decls // each file's function bodies, nil when not told apart
	headers    []fileHeader
	allImports []string // every import path its files write
	unread     []string // files whose headers are not read yet (readHeaders)
	from       origin
	main       *goModule
	// imports and importErrs hold the imports the declarations use
	// (an import used only inside function bodies plays no part in the
	// package's types): where each leads, or why it resolves nowhere.
	imports    map[string]*node
	importErrs map[string]error
	err        error // the directory holds no package
	linked     bool
	linking    bool
	// keyed hashes the files; link adds the imports.
	keyed, shaped *keyHash
}

// origin is where an import is written: a snapshot directory, or a
// directory on disk (the standard library, the module cache).
type origin struct {
	dir  string
	disk bool
	std  bool // dir is under GOROOT/src
}

// resolve finds the package an import path names as the go command would
// in module mode: the snapshot's vendor directories, the standard library,
// the snapshot's own modules, then the module cache at the version the
// checked package's go.mod (main) requires. An import that resolves
// nowhere is an error naming what was missing; go/types reports it where
// the import is written.
//
// Each import is resolved several times (its files read ahead, then
// linked, then walked for cycles): the answer, which depends only on the
// path, where it is written and the main module, is kept for the side.
func (s *side) resolve(p string, from origin, main *goModule) (*node, error) {
	k := resolveKey{path: p, main: main}
	switch {
	case from.std: // within GOROOT, whatever the directory
		k.kind = 's'
	case from.disk: // the module cache: no vendor directory
		k.kind = 'd'
	default: // the snapshot's vendor directories around from.dir
		k.dir = from.dir
	}
	if r, ok := s.resolved[k]; ok {
		return r.n, r.err
	}
	n, err := s.resolveOnce(p, from, main)
	if s.resolved == nil {
		s.resolved = map[resolveKey]resolution{}
	}
	s.resolved[k] = resolution{n, err}
	return n, err
}

// resolveKey is what resolve's answer depends on.
type resolveKey struct {
	path, dir string
	kind      byte
	main      *goModule
}

type resolution struct {
	n   *node
	err error
}

func (s *side) resolveOnce(p string, from origin, main *goModule) (*node, error) {
	if from.std {
		if dir := filepath.Join(s.c.env.GOROOT, "src", "vendor", filepath.FromSlash(p)); s.c.isDir(dir) {
			return s.diskNode(dir, p, true, main)
		}
		return s.diskNode(filepath.Join(s.c.env.GOROOT, "src", filepath.FromSlash(p)), p, true, main)
	}
	if !from.disk {
		for d := from.dir; ; d = path.Dir(d) {
			if vd := path.Join(d, "vendor", p); len(s.files[vd]) > 0 {
				return s.snapshotNode(vd, p, main)
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
		if !s.c.isDir(dir) {
			return nil, fmt.Errorf("%s is not in the standard library at %s", p, filepath.Base(s.c.env.GOROOT))
		}
		return s.diskNode(dir, p, true, main)
	}
	for _, m := range s.modulesByLength() {
		if rest, ok := under(p, m.path); ok {
			return s.snapshotNode(path.Join(m.root, rest), p, main)
		}
	}
	if main == nil {
		return nil, fmt.Errorf("no go.mod encloses the package, so %s resolves nowhere", p)
	}
	mod, rest, ok := main.requirement(p)
	if !ok {
		return nil, fmt.Errorf("no module in %s provides it", path.Join(main.root, "go.mod"))
	}
	if mod.Version == "" { // replaced by a directory
		dir := path.Clean(path.Join(main.root, mod.Path))
		if strings.HasPrefix(dir, "../") || dir == ".." || path.IsAbs(mod.Path) {
			return nil, fmt.Errorf("replaced by %s, outside the repository", mod.Path)
		}
		return s.snapshotNode(path.Join(dir, rest), p, main)
	}
	if main.sums != nil && !main.sums[mod] {
		// The go command will not build with a module go.sum does not
		// vouch for: the repository's error, whatever the cache holds.
		return nil, fmt.Errorf("missing go.sum entry for module providing package %s", p)
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
	if !s.c.isDir(root) {
		return nil, fmt.Errorf("%s@%s is not in the module cache", mod.Path, mod.Version)
	}
	return s.diskNode(filepath.Join(root, filepath.FromSlash(rest)), p, false, main)
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

// snapshotNode is a snapshot package read as a dependency.
func (s *side) snapshotNode(dir, importPath string, main *goModule) (*node, error) {
	var files []string
	for _, p := range s.files[dir] {
		if !strings.HasSuffix(p, "_test.go") {
			files = append(files, p)
		}
	}
	memo := "snap\x00" + mainRoot(main) + "\x00" + dir
	return s.nodeOf(s.nodes, memo, dir, importPath, s.src, files, origin{dir: dir}, main)
}

// diskNode is a package of the standard library or the module cache.
// The standard library resolves its imports within GOROOT: its nodes
// are the same for every side and every main module.
func (s *side) diskNode(dir, importPath string, std bool, main *goModule) (*node, error) {
	memo, id := s.nodes, "mod\x00"+mainRoot(main)+"\x00"+dir
	if std {
		memo, id = s.c.std, "std\x00"+dir
	}
	if n, ok := memo[id]; ok {
		return n, nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		if _, ok := memo[id]; !ok {
			memo[id] = &node{key: id, shape: id, importPath: importPath, dir: dir, err: noPackage(importPath, err)}
		}
		return memo[id], nil
	}
	var files []string
	for _, e := range entries {
		name := e.Name()
		if !e.IsDir() && strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			files = append(files, filepath.Join(dir, name))
		}
	}
	return s.nodeOf(memo, id, dir, importPath, nil, files, origin{dir: dir, disk: true, std: std}, main)
}

// nodeOf reads a package's files once per memo entry.
func (s *side) nodeOf(memo map[string]*node, id, dir, importPath string, src *source, paths []string, from origin, main *goModule) (*node, error) {
	if n, ok := memo[id]; ok {
		return n, nil
	}
	n := &node{importPath: importPath, dir: dir, src: src, from: from, main: main, unread: paths,
		keyed: newKeyHash("dep", importPath, dir), shaped: newKeyHash("dep", importPath, dir)}
	memo[id] = n
	s.readHeaders(n, true)
	return n, nil
}

// readHeaders reads the headers of n's files not read yet: up to the
// first in the build when first is set, which names the package, else
// all. An import that names the package only where no declaration uses
// it is resolved for that name alone, and most of what the standard
// library's files import is: the rest of such a package is read only
// when it is linked.
func (s *side) readHeaders(n *node, first bool) {
	for len(n.unread) > 0 {
		p := n.unread[0]
		n.unread = n.unread[1:]
		hdr, ok := s.c.header(n.src, p, !n.from.std)
		if !ok || (n.name != "" && hdr.name != n.name) {
			// A directory may hold files of a second package
			// (documentation generators, package main helpers kept out by
			// no tag): the first file's package is the one imported.
			continue
		}
		n.name = hdr.name
		for i := range hdr.imports {
			hdr.imports[i].file = len(n.headers)
			n.allImports = append(n.allImports, hdr.imports[i].path)
		}
		n.files = append(n.files, p)
		n.decls = append(n.decls, hdr.decls)
		hdr.decls = nil
		n.headers = append(n.headers, hdr)
		n.keyed.add(p, hdr.sum)
		n.shaped.add(p, hdr.declSum)
		if first {
			return
		}
	}
	if len(n.files) == 0 {
		n.err = noPackage(n.importPath, errNoGoFiles)
	}
}

// link resolves the imports n's declarations use, and theirs, and sets
// n's key. It refuses an import cycle: the import that closes one
// resolves to an error.
func (s *side) link(n *node) error {
	switch {
	case n.linking:
		return fmt.Errorf("import cycle through %s", n.importPath)
	case n.linked:
		return nil
	}
	n.linking = true
	defer func() { n.linking, n.linked = false, true }()
	if n.err == nil {
		s.readHeaders(n, false)
		var imports []importSpec
		for _, hdr := range n.headers {
			imports = append(imports, hdr.imports...)
		}
		s.resolveImports(n, imports, n.from, n.main, n.keyed, n.shaped, func(spec importSpec, dep *node) bool {
			return n.headers[spec.file].uses(spec, dep)
		})
	}
	if n.keyed != nil { // nil: a directory that could not be listed
		n.key, n.shape = n.keyed.sum(), n.shaped.sum()
	}
	n.headers, n.keyed, n.shaped = nil, nil, nil
	return nil
}

// importSpec is one import declaration of a file.
type importSpec struct {
	path, name string // name "" when the package's own
	file       int    // index of the file's header
}

// resolveImports resolves each import that used says is needed (nil:
// all), links what it leads to, and adds that to the key and shape.
func (s *side) resolveImports(n *node, imports []importSpec, from origin, main *goModule, h, hs *keyHash, used func(importSpec, *node) bool) {
	slices.SortFunc(imports, func(a, b importSpec) int { return strings.Compare(a.path, b.path) })
	n.imports, n.importErrs = map[string]*node{}, map[string]error{}
	s.prefetchLinks(imports, from, main, used)
	for i, spec := range imports {
		p := spec.path
		if p == "unsafe" || p == "C" {
			continue
		}
		if _, done := n.imports[p]; done {
			continue
		}
		if _, done := n.importErrs[p]; done {
			continue
		}
		dep, err := s.resolve(p, from, main)
		if used != nil && !slices.ContainsFunc(imports[i:], func(o importSpec) bool { return o.path == p && used(o, dep) }) {
			continue
		}
		if err == nil {
			err = s.link(dep)
		}
		if err != nil {
			n.importErrs[p] = err
			h.add("import", p, "error", err.Error())
			hs.add("import", p, "error", err.Error())
			continue
		}
		n.imports[p] = dep
		h.add("import", p, dep.key)
		hs.add("import", p, dep.shape)
	}
}

// prefetchLinks queues, for the prefetcher, the files of the packages
// on disk resolveImports is about to link, before it links the first:
// the helper reads them while resolving goes down the first's imports.
// Resolving an import path again only finds the node it made.
func (s *side) prefetchLinks(imports []importSpec, from origin, main *goModule, used func(importSpec, *node) bool) {
	if s.c.prefetcher == nil {
		return
	}
	for i, spec := range imports {
		p := spec.path
		if p == "unsafe" || p == "C" || i > 0 && imports[i-1].path == p {
			continue
		}
		dep, err := s.resolve(p, from, main)
		if err != nil || dep.src != nil || dep.linked || dep.linking || dep.err != nil {
			continue
		}
		if used == nil || slices.ContainsFunc(imports[i:], func(o importSpec) bool { return o.path == p && used(o, dep) }) {
			s.c.prefetcher.prefetch(dep)
		}
	}
}

func noPackage(importPath string, err error) error {
	if errors.Is(err, errNoGoFiles) || errors.Is(err, os.ErrNotExist) {
		return wrapf(errNoGoFiles, "%s", importPath)
	}
	return wrapf(err, "%s", importPath)
}

func mainRoot(m *goModule) string {
	if m == nil {
		return ""
	}
	return m.root
}

// fileHeader is what resolving needs of a file: its package name and
// imports, the names its declarations qualify, and for a snapshot file
// its content's hash and declSum (a file on disk is the same for every
// side: its path says what it holds).
type fileHeader struct {
	name         string
	imports      []importSpec
	qualifiers   map[string]bool // nil: every import counts as used
	sum, declSum string
	decls        *decls // nil when the bodies cannot be told apart
}

// uses reports whether the file's declarations may use the import: its
// name qualifies an identifier outside the function bodies, or it is a
// dot import. An import that does not resolve counts as used, so that
// its error is kept.
func (h fileHeader) uses(spec importSpec, dep *node) bool {
	name := spec.name
	if name == "" && dep != nil {
		name = dep.name
	}
	switch {
	case h.qualifiers == nil, name == "", name == ".":
		return true
	case name == "_":
		return false
	}
	return h.qualifiers[name]
}

// header reads a file's build constraints, package clause and imports.
// ok is false when the file is not part of the build for the checker's
// platform, cannot be read, or has no readable package clause.
//
// The two sides of a change share most files: every one outside the
// snapshot, and in it all the change leaves alone. When share is set, a
// file's header is kept for the next side, by its path on disk (the
// module cache does not change under a check) or by its path and
// content in a snapshot, and let go once that side has taken it. A
// snapshot that names its files' content (a git tree: blob ids) is not
// read again for a file the last side read. The standard library's
// packages are resolved once for all sides: theirs are not kept.
func (c *GoChecker) header(src *source, p string, share bool) (fileHeader, bool) {
	key, byID := "disk\x00"+p, false
	if src != nil {
		var id string
		if id, byID = src.id(p); byID {
			key = "blob\x00" + p + "\x00" + id
		}
	}
	if e, ok := c.headers[key]; ok && (src == nil || byID) {
		delete(c.headers, key)
		return e.hdr, e.ok
	}
	if c.prefetcher == nil || src != nil {
		// not read ahead
	} else if e, ok := c.prefetcher.take(p); ok {
		c.noteImports(e.hdr)
		if share {
			c.headers[key] = headerEntry{e.hdr.clone(), e.ok}
		}
		return e.hdr, e.ok
	}
	// The build constraints of a file's name are read before its
	// content: most of a package like syscall is for other platforms,
	// and none of it is read.
	var data []byte
	read := func() ([]byte, error) {
		if src != nil {
			return src.read(p)
		}
		// What the header keeps of the file is copied out of it: one
		// buffer serves every file, as one side is resolved at a time.
		data, err := readFileInto(p, c.headerBuf)
		c.headerBuf = data
		return data, err
	}
	if !c.matchRead(path.Dir(filepath.ToSlash(p)), path.Base(filepath.ToSlash(p)), read, &data) {
		if (src == nil || byID && data != nil) && share {
			c.headers[key] = headerEntry{} // left out by its name or content, not unread
		}
		return fileHeader{}, false
	}
	var sum string
	if src != nil {
		sum = contentSum(data)
		if !byID {
			key = "snap\x00" + p + "\x00" + sum
			if e, ok := c.headers[key]; ok {
				delete(c.headers, key)
				return e.hdr, e.ok
			}
		}
	}
	hdr, ok := c.readHeader(src != nil, p, data, sum, c.written)
	c.noteImports(hdr)
	if share {
		c.headers[key] = headerEntry{hdr.clone(), ok}
	}
	return hdr, ok
}

// headerEntry is a file's header as header read it.
type headerEntry struct {
	hdr fileHeader
	ok  bool
}

// clone is h with imports of its own: a node numbers them.
func (h fileHeader) clone() fileHeader {
	h.imports = slices.Clone(h.imports)
	return h
}

// readHeader reads the header of a file in the build; sum is its
// content's hash when it is a snapshot's. The names the file writes
// after a dot are noted in written; its imports' names are not noted
// (noteImports).
func (c *GoChecker) readHeader(snapshot bool, p string, data []byte, sum string, written map[string]bool) (fileHeader, bool) {
	c.counted("header " + p)
	name, imports, ok := headerImports(p, data)
	if !ok {
		return fileHeader{}, false
	}
	hdr := fileHeader{name: name}
	d, ok := scanDeclsInto(data, written)
	if ok {
		hdr.qualifiers = d.qualifiers
		d.qualifiers, d.selected = nil, nil
		hdr.decls = &d
	} else {
		noteSelected(data, written) // the whole file, bodies and all
	}
	if snapshot {
		hdr.sum, hdr.declSum = sum, declSum(data, d, ok)
	}
	for _, imp := range imports {
		if ip, err := strconv.Unquote(imp.lit); err == nil {
			hdr.imports = append(hdr.imports, importSpec{path: ip, name: imp.name})
		}
	}
	return hdr, true
}

// noteImports notes the names a header's imports give their packages.
func (c *GoChecker) noteImports(hdr fileHeader) {
	for _, spec := range hdr.imports {
		if spec.name == "." {
			c.dotImported[spec.path] = true
		}
		c.noteImportName(spec.path, spec.name)
	}
}
