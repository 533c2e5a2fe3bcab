package symbols

import (
	"cmp"
	"slices"
)

// droppedExports are the TypeScript exports of changed base files that
// no definition the range removed accounts for and that head's file no
// longer exports: an alias (export { foo as bar }), a default that is
// an expression or an alias (export default 42, export { foo as
// default }), a re-export (export { x } from './y', or each name a
// dropped export * from './z' passed on), or a name whose export went
// (its export keyword, or export function foo become export default
// function foo). An importer of the name loses it as if it were removed
// (tsc: no exported member), though what it named may remain; each is
// checked as a removal of that name from its file. A JavaScript file
// whose head names exports is left out (module.exports = { foo } exports
// what the reading does not list); an ES module's is checked as
// TypeScript's (node: does not provide an export named). A name head's
// file still binds under another export (export { foo as bar }), whose
// own line the check would take for a use of the name, or still
// provides through an export *, is left out too.
func (r *synResolver) droppedExports(base *synSide, changed map[string]bool, head *synSide, removed []synSym) []synSym {
	gone, removedName := map[string]bool{}, map[string]bool{}
	for _, d := range removed {
		gone[d.path+"\x00"+d.def.name] = true
		removedName[d.def.name] = true
	}
	var out []synSym
	for _, p := range sortedKeys(base.files) {
		hf := head.files[p]
		if !changed[p] || hf == nil || isPlainJS(p) && mayHold(head.src[p], commonJSExports) {
			continue
		}
		f := base.files[p]
		for _, b := range f.binds {
			// An alias of a removed definition, or a re-export of one,
			// is that removal's (exportAliases).
			if b.export && b.name != "" && (b.spec == "" && gone[p+"\x00"+b.name] || b.spec != "" && removedName[b.name]) {
				gone[p+"\x00"+b.local] = true
			}
		}
		kept := tsExportedNames(hf)
		add := func(name string, line int) {
			key := p + "\x00" + name
			if gone[key] || kept[name] || r.starProvides(head, hf, name) {
				return
			}
			gone[key] = true
			out = append(out, synSym{path: p, def: synDef{name: name, line: line, public: true}, pkg: f.pkg})
		}
		for _, e := range sortedExports(tsNamedExports(f)) {
			add(e.name, e.line)
		}
		for _, b := range f.binds {
			if !b.export || !b.star || b.nested {
				continue
			}
			// export * from './z' dropped: z's named exports were p's,
			// and those z passes on from its own export *.
			for _, e := range sortedExports(r.starExports(base, head, f, b, 0, map[string]bool{})) {
				if e.name != "default" {
					add(e.name, b.line)
				}
			}
		}
	}
	return out
}

// commonJSExports is the word a JavaScript file exports by in CommonJS
// (exports.foo = …, module.exports = { … }).
var commonJSExports = map[string]bool{"exports": true}

type tsExport struct {
	name string
	line int
}

// sortedExports orders a file's exports by line, then name, so that
// facts come out the same on every run.
func sortedExports(m map[string]int) []tsExport {
	out := make([]tsExport, 0, len(m))
	for name, line := range m {
		out = append(out, tsExport{name, line})
	}
	slices.SortFunc(out, func(a, b tsExport) int { return cmp.Or(cmp.Compare(a.line, b.line), cmp.Compare(a.name, b.name)) })
	return out
}

// tsNamedExports are the names file f exports, each with its line: its
// exported definitions (not one export default function names, which
// exports default only), and its export lists' and re-exports' names.
func tsNamedExports(f *synFile) map[string]int {
	defaulted := map[tsExport]bool{}
	for _, b := range f.binds {
		if b.export && b.local == "default" && b.name != "" {
			defaulted[tsExport{b.name, b.line}] = true
		}
	}
	out := map[string]int{}
	for _, d := range f.defs {
		if d.public && !defaulted[tsExport{d.name, d.line}] {
			if _, ok := out[d.name]; !ok {
				out[d.name] = d.line
			}
		}
	}
	for _, b := range f.binds {
		if b.export && !b.star && !b.nested && b.local != "" {
			if _, ok := out[b.local]; !ok {
				out[b.local] = b.line
			}
		}
	}
	return out
}

// tsExportedNames are the names head's file f exports or still binds
// for an export under another name (function foo; export { foo as bar }).
func tsExportedNames(f *synFile) map[string]bool {
	kept := map[string]bool{}
	for name := range tsNamedExports(f) {
		kept[name] = true
	}
	declared := map[tsExport]bool{}
	for _, d := range f.defs {
		declared[tsExport{d.name, d.line}] = true
	}
	for _, b := range f.binds {
		// export default function foo declares foo and exports it as
		// default only: foo is no longer exported by name.
		if b.export && !b.nested && b.name != "" && b.spec == "" && !(b.local == "default" && declared[tsExport{b.name, b.line}]) {
			kept[b.name] = true
		}
	}
	return kept
}

// starProvides: head's file f still provides name through an export *
// (followed as provides follows one): a name it dropped is not gone.
func (r *synResolver) starProvides(head *synSide, f *synFile, name string) bool {
	for _, b := range f.binds {
		if b.star && b.export && !b.nested {
			for _, t := range r.targets(f, b) {
				if r.provides(head, t, "", name, 1) {
					return true
				}
			}
		}
	}
	return false
}

// starExports are the names export * b of file f passed on: its
// modules' named exports and, four levels deep as provides follows,
// those their own export * pass on.
func (r *synResolver) starExports(base, head *synSide, f *synFile, b synBind, depth int, seen map[string]bool) map[string]int {
	out := map[string]int{}
	if depth > 4 {
		return out
	}
	for _, t := range r.targets(f, b) {
		if seen[t] {
			continue
		}
		seen[t] = true
		tf := head.files[t]
		if tf == nil {
			tf = base.files[t] // a module the range removed too
		}
		if tf == nil {
			continue
		}
		for name, line := range tsNamedExports(tf) {
			out[name] = line
		}
		for _, tb := range tf.binds {
			if tb.star && tb.export && !tb.nested {
				for name, line := range r.starExports(base, head, tf, tb, depth+1, seen) {
					if _, ok := out[name]; !ok {
						out[name] = line
					}
				}
			}
		}
	}
	return out
}
