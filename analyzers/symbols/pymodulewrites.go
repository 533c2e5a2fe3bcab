package symbols

import "strings"

// Routes by which a Python module's own names are written that do not
// show as a write on the line they run: its globals() dict or its module
// object handed on (g = globals(); g["x"] = v, exec(code, globals()),
// this = sys.modules[__name__]; this.x = v, or the module got by
// sys.modules.get or importlib.import_module of its own name), a write
// through a method of sys.modules[…].__dict__, exec in a function given
// no namespace (its code may say global), and eval at module level (a
// walrus in it binds there).

// pyHandsOn: the call name() at i (globals(), or vars() and locals() at
// module level) gives its dict to a name, a call or a return: anything
// but an immediate subscript or method, which pyCallWrites reads, or a
// loop over it.
func pyHandsOn(line []tok, i int) bool {
	if i > 0 && isPunct(line[i-1], ".") || !pyIsCall(line, i) || i+2 >= len(line) || !isPunct(line[i+2], ")") {
		return false
	}
	j := i + 3
	return j == len(line) || isPunct(line[j], ")") || isPunct(line[j], ",") || isPunct(line[j], ";")
}

// pySysModulesHandsOn: sys.modules[…] starting at i, its key naming the
// module itself (pySelfKey), is held or handed on whole (the subscript's
// ] ends its expression), or the line calls a writing method after it
// (sys.modules[…].__dict__.update(…), whatever the key); or the module
// itself, by any spelling pySelfModule reads, is handed on
// (pySelfHandedOn).
func pySysModulesHandsOn(line []tok, i int, sys map[string]string, path string, x *pyLineIndex) bool {
	open := pySysModules(line, i, sys)
	closing := len(line)
	if open >= 0 {
		closing = x.closing(open)
		if w := x.writeFrom(open); w < len(line) && w <= closing {
			return true // sys.modules[k].__dict__.update(…) inside its own key
		}
	}
	if end := pySelfModule(line, i, sys, path, x.closing); end >= 0 && pySelfHandedOn(line, i, end, x) {
		return true
	}
	if open < 0 || closing < len(line) && line[closing].text == "]" && pyEndsItem(line, closing+1) {
		return false
	}
	return x.writeFrom(open) < len(line)
}

// pyEndsItem: token n ends the expression before it, an argument's or
// an item's (the line's end, ), a comma or ;).
func pyEndsItem(line []tok, n int) bool {
	return n == len(line) || isPunct(line[n], ")") || isPunct(line[n], ",") || isPunct(line[n], ";")
}

// pySelfHandedOn: the module's own object, from i through end, is held
// or handed on: anything but a member read (sys.modules[__name__].x) or
// its replacement (sys.modules[__name__] = m) follows it. A name given
// it (mod = …, mod, x = …, (mod := …), self.mod = …, for mod in (…,)),
// an or, a conditional, a call's argument (setattr, vars, getattr,
// inspect.getmembers, operator.attrgetter(k)(…)) all leave what is
// written or read through it unseen. Its __dict__ is handed on too, and
// an assignment after a member writes it (….x = v).
func pySelfHandedOn(line []tok, i, end int, x *pyLineIndex) bool {
	n := end + 1
	switch {
	case n >= len(line):
		return true
	case isPunct(line[n], "."):
		return n+1 < len(line) && line[n+1].text == "__dict__" || x.assignsAfter(i)
	case isPunct(line[n], "="):
		return n+1 < len(line) && isPunct(line[n+1], "=")
	}
	return true
}

// pySelfModule is the index of the bracket closing a module expression
// starting at token i that names the module at path itself, -1 if none
// does: sys.modules[key], sys.modules.get(key…) (.pop, .setdefault),
// importlib.import_module(key…), import_module(key…) or __import__(key…)
// (each spelled as imported), key one pySelfKey takes for this module's.
// __import__(__name__) in a package's submodule gives the top package,
// not the module: it is taken for the module itself here, and
// moduleValues holds each enclosing package as loaded besides.
// closing gives where a bracket closes; a fixed stretch is read.
func pySelfModule(toks []tok, i int, sys map[string]string, path string, closing func(int) int) int {
	open := pySysModules(toks, i, sys)
	if open < 0 {
		open = pyModuleCallOpen(toks, i, sys)
	}
	if open < 0 {
		return -1
	}
	end := closing(open)
	if end >= len(toks) || !closes(toks[open].text, toks[end].text) {
		return -1
	}
	key := end
	if isPunct(toks[open], "(") {
		for k := open + 1; k < end && k <= open+4; k++ {
			if isPunct(toks[k], ",") {
				key = k // the first argument: import_module(__name__, None)
				break
			}
		}
	}
	if !pySelfKey(toks[open+1:key], path) {
		return -1
	}
	return end
}

// pyModuleCallOpen is the index of the ( of a call starting at i that
// gives a module by its name, -1 if none: sys.modules.get( (.pop,
// .setdefault), importlib.import_module(, import_module(, __import__(,
// sys, sys.modules, importlib and import_module as imported.
func pyModuleCallOpen(toks []tok, i int, sys map[string]string) int {
	if i >= len(toks) || toks[i].kind != tIdent || i > 0 && isPunct(toks[i-1], ".") {
		return -1
	}
	at := func(k int, text string) bool { return k < len(toks) && toks[k].kind != tString && toks[k].text == text }
	getter := func(k int) bool { return k < len(toks) && toks[k].kind == tIdent && pyModulesGetter(toks[k].text) }
	t := toks[i].text
	switch {
	case (t == "importlib" || sys[t] == "importlib") && at(i+1, ".") && at(i+2, "import_module") && at(i+3, "("):
		return i + 3
	case (t == "import_module" || t == "__import__" || sys[t] == "importlib.import_module") && at(i+1, "("):
		return i + 1
	case (t == "sys" || sys[t] == "sys") && at(i+1, ".") && at(i+2, "modules") && at(i+3, ".") && getter(i+4) && at(i+5, "("):
		return i + 5
	case sys[t] == "sys.modules" && at(i+1, ".") && getter(i+2) && at(i+3, "("):
		return i + 3
	}
	return -1
}

// pySelfKey reports whether the key of sys.modules[key] names the module
// at path itself: __name__, __spec__.name, or a string naming it
// (pkg.mod for pkg/mod.py, pkg for pkg/__init__.py). Another key, a
// name handed in (sys.modules[module_name], as loaders and app
// factories read the modules they are told to) or another module's
// ("__main__", "os"), holds some other module; held or handed on, it
// writes none of this one's names unless this one is asked for by it,
// which nothing here can tell, and every name of a module that loads
// modules by name would be in doubt.
func pySelfKey(key []tok, path string) bool {
	switch {
	case len(key) == 1 && key[0].kind == tIdent:
		return key[0].text == "__name__"
	case len(key) == 3 && key[0].text == "__spec__" && isPunct(key[1], ".") && key[2].text == "name":
		return true
	case len(key) == 1 && key[0].kind == tString:
		mod := strings.TrimSuffix(strings.TrimSuffix(path, ".py"), "/__init__")
		mod = strings.ReplaceAll(mod, "/", ".")
		return key[0].text != "" && (mod == key[0].text || strings.HasSuffix(mod, "."+key[0].text))
	}
	return false
}

// pyClosing is the index of the bracket closing the one at open.
func pyClosing(line []tok, open int) int {
	depth := 0
	for k := open; k < len(line); k++ {
		switch {
		case line[k].kind != tPunct:
		case line[k].text == "(" || line[k].text == "[" || line[k].text == "{":
			depth++
		case line[k].text == ")" || line[k].text == "]" || line[k].text == "}":
			depth--
			if depth == 0 {
				return k
			}
		}
	}
	return len(line)
}

// pyExecGlobal: exec( at i, in a function, runs code that may declare a
// name global: it is given no namespace of its own, and its code is no
// string literal free of the word global. Only the call's own level is
// read, inner brackets skipped whole: each token is read for its
// innermost call alone, however deep exec(…) calls nest.
func pyExecGlobal(line []tok, i int, x *pyLineIndex) bool {
	end := x.closing(i + 1)
	for k := i + 2; k < end; k++ {
		switch {
		case line[k].kind != tPunct:
		case line[k].text == "(" || line[k].text == "[" || line[k].text == "{":
			k = x.closing(k)
		case line[k].text == ",":
			return false // a namespace: what it writes goes there
		}
	}
	if end == i+3 && line[i+2].kind == tString {
		return strings.Contains(line[i+2].text, "global")
	}
	return true
}

// pySysAlias records the name an import binds sys or sys.modules by, or
// builtins or its exec, eval, setattr or __import__, or importlib or its
// import_module.
func pySysAlias(b synBind, f *synFile) {
	what := ""
	switch {
	case b.spec == "sys" && b.name == "" && !b.star && b.local != "":
		what = "sys"
	case b.spec == "sys" && b.name == "modules":
		what = "sys.modules"
	case b.spec == "builtins" && b.name == "" && !b.star && b.local != "":
		what = "builtins"
	case b.spec == "builtins" && (b.name == "exec" || b.name == "eval" || b.name == "setattr" || b.name == "__import__"):
		what = "builtins." + b.name
	case b.spec == "importlib" && b.name == "" && !b.star && b.local != "":
		what = "importlib"
	case b.spec == "importlib" && b.name == "import_module":
		what = "importlib.import_module"
	default:
		return
	}
	if f.pySys == nil {
		f.pySys = map[string]string{}
	}
	f.pySys[b.local] = what
}

// pySelfNamespace: token i starts a spelling of the module's own
// namespace that pySelfModule does not read, any use of which may write
// its names (setattr(m, k, v), m.x = v, d[k] = v, d.update(…)): the
// running frame's globals (sys._getframe().f_globals, depth 0 or none;
// inspect.currentframe().f_globals), inspect.getmodule of that frame, a
// function's __globals__ (taken for this module's; getattr(h,
// "__globals__") too), or __import__ read
// as a member (importlib.__import__(__name__), builtins.__import__)
// with this module's own name. A caller's frame (_getframe(1)) is
// another module's, left out.
func pySelfNamespace(line []tok, i int, path string, x *pyLineIndex) bool {
	at := func(k int, text string) bool { return k < len(line) && line[k].kind != tString && line[k].text == text }
	t := line[i].text
	switch {
	case line[i].kind != tIdent:
		return false
	case t == "__globals__":
		return i > 0 && isPunct(line[i-1], ".")
	case t == "getattr" && at(i+1, "("):
		end := x.closing(i + 1) // getattr(h, "__globals__")
		return end < len(line) && end >= i+4 && line[end-1].kind == tString && line[end-1].text == "__globals__" && isPunct(line[end-2], ",")
	case t == "currentframe" || t == "_getframe":
		end := i + 2
		if at(i+2, "0") {
			end = i + 3
		}
		if !at(i+1, "(") || !at(end, ")") {
			return false
		}
		if at(end+1, ".") && at(end+2, "f_globals") {
			return true
		}
		call := i - 1
		if call >= 0 && isPunct(line[call], ".") {
			call = i - 3 // inspect.currentframe
		}
		return at(end+1, ")") && call >= 1 && at(call, "(") && at(call-1, "getmodule")
	case t == "__import__" && i > 0 && isPunct(line[i-1], ".") && at(i+1, "("):
		end := x.closing(i + 1)
		key := end
		for k := i + 2; k < end && k <= i+5; k++ {
			if isPunct(line[k], ",") {
				key = k
				break
			}
		}
		return key <= len(line) && pySelfKey(line[i+2:key], path)
	}
	return false
}
