package symbols

import (
	"strconv"
	"strings"
)

// pySelfCalls is what pySelfByCall has read of a file so far: its
// classes, and the names assigned whole what a call that may give the
// module gives (m = inspect.getmodule(f)).
type pySelfCalls struct {
	classes map[string]bool
	held    map[string]bool
	// imported reads the file's imports by the first part of the name
	// they bind, as of f.binds[:indexed]: indexed once each, not once a
	// call.
	imported map[string]pyCalleeImport
	indexed  int
}

// pyCalleeImport is what the imports binding one name tell of it:
// foreign, every one is another package's by an absolute import;
// getter, the module getter one of them imports under it.
type pyCalleeImport struct {
	foreign bool
	getter  string
}

// pySelfByCall: token i names a call the reading does not follow that
// may give back the module itself, or a name such a call's result was
// assigned to, and what it gives is written; the reason to record, ""
// when none. A call handed the module's own name (__name__,
// __spec__.name) may import it when its callee may: a def or a lambda
// of the file or a name the file does not tell (a wrapper of
// __import__ or import_module), a relative import's, or a module
// getter (__import__, import_module, sys.modules.get) however
// imported; inspect.getmodule of anything may give it. A callee
// imported from another package (logging.getLogger, Flask) or a class
// of the file gives something else (a logger, an app): what it gives is
// read, written or not. Written is a member assigned at statement level
// (….helper = f, not a keyword argument's sep=), its __dict__ used, or
// the value handed whole to setattr or vars as their first argument;
// assigned whole to a name, the name is held and its later writes so
// read. The call's own arguments are read at their level alone, inner
// brackets skipped.
func pySelfByCall(line []tok, i int, x *pyLineIndex, f *synFile) string {
	const why = "writes to its module through a call that may give the module itself"
	t := line[i]
	if t.kind != tIdent || i > 0 && isPunct(line[i-1], ".") && !pyIsCall(line, i) {
		return ""
	}
	if i == 0 && t.text == "class" && len(line) > 1 && line[1].kind == tIdent {
		if f.pySelf.classes == nil {
			f.pySelf.classes = map[string]bool{}
		}
		f.pySelf.classes[line[1].text] = true
		return ""
	}
	switch {
	case f.pySelf.held[t.text] && (i == 0 || !isPunct(line[i-1], ".")) && !pyIsCall(line, i):
		if pySelfWritten(line, i, i, x) {
			return why + " (held as " + t.text + ", written at " + f.path + ":" + strconv.Itoa(t.line) + ")"
		}
		return ""
	case !pyIsCall(line, i) || t.text == "__import__":
		return "" // __import__(…) is read where written (pySelfImport)
	}
	end := x.closing(i + 1)
	if end >= len(line) {
		return ""
	}
	s := i // the callee's start: inspect.getmodule
	for s >= 2 && isPunct(line[s-1], ".") && line[s-2].kind == tIdent {
		s -= 2
	}
	anyArg, may := pySelfCallee(line, s, i, f)
	if !anyArg && !(may && pyHandsSelfName(line, i+1, end, x)) {
		return ""
	}
	if s == 2 && isPunct(line[1], "=") && line[0].kind == tIdent && end+1 == len(line) {
		// m = inspect.getmodule(f): m's writes are the module's.
		if f.pySelf.held == nil {
			f.pySelf.held = map[string]bool{}
		}
		f.pySelf.held[line[0].text] = true
		return ""
	}
	if pySelfWritten(line, s, end, x) {
		return why
	}
	return ""
}

// pySelfWritten: the value from s to end (a call, a name) is written:
// a member assigned at statement level, its __dict__ used, or it is
// the first argument of setattr or vars.
func pySelfWritten(line []tok, s, end int, x *pyLineIndex) bool {
	if n := end + 1; n+1 < len(line) && isPunct(line[n], ".") {
		return line[n+1].text == "__dict__" || x.statementAssignsAfter(n)
	}
	if s < 2 || !isPunct(line[s-1], "(") || line[s-2].kind != tIdent || s >= 3 && isPunct(line[s-3], ".") {
		return false
	}
	return (line[s-2].text == "setattr" || line[s-2].text == "vars") && end+1 < len(line) && (isPunct(line[end+1], ",") || isPunct(line[end+1], ")"))
}

// pySelfCallee reads the callee from s to i: getter, getmodule (under
// any name imported for it), which may give the module whatever it is
// handed; may, a callee that may give a module it is handed the name
// of (import_module, __import__ or sys.modules.get however imported, a
// def, a lambda, a name not told). One imported from another package by an
// absolute import, or a class of the file, may not: it is no wrapper
// the repository can be told to write.
func pySelfCallee(line []tok, s, i int, f *synFile) (getter, may bool) {
	switch name := line[i].text; {
	case name == "getmodule":
		return true, true
	case name == "import_module":
		return false, true
	case name == "get" && i >= 2 && line[i-2].text == "modules":
		return false, true // sys.modules.get(__name__)
	}
	root := line[s].text
	if s == i && f.pySelf.classes[root] {
		return false, false
	}
	p := &f.pySelf
	for ; p.indexed < len(f.binds); p.indexed++ {
		b := f.binds[p.indexed]
		if b.star || b.local == "" {
			continue
		}
		if p.imported == nil {
			p.imported = map[string]pyCalleeImport{}
		}
		r, _, _ := strings.Cut(b.local, ".")
		old, seen := p.imported[r]
		imp := pyCalleeImport{foreign: (!seen || old.foreign) && !strings.HasPrefix(b.spec, ".") && !pyModuleGetter(b.name), getter: old.getter}
		if pyModuleGetter(b.name) {
			imp.getter = b.name
		}
		p.imported[r] = imp
	}
	imp, ok := p.imported[root]
	switch {
	case ok && s == i && imp.getter != "":
		return imp.getter == "getmodule", true // from inspect import getmodule as gm
	case ok && imp.foreign:
		return false, false // logging.getLogger, from flask import Flask
	}
	return false, true
}

// pyModuleGetter: an imported function by this name gives a module.
func pyModuleGetter(name string) bool {
	return name == "getmodule" || name == "import_module" || name == "__import__"
}

// pyHandsSelfName: one argument of the call whose brackets are open and
// end is the module's own name, bare (__name__, __spec__.name).
func pyHandsSelfName(line []tok, open, end int, x *pyLineIndex) bool {
	from := open + 1
	for k := open + 1; k <= end; k++ {
		switch {
		case line[k].kind != tPunct:
		case k < end && (line[k].text == "(" || line[k].text == "[" || line[k].text == "{"):
			k = x.closing(k)
		case line[k].text == "," || k == end:
			if pySelfKey(line[from:k], "") {
				return true
			}
			from = k + 1
		}
	}
	return false
}
