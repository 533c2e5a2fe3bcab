package symbols

import "strings"

// Routes by which a Python module's own names are written that do not
// show as a write on the line they run: its globals() dict or its module
// object handed on (g = globals(); g["x"] = v, exec(code, globals()),
// this = sys.modules[__name__]; this.x = v), a write through a method
// of sys.modules[…].__dict__, exec in a function given no namespace
// (its code may say global), and eval at module level (a walrus in it
// binds there).

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
// (sys.modules[…].__dict__.update(…), whatever the key).
func pySysModulesHandsOn(line []tok, i int, sys map[string]string, path string, x *pyLineIndex) bool {
	open := pySysModules(line, i, sys)
	if open < 0 {
		return false
	}
	closing := x.closing(open)
	if w := x.writeFrom(open); w < len(line) && w <= closing {
		return true // sys.modules[k].__dict__.update(…) inside its own key
	}
	if closing < len(line) && line[closing].text == "]" {
		if n := closing + 1; n == len(line) || isPunct(line[n], ")") || isPunct(line[n], ",") || isPunct(line[n], ";") {
			return pySelfKey(line[open+1:closing], path)
		}
	}
	return x.writeFrom(open) < len(line)
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
// builtins or its exec, eval or setattr, or importlib or its
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
	case b.spec == "builtins" && (b.name == "exec" || b.name == "eval" || b.name == "setattr"):
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
