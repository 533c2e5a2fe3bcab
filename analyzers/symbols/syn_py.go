package symbols

import (
	"path"
	"strings"
)

// pyScope is a def or class body: the logical lines indented deeper than
// its header, and the names bound in it (parameters, assignment targets,
// for/with/except targets, imports, nested defs) unless declared global.
type pyScope struct {
	indent     int
	class      bool
	start, end int // token range
	bound      map[string]bool
	global     map[string]bool
	nonlocal   map[string]bool // names a function around it binds
	parent     *pyScope
	// own are the indexes in its header's line of the tokens the scope
	// holds: a def's parameter names and a body on that line. Defaults,
	// annotations and base classes are evaluated where the header
	// stands (def h(f=f) reads the f outside).
	own []int
	// order is a class body's bindings and dels in order: a class body
	// runs in order and a read before its binding (f = staticmethod(f))
	// or after its del reads the name from the module, where a
	// function's binding holds throughout.
	order   *pyClassOrder
	targets map[int]bool    // the tokens bindTarget bound
	params  map[string]bool // a def's parameter names
	// name and slots are a def's name and how a call may pass each of
	// its parameters but a starred one (pySetters reads them).
	name  string
	slots []pyParamSlot
}

// pyParamSlot is how a call passes a def's parameter: at position pos
// (-1: keyword-only, after a * or *args) or by its name where kw (not
// before a /).
type pyParamSlot struct {
	name string
	pos  int
	kw   bool
}

// synPython reads a Python file by logical lines: a def, class or
// assignment outside any def or class body is top level (an indented one in
// an if or try at module level too); imports bind names; a name bound in a
// function (Python's rule: anywhere in its body) is local there.
func synPython(filePath string, src []byte, wanted map[string]bool) synFile {
	f := synFile{path: filePath}
	c := newCTokens(lexPython(src))
	toks := c.toks
	w := &c.workBudget
	test := isPyTestFile(filePath)
	var open []*pyScope
	scopeAt := make([]*pyScope, len(toks))
	skip := map[int]bool{}
	delMaybe := map[int]string{} // a module-level del that may delete a star import's name
	var decorated pyDecorators
	var guards pyGuards
	var unbind pyUnbinder
	var typeParams []pyTypeParamScope
	for i := 0; i < len(toks); {
		end := i
		for end < len(toks) && toks[end].kind != tNewline {
			end++
		}
		indent := toks[i].col
		for len(open) > 0 && indent <= open[len(open)-1].indent {
			open[len(open)-1].end = i
			open = open[:len(open)-1]
		}
		var cur *pyScope
		if len(open) > 0 {
			cur = open[len(open)-1]
		}
		for k := i; k < end; k++ {
			scopeAt[k] = cur
		}
		for _, sg := range pySimpleStatements(toks, i, end) {
			line, at, indent := toks[sg[0]:sg[1]], sg[0], sg[2]
			guards.line(line, at, indent, f.binds)
			if cur == nil {
				unbind.pyUnbind(line, at, indent, &f, skip, delMaybe)
			}
			if cur != nil && cur.class {
				cur.order.readLine(line, at, sg[1], indent)
			}
			if ns := pyStatement(line, at, cur, &f, skip, test, &decorated, w, &typeParams); ns != nil {
				ns.parent = cur
				ns.start = at
				ns.end = len(toks)
				open = append(open, ns)
				// The header's parameters belong to the new scope.
				for _, k := range ns.own {
					scopeAt[at+k] = ns
				}
			}
			if pyDocstring(line) && !pyDoctest(line) {
				markRange(skip, at, sg[1]-1)
			}
		}
		i = end + 1
	}
	guards.finish(f.binds)
	unbind.finish(&f)
	skipTypeParams(toks, scopeAt, typeParams, skip)
	pyResolveBuilt(&f)
	c.pyParam = func(i int, name string) bool {
		for s := scopeAt[i]; s != nil; s = s.parent {
			if s.params[name] {
				return true
			}
			if s.bound[name] || s.global[name] {
				return false
			}
		}
		return false
	}
	c.pyTop = func(i int) bool { return scopeAt[i] == nil }
	c.pySetters = pySetters(toks, scopeAt)
	c.pyReadCallWrites()
	c.moduleValues(&f, skip, true)
	c.pyHeldReadByKey(&f, scopeAt)
	c.pyModuleExprWrites(&f)
	c.pyPatchWrites(&f)
	if wanted != nil {
		pyMentions(c, scopeAt, wanted, skip, delMaybe, &f, &guards)
	}
	f.broken = c.why()
	return f
}

// pyParamSlots reads the parameters a def's header names at ps (indexes
// into rest, its tokens from the parameter list's open bracket): each
// name's position until a * or *args, past which a name is passed only
// by keyword, and none by keyword before a /, whatever follows it (def
// put(o, n, /, **kw): put(o=m) hands m to kw). A starred parameter
// takes no slot.
func pyParamSlots(rest []tok, ps []int) []pyParamSlot {
	var out []pyParamSlot
	posOnly := pyPosOnlyMark(rest)
	kwOnly := false
	for _, p := range ps {
		if p < 1 {
			continue
		}
		switch prev := rest[p-1]; {
		case isPunct(prev, "*") || isPunct(prev, "**"):
			kwOnly = true
			continue
		case isPunct(prev, ",") && p >= 2 && isPunct(rest[p-2], "*"):
			kwOnly = true // a bare * before it
		}
		pos := -1
		if !kwOnly {
			pos = len(out)
		}
		out = append(out, pyParamSlot{name: rest[p].text, pos: pos, kw: p > posOnly})
	}
	return out
}

// pyPosOnlyMark is the index in rest (a def's tokens from its parameter
// list's open bracket) of the list's / that ends its positional-only
// parameters, -1 where there is none: a / standing as an item of the
// list, which a division in a default never does.
func pyPosOnlyMark(rest []tok) int {
	depth := 0
	for k, t := range rest {
		if t.kind != tPunct {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			if depth--; depth == 0 {
				return -1
			}
		case "/":
			if depth == 1 && k >= 1 && isPunct(rest[k-1], ",") && k+1 < len(rest) && (isPunct(rest[k+1], ",") || isPunct(rest[k+1], ")")) {
				return k
			}
		}
	}
	return -1
}

// pySetter is a function of the file's that hands two of its parameters
// to setattr as its first two arguments: obj, the object, and name,
// the attribute's name.
type pySetter struct{ obj, name pyParamSlot }

// pySetters are the functions a file defines that forward to setattr:
// def put(o, n, v): setattr(o, n, v), or its parameters in any order
// (def put(n, v, o): setattr(o, n, v)). put(m, "helper", f) writes
// m.helper as setattr does, as does put(o=m, n="helper", v=f). A
// method (a def directly in a class: put is then no name of the
// module's) and any other shape are not read; a def nested in a
// function is read as one at module level (its calls are in its
// scope). Nor is a name the file also binds otherwise — defined again
// (def put(o, n, v): pass), a parameter (def g(put)), assigned,
// imported — or names other than by calling it: a call by that name may
// then be another function. Two passes over the tokens.
func pySetters(toks []tok, scopeAt []*pyScope) map[string]pySetter {
	var out map[string]pySetter
	bySlot := map[*pyScope]map[string]pyParamSlot{} // each def's indexed once
	slot := func(s *pyScope, name string) (pyParamSlot, bool) {
		m, ok := bySlot[s]
		if !ok {
			m = map[string]pyParamSlot{}
			for _, p := range s.slots {
				m[p.name] = p
			}
			bySlot[s] = m
		}
		p, ok := m[name]
		return p, ok
	}
	for k := 0; k+5 < len(toks); k++ {
		if toks[k].kind != tIdent || toks[k].text != "setattr" || k > 0 && isPunct(toks[k-1], ".") || !isPunct(toks[k+1], "(") {
			continue
		}
		s := scopeAt[k]
		if s == nil || s.class || s.name == "" || s.parent != nil && s.parent.class || !isPunct(toks[k+3], ",") || !isPunct(toks[k+5], ",") {
			continue
		}
		if toks[k+2].kind != tIdent || toks[k+4].kind != tIdent {
			continue
		}
		o, ok1 := slot(s, toks[k+2].text)
		n, ok2 := slot(s, toks[k+4].text)
		if ok1 && ok2 && o.name != n.name {
			if out == nil {
				out = map[string]pySetter{}
			}
			out[s.name] = pySetter{obj: o, name: n}
		}
	}
	if out == nil {
		return nil
	}
	// Each forwarder's name is defined once, by one def, and otherwise
	// only called.
	defs := map[string]int{}
	for k, t := range toks {
		if _, ok := out[t.text]; t.kind != tIdent || !ok || k > 0 && isPunct(toks[k-1], ".") {
			continue
		}
		switch {
		case k > 0 && toks[k-1].kind == tIdent && toks[k-1].text == "def":
			defs[t.text]++
		case k+1 < len(toks) && isPunct(toks[k+1], "(") && !(k > 0 && toks[k-1].kind == tIdent && toks[k-1].text == "class"):
		default:
			defs[t.text] += 2
		}
	}
	for name := range out {
		if defs[name] != 1 {
			delete(out, name)
		}
	}
	return out
}

// pySimpleStatements cuts the logical line toks[from:end] at each ;
// outside brackets into the statements Python runs one after another
// (import m; m.helper() imports, then calls): each is {start, end,
// indentation}. The indentation of each after the first is the line's,
// or one deeper where the first opens a compound statement whose body
// they end (if x: a; b runs b only under x); the first token of each
// takes it as its column, which the readers take as a line's
// indentation. A def or class header's line stays whole: its body on
// that line is read with the scope it opens (pyHeaderTargets).
func pySimpleStatements(toks []tok, from, end int) [][3]int {
	if from >= end {
		return nil
	}
	indent := toks[from].col
	k := from
	if toks[k].text == "async" && k+1 < end {
		k++
	}
	if toks[k].kind == tIdent && (toks[k].text == "def" || toks[k].text == "class") || isPunct(toks[from], "@") {
		return [][3]int{{from, end, indent}}
	}
	// A compound header's body on its line (if x: from m import
	// helper) is its block: the header is read as a header line alone,
	// as the guards (try:, if TYPE_CHECKING:, with suppress(…):) and the
	// conditions expect, and the body's statements one deeper, each read
	// as what it is — an import binds, a del unbinds — under the header.
	var out [][3]int
	start := from
	if colon := pyInlineHeader(toks[from:end]); colon >= 0 {
		out = append(out, [3]int{from, from + colon + 1, indent})
		start = from + colon + 1
		indent++
	}
	depth := 0
	for k := from; k <= end; k++ {
		if k < end && toks[k].kind == tPunct {
			switch toks[k].text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			}
		}
		if k < end && !(depth == 0 && isPunct(toks[k], ";")) {
			continue
		}
		if start < k {
			if len(out) > 0 {
				toks[start].col = indent
			}
			out = append(out, [3]int{start, k, indent})
		}
		start = k + 1
	}
	return out
}

// pyInlineHeader is the index of the colon ending a compound statement's
// header in line when a body follows it on the line, or -1. match takes
// no body on its line, and a case only indented, in a match: match and
// case are names elsewhere (case: int = 1 is an annotation).
func pyInlineHeader(line []tok) int {
	if len(line) == 0 || line[0].kind != tIdent || !pyCompound(line[0].text) || line[0].text == "match" {
		return -1
	}
	if line[0].text == "case" && (line[0].col == 0 || len(line) < 2 || line[1].kind == tPunct && (line[1].text == ":" || line[1].text == "=" || line[1].text == ".")) {
		return -1
	}
	colon := pyCompoundColon(line)
	if colon < 0 || colon+1 >= len(line) {
		return -1
	}
	return colon
}

// pyCompoundColon is the index of the colon ending a compound
// statement's header, -1 if none: the first at depth 0 that no lambda
// before it takes for its own (if lambda: 1: from m import helper).
func pyCompoundColon(line []tok) int {
	depth, lambdas := 0, 0
	for k, t := range line {
		switch {
		case t.kind == tIdent && t.text == "lambda" && depth == 0:
			lambdas++
		case isPunct(t, "(") || isPunct(t, "[") || isPunct(t, "{"):
			depth++
		case isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}"):
			depth--
		case isPunct(t, ":") && depth == 0 && !(k+1 < len(line) && isPunct(line[k+1], "=")):
			if lambdas == 0 {
				return k
			}
			lambdas--
		}
	}
	return -1
}

// pyDocstring: a statement that is only a string (a docstring or a
// string used as a comment) documents, it does not refer.
func pyDocstring(line []tok) bool {
	for _, t := range line {
		if t.kind != tString {
			return false
		}
	}
	return true
}

// pyDoctest: a docstring holding an interactive example (>>>), code
// that doctest and pytest --doctest-modules run: its names are mentions.
func pyDoctest(line []tok) bool {
	for _, t := range line {
		if strings.Contains(t.text, ">>>") {
			return true
		}
	}
	return false
}

func isPyTestFile(p string) bool {
	base := path.Base(p)
	return strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py" ||
		strings.HasPrefix(p, "tests/") || strings.Contains(p, "/tests/") || strings.HasPrefix(p, "test/") || strings.Contains(p, "/test/")
}

// pyStatement reads one logical line; it returns the scope a def or class
// header opens.
func pyStatement(line []tok, at int, cur *pyScope, f *synFile, skip map[int]bool, test bool, decorated *pyDecorators, w *workBudget, typeParams *[]pyTypeParamScope) *pyScope {
	fnScope := cur != nil
	pyDynamic(line, !fnScope, f)
	first := line[0]
	if first.kind == tPunct && first.text == "@" {
		decorated.read(line)
		return nil
	}
	decor := *decorated
	*decorated = pyDecorators{}
	wasDecorated := decor.any
	k := 0
	if first.text == "async" && len(line) > 1 {
		k = 1
	}
	kw := line[k].text
	header := line[k].kind == tIdent && (kw == "def" || kw == "class") && k+1 < len(line) && line[k+1].kind == tIdent
	if cur != nil && !header {
		pyDeclare(line, 0, at, cur, f, skip)
	}
	if header {
		name := line[k+1].text
		skip[at+k+1] = true
		if fnScope {
			cur.bind(name)
		} else if !(strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__")) {
			entry := wasDecorated || test && (kw == "def" && strings.HasPrefix(name, "test") || kw == "class" && strings.HasPrefix(name, "Test")) ||
				pyHooks.get()[name]
			d := synDef{name: name, line: line[k+1].line, public: !strings.HasPrefix(name, "_"), entry: entry, cond: pyCond(first)}
			if decor.fixture && kw == "def" {
				d.fixture = cmpOr(decor.fixtureName, name)
			}
			f.defs = append(f.defs, d)
		}
		ns := &pyScope{indent: first.col, class: kw == "class", bound: map[string]bool{}, global: map[string]bool{}}
		if ns.class {
			ns.order = &pyClassOrder{}
		}
		params := k + 2
		if params < len(line) && isPunct(line[params], "[") {
			var names []string
			params, names = pyTypeParams(line, params)
			tp := pyTypeParamScope{from: at, scope: ns, names: names}
			if kw == "def" {
				// Default values are evaluated where the def stands,
				// outside its type parameters' scope.
				for _, r := range pyDefaultRanges(line, params) {
					tp.outside = append(tp.outside, [2]int{at + r[0], at + r[1]})
				}
			}
			*typeParams = append(*typeParams, tp)
		}
		if kw == "def" {
			ns.name = name
			ps := pyParams(line[params:], ns)
			for _, p := range ps {
				ns.own = append(ns.own, params+p)
			}
			ns.slots = pyParamSlots(line[params:], ps)
		}
		ns.own = append(ns.own, pyHeaderBody(line)...)
		if colon := pyHeaderColon(line); colon >= 0 {
			pyDeclare(line, colon+1, at, ns, f, skip)
			if ns.class && colon+1 < len(line) {
				// A class body on the header's line runs in order as
				// a body line does.
				ns.order.readLine(line[colon+1:], at+colon+1, at+len(line), first.col+1)
			}
			pyHeaderTargets(line, colon+1, at, ns, f, skip, w)
		}
		return ns
	}
	if kw == "type" && k == 0 && len(line) > 2 && line[1].kind == tIdent && (isPunct(line[2], "=") || isPunct(line[2], "[")) {
		pyTypeAlias(line, at, cur, f, skip, typeParams)
		return nil
	}
	switch kw {
	case "import", "from":
		pyImport(line, at, cur, f, skip)
		return nil
	case "global", "nonlocal":
		return nil
	}
	pyTargets(line, at, cur, f, skip, w)
	return nil
}

// pyImport reads an import statement at token at: its names bind in the
// scope cur, or at module level when cur is nil.
func pyImport(line []tok, at int, cur *pyScope, f *synFile, skip map[int]bool) {
	fnScope := cur != nil
	for _, b := range pyImportBinds(line) {
		pySysAlias(b, f)
		if !fnScope && b.local == "__getattr__" {
			// from compat import __getattr__: a module-level
			// __getattr__ all the same (PEP 562).
			f.dynamic = append(f.dynamic, synDyn{why: "imports a module-level __getattr__ (PEP 562)", reach: dynImport, line: b.line})
		}
		b.nested = fnScope
		if !fnScope {
			b.cond = pyCond(line[0])
		}
		f.binds = append(f.binds, b)
		if fnScope && b.local != "" {
			cur.bind(strings.SplitN(b.local, ".", 2)[0])
		}
	}
	markRange(skip, at, at+len(line)-1)
}

func isPunct(t tok, text string) bool { return t.kind == tPunct && t.text == text }

// pyKeywords open statements; before a colon they are no annotated name.
var pyKeywords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"else": true, "try": true, "finally": true, "except": true, "lambda": true,
		"if": true, "elif": true, "while": true, "for": true, "with": true, "match": true, "case": true, "return": true,
		"pass": true, "break": true, "continue": true, "del": true, "assert": true, "raise": true, "yield": true,
		"await": true, "print": false}
}}

// pyHooks are module-level functions a test runner calls by name.
var pyHooks = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"setUpModule": true, "tearDownModule": true, "load_tests": true,
		"setup_module": true, "teardown_module": true, "pytest_configure": true}
}}

func (s *pyScope) bind(name string) { s.bindAt(name, -1) }

// bindAt binds name by the token tok (or by the whole line being read,
// tok < 0): in a class body from its statement's end on.
func (s *pyScope) bindAt(name string, tok int) {
	if s.global[name] || s.nonlocal[name] {
		return
	}
	s.bound[name] = true
	if s.class {
		k := tok
		if k >= 0 {
			k -= s.order.lineStart
		}
		s.order.add(name, k, false)
	}
}

// bindTarget binds name at the token tok that names it (an assignment's
// or a loop's target): no use of it, though in a class body the binding
// holds only from its statement's end.
func (s *pyScope) bindTarget(name string, tok int) {
	s.bindAt(name, tok)
	s.named(tok)
}

// unbind reads del name at token tok: in a function a binding like any
// other (the name is the function's own throughout), in a class body
// the end of the class's own from the statement's end on. Neither reads
// the module's name.
func (s *pyScope) unbind(name string, tok int) {
	if !s.class || s.global[name] {
		s.bindTarget(name, tok)
		return
	}
	s.order.add(name, tok-s.order.lineStart, true)
	s.named(tok)
}

// named marks the token tok as a name the scope gives, no use of one:
// an assignment's target, or a class annotation's name.
func (s *pyScope) named(tok int) {
	if s.targets == nil {
		s.targets = map[int]bool{}
	}
	s.targets[tok] = true
}

// pyHeaderBody is the indexes of the tokens after a def or class
// header's colon: a body on the header's line.
func pyHeaderBody(line []tok) []int {
	colon := pyHeaderColon(line)
	if colon < 0 {
		return nil
	}
	var body []int
	for b := colon + 1; b < len(line); b++ {
		body = append(body, b)
	}
	return body
}

// pyAnnotationValued: the annotation whose colon is at k gives its name
// a value (f: int = 1). f: int alone binds nothing in a class body,
// which reads f from the module after it.
func pyAnnotationValued(line []tok, k int) bool {
	depth := 0
	for _, t := range line[k+1:] {
		switch {
		case t.kind != tPunct:
		case t.text == "(" || t.text == "[" || t.text == "{":
			depth++
		case t.text == ")" || t.text == "]" || t.text == "}":
			depth--
		case t.text == "=" && depth == 0:
			return true
		}
	}
	return false
}

// pyParams binds a def's parameters: names at the parenthesis' top level
// before a : annotation or = default. It returns their indexes in rest.
func pyParams(rest []tok, s *pyScope) []int {
	var names []int
	depth := 0
	expect := false
	for k, t := range rest {
		if t.kind == tPunct {
			switch t.text {
			case "(", "[", "{":
				depth++
				if depth == 1 {
					expect = true
				}
			case ")", "]", "}":
				depth--
				if depth == 0 {
					return names
				}
			case ",":
				if depth == 1 {
					expect = true
				}
			case "*":
			default:
				if depth == 1 {
					expect = false
				}
			}
			continue
		}
		if depth == 1 && expect && t.kind == tIdent {
			s.bind(t.text)
			if s.params == nil {
				s.params = map[string]bool{}
			}
			s.params[t.text] = true
			names = append(names, k)
			expect = false
		}
	}
	return names
}

// pyTargets records assignment targets: top-level names outside any def
// or class, locals inside; for, with … as, except … as, walrus and match
// targets bind where they stand, a lambda's parameters and a
// comprehension's variables only in their own scope.
func pyTargets(line []tok, at int, cur *pyScope, f *synFile, skip map[int]bool, w *workBudget) {
	bind := func(k int) {
		name := line[k].text
		if cur != nil {
			cur.bindTarget(name, at+k)
			return
		}
		skip[at+k] = true
		f.defs = append(f.defs, synDef{name: name, line: line[k].line, public: !strings.HasPrefix(name, "_"), cond: pyTargetCond(line, k)})
	}
	// name = …, a, b = …, name: T = …, name: T
	depth := 0
	var targets []int
	for k, t := range line {
		if t.kind == tPunct {
			switch t.text {
			case "(", "[", "{":
				depth++
				continue
			case ")", "]", "}":
				depth--
				continue
			}
		}
		if depth > 0 {
			continue
		}
		next := func(text string) bool { return k+1 < len(line) && isPunct(line[k+1], text) }
		if t.kind == tIdent && !pyKeywords.get()[t.text] && (k == 0 || isPunct(line[k-1], ",")) && (next(",") || next("=") || next(":")) {
			targets = append(targets, k)
			continue
		}
		if isPunct(t, ",") {
			continue
		}
		if isPunct(t, "=") && !next("=") {
			for _, tk := range targets {
				if cur != nil || !(strings.HasPrefix(line[tk].text, "__") && strings.HasSuffix(line[tk].text, "__")) {
					bind(tk)
				}
			}
		} else if isPunct(t, ":") && k == 1 && len(targets) == 1 {
			if cur != nil && cur.class && !pyAnnotationValued(line, k) {
				cur.named(at) // it names, binds nothing and reads nothing
			} else {
				bind(0) // an annotated name
			}
		}
		break
	}
	if cur == nil {
		for _, k := range pyModuleTargets(line) {
			if name := line[k].text; !skip[at+k] && !(strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__")) {
				bind(k)
			}
		}
		return
	}
	// The statement's own targets, as at module level: a comprehension's
	// or a lambda's names are their own scope's (pyComprehensions,
	// pyLambdaParam), never the function's or the class's.
	for _, k := range pyModuleTargets(line) {
		cur.bindTarget(line[k].text, at+k)
	}
	for _, k := range pyDeleted(line) {
		cur.unbind(line[k].text, at+k)
	}
	for k, t := range line {
		if t.kind == tIdent && t.text == "as" && line[0].text == "except" && k+1 < len(line) && line[k+1].kind == tIdent {
			cur.bindTarget(line[k+1].text, at+k+1)
		}
		if t.kind == tIdent && k == 0 && k+2 < len(line) && line[k+1].kind == tPunct && len(line[k+1].text) == 1 && strings.Contains("+-*/%&|^@", line[k+1].text) &&
			line[k+2].kind == tPunct && line[k+2].text == "=" {
			cur.bind(t.text)
		}
	}
}

// pyImportBinds reads import a.b [as c], from m import a [as b], (…), *.
func pyImportBinds(line []tok) []synBind {
	var binds []synBind
	ln := line[0].line
	if line[0].text == "import" {
		for k := 1; k < len(line); k++ {
			mod, next := pyDotted(line, k)
			if mod == "" {
				break
			}
			b := synBind{local: mod, spec: mod, line: ln}
			if next+1 < len(line) && line[next].text == "as" {
				b.local = line[next+1].text
				next += 2
			}
			binds = append(binds, b)
			k = next
		}
		return binds
	}
	// from <dots><module> import …
	k := 1
	for k < len(line) && line[k].kind == tPunct && line[k].text == "." {
		k++
	}
	spec := strings.Repeat(".", k-1)
	if k < len(line) && line[k].text != "import" {
		mod, next := pyDotted(line, k)
		spec += mod
		k = next
	}
	if k >= len(line) || line[k].text != "import" {
		return nil
	}
	for k++; k < len(line); k++ {
		t := line[k]
		switch {
		case t.kind == tPunct && t.text == "*":
			binds = append(binds, synBind{spec: spec, star: true, line: ln})
		case t.kind == tIdent:
			b := synBind{local: t.text, name: t.text, spec: spec, line: ln}
			if k+2 < len(line) && line[k+1].text == "as" {
				b.local = line[k+2].text
				k += 2
			}
			binds = append(binds, b)
		}
	}
	return binds
}

// pyDotted reads a.b.c from k; it returns it and the index after it.
func pyDotted(line []tok, k int) (string, int) {
	var parts []string
	for k < len(line) && line[k].kind == tIdent {
		parts = append(parts, line[k].text)
		k++
		if k < len(line) && line[k].kind == tPunct && line[k].text == "." {
			k++
			continue
		}
		break
	}
	return strings.Join(parts, "."), k
}

// pyMentions records the uses of wanted names with their qualifier and
// whether a local binding is in scope.
func pyMentions(c *cTokens, scopeAt []*pyScope, wanted map[string]bool, skip map[int]bool, delMaybe map[int]string, f *synFile, guards *pyGuards) {
	toks := c.toks
	comps := pyComprehensions(c)
	for i, t := range toks {
		switch {
		case t.kind == tIdent && wanted[t.text] && !skip[i]:
			qual, sep := c.qualifier(i)
			local := false
			if s := scopeAt[i]; qual == nil && s != nil && s.targets[i] {
				local = true
			}
			maybe := delMaybe[i]
			if qual == nil && !local {
				if c.is(i+1, "=") && (c.is(i-1, "(") || c.is(i-1, ",")) && c.inCall(i) {
					continue // a keyword argument f(name=…)
				}
			scopes:
				for s := scopeAt[i]; s != nil; s = s.parent {
					if s.class && s != scopeAt[i] {
						continue // a class body's names are not seen by its methods
					}
					if s.bound[t.text] && s.class && !c.pyClassHidden(i, comps) {
						// A name a class body binds is read there from the
						// class, else the module: never from a def around.
						switch s.order.state(t.text, i) {
						case pyUnbound:
							break scopes
						case pyMaybeBound:
							maybe = "a class body binds or deletes " + t.text + " under a condition before it, so it may read the class's own"
							break scopes
						}
					}
					if s.bound[t.text] && !(s.class && c.pyClassHidden(i, comps)) {
						local = true
						break
					}
					if s.global[t.text] {
						break
					}
					if s.nonlocal[t.text] {
						local = true
						break
					}
				}
				for o := c.inner[i]; !local && o >= 0 && c.step(); o = c.inner[o] {
					local = comps[o][t.text]
				}
				if !local && (c.pyLambdaParam(i) || c.pyLambdaBinds(i, t.text)) {
					local = true
				}
			}
			f.uses = append(f.uses, synUse{name: t.text, line: t.line, qual: qual, sep: sep, local: local, maybeLocal: maybe, tested: qual != nil && guards.tried(i)})
		case t.kind == tString && !skip[i]:
			stringMentions(t, wanted, f)
			if wanted[t.text] {
				if qual := c.pyAttrTest(i); qual != nil {
					f.uses = append(f.uses, synUse{name: t.text, line: t.line, qual: qual, sep: ".", str: true, tested: true})
				}
			}
		}
	}
}

// inCall: the bracket enclosing token i is a ( after a name or a closing
// bracket.
func (c *cTokens) inCall(i int) bool {
	o := c.inner[i]
	return o > 0 && c.is(o, "(") && (c.toks[o-1].kind == tIdent || c.is(o-1, ")") || c.is(o-1, "]"))
}

// pyComprehensions maps each bracket holding a comprehension (or a
// generator) to the names its for clauses bind, which are local wherever
// that bracket encloses them: one pass, where reading back from each use
// to its bracket and on to the bracket's end cost a long list's length
// squared.
func pyComprehensions(c *cTokens) map[int]map[string]bool {
	comps := map[int]map[string]bool{}
	for k, t := range c.toks {
		o := c.inner[k]
		if t.kind != tIdent || t.text != "for" || o < 0 {
			continue
		}
		if comps[o] == nil {
			comps[o] = map[string]bool{}
		}
		for j := k + 1; j < len(c.toks) && c.step() && c.depth[j] >= c.depth[k] && !(c.isIdent(j, "in") && c.depth[j] == c.depth[k]); j++ {
			if c.toks[j].kind == tIdent {
				comps[o][c.toks[j].text] = true
			}
		}
	}
	return comps
}

// pyAttrTest: the string at i is the name hasattr(x.y, "name") or
// getattr(x.y, "name", default) tests on x.y; it returns x.y's path, or
// nil.
func (c *cTokens) pyAttrTest(i int) []string {
	o := c.inner[i]
	if o < 1 || !c.is(o, "(") || !c.is(i-1, ",") || !c.isIdent(o-1, "hasattr") && !c.isIdent(o-1, "getattr") || c.is(o-2, ".") {
		return nil
	}
	var path []string
	for k := o + 1; k < i-1; k++ {
		switch {
		case c.toks[k].kind == tIdent && (k == o+1 || c.is(k-1, ".")):
			path = append(path, c.toks[k].text)
		case c.is(k, ".") && k > o+1:
		default:
			return nil
		}
	}
	return path
}
