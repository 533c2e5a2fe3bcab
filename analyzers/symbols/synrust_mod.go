package symbols

import (
	"bufio"
	"bytes"
	"path"
	"slices"
	"strings"
)

// rustCrates knows the crates of a repository from its Cargo.toml files:
// their directories, names and library roots, so that crate::a::b, a
// sibling crate's name and self/super paths resolve to module files.
type rustCrates struct {
	fs    *fileSet
	dirs  map[string]bool   // directories holding a Cargo.toml
	names map[string]string // crate name (with _ for -) → its library root file
	// libs: crate directory → its [lib] path when the manifest sets one;
	// targets: the root files manifests name ([lib], [[bin]], [[test]],
	// [[bench]], [[example]] path), each a crate root of its own.
	libs    map[string]string
	targets map[string]bool
	// dirLibs: crate directory → its library root; deps: crate
	// directory → its path dependencies by the name its code uses;
	// workspaceDeps: a workspace root's [workspace.dependencies].
	dirLibs             map[string]string
	deps, workspaceDeps map[string]map[string]rustDep
	// externs: crate directory → every dependency its manifest names
	// (crates.io ones too), by the name its code uses.
	externs map[string]map[string]bool
	// other are the dependency names some manifest gives another
	// package than the registry's of the name (cargoDeps): a common
	// crate's macros reached by one may be anything.
	other map[string]bool
	// badManifest: crate directory → why its manifest could not be
	// read; configDoubts: directory → why the Cargo configuration
	// there (dir/.cargo/config.toml) may put other packages in the
	// place of dependencies (rustCargoConfigDoubt).
	badManifest  map[string]string
	configDoubts map[string]string
	// editions: crate directory → its [package] edition ("" none set,
	// "workspace" inherited, "?" unknown); wsEditions: a workspace
	// root's [workspace.package] edition.
	editions, wsEditions map[string]string
	// rootBinds, where set, are the top-level bindings of a head file:
	// an edition 2015 path starts from its crate root's.
	rootBinds func(p string) []synBind
	// mayMake, where set, says head file p may make a module of the
	// name by what its reading does not see: a macro invoked at its
	// top level, an include!.
	mayMake func(p, name string) bool
	// mods are the top-level mod declarations of each head file, by
	// name (rustModDecls): an inline module or a #[path] one is not
	// the file its path names by convention. pathParent maps a file a
	// #[path] names to the file and name declaring it.
	mods       map[string]map[string]rustModDecl
	pathParent map[string]rustModAt
	// baseParent is pathParent as base declared it (its changed files'
	// declarations over head's): where a removed item's module was.
	baseParent map[string]rustModAt
	// useRoutes: a module path's parent file and the gone module's
	// name, to the use of it that may bring a module of that name
	// from elsewhere (file leaves such a path unresolved); globReach:
	// per head file, the module files its globs reach.
	useRoutes map[string]string
	globReach map[string]*globReach
	// inReach: a glob walk is under way; the paths it resolves do not
	// start another (a gone module on the way is a glob unresolved).
	inReach bool
}

// rustModDecl is what a file's mod declarations of one name say: plain
// (mod x;), inline (mod x { … }), file (a #[path] target, joined to the
// file's directory), other (two targets, or one a cfg_attr may set).
// Declarations of one name under different #[cfg]s may disagree.
type rustModDecl struct {
	plain, inline, other bool
	file                 string
}

type rustModAt struct{ parent, name string }

// rustModDecls records the head files' top-level mod declarations, and
// where base's #[path] declarations put their modules.
func (rc *rustCrates) rustModDecls(head, base *synSide) {
	rc.mods, rc.pathParent = rc.rustModsOf(head.files)
	files := map[string]*synFile{}
	for p, f := range head.files {
		files[p] = f
	}
	for p, f := range base.files {
		files[p] = f
	}
	_, rc.baseParent = rc.rustModsOf(files)
}

func (rc *rustCrates) rustModsOf(files map[string]*synFile) (map[string]map[string]rustModDecl, map[string]rustModAt) {
	mods, pathParent := map[string]map[string]rustModDecl{}, map[string]rustModAt{}
	targets := map[string]int{}
	for _, p := range sortedKeys(files) {
		for _, b := range files[p].binds {
			if !b.mod || b.nested {
				continue
			}
			if mods[p] == nil {
				mods[p] = map[string]rustModDecl{}
			}
			d := mods[p][b.local]
			switch {
			case b.modInline:
				d.inline = true
			case b.modFile == "?" || strings.HasPrefix(b.modFile, "/") || strings.Contains(b.modFile, "\\"):
				d.other = true
			case b.modFile != "":
				t := path.Join(path.Dir(p), b.modFile)
				if d.file != "" && d.file != t {
					d.other = true
				}
				d.file = t
				targets[t]++
				pathParent[t] = rustModAt{p, b.local}
			default:
				d.plain = true
			}
			mods[p][b.local] = d
		}
	}
	for t, n := range targets {
		if n > 1 {
			delete(pathParent, t) // one file, two modules: neither is its path
		}
	}
	// The modules below a #[path] file are its plain mod declarations'
	// files, beside it (as beside a mod.rs), and theirs below them in
	// turn: each of them takes its path from its declarer too.
	work := sortedKeys(pathParent)
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		dir := strings.TrimSuffix(p, ".rs")
		if _, viaPath := targets[p]; viaPath || path.Base(p) == "mod.rs" {
			dir = path.Dir(p)
		}
		for _, name := range sortedKeys(mods[p]) {
			d := mods[p][name]
			if !d.plain || d.inline || d.other || d.file != "" {
				continue
			}
			c := rc.conventionalFile(dir, []string{name})
			if _, seen := pathParent[c]; c == "" || seen || files[c] == nil {
				continue
			}
			pathParent[c] = rustModAt{p, name}
			work = append(work, c)
		}
	}
	return mods, pathParent
}

// sameModule: file m is at head the module removed file d was at base
// (the same crate root and module path), so a name m no longer provides
// is the removed one: src/x.rs renamed src/x/mod.rs, or moved by
// #[path], without it.
func (rc *rustCrates) sameModule(m, d string) bool {
	if m == d || rc.mods == nil || !rc.fs.atHead[m] {
		return false
	}
	hr, _ := rc.rootWith(m, rc.pathParent)
	br, _ := rc.rootWith(d, rc.baseParent)
	return hr == br && slices.Equal(rc.modPathWith(m, rc.pathParent), rc.modPathWith(d, rc.baseParent))
}

func newRustCrates(fs *fileSet, manifests map[string][]byte) *rustCrates {
	rc := &rustCrates{fs: fs, dirs: map[string]bool{}, names: map[string]string{}, libs: map[string]string{}, targets: map[string]bool{},
		dirLibs: map[string]string{}, deps: map[string]map[string]rustDep{}, workspaceDeps: map[string]map[string]rustDep{}, externs: map[string]map[string]bool{},
		editions: map[string]string{}, wsEditions: map[string]string{}, other: map[string]bool{}, badManifest: map[string]string{}}
	for p, src := range manifests {
		dir := path.Dir(p)
		rc.dirs[dir] = true
		switch err := decodeManifest(src, new(map[string]any)); {
		case src == nil:
			rc.badManifest[dir] = p + " could not be read"
		case err != nil:
			rc.badManifest[dir] = p + " could not be read (" + firstLine(err.Error()) + ")"
		}
		rc.editions[dir], rc.wsEditions[dir] = cargoEdition(src)
		var other map[string]bool
		rc.deps[dir], rc.workspaceDeps[dir], rc.externs[dir], other = cargoDeps(p, src)
		for n := range other {
			rc.other[n] = true
		}
		name, lib, targets := cargoNames(src)
		for _, t := range targets {
			rc.targets[path.Join(dir, t)] = true
		}
		if lib == "" {
			lib = path.Join(dir, "src/lib.rs")
		} else {
			lib = path.Join(dir, lib)
			rc.libs[dir] = lib
		}
		if fs.has[lib] {
			rc.dirLibs[dir] = lib
			if name != "" {
				rc.names[strings.ReplaceAll(name, "-", "_")] = lib
			}
		}
	}
	return rc
}

// cargoNames reads [package] name and [lib] path (and [lib] name, which
// renames the library) from a manifest, and the path of every target that
// sets one ([lib], [[bin]], [[test]], [[bench]], [[example]]).
func cargoNames(src []byte) (name, lib string, targets []string) {
	sc := bufio.NewScanner(bytes.NewReader(src))
	section := ""
	libName := ""
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			section = strings.Trim(line, "[] ")
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.Trim(strings.TrimSpace(v), `"'`)
		switch {
		case section == "package" && k == "name":
			name = v
		case section == "lib" && k == "path":
			lib = v
			targets = append(targets, v)
		case (section == "bin" || section == "test" || section == "bench" || section == "example") && k == "path":
			targets = append(targets, v)
		case section == "lib" && k == "name":
			libName = v
		}
	}
	if libName != "" {
		name = libName
	}
	return name, lib, targets
}

// root is the crate root file of the crate holding file p, and the
// directory its module paths start from.
func (rc *rustCrates) root(p string) (rootFile, rootDir string) {
	return rc.rootWith(p, rc.pathParent)
}

func (rc *rustCrates) rootWith(p string, parents map[string]rustModAt) (rootFile, rootDir string) {
	for k := 0; k < 16 && parents[p].parent != ""; k++ {
		p = parents[p].parent // a #[path] module is its declarer's crate's
	}
	if rc.targets[p] {
		return p, path.Dir(p)
	}
	crate := ""
	for d := path.Dir(p); ; d = path.Dir(d) {
		if rc.dirs[d] {
			crate = d
			break
		}
		if d == "." || d == "/" {
			break
		}
	}
	rel := p
	if crate != "" && crate != "." {
		rel = strings.TrimPrefix(p, crate+"/")
	}
	join := func(s string) string {
		if crate == "" || crate == "." {
			return s
		}
		return crate + "/" + s
	}
	parts := strings.Split(rel, "/")
	switch {
	case rel == "src/main.rs" || rel == "src/lib.rs" || rel == "build.rs":
		// Each a crate of its own: a package may have both a library
		// and a binary, and a build script.
		return p, path.Dir(p)
	case len(parts) >= 3 && parts[0] == "src" && parts[1] == "bin":
		if len(parts) == 3 {
			return p, path.Dir(p)
		}
		return join("src/bin/" + parts[2] + "/main.rs"), join("src/bin/" + parts[2])
	case rc.libs[crate] != "" && inDir(p, path.Dir(rc.libs[crate])) && parts[0] != "tests" && parts[0] != "examples" && parts[0] != "benches":
		// [lib] path moves the library's root, and its modules with it.
		return rc.libs[crate], path.Dir(rc.libs[crate])
	case parts[0] == "src" || crate == "":
		lib := join("src/lib.rs")
		if !rc.fs.has[lib] {
			lib = join("src/main.rs")
		}
		if crate == "" {
			// No manifest: the nearest src/ above, else the file's directory.
			if i := strings.LastIndex(p, "/src/"); i >= 0 {
				lib = p[:i] + "/src/lib.rs"
				if !rc.fs.has[lib] {
					lib = p[:i] + "/src/main.rs"
				}
				return lib, p[:i] + "/src"
			} else if strings.HasPrefix(p, "src/") {
				if rc.fs.has["src/lib.rs"] {
					return "src/lib.rs", "src"
				}
				return "src/main.rs", "src"
			}
			return p, path.Dir(p)
		}
		return lib, join("src")
	case len(parts) >= 2 && (parts[0] == "tests" || parts[0] == "examples" || parts[0] == "benches"):
		if len(parts) == 2 {
			return p, path.Dir(p)
		}
		return join(parts[0] + "/" + parts[1] + "/main.rs"), join(parts[0] + "/" + parts[1])
	}
	return p, path.Dir(p)
}

// modPath is file p's module path within its crate.
func (rc *rustCrates) modPath(p string) []string {
	return rc.modPathWith(p, rc.pathParent)
}

func (rc *rustCrates) modPathWith(p string, parents map[string]rustModAt) []string {
	var tail []string
	for k := 0; k < 16 && parents[p].parent != ""; k++ {
		// A #[path] module's path is its declarer's and its name.
		tail = append([]string{parents[p].name}, tail...)
		p = parents[p].parent
	}
	return append(rc.conventionalModPath(p), tail...)
}

// conventionalModPath is file p's module path as its place in the crate
// says.
func (rc *rustCrates) conventionalModPath(p string) []string {
	rootFile, rootDir := rc.root(p)
	if p == rootFile {
		return nil
	}
	rel := strings.TrimPrefix(strings.TrimSuffix(p, ".rs"), rootDir+"/")
	rel = strings.TrimSuffix(rel, "/mod")
	return strings.Split(rel, "/")
}

// file is the module file of module path mod in the crate rooted at
// rootFile.
func (rc *rustCrates) file(rootFile, rootDir string, mod []string) string {
	if len(mod) == 0 {
		return rootFile
	}
	if rc.mods == nil {
		return rc.conventionalFile(rootDir, mod)
	}
	// Walk down from the root: where a module on the way is declared at
	// head, its declaration says where it is. A #[path] file's modules
	// lie beside it, as a mod.rs's do. An inline module is no file:
	// a path ending there, or one whose file below it is not at head
	// (its module may be inline in it as well), is not resolved.
	cur, dir, viaInline := rootFile, rootDir, false
	for _, seg := range mod {
		d, declared := rc.mods[cur][seg]
		switch {
		case declared && (d.other || d.inline && (d.plain || d.file != "") || d.plain && d.file != ""):
			return "" // declared differently under different #[cfg]s
		case declared && d.file != "":
			if !rc.fs.atHead[d.file] {
				return ""
			}
			cur, dir = d.file, path.Dir(d.file)
		case declared && d.inline:
			cur, dir, viaInline = "", path.Join(dir, seg), true
		default:
			next := rc.conventionalFile(dir, []string{seg})
			if next != "" && !rc.fs.atHead[next] && rc.fs.atHead[cur] && rc.mayMake != nil && rc.mayMake(cur, seg) {
				// The module's file is gone at head, and cur may
				// make the module otherwise (mk!() expanding to
				// pub mod de { … }): which module the path names
				// the reading cannot tell.
				return ""
			}
			if next != "" && !rc.fs.atHead[next] && rc.fs.atHead[cur] && !rc.inReach {
				// The module's file is gone at head, yet a use of
				// cur may still bring a module of that name (pub
				// use other_crate::*, pub use other::de). Whether
				// rustc's does (the use's and the module's pub,
				// #[cfg], the crate's dependencies, a glob clash, a
				// local item hiding the glob) the reading does not
				// weigh: the path is unresolved, neither the file
				// base had nor the module the use may name.
				if rc.throughUse(cur, seg) != "" {
					return ""
				}
			}
			cur = next
			dir = path.Join(dir, seg)
		}
	}
	if cur != "" && viaInline && !rc.fs.atHead[cur] {
		return ""
	}
	return cur
}

// globReach is what the top-level globs of a head file reach, followed
// through the globs of the files they name: files, each with the glob
// of the start file it came by, and the first glob the reading did not
// resolve (or one under a #[cfg]), "" when none.
type globReach struct {
	files      []string
	via        []string
	unresolved string
	// names: a name a reached file binds other than by a glob (a use,
	// a mod), to the first such file's index; dirs: each file's
	// directory of child modules.
	names map[string]int
	dirs  []string
}

// throughUse is the use of head file cur that may bring a module named
// seg (a named use or a mod of that name in cur or in a module file its
// globs reach, or a glob the reading does not resolve), written for a
// reason; "" when no use may. Each answer is kept in useRoutes.
func (rc *rustCrates) throughUse(cur, seg string) string {
	if rc.rootBinds == nil {
		return ""
	}
	key := cur + "\x00" + seg
	if route, done := rc.useRoutes[key]; done {
		return route
	}
	route := rc.throughUseOnce(cur, seg)
	if rc.useRoutes == nil {
		rc.useRoutes = map[string]string{}
	}
	rc.useRoutes[key] = route
	return route
}

func (rc *rustCrates) throughUseOnce(cur, seg string) string {
	for _, b := range rc.rootBinds(cur) {
		if !b.star && b.local == seg {
			return "use " + useText(b) + " in " + cur
		}
	}
	g := rc.reachByGlobs(cur)
	if i, ok := g.names[seg]; ok {
		return "use " + g.via[i] + " in " + cur + ", which reaches " + g.files[i]
	}
	for i, f := range g.files {
		if c := rc.conventionalFile(g.dirs[i], []string{seg}); c != "" && rc.fs.atHead[c] {
			return "use " + g.via[i] + " in " + cur + ", which reaches " + f
		}
	}
	if rc.mayMake != nil {
		// A file a glob reaches may make the module as its declarer
		// may (a macro invoked at its top level expanding to pub mod
		// de { … }), the glob bringing it.
		for i, f := range g.files {
			if rc.mayMake(f, seg) {
				return "use " + g.via[i] + " in " + cur + ", which reaches " + f + ", which may make it"
			}
		}
	}
	if g.unresolved != "" {
		return "use " + g.unresolved
	}
	return ""
}

// reachByGlobs walks the globs from head file cur once, each file met
// once, and keeps the answer for every later question of cur.
func (rc *rustCrates) reachByGlobs(cur string) *globReach {
	if g := rc.globReach[cur]; g != nil {
		return g
	}
	g := &globReach{names: map[string]int{}}
	rc.inReach = true
	defer func() { rc.inReach = false }()
	seen := map[string]bool{cur: true}
	type step struct{ file, via string }
	queue := []step{{cur, ""}}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		binds := rc.rootBinds(s.file)
		for _, b := range binds {
			if !b.star {
				continue
			}
			via := s.via
			if via == "" {
				via = useText(b)
			}
			if b.cond != "" {
				if g.unresolved == "" {
					g.unresolved = via + " in " + cur + ", a glob under a #[cfg] on the way"
				}
				continue
			}
			t := rc.resolve(s.file, b.path, binds)
			if t == "" || !rc.fs.atHead[t] {
				if g.unresolved == "" {
					g.unresolved = via + " in " + cur + ", a glob the reading does not resolve on the way"
				}
				continue
			}
			if seen[t] {
				continue
			}
			seen[t] = true
			for _, tb := range rc.rootBinds(t) {
				if _, ok := g.names[tb.local]; !ok && !tb.star {
					g.names[tb.local] = len(g.files)
				}
			}
			for name := range rc.mods[t] {
				if _, ok := g.names[name]; !ok {
					g.names[name] = len(g.files)
				}
			}
			g.files = append(g.files, t)
			g.via = append(g.via, via)
			g.dirs = append(g.dirs, childDir(t, rc.targets[t]))
			queue = append(queue, step{t, via})
		}
	}
	if rc.globReach == nil {
		rc.globReach = map[string]*globReach{}
	}
	rc.globReach[cur] = g
	return g
}

// childDir is the directory of the child modules of file f by the file
// names alone (root: a crate root).
func childDir(f string, root bool) string {
	if b := path.Base(f); root || b == "lib.rs" || b == "main.rs" || b == "mod.rs" {
		return path.Dir(f)
	}
	return strings.TrimSuffix(f, ".rs")
}

// useText is a use binding as written, near enough for a reason.
func useText(b synBind) string {
	full := append(append([]string(nil), b.path...), b.name)
	if b.name == "" {
		full = append([]string(nil), b.path...)
	}
	if b.star {
		full = append(full, "*")
	}
	return strings.Join(full, "::")
}

// conventionalFile is the module file of mod below directory dir, by
// the file names alone.
func (rc *rustCrates) conventionalFile(dir string, mod []string) string {
	base := dir + "/" + strings.Join(mod, "/")
	if dir == "." {
		base = strings.Join(mod, "/")
	}
	if f := rc.fs.first([]string{base + ".rs", base + "/mod.rs"}); f != nil {
		return f[0]
	}
	return ""
}

// resolve is the module file a path names from file p (crate::, self::,
// super::, a sibling crate's name, or a name p binds to a module), or ""
// when it names something else (an external crate, a type, an enum).
func (rc *rustCrates) resolve(p string, segs []string, binds []synBind) string {
	if len(segs) == 0 {
		return ""
	}
	rootFile, rootDir := rc.root(p)
	var mod []string
	switch segs[0] {
	case "crate":
		segs = segs[1:]
	case "::":
		// Edition 2015: the crate root; later editions: the extern
		// prelude, crates only.
		if rc.edition2015(p) {
			return rc.fromRoot(p, rootFile, rootDir, segs[1:])
		}
		if len(segs) > 1 {
			if lib, _ := rc.depLib(p, segs[1]); lib != "" {
				return rc.descend(lib, segs[2:])
			}
			if lib, ok := rc.names[segs[1]]; ok {
				return rc.descend(lib, segs[2:])
			}
		}
		return ""
	case "self", "super":
		mod = rc.modPath(p)
		for len(segs) > 0 && (segs[0] == "self" || segs[0] == "super") {
			if segs[0] == "super" {
				if len(mod) == 0 {
					return ""
				}
				mod = mod[:len(mod)-1]
			}
			segs = segs[1:]
		}
	default:
		for _, b := range binds {
			if b.local == segs[0] && !b.star {
				full := append(append([]string(nil), b.path...), b.name)
				if b.name == "" {
					full = append([]string(nil), b.path...)
				}
				if len(full) > 0 && full[0] == segs[0] && len(full) == 1 {
					break // use foo; of an external crate
				}
				target := rc.resolve(p, full, nil)
				if target == "" {
					return ""
				}
				return rc.descend(target, segs[1:])
			}
		}
		if lib, known := rc.depLib(p, segs[0]); lib != "" {
			return rc.descend(lib, segs[1:])
		} else if known {
			return "" // a path dependency not found: a gap
		}
		if lib, ok := rc.names[segs[0]]; ok {
			return rc.descend(lib, segs[1:])
		}
		if rc.edition2015(p) {
			return rc.fromRoot(p, rootFile, rootDir, segs)
		}
		return ""
	}
	return rc.file(rootFile, rootDir, append(mod, segs...))
}

// fromRoot resolves segs from the crate root of p, as an edition 2015
// use path or ::path does: through the root's own bindings (its mod
// declarations, extern crate aliases, uses) first.
func (rc *rustCrates) fromRoot(p, rootFile, rootDir string, segs []string) string {
	if len(segs) == 0 {
		return rootFile
	}
	if p != rootFile && rc.rootBinds != nil {
		return rc.resolve(rootFile, segs, rc.rootBinds(rootFile))
	}
	return rc.file(rootFile, rootDir, segs)
}

// descend resolves the rest of a path below module file f.
func (rc *rustCrates) descend(f string, rest []string) string {
	if len(rest) == 0 {
		return f
	}
	rootFile, rootDir := rc.root(f)
	return rc.file(rootFile, rootDir, append(rc.modPath(f), rest...))
}

// rustOrphans are the head files that are neither a crate root nor named
// by a mod declaration of another head file: usually a module left
// behind when its mod line went, which rustc never reads, so what they
// mention is no definite reference.
func rustOrphans(rc *rustCrates, head *synSide) map[string]bool {
	declared := map[string]bool{}
	for p, f := range head.files {
		for _, b := range f.binds {
			if b.name == "" && len(b.path) == 2 && b.path[0] == "self" {
				if t := rc.resolve(p, b.path, nil); t != "" && t != p {
					declared[t] = true
				}
			}
		}
	}
	orphans := map[string]bool{}
	for p := range head.files {
		if root, _ := rc.root(p); root != p && !declared[p] {
			orphans[p] = true
		}
	}
	return orphans
}

// inDir: p lies under directory dir ("." holds everything).
func inDir(p, dir string) bool {
	return dir == "." || strings.HasPrefix(p, dir+"/")
}
