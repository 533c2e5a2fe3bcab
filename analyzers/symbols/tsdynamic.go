package symbols

// tsCommonJS reads what CommonJS at token i makes of the file: a use of
// require, exports or module.exports makes it a module (a script's top
// level would be global); module.exports = { … } at top level exports
// its keys (a spread of require('…') re-exports that module whole);
// module.exports = require('…') re-exports it; module.exports assigned
// anything else, Object.assign or Object.defineProperty on the exports,
// a compiled __exportStar, exports[…] = and TypeScript's export = build
// the exports at run time.
func (c *cTokens) tsCommonJS(i int, f *synFile, skip map[int]bool) {
	dyn := func(why string) {
		f.dynamic = append(f.dynamic, synDyn{why: why, reach: dynImport, line: c.toks[i].line})
	}
	switch name := c.ident(i); {
	case name == "require" && c.is(i+1, "(") && !c.is(i-1, "."):
		f.module = true
	case name == "exports" && !c.is(i-1, "."):
		f.module = true
		if c.is(i+1, "[") {
			dyn("assigns exports[…]")
		}
	case name == "module" && c.is(i+1, ".") && c.isIdent(i+2, "exports") && !c.is(i-1, "."):
		f.module = true
		switch {
		case c.is(i+3, "[") || c.is(i+3, ".") && c.isIdent(i+4, "__proto__"):
			dyn("assigns module.exports[…]")
		case c.is(i+3, "=") && !c.is(i+4, "="):
			c.tsModuleExports(i, i+4, f, skip, dyn)
		}
	case name == "Object" && c.is(i+1, ".") && (c.isIdent(i+2, "assign") || c.isIdent(i+2, "defineProperty") || c.isIdent(i+2, "defineProperties")) &&
		c.is(i+3, "(") && (c.isIdent(i+4, "exports") || c.isIdent(i+4, "module") && c.isIdent(i+6, "exports")):
		f.module = true
		dyn("builds its exports with Object." + c.ident(i+2))
	case (name == "__exportStar" || name == "__export") && c.is(i+1, "("):
		dyn("re-exports through " + name)
	case name == "export" && c.is(i+1, "=") && c.depth[i] == 0:
		f.module = true
		dyn("assigns export =")
	}
}

// tsModuleExports reads module.exports = value, value at v.
func (c *cTokens) tsModuleExports(at, v int, f *synFile, skip map[int]bool, dyn func(string)) {
	line := c.toks[at].line
	switch {
	case c.depth[at] == 0 && c.isIdent(v, "require") && c.is(v+1, "(") && c.str(v+2) && c.is(v+3, ")"):
		f.binds = append(f.binds, synBind{spec: c.toks[v+2].text, star: true, export: true, line: line})
	case c.depth[at] == 0 && c.is(v, "{"):
		end := min(c.match[v], len(c.toks))
		for k := v + 1; k < end && c.step(); k++ {
			if c.depth[k] != c.depth[v]+1 {
				continue
			}
			first := c.is(k-1, "{") || c.is(k-1, ",")
			switch {
			case first && c.is(k, "...") && c.isIdent(k+1, "require") && c.is(k+2, "(") && c.str(k+3):
				f.binds = append(f.binds, synBind{spec: c.toks[k+3].text, star: true, export: true, line: c.toks[k].line})
			case first && c.is(k, "..."):
				dyn("spreads a value into module.exports")
				return
			case first && c.is(k, "["):
				dyn("assigns module.exports a computed key")
				return
			case first && (c.ident(k) != "" || c.str(k)) && (c.is(k+1, ":") || c.is(k+1, "(")):
				// A key exports its value; a shorthand { name } is a use
				// of the file's own name, which it exports as it is.
				f.defs = append(f.defs, synDef{name: c.toks[k].text, line: c.toks[k].line, public: true})
				skip[k] = true
			}
		}
	default:
		dyn("assigns module.exports whole")
	}
}
