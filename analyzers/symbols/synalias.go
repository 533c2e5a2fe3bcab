package symbols

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module may export a definition under another name: TypeScript's
// export { helper as h } and export default helper, Rust's pub use
// d::helper as h, Python's from .d import helper as h in a package.
// Removing the definition (with such a re-export, or leaving the module's
// own alias with nothing to name) breaks an import of the other name,
// which never spells the removed one.

// exportAliases are the other names under which base files the range
// changed bound d: a candidate each, which routing then follows from an
// importer (see aliasRefs). One of d's own file counts only while that
// file no longer provides it at head, since a route ending in d's file
// ends there.
func (r *synResolver) exportAliases(d synSym) []string {
	if r.lang == "java" {
		return nil
	}
	key := d.path + "\x00" + d.def.name
	if got, ok := r.aliases[key]; ok {
		return got
	}
	var out []string
	for _, p := range sortedKeys(r.base.files) {
		for _, b := range r.base.files[p].binds {
			if b.star || b.nested || b.name != d.def.name || b.local == "" || b.local == b.name || slices.Contains(out, b.local) {
				continue
			}
			if p == d.path && (!b.export || r.provides(r.head, d.path, "", b.local, 0)) {
				continue
			}
			out = append(out, b.local)
		}
	}
	if r.aliases == nil {
		r.aliases = map[string][]string{}
	}
	r.aliases[key] = out
	return out
}

// aliasRefs adds file f's imports of d by an alias (see exportAliases),
// named or through a namespace: a named import of it is followed as an
// import of d is; bare uses of the name are not d's.
func (r *synResolver) aliasRefs(d synSym, f *synFile, rf *refs) {
	at := func(line int) snapshot.Place { return snapshot.Place{Path: f.path, Line: line} }
	for _, alias := range r.exportAliases(d) {
		ns := map[string]route{}
		for _, b := range f.binds {
			switch {
			case b.star:
			case b.name == alias:
				switch rt := r.importRoute(f, b, alias, d.path); rt.end {
				case routeRemoved:
					rf.definite = append(rf.definite, at(b.line))
				case routeUnknown:
					rf.unfollowed(at(b.line), rt.why)
				}
			case b.local != "" && b.name == "":
				if rt := r.nsRoute(f, b, alias, d.path); rt.end == routeRemoved || rt.end == routeUnknown {
					ns[b.local] = rt
				}
			}
		}
		for _, u := range f.usesOf(alias) {
			if u.str || len(u.qual) == 0 {
				continue
			}
			rt := ns[strings.Join(u.qual, ".")]
			if r.lang == "rust" && u.sep == "::" {
				rt = r.rustPathRoute(f, u.qual, alias, d.path)
			}
			switch rt.end {
			case routeRemoved:
				rf.definite = append(rf.definite, at(u.line))
			case routeUnknown:
				rf.unfollowed(at(u.line), rt.why)
			}
		}
	}
}
