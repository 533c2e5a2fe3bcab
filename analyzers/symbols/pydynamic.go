package symbols

import "strings"

// pyDynamic records the constructs of one logical line by which a Python
// module defines names its syntax does not show: a module-level
// __getattr__ (PEP 562, the usual deprecation shim: any attribute an
// importer asks for may be answered), writes through globals(), vars()
// or locals() at module level, setattr on or assignment to
// sys.modules[…], exec at module level, and __all__ built at run time
// (what a star import takes is then unknown); pymodulewrites.go has the
// routes that hand the module's dict or object on.
func pyDynamic(line []tok, module bool, f *synFile) {
	add := func(why string, reach dynReach) {
		f.dynamic = append(f.dynamic, synDyn{why: why, reach: reach, line: line[0].line})
	}
	k := 0
	if line[0].text == "async" {
		k = 1
	}
	if module && k+1 < len(line) && line[k].kind == tIdent && line[k].text == "def" && line[k+1].text == "__getattr__" ||
		module && len(line) > 1 && line[0].text == "__getattr__" && isPunct(line[1], "=") {
		add("defines a module-level __getattr__ (PEP 562)", dynImport)
		return
	}
	if module && line[0].kind == tIdent && line[0].text == "__all__" && pyAllBuilt(line) {
		add("builds __all__ at run time", dynStar)
	}
	x := &pyLineIndex{line: line}
	for i := range line {
		// Before any return below: an exec's own argument or a later
		// call on the line may run code built (exec(compile(S, …))).
		pyRunsBuilt(line, i, module, f, x)
	}
	selfWhy := ""
	for i, t := range line {
		if t.kind != tIdent && t.kind != tString {
			continue
		}
		switch {
		case t.kind == tString:
		case t.text == "globals" && pyCallWrites(line, i, x), module && (t.text == "vars" || t.text == "locals") && pyCallWrites(line, i, x):
			add("writes its names through "+t.text+"()", dynAll)
			return
		case t.text == "setattr" && pyIsCall(line, i) && pySysModulesWritten(line, i+2, f.pySys) >= 0,
			pySysModulesWritten(line, i, f.pySys) >= 0 && x.assignsAfter(i):
			add("writes to its module through sys.modules", dynAll)
			return
		case t.text == "globals" && pyHandsOn(line, i), module && (t.text == "vars" || t.text == "locals") && pyHandsOn(line, i):
			add("hands its "+t.text+"() on", dynAll)
			return
		case pySysModulesHandsOn(line, i, f.pySys, f.path, x):
			if pySysModules(line, i, f.pySys) < 0 && pyImporter(t.text, f.pySys) {
				add("hands on its module object, imported by its own name", dynAll)
				return
			}
			add("hands on its module object from sys.modules", dynAll)
			return
		case pySelfNamespace(line, i, f.path, x):
			add("hands on its own namespace by its frame, a function's __globals__ or a dotted __import__", dynAll)
			return
		case func() bool { selfWhy = pySelfByCall(line, i, x, f); return selfWhy != "" }():
			add(selfWhy, dynAll)
			return
		case module && (t.text == "exec" || t.text == "eval") && pyIsCall(line, i) && (i == 0 || !isPunct(line[i-1], ".")):
			add("runs "+t.text+"() at module level", dynAll)
			return
		case !module && t.text == "exec" && pyIsCall(line, i) && (i == 0 || !isPunct(line[i-1], ".")) && pyExecGlobal(line, i, x):
			add("runs exec() in a function with no namespace, whose code may declare its names global", dynAll)
			return
		}
		if callee, what := pyExecSpelled(line, i, f.pySys, x); callee >= 0 {
			switch {
			case module:
				add("runs "+what+"() at module level", dynAll)
				return
			case what == "exec" && (!pyIsCall(line, callee) || pyExecGlobal(line, callee, x)):
				add("runs exec() in a function with no namespace, whose code may declare its names global", dynAll)
				return
			}
		}
	}
}

// pyImporter: name is importlib, import_module or __import__, or a name
// imported for importlib or its import_module.
func pyImporter(name string, sys map[string]string) bool {
	return name == "importlib" || name == "import_module" || name == "__import__" || strings.HasPrefix(sys[name], "importlib")
}

func pyIsCall(line []tok, i int) bool { return i+1 < len(line) && isPunct(line[i+1], "(") }

// pyCallWrites: name() at i is subscripted and assigned (globals()[k] =
// v) or updated (globals().update(…), .setdefault, .__setitem__).
func pyCallWrites(line []tok, i int, x *pyLineIndex) bool {
	if i > 0 && isPunct(line[i-1], ".") || !pyIsCall(line, i) || i+2 >= len(line) || !isPunct(line[i+2], ")") {
		return false
	}
	j := i + 3
	if j+1 < len(line) && isPunct(line[j], ".") {
		switch line[j+1].text {
		case "update", "setdefault", "__setitem__":
			return true
		}
		return false
	}
	return j < len(line) && isPunct(line[j], "[") && x.assignsAfter(j)
}

// pySysModules is the index of the [ of sys.modules[ starting at i, -1
// if none does: sys spelled as imported (import sys as s; s.modules[,
// from sys import modules; modules[) or __import__("sys").modules[.
func pySysModules(line []tok, i int, sys map[string]string) int {
	if i >= len(line) || i > 0 && isPunct(line[i-1], ".") {
		return -1
	}
	at := func(k int, text string) bool {
		return k < len(line) && (line[k].text == text && line[k].kind != tString || text == "" && line[k].kind == tString && line[k].text == "sys")
	}
	t := line[i].text
	switch {
	case line[i].kind != tIdent:
	case (t == "sys" || sys[t] == "sys") && at(i+1, ".") && at(i+2, "modules") && at(i+3, "["):
		return i + 3
	case sys[t] == "sys.modules" && at(i+1, "["):
		return i + 1
	case t == "__import__" && at(i+1, "(") && at(i+2, "") && at(i+3, ")") && at(i+4, ".") && at(i+5, "modules") && at(i+6, "["):
		return i + 6
	}
	return -1
}

// pySysModulesWritten is pySysModules, or the [ of
// getattr(sys, "modules")[ starting at i: written through, either is
// the module's own.
func pySysModulesWritten(line []tok, i int, sys map[string]string) int {
	if open := pySysModules(line, i, sys); open >= 0 {
		return open
	}
	at := func(k int, text string, kind tokKind) bool {
		return k < len(line) && line[k].kind == kind && line[k].text == text
	}
	if i+6 < len(line) && at(i, "getattr", tIdent) && at(i+1, "(", tPunct) && line[i+2].kind == tIdent &&
		(line[i+2].text == "sys" || sys[line[i+2].text] == "sys") && at(i+3, ",", tPunct) && at(i+4, "modules", tString) &&
		at(i+5, ")", tPunct) && at(i+6, "[", tPunct) && (i == 0 || !isPunct(line[i-1], ".")) {
		return i + 6
	}
	return -1
}

// pyAllBuilt: a line starting with __all__ builds it from more than
// string literals (__all__ += …, __all__.extend(…), __all__ = a + b).
func pyAllBuilt(line []tok) bool {
	if len(line) < 2 {
		return false
	}
	if isPunct(line[1], ".") || isPunct(line[1], "+") {
		return true
	}
	eq := 1
	for eq < len(line) && !isPunct(line[eq], "=") {
		eq++ // past an annotation: __all__: list[str] = […]
	}
	if eq >= len(line) {
		return false
	}
	for _, t := range line[eq+1:] {
		if t.kind == tIdent || t.kind == tNumber {
			return true
		}
	}
	return false
}

// pyExecSpelled finds exec or eval called by another spelling starting
// at token i: through builtins (builtins.exec(…), as imported,
// __builtins__.exec(…), __builtins__["exec"](…), getattr(builtins,
// "exec")(…), __import__("builtins").exec(…)), under a name imported
// from builtins (from builtins import exec as run), or in a bare
// grouping ((exec)(…)), or handed on as a value (map(exec, …), run =
// builtins.exec, builtins.__dict__.get("exec")).
// It gives the token before the
// call's ( and which of the two, callee -1 if none. A fixed stretch is
// read: the line's walk stays linear.
func pyExecSpelled(line []tok, i int, al map[string]string, x *pyLineIndex) (int, string) {
	at := func(k int, text string) bool {
		return k >= 0 && k < len(line) && line[k].kind != tString && line[k].text == text
	}
	str := func(k int) string {
		if k >= 0 && k < len(line) && line[k].kind == tString {
			return line[k].text
		}
		return ""
	}
	execOrEval := func(s string) bool { return s == "exec" || s == "eval" }
	t := line[i].text
	if x := str(i); execOrEval(x) && (at(i-1, "[") && at(i-2, "__dict__") || at(i-1, "(") && at(i-2, "get") && at(i-3, ".") && at(i-4, "__dict__")) {
		return i, x // builtins.__dict__["exec"], .get("exec"): held, maybe called
	}
	if line[i].kind != tIdent || at(i-1, ".") && t != "import_module" {
		return -1, ""
	}
	builtins := t == "builtins" || t == "__builtins__" || al[t] == "builtins"
	switch {
	case builtins && at(i+1, ".") && i+2 < len(line) && execOrEval(line[i+2].text):
		return i + 2, line[i+2].text // called, or held (run = builtins.exec)
	case (al[t] == "builtins.exec" || al[t] == "builtins.eval") && at(i+1, "("):
		return i, strings.TrimPrefix(al[t], "builtins.")
	case t == "__builtins__" && at(i+1, "[") && execOrEval(str(i+2)) && at(i+3, "]") && at(i+4, "("):
		return i + 3, str(i + 2)
	case t == "getattr" && at(i+1, "(") && i+2 < len(line) && (line[i+2].text == "builtins" || line[i+2].text == "__builtins__" || al[line[i+2].text] == "builtins") &&
		at(i+3, ",") && execOrEval(str(i+4)) && at(i+5, ")") && at(i+6, "("):
		return i + 5, str(i + 4)
	case (t == "__import__" || t == "import_module") && at(i+1, "(") && str(i+2) == "builtins" && at(i+3, ")") && at(i+4, ".") &&
		i+5 < len(line) && execOrEval(line[i+5].text) && at(i+6, "("):
		return i + 5, line[i+5].text
	case execOrEval(t) && at(i+1, ".") && at(i+2, "__call__") && at(i+3, "("):
		return i + 2, t
	case execOrEval(t) && !at(i+1, "(") && (at(i-1, "(") || at(i-1, ",") || at(i-1, "[") || at(i-1, "=") && !at(i-2, "=")) && !pyNameBound(line, i, x):
		// Handed on (map(exec, …), run = exec, f(exec)(…)) or grouped
		// ((exec)(…)): whoever calls it may run it here.
		return i, t
	}
	return -1, ""
}

// pyNameBound: the name at i is no value read but a name given: a
// keyword argument's (f(eval=True)), a parameter's (def train(self,
// eval=False), def f(eval), lambda eval: …), or a target's (x = eval =
// v, (eval := v)). A training loop's eval flag read as builtins.eval
// handed on put every name of its module in doubt. A name followed by :
// is a parameter only when that : ends a lambda's parameters: a dict's
// key ({exec: …}), a lambda's default (lambda run=exec: run) and the
// last item before a header's : (for f in str, exec:, match 0, exec:)
// stay values held. A def's parameters are read below.
func pyNameBound(line []tok, i int, x *pyLineIndex) bool {
	next := func(text string) bool { return i+1 < len(line) && isPunct(line[i+1], text) }
	switch {
	case next("=") && !(i+2 < len(line) && isPunct(line[i+2], "=")):
		return true
	case next(":") && i+2 < len(line) && isPunct(line[i+2], "="):
		return true // (exec := v)
	case next(":") && !isPunct(line[i-1], "=") && x.lambdaColon(i+1):
		return true
	}
	k := 0
	if line[0].text == "async" {
		k = 1
	}
	if k+2 >= len(line) || line[k].kind != tIdent || line[k].text != "def" {
		return false
	}
	// def name(…) or def name[T](…): a name at the parameter list's own
	// level after ( , or * is a parameter.
	open := k + 2
	if isPunct(line[open], "[") {
		open = x.closing(open) + 1
	}
	if open >= len(line) || !isPunct(line[open], "(") || x.innerOpen(i) != open {
		return false
	}
	prev := line[i-1]
	return isPunct(prev, "(") || isPunct(prev, ",") || isPunct(prev, "*") || isPunct(prev, "**")
}

// pyRunsBuilt records where exec, eval or compile at token i (bare or
// by another spelling, see pyExecSpelled), or a standard library
// function that runs its argument as code (pyRunsCode), is handed code
// that is no plain string literal: 'hel' + 'per()', f"{a}per()", '%s()'
// % n, "".join(parts), 'hel' 'per()', '\x68elper()', a name, a file's
// contents read, or the builtin itself handed on. Code built so may name
// any module's names where no reading sees the name whole. A bare name
// is only a candidate: whether it is the builtin or the imported
// function is known once the whole file is read (pyResolveBuilt).
func pyRunsBuilt(line []tok, i int, module bool, f *synFile, x *pyLineIndex) {
	t := line[i]
	record := func(r pyBuiltRun) {
		if f.pyBuilt == nil {
			f.pyBuilt = map[pyBuiltRun]int{}
		}
		if _, ok := f.pyBuilt[r]; !ok {
			f.pyBuilt[r] = t.line
		}
	}
	if i == 0 && module && t.col == 0 && len(line) > 1 && isPunct(line[1], "=") && t.kind == tIdent && pyBuiltinRunner(t.text) {
		// eval = …, unconditionally: no longer the builtin in this
		// module (under an if or a try it may still be).
		f.pyShadow = pyAddName(f.pyShadow, t.text)
	}
	if t.kind == tString && pyBuiltinsValue(line, i, f.pySys, x) {
		record(pyBuiltRun{}) // sys.modules['builtins'].exec, __import__('builtins').__dict__
		return
	}
	if t.kind != tIdent || i > 0 && (line[i-1].text == "def" || line[i-1].text == "class") && line[i-1].kind == tIdent {
		if t.kind == tIdent && i > 0 && module && line[0].col == 0 && pyBuiltinRunner(t.text) && line[i-1].text == "def" {
			f.pyShadow = pyAddName(f.pyShadow, t.text) // a module-level def exec(…)
		}
		return
	}
	dotted := i > 0 && isPunct(line[i-1], ".")
	switch {
	case dotted && pyRunnerMethod(t.text) && (!pyIsCall(line, i) || !pyPlainCall(line, i+1, x, 1)):
		// cProfile.Profile().run(S), trace.Trace().run(S), a runner's
		// method held: whose object it is the reading cannot tell, so
		// it counts where the file imports a module whose objects run
		// code.
		record(pyBuiltRun{member: t.text, object: true})
	case pyBuiltinsValue(line, i, f.pySys, x):
		record(pyBuiltRun{})
	case !dotted && (pyBuiltinRunner(t.text) || pyRunsCodeName(t.text)) && pyIsCall(line, i) && !pyNameBound(line, i, x):
		open := i + 1
		if pyBuiltinRunner(t.text) {
			if pyPlainCall(line, open, x, 1) {
				return
			}
			a := open + 1
			if t.text == "exec" || t.text == "eval" {
				if a < len(line) && line[a].text == "compile" && line[a].kind == tIdent && pyIsCall(line, a) && pyArgEnd(line, a, x.closing(open), x) == x.closing(a+1)+1 {
					// exec(compile(src, …)): the compile call's code is
					// read at the compile, when it is the builtin.
					record(pyBuiltRun{local: t.text, compiled: true})
					return
				}
			}
			record(pyBuiltRun{local: t.text})
			return
		}
		if !pyPlainCall(line, open, x, pyCodeArgs(t.text)) {
			record(pyBuiltRun{local: t.text}) // from timeit import timeit
		}
	case !dotted && i+3 < len(line) && isPunct(line[i+1], ".") && line[i+2].kind == tIdent && pyIsCall(line, i+2) && pyRunsCodeName(line[i+2].text):
		if !pyPlainCall(line, i+3, x, pyCodeArgs(line[i+2].text)) {
			record(pyBuiltRun{local: t.text, member: line[i+2].text}) // timeit.timeit(…), as imported
		}
	default:
		if c, _ := pyExecSpelled(line, i, f.pySys, x); c >= 0 && (!pyIsCall(line, c) || !pyPlainCall(line, c+1, x, 1)) {
			// Held or handed on (whoever calls it gives the code), or
			// called through builtins with code built.
			record(pyBuiltRun{})
		}
	}
}

// pyBuiltRun is one spelling that runs code built at run time: local
// called bare (exec, eval, compile, or a name imported from timeit), or
// local.member (a module's runner); local "" is builtins' exec or eval
// by a spelling that can be nothing else. compiled: exec(compile(…)),
// whose code counts only when compile is not the builtin.
type pyBuiltRun struct {
	local, member string
	compiled      bool
	// object: member is a runner's method (pyRunnerMethod) called on
	// an object: it counts where the file imports a module of
	// pyRunnerModule.
	object bool
}

// pyRunnerModule: a standard library module whose objects run a string
// as code: cProfile's and profile's Profile, pdb's Pdb, bdb's Bdb,
// trace's Trace (run, runctx, runeval), code's interpreters (runsource,
// runcode, push).
func pyRunnerModule(spec string) bool {
	switch spec {
	case "cProfile", "profile", "pdb", "bdb", "trace", "code":
		return true
	}
	return false
}

func pyRunnerMethod(s string) bool {
	switch s {
	case "run", "runctx", "runeval", "runsource", "runcode", "push":
		return true
	}
	return false
}

// pyBuiltinsValue: the token at i names the builtins module (builtins
// or __builtins__ as imported or bare, 'builtins' handed to __import__
// or import_module or used as a sys.modules key) and what follows reads
// no plain member of it: getattr(builtins, 'ex' + 'ec'),
// vars(builtins)['exec'], builtins.__dict__[k], sys.modules['builtins']
// handed on. Any of those may reach exec or eval by a name no reading
// sees; builtins.print and the import itself do not.
func pyBuiltinsValue(line []tok, i int, al map[string]string, x *pyLineIndex) bool {
	if len(line) == 0 || line[0].kind == tIdent && (line[0].text == "import" || line[0].text == "from") {
		return false
	}
	t := line[i]
	end := i
	switch {
	case t.kind == tIdent && (t.text == "builtins" || t.text == "__builtins__" || al[t.text] == "builtins"):
		if i > 0 && isPunct(line[i-1], ".") {
			return false
		}
	case t.kind == tString && (t.text == "builtins" || t.text == "__builtin__"):
		o := x.innerOpen(i)
		if o < 1 || x.closing(o) != i+1 {
			return false
		}
		switch {
		case isPunct(line[o], "(") && (line[o-1].text == "__import__" || line[o-1].text == "import_module"):
		case isPunct(line[o], "[") && line[o-1].text == "modules":
		default:
			return false
		}
		end = i + 1
	default:
		return false
	}
	if end+2 < len(line) && isPunct(line[end+1], ".") && line[end+2].kind == tIdent {
		switch line[end+2].text {
		case "__dict__", "__getattribute__", "__getattr__", "exec", "eval", "compile":
			return true
		}
		return false // builtins.__name__, builtins.print
	}
	if end+1 < len(line) && line[end+1].kind == tIdent && line[end+1].text == "is" {
		return false // builtins is not None
	}
	return !pyBuiltinsNamedMember(line, i, end, x)
}

// pyBuiltinsNamedMember reports whether builtins at line[i:end+1] is
// the first argument of a call that only tests, reads or replaces one
// member it names by a plain literal that runs no code:
// hasattr(builtins, '__IPYTHON__'), getattr(builtins, 'print'),
// mock.patch.object(builtins, 'open', …), monkeypatch.setattr(builtins,
// 'input', …). Any other callee may forward builtins to code that
// reaches exec.
func pyBuiltinsNamedMember(line []tok, i, end int, x *pyLineIndex) bool {
	o := x.innerOpen(i)
	if o < 1 || o+1 != i || !isPunct(line[o], "(") || end+3 >= len(line) {
		return false
	}
	switch line[o-1].text {
	case "hasattr", "getattr", "setattr", "delattr", "object":
	default:
		return false
	}
	if !isPunct(line[end+1], ",") || line[end+2].kind != tString || !isPunct(line[end+3], ",") && !isPunct(line[end+3], ")") {
		return false
	}
	m := line[end+2].text
	if m == "" || strings.HasPrefix(m, "__") && m != "__IPYTHON__" || pyBuiltinRunner(m) {
		return false
	}
	for _, r := range m {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false // an escape, a brace: not plainly a name
		}
	}
	return true
}

func pyBuiltinRunner(s string) bool { return s == "exec" || s == "eval" || s == "compile" }

func pyAddName(m map[string]bool, s string) map[string]bool {
	if m == nil {
		m = map[string]bool{}
	}
	m[s] = true
	return m
}

// pyResolveBuilt sets f.builtCode from the candidates pyRunsBuilt
// recorded, now the file's imports and definitions are known: a bare
// exec, eval or compile is the builtin unless the module binds that name
// itself (from re import compile, from ast import literal_eval as eval,
// def exec(cmd)); a runner counts only through the standard library
// module it is imported from (import timeit as ti; ti.timeit(…), from
// cProfile import run), never by a variable's name (profile.run(x) on a
// profile of one's own).
func pyResolveBuilt(f *synFile) {
	if len(f.pyBuilt) == 0 {
		return
	}
	shadow := f.pyShadow
	byLocal := map[string][]synBind{}
	for _, b := range f.binds {
		if b.local == "" {
			continue
		}
		byLocal[b.local] = append(byLocal[b.local], b)
		if !b.nested && b.guard == "" && b.cond == "" && pyBuiltinRunner(b.local) {
			shadow = pyAddName(shadow, b.local)
		}
	}
	for r, line := range f.pyBuilt {
		runs := false
		switch {
		case r.object:
			for _, b := range f.binds {
				root, _, _ := strings.Cut(b.spec, ".")
				runs = runs || pyRunnerModule(root)
			}
		case r.local == "":
			runs = true
		case r.member != "":
			for _, b := range byLocal[r.local] {
				runs = runs || b.name == "" && !b.star && pyRunsCode(b.spec, r.member)
			}
		default:
			runs = pyBuiltinRunner(r.local) && !shadow[r.local] && (!r.compiled || shadow["compile"])
			for _, b := range byLocal[r.local] {
				runs = runs || pyRunsCode(b.spec, b.name) || b.spec == "builtins" && pyBuiltinRunner(b.name)
			}
		}
		if runs && (f.builtCode == 0 || line < f.builtCode) {
			f.builtCode = line
		}
	}
}

// pyRunsCode: module.fn(code, …) runs its first argument as Python code
// in the standard library: timeit's timers, cProfile's, profile's and
// pdb's run functions.
func pyRunsCode(module, fn string) bool {
	switch module {
	case "timeit":
		return fn == "timeit" || fn == "repeat" || fn == "Timer"
	case "cProfile", "profile", "pdb":
		return fn == "run" || fn == "runctx" || fn == "runeval"
	}
	return false
}

func pyRunsCodeName(fn string) bool { return pyRunsCode("timeit", fn) || pyRunsCode("pdb", fn) }

// pyCodeArgs is how many leading positional arguments of a runner named
// fn are code: timeit's stmt and setup, a profiler's command alone.
func pyCodeArgs(fn string) int {
	if pyRunsCode("timeit", fn) {
		return 2
	}
	return 1
}

// pyArgEnd is the end (the , or closing ) at its level) of the argument
// starting at token a of the call closing at end. Inner brackets are
// skipped whole.
func pyArgEnd(line []tok, a, end int, x *pyLineIndex) int {
	k := a
	for k < end && !isPunct(line[k], ",") {
		if t := line[k]; t.kind == tPunct && (t.text == "(" || t.text == "[" || t.text == "{") {
			k = x.closing(k)
		}
		k++
	}
	return min(k, end)
}

// pyPlainCall: the call whose ( is at open hands code only as plain
// string literals: its first n positional arguments, and setup= or
// stmt= (timeit's), are each one string literal with no escape that
// could spell a name (pyPlainLiteral); other keyword arguments (number=,
// globals) are not code. A call with *args or **kwargs may hand any.
// Only the call's own level is walked, inner brackets skipped whole.
func pyPlainCall(line []tok, open int, x *pyLineIndex, n int) bool {
	end := x.closing(open)
	if open+1 >= end {
		return true // exec(), timeit.timeit(): no code handed
	}
	pos := 0
	for a := open + 1; a < end; {
		e := pyArgEnd(line, a, end, x)
		code := true
		switch {
		case isPunct(line[a], "*") || isPunct(line[a], "**"):
			return false
		case a+1 < e && line[a].kind == tIdent && isPunct(line[a+1], "="):
			code = line[a].text == "setup" || line[a].text == "stmt" || line[a].text == "source"
			a += 2
		default:
			pos++
			code = pos <= n
		}
		if code && !(e == a+1 && line[a].kind == tString && pyPlainLiteral(line[a].text)) {
			return false
		}
		a = e + 1
	}
	return true
}

// pyPlainLiteral: a string literal's body (as lexed: quotes and prefix
// gone, escapes kept) holds no escape that could spell part of a name in
// the code it gives: \n, \t, \" and the like are plain; \x68, \u0068,
// \N{…}, an octal, or a backslash kept before one of those ('\\x68',
// which a string in the code run reads as an escape) are not, nor any
// other (a raw string's \d is read so too).
func pyPlainLiteral(s string) bool {
	spells := func(c byte) bool {
		return c == 'x' || c == 'u' || c == 'U' || c == 'N' || c >= '0' && c <= '9'
	}
	for k := 0; k < len(s); k++ {
		if s[k] != '\\' {
			continue
		}
		if k+1 >= len(s) {
			return false
		}
		switch c := s[k+1]; {
		case c == '\\' && k+2 < len(s) && (spells(s[k+2]) || s[k+2] == '\\'):
			return false
		case strings.IndexByte("\\ntr'\"abfv\n", c) >= 0:
			k++
		default:
			return false
		}
	}
	return true
}
