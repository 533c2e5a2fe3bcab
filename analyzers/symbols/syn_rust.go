package symbols

import (
	"path"
	"strconv"
	"strings"
	"unicode"
)

// inertAttrs are attributes that do not hand an item to a macro or the
// toolchain; any other (#[test], #[tokio::test], #[bench], #[no_mangle],
// #[proc_macro], #[wasm_bindgen]) makes the item an entry point.
var inertAttrs = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"derive": true, "allow": true, "warn": true, "deny": true, "forbid": true, "expect": true,
		"doc": true, "inline": true, "must_use": true, "cfg": true, "cfg_attr": true,
		"deprecated": true, "non_exhaustive": true, "repr": true, "rustfmt": true, "clippy": true,
		"track_caller": true, "cold": true, "automatically_derived": true, "macro_export": true, "path": true,
	}
}}

// synRust reads a Rust file: items at bracket depth 0 (free functions,
// types, traits, consts, statics, modules, macro_rules!) are top level —
// methods in impl blocks and items of inline modules are not; use trees
// bind names; let, parameter, closure, for and match-arm bindings are
// locals of their block.
func synRust(path string, src []byte, wanted map[string]bool) synFile {
	f := synFile{path: path}
	c := newCTokens(lexC(src, dialectRust))
	c.readRustModules()
	f.rustVis, f.rustDeclared = c.rustCensus()
	skip := map[int]bool{}
	c.useHook = func(u *synUse, i int) { u.macro = c.inMacroBody(i) }
	var attrs []rustAttr
	fileCond := ""
	for i := 0; i < len(c.toks); i++ {
		t := c.toks[i]
		if c.is(i, "#") && (c.is(i+1, "[") || c.is(i+1, "!") && c.is(i+2, "[")) {
			open := i + 1
			inner := c.is(open, "!")
			if inner {
				open++
			}
			if c.depth[i] == 0 && !inner {
				if name := c.ident(open + 1); name != "" {
					attrs = append(attrs, c.readAttr(open))
				}
			}
			if !inner {
				c.rustAttrUses(open, &f)
			}
			for k := open + 1; k < min(c.match[open], len(c.toks)); k++ {
				// A macro in an attribute's arguments expands where
				// the macro the attribute hands them to puts them
				// (#[instrument(fields(x = ext::mk!()))]).
				if c.toks[k].kind == tIdent && c.is(k+1, "!") {
					c.rustInnerMacro(k, &f)
				}
			}
			if c.depth[i] == 0 && inner {
				// #![cfg(…)] puts the whole file under its condition.
				if a := c.readAttr(open); a.cond != "" {
					fileCond = strings.TrimSpace(fileCond + " " + a.cond)
				}
			}
			i = min(c.match[open], len(c.toks)-1)
			continue
		}
		if f.unseen == "" && c.isIdent(i, "include") && c.is(i+1, "!") {
			f.unseen = c.rustIncludeUnread(path, i+2)
		}
		if c.depth[i] == 0 && t.kind == tIdent && c.is(i+1, "!") && t.text != "macro_rules" && (c.is(i+2, "(") || c.is(i+2, "[") || c.is(i+2, "{")) {
			c.rustMacroCall(i, i+2, &f)
			attrs = nil
			i = min(c.match[i+2], len(c.toks)-1)
			continue
		}
		if c.depth[i] > 0 && t.kind == tIdent && c.is(i+1, "!") {
			c.rustInnerMacro(i, &f)
		} else if c.depth[i] > 0 && c.rustRepeatBang(i) {
			c.rustHanded(i, "", "invokes $(…)!", &f)
		}
		if t.kind == tIdent && t.text == "extern" && c.isIdent(i+1, "crate") && c.ident(i+2) != "" {
			end := c.rustExternCrate(i, &f)
			markRange(skip, i, end)
			i = end
			continue
		}
		if t.kind == tIdent && t.text == "use" && (i == 0 || !c.is(i-1, "::")) {
			n := len(f.binds)
			end := c.rustUse(i, &f)
			if c.depth[i] == 0 {
				// A #[cfg] on the use makes what it binds conditional.
				for k := n; k < len(f.binds); k++ {
					f.binds[k].cond = rustCond(attrs)
				}
				attrs = nil
			}
			markRange(skip, i, end)
			i = end
			continue
		}
		if c.depth[i] == 0 && t.kind == tIdent {
			if next, ok := c.rustItem(i, attrs, &f, skip); ok {
				attrs = nil
				i = next
				continue
			}
		}
		if c.is(i, ";") || c.is(i, "}") {
			attrs = nil
		}
		if c.is(i, "'") && c.ident(i+1) != "" {
			// A label or a lifetime ('foo: loop { break 'foo; }) is no
			// use of an item foo.
			skip[i+1] = true
		}
		c.rustLocal(i)
	}
	if fileCond != "" {
		for k := range f.defs {
			f.defs[k].cond = strings.TrimSpace(fileCond + " " + f.defs[k].cond)
		}
		for k := range f.binds {
			f.binds[k].cond = strings.TrimSpace(fileCond + " " + f.binds[k].cond)
		}
	}
	if f.unseen == "" {
		f.unseen = c.rustIncludeByMacro(path)
	}
	f.rustMacroCalls = c.rustMacroCallNames()
	f.rustRenames = c.rustRenames()
	f.rustPathCalls = c.rustPathCalls()
	f.rustExtern = c.rustExternNames()
	f.rustLocalGlobs = c.rustLocalBodies()
	for _, b := range f.binds {
		// A name bound otherwise too (use a as imp;) may be the one
		// a glob of it means (rustLocalBody).
		if _, ok := f.rustLocalGlobs[b.local]; ok && !(b.mod && b.modInline) {
			f.rustLocalGlobs[b.local]["*"] = true
		}
	}
	f.rustOpen = len(f.rustMacroCalls) > 0
	for _, b := range f.binds {
		f.rustOpen = f.rustOpen || b.star
	}
	f.rustEnums = c.rustVariants(skip)
	if wanted != nil {
		c.mentions(wanted, skip, &f)
	}
	f.broken = c.why()
	return f
}

// rustVariants marks the variant names of every enum body as no use
// (enum E { helper(u8), Other { x: u8 }, Unit }): a tuple variant is
// written as a call, but declares a name in E's namespace. It returns
// the variants of each enum at the file's top level that has one
// definition there and no module of its name: true for a tuple
// variant always there, which a call may name (another file's glob of
// it supplies the name), false for any other (a unit or struct
// variant, one under an attribute such as #[cfg(unix)] helper(u8)),
// which a glob may only perhaps supply; in the enum's own file either
// leaves a bare use not attributed. The
// body is the brace after the generics (enum E<const N: usize = { 3 }>
// { … }), a variant the name after its opening brace or a comma
// outside any bracket and any discriminant; where the generics or a
// discriminant hold an angle bracket (A = size_of::<(u8, Bar)>() or
// size_of::<Result<u8, Bar>>()), whose comma may be a separator or
// not, the rest of the body is read as uses and the enum supplies
// nothing. Each enum's header and body level is read once, inner
// brackets passed over.
func (c *cTokens) rustVariants(skip map[int]bool) map[string]map[string]bool {
	var out map[string]map[string]bool
	twice := map[string]bool{}
	for i := 0; i < len(c.toks); i++ {
		if c.depth[i] == 0 && c.isIdent(i, "mod") && c.ident(i+1) != "" {
			// A module of the name under another #[cfg] may be
			// what the glob means.
			twice[c.ident(i+1)] = true
		}
		if !c.isIdent(i, "enum") || c.ident(i+1) == "" || c.is(i-1, "::") {
			continue
		}
		open := c.rustEnumBody(i + 2)
		if open < 0 {
			continue
		}
		var vs map[string]bool
		name := c.ident(i + 1)
		if c.depth[i] == 0 {
			if out == nil {
				out = map[string]map[string]bool{}
			}
			if _, ok := out[name]; ok {
				twice[name] = true
			}
			vs = map[string]bool{}
			out[name] = vs
		}
		end := min(c.match[open], len(c.toks))
		variant, disc := true, false
		for j := open + 1; j < end && c.step(); j++ {
			switch {
			case c.is(j, "<") || c.is(j, ">") || c.is(j, "<=") || c.is(j, ">=") || c.is(j, "->"):
				// A comma after it may be a generic argument's.
				twice[name] = true
				j = end
				continue
			case c.is(j, ","):
				variant, disc = true, false
			case c.is(j, "="):
				disc, variant = true, false
			case c.is(j, "#") && c.is(j+1, "[") && c.match[j+1] > j+1:
				attr := c.match[j+1]
				if !disc {
					// The variant after it exists only where its
					// attribute (a #[cfg]) lets it.
					if k := attr + 1; c.ident(k) != "" && variant {
						skip[k] = true
						if vs != nil {
							vs[c.ident(k)] = false
						}
						variant = false
					}
				}
				j = attr
				continue
			case c.ident(j) != "" && variant && !disc:
				skip[j] = true
				if vs != nil {
					vs[c.ident(j)] = c.is(j+1, "(")
				}
				variant = false
			}
			if (c.is(j, "(") || c.is(j, "[") || c.is(j, "{")) && c.match[j] > j {
				j = c.match[j]
			}
		}
	}
	for name := range twice {
		delete(out, name)
	}
	return out
}

// rustEnumBody is the opening brace of the body of the enum whose
// generics or body start at j, or -1 where there is none or the header
// cannot be read (an unbalanced angle bracket): the generics' own
// brackets (a const default's { helper() }, a bound's Fn(u8) -> u8)
// are passed over.
func (c *cTokens) rustEnumBody(j int) int {
	angle := 0
	for ; j < len(c.toks) && c.step(); j++ {
		switch {
		case c.is(j, "<"):
			angle++
		case c.is(j, ">"):
			if angle--; angle < 0 {
				return -1
			}
		case c.is(j, "<=") || c.is(j, ">="):
			return -1
		case c.is(j, "{") && angle == 0:
			if c.match[j] <= j {
				return -1
			}
			return j
		case c.is(j, "(") || c.is(j, "[") || c.is(j, "{"):
			if c.match[j] <= j {
				return -1
			}
			j = c.match[j]
		case c.is(j, ";") || c.is(j, ")") || c.is(j, "]") || c.is(j, "}"):
			return -1
		}
	}
	return -1
}

// rustExternNames are the names the file's extern blocks declare
// (extern "C" { fn abs(x: i32) -> i32; static mut E: i32; }): only
// extern { or extern "ABI" { opens one; pub extern "C" fn cb() {} is a
// function. A macro call in a block may declare any name: "*" marks
// that.
func (c *cTokens) rustExternNames() map[string]bool {
	var out map[string]bool
	for i := 0; i < len(c.toks); i++ {
		if !c.isIdent(i, "extern") {
			continue
		}
		open := i + 1
		if open < len(c.toks) && c.toks[open].kind == tString {
			open++
		}
		if !c.is(open, "{") {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		end := c.match[open]
		for j := open + 1; j < end && j < len(c.toks); j++ {
			switch {
			case c.is(j, "!"):
				out["*"] = true
			case c.isIdent(j, "fn") || c.isIdent(j, "static") || c.isIdent(j, "type"):
				k := j + 1
				if c.isIdent(k, "mut") {
					k++
				}
				if n := c.ident(k); n != "" {
					out[n] = true
				}
			}
		}
		// The block is read once: the search goes on past it.
		if end > i {
			i = end
		}
	}
	return out
}

// rustLocalBodies are, for each inline module and enum at the file's
// top level (mod imp { … }, enum E { A, B }), every identifier its
// body holds: a glob of it (pub use imp::*; pub use E::*;) supplies
// none but these. A body with a macro call, a glob use or an extern
// block may supply any name: "*" marks that. Each token is read once.
func (c *cTokens) rustLocalBodies() map[string]map[string]bool {
	var out map[string]map[string]bool
	for i := 0; i < len(c.toks); i++ {
		if c.depth[i] != 0 || !c.isIdent(i, "mod") && !c.isIdent(i, "enum") {
			continue
		}
		name := c.ident(i + 1)
		if name == "" {
			continue
		}
		open := i + 2
		for open < len(c.toks) && !c.is(open, "{") && !c.is(open, ";") && c.depth[open] == 0 {
			open++
		}
		if !c.is(open, "{") {
			// mod imp; beside a #[cfg] inline one: its file may
			// supply any name (marked with the file's binds).
			i = open
			continue
		}
		if out == nil {
			out = map[string]map[string]bool{}
		}
		names := out[name]
		if names == nil {
			names = map[string]bool{}
			out[name] = names
		}
		end := c.match[open]
		for j := open + 1; j < end && j < len(c.toks); j++ {
			switch {
			case c.is(j, "!") || c.isIdent(j, "extern") || c.is(j, "*") && c.is(j-1, "::"):
				names["*"] = true
			case c.toks[j].kind == tIdent:
				names[c.toks[j].text] = true
			}
		}
		if end > i {
			i = end
		}
	}
	return out
}

// rustMacroCallNames are the names the file invokes as macros (name!
// or path::name!), each with its first line: rustIncludeAliases looks
// among them for an alias of include!, which may be bound in any
// module of the crate.
func (c *cTokens) rustMacroCallNames() map[string]int {
	calls := map[string]int{}
	for i := range c.toks {
		if name := c.ident(i); name != "" && c.is(i+1, "!") {
			if _, ok := calls[name]; !ok {
				calls[name] = c.toks[i].line
			}
		}
	}
	return calls
}

// rustPathCalls are the names the file invokes as macros with what may
// be a path among the arguments (a string, or a macro call first:
// inc!("x.rs"), inc!(concat!(…)), call!(inc, "x.rs")), each with its
// first line: where a macro binds an alias of include! under a name it
// is handed, any of them may be include!.
func (c *cTokens) rustPathCalls() map[string]int {
	calls := map[string]int{}
	add := func(o int) {
		if o < 2 || !c.is(o-1, "!") {
			return
		}
		if name := c.ident(o - 2); name != "" {
			if _, ok := calls[name]; !ok {
				calls[name] = c.toks[o-2].line
			}
		}
	}
	for i := range c.toks {
		switch {
		case c.str(i) && c.inner[i] >= 0:
			add(c.inner[i])
		case (c.is(i, "(") || c.is(i, "[") || c.is(i, "{")) && c.ident(i+1) != "" && (c.is(i+2, "!") || strings.HasPrefix(c.ident(i+1), "$")):
			add(i)
		}
	}
	return calls
}

// rustRenames are the file's x as y pairs wherever they stand: a use
// a macro is handed (m! { pub use std::include as inc; }), or one in a
// macro_rules! body, binds as a use does once the macro runs, though
// the reading records no binding for it. A cast (n as u8) is one too,
// and costs nothing: no macro bears a type's name. A metavariable's
// rename (use std::$m as inc; for mk!(include)) may rename include
// itself, and is taken as doing so.
//
// A use renaming into a metavariable (use std::$i as $a;) names an
// alias only the macro's caller knows: rustIncludeAliases takes an
// alias spelled $… for any name. So does a repetition's (use
// $($p)::+ as $a;). A cast into one ($e as $t) names a type, no alias.
func (c *cTokens) rustRenames() [][2]string {
	var out [][2]string
	inUse := -1
	for i := range c.toks {
		switch {
		case c.isIdent(i, "use") && !c.is(i-1, "::"):
			inUse = c.depth[i]
		case inUse >= 0 && (c.depth[i] < inUse || c.depth[i] == inUse && c.is(i, ";")):
			inUse = -1
		}
		if !c.isIdent(i, "as") || c.ident(i+1) == "" {
			continue
		}
		from := c.ident(i - 1)
		if from == "" && inUse >= 0 && (c.is(i-1, "+") || c.is(i-1, "*") || c.is(i-1, "?") || c.is(i-1, ")")) {
			from = "$"
		}
		if from == "" || inUse < 0 && strings.HasPrefix(c.ident(i+1), "$") {
			continue
		}
		if strings.HasPrefix(from, "$") {
			from = "include"
		}
		out = append(out, [2]string{from, c.ident(i + 1)})
	}
	return out
}

// rustIncludeAliases marks unseen each head file that invokes include!
// under another name: a name some head file binds to include (use
// std::include as inc, in a macro's arguments or body too), or to such
// a name in turn (use crate::util::inc as inc2). The alias may be bound in one module and invoked in another
// (util::inc!("x.in")), and the code it pastes resolves where it is
// invoked, so every file of the language is searched for every alias.
func rustIncludeAliases(head *synSide) {
	from := map[string][]string{}
	alias := map[string]bool{}
	var work []string
	for _, p := range sortedKeys(head.files) {
		for _, b := range head.files[p].binds {
			switch {
			case b.local == "" || b.local == b.name:
			case b.name == "include":
				if !alias[b.local] {
					alias[b.local] = true
					work = append(work, b.local)
				}
			default:
				from[b.name] = append(from[b.name], b.local)
			}
		}
		for _, r := range head.files[p].rustRenames {
			switch {
			case r[0] == r[1]:
			case r[0] == "include":
				if !alias[r[1]] {
					alias[r[1]] = true
					work = append(work, r[1])
				}
			default:
				from[r[0]] = append(from[r[0]], r[1])
			}
		}
	}
	for len(work) > 0 {
		name := work[len(work)-1]
		work = work[:len(work)-1]
		for _, local := range from[name] {
			if !alias[local] {
				alias[local] = true
				work = append(work, local)
			}
		}
		from[name] = nil
	}
	if len(alias) == 0 {
		return
	}
	// An alias spelled as a metavariable is whatever name the macro is
	// handed, so every call that may take a path may be include!.
	meta := ""
	for n := range alias {
		if strings.HasPrefix(n, "$") && (meta == "" || n < meta) {
			meta = n
		}
	}
	for _, p := range sortedKeys(head.files) {
		f := head.files[p]
		if f.unseen != "" {
			continue
		}
		name, line := "", 0
		for n, l := range f.rustMacroCalls {
			if alias[n] && (line == 0 || l < line || l == line && n < name) {
				name, line = n, l
			}
		}
		if name != "" {
			f.unseen = "it includes code through " + name + "!, an alias of include! (line " + strconv.Itoa(line) + "), which the reading does not follow"
			continue
		}
		if meta == "" {
			continue
		}
		for n, l := range f.rustPathCalls {
			if line == 0 || l < line || l == line && n < name {
				name, line = n, l
			}
		}
		if name != "" {
			f.unseen = "it invokes " + name + "! with a path (line " + strconv.Itoa(line) + "), which may be include! under the name a macro binds (use … as " + meta + "), which the reading does not follow"
		}
	}
}

// rustIncludeUnread says why the include! whose arguments open at open,
// in the file at p, brings code the reading does not see. A computed
// path (concat!(env!("OUT_DIR"), …)), a file of another extension or
// one outside the repository is not read at all; a .rs file inside is
// read as the repository's Rust file it is, where its names resolve
// against that file's own imports and module (crate::foo in inc/x.rs,
// outside any crate, names nothing; a bare foo there has no import),
// while cargo resolves them in the including module, so it is not
// followed either.
func (c *cTokens) rustIncludeUnread(p string, open int) string {
	if !c.is(open, "(") && !c.is(open, "[") && !c.is(open, "{") {
		return ""
	}
	if !c.str(open+1) || c.match[open] != open+2 {
		return "it includes code from a computed path (include! at line " + strconv.Itoa(c.toks[open].line) + "), which the reading does not follow"
	}
	lit := strings.Trim(c.toks[open+1].text, `"`)
	target := path.Join(path.Dir(p), lit)
	if !strings.HasSuffix(lit, ".rs") || strings.HasPrefix(lit, "/") || target == ".." || strings.HasPrefix(target, "../") || strings.ContainsAny(lit, "\\\"#") {
		return "it includes " + strconv.Quote(lit) + ", which is not read as Rust"
	}
	return "it includes " + strconv.Quote(lit) + ", whose names resolve in this module, which the reading does not follow"
}

// rustIncludeByMacro says why a macro's arguments may paste code the
// reading does not see, or "": an include! among them, or include
// handed over with a path (call!(include, "../gen/x.rs"), for a
// macro_rules! body's $m!($f)), where no include ! pair shows.
func (c *cTokens) rustIncludeByMacro(p string) string {
	for i := range c.toks {
		// An include! among a macro's arguments, which the reading
		// passes over: id! { include!("../inc/x.rs"); }
		if c.isIdent(i, "include") && c.is(i+1, "!") {
			if why := c.rustIncludeUnread(p, i+2); why != "" {
				return why
			}
		}
		if c.isIdent(i, "include") && c.is(i+1, ",") && c.str(i+2) && c.inner[i] > 0 && c.is(c.inner[i]-1, "!") {
			return "it passes include to a macro (line " + strconv.Itoa(c.toks[i].line) + "), which may include a file the reading does not follow"
		}
	}
	return ""
}

// rustCond is the #[cfg] attributes among attrs, as written, or "".
func rustCond(attrs []rustAttr) string {
	var cond []string
	for _, a := range attrs {
		if a.cond != "" {
			cond = append(cond, a.cond)
		}
	}
	return strings.Join(cond, " ")
}

// attrPath is an attribute's path: test, tokio::test.
func (c *cTokens) attrPath(k int) string {
	var parts []string
	for c.ident(k) != "" {
		parts = append(parts, c.ident(k))
		if !c.is(k+1, "::") {
			break
		}
		k += 2
	}
	return strings.Join(parts, "::")
}

var rustItemKeywords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"fn": true, "struct": true, "enum": true, "union": true, "trait": true,
		"type": true, "const": true, "static": true, "mod": true}
}}

// rustItem reads an item's header at i (visibility, qualifiers, keyword,
// name); false when no item starts there.
func (c *cTokens) rustItem(i int, attrs []rustAttr, f *synFile, skip map[int]bool) (int, bool) {
	j := i
	public := false
	if c.isIdent(j, "pub") {
		public = !c.is(j+1, "(")
		j++
		if c.is(j, "(") {
			j = c.match[j] + 1
		}
	}
	for {
		switch {
		case c.isIdent(j, "const") && (c.isIdent(j+1, "fn") || c.isIdent(j+1, "unsafe") || c.isIdent(j+1, "async") || c.isIdent(j+1, "extern")):
			j++
			continue
		case c.isIdent(j, "async") || c.isIdent(j, "unsafe") || c.isIdent(j, "default") && c.ident(j+1) != "":
			j++
			continue
		case c.isIdent(j, "extern") && !c.isIdent(j+1, "crate"):
			j++
			if c.str(j) {
				j++
			}
			continue
		}
		break
	}
	kw := c.ident(j)
	nameAt := j + 1
	switch {
	case kw == "macro_rules" && c.is(j+1, "!"):
		nameAt = j + 2
	case kw == "static" && c.isIdent(j+1, "mut"):
		nameAt = j + 2
	case kw == "union" && c.ident(j+1) == "":
		return 0, false
	case kw == "impl":
		return i, false
	case kw == "const" && j == i && (c.is(i-1, "<") || c.is(i-1, ",")):
		return 0, false // a const generic parameter: fn g<const N: usize>
	case !rustItemKeywords.get()[kw]:
		return 0, false
	}
	name := c.ident(nameAt)
	if name == "" || name == "_" {
		return 0, false
	}
	if kw == "mod" {
		// mod x; names a module file; mod x { … } holds items that are not
		// this file's top level.
		b := synBind{local: name, spec: "self::" + name, path: []string{"self", name}, line: c.toks[nameAt].line, cond: rustCond(attrs),
			mod: true, modInline: c.is(nameAt+1, "{")}
		for _, a := range attrs {
			if a.file != "" {
				b.modFile = cmpOr(b.modFile, a.file)
				if b.modFile != a.file {
					b.modFile = "?"
				}
			}
		}
		f.binds = append(f.binds, b)
		skip[nameAt] = true
		return nameAt, true
	}
	entry := kw == "fn" && name == "main"
	for _, a := range attrs {
		base := a.path[strings.LastIndex(a.path, ":")+1:]
		if !inertAttrs.get()[base] {
			entry = true
		}
	}
	// isType: the item is in the type namespace, so a path may go on
	// through it (S::new) but no module of that name can stand beside it.
	isType := kw == "struct" || kw == "enum" || kw == "union" || kw == "trait" || kw == "type"
	f.defs = append(f.defs, synDef{name: name, line: c.toks[nameAt].line, public: public, entry: entry, isType: isType, macro: kw == "macro_rules", cond: rustCond(attrs),
		rustValue: kw == "struct" && c.rustStructIsValue(nameAt)})
	skip[nameAt] = true
	c.rustItemMacros(attrs, name, nameAt, f)
	if kw == "macro_rules" && (c.is(nameAt+1, "{") || c.is(nameAt+1, "(") || c.is(nameAt+1, "[")) {
		c.rustMacroBody(name, nameAt+1, f)
	}
	if kw == "fn" {
		c.rustFnParams(nameAt)
	}
	return nameAt, true
}

// rustFnParams binds a function's parameters over its body.
func (c *cTokens) rustFnParams(nameAt int) {
	k := nameAt + 1
	for k < len(c.toks) && c.step() && !c.is(k, "(") && !c.is(k, "{") && !c.is(k, ";") {
		k++
	}
	if !c.is(k, "(") {
		return
	}
	close := c.match[k]
	body := close + 1
	for body < len(c.toks) && c.step() && !c.is(body, "{") && !c.is(body, ";") {
		body++
	}
	if !c.is(body, "{") {
		return
	}
	scope := [2]int{k, c.match[body]}
	c.rustGenerics(nameAt+1, [2]int{nameAt, scope[1]})
	d := c.depth[k] + 1
	start := k + 1
	for p := k + 1; p <= close && p < len(c.toks) && c.step(); p++ {
		if c.depth[p] == d && (c.is(p, ",") || p == close) || p == close {
			c.bindPattern(start, p, scope, true)
			start = p + 1
		}
	}
}

// rustGenerics binds the generic parameters of the list opening at k
// (fn g<Foo: Default, const N: usize>) over scope, the signature and
// body: a type parameter in the type namespace, a const one as a value;
// a lifetime binds nothing.
func (c *cTokens) rustGenerics(k int, scope [2]int) {
	if !c.is(k, "<") {
		return
	}
	angles := 0
	for ; k < len(c.toks) && c.step(); k++ {
		switch {
		case c.is(k, "(") || c.is(k, "[") || c.is(k, "{"):
			k = c.match[k]
			continue
		case c.is(k, "<"):
			angles++
		case c.is(k, ">"):
			angles--
		case c.is(k, ">>"):
			angles -= 2
		case c.is(k, ";"):
			return
		}
		if angles <= 0 {
			return
		}
		if angles != 1 || !c.is(k-1, "<") && !c.is(k-1, ",") || k-1 < scope[0] {
			continue
		}
		switch name := c.ident(k); {
		case name == "const" && c.ident(k+1) != "":
			c.bind(c.ident(k+1), scope)
		case name != "":
			c.bindTyped(rustTypeKey(c.localKey(name, scope[0])), scope, "")
		}
	}
}

// bindPattern binds the names a pattern in [from, to) declares (stopping
// at a type annotation when typed): lower-case names not followed by ( ::
// { ! and not preceded by :: or '.'.
func (c *cTokens) bindPattern(from, to int, scope [2]int, typed bool) {
	c.bindPatternIn(from, to, scope, typed, false)
}

// bindPatternIn binds as bindPattern does, loose bindings into c.loose.
func (c *cTokens) bindPatternIn(from, to int, scope [2]int, typed, loose bool) {
	d := -1
	for k := from; k < to && k < len(c.toks) && c.step(); k++ {
		if d < 0 {
			d = c.depth[k]
		}
		if typed && c.depth[k] == d && c.is(k, ":") {
			return
		}
		name := c.ident(k)
		if name == "" || name == "mut" || name == "ref" || name == "_" {
			continue
		}
		r := []rune(name)
		if !unicode.IsLower(r[0]) && r[0] != '_' {
			continue
		}
		if c.is(k+1, "(") || c.is(k+1, "::") || c.is(k+1, "{") || c.is(k+1, "!") || c.is(k-1, "::") || c.is(k-1, ".") {
			continue
		}
		if loose {
			c.bindLoose(name, scope)
		} else {
			c.bind(name, scope)
		}
	}
}

// rustLocal binds let, closure, for and match-arm bindings at i, and
// items declared inside a block.
func (c *cTokens) rustLocal(i int) {
	switch {
	case c.depth[i] > 0 && c.toks[i].kind == tIdent && rustItemKeywords.get()[c.toks[i].text]:
		c.rustBlockItem(i)
	case c.isIdent(i, "let"):
		end := i + 1
		for end < len(c.toks) && c.step() && !c.is(end, "=") && !c.is(end, ";") && !(c.is(end, ":") && c.depth[end] == c.depth[i]) {
			end++
		}
		block := c.enclosingBlock(i)
		c.bindPatternIn(i+1, end, [2]int{i, block[1]}, false, true)
	case c.isIdent(i, "for") && !c.is(i+1, "<") && !c.implFor(i):
		// A loop's pattern runs to its in; a { or ; first is no loop.
		end := i + 1
		for end < len(c.toks) && c.step() && !c.isIdent(end, "in") && c.depth[end] >= c.depth[i] &&
			!(c.depth[end] == c.depth[i] && (c.is(end, "{") || c.is(end, ";"))) {
			end++
		}
		if !c.isIdent(end, "in") {
			return
		}
		body := end
		for body < len(c.toks) && c.step() && !(c.is(body, "{") && c.depth[body] == c.depth[i]) {
			body++
		}
		if body < len(c.toks) {
			// The pattern binds in the body, not in the iterator
			// expression between: for foo in foo() calls the item.
			c.bindPattern(i+1, end, [2]int{i, end}, false)
			c.bindPattern(i+1, end, [2]int{body, c.match[body]}, false)
		}
	case c.is(i, "|") && c.closureStart(i):
		end := i + 1
		for end < len(c.toks) && c.step() && !c.is(end, "|") {
			end++
		}
		// The parameters themselves are in scope: |g| g() has no use of
		// an outer g.
		scope := c.arrowBody(end)
		scope[0] = i
		start := i + 1
		for p := i + 1; p <= end && p < len(c.toks) && c.step(); p++ {
			if p == end || c.is(p, ",") && c.depth[p] == c.depth[i] {
				c.bindPattern(start, p, scope, true)
				start = p + 1
			}
		}
	case c.is(i, "=>"):
		start := i - 1
		for start > 0 && c.step() && !(c.depth[start] == c.depth[i] && (c.is(start, ",") || c.is(start, "{") || c.is(start, "}"))) && c.depth[start] >= c.depth[i] {
			start--
		}
		c.bindPatternIn(start+1, i, c.enclosingBlock(i), false, true)
	}
}

// implFor: the for of impl Trait for Type, after the trait's path or its
// generic arguments, which binds nothing; a loop's for follows a ; { } =>
// = ( , or a label's colon.
func (c *cTokens) implFor(i int) bool {
	return i > 0 && (c.toks[i-1].kind == tIdent || c.is(i-1, ">"))
}

// closureStart: a | that opens closure parameters (where an operand is
// expected), not a bitwise or.
func (c *cTokens) closureStart(i int) bool {
	if i == 0 {
		return true
	}
	p := c.toks[i-1]
	if p.kind == tIdent {
		return p.text == "move" || p.text == "return" || p.text == "in"
	}
	if p.kind == tPunct {
		switch p.text {
		case "(", ",", "=", "{", ";", "=>", "[", ":", "||", "&&", "!":
			return true
		}
	}
	return false
}

// rustUse reads a use declaration at i; it returns the index of its ';'.
func (c *cTokens) rustUse(i int, f *synFile) int {
	export := c.isIdent(i-1, "pub") || c.is(i-1, ")") && c.isIdent(c.match[i-1]-1, "pub")
	inline := c.brace[i] >= 0 && c.isIdent(c.brace[i]-2, "mod")
	k := i + 1
	if c.is(k, "::") {
		k++
	}
	from := len(f.binds)
	end := c.useTree(k, nil, c.toks[i].line, export, inline, f)
	for b := from; b < len(f.binds); b++ {
		f.binds[b].nested = c.depth[i] > 0
		if local := f.binds[b].local; c.depth[i] > 0 && local != "" && !f.binds[b].star {
			// A use in a block binds the name in that block only, in
			// both namespaces: uses elsewhere in the file never see it.
			scope := c.enclosingBlock(i)
			c.bind(local, scope)
			c.bindTyped(rustTypeKey(c.localKey(local, scope[0])), scope, "")
		}
	}
	for end < len(c.toks) && c.step() && !c.is(end, ";") {
		end++
	}
	return min(end, len(c.toks)-1)
}

// rustExternCrate reads extern crate name [as alias]; at i: an alias
// binds the crate under another name (extern crate self as alias binds
// the crate's own root). It returns the index of its ';'.
func (c *cTokens) rustExternCrate(i int, f *synFile) int {
	name, local := c.ident(i+2), c.ident(i+2)
	k := i + 3
	if c.isIdent(k, "as") && c.ident(k+1) != "" {
		local = c.ident(k + 1)
		k += 2
	}
	if local != name && local != "_" {
		b := synBind{local: local, name: name, line: c.toks[i].line, nested: c.depth[i] > 0,
			export: c.isIdent(i-1, "pub") || c.is(i-1, ")") && c.isIdent(c.match[i-1]-1, "pub")}
		if name == "self" {
			b.name, b.path = "", []string{"crate"}
		}
		f.binds = append(f.binds, b)
	}
	for k < len(c.toks) && c.step() && !c.is(k, ";") {
		k++
	}
	return min(k, len(c.toks)-1)
}

// useTree reads a::b::{c, d as e, f::*} after prefix; it returns the
// index after the tree.
func (c *cTokens) useTree(k int, prefix []string, line int, export, inline bool, f *synFile) int {
	path := append([]string(nil), prefix...)
	for {
		switch {
		case c.is(k, "*"):
			f.binds = append(f.binds, synBind{star: true, path: useBase(path, inline), line: line, export: export})
			return k + 1
		case c.is(k, "{"):
			end := min(c.match[k], len(c.toks))
			j := k + 1
			for j < end && c.step() {
				j = c.useTree(j, path, line, export, inline, f)
				for j < end && c.step() && !c.is(j, ",") {
					j++
				}
				j++
			}
			return end + 1
		case c.ident(k) != "":
			seg := c.ident(k)
			if c.is(k+1, "::") {
				path = append(path, seg)
				k += 2
				continue
			}
			b := synBind{local: seg, name: seg, path: useBase(path, inline), line: line, export: export}
			if seg == "self" && len(path) > 0 {
				b = synBind{local: path[len(path)-1], path: useBase(path, inline), line: line, export: export}
			}
			if c.isIdent(k+1, "as") && c.ident(k+2) != "" {
				b.local = c.ident(k + 2)
				k += 2
			}
			if b.local == "_" {
				b.local = ""
			}
			f.binds = append(f.binds, b)
			return k + 1
		default:
			return k + 1
		}
	}
}

// useBase: inside an inline module (mod tests { use super::*; }) super is
// the file's own module.
func useBase(path []string, inline bool) []string {
	out := append([]string(nil), path...)
	if inline && len(out) > 0 && out[0] == "super" {
		out[0] = "self"
	}
	return out
}
