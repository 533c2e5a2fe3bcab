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
	return c.match[open], c.pyFirstArgSelf(open, "")
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
		if !c.isIdent(v, "__import__") || !c.pyStatementEnd(v+1) {
			continue
		}
		if held == nil {
			held = map[string]bool{}
		}
		held[c.toks[i].text] = true
	}
	return held
}

// pyWriteUp records the write, if any, through the top package that
// __import__ of the module's own name gives from i to end
// (__import__(__name__).helper = f, exec(src, vars(m)) with m =
// __import__(__name__), __import__(__name__).__dict__.update(helper=f))
// as one into each package above the file, whichever of them is the
// top one. Code and names computed at run time are recorded once per
// file and kind: a package's doubt is the same however many such
// writes made it. A write below the package (…(__name__).m.helper = f)
// reaches a module none can tell. wrote says whether a write was read.
func (c *cTokens) pyWriteUp(i, end int, f *synFile) bool {
	sub, name, kind, wrote := c.pyWriteBelow(i, end, f.pySys)
	line := c.toks[i].line
	if c.is(end+1, ".") && c.isIdent(end+2, "__dict__") && c.is(end+3, ".") && c.isIdent(end+4, "update") {
		if names := c.pyUpdateNames(end + 5); len(names) > 0 {
			for _, n := range names {
				c.pyWriteUpNamed(f, line, n)
			}
			return true
		}
	}
	switch {
	case !wrote:
	case sub != "":
		if kind == pyWriteAttr && name != "" {
			f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, name: name, line: line})
		}
	case kind == pyWriteAttr && name != "":
		c.pyWriteUpNamed(f, line, name)
		for _, more := range c.pyMoreWritten(i, name) {
			c.pyWriteUpNamed(f, line, more)
		}
	default:
		c.pyWriteUpOnce(f, line, kind)
	}
	return wrote
}

// pyUpNamedMax bounds the names one file is read to write into the
// packages above it. Each is a definition in every one of them; past
// this many, the file is taken for writing names computed at run time
// there, which costs the same however many writes follow.
const pyUpNamedMax = 64

// pyWriteUpNamed records a write of name into the packages above.
func (c *cTokens) pyWriteUpNamed(f *synFile, line int, name string) {
	if c.pyUpNamed++; c.pyUpNamed > pyUpNamedMax {
		c.pyWriteUpOnce(f, line, pyWriteAttr)
		return
	}
	f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, name: name, line: line, up: true})
}

// pyWriteUpOnce records code or a computed name written into the
// packages above, once per file and kind.
func (c *cTokens) pyWriteUpOnce(f *synFile, line int, kind pyWriteKind) {
	if c.pyUp&(1<<kind) == 0 {
		c.pyUp |= 1 << kind
		f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, line: line, kind: kind, up: true})
	}
}

// pyUpdateNames are the names a call of update opening at open writes:
// its keyword arguments (d.update(helper=f, other=g)) or the string keys
// of a dict display, its one argument (d.update({"helper": f})); none
// where an argument is anything else (**kw, a list of pairs), whose
// names a reading cannot tell. Inner brackets are skipped whole.
func (c *cTokens) pyUpdateNames(open int) []string {
	if !c.is(open, "(") || open >= len(c.match) || c.match[open] <= open {
		return nil
	}
	close := c.match[open]
	if c.is(open+1, "{") && c.match[open+1] == close-1 {
		open, close = open+1, close-1
		var names []string
		for k := open + 1; k < close; k = c.pyItemEnd(k, close) {
			if !c.str(k) || !c.is(k-1, "{") && !c.is(k-1, ",") || !c.is(k+1, ":") {
				return nil
			}
			names = append(names, pyStrName(c.toks[k]))
		}
		return names
	}
	var names []string
	for k := open + 1; k < close; k = c.pyItemEnd(k, close) {
		if c.ident(k) == "" || !c.is(k+1, "=") || c.is(k+2, "=") || !c.is(k-1, "(") && !c.is(k-1, ",") {
			return nil
		}
		names = append(names, c.toks[k].text)
	}
	return names
}

// pyItemEnd is the index past the comma ending the item that starts at
// k in a bracket closing at close (close itself when none does); inner
// brackets are skipped whole.
func (c *cTokens) pyItemEnd(k, close int) int {
	for k++; k < close && !c.is(k, ","); k++ {
		if (c.is(k, "(") || c.is(k, "[") || c.is(k, "{")) && c.match[k] > k {
			k = c.match[k]
		}
	}
	return k + 1
}

// pyPackagesAbove are the package files (__init__.py) of the
// directories holding the module at p, nearest first, the repository's
// top directory's too: any of them may be where imports are rooted
// below. Memoized per file.
func (r *synResolver) pyPackagesAbove(head *synSide, p string) []string {
	if out, ok := r.pyAbove[p]; ok {
		return out
	}
	var out []string
	for dir := path.Dir(p); ; dir = path.Dir(dir) {
		init := dir + "/__init__.py"
		if dir == "." || dir == "/" {
			init = "__init__.py"
		}
		if head.files[init] != nil && init != p {
			out = append(out, init)
		}
		if dir == "." || dir == "/" {
			break
		}
	}
	if r.pyAbove == nil {
		r.pyAbove = map[string][]string{}
	}
	r.pyAbove[p] = out
	return out
}
