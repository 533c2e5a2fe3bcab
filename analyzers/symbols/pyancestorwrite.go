package symbols

import "path"

// __import__ handed a dotted name returns the top package, not the
// module named: in pkg/sub.py, __import__(__name__) is pkg, and
// __import__(__name__).helper = f writes pkg.helper, which from pkg
// import helper then finds. Which package is the top one depends on
// where imports are rooted (a src/ layout, a directory run as a
// script), which a file's path does not tell, so such a write is taken
// for one into a module none can tell: a use of the name it writes is
// ambiguous anywhere, never dangling. A function's __globals__ is the
// namespace of the module that defined it, another module's where the
// function was imported: g.__globals__["helper"] = f is taken likewise.

// pySelfImport: token i starts a call of __import__ whose first
// argument is the module's own name (__name__, __spec__.name): bare,
// read as a member (builtins.__import__), or under a name it was
// assigned or imported as (imp = __import__; from builtins import
// __import__ as imp). end is the call's closing parenthesis.
func (c *cTokens) pySelfImport(i int, sys map[string]string, held map[string]bool) (end int, ok bool) {
	open := i + 1
	switch name := c.ident(i); {
	case name == "":
		return 0, false
	case c.is(i+1, ".") && c.isIdent(i+2, "__import__"):
		open = i + 3
	case name != "__import__" && !held[name] && sys[name] != "builtins.__import__":
		return 0, false
	}
	if !c.is(open, "(") || open >= len(c.match) || c.match[open] <= open {
		return 0, false
	}
	end = c.match[open]
	key := end
	for k := open + 1; k < end && k <= open+4; k++ {
		if c.is(k, ",") {
			key = k
			break
		}
	}
	return end, pySelfKey(c.toks[open+1:key], "")
}

// pyImportHeld are the names assigned __import__ whole (imp =
// __import__, imp = builtins.__import__), read in one pass.
func (c *cTokens) pyImportHeld() map[string]bool {
	var held map[string]bool
	for i := range c.toks {
		if c.toks[i].kind != tIdent || c.is(i-1, ".") || !c.is(i+1, "=") || c.is(i+2, "=") {
			continue
		}
		v := i + 2
		if c.ident(v) != "" && c.is(v+1, ".") {
			v += 2 // builtins.__import__
		}
		if !c.isIdent(v, "__import__") || v+1 < len(c.toks) && c.toks[v+1].kind != tNewline && !c.is(v+1, ";") {
			continue
		}
		if held == nil {
			held = map[string]bool{}
		}
		held[c.toks[i].text] = true
	}
	return held
}

// pyGlobalsWrite records the write, if any, into the __globals__ at
// token i (g.__globals__["helper"] = f, .setdefault("helper", f),
// .__setitem__("helper", f), .update(helper=f)) as a write of each name
// into a module none can tell. A name computed at run time is left
// out, as it is for any module none can tell.
func (c *cTokens) pyGlobalsWrite(i int, f *synFile) {
	if !c.isIdent(i, "__globals__") || !c.is(i-1, ".") {
		return
	}
	var names []string
	switch {
	case c.is(i+1, "[") && c.pyDictWrite(i+1):
		names = append(names, c.pyDictKey(i+1))
	case !c.is(i+1, ".") || !c.is(i+3, "("):
	case c.isIdent(i+2, "setdefault") || c.isIdent(i+2, "__setitem__"):
		if c.str(i+4) && (c.is(i+5, ",") || c.is(i+5, ")")) {
			names = append(names, pyStrName(c.toks[i+4]))
		}
	case c.isIdent(i+2, "update"):
		names = c.pyUpdateNames(i + 3)
	}
	for _, name := range names {
		if name != "" {
			f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, name: name, line: c.toks[i].line})
		}
	}
}

// pyWriteUp records the write, if any, of code or of names computed at
// run time through the top package __import__ gives from i to end
// (exec(src, vars(__import__(__name__))), __import__(__name__).
// __dict__.update(helper=f)) as one into each package above the file:
// which one is the top is not told, and unlike a named write it is not
// taken for a write into every module. Once per file and kind: a
// package's doubt is the same however many such writes made it.
func (c *cTokens) pyWriteUp(i, end int, f *synFile) {
	_, name, kind, wrote := c.pyWriteBelow(i, end, f.pySys)
	if c.is(end+1, ".") && c.isIdent(end+2, "__dict__") && c.is(end+3, ".") && c.isIdent(end+4, "update") {
		if names := c.pyUpdateNames(end + 5); len(names) > 0 {
			for _, n := range names {
				f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, name: n, line: c.toks[i].line})
			}
			return
		}
	}
	if !wrote || kind == pyWriteAttr && name != "" {
		return // a named write: pyModuleExprWrites takes it for any module's
	}
	if c.pyUp&(1<<kind) != 0 {
		return
	}
	c.pyUp |= 1 << kind
	f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, line: c.toks[i].line, kind: kind, up: true})
}

// pyUpdateNames are the names the keyword arguments of the call opening
// at open write (d.update(helper=f, other=g)); none where an argument is
// anything else (a dict, **kw), whose names a reading cannot tell.
func (c *cTokens) pyUpdateNames(open int) []string {
	if !c.is(open, "(") || open >= len(c.match) || c.match[open] <= open {
		return nil
	}
	var names []string
	for k := open + 1; k < c.match[open]; k++ {
		if c.inner[k] != open || !c.is(k-1, "(") && !c.is(k-1, ",") {
			continue
		}
		if c.ident(k) == "" || !c.is(k+1, "=") || c.is(k+2, "=") {
			return nil
		}
		names = append(names, c.toks[k].text)
	}
	return names
}

// pyPackagesAbove are the package files (__init__.py) of the
// directories holding the module at p, nearest first.
func pyPackagesAbove(head *synSide, p string) []string {
	var out []string
	for dir := path.Dir(p); dir != "." && dir != "/"; dir = path.Dir(dir) {
		if init := dir + "/__init__.py"; head.files[init] != nil && init != p {
			out = append(out, init)
		}
	}
	return out
}
