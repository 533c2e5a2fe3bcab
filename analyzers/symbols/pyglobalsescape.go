package symbols

import "strings"

// A function's __globals__ and the __import__ that gives the packages
// above a module reach a namespace by more spellings than a write on
// the spot: held under a name (gl = g.__globals__), read by getattr
// (getattr(g, "__globals__"), getattr(builtins, "__import__")), in
// parentheses, handed to exec or to any call, put in a tuple or a
// default (imp, x = __import__, 1; def h(imp=__import__)). Where such a
// namespace is used otherwise than read or written in a form read here,
// what it writes cannot be told: it is taken for a name computed at run
// time written there. A function's __globals__ is then a module none can
// tell's; __import__'s, the packages above the file (pyWriteUp).

// pyEscapeSteps bounds how far back a function's __globals__ is read
// for the expression it ends (g, m.g, fs[0], f()): past it, no start is
// told and the namespace's use is read the wary way.
const pyEscapeSteps = 16

// pyGlobalsEscapes records the writes through every function's
// __globals__ in the file (pyGlobalsUse), and those through the names
// it is held by. own are the file's functions, whose __globals__ are its
// own (pyDynamic reads those). Each token is read a bounded number of
// times.
func (c *cTokens) pyGlobalsEscapes(f *synFile) {
	var held, own map[string]bool
	var spots [][2]int
	for i := range c.toks {
		s, e, ok := c.pyGlobalsExpr(i)
		if !ok {
			continue
		}
		if own == nil {
			own = c.pyOwnFunctions()
		}
		if c.pyOwnGlobals(i, own) {
			continue
		}
		if name, ok := c.pyHeldAs(s, e); ok {
			if held == nil {
				held = map[string]bool{}
			}
			held[name] = true
			continue
		}
		spots = append(spots, [2]int{s, e})
	}
	for _, sp := range spots {
		c.pyGlobalsUse(sp[0], sp[1], f)
	}
	if held == nil {
		return
	}
	for i, t := range c.toks {
		if t.kind != tIdent || !held[t.text] || c.is(i-1, ".") || c.pyRebound(i) || c.pyDefParam(i) {
			continue
		}
		c.pyGlobalsUse(i, i, f)
	}
}

// pyOwnFunctions are the names the file's def statements bind, at any
// depth, read in one pass: their __globals__ are the file's own.
func (c *cTokens) pyOwnFunctions() map[string]bool {
	own := map[string]bool{}
	for i := range c.toks {
		if c.isIdent(i, "def") && c.ident(i+1) != "" {
			own[c.toks[i+1].text] = true
		}
	}
	return own
}

// pyGlobalsExpr: a function's namespace ends at token i: X.__globals__
// (s where X starts, -1 where it is not told) or getattr(X,
// "__globals__") (i at the ) closing it), each in any parentheses; or
// a frame's, X.f_globals, a caller's module's (sys._getframe(1)).
func (c *cTokens) pyGlobalsExpr(i int) (s, e int, ok bool) {
	switch {
	case (c.isIdent(i, "__globals__") || c.isIdent(i, "f_globals")) && c.is(i-1, "."):
		s, e = c.pyExprStart(i-2), i
	case c.is(i, ")") && c.match[i] < i && c.str(i-1) && (c.toks[i-1].text == "__globals__" || c.toks[i-1].text == "f_globals") &&
		c.is(i-2, ",") && c.isIdent(c.match[i]-1, "getattr"):
		s, e = c.match[i]-1, i
	default:
		return 0, 0, false
	}
	s, e = c.pyParenWhole(s, e)
	return s, e, true
}

// pyParenWhole widens the expression from s to e over the parentheses
// that hold it alone ((x), not f(x) nor x[0](x)).
func (c *cTokens) pyParenWhole(s, e int) (int, int) {
	for c.is(s-1, "(") && c.is(e+1, ")") && c.match[e+1] == s-1 && c.ident(s-2) == "" && !c.is(s-2, ")") && !c.is(s-2, "]") {
		s, e = s-1, e+1
	}
	return s, e
}

// pyExprStart is where the expression whose last token is k starts, a
// path of names, calls and subscripts (m.g, fs[0], make().g); -1 where
// none is told within pyEscapeSteps.
func (c *cTokens) pyExprStart(k int) int {
	for n := 0; n < pyEscapeSteps; n++ {
		if (c.is(k, ")") || c.is(k, "]")) && c.match[k] < k {
			k = c.match[k] - 1
			continue
		}
		if c.ident(k) == "" {
			break
		}
		if !c.is(k-1, ".") {
			return k
		}
		k -= 2
	}
	return -1
}

// pyOwnGlobals: the __globals__ ending at i (h.__globals__ or
// getattr(h, "__globals__")) are those of a function the file defines,
// or the f_globals those of the running frame (sys._getframe(),
// _getframe(0), inspect.currentframe()): the file's own, which
// pyDynamic reads.
func (c *cTokens) pyOwnGlobals(i int, own map[string]bool) bool {
	x := i - 2 // h, or the ) of the frame's call
	if c.is(i, ")") {
		x = c.match[i] + 1
	}
	if c.is(i, ")") && c.toks[i-1].text == "f_globals" || c.isIdent(i, "f_globals") {
		o := c.match[x]
		return c.is(x, ")") && o < x && (c.isIdent(o-1, "_getframe") && (o+1 == x || o+2 == x && c.toks[o+1].text == "0") ||
			c.isIdent(o-1, "currentframe") && o+1 == x)
	}
	return own[c.ident(x)] && !c.is(x-1, ".") && (x == i-2 || c.is(x+1, ","))
}

// pyHeldAs: the expression from s to e is the whole value of an
// assignment to one name (gl = …, at a statement's start), which is
// that name's.
func (c *cTokens) pyHeldAs(s, e int) (string, bool) {
	if s >= 0 {
		s, e = c.pyOrNone(s, e)
	}
	if s < 0 || !c.is(s-1, "=") || c.is(s-2, "=") || c.ident(s-2) == "" || !c.pyStatementStart(s-2) || !c.pyStatementEnd(e+1) {
		return "", false
	}
	return c.ident(s - 2), true
}

// pyOrNone widens the expression from s to e over a choice whose other
// arm is None (x if c else None, None if c else x, x or None): what the
// name given it holds is x or nothing.
func (c *cTokens) pyOrNone(s, e int) (int, int) {
	switch {
	case c.isIdent(e+1, "or") && c.isIdent(e+2, "None"):
		return s, e + 2
	case c.isIdent(e+1, "if"):
		if k := c.pyElse(e + 2); k > 0 && c.isIdent(k+1, "None") {
			return s, k + 1
		}
	case c.isIdent(s-1, "else"):
		for k, n := s-2, 0; k > 0 && n < pyEscapeSteps; k, n = k-1, n+1 {
			if (c.is(k, ")") || c.is(k, "]")) && c.match[k] < k {
				k = c.match[k]
				continue
			}
			if c.isIdent(k, "if") && c.isIdent(k-1, "None") && c.pyElse(k+1) == s-1 {
				return k - 1, e
			}
			if c.pyStatementEnd(k) || c.is(k, "=") {
				break
			}
		}
	}
	return s, e
}

// pyElse is the else of a choice whose condition starts at k, within
// pyEscapeSteps tokens and outside brackets; 0 where none is.
func (c *cTokens) pyElse(k int) int {
	for n := 0; k < len(c.toks) && n < pyEscapeSteps; k, n = k+1, n+1 {
		switch {
		case (c.is(k, "(") || c.is(k, "[")) && c.match[k] > k:
			k = c.match[k]
		case c.isIdent(k, "else"):
			return k
		case c.pyStatementEnd(k) || c.isIdent(k, "if") || c.is(k, "="):
			return 0
		}
	}
	return 0
}

// pyValueRead: the value from s to e is an operand of a test (x is y, x
// in y, x == y) or an argument of a builtin that only reads it (print,
// len, repr, …, linecache's functions) where the file does not rebind
// that name: nothing is handed on there.
func (c *cTokens) pyValueRead(s, e int) bool {
	if s < 0 {
		return false
	}
	if c.pyTestOp(e+1, true) && !c.is(s-1, ".") || c.pyTestOp(s-1, false) && c.pyOperandEnd(e+1) {
		return true
	}
	if !(c.is(s-1, "(") || c.is(s-1, ",")) || !(c.is(e+1, ")") || c.is(e+1, ",")) || s >= len(c.inner) {
		return false
	}
	o := c.inner[s]
	if o < 1 || !c.is(o, "(") || c.is(o-1, ".") && !c.isIdent(o-3, "linecache") {
		return false
	}
	switch name := c.ident(o - 1); name {
	case "print", "len", "repr", "type", "id", "isinstance", "str", "bool":
		return !c.pyRebinds(name)
	}
	return c.is(o-2, ".") && c.isIdent(o-3, "linecache") && !c.is(o-4, ".") && !c.pyRebinds("linecache")
}

// pyTestOp: token k is a test's operator, the first of it where first
// (is, is not, in, not in, ==, !=), else the last.
func (c *cTokens) pyTestOp(k int, first bool) bool {
	switch {
	case c.is(k, "==") || c.is(k, "!="):
		return true
	case first && (c.is(k, "=") || c.is(k, "!")) && c.is(k+1, "="): // lexed apart
		return true
	case !first && c.is(k, "=") && (c.is(k-1, "=") || c.is(k-1, "!")):
		return true
	case first:
		return c.isIdent(k, "is") || c.isIdent(k, "in") || c.isIdent(k, "not") && c.isIdent(k+1, "in")
	}
	return c.isIdent(k, "in") || c.isIdent(k, "is") || c.isIdent(k, "not") && c.isIdent(k-1, "is")
}

// pyOperandEnd: token k ends an operand (closes it, separates, or
// starts the next clause).
func (c *cTokens) pyOperandEnd(k int) bool {
	if c.pyStatementEnd(k) || c.is(k, ")") || c.is(k, "]") || c.is(k, "}") || c.is(k, ",") || c.is(k, ":") {
		return true
	}
	switch c.ident(k) {
	case "and", "or", "if", "else":
		return true
	}
	return c.pyTestOp(k, true)
}

// pyRebinds: the file binds name itself (def, class, import, an
// assignment, a for), read once per name.
func (c *cTokens) pyRebinds(name string) bool {
	if r, ok := c.pyBound[name]; ok {
		return r
	}
	r := false
	for i, t := range c.toks {
		if t.kind != tIdent || t.text != name || c.is(i-1, ".") {
			continue
		}
		if c.isIdent(i-1, "def") || c.isIdent(i-1, "class") || c.isIdent(i-1, "as") || c.isIdent(i-1, "for") ||
			c.isIdent(i-1, "global") || c.is(i+1, "=") && !c.is(i+2, "=") || c.is(i+1, ",") && !c.is(i-1, "(") || c.pyInImport(i) {
			r = true
			break
		}
	}
	if c.pyBound == nil {
		c.pyBound = map[string]bool{}
	}
	c.pyBound[name] = r
	return r
}

// pyDefParam: the name at i is a parameter a def statement binds (def
// b(ns), def b(x, ns=None)): a name of its own, not the one held.
func (c *cTokens) pyDefParam(i int) bool {
	if i >= len(c.inner) || !c.is(i-1, "(") && !c.is(i-1, ",") && !c.is(i-1, "*") {
		return false
	}
	o := c.inner[i]
	return o >= 2 && c.is(o, "(") && c.ident(o-1) != "" && c.isIdent(o-2, "def") &&
		(c.is(i+1, ",") || c.is(i+1, ")") || c.is(i+1, "=") || c.is(i+1, ":"))
}

// pyRebound: the name at i is the target of a plain assignment (gl = …)
// at a statement's start: what it is given there is read where it is.
func (c *cTokens) pyRebound(i int) bool {
	return c.is(i+1, "=") && !c.is(i+2, "=") && c.pyStatementStart(i)
}

// pyStatementStart: token i begins a statement (a line or a part
// after ;).
func (c *cTokens) pyStatementStart(i int) bool {
	return i == 0 || i > 0 && (c.toks[i-1].kind == tNewline || c.is(i-1, ";"))
}

// pyStatementEnd: token i ends a statement, past the last token too.
func (c *cTokens) pyStatementEnd(i int) bool {
	return i >= len(c.toks) || c.toks[i].kind == tNewline || c.is(i, ";")
}

// pyGlobalsUse records what the namespace from s to e (s -1 where its
// start is not told) writes, into a module none can tell: an item
// assigned (ns["helper"] = f, one of a statement's targets), a writing
// method (update, setdefault, __setitem__), code run there (exec(src,
// ns)); its items read and its reading methods write nothing; any other
// use hands it on, a name computed at run time written there.
func (c *cTokens) pyGlobalsUse(s, e int, f *synFile) {
	w := pyAttrWrite{bind: -1, line: c.toks[e].line}
	switch {
	case c.pyValueRead(s, e):
		return
	case s >= 0 && c.pyDictRead(s, e), s < 0 && c.is(e+1, "[") && c.match[e+1] > e+1 && !c.pyDictWrite(e+1) && !c.is(c.match[e+1]+1, ","):
		return
	case c.is(e+1, "[") && c.match[e+1] > e+1:
		w.name = c.pyDictKey(e + 1)
	case s < 0 && c.is(e+1, ".") && pyReadsDict(c.ident(e+2)):
		return
	case c.is(e+1, ".") && c.is(e+3, "(") && (c.isIdent(e+2, "setdefault") || c.isIdent(e+2, "__setitem__")):
		if c.str(e+4) && (c.is(e+5, ",") || c.is(e+5, ")")) {
			w.name = pyStrName(c.toks[e+4])
		}
	case c.is(e+1, ".") && c.isIdent(e+2, "update"):
		if names := c.pyUpdateNames(e + 3); len(names) > 0 {
			for _, n := range names {
				w.name = n
				c.pyWriteAny(f, w)
			}
			return
		}
	case s >= 0 && c.pyExecArg(s, e):
		if o := c.inner[s]; c.isIdent(o-1, "eval") && c.str(o+1) && c.is(o+2, ",") && !strings.ContainsAny(c.toks[o+1].text, ":(\\") {
			return // eval("x + 1", ns): an expression with no call nor escape binds nothing but by :=
		}
		w.kind = pyWriteCode
	}
	c.pyWriteAny(f, w)
}

// pyWriteAny records w, a write into a module none can tell: a name
// once each, up to pyUpNamedMax distinct names, past which the file is taken
// for writing names computed at run time; code or a computed name once
// per file and kind.
func (c *cTokens) pyWriteAny(f *synFile, w pyAttrWrite) {
	if w.name != "" {
		if c.pyAnySeen[w.name] {
			return
		}
		if len(c.pyAnySeen) < pyUpNamedMax {
			if c.pyAnySeen == nil {
				c.pyAnySeen = map[string]bool{}
			}
			c.pyAnySeen[w.name] = true
			f.attrWrites = append(f.attrWrites, w)
			return
		}
		w.name = ""
	}
	if c.pyAny&(1<<w.kind) == 0 {
		c.pyAny |= 1 << w.kind
		f.attrWrites = append(f.attrWrites, w)
	}
}

// pyReadsDict: a dict's method name that neither writes a name into it
// nor hands it on.
func pyReadsDict(name string) bool {
	switch name {
	case "get", "keys", "values", "items", "copy", "pop", "popitem", "clear",
		"__contains__", "__getitem__", "__len__", "__delitem__":
		return true
	}
	return false
}

// pyImportEscapes records a write of a name computed at run time into
// the packages above the file (pyWriteUpOnce) where __import__ is used
// otherwise than called or held whole under a name (pyImportHeld): an
// item of a tuple or a list, a default, an argument, getattr's string
// "__import__" (getattr(builtins, "__import__"),
// __builtins__["__import__"]); or a name holding it is. What calls it
// then may ask for the module's own name, which gives the top package.
func (c *cTokens) pyImportEscapes(f *synFile, held map[string]bool) {
	for i, t := range c.toks {
		switch {
		case t.kind == tString && t.text == "__import__":
		case t.kind != tIdent || c.is(i+1, "("):
			continue
		case t.text == "__import__":
			if c.pyInImport(i) {
				continue // from builtins import __import__ as imp: pySysAlias's
			}
			v := i
			if c.is(i-1, ".") && c.ident(i-2) != "" && !c.is(i-3, ".") {
				v = i - 2
			}
			if c.is(v-1, "=") && !c.is(v-2, "=") && held[c.ident(v-2)] && c.pyStatementStart(v-2) && c.pyStatementEnd(i+1) {
				continue // imp = __import__, pyImportHeld's
			}
		case !held[t.text] && f.pySys[t.text] != "builtins.__import__" || c.is(i-1, ".") || c.pyRebound(i) || c.pyInImport(i):
			continue
		}
		if t.kind == tIdent && c.pyValueRead(i, i) {
			continue // print(__import__), isinstance(imp, T)
		}
		c.pyWriteUpOnce(f, t.line, pyWriteAttr)
		c.pyOwnImportWrite(f, t.line)
	}
}

// pyOwnImportWrite puts the file's own names in doubt, once: __import__
// called under another name (imp(__name__)) or handed on gives, for a
// module imported by a name with no dot (a top-level mod.py), the
// module itself, as pyDynamic takes __import__(__name__) to.
func (c *cTokens) pyOwnImportWrite(f *synFile, line int) {
	if !c.pyOwnImport {
		c.pyOwnImport = true
		f.dynamic = append(f.dynamic, synDyn{why: "calls or hands on __import__ under another name, which may give its own module", reach: dynAll, line: line})
	}
}

// pySelfImportEscapes: the top package __import__ of the module's own
// name gives, from i to end, wrote nothing pyWriteUp reads, and is used
// otherwise than read (….x, …(__name__).sub) or held whole under a name
// (m = …, n = m, in any parentheses): it is handed on, and what is
// written through it is taken for a name computed at run time.
func (c *cTokens) pySelfImportEscapes(i, end int, f *synFile, up map[string]bool) {
	if c.is(end+1, ".") && c.ident(end+2) != "" && c.ident(end+2) != "__dict__" || i == end && c.pyRebound(i) {
		return
	}
	s, e := c.pyParenWhole(i, end)
	if c.pyValueRead(s, e) {
		return // print(__import__(__name__))
	}
	if name, ok := c.pyHeldAs(s, e); ok && up[name] {
		return
	}
	if c.isIdent(s-2, "vars") && c.is(s-1, "(") && !c.is(s-3, ".") && c.is(e+1, ")") && c.pyDictRead(s-2, e+1) {
		return // vars(m).get("x"), vars(m)["x"]
	}
	c.pyWriteUpOnce(f, c.toks[i].line, pyWriteAttr)
}

// pyDictRead: the dict from s to e is read and no more: an item of it
// not assigned, or a method of it that writes nothing (pyReadsDict).
func (c *cTokens) pyDictRead(s, e int) bool {
	if c.is(e+1, ".") {
		return pyReadsDict(c.ident(e + 2))
	}
	return c.is(e+1, "[") && c.match[e+1] > e+1 && !c.pyDictWrite(e+1) && !c.pyTargetAt(s, c.match[e+1]+1)
}

// pyInImport: the name at i is one an import statement names (import
// builtins, from builtins import __import__ as imp), found within
// pyEscapeSteps tokens back.
func (c *cTokens) pyInImport(i int) bool {
	for k, n := i-1, 0; n < pyEscapeSteps; k, n = k-1, n+1 {
		switch {
		case c.isIdent(k, "import"):
			return true
		case c.is(k, ",") || c.is(k, "(") || c.ident(k) != "" || c.is(k, "."):
		default:
			return false
		}
	}
	return false
}
