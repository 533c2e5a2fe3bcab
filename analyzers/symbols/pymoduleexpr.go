package symbols

import (
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A module is reached by more than the names an import binds: through
// sys.modules["m"], importlib.import_module("m") or __import__("m"), a
// name such an expression was assigned to (mod = sys.modules["m"]), its
// namespace (vars(m), m.__dict__) or code run there (exec(src,
// vars(m))). What is written through any of these is in m's globals,
// where m's functions read their bare names. Where the module cannot be
// told (sys.modules[name]), a named write may reach any module losing
// that name; sys.modules["m"] = fake answers m's importers with fake.

// pyWriteKind says what a write through a module expression does.
type pyWriteKind int

const (
	pyWriteAttr    pyWriteKind = iota // an attribute, named or computed
	pyWriteCode                       // code run in the module's namespace
	pyWriteReplace                    // the module replaced in sys.modules
)

// pyWriteThrough reports the write, if any, through the module the
// tokens start through end name: an attribute (pyWriteAt), an item of
// its namespace (vars(m)["name"] = v, vars(m).update(…)), or code run in
// it (exec(src, vars(m)), exec(src, m.__dict__), eval likewise).
func (c *cTokens) pyWriteThrough(start, end int, al map[string]string) (string, pyWriteKind, bool) {
	if name, ok := c.pyWriteAt(start, end, al); ok {
		return name, pyWriteAttr, true
	}
	if c.is(start-1, "(") && c.isIdent(start-2, "vars") && !c.is(start-3, ".") && c.is(end+1, ")") {
		if c.pyDictWrite(end + 2) {
			return c.pyDictKey(end + 2), pyWriteAttr, true
		}
		if c.pyExecArg(start-2, end+1) {
			return "", pyWriteCode, true
		}
	}
	if c.is(end+1, ".") && c.isIdent(end+2, "__dict__") && c.pyExecArg(start, end+2) {
		return "", pyWriteCode, true
	}
	return "", 0, false
}

// pyExecArg: the tokens from through to are an argument of exec(…) or
// eval(…) past the first (the code), positional or globals=.
func (c *cTokens) pyExecArg(from, to int) bool {
	if from <= 0 || from >= len(c.inner) {
		return false
	}
	open := c.inner[from]
	if open < 1 || !c.is(open, "(") || !c.isIdent(open-1, "exec") && !c.isIdent(open-1, "eval") {
		return false
	}
	if !c.is(to+1, ",") && !c.is(to+1, ")") {
		return false
	}
	return c.is(from-1, ",") || c.is(from-1, "=") && c.isIdent(from-2, "globals")
}

// pyModuleExpr reports whether a module expression starts at token i:
// sys.modules[key] or sys.modules.get(key…), .pop or .setdefault (sys
// spelled as imported),
// importlib.import_module(
// key…) or import_module(key…) (under any name imported for it),
// __import__(key…). end is its last
// token; key the module's dotted name where a string gives it ("" where
// not: any module), known false then. The module's own (__name__,
// __spec__.name) is no other module's, and pyDynamic reads its writes.
func (c *cTokens) pyModuleExpr(i int, sys map[string]string) (end int, key string, known bool, ok bool) {
	if c.is(i-1, ".") {
		return 0, "", false, false
	}
	open := -1
	switch {
	case (c.isIdent(i, "importlib") || sys[c.ident(i)] == "importlib") && c.is(i+1, ".") && c.isIdent(i+2, "import_module") && c.is(i+3, "("):
		open = i + 3
	case (c.isIdent(i, "import_module") || c.isIdent(i, "__import__") || sys[c.ident(i)] == "importlib.import_module") && c.is(i+1, "("):
		open = i + 1
	case (c.isIdent(i, "sys") || sys[c.ident(i)] == "sys") && c.is(i+1, ".") && c.isIdent(i+2, "modules") && c.is(i+3, ".") && pyModulesGetter(c.ident(i+4)) && c.is(i+5, "("):
		open = i + 5
	case sys[c.ident(i)] == "sys.modules" && c.is(i+1, ".") && pyModulesGetter(c.ident(i+2)) && c.is(i+3, "("):
		open = i + 3
	default:
		if o := pySysModules(c.toks, i, sys); o > 0 && c.is(o, "[") {
			open = o
		}
	}
	if open < 0 || open >= len(c.match) || c.match[open] <= open {
		return 0, "", false, false
	}
	end = c.match[open]
	if pySelfKey(c.toks[open+1:end], "") {
		return 0, "", false, false // the module itself: pyDynamic's
	}
	if c.str(open+1) && (c.is(open+2, ")") || c.is(open+2, "]") || c.is(open+2, ",")) {
		key, known = c.pyRelativeKey(open), true
		if strings.ContainsRune(c.toks[open+1].text, '\\') {
			key = "" // an escape may spell any name: '\x6d' is m
		}
		if c.isIdent(i, "__import__") {
			key, _, _ = strings.Cut(key, ".") // __import__("a.b") is a
		}
	}
	return end, key, known && key != "", true
}

// pyModulesGetter: sys.modules.name(key…) gives the module of key:
// get, pop, setdefault and __getitem__ all return it.
func pyModulesGetter(name string) bool {
	return name == "get" || name == "pop" || name == "setdefault" || name == "__getitem__"
}

// pyRelativeKey is the dotted name the string at open+1 gives the module
// its call loads: import_module(".m", "pkg") loads pkg.m, each dot past
// the first one package up. Relative to a package not given as a string
// it is the name without its dots, which any package's m may answer.
func (c *cTokens) pyRelativeKey(open int) string {
	key := c.toks[open+1].text
	rest := strings.TrimLeft(key, ".")
	dots := len(key) - len(rest)
	anchor := open + 3
	if c.isIdent(anchor, "package") && c.is(anchor+1, "=") {
		anchor += 2
	}
	if dots == 0 || !c.is(open+2, ",") || !c.str(anchor) || !c.is(anchor+1, ")") {
		return rest
	}
	pkg := c.toks[anchor].text
	for range dots - 1 {
		cut := strings.LastIndexByte(pkg, '.')
		if cut < 0 {
			return rest
		}
		pkg = pkg[:cut]
	}
	if rest == "" {
		return pkg
	}
	return pkg + "." + rest
}

// pyModuleAliases are the names assigned a module expression whole
// (mod = importlib.import_module("m")), with its key ("" if any of
// them names no module a string gives). Scopes are not told apart: a
// name so assigned anywhere is taken for the module everywhere. up
// holds the names assigned only the top package __import__ gives for
// the module's own name (pySelfImport).
func (c *cTokens) pyModuleAliases(sys map[string]string, held map[string]bool) (al map[string]string, up map[string]bool) {
	for i := range c.toks {
		walrus := c.is(i-1, "(") && c.is(i+1, ":") && c.is(i+2, "=") // (m := sys.modules["m"])
		if c.toks[i].kind != tIdent || c.is(i-1, ".") || !walrus && (!c.is(i+1, "=") || c.is(i+2, "=")) {
			continue
		}
		v := i + 2
		if walrus {
			v++
		}
		from := v
		for c.is(v, "(") && v-from < pyEscapeSteps {
			v++ // m = (__import__(__name__))
		}
		end, key, known, ok := c.pyModuleExpr(v, sys)
		self := false
		if !ok {
			end, ok = c.pySelfImport(v, sys, held)
			self = ok
		}
		if !ok && up[c.ident(v)] && !c.is(v+1, ".") && !c.is(v+1, "(") {
			end, ok, self = v, true, true // n = m, m the top package
		}
		for o := v - 1; ok && o >= from; o-- {
			end++
			ok = c.is(end, ")") && c.match[end] == o
		}
		if !ok || !walrus && !c.pyStatementEnd(end+1) || walrus && (!c.is(end+1, ")") || c.match[end+1] != i-1) {
			continue
		}
		if al == nil {
			al = map[string]string{}
		}
		name := c.toks[i].text
		old, seen := al[name]
		if !known || seen && old != key {
			key = ""
		}
		al[name] = key
		// Held only ever for the top package: its writes are the
		// packages'; else, like any key lost, a module not told's.
		switch {
		case self && (!seen || up[name]):
			if up == nil {
				up = map[string]bool{}
			}
			up[name] = true
		case up[name]:
			up[name] = false
		}
	}
	return al, up
}

// pyModuleExprWrites records f's writes through module expressions and
// names assigned them. Each token is looked at once here and once in
// pyModuleAliases; each write's own test reads a bounded stretch.
func (c *cTokens) pyModuleExprWrites(f *synFile) {
	held := c.pyImportHeld()
	al, up := c.pyModuleAliases(f.pySys, held)
	c.pyGlobalsEscapes(f)
	c.pyImportEscapes(f, held)
	for i := range c.toks {
		if c.toks[i].kind != tIdent || c.is(i-1, ".") {
			continue
		}
		end, key, known, ok := c.pyModuleExpr(i, f.pySys)
		replaces := ok && c.is(c.pyOpen(i, end), "[") && c.is(end+1, "=") && !c.is(end+2, "=")
		if !ok {
			if end, ok = c.pySelfImport(i, f.pySys, held); !ok && up[c.toks[i].text] {
				end, ok = i, true
			}
			if ok {
				if t := c.toks[i].text; t != "__import__" && !c.is(i+1, ".") && !up[t] {
					c.pyOwnImportWrite(f, c.toks[i].line) // imp(__name__)
				}
				if !c.pyWriteUp(i, end, f) { // pkg/sub.py's gives pkg
					c.pySelfImportEscapes(i, end, f, up)
				}
				continue
			}
		}
		if !ok {
			key, ok = al[c.toks[i].text]
			end, known = i, ok && key != ""
		}
		if !ok {
			continue
		}
		w := pyAttrWrite{bind: -1, line: c.toks[i].line, key: key}
		start, end := c.pyGroup(i, end)
		sub, name, kind, wrote := c.pyWriteBelow(start, end, f.pySys)
		if sub != "" && known {
			w.key += "." + sub // sys.modules["pkg"].m.helper = f writes pkg.m
		}
		switch {
		case replaces && known:
			w.kind = pyWriteReplace
		case !wrote:
			continue
		case !known && (kind != pyWriteAttr || name == ""):
			// A module none can tell, given code or a computed name:
			// taken for every module, any name of any module would be in
			// doubt; loaders do this with the module they just made.
			continue
		default:
			w.name, w.kind = name, kind
		}
		f.attrWrites = append(f.attrWrites, w)
		for _, more := range c.pyMoreWritten(i, w.name) {
			w.name = more
			f.attrWrites = append(f.attrWrites, w)
		}
	}
}

// pyOpen is the bracket a module expression from i to end closes with.
func (c *cTokens) pyOpen(i, end int) int {
	if end >= 0 && end < len(c.match) && c.match[end] < end {
		return c.match[end]
	}
	return i
}

// pyAnyModuleWrite makes a named write into a module none can tell a
// dynamic definition of that name in every module; code or a name
// computed at run time written there (a function's __globals__ handed
// on), one of every name, held under "".
func (r *synResolver) pyAnyModuleWrite(head *synSide, p string, w pyAttrWrite) {
	if r.pyAnyWrites == nil {
		r.pyAnyWrites = map[string]*synDyn{}
		for _, f := range head.files {
			f.anyWrites = r.pyAnyWrites
		}
	}
	if r.pyAnyWrites[w.name] != nil {
		return
	}
	at := snapshot.Place{Path: p, Line: w.line}.String()
	d := &synDyn{why: "may have " + w.name + " written into it at " + at + ", through a module not told",
		reach: dynAll, line: w.line, names: map[string]bool{w.name: true}}
	switch {
	case w.name != "":
	case w.kind == pyWriteCode:
		d.why, d.names = "may have code run in its namespace at "+at+", through a module not told", nil
	default:
		d.why, d.names = "may have a name computed at run time written into it at "+at+", through a module not told", nil
	}
	r.pyAnyWrites[w.name] = d
}
