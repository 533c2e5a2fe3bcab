package symbols

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A Python module's attributes are writable from any other module: once
// boot.py runs m.helper = f (or setattr(m, "helper", f)), from m import
// helper works though m.py defines no helper. A name one module writes
// into another is a dynamic definition of it there, for every importer
// and for the module's own bare uses: a use of it is ambiguous, never
// dangling.

// pyAttrWrite is a write at line of the attribute name ("" for one named
// at run time) of the module binding bind (an index into binds) names;
// bind is -1 for a module named by an expression (sys.modules["m"],
// importlib.import_module("m")), key then naming it ("" when none can).
type pyAttrWrite struct {
	bind int
	name string
	line int
	// kind is what is written; key, for a write through a module
	// expression (bind -1), the module's dotted name ("" if not told).
	kind pyWriteKind
	key  string
	// sub is the dotted path of the submodule written, below the
	// binding's module, read as its attribute (pkg.m.helper = f with
	// import pkg: "m"); "" for the module itself.
	sub string
	// up: written through __import__ of the module's own name, into
	// whichever package above it is the top one (pySelfImport).
	up bool
}

// pyAttrWrite records the write, if any, that the path of binding j
// starting at token i makes: local.name = …, or setattr(local, …).
func (c *cTokens) pyAttrWrite(i, j int, f *synFile) {
	b := f.binds[j]
	k := i
	for _, seg := range strings.Split(b.local, ".")[1:] {
		if !c.is(k+1, ".") || !c.isIdent(k+2, seg) {
			return
		}
		k += 2
	}
	i, k = c.pyGroup(i, k)
	if sub, name, kind, ok := c.pyWriteBelow(i, k, f.pySys); ok {
		w := pyAttrWrite{bind: j, name: name, line: c.toks[i].line, kind: kind, sub: sub}
		f.attrWrites = append(f.attrWrites, w)
		for _, more := range c.pyMoreWritten(i, name) {
			w.name = more
			f.attrWrites = append(f.attrWrites, w)
		}
	}
}

// pyAlias is a name assigned an imported module whole (pyBindAliases):
// binds are the bindings whose local path the values are; top the
// tokens of those assignments at module level, in order; cut the
// module-level statements at column 0 that assign the name something
// else (m = K()), in order; stmt, per token, where the column-0
// statement holding it starts.
type pyAlias struct {
	binds []int
	top   []int
	cut   []int
	stmt  []int
}

// pyBindAliases are the names assigned an imported module whole (m =
// pkg.mod, (m := pkg.mod)), each to the bindings whose local path the
// value is: what is written through the name is written into the
// module, where pyAliasAt says the name may hold it.
func (c *cTokens) pyBindAliases(f *synFile) map[string]*pyAlias {
	var locals map[string][]int
	var out map[string]*pyAlias
	var cuts map[string][]int
	for i := range c.toks {
		if c.toks[i].lineStart && c.toks[i].col == 0 && c.toks[i].kind == tIdent && c.is(i+1, "=") && !c.is(i+2, "=") {
			if cuts == nil {
				cuts = map[string][]int{}
			}
			cuts[c.toks[i].text] = append(cuts[c.toks[i].text], i) // an alias too: pyAliasAt tells
		}
		walrus := c.is(i-1, "(") && c.is(i+1, ":") && c.is(i+2, "=")
		if c.toks[i].kind != tIdent || c.is(i-1, ".") || !walrus && (!c.is(i+1, "=") || c.is(i+2, "=")) {
			continue
		}
		v := i + 2
		if walrus {
			v++
		}
		end := v
		for c.is(end+1, ".") && c.ident(end+2) != "" {
			end += 2
		}
		if c.ident(v) == "" || !walrus && !c.pyStatementEnd(end+1) || walrus && (!c.is(end+1, ")") || c.match[end+1] != i-1) {
			continue
		}
		if locals == nil {
			locals = map[string][]int{}
			seen := map[[3]string]bool{}
			for j, b := range f.binds {
				// Bindings of one local path to one module are one
				// (import a repeated): a write through the alias is
				// recorded once per module, at most pyEscapeSteps,
				// not once per binding, so the reading stays linear.
				k := [3]string{b.local, b.spec, b.name}
				if b.star || b.local == "" || seen[k] || len(locals[b.local]) >= pyEscapeSteps {
					continue
				}
				seen[k] = true
				locals[b.local] = append(locals[b.local], j)
			}
		}
		var path strings.Builder
		for k := v; k <= end; k++ {
			path.WriteString(c.toks[k].text)
		}
		if js := locals[path.String()]; len(js) > 0 {
			if out == nil {
				out = map[string]*pyAlias{}
			}
			a := out[c.toks[i].text]
			if a == nil {
				a = &pyAlias{}
				out[c.toks[i].text] = a
			}
			if c.pyTop == nil || c.pyTop(i) {
				a.top = append(a.top, i)
			}
			for _, j := range js {
				if len(a.binds) < pyEscapeSteps && !slices.Contains(a.binds, j) {
					a.binds = append(a.binds, j)
				}
			}
		}
	}
	if out == nil {
		return nil
	}
	stmt := make([]int, len(c.toks))
	for k := range c.toks {
		if k > 0 && !(c.toks[k].lineStart && c.toks[k].col == 0) {
			stmt[k] = stmt[k-1]
		} else {
			stmt[k] = k
		}
	}
	for n, a := range out {
		a.stmt = stmt
		for _, k := range cuts[n] {
			if _, found := slices.BinarySearch(a.top, k); !found {
				a.cut = append(a.cut, k)
			}
		}
	}
	return out
}

// pyAliasAt are the bindings whose modules name at token i may hold
// (pyBindAliases), nil when it holds none of them. A parameter of that
// name holds what a call hands it. At module level, code runs in order:
// the name holds what its last module-level assignment before i gave,
// so a module it was assigned and then, at column 0, something else
// (m = a; m = K()) is no longer held, and one assigned only inside a
// def is not the module-level name's; nor does the target of a for
// loop at column 0 hold it in the loop's body (for m in [K()]:). A
// statement that assigns the module itself around i (a loop) may hold
// it, and inside a def or class, order is not told.
func (c *cTokens) pyAliasAt(i int, name string, a *pyAlias) []int {
	if a == nil || c.pyParam != nil && c.pyParam(i, name) {
		return nil
	}
	if c.pyTop == nil || !c.pyTop(i) {
		return a.binds
	}
	stmt := a.stmt[i]
	n, _ := slices.BinarySearch(a.top, stmt)
	for ; n < len(a.top) && a.stmt[a.top[n]] == stmt; n++ {
		if a.top[n] != i {
			return a.binds // assigned in the statement (a loop's body)
		}
	}
	if c.ident(stmt) == "for" && c.ident(stmt+1) == name && c.ident(stmt+2) == "in" && c.toks[i].line > c.toks[stmt].line {
		return nil
	}
	lastAlias, lastCut := -1, -1
	if n, _ := slices.BinarySearch(a.top, i); n > 0 {
		lastAlias = a.top[n-1]
	}
	if n, _ := slices.BinarySearch(a.cut, i); n > 0 {
		lastCut = a.cut[n-1]
	}
	if lastAlias < 0 || lastCut > lastAlias {
		return nil
	}
	return a.binds
}

// pyAliasWrite records the write, if any, through name at i, which the
// imported modules of bindings js were assigned (pyBindAliases): read
// once, recorded for each.
func (c *cTokens) pyAliasWrite(i int, js []int, f *synFile) {
	if len(js) == 0 {
		return
	}
	s, e := c.pyGroup(i, i)
	if sub, name, kind, ok := c.pyWriteBelow(s, e, f.pySys); ok {
		more := c.pyMoreWritten(s, name)
		for _, j := range js {
			w := pyAttrWrite{bind: j, name: name, line: c.toks[i].line, kind: kind, sub: sub}
			f.attrWrites = append(f.attrWrites, w)
			for _, n := range more {
				w.name = n
				f.attrWrites = append(f.attrWrites, w)
			}
		}
	}
}

// pyGroup widens the tokens start through end, a value, to the
// brackets around it where they hold it alone or as a walrus's value
// ((m := sys.modules["m"]).helper = f, (m := pkg).helper = f): what is
// written through the group is written through the value. Brackets of
// a call (load(m)) hold an argument, not the value.
func (c *cTokens) pyGroup(start, end int) (int, int) {
	for n := 0; n < pyEscapeSteps && c.is(end+1, ")") && c.match[end+1] < end+1; n++ {
		open := c.match[end+1]
		inner := open == start-1 || open == start-4 && c.toks[start-3].kind == tIdent && c.is(start-2, ":") && c.is(start-1, "=")
		if !inner || c.is(open-1, ")") || c.is(open-1, "]") || c.toks[max(open-1, 0)].kind == tString && open > 0 ||
			open > 0 && c.toks[open-1].kind == tIdent && !pyOperatorWord(c.toks[open-1].text) && c.toks[open-1].text != "while" {
			break
		}
		start, end = open, end+1
	}
	return start, end
}

// pyMoreWritten are the attributes past the first, name, that a call
// writes into the object whose argument starts at token i
// (patch.multiple(m, helper=f, other=g, create=True)).
func (c *cTokens) pyMoreWritten(i int, name string) []string {
	if w, ok := c.pyCallWrites[i]; ok && name != "" && len(w.names) > 1 && w.names[0] == name {
		return w.names[1:]
	}
	return nil
}

// pyWriteBelow reports the write, if any, through the module the tokens
// start through end name or through a submodule read as its attribute:
// import pkg; pkg.m.helper = f writes helper into pkg.m, which the
// import of pkg.m anywhere made pkg's attribute m. sub is the path
// below the module ("m"), "" for the module itself. Each step reads one
// more name of the path: a path's tokens are walked once.
func (c *cTokens) pyWriteBelow(start, end int, al map[string]string) (sub, name string, kind pyWriteKind, ok bool) {
	var tail []string
	for {
		if name, kind, ok := c.pyWriteThrough(start, end, al); ok {
			return strings.Join(tail, "."), name, kind, true
		}
		seg := c.ident(end + 2)
		if !c.is(end+1, ".") || seg == "" || strings.HasPrefix(seg, "__") {
			return "", "", 0, false
		}
		tail = append(tail, seg)
		end += 2
	}
}

// pyWriteAt reports whether the object the tokens i through k name has
// an attribute written there, and its name ("" for one named at run
// time): obj.name = …, setattr(obj, …), obj.__setattr__("name", …),
// obj.__dict__["name"] = … or obj.__dict__.update(…), or a call that
// writes into the object an argument gives (pyCallWrites: put(n, v,
// obj) of a setattr forwarder, patch.object, patch.multiple). al is the
// file's names for sys and builtins (pySysAlias).
func (c *cTokens) pyWriteAt(i, k int, al map[string]string) (string, bool) {
	if w, ok := c.pyCallWrites[i]; ok && w.end == k+1 {
		if len(w.names) == 0 {
			return "", true
		}
		return w.names[0], true // the rest: pyMoreWritten
	}
	switch {
	case c.is(k+1, ".") && c.isIdent(k+2, "__dict__") && c.pyDictWrite(k+3):
		return c.pyDictKey(k + 3), true
	case c.is(k+1, ".") && c.isIdent(k+2, "__setattr__") && c.is(k+3, "("):
		if c.str(k+4) && c.is(k+5, ",") {
			return pyStrName(c.toks[k+4]), true
		}
		return "", true
	case c.is(k+1, ".") && c.ident(k+2) != "" && c.pyTargetAt(i, k+3):
		return c.ident(k + 2), true
	case c.is(i-1, "(") && c.is(k+1, ",") && (c.pySetattrCall(i-2, al) || c.pySetattrHeld(al)):
		if c.str(k+2) && c.is(k+3, ",") {
			return pyStrName(c.toks[k+2]), true
		}
		return "", true
	}
	return "", false
}

// pySetattrCall: the call whose callee ends at token at sets an
// attribute: the builtin setattr (bare, builtins.setattr with builtins
// as imported, or a name imported for it: from builtins import setattr
// as put), object.__setattr__, or a method named setattr, which may
// forward to the builtin. pytest's monkeypatch.setattr(obj, name, value)
// raises AttributeError where obj has no such attribute and so supplies
// none, unless told not to (raising=False): called through the
// fixture's name it is a write only where its raising argument may be
// false (pyMayNotRaise), which leaves a use ambiguous rather than
// dangling.
func (c *cTokens) pySetattrCall(at int, al map[string]string) bool {
	switch {
	case c.isIdent(at, "__setattr__"):
		return c.is(at-1, ".")
	case al[c.ident(at)] == "builtins.setattr" && !c.is(at-1, "."):
		return true
	case !c.isIdent(at, "setattr"):
		return false
	case !c.is(at-1, "."), (c.isIdent(at-2, "builtins") || al[c.ident(at-2)] == "builtins") && !c.is(at-3, "."):
		return true
	}
	return !c.isIdent(at-2, "monkeypatch") || c.is(at-3, ".") || c.pyMayNotRaise(at+1, 3)
}

// pySetattrHeld: the file holds setattr as a value, not only calls it
// where it is named: s = setattr, getattr(builtins, "setattr"),
// builtins.__dict__["setattr"], f = obj.__setattr__. Any call may then be
// setattr under another name, and a module handed to one as its first
// argument is taken for written (s(m, "helper", f)). Read once per file,
// in one pass over its tokens.
func (c *cTokens) pySetattrHeld(al map[string]string) bool {
	if c.pySetHeld == 0 {
		c.pySetHeld = 1
		for k, t := range c.toks {
			held := false
			switch {
			case t.kind == tString:
				// getattr(obj, "setattr") or a dict's key: a string
				// elsewhere ('setattr' printed) holds nothing.
				o := c.inner[k]
				held = (t.text == "setattr" || t.text == "__setattr__") &&
					(o >= 0 && c.is(o, "(") && c.isIdent(o-1, "getattr") && c.is(k-1, ",") || c.is(k-1, "[") || c.is(k-1, "(") && c.isIdent(k-2, "get"))
			case t.kind != tIdent || c.is(k+1, "("):
			case t.text == "setattr" || t.text == "__setattr__" || al[t.text] == "builtins.setattr":
				held = !c.isIdent(k-1, "def")
			}
			if held {
				c.pySetHeld = 2
				break
			}
		}
	}
	return c.pySetHeld == 2
}

// pyDictKey is the string key of the subscript opening at at (d["name"]),
// "" for any other.
func (c *cTokens) pyDictKey(at int) string {
	if c.is(at, "[") && c.str(at+1) && c.is(at+2, "]") {
		return pyStrName(c.toks[at+1])
	}
	return ""
}

// pyStrName is the name a string literal gives, as written; "" (a name
// not told) where an escape may spell it otherwise: '\x68elper' is
// helper.
func pyStrName(t tok) string {
	if strings.ContainsRune(t.text, '\\') {
		return ""
	}
	return t.text
}

// pyDunderBuiltinsWrite records a write into builtins through the name
// __builtins__ at token i, which CPython gives every module: the
// builtins module itself in the main module, its dict in the others
// (__builtins__.name = …, __builtins__["name"] = …).
func (c *cTokens) pyDunderBuiltinsWrite(i int, f *synFile) {
	if c.is(i-1, ".") {
		return
	}
	name, ok := c.pyWriteAt(i, i, f.pySys)
	if !ok && c.pyDictWrite(i+1) {
		name, ok = c.pyDictKey(i+1), true
	}
	if ok {
		f.builtinsWrites = append(f.builtinsWrites, pyAttrWrite{bind: -1, name: name, line: c.toks[i].line})
	}
}

// pyDictWrite: the dict whose next token is at is written: an item
// assigned (d[k] = v) or a writing method called (d.update(…)).
func (c *cTokens) pyDictWrite(at int) bool {
	if c.is(at, "[") && at < len(c.match) && c.match[at] > at {
		end := c.match[at]
		return c.is(end+1, "=") && !c.is(end+2, "=")
	}
	if !c.is(at, ".") || !c.is(at+2, "(") {
		return false
	}
	switch c.ident(at + 1) {
	case "update", "setdefault", "__setitem__":
		return true
	}
	return false
}

// pyTargetAt reports whether the attribute path from token i, whose
// next token is at, is a target Python binds: `m.x = …`, one of a
// statement's targets (`m.x, m.y = …`), nested in parenthesized or list
// targets (`(a, (m.x, b)) = …`), a chain's (`x = (m.x), y = v, 1`), a
// loop's (`for a, m.x in …`) or a with's or except's (`as (m.x, y)`).
// The lexer gives == as two = tokens: m.x == v compares. An annotation
// stores nothing in what it names (`m.x: T`, `h: m.x = v`, `h: [m.x,
// int] = []`), nor does a default (`lambda y=m.x, z=1: y`, `def f(a:
// (m.x, int) = 1)`); inside brackets other than a target's a path is
// never a target, whatever line it starts (a dict's key `{\n m.x: v}`, a
// call's argument `f(\n m.x, k=v)`).
func (c *cTokens) pyTargetAt(i, at int) bool {
	// Climb out of each bracket the path, and then that bracket, is one
	// whole item of, while it is a display (nothing before it a call's
	// or a subscript's: f(m.x) reads, d[m.x] = v writes d). Each climb
	// draws on the file's work budget.
	s, e := c.pyStarred(i), at
	for c.inner[s] >= 0 && c.step() {
		if c.isIdent(e, "in") && c.isIdent(c.pyListBefore(s), "for") {
			return true // [0 for a, m.x in v]
		}
		o := c.inner[s]
		if !c.is(o, "(") && !c.is(o, "[") || c.match[o] <= o {
			return false
		}
		if !(o == s-1 || c.is(s-1, ",")) || !(e == c.match[o] || c.is(e, ",")) || !c.pyDisplayAt(o) {
			return false
		}
		s, e = c.pyStarred(o), c.match[o]+1
	}
	if c.inner[s] >= 0 {
		return false
	}
	if c.isIdent(s-1, "as") || c.isIdent(e, "in") && c.isIdent(c.pyListBefore(s), "for") {
		return true
	}
	if c.is(s-1, ",") && (c.is(e, "=") && !c.is(e+1, "=") || c.is(e, ",") && c.pyListAssigns(e)) {
		s = c.pyListBefore(s) + 1 // one of a list's targets past its first: a, m.x = v
	}
	if c.pyAnnotationColon(s - 1) {
		return false
	}
	if s > 0 && c.toks[s-1].kind != tNewline && !c.is(s-1, ";") && !c.is(s-1, ":") && !c.pyLoneEq(s-1) {
		return false
	}
	if c.is(e, "=") && !c.is(e+1, "=") {
		return true
	}
	if c.pyLoneEq(s - 1) {
		// After a statement's first =, a target of a chain (x = m.a, y
		// = v, a backslash joining its lines or not) or the value; a
		// lambda's default is neither.
		return c.is(e, ",") && c.pyAssigns(e) && !c.pyInLambdaParams(s)
	}
	return c.is(e, ":") && s == i && c.pyAssigns(e) || c.is(e, ",") && c.pyListAssigns(e)
}

// pyListAssigns is pyAssigns from the comma at k, each answer kept for
// every comma of its walk at that depth: the items of one long list
// (a, m.x, m.y, …) read its rest once, not once each.
func (c *cTokens) pyListAssigns(k int) bool {
	if v, ok := c.pyListAssigned[k]; ok {
		return v
	}
	if c.pyListAssigned == nil {
		c.pyListAssigned = map[int]bool{}
	}
	var commas []int
	v := false
walk:
	for j := k; j < len(c.toks) && c.toks[j].kind != tNewline && !c.is(j, ";") && c.step(); j++ {
		switch {
		case c.is(j, ","):
			if w, ok := c.pyListAssigned[j]; ok {
				v = w
				break walk
			}
			commas = append(commas, j)
		case c.is(j, "=") && !c.is(j+1, "=") && !c.is(j-1, "=") && !c.is(j-1, "!") && !c.is(j-1, "<") && !c.is(j-1, ">") && !c.is(j-1, ":"):
			v = true
			break walk
		case (c.is(j, "(") || c.is(j, "[") || c.is(j, "{")) && c.match[j] > j:
			j = c.match[j]
		case c.isIdent(j, "lambda"):
			break walk // no target follows a lambda: an = there is a default's
		}
	}
	for _, m := range commas {
		c.pyListAssigned[m] = v
	}
	return v
}

// pyStarred is the start of the target item whose expression starts at
// s: its star where one leads it (a, *m.x = v), s itself otherwise.
func (c *cTokens) pyStarred(s int) int {
	if c.is(s-1, "*") && (s == 1 || c.toks[s-2].kind == tNewline || c.is(s-2, ",") || c.is(s-2, "(") || c.is(s-2, "[") || c.is(s-2, ";") || c.is(s-2, ":") || c.pyLoneEq(s-2) || c.isIdent(s-2, "for") || c.isIdent(s-2, "as")) {
		return s - 1
	}
	return s
}

// pyDisplayAt: the bracket at o opens a display, not a call's arguments
// or a subscript: nothing before it, or a punctuation mark other than a
// closing bracket, or a keyword.
func (c *cTokens) pyDisplayAt(o int) bool {
	if o == 0 || c.toks[o-1].kind == tNewline {
		return true
	}
	switch p := c.toks[o-1]; p.kind {
	case tPunct:
		return p.text != ")" && p.text != "]" && p.text != "}"
	case tIdent:
		return pyOperatorWord(p.text)
	}
	return false
}

// pyOperatorWord reports whether w is a keyword an expression may follow
// (return [m.x, y] holds a display, not a subscript).
func pyOperatorWord(w string) bool {
	switch w {
	case "and", "as", "assert", "await", "del", "elif", "else", "for", "from", "if", "in", "is", "lambda", "not", "or", "return", "yield":
		return true
	}
	return false
}

// pyListBefore is the token before the comma-separated list whose item
// starts at s: back over the items before it at its depth (names,
// attributes, brackets, stars), to a keyword, a mark or the line's start
// (-1 at the file's). for a, m.x in … gives the for. The answer is kept
// for each comma walked: the items of one list read it once. The walk
// draws on the file's work budget; it is only taken where the item is
// followed by what ends a target list (= or in).
func (c *cTokens) pyListBefore(s int) int {
	d := c.depth[s]
	var commas []int
	k := s - 1
walk:
	for ; k >= 0 && c.toks[k].kind != tNewline && c.depth[k] >= d && c.step(); k-- {
		t := c.toks[k]
		switch {
		case c.depth[k] > d:
		case t.text == "," && t.kind == tPunct:
			if before, ok := c.pyListStarts[k]; ok {
				k = before
				break walk
			}
			commas = append(commas, k)
		case (t.text == ")" || t.text == "]") && t.kind == tPunct && c.match[k] >= 0 && c.match[k] < k:
			k = c.match[k] // a bracketed item, (a, b), m.x = v
		case t.kind == tPunct && t.text != "." && t.text != "*":
			break walk
		case t.kind == tIdent && pyOperatorWord(t.text):
			break walk
		}
	}
	if c.pyListStarts == nil {
		c.pyListStarts = map[int]int{}
	}
	for _, m := range commas {
		c.pyListStarts[m] = k
	}
	return k
}

// pyInLambdaParams: token s stands among a lambda's parameters (a
// default's value: lambda y=m.x: y), back at its depth to the lambda
// before any colon.
//
// Each token at depth d the walk passes keeps the answer (pyLambdaBack),
// so a chain of many targets on one line (a0 = m.x, a1 = m.x, …) walks
// back over each token once, not once per target.
func (c *cTokens) pyInLambdaParams(s int) bool {
	d := c.depth[s]
	var passed []int
	v := false
walk:
	for k := s - 1; k >= 0 && c.toks[k].kind != tNewline && c.depth[k] >= d && c.step(); k-- {
		if c.depth[k] > d {
			continue
		}
		if w, ok := c.pyLambdaBack[k]; ok {
			v = w
			break
		}
		passed = append(passed, k)
		switch {
		case c.is(k, ":") || c.is(k, ";"):
			break walk
		case c.isIdent(k, "lambda"):
			v = true
			break walk
		}
	}
	if c.pyLambdaBack == nil {
		c.pyLambdaBack = map[int]bool{}
	}
	for _, k := range passed {
		c.pyLambdaBack[k] = v
	}
	return v
}

// pyAnnotationColon: the : at k follows an annotated target (h: T = v),
// no compound statement's header (if c: m.x = v) nor a lambda's.
func (c *cTokens) pyAnnotationColon(k int) bool {
	if !c.is(k, ":") || c.inner[k] >= 0 {
		return false
	}
	if c.pyHeaderColons == nil {
		c.pyHeaderColons = c.pyReadHeaderColons()
	}
	return !c.pyHeaderColons[k]
}

// pyReadHeaderColons marks, in one pass, every : at a statement's own
// level that is no annotation's: a compound statement's header's (if,
// for, while, with, def, class, try, except, else, match, case …), a
// lambda's, or one after a header's.
func (c *cTokens) pyReadHeaderColons() map[int]bool {
	out := map[int]bool{}
	header, lambdas := false, 0
	first := true
	for k, t := range c.toks {
		switch {
		case t.kind == tNewline || c.is(k, ";"):
			header, lambdas, first = false, 0, true
			continue
		case c.inner[k] >= 0:
		case first && t.kind == tIdent && (pyCompound(t.text) || t.text == "def" || t.text == "class"):
			header = true
		case t.kind == tIdent && t.text == "lambda":
			lambdas++
		case c.is(k, ":") && !c.is(k+1, "="):
			switch {
			case lambdas > 0:
				lambdas--
				out[k] = true
			case header:
				out[k] = true
				header = false
			}
			first = true
			continue
		}
		first = false
	}
	return out
}

// pyLoneEq: the token at k is an = that assigns, not one of == != <= >=
// := or an augmented assignment's.
func (c *cTokens) pyLoneEq(k int) bool {
	if !c.is(k, "=") || c.is(k+1, "=") {
		return false
	}
	for _, op := range []string{"=", "!", "<", ">", ":", "+", "-", "*", "/", "%", "&", "|", "^", "@"} {
		if c.is(k-1, op) {
			return false
		}
	}
	return true
}

// pyAssigns: the statement holding token from assigns after it, an = at
// its own level before its end (a newline or ;). Brackets are skipped
// whole. The walk starts where a statement's first target may, which a
// lambda's : also opens (`f = lambda: m.a, lambda: m.a`): each draws on
// the file's work budget, so a line of many is read in linear time or
// left unread.
func (c *cTokens) pyAssigns(from int) bool {
	for k := from; k < len(c.toks) && c.toks[k].kind != tNewline && !c.is(k, ";") && c.step(); k++ {
		switch {
		case c.is(k, "=") && !c.is(k+1, "=") && !c.is(k-1, "=") && !c.is(k-1, "!") && !c.is(k-1, "<") && !c.is(k-1, ">") && !c.is(k-1, ":"):
			return true
		case (c.is(k, "(") || c.is(k, "[") || c.is(k, "{")) && c.match[k] > k:
			k = c.match[k]
		case c.isIdent(k, "lambda"):
			return false // no target follows a lambda: an = there is a default's
		}
	}
	return false
}

// pyAttrWritten gives each head module the names other files write into
// it as dynamic definitions.
func (r *synResolver) pyAttrWritten(head *synSide) {
	for _, p := range sortedKeys(head.files) {
		f := head.files[p]
		for _, w := range f.builtinsWrites {
			r.pyBuiltinsWrite(p, synBind{spec: "builtins"}, w)
		}
		for _, w := range f.attrWrites {
			switch {
			case w.up:
				r.pyAttrWrittenInto(head, p, w, r.pyPackagesAbove(head, p))
			case w.bind < 0 && w.key == "":
				r.pyAnyModuleWrite(head, p, w)
			case w.bind < 0:
				r.pyAttrWrittenInto(head, p, w, resolvePy(r.fs, p, w.key))
			case w.sub == "" && r.pyBuiltinsWrite(p, f.binds[w.bind], w):
			default:
				r.pyAttrWrittenInto(head, p, w, r.moduleTargets(f, pySubmoduleBind(f.binds[w.bind], w.sub)))
			}
		}
	}
}

// pyAttrWrittenInto makes write w of file p a dynamic definition in each
// module file of targets. A named write reaches the module's own bare
// uses of the name too: a function of m reads helper from m's globals,
// which m.helper = f wrote. So does a write of a name computed at run
// time (setattr(m, key, v), vars(m).update(helper=f)), for every name:
// that one such write leaves all of m's removals in doubt is the price of
// never calling a use dangling that the write may answer.
func (r *synResolver) pyAttrWrittenInto(head *synSide, p string, w pyAttrWrite, targets []string) {
	var names map[string]bool
	at := snapshot.Place{Path: p, Line: w.line}.String()
	why, reach := "has a name computed at run time written into it at "+at, dynAll
	switch {
	case w.kind == pyWriteCode:
		why, reach = "has code run in its namespace at "+at, dynAll
	case w.kind == pyWriteReplace:
		why, reach = "is replaced in sys.modules at "+at+" for its importers", dynImport
	case w.name != "":
		names, why, reach = map[string]bool{w.name: true}, "has "+w.name+" written into it at "+at, dynAll
	}
	for _, t := range targets {
		m := head.files[t]
		switch {
		case m == nil || t == p:
		case names != nil:
			// Indexed by its name: only the first write of a name
			// is ever the one found.
			if _, ok := m.named[w.name]; !ok {
				if m.named == nil {
					m.named = map[string]synNamedDyn{}
				}
				m.named[w.name] = synNamedDyn{d: &synDyn{why: why, reach: reach, line: w.line, names: names}, at: len(m.dynamic)}
			}
		default:
			m.dynamic = append(m.dynamic, synDyn{why: why, reach: reach, line: w.line, names: names})
		}
	}
}

// pySubmoduleBind is binding b read on to its module's submodule sub
// (pkg and m: pkg.m), b itself when sub is "".
func pySubmoduleBind(b synBind, sub string) synBind {
	switch {
	case sub == "":
	case b.name == "":
		b.spec += "." + sub
	default:
		b.name += "." + sub
	}
	return b
}
