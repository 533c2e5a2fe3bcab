package symbols

import (
	"slices"
	"sort"
	"strconv"
	"strings"
)

// stdDerives generate trait implementations only, no named items.
var stdDerives = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"Debug": true, "Clone": true, "Copy": true, "PartialEq": true, "Eq": true,
		"PartialOrd": true, "Ord": true, "Hash": true, "Default": true}
}}

// plainAttrs are attribute macros and derive helpers that generate no
// item beside the one they mark: test harnesses, instrumentation, serde
// and thiserror helpers.
var plainAttrs = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"test": true, "bench": true, "ignore": true, "should_panic": true, "main": true,
		"serde": true, "error": true, "from": true, "source": true, "instrument": true, "async_trait": true,
		"rstest": true, "case": true, "fixture": true, "tracing": true}
}}

// rustItemMacros records the attributes on item name (at token at) that
// may generate more items: a derive other than the standard library's
// (derive(Builder) makes FooBuilder), an attribute macro not known to
// be plain. What they generate is named after the item, by convention.
func (c *cTokens) rustItemMacros(attrs []rustAttr, name string, at int, f *synFile) {
	for _, a := range attrs {
		base := a.path[lastColon(a.path)+1:]
		generates := !inertAttrs.get()[base] && !plainAttrs.get()[base]
		if base == "derive" {
			generates = false
			for _, d := range a.args {
				if !stdDerives.get()[d] {
					generates = true
				}
			}
		}
		if generates {
			f.dynamic = append(f.dynamic, synDyn{why: "has #[" + a.path + "] on " + name + ", which may generate items named after it",
				reach: dynAll, line: c.toks[at].line, stems: []string{name}})
		}
	}
}

func lastColon(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == ':' {
			return i
		}
	}
	return -1
}

// rustAttr is an outer attribute: its path (tokio::test) and, for a
// derive, the names it derives.
type rustAttr struct {
	path string
	args []string
	// cond is a #[cfg(…)]'s predicate as written, token by token.
	cond string
	// file is a #[path = "…"]'s file, "?" for a path a cfg_attr may
	// set.
	file string
}

// readAttr reads the attribute whose [ is at open.
func (c *cTokens) readAttr(open int) rustAttr {
	a := rustAttr{path: c.attrPath(open + 1)}
	if a.path == "cfg" && c.is(open+2, "(") {
		var parts []string
		for k := open + 3; k < min(c.match[open+2], len(c.toks)); k++ {
			text := c.toks[k].text
			if c.str(k) {
				text = `"` + text + `"`
			}
			parts = append(parts, text)
		}
		a.cond = "#[cfg(" + strings.Join(parts, " ") + ")]"
	}
	if a.path == "path" && c.is(open+2, "=") && c.str(open+3) {
		a.file = strings.Trim(c.toks[open+3].text, `"`)
	}
	if a.path == "cfg_attr" && c.is(open+2, "(") {
		// #[cfg_attr(unix, cfg(any()))] puts the item under a
		// condition as #[cfg] does, where its predicate holds; a cfg
		// deeper in (doc(cfg(…)) for docs.rs) does not.
		// So does one in a cfg_attr nested in it, cfg_attr(a,
		// cfg_attr(b, cfg(c))): chain holds the brackets of that
		// cfg_attr chain.
		var parts []string
		cfg := false
		chain := map[int]bool{open + 2: true}
		for k := open + 3; k < min(c.match[open+2], len(c.toks)); k++ {
			outer := c.inner[k]
			if c.isIdent(k, "cfg_attr") && c.is(k+1, "(") && chain[outer] {
				chain[k+1] = true
			}
			cfg = cfg || chain[outer] && c.isIdent(k, "cfg") && c.is(k+1, "(")
			if chain[outer] && c.isIdent(k, "path") && c.is(k+1, "=") {
				a.file = "?"
			}
			parts = append(parts, c.toks[k].text)
		}
		if cfg {
			a.cond = "#[cfg_attr(" + strings.Join(parts, " ") + ")]"
		}
	}
	if a.path == "derive" && c.is(open+2, "(") {
		end := min(c.match[open+2], len(c.toks))
		for k := open + 3; k < end; k++ {
			if name := c.ident(k); name != "" && !c.is(k+1, "::") {
				a.args = append(a.args, name)
			}
		}
	}
	return a
}

// rustMacroCall records a macro invoked at the top level, name! at i
// with its arguments' bracket at open: the items it expands to may
// bear any name among its tokens (lazy_static!, bitflags!, cfg_if!, a
// project's macro_rules! called with the name), or the names pasted
// from them (paste!'s [<get_ $name>]); include! reads another file's
// items, any name. A project macro's own body is added once all files
// are read (rustMacroNames).
func (c *cTokens) rustMacroCall(i, open int, f *synFile) {
	name := c.ident(i)
	d := synDyn{why: "invokes " + name + "! at its top level, which may define items", reach: dynAll, line: c.toks[i].line, macro: name}
	if name == "include" {
		f.dynamic = append(f.dynamic, d)
		return
	}
	d.names = map[string]bool{}
	if c.rustForeignMacro(i) && !c.rustListedMacro(i) {
		d.foreign = []string{name}
	}
	end := min(c.match[open], len(c.toks))
	pasted := false
	for k := open + 1; k < end; k++ {
		if id := c.ident(k); id != "" {
			d.names[id] = true
			if c.is(k+1, "!") && (c.is(k+2, "(") || c.is(k+2, "[") || c.is(k+2, "{")) && !rustKeywordBang[id] {
				// A macro invoked in the arguments (cfg_if! { …
				// mk!(); }) expands there too.
				d.nested = append(d.nested, id)
				if c.rustForeignMacro(k) && !c.rustListedMacro(k) {
					d.foreign = append(d.foreign, id)
				}
			}
		}
		if c.is(k, "[") && c.is(k+1, "<") {
			pasted = true
		}
		if c.is(k, "#") && c.is(k+1, "[") && c.match[k+1] > k+1 {
			// An item in the arguments (cfg_if! { … #[ext::attr]
			// fn g() {} }) bears its attributes where it expands.
			c.rustAttrUses(k+1, f)
		}
	}
	if pasted || name == "paste" || name == "concat_idents" {
		for id := range d.names {
			if len(id) >= 3 {
				d.stems = append(d.stems, id)
			}
		}
	}
	f.dynamic = append(f.dynamic, d)
}

// rustMacroBody records the identifiers of a macro_rules! body whose
// bracket is at open: what an invocation of it may define.
func (c *cTokens) rustMacroBody(name string, open int, f *synFile) {
	if f.macros == nil {
		f.macros = map[string]map[string]bool{}
	}
	ids := f.macros[name]
	if ids == nil {
		ids = map[string]bool{}
		f.macros[name] = ids
	}
	end := min(c.match[open], len(c.toks))
	var spelled map[string]bool
	for k := open + 1; k < end; k++ {
		if id := c.ident(k); id != "" {
			ids[id] = true
			if strings.HasPrefix(id, "$") && c.is(k-2, "#") && c.is(k-1, "[") && c.is(k+1, ":") {
				if spelled == nil {
					spelled = map[string]bool{}
				}
				spelled[id] = true
			}
		}
	}
	c.macroBodies = append(c.macroBodies, [2]int{open, end})
	c.macroBodyNames = append(c.macroBodyNames, name)
	c.macroSpelled = append(c.macroSpelled, spelled)
}

// rustMacroNames adds to each top-level invocation of a project macro
// the identifiers of its bodies, from every head file: a macro that
// defines fn helper() may be called with no mention of the name. own
// says a crate name is a library of the repository whose files define
// a macro_rules! of the name; other are the names a manifest gives
// another package than the registry's of the name, bound to another
// thing as a use may bind them.
func rustMacroNames(head *synSide, own func(via, name string) bool, other map[string]bool) {
	for _, f := range head.files {
		rustUsedMacrosForeign(f, own)
	}
	bodies := map[string]map[string]bool{}
	for _, f := range head.files {
		for name, ids := range f.macros {
			if bodies[name] == nil {
				bodies[name] = map[string]bool{}
			}
			for id := range ids {
				bodies[name][id] = true
			}
		}
	}
	isMod := rustModuleNames(head)
	rebound := rustReboundNames(head)
	for n := range other {
		rebound[n] = true
	}
	j := &rustMacroJudge{bodies: bodies, own: own, rebound: rebound, outside: rustOutsideMacroNames(head, isMod), isMod: isMod}
	j.bodyOpaque = rustBodyOpaque(head, j)
	for p, f := range head.files {
		f.rustInnerOpaque = rustInnerOpaqueOf(p, f, j)
		f.rustAttrOpaque = rustAttrOpaqueOf(p, f, j.rebound)
		for i := range f.dynamic {
			d := &f.dynamic[i]
			if d.macro == "" || d.names == nil {
				continue
			}
			d.opaque = opaqueMacroOf(d, bodies, j.bodyOpaque, rebound)
			for id := range bodies[d.macro] {
				d.names[id] = true
			}
		}
	}
}

// opaqueMacroOf says which macro d invokes, itself or in its
// arguments, whose expansion the reading cannot see, and why: one no
// head file defines, or one reached outside the crate though a head
// file defines a macro of its name; a macro of argsOnlyMacros whose
// crate's name is rebound is unseen. "" when none.
func opaqueMacroOf(d *synDyn, bodies map[string]map[string]bool, bodyOpaque map[string]string, rebound map[string]bool) string {
	why := func(n string) string {
		if in := bodyOpaque[n]; in != "" && !slices.Contains(d.foreign, n) {
			return "a macro whose body " + in + ", a macro the reading does not see"
		}
		if bodies[n] == nil {
			return "a macro no file of the repository defines"
		}
		return "a macro reached outside the crate, not the repository's of that name"
	}
	if slices.Contains(d.foreign, d.macro) || bodies[d.macro] == nil && !rustArgsOnly(d.macro, rebound) || bodyOpaque[d.macro] != "" {
		return why(d.macro)
	}
	for _, n := range d.nested {
		if slices.Contains(d.foreign, n) || bodies[n] == nil && !rustListed(n, rebound) || bodyOpaque[n] != "" {
			return "in whose arguments " + n + "! is " + why(n)
		}
	}
	return ""
}

// rustExprMacros are macros of the standard library that define no
// item and whose arguments are read as ordinary tokens: one invoked in
// another macro's arguments (vec! in lazy_static!) hides nothing.
var rustExprMacros = lazyMap[string, bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields("println print eprintln eprint format format_args write writeln vec assert assert_eq assert_ne debug_assert debug_assert_eq debug_assert_ne panic todo unimplemented unreachable matches dbg concat stringify env option_env include_str include_bytes line column file module_path cfg addr_of addr_of_mut offset_of pin ready asm is_x86_feature_detected is_aarch64_feature_detected concat_bytes assert_matches debug_assert_matches") {
		m[n] = true
	}
	return m
}}

// rustKeywordBang are keywords a ! and a bracket may follow (if !(a)),
// which invoke no macro.
var rustKeywordBang = map[string]bool{"if": true, "while": true, "match": true, "return": true, "in": true, "else": true, "let": true, "break": true}

// rustPathStart is the index of the first segment of the path whose
// last segment is at i (ext for ext::m::mk), i for a bare name.
func (c *cTokens) rustPathStart(i int) int {
	for c.is(i-1, "::") && c.ident(i-2) != "" {
		i -= 2
	}
	return i
}

// rustForeignMacro: the macro name! at i is invoked by a path that
// leaves the crate (ext::mk!, ::ext::mk!): whatever macro of the same
// name a file of the repository defines, this is not it. Whether one
// of the lists below is meant is told by rustListedMacro.
func (c *cTokens) rustForeignMacro(i int) bool {
	k := c.rustPathStart(i)
	if k == i {
		return false
	}
	switch first := c.ident(k); {
	case first == "crate" || first == "self" || first == "super" || first == "$crate":
		return c.is(k-1, "::")
	case rustStdCrate(first):
		// The standard library's own macros are told by name.
		return c.is(k-1, "::") || !rustListed(c.ident(i), nil)
	}
	return true
}

// rustListedMacro: the macro name! at i is one of the lists above
// (rustExprMacros, argsOnlyMacros) as reached: by its bare name, by a
// path through the standard library, or, for one that expands only its
// arguments, through its own crate (cfg_if::cfg_if!). Through another
// crate's path (ext::pin!) it is that crate's macro, whatever its name.
func (c *cTokens) rustListedMacro(i int) bool {
	name := c.ident(i)
	if !rustListed(name, nil) {
		return false
	}
	k := c.rustPathStart(i)
	if k == i {
		return !c.is(i-1, "::")
	}
	first := c.ident(k)
	return rustStdCrate(first) || argsOnlyMacros.get()[name] && first == name
}

// inMacroBody: token i lies in a macro_rules! body, whose paths resolve
// where the macro is invoked.
// The bodies are top-level items, recorded in order and disjoint: a
// binary search finds the one that may hold i.
func (c *cTokens) inMacroBody(i int) bool {
	return c.macroBodyAt(i) >= 0
}

// macroBodyAt is the index of the macro_rules! body holding token i,
// -1 where none does.
func (c *cTokens) macroBodyAt(i int) int {
	k := sort.Search(len(c.macroBodies), func(k int) bool { return c.macroBodies[k][0] >= i }) - 1
	if k >= 0 && i < c.macroBodies[k][1] {
		return k
	}
	return -1
}

// argsOnlyMacros are macros of the standard library and of common crates
// whose expansion at an item's place names nothing of the invoking crate
// but what its arguments spell. A common crate's is told by its name
// (cfg_if!, cfg_if::cfg_if!), that of its crate: rustArgsOnly.
var argsOnlyMacros = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"thread_local": true, "compile_error": true, "global_asm": true,
		"cfg_if": true, "lazy_static": true}
}}

// rustArgsOnly: macro name is one of argsOnlyMacros, unless a crate of
// its name is bound to another thing (rebound: use ext as cfg_if, a
// manifest's cfg-if = { package = "ext" }), whose macro it may be.
func rustArgsOnly(name string, rebound map[string]bool) bool {
	return argsOnlyMacros.get()[name] && !rebound[name]
}

// rustListed: macro name is one of rustExprMacros or rustArgsOnly.
func rustListed(name string, rebound map[string]bool) bool {
	return rustExprMacros.get()[name] || rustArgsOnly(name, rebound)
}

// rustStdCrate: name is a crate of the standard library, std, core or
// alloc, whose macros and attributes the lists above tell by name.
func rustStdCrate(name string) bool {
	return name == "std" || name == "core" || name == "alloc"
}

// rustOpaqueMacro says why a claim that nothing of p's crate at head
// names an item cannot hold: a head file of the crate invokes at its
// top level a macro no head file defines, whose expansion may define
// the name or call it (a macro_rules! macro's paths resolve where it is
// invoked); "" when none does. The answers for every crate are found
// in one pass over the head files.
func (r *synResolver) rustOpaqueMacro(p string) string {
	if r.crates == nil {
		return ""
	}
	if r.opaqueMacros == nil {
		r.opaqueMacros = map[string]string{}
		for _, hp := range sortedKeys(r.head.files) {
			crate := r.crates.crateDir(hp)
			if r.opaqueMacros[crate] != "" {
				continue
			}
			for _, d := range r.head.files[hp].dynamic {
				if d.opaque != "" {
					r.opaqueMacros[crate] = hp + " invokes " + d.macro + "! at its top level (line " + strconv.Itoa(d.line) + "), " + d.opaque + ", whose expansion may define or name it"
					break
				}
			}
		}
		// One below the top level hides as much; a top-level one, the
		// first found before, is named first.
		for _, hp := range sortedKeys(r.head.files) {
			crate := r.crates.crateDir(hp)
			if r.opaqueMacros[crate] == "" {
				r.opaqueMacros[crate] = r.head.files[hp].rustInnerOpaque
			}
		}
		// So does an attribute or derive macro.
		for _, hp := range sortedKeys(r.head.files) {
			crate := r.crates.crateDir(hp)
			if r.opaqueMacros[crate] == "" {
				r.opaqueMacros[crate] = r.head.files[hp].rustAttrOpaque
			}
		}
		// So does a crate whose paths reach what its files do not say
		// (rustCrateDoubts), after the reasons naming an invocation.
		for crate, why := range r.crates.rustCrateDoubts(r.head) {
			if r.opaqueMacros[crate] == "" {
				r.opaqueMacros[crate] = why
			}
		}
	}
	return r.opaqueMacros[r.crates.crateDir(p)]
}

// rustInnerKey is a macro invoked below a file's top level: its name,
// and the first segment of the path it is invoked by where that leaves
// the crate (ext of ext::mk!), "" otherwise.
type rustInnerKey struct {
	name, via string
	// known: a logging crate's event macro by that crate's path
	// (rustLoggingMacro), or one of argsOnlyMacros by its own
	// (cfg_if::cfg_if!), unseen only where the crate's name is bound
	// to another thing. direct: the path is via::name, no segment
	// between.
	known, direct bool
}

// rustInnerMacro records the macro name! at i, below the top level: in
// a function body (ext::call_helper!() expanding to helper()), an impl
// or an inline module (ext::mk!() expanding to an fn that calls
// helper), a macro's arguments or a macro_rules! body. Its paths
// resolve where it is invoked, so one whose expansion is unseen may
// name any item of the crate, as a top-level one may. A macro_rules!
// defined there is recorded as a top-level one is: its invocations are
// read.
func (c *cTokens) rustInnerMacro(i int, f *synFile) {
	name := c.ident(i)
	if name == "macro_rules" {
		c.rustInnerMacroBody(i, f)
		return
	}
	// One of argsOnlyMacros is recorded still: its crate's name may
	// be bound to another thing.
	if strings.HasPrefix(name, "$") && (c.is(i+2, "(") || c.is(i+2, "[") || c.is(i+2, "{")) {
		c.rustHanded(i, name, "invokes "+name+"!", f)
		return
	}
	if !c.is(i+2, "(") && !c.is(i+2, "[") && !c.is(i+2, "{") || strings.HasPrefix(name, "$") || rustKeywordBang[name] || c.rustListedMacro(i) && !argsOnlyMacros.get()[name] {
		return
	}
	if f.rustInner == nil {
		f.rustInner = map[rustInnerKey]int{}
	}
	k := rustInnerKey{name: name}
	if c.rustForeignMacro(i) {
		k.via = c.ident(c.rustPathStart(i))
		k.known = c.rustLoggingMacro(i) || c.rustListedMacro(i)
		k.direct = c.rustPathStart(i) == i-2 && !c.is(i-3, "::")
	}
	if _, ok := f.rustInner[k]; !ok {
		f.rustInner[k] = c.toks[i].line
	}
	if b := c.macroBodyAt(i); b >= 0 {
		// Where another crate invokes the macro, this expands there.
		f.rustBodyCalls = append(f.rustBodyCalls, rustBodyCall{macro: c.macroBodyNames[b], key: k})
	}
}

// rustInnerMacroBody records the name of a macro_rules! name { … } at
// i below the top level (a helper macro in a test module or a
// function). Its scope is textual, within the body that holds it: it
// is not the macro an invocation of the name elsewhere reaches (a
// top-level mk!() brought by use ext::mk), so it stays out of the
// file's macros and only lets the file's own invocations below the
// top level by that bare name be read as its.
func (c *cTokens) rustInnerMacroBody(i int, f *synFile) {
	name := c.ident(i + 2)
	open := i + 3
	if name == "" || !c.is(open, "{") && !c.is(open, "(") && !c.is(open, "[") {
		return
	}
	if f.rustInnerDefs == nil {
		f.rustInnerDefs = map[string]bool{}
	}
	f.rustInnerDefs[name] = true
}

// rustInnerOpaqueOf says why f's invocations below its top level hide
// what they name, from the first line of one whose expansion is unseen:
// a macro no head file defines, one reached outside the crate (by a
// path whose first segment own says is no library of the repository
// whose files define a macro_rules! of the name), or one whose body
// invokes an unseen macro (rustBodyOpaque); "" when none is. The
// listed macros (rustListedMacro) were not recorded: they hide nothing.
func rustInnerOpaqueOf(p string, f *synFile, j *rustMacroJudge) string {
	best, line := rustInnerKey{}, 0
	uses := rustUseFirsts(f)
	var mods map[string]bool
	for k, l := range f.rustInner {
		if k.direct && mods == nil {
			mods = rustCrateModules(f, j.isMod)
		}
		if !j.unseen(f, k, uses, mods) {
			continue
		}
		if line == 0 || l < line || l == line && (k.name < best.name || k.name == best.name && k.via < best.via) {
			best, line = k, l
		}
	}
	if line == 0 {
		return ""
	}
	why := "a macro no file of the repository defines"
	in := j.bodyOpaque[cmpOr(uses[best.name].name, best.name)]
	switch {
	case in != "" && !j.foreign(best, uses):
		why = "a macro whose body " + in + ", a macro the reading does not see"
	case j.bodies[best.name] != nil:
		why = "a macro reached outside the crate, not the repository's of that name"
	}
	return p + " invokes " + best.name + "! below its top level (line " + strconv.Itoa(line) + "), " + why + ", whose expansion may define or name it"
}

// rustMacroJudge holds what judging a macro invocation below the top
// level needs: the repository's macro_rules! bodies by name, own
// (rustMacroNames), the names bound to another thing
// (rustReboundNames) or brought from outside the crate
// (rustOutsideMacroNames), and the macros whose bodies invoke an
// unseen one (rustBodyOpaque).
type rustMacroJudge struct {
	bodies           map[string]map[string]bool
	own              func(via, name string) bool
	rebound, outside map[string]bool
	isMod            func(string) bool
	bodyOpaque       map[string]string
}

// foreign: the macro k of f is reached outside the crate, by its path
// or the use that brings it.
func (j *rustMacroJudge) foreign(k rustInnerKey, uses map[string]rustUseFrom) bool {
	// A use renaming a macro (use ext::mac as m) brings mac.
	name := cmpOr(uses[k.name].name, k.name)
	return k.via != "" && !j.own(k.via, k.name) || k.via == "" && rustUsedForeign(uses[k.name].first, name, j.own)
}

// unseen: the expansion of macro k, invoked in f below its top level,
// is not what the reading sees; mods are the names f binds to modules
// of its crate, nil when k.direct is false.
func (j *rustMacroJudge) unseen(f *synFile, k rustInnerKey, uses map[string]rustUseFrom, mods map[string]bool) bool {
	if k.known && !j.rebound[k.via] {
		return false
	}
	if k.direct && (j.bodies[k.name] != nil || f.rustInnerDefs[k.name]) && j.bodyOpaque[k.name] == "" && !j.outside[k.name] && !j.outside["*"] && mods[k.via] {
		// m::mk!() through a module of the crate, which can
		// re-export no other crate's macro of the name.
		return false
	}
	name := cmpOr(uses[k.name].name, k.name)
	foreign := j.foreign(k, uses)
	listed := rustListed(k.name, j.rebound)
	return foreign || j.bodyOpaque[name] != "" || j.bodies[name] == nil && !listed && !(k.via == "" && f.rustInnerDefs[k.name])
}

// rustBodyCall is a macro invoked in the body of macro_rules! macro.
type rustBodyCall struct {
	macro string
	key   rustInnerKey
}

// rustBodyHanded is what the body of macro_rules! macro invokes or
// applies that its invoker hands over: what, as said ("invokes $m!").
type rustBodyHanded struct {
	macro, what string
}

// rustRepeatBang: token i ends a repetition a ! and a bracket follow
// ($($p)::+!()), a macro path its invoker hands over.
func (c *cTokens) rustRepeatBang(i int) bool {
	if !c.is(i+1, "!") || !c.is(i+2, "(") && !c.is(i+2, "[") && !c.is(i+2, "{") || !c.is(i, "*") && !c.is(i, "+") && !c.is(i, "?") {
		return false
	}
	for _, k := range []int{i - 1, i - 2} {
		if c.is(k, ")") && c.match[k] >= 0 && c.match[k] < k && c.ident(c.match[k]-1) == "$" {
			return true
		}
	}
	return false
}

// rustHanded records, at token i of a macro_rules! body, what the body
// invokes or applies that its invoker hands over ($m!(), #[$a]): the
// invoker's arguments name it as a bare path (mk!(ext::attr)), no
// invocation nor attribute there to read. An attribute the invoker
// spells whole (#[$a:meta] in the matcher) is read where it writes it.
func (c *cTokens) rustHanded(i int, frag, what string, f *synFile) {
	b := c.macroBodyAt(i)
	if b < 0 || c.macroSpelled[b][frag] && !strings.HasSuffix(what, "!") {
		return
	}
	f.rustBodyHanded = append(f.rustBodyHanded, rustBodyHanded{macro: c.macroBodyNames[b], what: what})
}

// rustBodyOpaque maps each macro_rules! name to the unseen macro one of
// its bodies invokes, itself or through the repository's macros it
// invokes in turn: where another crate invokes it, that one expands
// there, its paths resolved as the invoker's. Each call is judged once
// and each name entered once.
func rustBodyOpaque(head *synSide, j *rustMacroJudge) map[string]string {
	out := map[string]string{}
	callers := map[string][]string{}
	var work []string
	unseen := func(macro, what string) {
		if out[macro] == "" {
			out[macro] = what
			work = append(work, macro)
		}
	}
	for _, p := range sortedKeys(head.files) {
		f := head.files[p]
		for _, h := range f.rustBodyHanded {
			unseen(h.macro, h.what)
		}
		uses := rustUseFirsts(f)
		star := rustGlobOutsideStd(f)
		for _, a := range f.rustAttrs {
			// An attribute macro in a body expands where the
			// body does.
			if a.macro != "" && !rustAttrSeen(a, uses, star, j.rebound) {
				unseen(a.macro, "applies "+a.what())
			}
		}
		for _, bc := range f.rustBodyCalls {
			k := bc.key
			if k.via == "" && f.rustInnerDefs[k.name] || k.known && !j.rebound[k.via] {
				continue
			}
			name := cmpOr(uses[k.name].name, k.name)
			listed := rustListed(k.name, j.rebound)
			switch {
			case j.foreign(k, uses) || j.bodies[name] == nil && !listed:
				unseen(bc.macro, "invokes "+k.name+"!")
			case j.bodies[name] != nil:
				callers[name] = append(callers[name], bc.macro)
			}
		}
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, m := range callers[n] {
			if out[m] == "" {
				out[m] = out[n]
				work = append(work, m)
			}
		}
		callers[n] = nil
	}
	return out
}

// rustLoggingMacros are the event macros of the logging crates: they
// expand to a call into their own crate ($crate::…) with the arguments
// as format arguments, naming nothing of the invoker but what the
// arguments spell, which are read where they stand.
var rustLoggingMacros = lazyMap[string, bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields("log::trace log::debug log::info log::warn log::error log::log log::log_enabled tracing::trace tracing::debug tracing::info tracing::warn tracing::error tracing::event") {
		m[n] = true
	}
	return m
}}

// rustLoggingMacro: the macro name! at i is invoked by its logging
// crate's path (log::debug!, ::log::debug!). Reached by its bare name
// it may be any crate's macro of that name.
func (c *cTokens) rustLoggingMacro(i int) bool {
	return c.is(i-1, "::") && !(c.is(i-3, "::") && c.ident(i-4) != "") && rustLoggingMacros.get()[c.ident(i-2)+"::"+c.ident(i)]
}

// rustOutsideMacroNames are the names a use of some head file may
// bring from outside the crate (rustOutsideInto), and "*" where a head
// file imports a glob from outside, or brings another crate's macros
// by #[macro_use] extern crate: a module of the crate may re-export a
// macro of any name from there.
func rustOutsideMacroNames(head *synSide, isMod func(string) bool) map[string]bool {
	out := map[string]bool{}
	for _, f := range head.files {
		rustOutsideInto(f, isMod, out)
	}
	return out
}

// rustOutsideInto adds to out the names f's uses may bring from
// outside the crate: every one but a re-export of the name in scope
// (pub(crate) use mk;, a crate of the name being no macro) and a path
// of the crate through its modules alone to the same name (use
// crate::m::mk;). A rename (use crate::call_helper as mk) brings
// another macro than the name says, and a path through a name bound
// to another crate (use self::e2::mk) that crate's.
func rustOutsideInto(f *synFile, isMod func(string) bool, out map[string]bool) {
	for _, b := range f.binds {
		if b.star {
			if len(b.path) == 0 || !rustCratePath(b.path, isMod) {
				out["*"] = true
			}
			continue
		}
		if b.local == "" || b.mod {
			continue
		}
		if b.name == b.local && (len(b.path) == 0 || rustCratePath(b.path, isMod) || rustStdCrate(b.path[0])) {
			continue
		}
		out[b.local] = true
	}
	for _, a := range f.rustAttrs {
		if a.externCrate && len(a.segs) == 1 && a.segs[0] == "macro_use" {
			out["*"] = true
		}
	}
}

// rustCratePath: path starts at the crate, this module or its parent
// and runs through modules of the crate alone.
func rustCratePath(path []string, isMod func(string) bool) bool {
	switch path[0] {
	case "crate", "self", "super", "$crate":
	default:
		return false
	}
	for _, s := range path[1:] {
		if s != "super" && !isMod(s) {
			return false
		}
	}
	return true
}

// rustModuleNames says a name is one only modules of the head bind (mod
// m;, mod m { … }, use crate::m): a name some file binds to anything
// else (use ext as m, extern crate ext as m, use crate::e2 as m) may
// be another crate.
func rustModuleNames(head *synSide) func(string) bool {
	mods, other := map[string]bool{}, map[string]bool{}
	for _, f := range head.files {
		for _, b := range f.binds {
			switch {
			case b.local == "" || b.star:
			case b.mod:
				mods[b.local] = true
			case b.name == b.local && len(b.path) > 0 && (b.path[0] == "crate" || b.path[0] == "self" || b.path[0] == "super"):
				// use crate::m; names m where it is declared,
				// judged there.
			default:
				other[b.local] = true
			}
		}
	}
	return func(s string) bool { return mods[s] && !other[s] }
}

// rustCrateModules are the names f binds to a module of its crate
// (mod m;, use crate::m through modules alone, rustModuleNames), found
// once a file: a file may invoke macros through many of them.
func rustCrateModules(f *synFile, isMod func(string) bool) map[string]bool {
	out := map[string]bool{}
	for _, b := range f.binds {
		if b.local == "" || b.star {
			continue
		}
		if b.mod || len(b.path) > 0 && b.name == b.local && isMod(b.local) && rustCratePath(b.path, isMod) {
			out[b.local] = true
		}
	}
	for _, b := range f.binds {
		if !b.star && b.local != "" && !isMod(b.local) {
			// mod m; here and use ext as m in an inline module.
			delete(out, b.local)
		}
	}
	return out
}

// rustUseFrom is where a use brought a name: the first segment of its
// path and the name there (use ext::mac as m: ext, mac).
type rustUseFrom struct {
	first, name string
}

// rustUseFirsts maps each name a use of f binds to where it was
// brought from (use ext::mk: mk → ext, mk).
func rustUseFirsts(f *synFile) map[string]rustUseFrom {
	var m map[string]rustUseFrom
	for _, b := range f.binds {
		if b.local == "" || b.star || len(b.path) == 0 {
			continue
		}
		if m == nil {
			m = map[string]rustUseFrom{}
		}
		m[b.local] = rustUseFrom{first: b.path[0], name: b.name}
	}
	return m
}

// rustUsedForeign: a bare name! brought by a use whose path starts at
// first (use ext::mk; mk!()) is that crate's macro, not a repository
// macro_rules! of the same name, unless first is the crate itself, a
// module of it, the standard library, or a library of the repository
// that defines it (own); a macro that only expands its arguments is
// itself through its own crate (use lazy_static::lazy_static).
func rustUsedForeign(first, name string, own func(via, name string) bool) bool {
	switch first {
	case "", "crate", "self", "super", "$crate":
		return false
	}
	if rustStdCrate(first) {
		return false
	}
	if argsOnlyMacros.get()[name] && first == name {
		return false
	}
	return !own(first, name)
}

// rustUsedMacrosForeign marks each top-level invocation of f, or one in
// its arguments, by a bare name a use brought from another crate as
// that crate's macro (rustUsedForeign).
func rustUsedMacrosForeign(f *synFile, own func(via, name string) bool) {
	var uses map[string]rustUseFrom
	for i := range f.dynamic {
		d := &f.dynamic[i]
		if d.macro == "" || d.names == nil {
			continue
		}
		if uses == nil {
			uses = rustUseFirsts(f)
		}
		for _, n := range append([]string{d.macro}, d.nested...) {
			if !slices.Contains(d.foreign, n) && rustUsedForeign(uses[n].first, cmpOr(uses[n].name, n), own) {
				d.foreign = append(d.foreign, n)
			}
		}
	}
}
