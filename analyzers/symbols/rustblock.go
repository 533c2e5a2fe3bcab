package symbols

// rustBlockItem reads an item declared inside braces at i (fn g() {} in
// a function body, an inline module's items, an extern block's foreign
// functions). rustc resolves a bare name to such an item before any glob
// import, so a use of its name there is no use of the removed item the
// glob brought. The name is bound over the block it stands in, less the
// inline modules nested there, which start a module of their own and see
// none of it; a foreign item over the block around its extern block (the
// whole file at the top level). An impl or trait block's items are
// members, reached only through a path, and bind nothing. A function's
// parameters are bound over its body wherever it stands.
func (c *cTokens) rustBlockItem(i int) {
	if c.depth[i] == 0 || !rustItemKeywords.get()[c.ident(i)] || c.is(i-1, "::") {
		return
	}
	kw, nameAt := c.ident(i), i+1
	if kw == "static" && c.isIdent(nameAt, "mut") {
		nameAt++
	}
	name := c.ident(nameAt)
	switch {
	case name == "" || name == "_" || rustItemKeywords.get()[name] || name == "unsafe" || name == "async" || name == "extern":
		return // const fn, a fn pointer type's fn(
	case kw == "union" && !c.is(nameAt+1, "{") && !c.is(nameAt+1, "<"):
		return // union as a plain name
	}
	if kw == "fn" {
		c.rustFnParams(nameAt)
	}
	b := c.brace[i]
	if b < 0 {
		return // inside brackets that are no block: a type, an argument
	}
	switch c.rustBlockHeader(b) {
	case "impl", "trait":
		return
	case "extern":
		b = c.brace[b]
	}
	for _, r := range c.rustModuleScope(b) {
		c.bind(name, r)
	}
}

// rustBlockHeader is the keyword that opens the item whose body is the {
// at b: "impl", "trait" or "extern" (a block of foreign items), or ""
// for any other block (a function body, an inline module, an
// expression's block).
func (c *cTokens) rustBlockHeader(b int) string {
	d := c.depth[b]
	k := b - 1
	for k >= 0 && c.step() && (c.depth[k] > d || c.depth[k] == d && !c.is(k, ";") && !c.is(k, "}") && !c.is(k, "{")) {
		k--
	}
	k++
	for k < b && c.step() {
		switch {
		case c.is(k, "#") && c.is(k+1, "["):
			k = c.match[k+1] + 1
		case c.isIdent(k, "pub") && c.is(k+1, "("):
			k = c.match[k+1] + 1
		case c.isIdent(k, "pub") || c.isIdent(k, "unsafe") || c.isIdent(k, "default") || c.isIdent(k, "auto"):
			k++
		case c.isIdent(k, "impl") || c.isIdent(k, "trait"):
			return c.ident(k)
		case c.isIdent(k, "extern") && (k+1 == b || c.str(k+1) && k+2 == b):
			return "extern"
		default:
			return ""
		}
	}
	return ""
}

// rustModuleScope is the token ranges of the block whose { is at b (the
// whole file when b is -1) that are in its module's scope: all but the
// bodies of the inline modules nested in it.
func (c *cTokens) rustModuleScope(b int) [][2]int {
	from, end := 0, len(c.toks)
	if b >= 0 {
		from, end = b, min(c.match[b], len(c.toks))
	}
	var scope [][2]int
	start := from
	for k := from + 1; k < end && c.step(); k++ {
		if c.isIdent(k, "mod") && c.ident(k+1) != "" && c.is(k+2, "{") {
			scope = append(scope, [2]int{start, k + 1})
			k = min(c.match[k+2], len(c.toks))
			start = k
		}
	}
	return append(scope, [2]int{start, end})
}
