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
	// held maps each such name to the callees of every call it was
	// assigned, scopes and order not told apart: one of binding -1 (a
	// callee that may give the module) stands alone, the others are
	// absolute imports' (via), at most pyEscapeSteps of them.
	held map[string][]pySelfVia
	// named are the names assigned the module's own name (n =
	// __name__): handed to a call, they hand it that name.
	named map[string]bool
	// via are the writes through a call whose callee an absolute import
	// binds: the module's if that import loads a module of the
	// repository (a wrapper it may define), nothing's otherwise
	// (logging.getLogger). pyResolveSelfVia decides once every file is
	// read.
	via []pySelfVia
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
	bind    int // the last binding of the name
}

// pySelfVia is a write through a call whose callee binding bind of the
// file imports by an absolute import, under the name callee.
type pySelfVia struct {
	bind   int
	callee string
	line   int
	held   string // the name the write was held by, "" if direct
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
	if i == 0 && len(line) > 2 && line[0].kind == tIdent && isPunct(line[1], "=") && pySelfKey(line[2:], "") {
		// n = __name__: handed to a call, n hands it the module's name.
		if f.pySelf.named == nil {
			f.pySelf.named = map[string]bool{}
		}
		f.pySelf.named[t.text] = true
	}
	vs, held := f.pySelf.held[t.text]
	switch {
	case held && (i == 0 || !isPunct(line[i-1], ".")) && !pyIsCall(line, i):
		if !pySelfWritten(line, i, i, x) {
			return ""
		}
		if vs[0].bind >= 0 {
			for _, v := range vs {
				v.line, v.held = t.line, t.text
				f.pySelf.via = append(f.pySelf.via, v)
			}
			return ""
		}
		return why + " (held as " + t.text + ", written at " + f.path + ":" + strconv.Itoa(t.line) + ")"
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
	anyArg, may, via := pySelfCallee(line, s, i, f)
	if !anyArg && !(may && pyHandsSelfName(line, i+1, end, x, f)) {
		return ""
	}
	v := pySelfVia{bind: via, callee: t.text, line: t.line}
	if via >= 0 && s == i && f.binds[via].name != "" {
		v.callee = f.binds[via].name // from util import load as ld
	}
	if s == 2 && isPunct(line[1], "=") && line[0].kind == tIdent && end+1 == len(line) {
		// m = inspect.getmodule(f): m's writes are the module's.
		f.pySelf.hold(line[0].text, v)
		return ""
	}
	if !pySelfWritten(line, s, end, x) {
		return ""
	}
	if via >= 0 {
		f.pySelf.via = append(f.pySelf.via, v)
		return ""
	}
	return why
}

// hold records that name was assigned what the call of callee v gives.
// Another assignment of the name (in another function, or later) keeps
// the earlier ones: which one a write goes through is not told, so a
// callee that may give the module outweighs any imported one, and past
// pyEscapeSteps imported ones the name is taken to give the module.
func (p *pySelfCalls) hold(name string, v pySelfVia) {
	if p.held == nil {
		p.held = map[string][]pySelfVia{}
	}
	vs := p.held[name]
	switch {
	case len(vs) > 0 && vs[0].bind < 0:
	case v.bind < 0 || len(vs) >= pyEscapeSteps:
		p.held[name] = []pySelfVia{{bind: -1, callee: v.callee, line: v.line}}
	default:
		for _, o := range vs {
			if o.bind == v.bind {
				return
			}
		}
		p.held[name] = append(vs, v)
	}
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
// def, a lambda, a name not told). A class of the file may not. One
// imported by an absolute import may if that import loads a module of
// the repository, which may define a wrapper, and may not if it loads
// another package's (logging.getLogger, Flask): via is then its
// binding, for pyResolveSelfVia to tell once every file is read; -1
// otherwise.
func pySelfCallee(line []tok, s, i int, f *synFile) (getter, may bool, via int) {
	switch name := line[i].text; {
	case name == "getmodule":
		return true, true, -1
	case name == "import_module":
		return false, true, -1
	case name == "get" && i >= 2 && line[i-2].text == "modules":
		return false, true, -1 // sys.modules.get(__name__)
	}
	root := line[s].text
	if s == i && f.pySelf.classes[root] {
		return false, false, -1
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
		imp := pyCalleeImport{foreign: (!seen || old.foreign) && !strings.HasPrefix(b.spec, ".") && !pyModuleGetter(b.name), getter: old.getter, bind: p.indexed}
		if pyModuleGetter(b.name) {
			imp.getter = b.name
		}
		p.imported[r] = imp
	}
	imp, ok := p.imported[root]
	switch {
	case ok && s == i && imp.getter != "":
		return imp.getter == "getmodule", true, -1 // from inspect import getmodule as gm
	case ok && imp.foreign:
		return false, true, imp.bind // logging.getLogger, from util import load
	}
	return false, true, -1
}

// pyModuleGetter: an imported function by this name gives a module.
func pyModuleGetter(name string) bool {
	return name == "getmodule" || name == "import_module" || name == "__import__"
}

// pyHandsSelfName: an argument of the call whose brackets are open and
// end is the module's own name: bare (__name__, __spec__.name), by
// keyword (n=__name__), built from it alone (str(__name__),
// f"{__name__}", __name__ + ""), unpacked (*[__name__],
// **{"n": __name__}), or a name assigned it. A value merely computed
// from it (len(__name__), __spec__.origin) names no module.
func pyHandsSelfName(line []tok, open, end int, x *pyLineIndex, f *synFile) bool {
	return pyItemsNameSelf(line, open+1, end, x, f, 0)
}

// pyItemsNameSelf: one of the comma-separated items in tokens from to
// to-1 (a call's arguments, a display's items) is the module's own
// name (pyValueNamesSelf). Inner brackets are skipped by the index.
func pyItemsNameSelf(line []tok, from, to int, x *pyLineIndex, f *synFile, depth int) bool {
	s := from
	for k := from; k <= to; k++ {
		if k < to {
			if line[k].kind == tPunct && (line[k].text == "(" || line[k].text == "[" || line[k].text == "{") {
				k = min(x.closing(k), to-1)
			}
			if line[k].kind != tPunct || line[k].text != "," {
				continue
			}
		}
		if pyValueNamesSelf(line, s, k, x, f, depth) {
			return true
		}
		s = k + 1
	}
	return false
}

// pyValueNamesSelf: the tokens from s to e-1, an argument or a
// display's item, are the module's own name, as pyHandsSelfName says.
func pyValueNamesSelf(line []tok, s, e int, x *pyLineIndex, f *synFile, depth int) bool {
	if depth > pyEscapeSteps || s >= e {
		return false
	}
	if e-s > 2 && line[s].kind == tIdent && isPunct(line[s+1], "=") && !isPunct(line[s+2], "=") {
		s += 2 // n=__name__
	}
	var parts []int // top-level + signs
	for k := s; k < e; k++ {
		switch {
		case line[k].kind != tPunct:
		case line[k].text == "(" || line[k].text == "[" || line[k].text == "{":
			k = min(x.closing(k), e-1)
		case line[k].text == ":" && k+1 < e && isPunct(line[k+1], "="):
			s, parts = k+2, nil // (n := __name__)
			k++
		case line[k].text == ":":
			s, parts = k+1, nil // {"n": __name__}
		case line[k].text == "+" && k > s:
			parts = append(parts, k)
		}
	}
	for s < e && isPunct(line[s], "*") {
		s++ // *[__name__], **{"n": __name__}
	}
	if s >= e {
		return false
	}
	if len(parts) > 0 {
		// __name__ + "": every part is the name or an empty string.
		named, from := false, s
		for _, k := range append(parts, e) {
			switch {
			case k == from+1 && line[from].kind == tString && line[from].text == "":
			case pyValueNamesSelf(line, from, k, x, f, depth+1):
				named = true
			default:
				return false
			}
			from = k + 1
		}
		return named
	}
	toks := line[s:e]
	switch {
	case pySelfKey(toks, ""):
		return true
	case len(toks) == 1:
		return toks[0].kind == tIdent && f.pySelf.named[toks[0].text]
	case toks[0].kind == tString && toks[0].text == "" && toks[len(toks)-1].kind == tString && toks[len(toks)-1].text == "":
		return pyValueNamesSelf(line, s+1, e-1, x, f, depth+1) // f"{__name__}"
	case toks[0].kind == tIdent && toks[0].text == "str" && isPunct(toks[1], "(") && x.closing(s+1) == e-1:
		return pyItemsNameSelf(line, s+2, e-1, x, f, depth+1)
	case isPunct(toks[0], "(") || isPunct(toks[0], "[") || isPunct(toks[0], "{"):
		return x.closing(s) == e-1 && pyItemsNameSelf(line, s+1, e-1, x, f, depth+1)
	}
	return false
}

// pyResolveSelfVia makes each write of file p through a call an
// absolute import binds (pySelfVia) a dynamic definition of p when the
// import loads a module of the repository, whose callee may be a
// wrapper of __import__, and that module's callee is no class of the
// repository's.
func (r *synResolver) pyResolveSelfVia(head *synSide, p string) {
	f := head.files[p]
	for _, v := range f.pySelf.via {
		if len(resolvePy(r.fs, p, f.binds[v.bind].spec)) == 0 || r.pyClass(head, v.callee) {
			continue
		}
		why := "writes to its module through a call that may give the module itself (" + v.callee + ", imported from " + f.binds[v.bind].spec
		if v.held != "" {
			why += ", held as " + v.held
		}
		why += ", written at " + p + ":" + strconv.Itoa(v.line) + ")"
		f.dynamic = append(f.dynamic, synDyn{why: why, reach: dynAll, line: v.line})
	}
}

// pyClass: a head file of the repository defines a class by name.
func (r *synResolver) pyClass(head *synSide, name string) bool {
	if r.pyClasses == nil {
		r.pyClasses = map[string]bool{}
		for _, f := range head.files {
			for c := range f.pySelf.classes {
				r.pyClasses[c] = true
			}
		}
	}
	return r.pyClasses[name]
}
