package symbols

import "strconv"

// rustBlockItem reads an item declared inside braces at i (fn g() {} in
// a function body, an inline module's items, an extern block's foreign
// functions). rustc resolves a bare name to such an item before any glob
// import, so a use of its name there is no use of the removed item the
// glob brought, when both are values (rustValueItem) or both types
// (rustTypeItem; rustNamespaceLocal). The name is bound over the block
// it stands in (inline modules nested there see none of it: localKey);
// a foreign item over the block around its extern block (the whole file
// at the top level). An impl or trait block's items are
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
	value, typ := c.rustValueItem(kw, nameAt), rustTypeItem(kw)
	if !value && !typ {
		return
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
	scope := [2]int{0, len(c.toks)}
	if b >= 0 {
		scope = [2]int{b, min(c.match[b], len(c.toks))}
	}
	if value {
		c.bind(name, scope)
	}
	if typ {
		c.bindTyped(rustTypeKey(c.localKey(name, scope[0])), scope, "")
	}
}

// rustValueItem: the item kw names at nameAt is a value (a function, a
// constant, a static, a unit or tuple struct, generic or not), as the
// names a derive reads are: an enum, trait, type alias, module or
// braced struct is a type only, and g() beside enum g {} still calls the
// glob's g.
func (c *cTokens) rustValueItem(kw string, nameAt int) bool {
	switch kw {
	case "fn", "const", "static":
		return true
	case "struct":
		return c.rustStructIsValue(nameAt)
	}
	return false
}

// rustTypeItem: an item of keyword kw is in the type namespace (a
// struct, enum, union, trait, type alias or module): it hides a glob's
// type of its name, not its function.
func rustTypeItem(kw string) bool {
	switch kw {
	case "struct", "enum", "union", "trait", "type", "mod":
		return true
	}
	return false
}

// rustTypeKey is the key a block's type item of the name local keys
// (localKey) is kept under: apart from its values, which hide no type.
func rustTypeKey(key string) string { return "type\x00" + key }

// rustStructIsValue: the struct named at nameAt is a unit or tuple
// struct (struct g;, struct g(T);, struct g<T>(T);), whose name is its
// constructor too: past its generics, a ; or a ( rather than a {.
func (c *cTokens) rustStructIsValue(nameAt int) bool {
	k := nameAt + 1
	if c.is(k, "<") {
		for angles := 0; k < len(c.toks) && c.step(); k++ {
			switch {
			case c.is(k, "(") || c.is(k, "[") || c.is(k, "{"):
				k = c.match[k]
			case c.is(k, "<"):
				angles++
			case c.is(k, ">"):
				angles--
			}
			if angles == 0 {
				break
			}
		}
		k++
	}
	if c.isIdent(k, "where") {
		for k < len(c.toks) && c.step() && !c.is(k, ";") && !c.is(k, "{") && !c.is(k, "(") {
			k++
		}
	}
	return c.is(k, ";") || c.is(k, "(")
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

// readRustModules fills rustModOf in one pass over the tokens.
func (c *cTokens) readRustModules() {
	c.rustModOf = make([]int, len(c.toks))
	var open []int // the { of each inline module body around
	for i := range c.toks {
		for n := len(open); n > 0 && c.match[open[n-1]] < i; n-- {
			open = open[:n-1]
		}
		if c.is(i, "{") && c.ident(i-1) != "" && c.isIdent(i-2, "mod") {
			open = append(open, i)
		}
		c.rustModOf[i] = -1
		if n := len(open); n > 0 {
			c.rustModOf[i] = open[n-1]
		}
	}
}

// localKey is the key a local binding of name made, or used, at token i
// is kept under: in Rust, the name within its inline module, so that a
// binding around a nested module (fn u() { let g = 1; mod n { … g() } })
// is not taken for one inside it, which sees only its own module.
func (c *cTokens) localKey(name string, i int) string {
	if i < 0 || i >= len(c.rustModOf) || c.rustModOf[i] < 0 {
		return name
	}
	return name + "\x00" + strconv.Itoa(c.rustModOf[i])
}
