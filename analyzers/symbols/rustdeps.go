package symbols

import (
	"path"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/reviewlint/reviewlint/internal/tomldepth"
)

// rustDep is a dependency of one crate on another of the repository (a
// path dependency, or one the workspace declares with a path), by the
// name the depending crate's code uses for it: the key, - read as _,
// which `package = "…"` may make differ from the crate's own name (the
// directory tells which crate it is).
type rustDep struct {
	dir string // the depended-on crate's directory
	// inherited: `key.workspace = true`, declared by the workspace.
	inherited bool
}

// cargoDeps reads the path dependencies of the manifest at p: the
// [dependencies], [dev-dependencies] and [build-dependencies] tables and
// their target.… variants (a `key.workspace = true` entry marked so, to
// be looked up in the workspace's table), and the manifest's own
// [workspace.dependencies]; and names, every dependency of those tables
// by the name its code uses, wherever it comes from; and other, the
// names of those (and of [patch] and [replace] entries) that may be
// another package than the registry's of the name (rustCargoOther). A
// manifest TOML cannot read gives none.
func cargoDeps(p string, src []byte) (deps, workspace map[string]rustDep, names, other map[string]bool) {
	var m map[string]any
	if err := decodeManifest(src, &m); err != nil {
		return nil, nil, nil, nil
	}
	dir := path.Dir(p)
	names, other = map[string]bool{}, map[string]bool{}
	read := func(table any, into map[string]rustDep) {
		entries, _ := table.(map[string]any)
		for key, v := range entries {
			name := strings.ReplaceAll(key, "-", "_")
			names[name] = true
			spec, _ := v.(map[string]any)
			if spec == nil {
				continue // a version string: crates.io
			}
			if rustCargoOther(name, spec) {
				other[name] = true
			}
			if w, _ := spec["workspace"].(bool); w {
				into[name] = rustDep{inherited: true}
				continue
			}
			if rel, ok := spec["path"].(string); ok {
				into[name] = rustDep{dir: path.Join(dir, rel)}
			}
		}
	}
	deps, workspace = map[string]rustDep{}, map[string]rustDep{}
	for _, kind := range []string{"dependencies", "dev-dependencies", "build-dependencies"} {
		read(m[kind], deps)
	}
	if targets, ok := m["target"].(map[string]any); ok {
		for _, t := range targets {
			tm, _ := t.(map[string]any)
			for _, kind := range []string{"dependencies", "dev-dependencies", "build-dependencies"} {
				read(tm[kind], deps)
			}
		}
	}
	if w, ok := m["workspace"].(map[string]any); ok {
		read(w["dependencies"], workspace)
	}
	// A patch or replacement puts its source in the place of every
	// dependency on the package (tokio = { path = "fake" }).
	patches, _ := m["patch"].(map[string]any)
	for _, t := range patches {
		entries, _ := t.(map[string]any)
		for key := range entries {
			other[strings.ReplaceAll(key, "-", "_")] = true
		}
	}
	replaced, _ := m["replace"].(map[string]any)
	for key := range replaced {
		key, _, _ = strings.Cut(key, ":")
		other[strings.ReplaceAll(key, "-", "_")] = true
	}
	return deps, workspace, names, other
}

// rustCargoOther: the dependency spec names, under name, what may not be
// the registry's package of the name: another package (package =
// "ext"), or one from a git repository, a path or another registry.
// Only the registry's package of a common crate's name is that crate,
// whose macros the lists of known macros describe.
func rustCargoOther(name string, spec map[string]any) bool {
	if pkg, ok := spec["package"].(string); ok && strings.ReplaceAll(pkg, "-", "_") != name {
		return true
	}
	for _, k := range []string{"git", "path", "registry", "registry-index"} {
		if _, ok := spec[k]; ok {
			return true
		}
	}
	return false
}

// crateDir is the directory of the manifest nearest above p, "" when
// none.
func (rc *rustCrates) crateDir(p string) string {
	for d := path.Dir(p); ; d = path.Dir(d) {
		if rc.dirs[d] {
			return d
		}
		if d == "." || d == "/" {
			return ""
		}
	}
}

// dep is the path dependency that p's crate calls name, if any; one
// the crate inherits is looked up in the nearest workspace table above.
func (rc *rustCrates) dep(p, name string) (rustDep, bool) {
	crate := rc.crateDir(p)
	d, ok := rc.deps[crate][name]
	if !ok || !d.inherited {
		return d, ok
	}
	for dir := crate; ; dir = path.Dir(dir) {
		if w, ok := rc.workspaceDeps[dir][name]; ok {
			return w, true
		}
		if dir == "." || dir == "/" || dir == "" {
			return rustDep{}, false
		}
	}
}

// depLib is the library root of the crate p's crate calls name, when it
// is a path dependency of the repository: known but "" when its library
// is not found.
func (rc *rustCrates) depLib(p, name string) (lib string, known bool) {
	d, ok := rc.dep(p, name)
	if !ok {
		return "", false
	}
	return rc.dirLibs[d.dir], true
}

// gap is the route a path from p takes that the resolver does not
// follow: a path dependency of the repository whose library root it did
// not find.
func (rc *rustCrates) gap(p string, segs []string, binds []synBind) synGap {
	if len(segs) == 0 {
		return synGap{}
	}
	first := segs[0]
	for _, b := range binds {
		if b.local == first && !b.star {
			if full := append(append([]string(nil), b.path...), b.name); full[0] != "" {
				first = full[0] // use foo as bar; bar::x
			}
		}
	}
	if lib, known := rc.depLib(p, first); known && lib == "" {
		d, _ := rc.dep(p, first)
		return synGap{why: "crate " + first + " is a path dependency whose library root was not found", dirs: []string{d.dir}}
	}
	return synGap{}
}

// cargoEdition reads a manifest's [package] edition: "" when it sets
// none (Cargo's default, 2015), "workspace" when it inherits the
// workspace's; and the edition its own [workspace.package] gives
// members. A manifest TOML cannot read gives "?", no edition known.
func cargoEdition(src []byte) (edition, workspace string) {
	var m struct {
		Package *struct {
			Edition any `toml:"edition"`
		} `toml:"package"`
		Workspace *struct {
			Package *struct {
				Edition string `toml:"edition"`
			} `toml:"package"`
		} `toml:"workspace"`
	}
	if err := decodeManifest(src, &m); err != nil {
		return "?", ""
	}
	if m.Workspace != nil && m.Workspace.Package != nil {
		workspace = m.Workspace.Package.Edition
	}
	if m.Package == nil {
		return "?", workspace // a virtual manifest: no crate of its own
	}
	switch e := m.Package.Edition.(type) {
	case string:
		edition = e
	case map[string]any:
		edition = "workspace"
	case nil:
	default:
		edition = "?"
	}
	return edition, workspace
}

// edition2015: the crate holding p is of edition 2015, where a use path
// starts at the crate root (use a::b names crate::a::b) as does a path
// with a leading ::, and extern crate puts a crate's name there.
func (rc *rustCrates) edition2015(p string) bool {
	crate := rc.crateDir(p)
	if crate == "" {
		return false
	}
	e := rc.editions[crate]
	if e == "workspace" {
		e = "?"
		for dir := path.Dir(crate); ; dir = path.Dir(dir) {
			if w, ok := rc.wsEditions[dir]; ok && w != "" {
				e = w
				break
			}
			if dir == "." || dir == "/" {
				break
			}
		}
	}
	return e == "" || e == "2015"
}

// decodeManifest parses a Cargo manifest after bounding its nesting: the
// manifest comes from the change, and the parser's cost grows with the
// square of its depth.
func decodeManifest(src []byte, v any) error {
	if err := tomldepth.Check(src); err != nil {
		return err
	}
	_, err := toml.Decode(string(src), v)
	return err
}
