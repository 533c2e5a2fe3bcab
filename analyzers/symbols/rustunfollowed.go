package symbols

import (
	"strings"
	"unicode"
)

// rustUnfollowed says why the module path qual, written in file f, may
// name a module of the repository the resolver found no file for, so
// that a name after it may still be the removed item: an inline module
// (mod api { pub use crate::a::*; }), a module renamed or re-exported by
// a use (pub use a as alias), a #[path] module, one a macro defines
// (cfg_if!). It is "" when the path plainly names no such module: an
// external crate, a primitive, Self, or a type of the file it goes
// through. Everything else is a route rustc may follow and the reading
// did not, so a mention through it is never left out of the count.
func (r *synResolver) rustUnfollowed(f *synFile, qual []string) string {
	return r.rustUnfollowedDepth(f, qual, 0, false)
}

// rustUnfollowedDepth is rustUnfollowed for a path reached through depth
// uses; viaStar says it is the path of a star import whose module the
// resolver did not find.
func (r *synResolver) rustUnfollowedDepth(f *synFile, qual []string, depth int, viaStar bool) string {
	if len(qual) == 0 {
		return ""
	}
	switch qual[0] {
	case "?":
		return "" // <T as Tr>::f, Vec::<u8>::new: a type's path, no module's
	case longQualifier:
		return "a path longer than the reading follows"
	}
	shown := strings.Join(qual, "::")
	if depth > 8 {
		return shown + " goes through more uses than the reading follows"
	}
	// The longest leading part that names a module file: the segment
	// after it is no module file the resolver found.
	for k := len(qual) - 1; k >= 1; k-- {
		m := r.crates.resolve(f.path, qual[:k], f.binds)
		if m == "" {
			continue
		}
		seg := qual[k]
		if route := r.crates.useRoutes[m+"\x00"+seg]; route != "" {
			// Before a type of that name: which one the path
			// names is what the reading does not settle.
			return strings.Join(qual[:k+1], "::") + "'s file is gone at head and a re-export may bring the module (" + route + "), which the reading does not check as rustc does (pub, #[cfg], dependencies, glob clashes)"
		}
		hf := r.head.files[m]
		if hf != nil && hf.rustDefinesType(seg) && hf.dynamicFor(seg, dynAll) == nil {
			return "" // a type: S::new, never a module
		}
		return strings.Join(qual[:k+1], "::") + " is no module file the reading found (an inline module, a use, #[path] or a macro may make it)"
	}
	first := qual[0]
	switch {
	case first == "::" || first == "crate" || first == "self" || first == "super" || first == "Self":
		return ""
	case rustBuiltinPath(first):
		return ""
	case f.rustDefinesType(first) && f.dynamicFor(first, dynAll) == nil:
		return ""
	}
	for _, b := range f.binds {
		if b.local != first || b.star {
			continue
		}
		full := append(append([]string(nil), b.path...), b.name)
		if b.name == "" {
			full = append([]string(nil), b.path...)
		}
		if len(full) == 1 && full[0] == first {
			return r.rustExternal(f, first) // use serde;
		}
		return r.rustUnfollowedDepth(f, append(full, qual[1:]...), depth+1, viaStar)
	}
	if d := f.dynamicFor(first, dynAll); d != nil {
		return first + " may be a module a macro defines (" + f.path + " " + d.why + ")"
	}
	for _, b := range f.binds {
		if b.star && viaStar {
			// A star import's unfound module reached through star
			// imports again (`use $crate::x::*;` asks of itself): not
			// followed further, so never a route left out.
			return shown + " may come through a star import the reading does not follow"
		}
		if b.star {
			if g := r.rustStarModule(f, b, first, depth); g != "" {
				return g
			}
		}
	}
	if first != "" && unicode.IsUpper(rune(first[0])) {
		// A type parameter (T::default) or a type the file names from an
		// external crate's star import: by convention no module.
		return ""
	}
	return r.rustExternal(f, first)
}

// rustExternal: a first segment no module of the file binds is a crate
// of the extern prelude, which the manifest declares; any other may be
// a module the reading did not follow.
func (r *synResolver) rustExternal(f *synFile, first string) string {
	if r.crates.externs[r.crates.crateDir(f.path)][first] {
		return ""
	}
	return first + " is no crate the manifest declares and no module the reading found"
}

// rustStarModule says why star import b of file f may bring a module
// named name: it names a module of the repository that declares,
// re-exports or may generate one by that name, or one the reading did
// not find.
func (r *synResolver) rustStarModule(f *synFile, b synBind, name string, depth int) string {
	t := r.crates.resolve(f.path, b.path, f.binds)
	if t == "" {
		if why := r.rustUnfollowedDepth(f, b.path, depth+1, true); why != "" {
			return "its star import of " + strings.Join(b.path, "::") + " may bring a module " + name
		}
		return ""
	}
	tf := r.head.files[t]
	if tf == nil {
		return ""
	}
	for _, tb := range tf.binds {
		if tb.local == name || tb.star && tb.export {
			return "its star import of " + strings.Join(b.path, "::") + " may bring a module " + name
		}
	}
	if tf.dynamicFor(name, dynAll) != nil {
		return "its star import of " + strings.Join(b.path, "::") + " may bring a module " + name + " a macro defines"
	}
	return ""
}

// rustDefinesType: the file defines a struct, enum, union, trait or
// type alias of that name at its top level.
func (f *synFile) rustDefinesType(name string) bool {
	for _, d := range f.defs {
		if d.name == name && d.isType {
			return true
		}
	}
	return false
}

// rustBuiltinPath: a path starting with the name is the standard
// library's or a primitive type's (str::from_utf8, u32::MAX).
func rustBuiltinPath(name string) bool {
	switch name {
	case "std", "core", "alloc", "proc_macro", "test",
		"bool", "char", "str", "u8", "u16", "u32", "u64", "u128", "usize",
		"i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64":
		return true
	}
	return false
}
