package symbols

import (
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// rustDroppedExports are the unchecked facts of the re-exports (pub use
// a::foo, pub use a::foo as bar, pub use a::*) a changed base Rust file
// made at its top level and no longer makes at head: the definition
// stays, so no removal is seen, yet crate::foo through the dropped
// re-export no longer resolves, and the reading does not follow such
// uses back to it. A re-export dropped with the item it names (in
// removed), under its name or another, is left to that removal's own
// check, which follows the re-export.
func rustDroppedExports(lang string, base, head *synSide, changed map[string]bool, skip func(string) bool, removed []synSym) []Fact {
	if lang != "rust" {
		return nil
	}
	gone := map[string]bool{}
	for _, d := range removed {
		gone[d.def.name] = true
	}
	var out []Fact
	for _, p := range sortedKeys(base.files) {
		if !changed[p] || skip(p) {
			continue
		}
		kept := map[string]bool{}
		if hf := head.files[p]; hf != nil {
			for _, b := range hf.binds {
				if b.export && !b.nested {
					kept[rustExportKey(b)] = true
				}
			}
		}
		out = append(out, rustNarrowed(lang, p, base.files[p], head.files[p], gone)...)
		seen := map[string]bool{}
		for _, b := range base.files[p].binds {
			key := rustExportKey(b)
			if !b.export || b.nested || b.local == "" && !b.star || kept[key] || seen[key] || !b.star && gone[b.name] {
				continue
			}
			seen[key] = true
			name := b.local
			if b.star {
				name = strings.Join(append(append([]string(nil), b.path...), "*"), "::")
			}
			f := Fact{Kind: Removed, Language: lang, Symbol: name, Defined: snapshot.Place{Path: p, Line: b.line}}
			out = append(out, unchecked(f, "its re-export from "+p+" is gone at head; uses through it are not checked"))
		}
	}
	return out
}

// rustExportKey tells re-exports apart: the name bound (or the glob)
// and the path it comes from.
func rustExportKey(b synBind) string {
	key := b.local + "\x00" + b.name + "\x00" + strings.Join(b.path, "::")
	if b.star {
		key += "\x00*"
	}
	return key
}

// rustNarrowed are the unchecked facts of the pub items of base file bf
// that head's hf still defines but no longer as pub (pub fn foo → fn
// foo): no removal is seen, yet crate::a::foo from another module fails
// (E0603), while the file itself and its child modules may still use
// it, which the reading does not tell apart.
func rustNarrowed(lang, p string, bf, hf *synFile, gone map[string]bool) []Fact {
	if hf == nil {
		return nil
	}
	// What head's file defines, and defines or re-exports as pub, looked
	// up once: a generated file may hold thousands of pub items.
	defined, pub := map[string]bool{}, map[string]bool{}
	for _, d := range hf.defs {
		defined[d.name] = true
		pub[d.name] = pub[d.name] || d.public
	}
	for _, b := range hf.binds {
		if b.export && !b.nested {
			pub[b.local] = true
		}
	}
	var out []Fact
	seen := map[string]bool{}
	for _, d := range bf.defs {
		if !d.public || gone[d.name] || seen[d.name] || !defined[d.name] || pub[d.name] {
			continue
		}
		seen[d.name] = true
		f := Fact{Kind: Removed, Language: lang, Symbol: d.name, Defined: snapshot.Place{Path: p, Line: d.line}}
		out = append(out, unchecked(f, "it is no longer pub at head; uses from other modules are not checked"))
	}
	return out
}
