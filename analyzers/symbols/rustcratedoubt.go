package symbols

import (
	"path"
	"strconv"
	"strings"
)

// rustStdShadowed says why, in crate dir, a path through std, core or
// alloc may not reach the standard library: the manifest names a
// dependency so (core = { package = "ext", … }), or a head file of the
// crate binds the name to another thing (mod core, extern crate ext as
// std, use ext as alloc). The lists of known macros and attributes are
// told through those names, so a macro reached by one (core::todo!(),
// ::core::vec![], $crate::std::vec![]) may then be anything. "" when
// neither.
func (rc *rustCrates) rustStdShadowed(head *synSide) map[string]string {
	out := map[string]string{}
	for _, dir := range sortedKeys(rc.dirs) {
		for _, n := range []string{"std", "core", "alloc"} {
			if rc.externs[dir][n] {
				out[dir] = path.Join(dir, "Cargo.toml") + " names a dependency " + n + ", not the standard library's crate, through which a macro may define or name it"
				break
			}
		}
	}
	for _, p := range sortedKeys(head.files) {
		dir := rc.crateDir(p)
		if out[dir] != "" {
			continue
		}
		for _, b := range head.files[p].binds {
			if b.star || !rustStdCrate(b.local) {
				continue
			}
			first := b.name
			if len(b.path) > 0 {
				first = b.path[0]
			}
			if b.mod || !rustStdCrate(first) {
				out[dir] = p + " binds " + b.local + " to another thing than the standard library's crate (line " + strconv.Itoa(b.line) + "), through which a macro may define or name it"
				break
			}
		}
	}
	return out
}

// rustCargoConfigDoubt says why the dependencies of the crates in and
// below its directory may be other packages than their manifests say:
// a Cargo configuration file of the repository (.cargo/config.toml)
// overrides them by [patch], paths or a source replacement, or cannot
// be read. "" when none does.
func rustCargoConfigDoubt(p string, src []byte) string {
	var m map[string]any
	if err := decodeManifest(src, &m); err != nil {
		return p + " could not be read (" + firstLine(err.Error()) + "); it may override any dependency"
	}
	for _, k := range []string{"patch", "paths", "source", "replace"} {
		if _, ok := m[k]; ok {
			return p + " overrides dependencies (" + k + "), whose macros may then be other crates'"
		}
	}
	return ""
}

// rustCargoConfig: p is a Cargo configuration file, read by cargo from
// the directory it runs in and each above it.
func rustCargoConfig(p string) bool {
	base := path.Base(p)
	return (base == "config.toml" || base == "config") && path.Base(path.Dir(p)) == ".cargo"
}

// rustCrateDoubts says, per crate directory, why what the crate's paths
// reach cannot be told from its files: its manifest (or a workspace's
// above it) cannot be read, so its dependencies and their names are
// unknown; std, core or alloc is bound to another thing there
// (rustStdShadowed); a Cargo configuration overrides dependencies. A
// crate depending on such a crate by path inherits the doubt: that
// crate's macros ($crate::core::vec![]) expand in it.
func (rc *rustCrates) rustCrateDoubts(head *synSide) map[string]string {
	out := rc.rustStdShadowed(head)
	for _, dir := range sortedKeys(rc.dirs) {
		if out[dir] != "" {
			continue
		}
		// A Cargo configuration is read from the directory cargo runs
		// in and each above it: one in the crate's directory or above
		// may apply to it; one elsewhere (a test fixture's) does not.
		config := ""
		for d := dir; ; d = path.Dir(d) {
			if why := rc.badManifest[d]; why != "" {
				out[dir] = why
				break
			}
			if config == "" {
				config = rc.configDoubts[d]
			}
			if d == "." || d == "/" {
				break
			}
		}
		if out[dir] == "" {
			out[dir] = config
		}
	}
	// Dependents: a walk up the reverse dependencies from the doubted
	// crates, each crate and each dependency edge visited once. A
	// crate reached is doubted for the crate first found below it, and
	// its reason names the crate where the doubt starts.
	dependents := map[string][]string{}
	for _, dir := range sortedKeys(rc.dirs) {
		for _, name := range sortedKeys(rc.deps[dir]) {
			if d, ok := rc.dep(path.Join(dir, "Cargo.toml"), name); ok {
				dependents[d.dir] = append(dependents[d.dir], dir)
			}
		}
	}
	root := map[string]string{}
	var queue []string
	for _, dir := range sortedKeys(out) {
		if out[dir] != "" {
			root[dir] = out[dir]
			queue = append(queue, dir)
		}
	}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		for _, dir := range dependents[d] {
			if out[dir] != "" {
				continue
			}
			out[dir] = "its crate depends on " + d + ", where " + root[d]
			root[dir] = root[d]
			queue = append(queue, dir)
		}
	}
	return out
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return s
}
