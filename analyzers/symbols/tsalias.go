package symbols

import "github.com/reviewlint/reviewlint/analyzers/snapshot"

// A TypeScript/JavaScript module may export a definition under another
// name (export { helper as h }, export default helper, export default
// function helper): removing the definition removes that export too, so
// an import of the other name is a reference to the removal though it
// never spells it.

// exportAliases are the names other than its own under which d's file
// exported d at base and no longer provides at head.
func (r *synResolver) exportAliases(d synSym) []string {
	if r.lang != "typescript" {
		return nil
	}
	key := d.path + "\x00" + d.def.name
	if got, ok := r.aliases[key]; ok {
		return got
	}
	var out []string
	if bf := r.base.files[d.path]; bf != nil {
		for _, b := range bf.binds {
			if b.export && b.spec == "" && !b.star && !b.nested && b.name == d.def.name && b.local != "" && b.local != b.name &&
				!r.provides(r.head, d.path, "", b.local, 0) {
				out = append(out, b.local)
			}
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
		for _, u := range f.uses {
			if u.name != alias || u.str || len(u.qual) != 1 {
				continue
			}
			switch rt := ns[u.qual[0]]; rt.end {
			case routeRemoved:
				rf.definite = append(rf.definite, at(u.line))
			case routeUnknown:
				rf.unfollowed(at(u.line), rt.why)
			}
		}
	}
}
