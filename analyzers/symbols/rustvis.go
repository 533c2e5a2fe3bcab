package symbols

import (
	"path"
	"sort"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A Rust name is reached from other modules and crates not only through
// the top-level items the reading follows: a module declared pub (pub
// mod b → mod b fails m::b::x in another crate with E0603), a pub use
// narrowed to pub(crate), a method or field that loses its pub (E0624,
// E0616, E0451), an item of an inline module that is removed or left in
// only one #[cfg] variant of that module. The reading does not resolve
// those paths, so each such loss is an unchecked fact rather than part of
// "nothing removed is still referenced".

// rustDecl is one declaration a Rust file makes: its name, visibility
// (rustPub and below), line and whether it is a module's item (the top
// level of the file or of an inline module) rather than a method, an
// associated item, a field or an item local to a body.
type rustDecl struct {
	name   string
	level  int
	line   int
	module bool
	// in is the chain of inline modules around it (a::b, "" at the
	// file's top level), kind its keyword (fn, use, mod; "" for a
	// field) and cond whether a #[cfg] on it or on an item around it
	// makes it conditional.
	in   string
	kind string
	cond bool
	// owner is, for a method, an associated item or a field, the type
	// whose impl or body holds it (the impl's self type as written,
	// the struct's name): two types' methods of one name are told
	// apart, and one moved between impls of its type is not
	// (ownerModule finds the type's module).
	owner string
	// restrict spells a rustPubNarrow visibility's scope (super,
	// in crate::a): two of them reach different modules, neither
	// ranked above the other.
	restrict string
}

// Visibility levels, each reaching at least as far as those below it:
// pub(super) and pub(in path) are rustPubNarrow; pub(self) is private.
const (
	rustPrivate = iota
	rustPubNarrow
	rustPubCrate
	rustPub
)

// rustCensus lists the file's declarations that are pub in some form
// (rustDecl) and every name it declares in any form (an item of any visibility, anything
// before a single colon as a field or parameter is, a name a use tree
// binds), in one pass over the tokens.
func (c *cTokens) rustCensus() ([]rustDecl, map[string]bool) {
	var out []rustDecl
	declared := map[string]bool{}
	// blocks holds the closing index of each open brace and whether it
	// is a module's body.
	type block struct {
		close int
		mod   bool
		in    string
		cond  bool
		owner string
	}
	var blocks []block
	// owner is the type the next brace at ownerDepth opens the body or
	// impl of, read from the header of the item just seen.
	owner, ownerDepth := "", -1
	// condAt is the token after a run of attributes holding a #[cfg];
	// condItem the depth of the item it starts while its header is
	// read (-1 for none), so that its body is conditional too.
	condAt, condItem := -1, -1
	fileCond := false
	// exportAt is the token after a run of attributes holding a
	// #[macro_export].
	exportAt := -1
	for i := 0; i < len(c.toks); i++ {
		for len(blocks) > 0 && i > blocks[len(blocks)-1].close {
			blocks = blocks[:len(blocks)-1]
		}
		in, cond, within := "", fileCond, ""
		if len(blocks) > 0 {
			in, cond, within = blocks[len(blocks)-1].in, blocks[len(blocks)-1].cond || fileCond, blocks[len(blocks)-1].owner
		}
		if c.is(i, ";") && c.depth[i] == ownerDepth {
			ownerDepth = -1
		}
		if c.is(i, "#") && c.is(i+1, "!") && c.is(i+2, "[") {
			// #![cfg(…)] at the top of a module's body or of the
			// file makes all it declares conditional.
			if c.readAttr(i+2).cond != "" {
				if len(blocks) > 0 {
					blocks[len(blocks)-1].cond = true
				} else {
					fileCond = true
				}
			}
			i = min(c.match[i+2], len(c.toks)-1)
			continue
		}
		if c.is(i, "#") && c.is(i+1, "[") {
			end := min(c.match[i+1], len(c.toks)-1)
			a := c.readAttr(i + 1)
			if a.cond != "" || condAt == i {
				condAt = end + 1
			}
			if a.path == "macro_export" || exportAt == i {
				exportAt = end + 1
			}
			i = end
			continue
		}
		if condAt == i {
			condItem = c.depth[i]
		}
		if (c.is(i, ";") || c.is(i, ",")) && c.depth[i] == condItem || c.is(i, "}") && c.depth[i] < condItem {
			condItem = -1
		}
		if c.is(i, "{") {
			b := block{close: c.match[i], mod: i >= 2 && c.isIdent(i-2, "mod") && c.ident(i-1) != "", in: in, cond: cond || condItem == c.depth[i]}
			if b.mod {
				b.in = in + "::" + c.ident(i-1)
			}
			if condItem == c.depth[i] {
				condItem = -1
			}
			if ownerDepth == c.depth[i] {
				b.owner, ownerDepth = owner, -1
			}
			blocks = append(blocks, b)
			continue
		}
		t := c.toks[i]
		if t.kind != tIdent || c.is(i-1, "'") {
			continue // a lifetime or a label ('static, 'a: loop) declares nothing
		}
		// A body's own items (fn main() { struct S; impl S { … } })
		// are no module's: a type declared there is another type than
		// the module's S, whose methods and fields must not be counted
		// with its own.
		inMod := len(blocks) == 0 || blocks[len(blocks)-1].mod
		if t.text == "impl" && c.rustImplItem(i) {
			owner, ownerDepth = c.rustImplSelf(i), c.depth[i]
			if !inMod && !strings.Contains(owner, "::") {
				owner = rustBodyOwner + owner
			}
			continue
		}
		if c.is(i+1, ":") {
			declared[t.text] = true
		}
		// One a macro is handed (m!(pub use …);) is conditional too:
		// the macro may put a #[cfg] on it.
		cond = cond || condAt == i || c.inner[i] >= 0 && !c.is(c.inner[i], "{")
		level, j, restrict := rustPrivate, i, ""
		if t.text == "pub" {
			level, j = c.rustVisLevel(i)
			if level == rustPubNarrow {
				restrict = c.rustRestriction(i + 1)
			}
		} else if c.is(i-1, "*") || c.is(i-1, "<") || c.is(i-1, ",") || c.is(i-1, "::") {
			continue // *const T, a const generic, a path's segment
		}
		for c.isIdent(j, "const") && (c.isIdent(j+1, "fn") || c.isIdent(j+1, "unsafe") || c.isIdent(j+1, "async") || c.isIdent(j+1, "extern")) ||
			c.isIdent(j, "async") || c.isIdent(j, "unsafe") || c.isIdent(j, "default") && c.ident(j+1) != "" || c.isIdent(j, "extern") && !c.isIdent(j+1, "crate") {
			if c.isIdent(j, "extern") && c.str(j+1) {
				j++
			}
			j++
		}
		kw := c.ident(j)
		switch {
		case t.text == "macro_rules" && c.is(i+1, "!") && c.ident(i+2) != "":
			// #[macro_export] is a macro_rules! macro's pub: other
			// crates and crate::m! paths lose it with the attribute.
			level := rustPrivate
			if exportAt == i {
				level = rustPub
			}
			declared[c.ident(i+2)] = true
			out = append(out, rustDecl{name: c.ident(i + 2), level: level, line: t.line, module: inMod, in: in, kind: "macro", cond: cond})
			i += 2
		case kw == "use":
			i = c.rustUseNames(j, func(n string, line int) {
				declared[n] = true
				if level > rustPrivate {
					out = append(out, rustDecl{name: n, level: level, line: line, module: inMod, in: in, kind: kw, cond: cond, restrict: restrict})
				}
			})
		case rustItemKeywords.get()[kw]:
			at := j + 1
			if kw == "static" && c.isIdent(at, "mut") {
				at++
			}
			if n := c.ident(at); n != "" && n != "_" {
				declared[n] = true
				// A private item counts too: one #[cfg] variant of a
				// module's may go while another stays, and a method
				// made private is told from one removed by it.
				out = append(out, rustDecl{name: n, level: level, line: c.toks[at].line, module: inMod, in: in, kind: kw, cond: cond, owner: within, restrict: restrict})
				if kw == "struct" || kw == "union" || kw == "enum" {
					owner, ownerDepth = n, c.depth[at]
					if !inMod {
						owner = rustBodyOwner + n
					}
				}
				// On past the header, so that its keyword is not
				// counted again on its own.
				i = at
			}
		case level > rustPrivate && kw != "" && c.is(j+1, ":"):
			// pub field: u8
			out = append(out, rustDecl{name: kw, level: level, line: c.toks[j].line, cond: cond, owner: within, restrict: restrict})
		case level > rustPrivate && kw != "" && c.inner[i] > 0 && c.is(c.inner[i]-1, "!"):
			// mk!(pub foo): a visibility handed to a macro, which may
			// declare foo with it.
			out = append(out, rustDecl{name: kw, level: level, line: c.toks[j].line, module: inMod, in: in, kind: "macro-arg", cond: true})
		case level > rustPrivate && c.inner[i] > 0 && c.is(c.inner[i], "(") && c.ident(c.inner[i]-1) != "":
			// struct S(pub u8): a field of S, whose constructor other
			// modules lose with it (E0603), counted under S's name.
			out = append(out, rustDecl{name: c.ident(c.inner[i] - 1), level: level, line: t.line, cond: cond, owner: within, restrict: restrict})
		case level > rustPrivate && c.inner[i] > 0 && c.is(c.inner[i], "(") && c.is(c.inner[i]-1, ">") && ownerDepth == c.depth[c.inner[i]] && owner != "":
			// struct S<T>(pub T): the same, past the generics.
			out = append(out, rustDecl{name: owner, level: level, line: t.line, cond: cond, owner: within, restrict: restrict})
		}
	}
	return out, declared
}

// rustImplItem says whether the impl at i starts an item (impl S {},
// unsafe impl, default impl) rather than an impl Trait type.
func (c *cTokens) rustImplItem(i int) bool {
	return i == 0 || c.is(i-1, ";") || c.is(i-1, "}") || c.is(i-1, "{") || c.is(i-1, "]") ||
		c.isIdent(i-1, "unsafe") || c.isIdent(i-1, "default")
}

// rustImplSelf names the self type of the impl item at i: its path as
// written outside brackets and generic arguments after its for (impl
// Tr for a::S<T> is a::S) or, with no for, after its generics (impl<T>
// S<T>).
// The header is read once, to its brace or ;, or to the next impl,
// which no header holds: impl after impl in a macro's arguments, with
// no brace or ; before its ), would each read to that ) otherwise.
// Brackets are stepped over whole, so that none is read twice.
func (c *cTokens) rustImplSelf(i int) string {
	angle, last := 0, ""
	// qual is the path before last as written (crate::a in impl
	// crate::a::S), kept to tell whose S it is.
	qual := ""
	for k := i + 1; k < len(c.toks) && c.depth[k] >= c.depth[i]; k++ {
		if c.depth[k] > c.depth[i] {
			continue
		}
		switch {
		case c.is(k, "{") || c.is(k, ";") || c.isIdent(k, "impl") || c.isIdent(k, "where") && angle == 0:
			return qual + last
		case c.is(k, "(") || c.is(k, "["):
			k = c.match[k]
		case c.is(k, "<"):
			angle++
		case c.is(k, ">"):
			angle = max(angle-1, 0)
		case angle > 0:
		case c.isIdent(k, "for"):
			qual, last = "", ""
		case c.ident(k) != "" && !c.isIdent(k, "dyn") && !c.isIdent(k, "mut"):
			if c.is(k-1, "::") && last != "" && len(qual) < 256 {
				qual += last + "::"
			} else {
				qual = ""
			}
			last = c.ident(k)
		}
	}
	return qual + last
}

// rustVisLevel reads the visibility at the pub token i: its level and
// the index after it.
func (c *cTokens) rustVisLevel(i int) (int, int) {
	if !c.is(i+1, "(") {
		return rustPub, i + 1
	}
	next := c.match[i+1] + 1
	switch c.ident(i + 2) {
	case "crate":
		return rustPubCrate, next
	case "self":
		return rustPrivate, next
	}
	return rustPubNarrow, next
}

// rustRestriction spells the scope of pub(…) whose parenthesis is at
// open: its tokens, "in" dropped, so that pub(in super) is pub(super).
func (c *cTokens) rustRestriction(open int) string {
	var b strings.Builder
	for k := open + 1; k < len(c.toks) && k < c.match[open]; k++ {
		if k == open+1 && c.isIdent(k, "in") {
			continue
		}
		b.WriteString(c.toks[k].text)
	}
	return b.String()
}

// rustUseNames calls bind for each name the use tree at i binds: a
// path's last segment before , } or ;, or the name after as. The tree
// ends at the first ; or where its block closes; the index before
// that end is returned, so the caller reads each token once.
func (c *cTokens) rustUseNames(i int, bind func(string, int)) int {
	k := i + 1
	for ; k < len(c.toks) && !c.is(k, ";") && c.depth[k] >= c.depth[i]; k++ {
		n := c.ident(k)
		ends := c.is(k+1, ",") || c.is(k+1, "}") || c.is(k+1, ";")
		if (c.is(k, "*") || n == "self") && ends {
			// a::* and a::{self} export a's items and a itself: named
			// a::* and a, what narrowing them loses.
			parent := k - 1
			if c.is(parent, "{") || c.is(parent, ",") {
				parent = c.inner[k] - 1
			}
			if c.is(parent, "::") && c.ident(parent-1) != "" {
				if n == "self" {
					bind(c.ident(parent-1), c.toks[k].line)
				} else {
					bind(c.ident(parent-1)+"::*", c.toks[k].line)
				}
			}
			continue
		}
		if n == "" || n == "self" || n == "super" || n == "crate" || n == "as" || n == "_" {
			continue
		}
		if ends {
			bind(n, c.toks[k].line)
		}
	}
	return k - 1
}

// rustVisFacts are the unchecked facts of the names the changed Rust
// files, taken together (so a declaration moved between them loses
// nothing), declare less visibly at head than in base: fewer pub (or
// pub(crate), or pub(super)) declarations of the name where head still
// declares it, or fewer of a module's non-private items of that name at
// all. Names a removal or an earlier fact (a #[cfg] variant dropped, a
// re-export dropped, a top-level item no longer pub) covers are left to
// those.
func rustVisFacts(lang string, rc *rustCrates, base, head *synSide, changed, changedHead map[string]bool, skip func(string) bool, removed []synSym, earlier []Fact) []Fact {
	if lang != "rust" {
		return nil
	}
	mod := rc.modKey
	// A removal is a top-level item's: it settles only that module's
	// count of the name, not a method or another module's item of it.
	gone, goneName, had := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, d := range removed {
		gone[rustVisKey(mod(d.path, true), rustDecl{name: d.def.name, module: true})] = true
		goneName[d.def.name] = true
	}
	for _, f := range earlier {
		had[f.Symbol] = true
	}
	// A re-export dropped with the item it names (pub use d::helper as
	// h; with helper removed) is left to that removal's check, as
	// rustDroppedExports leaves it.
	for p, f := range base.files {
		if changed[p] {
			for _, b := range f.binds {
				if b.export && goneName[b.name] {
					had[b.local] = true
				}
			}
		}
	}
	type count struct {
		base, head [rustPub + 1]int
		modBase    [rustPub + 1]int
		modHead    [rustPub + 1]int
		name       string
		path       string
		line       int
		// items counts the name's item declarations (fn, const, …)
		// of any visibility: fewer at head means one went.
		items [2]int
		// narrow counts the pub(super) and pub(in path) declarations
		// by their scope, base and head.
		narrow [2]map[string]int
		// uncond counts the module's declarations of it under no
		// #[cfg], base and head.
		uncond [2]int
	}
	counts := map[string]*count{}
	declared := map[string]bool{}
	// A name a module declares at head with no #[cfg], of the kind and
	// at least as visible as each of its base declarations there, all
	// of them conditional (cfg shims made one unconditional item), is
	// as available as before: that module's declarations of it are left
	// out of both counts. A module's private item whose inline module
	// is gone at head went with everything that could use it (a
	// #[cfg(test)] mod moved to tests/).
	type where struct{ path, in, name string }
	settle := map[where]int{} // the level an unconditional head declaration reaches, +1
	headMods := map[where]bool{}
	for p, f := range head.files {
		if changedHead[p] {
			for _, d := range f.rustVis {
				if d.module && !d.cond {
					w := where{mod(p, false), d.in, d.name + " " + d.kind}
					settle[w] = max(settle[w], d.level+1)
				}
				if d.module && d.kind == "mod" {
					headMods[where{path: mod(p, false), in: d.in + "::" + d.name}] = true
				}
			}
		}
	}
	inBase := map[where]bool{} // settles only what base declares there
	for p, f := range base.files {
		if changed[p] {
			for _, d := range f.rustVis {
				w := where{mod(p, true), d.in, d.name + " " + d.kind}
				if d.module && (!d.cond || settle[w] < d.level+1) {
					settle[w] = 0
				} else if d.module {
					inBase[w] = true
				}
			}
		}
	}
	settled := func(p string, d rustDecl, isBase bool) bool {
		if !d.module {
			return false
		}
		if isBase && d.level == rustPrivate && d.in != "" && !headMods[where{path: mod(p, true), in: d.in}] {
			return true
		}
		w := where{mod(p, isBase), d.in, d.name + " " + d.kind}
		return settle[w] > 0 && inBase[w]
	}
	// sideFile reads a file as base or head had it: base holds only
	// the changed files, the others being the same at head.
	sideFile := func(isBase bool) func(string) *synFile {
		return func(p string) *synFile {
			if f := base.files[p]; isBase && f != nil {
				return f
			}
			if isBase && changed[p] {
				return nil
			}
			return head.files[p]
		}
	}
	add := func(p string, f *synFile, isBase bool) {
		side := 1 // each count is kept for base (0) and head (1)
		if isBase {
			side = 0
		}
		var owners *rustOwnerIndex
		for _, d := range f.rustVis {
			if settled(p, d, isBase) {
				continue
			}
			m := mod(p, isBase)
			if !d.module {
				if owners == nil {
					owners = newRustOwnerIndex(f)
				}
				m, d.owner = rc.ownerModule(p, owners, d, isBase, m, sideFile(isBase))
			}
			key := rustVisKey(m, d)
			n := counts[key]
			if n == nil {
				n = &count{name: d.name}
				counts[key] = n
			}
			if d.kind != "" && d.kind != "use" {
				n.items[side]++
			}
			if d.level == rustPrivate && !d.module {
				continue // counted only as an item
			}
			if isBase && n.path == "" {
				n.path, n.line = p, d.line
			}
			if d.module && !d.cond {
				n.uncond[side]++
			}
			if d.level == rustPubNarrow {
				if n.narrow[side] == nil {
					n.narrow[side] = map[string]int{}
				}
				n.narrow[side][d.restrict]++
			}
			for l := rustPrivate; l <= d.level; l++ {
				if isBase {
					n.base[l]++
					if d.module {
						n.modBase[l]++
					}
				} else {
					n.head[l]++
					if d.module {
						n.modHead[l]++
					}
				}
			}
		}
		if !isBase {
			for n := range f.rustDeclared {
				declared[n] = true
			}
		}
	}
	// A file not read on either side (brackets left open, nested too
	// deep) is left out of both counts: its skip says so already.
	unread := func(p string) bool {
		return skip(p) || base.files[p] != nil && base.files[p].broken != "" || head.files[p] != nil && head.files[p].broken != ""
	}
	for _, p := range sortedKeys(base.files) {
		if changed[p] && !unread(p) {
			add(p, base.files[p], true)
		}
	}
	for _, p := range sortedKeys(head.files) {
		if changedHead[p] && !unread(p) {
			add(p, head.files[p], false)
		}
	}
	keys := make([]string, 0, len(counts))
	for key, k := range counts {
		if k.path != "" && !gone[key] && !had[k.name] {
			keys = append(keys, key)
		}
	}
	// One fact a name: the first of its containers, in order, that lost
	// some visibility.
	sort.Slice(keys, func(a, b int) bool {
		if counts[keys[a]].name != counts[keys[b]].name {
			return counts[keys[a]].name < counts[keys[b]].name
		}
		return keys[a] < keys[b]
	})
	var out []Fact
	told := map[string]bool{}
	for _, key := range keys {
		k := counts[key]
		n := k.name
		if told[n] {
			continue
		}
		why := ""
		for l := rustPrivate; l <= rustPub && why == ""; l++ {
			switch {
			case l == rustPrivate:
				// A private item gone altogether is one no other
				// module uses; one still declared may have lost a
				// #[cfg] variant.
				if k.modBase[l] > k.modHead[l] && declared[n] {
					why = rustVisMod
				}
			case k.modBase[l] > k.modHead[l] && !declared[n]:
				why = "a module's item of that name is gone at head; uses through its module path are not checked"
			case k.modBase[l] > k.modHead[l]:
				why = rustVisMod
			case k.base[l] > k.head[l] && declared[n] && k.items[0] > k.items[1]:
				why = rustVisGone
			case k.base[l] > k.head[l] && declared[n]:
				why = rustVisLess
			}
		}
		// A module's item declared always at base and only under a
		// #[cfg] at head (on it, on its module, or #![cfg] inside) is
		// gone where that condition fails.
		if why == "" && k.uncond[0] > 0 && k.uncond[1] == 0 && k.modHead[rustPrivate] > 0 {
			why = rustVisMod
		}
		// pub(in crate::a) made pub(super), or pub(super) made
		// pub(in crate::b), reaches other modules than before, though
		// both are as narrow by rank: unless a wider one came with it.
		for r, m := range k.narrow[0] {
			if why == "" && m > k.narrow[1][r]+max(k.head[rustPubCrate]-k.base[rustPubCrate], 0) && declared[n] {
				why = rustVisLess
			}
		}
		if why != "" {
			told[n] = true
			f := Fact{Kind: Removed, Language: lang, Symbol: n, Defined: snapshot.Place{Path: k.path, Line: k.line}}
			out = append(out, unchecked(f, why))
		}
	}
	return out
}

// ownerModule is the module of the type that method or field d
// belongs to, written in file p whose module is m, and the type's name:
// an impl's self type is the file's own type, or one it imports by use,
// or one a path names (impl crate::a::S), so a::S's methods are told
// from b::S's and one moved to an impl of a::S in another file is not.
// A type found no module for is keyed by its path as written.
func (rc *rustCrates) ownerModule(p string, f *rustOwnerIndex, d rustDecl, isBase bool, m string, file func(string) *synFile) (string, string) {
	segs := strings.Split(d.owner, "::")
	name := segs[len(segs)-1]
	qual := segs[:len(segs)-1]
	if rc == nil || rc.mods == nil {
		return m, name
	}
	if len(qual) == 0 {
		if d.in != "" || f.types[name] {
			return m, name
		}
		if b, ok := f.imports[name]; ok {
			qual = append(append([]string(nil), b.path...), b.name)
			qual = qual[:len(qual)-1]
			name = b.name
		}
		if len(qual) == 0 {
			if t := rc.globOwner(p, f, name, file); t != "" {
				return rc.modKey(t, isBase), name
			}
			return m, name
		}
	}
	var binds []synBind
	if b, ok := f.binds[qual[0]]; ok {
		binds = []synBind{b}
	}
	if t := rc.resolve(p, qual, binds); t != "" {
		return rc.modKey(t, isBase), name
	}
	return m + " " + strings.Join(qual, "::"), name
}

// rustOwnerIndex is what ownerModule asks of a file, indexed once per
// file so that each method or field costs no scan of its defs and
// binds: the types it defines, the first plain top-level use binding
// each name (a type imported by use), and the first non-glob binding
// of each name (the one resolve follows for a path's first segment).
type rustOwnerIndex struct {
	types   map[string]bool
	imports map[string]synBind
	binds   map[string]synBind
	// stars are the file's top-level glob uses; globOwners the module
	// file each type name was found to come from by one (globOwner).
	stars      []synBind
	globOwners map[string]string
}

func newRustOwnerIndex(f *synFile) *rustOwnerIndex {
	x := &rustOwnerIndex{types: map[string]bool{}, imports: map[string]synBind{}, binds: map[string]synBind{}, globOwners: map[string]string{}}
	for _, d := range f.defs {
		if d.isType {
			x.types[d.name] = true
		}
	}
	for _, b := range f.binds {
		if b.star {
			if !b.nested {
				x.stars = append(x.stars, b)
			}
			continue
		}
		if _, seen := x.binds[b.local]; !seen {
			x.binds[b.local] = b
		}
		if _, seen := x.imports[b.local]; !seen && !b.nested && b.name != "" {
			x.imports[b.local] = b
		}
	}
	return x
}

// maxOwnerGlobs bounds the glob uses a file's impls are looked up
// through, so that a file of many globs and many impls costs no more
// than their number: past it, an impl's type is its own module's.
const maxOwnerGlobs = 16

// globOwner is the module file that the one glob use of file p
// defining type name brings it from (use super::*; impl S { … } in a
// child module is the parent's S), or "" where none or several do.
func (rc *rustCrates) globOwner(p string, f *rustOwnerIndex, name string, file func(string) *synFile) string {
	if len(f.stars) == 0 || len(f.stars) > maxOwnerGlobs || file == nil {
		return ""
	}
	if t, ok := f.globOwners[name]; ok {
		return t
	}
	found := ""
	for _, b := range f.stars {
		var binds []synBind
		if len(b.path) > 0 {
			if ib, ok := f.binds[b.path[0]]; ok {
				binds = []synBind{ib}
			}
		}
		t := rc.resolve(p, b.path, binds)
		if tf := file(t); t != "" && tf != nil && tf.declared(name).types > 0 {
			if found != "" && found != t {
				found = ""
				break
			}
			found = t
		}
	}
	f.globOwners[name] = found
	return found
}

// rustVisKey names the container a declaration is counted in with its
// name: a module's item by its module (m, its file's module, see
// modKey, and the inline modules around it), so one moved from pub mod
// a to pub mod b is a loss from a, and one moved from mod a's file into
// an inline mod a { … } or back is none; a method or field by the type
// it belongs to and the module its impl or body stands in, since two
// modules' types of one name (a::S, b::S) are two types: a::S's new
// gone while b::S gains one is a loss.
func rustVisKey(m string, d rustDecl) string {
	if d.module {
		return "mod " + m + d.in + " " + d.name
	}
	return "of " + m + d.in + " " + d.owner + " " + d.name
}

// modKey names the module file p holds, at base or at head: its crate
// root and module path (src/lib.rs::a::b), as its mod declarations put
// it. Without a resolver, the file's path names it (a mod.rs by its
// directory).
func (rc *rustCrates) modKey(p string, base bool) string {
	if rc == nil || rc.mods == nil {
		m := strings.TrimSuffix(p, ".rs")
		if path.Base(m) == "mod" {
			m = path.Dir(m)
		}
		return m
	}
	parents := rc.pathParent
	if base {
		parents = rc.baseParent
	}
	root, _ := rc.rootWith(p, parents)
	k := root
	for _, seg := range rc.modPathWith(p, parents) {
		k += "::" + seg
	}
	return k
}

// rustBodyOwner marks the owner of a member whose type or impl stands
// in a body rather than a module (an impl there of a path, impl
// crate::S, is the module type's): no path outside that body names it.
const rustBodyOwner = "{body} "

const (
	rustVisMod  = "a module's item of that name is gone or less visible at head (one #[cfg] variant, or its pub); uses through its module path are not checked"
	rustVisLess = "it is less visible at head (a pub lost or narrowed); uses from other modules and crates are not checked"
	rustVisGone = "a declaration of it is gone or less visible at head (removed, or its pub lost or narrowed); uses from other modules and crates are not checked"
)
