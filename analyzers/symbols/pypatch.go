package symbols

import "strings"

// Test doubles write a module's attributes by the module's dotted name:
// mock's patch("m.helper", create=True), patch.object(m, "helper",
// create=True) and patch.multiple("m", helper=f, create=True) (or with
// m itself, pycallwrite.go) make m.helper for the test's length though
// m has none,
// pytest's monkeypatch.setattr("m.helper", v, raising=False) sets it
// where it is missing, and monkeypatch.setitem(sys.modules, "m", fake)
// answers m's importers with fake, as sys.modules["m"] = fake does.
// Without create=True patch raises where the attribute is missing, and
// monkeypatch.setattr whose raising is absent or a literal True does
// too: neither writes. A raising the reading cannot see (raising=flag,
// *a, **kw) may be false, and is taken as a write.

// pyPatchWrites records f's writes by test doubles that name the module
// by a string. Each token is looked at once; each call's arguments are
// walked at its own level only (pyKeyword).
func (c *cTokens) pyPatchWrites(f *synFile) {
	for i, t := range c.toks {
		if t.kind != tIdent || !c.is(i+1, "(") {
			continue
		}
		switch {
		case t.text == "patch" && c.str(i+2) && c.pyKeyword(i+1, "create", "True"):
			c.pyPatchPath(i, i+2, f)
		case t.text == "multiple" && c.is(i-1, ".") && c.isIdent(i-2, "patch") && c.match[i+1] > i+1 && c.pyKeyword(i+1, "create", "True"):
			// patch.multiple('pkg.m', helper=DEFAULT, create=True)
			// writes each attribute its keywords name into pkg.m.
			a, e := c.pyCallArg(i+1, pyParamSlot{name: "target", pos: 0, kw: true})
			if a < 0 || e != a+1 || !c.str(a) || strings.ContainsAny(c.toks[a].text, "\\ :") || c.toks[a].text == "" {
				continue
			}
			names := c.pyPatchMultipleNames(i + 1)
			if names == nil {
				names = []string{""} // a **spread: any name
			}
			for _, n := range names {
				f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, line: t.line, key: c.toks[a].text, name: n, kind: pyWriteAttr})
			}
		case t.text == "setattr" && c.is(i-1, ".") && c.isIdent(i-2, "monkeypatch") && !c.is(i-3, ".") && c.str(i+2) && c.pyMayNotRaise(i+1, 3):
			c.pyPatchPath(i, i+2, f)
		case t.text == "setitem" && c.is(i-1, ".") && c.isIdent(i-2, "monkeypatch") && !c.is(i-3, "."):
			k := i + 2
			switch {
			case (c.isIdent(k, "sys") || f.pySys[c.ident(k)] == "sys") && c.is(k+1, ".") && c.isIdent(k+2, "modules"):
				k += 3
			case f.pySys[c.ident(k)] == "sys.modules":
				k++
			default:
				continue
			}
			if c.is(k, ",") && c.str(k+1) && c.is(k+2, ",") && !strings.ContainsRune(c.toks[k+1].text, '\\') {
				f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, line: t.line, key: c.toks[k+1].text, kind: pyWriteReplace})
			}
		}
	}
}

// pyPatchPath records the write of the attribute the string at s names
// by its dotted path ("pkg.m.helper": helper in pkg.m), the call's name
// at i.
func (c *cTokens) pyPatchPath(i, s int, f *synFile) {
	path := c.toks[s].text
	dot := strings.LastIndexByte(path, '.')
	if dot <= 0 || dot == len(path)-1 || strings.ContainsAny(path, "\\ :") {
		return
	}
	f.attrWrites = append(f.attrWrites, pyAttrWrite{bind: -1, line: c.toks[i].line, key: path[:dot], name: path[dot+1:], kind: pyWriteAttr})
}

// pyKeyword: the call whose ( is at open passes name=value at its own
// level (create=True). Inner brackets are skipped whole.
func (c *cTokens) pyKeyword(open int, name, value string) bool {
	if !c.is(open, "(") || open >= len(c.match) || c.match[open] <= open {
		return false
	}
	for k := open + 1; k < c.match[open]; k++ {
		switch {
		case c.isIdent(k, name) && c.is(k+1, "=") && c.isIdent(k+2, value) && (c.is(k-1, ",") || c.is(k-1, "(")):
			return true
		case (c.is(k, "(") || c.is(k, "[") || c.is(k, "{")) && c.match[k] > k:
			k = c.match[k]
		}
	}
	return false
}

// pyMayNotRaise: monkeypatch.setattr, whose ( is at open, may be told
// not to raise where the attribute is missing, and so may create it:
// its raising argument, by keyword or at position pos, is there and is
// not the literal True (raising=False, or a value not seen). Absent,
// or True, it raises and creates nothing. A spread (*a, **kw) may pass
// it.
func (c *cTokens) pyMayNotRaise(open, pos int) bool {
	if !c.is(open, "(") || open >= len(c.match) || c.match[open] <= open {
		return false
	}
	end, n := c.match[open], 0
	isTrue := func(k int) bool { return c.isIdent(k, "True") && (c.is(k+1, ",") || k+1 == end) }
	for k := open + 1; k < end; k++ {
		if c.is(k-1, "(") && k-1 == open || c.is(k-1, ",") {
			switch {
			case c.is(k, "*") || c.is(k, "**"):
				return true
			case c.isIdent(k, "raising") && c.is(k+1, "="):
				return !isTrue(k + 2)
			case n == pos && !(c.ident(k) != "" && c.is(k+1, "=")):
				return !isTrue(k)
			}
		}
		switch {
		case c.is(k, ","):
			n++
		case (c.is(k, "(") || c.is(k, "[") || c.is(k, "{")) && c.match[k] > k:
			k = c.match[k]
		}
	}
	return false
}
