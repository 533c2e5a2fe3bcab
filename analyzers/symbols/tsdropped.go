package symbols

// droppedExports are the TypeScript exports of changed base files that
// no definition the range removed accounts for and that head's file no
// longer exports: an alias (export { foo as bar }), a default that is
// an expression or an alias (export default 42, export { foo as
// default }), a re-export (export { x } from './y', or each export of
// z's a dropped export * from './z' passed on), or a definition whose
// export keyword went. An importer of the name loses it as if it
// were removed (tsc: no exported member), though what it named may
// remain; each is checked as a removal of that name from its file.
func (r *synResolver) droppedExports(base *synSide, changed map[string]bool, head *synSide, removed []synSym) []synSym {
	gone := map[string]bool{}
	for _, d := range removed {
		gone[d.path+"\x00"+d.def.name] = true
	}
	var out []synSym
	for _, p := range sortedKeys(base.files) {
		hf := head.files[p]
		if !changed[p] || hf == nil || tsExportsAll(hf) {
			continue
		}
		f := base.files[p]
		add := func(name string, line int) {
			key := p + "\x00" + name
			if gone[key] || tsExports(hf, name) {
				return
			}
			gone[key] = true
			out = append(out, synSym{path: p, def: synDef{name: name, line: line, public: true}, pkg: f.pkg})
		}
		for _, d := range f.defs {
			if d.public {
				add(d.name, d.line)
			}
		}
		for _, b := range f.binds {
			switch {
			case b.export && b.star && !b.nested:
				// export * from './z' dropped: z's exports were p's.
				for _, t := range r.targets(f, b) {
					tf := head.files[t]
					if tf == nil {
						tf = base.files[t] // a module the range removed too
					}
					if tf != nil {
						for _, d := range tf.defs {
							if d.public && d.name != "default" {
								add(d.name, b.line)
							}
						}
					}
				}
			case b.export && !b.nested && b.local != "" && (b.spec != "" || !gone[p+"\x00"+b.name]):
				// An alias of a definition the range removed is that
				// removal's (exportAliases).
				add(b.local, b.line)
			}
		}
	}
	return out
}

// tsExports: file f exports name, by a definition or an export list.
func tsExports(f *synFile, name string) bool {
	for _, d := range f.defs {
		if d.name == name && d.public {
			return true
		}
	}
	for _, b := range f.binds {
		if b.export && !b.nested && b.local == name {
			return true
		}
	}
	return false
}

// tsExportsAll: f re-exports another module's names (export * from),
// which may still provide any name it dropped.
func tsExportsAll(f *synFile) bool {
	for _, b := range f.binds {
		if b.star && b.export {
			return true
		}
	}
	return false
}
