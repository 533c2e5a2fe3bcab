package symbols

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module bound to a name is read through ns.name, which names what it
// reaches. Used any other way — getattr(ns, key), ns[key], vars(ns),
// Object.keys(ns), passed to a function, stored — the module is a value,
// and any of its names may be reached by a key no reading sees. So is a
// module Python loads with importlib.import_module or __import__: what
// the loaded value is used for is not followed at all.

// moduleValues sets valueLine on each binding of f that the file uses as
// a value (its first such use), and records f's Python module loads.
func (c *cTokens) moduleValues(f *synFile, skip map[int]bool, python bool) {
	byFirst := map[string][]int{}
	for j, b := range f.binds {
		if b.star || b.local == "" {
			continue
		}
		first, _, _ := strings.Cut(b.local, ".")
		byFirst[first] = append(byFirst[first], j)
	}
	var seen map[string]bool // submodule paths recorded, Python only
	pkgLoaded := false       // __import__(__name__)'s packages recorded
	var aliases map[string]*pyAlias
	if python {
		seen = map[string]bool{}
		aliases = c.pyBindAliases(f)
	}
	for i, t := range c.toks {
		if t.kind != tIdent || skip[i] {
			continue
		}
		if python && (t.text == "import_module" || t.text == "__import__") && c.is(i+1, "(") {
			c.pyLoad(i, f)
			// import_module(__name__) or __import__(__name__) is the
			// module's own object all the same, read like globals().
			if pySelfModule(c.toks, i, f.pySys, f.path, c.closingAt) >= 0 || c.pySelfDottedImport(i, f.path) {
				if f.selfValue == 0 {
					f.selfValue = t.line
				}
				if t.text == "__import__" && !pkgLoaded {
					pkgLoaded = true
					f.loads = append(f.loads, pyTopPackageLoads(f.path, t.line)...)
				}
			}
			continue
		}
		if python && !strings.HasPrefix(f.pySys[t.text], "importlib") && t.text != "importlib" {
			c.pySysModulesValue(i, f)
		}
		if f.selfValue == 0 && (python && c.pySelfValue(i, f.pySys, f.path) || !python && c.tsSelfValue(i)) {
			f.selfValue = t.line
		}
		if !python && (t.text == "import" || t.text == "require") {
			c.tsValueLoad(i, f)
		}
		if c.is(i-1, ".") || c.is(i-1, "?.") {
			continue
		}
		if python && t.text == "__builtins__" {
			c.pyDunderBuiltinsWrite(i, f)
		}
		c.pyAliasWrite(i, c.pyAliasAt(i, t.text, aliases[t.text]), f)
		for _, j := range byFirst[t.text] {
			b := &f.binds[j]
			if b.valueLine == 0 && c.usedAsValue(i, b.local, python) {
				b.valueLine = t.line
			}
			if python {
				c.pySubmoduleValue(i, *b, f, seen)
				c.pyAttrWrite(i, j, f)
			}
		}
	}
}

// pyTopPackageLoads are the loads of the packages __import__(__name__)
// in the module at path may give: Python hands back the top package of
// the dotted name, not the module, and where the source root lies (so
// which of the enclosing packages is the top one) the path cannot tell.
// Each enclosing package is taken as loaded: a doubt, never a miss.
func pyTopPackageLoads(path string, line int) []synBind {
	var out []synBind
	for d := 1; d <= strings.Count(path, "/"); d++ {
		out = append(out, synBind{spec: strings.Repeat(".", d), line: line, valueLine: line})
	}
	return out
}

// pySysModulesValue records sys.modules["m"] (or .get("m")) at i used as
// a value, a load of m: getattr(sys.modules["m"], key) and
// sys.modules["m"].__dict__[key] reach any of m's names. One member
// read (sys.modules["m"].helper) names what it reaches; del and an
// assignment of the item read none.
func (c *cTokens) pySysModulesValue(i int, f *synFile) {
	if c.pySysModulesWhole(i, f) {
		f.loads = append(f.loads, synBind{spec: "*", computed: true, line: c.toks[i].line, valueLine: c.toks[i].line})
		return
	}
	end, key, known, ok := c.pyModuleExpr(i, f.pySys)
	if !ok {
		return
	}
	// sys.modules["\x6d"]: an escape may spell any module's name, and
	// so may a key computed here (sys.modules[n], n = 'm'). A key a
	// def's caller hands in as its parameter is a name from outside, as
	// in pyLoad, save where the module is read at once by a key the
	// reading cannot see (getattr(sys.modules[name], attr)): the caller
	// in the repository may name any module, and the key any name.
	open := c.match[end]
	param := (open+2 == end || c.is(open+2, ",")) && c.toks[open+1].kind == tIdent && c.pyParam != nil && c.pyParam(open+1, c.toks[open+1].text)
	anyModule := !known && (!param || c.pyReadByKey(i, end))
	if !known && !anyModule {
		return
	}
	if m := c.ident(end + 2); c.is(end+1, ".") && m != "" && m != "__dict__" && m != "__getattribute__" {
		return
	}
	if c.isIdent(i-1, "del") || c.is(end+1, "=") && !c.is(end+2, "=") {
		return // dropped or replaced (pyModuleExprWrites reads that), not read
	}
	stmt := c.toks[i].lineStart || c.is(i-1, ";") || c.is(i-1, ":") && !c.isIdent(i-2, "lambda")
	if stmt && (end+1 >= len(c.toks) || c.toks[end+1].kind == tNewline || c.is(end+1, ";")) {
		return // sys.modules.pop(k) alone: the module is dropped, not read
	}
	if anyModule {
		f.loads = append(f.loads, synBind{spec: "*", computed: true, line: c.toks[i].line, valueLine: c.toks[i].line})
		return
	}
	f.loads = append(f.loads, synBind{spec: key, line: c.toks[i].line, valueLine: c.toks[i].line})
}

// pySysModulesWhole: sys.modules (or sys itself) at i is used whole,
// by which any module may be reached under a key no reading sees: held
// (mods = sys.modules), copied or iterated with the modules
// (dict(sys.modules), .values(), .items(), .copy()), vars(sys),
// sys.__dict__ or getattr(sys, 'modules'). Its keys alone (.keys(),
// k in sys.modules), an item (pySysModulesValue reads those) and
// monkeypatch's setitem and delitem, which write one key, reach none.
func (c *cTokens) pySysModulesWhole(i int, f *synFile) bool {
	if c.is(i-1, ".") || c.toks[i].kind != tIdent {
		return false
	}
	t := c.toks[i].text
	e := -1 // the modules token
	switch {
	case f.pySys[t] == "sys.modules":
		e = i
	case t == "sys" || f.pySys[t] == "sys":
		if c.is(i+1, ".") {
			if c.isIdent(i+2, "modules") {
				e = i + 2
				break
			}
			return c.isIdent(i+2, "__dict__")
		}
		if !c.is(i-1, "(") {
			return false
		}
		switch c.ident(i - 2) {
		case "vars":
			return c.is(i+1, ")")
		case "getattr":
			// getattr(sys, "flags") names one attribute; "modules", an
			// escape or a key computed may be the modules.
			named := c.str(i+2) && (c.is(i+3, ",") || c.is(i+3, ")")) && c.toks[i+2].text != "modules" && !strings.ContainsRune(c.toks[i+2].text, '\\')
			return c.is(i+1, ",") && !named
		}
		return false
	default:
		return false
	}
	switch {
	case c.is(e+1, "["):
		return false
	case c.is(e+1, ".") && (pyModulesGetter(c.ident(e+2)) || c.ident(e+2) == "keys" || c.ident(e+2) == "__contains__"):
		return false
	case c.isIdent(i-1, "in") && !c.is(e+1, "."):
		return false // k in sys.modules, for k in sys.modules: its keys
	case c.is(e+1, ",") && c.inner[i] == i-1 && (c.isIdent(i-2, "setitem") || c.isIdent(i-2, "delitem")):
		return false
	case c.is(i-1, "(") && c.is(e+1, ")") && !c.is(i-3, ".") && pyKeysOf(c.ident(i-2)):
		return false // len(sys.modules), sorted(sys.modules): its keys
	case c.is(i-1, "(") && c.is(e+1, ",") && c.isIdent(i-2, "dict") && c.is(i-3, ".") && c.isIdent(i-4, "patch"):
		return false // mock.patch.dict(sys.modules, {...}) writes the keys it is given
	}
	return true
}

// pyKeysOf: a builtin that, handed a mapping alone, reads its keys
// or its size and none of its values.
func pyKeysOf(name string) bool {
	switch name {
	case "len", "sorted", "list", "set", "tuple", "frozenset":
		return true
	}
	return false
}

// pySubmoduleValue records pkg.sub at i, a path through binding b used as
// a value (getattr(pkg.sub, key)), as a use of module pkg.sub, should
// one exist: what b's module is read through is the submodule. A path
// called (pkg.sub.f()) or read further names no module used whole.
func (c *cTokens) pySubmoduleValue(i int, b synBind, f *synFile, seen map[string]bool) {
	k := i
	segs := strings.Split(b.local, ".")
	for _, seg := range segs[1:] {
		if !c.is(k+1, ".") || !c.isIdent(k+2, seg) {
			return
		}
		k += 2
	}
	var tail []string
	for c.is(k+1, ".") && c.ident(k+2) != "" && c.ident(k+2) != "__dict__" && c.ident(k+2) != "__getattribute__" {
		tail = append(tail, c.ident(k+2))
		k += 2
	}
	if len(tail) == 0 || c.is(k+1, "(") {
		return
	}
	spec := b.spec
	switch {
	case b.name == "":
	case strings.HasSuffix(spec, "."):
		spec += b.name
	default:
		spec += "." + b.name
	}
	spec += "." + strings.Join(tail, ".")
	if !seen[spec] {
		seen[spec] = true
		f.loads = append(f.loads, synBind{spec: spec, line: c.toks[i].line, valueLine: c.toks[i].line})
	}
}

// usedAsValue: the path local (a or a.b) starts at token i and is not
// followed by a member name, nor is it an object literal's key.
func (c *cTokens) usedAsValue(i int, local string, python bool) bool {
	k := i
	for _, seg := range strings.Split(local, ".")[1:] {
		if !c.is(k+1, ".") || !c.isIdent(k+2, seg) {
			return false // another path through the same first name
		}
		k += 2
	}
	if (c.is(k+1, ".") || c.is(k+1, "?.")) && c.ident(k+2) != "" {
		return c.ident(k+2) == "__dict__" || c.ident(k+2) == "__getattribute__"
	}
	if !python && c.is(k+1, ":") && (c.is(i-1, "{") || c.is(i-1, ",")) {
		return false // { ns: … } names a key
	}
	return true
}

// pyLoad records importlib.import_module(…) or __import__(…) at i: a
// load of the module a string literal names, or, for a name built at run
// time from a literal start ("pkg.plugins." + name, f"pkg.{name}"), of
// any module under it. A name wholly computed comes from outside the
// code (an application a user names, a plugin in configuration), as a
// library's callers do, and is not recorded unless the module is read
// at once by a key unseen (pyHeldReadByKey reads one held by name).
func (c *cTokens) pyLoad(i int, f *synFile) {
	if !c.str(i + 2) {
		// import_module(name) read at once by a key the reading cannot
		// see may be any module, whether a def's caller hands the name
		// in or data gives it (see pySysModulesValue).
		start := i
		if c.is(i-1, ".") {
			start = i - 2 // importlib.import_module
		}
		if close := c.match[i+1]; close > i+2 && c.pyReadByKey(start, close) {
			f.loads = append(f.loads, synBind{spec: "*", computed: true, line: c.toks[i].line, valueLine: c.toks[i].line})
		}
		return
	}
	b := synBind{line: c.toks[i].line, valueLine: c.toks[i].line, spec: c.toks[i+2].text}
	if strings.ContainsRune(b.spec, '\\') {
		// __import__('\x6d'): an escape may spell any module's name.
		b.spec, b.computed = "*", true
		f.loads = append(f.loads, b)
		return
	}
	if cut := strings.IndexAny(b.spec, "{%"); cut >= 0 || !c.is(i+3, ")") && !c.is(i+3, ",") {
		b.computed = true
		if cut >= 0 {
			b.spec = b.spec[:cut]
		}
		if !strings.HasSuffix(b.spec, ".") && b.spec != "" {
			// 'he' + name: the name's last part is cut, which any
			// module whose name starts so may finish (helpers).
			b.spec += "*"
		}
		if b.spec = strings.TrimRight(b.spec, "."); b.spec == "" {
			return
		}
	}
	f.loads = append(f.loads, b)
}

// tsValueLoad records import('m') or require('m') at i whose module is not
// bound to a name (a declarator's, read by moduleValues) nor read by one
// member (require('m').name, import('m').Type): import('m').then((m) => m[key]),
// (await import('m'))[key], require('m')[key]. A specifier computed at
// run time is an outside use, as in pyLoad.
func (c *cTokens) tsValueLoad(i int, f *synFile) {
	at := i
	if c.isIdent(i-1, "await") {
		at = i - 1
	}
	spec, computed, ok := c.tsLoad(at)
	if !ok || computed || c.is(at-1, "=") && !c.loadUsedFurther(at) {
		return
	}
	end := i + 3 // the closing parenthesis
	for open := at - 1; c.is(open, "(") && c.is(end+1, ")"); open-- {
		end++ // (await import('m'))
	}
	if member := c.ident(end + 2); c.is(end+1, ".") && member != "" && member != "then" {
		return // one member: import('m').Type in a type, require('m').name
	}
	f.loads = append(f.loads, synBind{spec: spec, line: c.toks[i].line, valueLine: c.toks[i].line})
}

// pyReadByKey: the module expression toks[start..end] is read at once
// by a key the reading does not see: getattr(expr, key) with no string
// for key, vars(expr), expr.__dict__ or expr.__getattribute__.
func (c *cTokens) pyReadByKey(start, end int) bool {
	if m := c.ident(end + 2); c.is(end+1, ".") && (m == "__dict__" || m == "__getattribute__") {
		return true
	}
	if !c.is(start-1, "(") {
		return false
	}
	switch c.ident(start - 2) {
	case "vars":
		return c.is(end+1, ")")
	case "getattr":
		return c.is(end+1, ",") && !(c.str(end+2) && (c.is(end+3, ")") || c.is(end+3, ",")))
	}
	return false
}

// unseenRoute records why a removal may still be reached where no
// mention of its name shows.
func (rf *refs) unseenRoute(why string) { rf.unseen = cmpOr(rf.unseen, why) }

// valueRefs adds the places where file f uses as a value a module whose
// names may include d's: a binding of d's module, a Python load of it,
// or a load of a module named at run time under d's package.
func (r *synResolver) valueRefs(d synSym, f *synFile, rf *refs) {
	at := func(line int) string { return snapshot.Place{Path: f.path, Line: line}.String() }
	name := d.def.name
	for _, b := range f.binds {
		if b.valueLine == 0 || b.computed || r.lang == "typescript" && b.name != "" {
			// Named at run time (see pyLoad), or a TypeScript binding of
			// one export (a default import's value is no module).
			continue
		}
		if rt := r.nsRoute(f, b, name, d.path); rt.end == routeRemoved || rt.end == routeUnknown {
			rf.unseenRoute(b.local + " at " + at(b.valueLine) + " is " + d.path + "'s module used as a value, by which any of its names may be reached")
		}
	}
	if f.selfValue > 0 && f.path == d.path {
		rf.unseenRoute(selfValueNote(f))
	}
	if f.selfValue > 0 && f.path != d.path && r.lang == "python" {
		// globals()[k] after from m import *: the star import's names
		// are the file's own, read by the key as well.
		for i, b := range f.binds {
			if !b.star || b.nested {
				continue
			}
			if rt := r.starRoute(f, i, name, d.path); rt.end == routeRemoved || rt.end == routeUnknown {
				rf.unseenRoute(selfValueNote(f) + ", those its star import of " + b.spec + " brings among them")
				break
			}
		}
	}
	if f.builtCode > 0 {
		rf.unseenRoute(builtCodeNote(f))
	}
	for _, b := range f.loads {
		switch {
		case b.computed && pyUnder(d.path, b.spec):
			rf.unseenRoute(computedLoadNote(at(b.line), b.spec))
		case !b.computed && slices.Contains(r.loadTargets(f, b), d.path):
			rf.unseenRoute(at(b.line) + " uses " + d.path + "'s module as a value, by which any of its names may be reached")
		}
	}
}

// pyUnder: file p is a module of the package spec names (a.b: a/b/…,
// wherever a source root puts a/b), or for a spec cut within its last
// part (a.he*), one whose path starts so (a/helpers.py).
func pyUnder(p, spec string) bool {
	if prefix, ok := strings.CutSuffix(spec, "*"); ok {
		// A name cut within its last part (he*): a module or package
		// whose name starts so.
		return strings.Contains("/"+p, "/"+strings.ReplaceAll(strings.TrimLeft(prefix, "."), ".", "/"))
	}
	dir := "/" + strings.ReplaceAll(strings.TrimLeft(spec, "."), ".", "/") + "/"
	return strings.Contains("/"+p, dir)
}

// valueUse says where a head file uses the module at dPath as a value,
// for the claim that nothing references a name it added: a key may reach
// it. The head's module values are indexed once, on the first claim.
func (r *synResolver) valueUse(dPath string, head *synSide) string {
	if r.lang != "python" && r.lang != "typescript" {
		return ""
	}
	if r.values == nil {
		r.values = r.indexValues(head)
	}
	if why, ok := r.values.byPath[dPath]; ok {
		return why
	}
	if r.values.built != "" {
		return r.values.built
	}
	for _, u := range r.values.under {
		if pyUnder(dPath, u.spec) {
			return u.why
		}
	}
	return ""
}

// moduleValues indexes the modules head's files use as values: by module
// file, the first use in file order; and the package prefixes Python
// loads by a name built at run time.
type moduleValues struct {
	byPath map[string]string
	under  []struct{ spec, why string }
	// built is why any module's names may be reached: the first file
	// that runs code built at run time.
	built string
}

func (r *synResolver) indexValues(head *synSide) *moduleValues {
	v := &moduleValues{byPath: map[string]string{}}
	note := func(path, why string) {
		if _, seen := v.byPath[path]; !seen {
			v.byPath[path] = why
		}
	}
	for _, p := range sortedKeys(head.files) {
		f := head.files[p]
		at := func(line int) string { return snapshot.Place{Path: f.path, Line: line}.String() }
		for _, b := range f.binds {
			if b.valueLine > 0 && !b.computed {
				for _, t := range r.moduleTargets(f, b) {
					note(t, b.local+" at "+at(b.valueLine)+" is "+t+"'s module used as a value, by which any of its names may be reached")
				}
			}
		}
		if f.selfValue > 0 {
			note(f.path, selfValueNote(f))
		}
		if f.builtCode > 0 && v.built == "" {
			v.built = builtCodeNote(f)
		}
		for _, b := range f.loads {
			if b.computed {
				v.under = append(v.under, struct{ spec, why string }{b.spec, computedLoadNote(at(b.line), b.spec)})
				continue
			}
			for _, t := range r.loadTargets(f, b) {
				note(t, at(b.line)+" uses "+t+"'s module as a value, by which any of its names may be reached")
			}
		}
	}
	return v
}

// loadTargets are the module files a load that names its module literally
// reaches.
func (r *synResolver) loadTargets(f *synFile, b synBind) []string {
	if r.lang == "python" {
		return resolvePy(r.fs, f.path, b.spec)
	}
	return r.targets(f, b)
}

// pySelfValue: token i reads the module's own namespace whole, by which
// a key built at run time reaches any of its names: globals(),
// sys.modules[__name__] (or any spelling of its own module pySelfModule
// reads: sys.modules.get(__name__), importlib.import_module(__name__),
// sys.modules[__spec__.name]), importlib.__import__(__name__) or
// builtins.__import__(__name__), the running frame (sys._getframe(),
// inspect.currentframe(): its f_globals, inspect.getmodule of it),
// fn.__globals__, eval(), and vars() or locals() at module level
// (inside a def or class they are its own namespace, left out).
func (c *cTokens) pySelfValue(i int, sys map[string]string, path string) bool {
	if c.toks[i].kind == tIdent && pySelfModule(c.toks, i, sys, path, c.closingAt) >= 0 {
		return true // sys.modules.get(__name__), import_module(__name__), sys.modules[__spec__.name]
	}
	if c.pySelfDottedImport(i, path) {
		return true // importlib.__import__(__name__), builtins.__import__(__name__)
	}
	switch t := c.toks[i].text; {
	case c.is(i-1, ".") && t == "__globals__" && c.toks[i].kind == tIdent:
		// fn.__globals__: the globals of the function's module, taken
		// for this one's.
		return true
	case t == "currentframe" || t == "_getframe":
		// The frame running here, its own (no depth given):
		// currentframe().f_globals, getmodule(currentframe()). A
		// caller's (_getframe(1), f_back) is another module's.
		if !c.is(i+1, "(") || !c.is(i+2, ")") {
			return false
		}
		if c.is(i+3, ".") && c.isIdent(i+4, "f_globals") {
			return true
		}
		call := i - 1
		if c.is(call, ".") {
			call = i - 3 // inspect.currentframe
		}
		return c.is(i+3, ")") && c.is(call, "(") && c.isIdent(call-1, "getmodule")
	}
	own := c.is(i+1, "[") && c.isIdent(i+2, "__name__")
	if c.is(i-1, ".") {
		// sys.modules[__name__], sys as the file imports it, or
		// __import__("sys").modules[__name__].
		q := c.ident(i - 2)
		return c.isIdent(i, "modules") && own && (q == "sys" || sys[q] == "sys" ||
			c.is(i-2, ")") && c.str(i-3) && c.toks[i-3].text == "sys" && c.is(i-4, "(") && c.isIdent(i-5, "__import__"))
	}
	if own && sys[c.toks[i].text] == "sys.modules" {
		return true // from sys import modules
	}
	switch c.toks[i].text {
	case "globals":
		return c.is(i+1, "(") && c.is(i+2, ")")
	case "vars", "locals":
		// At module level, vars() and locals() are globals().
		return c.is(i+1, "(") && c.is(i+2, ")") && !c.is(i-1, ".") && c.pyTop != nil && c.pyTop(i)
	case "eval":
		return c.is(i+1, "(")
	}
	return false
}

// pySelfDottedImport: token i is __import__ read as a member
// (importlib.__import__(__name__), builtins.__import__(__name__)) with
// a first argument pySelfKey takes for the module's own name.
func (c *cTokens) pySelfDottedImport(i int, path string) bool {
	return c.is(i-1, ".") && c.isIdent(i, "__import__") && c.is(i+1, "(") && c.pyFirstArgSelf(i+1, path)
}

// pyFirstArgSelf: the first argument of the call whose parenthesis is at
// open is a key pySelfKey takes for the module at path's own name.
func (c *cTokens) pyFirstArgSelf(open int, path string) bool {
	end := c.closingAt(open)
	key := end
	for k := open + 1; k < end && k <= open+4; k++ {
		if c.is(k, ",") {
			key = k
			break
		}
	}
	return key <= len(c.toks) && pySelfKey(c.toks[open+1:key], path)
}

// computedLoadNote says that the load at at, of a module under spec by
// a name computed at run time ("*": any module, its name computed or
// spelled with an escape, or sys.modules used whole), may
// reach any of its names.
func computedLoadNote(at, spec string) string {
	if spec == "*" {
		return at + " uses a module it does not name (a key computed or spelled with an escape, or sys.modules used whole) as a value, by which any module's names may be reached"
	}
	return at + " loads a module under " + spec + " by a name computed at run time, and any of its names may be reached through it"
}

// builtCodeNote says which line of f runs code built at run time.
func builtCodeNote(f *synFile) string {
	return snapshot.Place{Path: f.path, Line: f.builtCode}.String() + " runs code built at run time, which may name any module's names"
}

func selfValueNote(f *synFile) string {
	return snapshot.Place{Path: f.path, Line: f.selfValue}.String() + " reads " + f.path + "'s own names by a key, by which any of them may be reached"
}

// tsSelfValue: token i reads a CommonJS module's own exports by a key,
// exports[k] or module.exports[k].
func (c *cTokens) tsSelfValue(i int) bool {
	if !c.isIdent(i, "exports") || !c.is(i+1, "[") {
		return false
	}
	return !c.is(i-1, ".") && !c.is(i-1, "?.") || c.is(i-1, ".") && c.isIdent(i-2, "module") && !c.is(i-3, ".")
}

// pyHeldReadByKey records a module none can tell held in a name and
// read through it by a key the reading does not see: mod =
// importlib.import_module(name) (sys.modules[name], .get(name),
// __import__(name), or a walrus's, an annotated assignment's or a def's
// default), then getattr(mod, k), vars(mod) or mod.__dict__ where the
// name is the one so bound; or held among a display's items (mods = {n:
// import_module(n) for n in NAMES}) and read so as an item,
// getattr(mods[x], k). As read at once (pyLoad), the key may name any
// module and k any of its names. A module so held and only passed on,
// or read by a member it names, reaches nothing more: the loaders of
// applications and plugins hand it to code that reads names of its
// own. A call's keyword (f(mod=import_module(n))) binds no name where
// it is written. Two passes over the tokens, each display's tokens
// asked for a module once however many holders' displays nest around
// them; a name's scope is looked up only for a holder and a held name
// read by a key, each scope crossed a step of the file's work budget.
func (c *cTokens) pyHeldReadByKey(f *synFile, scopeAt []*pyScope) {
	type holder struct {
		s    *pyScope
		name string
	}
	const whole, items = 1, 2 // the module held, or modules as its items
	var held map[holder]int8
	names := map[string]bool{}
	// The displays asked about open in the order of the tokens and
	// nest or follow one another: the tokens from from to upto have
	// been asked whether a module none can tell starts there, those
	// that do listed in unknown.
	from, upto := 0, 0
	var unknown []int
	holds := func(open, end int) bool {
		switch {
		case open+1 < from:
			// Opened before the last display asked about (a walrus
			// in an annotation, mod: [(a := [...])] = {...}).
			return c.pyHoldsUnknownModule(open, end, f.pySys)
		case open+1 >= upto:
			from, upto = open+1, open+1
		}
		for ; upto < end && c.step(); upto++ {
			if c.toks[upto].kind != tIdent || c.is(upto-1, ".") {
				continue
			}
			if _, _, known, ok := c.pyModuleExpr(upto, f.pySys); ok && !known {
				unknown = append(unknown, upto)
			}
		}
		k, _ := slices.BinarySearch(unknown, open+1)
		return k < len(unknown) && unknown[k] < end
	}
	for i, t := range c.toks {
		if t.kind != tIdent || c.is(i-1, ".") {
			continue
		}
		at, walrus := c.pyHeldValue(i)
		if at < 0 {
			continue
		}
		how := int8(0)
		end, _, known, ok := c.pyModuleExpr(at, f.pySys)
		switch {
		case ok && !known:
			how = whole
		case !ok && (c.is(at, "{") || c.is(at, "[")) && c.match[at] > at:
			end = c.match[at]
			if holds(at, end) {
				how = items
			}
		}
		if how == 0 || !c.pyHeldWhole(end+1, walrus || c.inner[i] >= 0) {
			continue
		}
		if held == nil {
			held = map[holder]int8{}
		}
		held[holder{c.pyHolderScope(scopeAt[i], t.text), t.text}] |= how
		names[t.text] = true
	}
	for i, t := range c.toks {
		if t.kind != tIdent || !names[t.text] || c.is(i-1, ".") {
			continue
		}
		byKey := c.pyReadByKey(i, i)
		item := c.is(i+1, "[") && c.match[i+1] > i+1 && c.pyReadByKey(i, c.match[i+1])
		if !byKey && !item {
			continue
		}
		if how := held[holder{c.pyHolderScope(scopeAt[i], t.text), t.text}]; byKey && how&whole != 0 || item && how&items != 0 {
			f.loads = append(f.loads, synBind{spec: "*", computed: true, line: t.line, valueLine: t.line})
			return
		}
	}
}

// pyHeldValue is where the value starts that the name at token i is
// bound to, -1 where none is: a walrus's anywhere (mod := v), an
// assignment's at a statement's own level (mod = v, a = mod = v), an
// annotated one's (mod: T = v), or a def's default (def f(mod=v)). A
// call's keyword (f(mod=v)) binds nothing. walrus says it is a
// walrus's. An annotation is walked to its = once: the walk ends at the
// next : of the statement's level, which starts the next one's.
func (c *cTokens) pyHeldValue(i int) (at int, walrus bool) {
	switch {
	case c.is(i+1, ":") && c.is(i+2, "="):
		return i + 3, true
	case c.is(i+1, "=") && !c.is(i+2, "="):
		if o := c.inner[i]; o < 0 || c.pyDefParams(o) {
			return i + 2, false
		}
	case c.is(i+1, ":") && c.inner[i] < 0 && c.pyAnnotationColon(i+1):
		for k := i + 2; k < len(c.toks) && c.toks[k].kind != tNewline && !c.is(k, ";") && !c.is(k, ":") && c.step(); k++ {
			switch {
			case c.pyLoneEq(k):
				return k + 1, false
			case (c.is(k, "(") || c.is(k, "[") || c.is(k, "{")) && c.match[k] > k:
				k = c.match[k]
			}
		}
	}
	return -1, false
}

// pyDefParams: the bracket at o opens a def's parameter list (def f(,
// def f[T]().
func (c *cTokens) pyDefParams(o int) bool {
	if !c.is(o, "(") {
		return false
	}
	n := o - 1
	if c.is(n, "]") && c.match[n] >= 0 && c.match[n] < n {
		n = c.match[n] - 1 // type parameters
	}
	return c.ident(n) != "" && c.isIdent(n-1, "def")
}

// pyHeldWhole: the value held ends before token k, so that the name
// holds the module or display itself: the statement's end or a bracket
// closing; in a walrus, a def's parameters or an if's header, also a
// comma or a header's colon.
func (c *cTokens) pyHeldWhole(k int, inList bool) bool {
	if k >= len(c.toks) || c.toks[k].kind == tNewline || c.is(k, ";") || c.is(k, ")") {
		return true
	}
	return inList && (c.is(k, ",") || c.is(k, "]") || c.is(k, "}") || c.is(k, ":") && !c.is(k+1, "="))
}

// pyHoldsUnknownModule: the display from open to end holds a module
// none can tell (mods = {n: import_module(n) for n in NAMES}). Each
// token crossed is a step of the file's work budget.
func (c *cTokens) pyHoldsUnknownModule(open, end int, sys map[string]string) bool {
	for k := open + 1; k < end && c.step(); k++ {
		if c.toks[k].kind != tIdent || c.is(k-1, ".") {
			continue
		}
		if _, _, known, ok := c.pyModuleExpr(k, sys); ok && !known {
			return true
		}
	}
	return false
}

// pyHolderScope is the scope whose binding of name a use in scope s
// reads (nil: the module's), as Python resolves it: a def's own names
// and parameters, those of the defs around it, past class bodies, and
// a global declaration's module.
func (c *cTokens) pyHolderScope(s *pyScope, name string) *pyScope {
	for from := s; s != nil && c.step(); s = s.parent {
		switch {
		case s.global[name]:
			return nil
		case s.class && s != from:
		case s.bound[name] || s.params[name]:
			return s
		}
	}
	return nil
}

// closingAt is the index of the bracket closing the one at open,
// len(toks) when none does.
func (c *cTokens) closingAt(open int) int {
	if open >= 0 && open < len(c.match) && c.match[open] > open {
		return c.match[open]
	}
	return len(c.toks)
}
