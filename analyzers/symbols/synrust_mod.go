package symbols

import (
	"bufio"
	"bytes"
	"path"
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
	// editions: crate directory → its [package] edition ("" none set,
	// "workspace" inherited, "?" unknown); wsEditions: a workspace
	// root's [workspace.package] edition.
	editions, wsEditions map[string]string
	// rootBinds, where set, are the top-level bindings of a head file:
	// an edition 2015 path starts from its crate root's.
	rootBinds func(p string) []synBind
}

func newRustCrates(fs *fileSet, manifests map[string][]byte) *rustCrates {
	rc := &rustCrates{fs: fs, dirs: map[string]bool{}, names: map[string]string{}, libs: map[string]string{}, targets: map[string]bool{},
		dirLibs: map[string]string{}, deps: map[string]map[string]rustDep{}, workspaceDeps: map[string]map[string]rustDep{}, externs: map[string]map[string]bool{},
		editions: map[string]string{}, wsEditions: map[string]string{}}
	for p, src := range manifests {
		dir := path.Dir(p)
		rc.dirs[dir] = true
		rc.editions[dir], rc.wsEditions[dir] = cargoEdition(src)
		rc.deps[dir], rc.workspaceDeps[dir], rc.externs[dir] = cargoDeps(p, src)
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
	base := rootDir + "/" + strings.Join(mod, "/")
	if rootDir == "." {
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
