package symbols

// tsBlockDecl binds what a declaration at i in a block or a namespace's
// body declares beyond tsLocal's plain const, let, var, function and
// class: an enum, a namespace, an interface or type alias, an import
// alias, and a function or class after export, declare, abstract or
// async. An enum or class hides the outer name in the block; a
// namespace (which may hold no value), a type and an alias (of a type
// only, perhaps) may or may not, so they bind with doubt. A member a
// namespace's body exports (or an ambient body's, perhaps) is the
// namespace's, seen in each of its blocks (bindNamespaceExports).
// Template code, a class's body, an object literal and JSX text declare
// nothing: only a word where a statement starts does.
func (c *cTokens) tsBlockDecl(i int) {
	b := c.brace[i]
	if b < 0 || c.inner[i] != b || c.tsTemplateCode != nil && c.tsTemplateCode[i] || c.tsDeclRead != nil && c.tsDeclRead[i] {
		return
	}
	ns := c.tsNamespaceID(b) >= 0
	// An arrow's body holds statements, a type literal after => no
	// word before a name on its line.
	arrow := c.is(b-1, "=>")
	if !c.statementStart(i) && !c.afterCaseLabel(i) && !((ns || arrow) && c.is(i-1, "{")) {
		return
	}
	// A brace that may be a method's body or a statement's binds only
	// perhaps.
	sure := true
	switch {
	case c.memberBody(b):
		return
	case ns || arrow || c.statementsBody(b):
	case c.statementBlock(b):
		sure = false
	default:
		return
	}
	k, exported := i, c.isIdent(i, "export")
	if exported {
		k++
	}
	for (c.isIdent(k, "declare") || c.isIdent(k, "abstract") || c.isIdent(k, "async")) && c.sameLine(k, k+1) {
		k++
	}
	if c.isIdent(k, "function") && c.is(k+1, "*") {
		k++
	}
	// Each word declares only before a name on its line: alone on its
	// line it is a member's name or an expression's.
	name := ""
	if c.sameLine(k, k+1) {
		name = c.ident(k + 1)
	}
	switch c.ident(k) {
	case "function", "class":
		if k == i && !((ns || arrow) && c.is(i-1, "{")) {
			return // tsLocal's
		}
	case "enum":
	case "const":
		name = ""
		if c.isIdent(k+1, "enum") && c.sameLine(k+1, k+2) {
			name = c.ident(k + 2)
		}
	case "namespace", "module":
		sure = false
	case "type", "interface":
		// A type hides no value: helper() beside type helper = number
		// still names the outer value, and tsc rejects it when gone.
		return
	case "import":
		if !c.is(k+2, "=") {
			return
		}
		sure = false
	default:
		return
	}
	if name == "" || name == "extends" || name == "implements" {
		return
	}
	if c.tsJSXDoubt != nil && c.tsJSXDoubt[i] {
		sure = false
	}
	if sure {
		c.bind(name, c.enclosingBlock(i))
	} else {
		c.bindDoubt(name, c.enclosingBlock(i))
	}
	if ns && (exported || c.tsNS.ambient[b]) {
		c.tsExportMember(b, name, !exported || !sure)
	}
}

// tsMemberOf is, for the const, let or var at i, 1 + the { of the
// namespace body whose member it declares when exported (or, in an
// ambient body, perhaps exported: tsExportMaybe), else 0.
func (c *cTokens) tsMemberOf(i int) int {
	b := c.brace[i]
	if b < 0 || c.inner[i] != b || c.tsNamespaceID(b) < 0 {
		return 0
	}
	k := i - 1
	if c.isIdent(k, "declare") {
		k--
	}
	exported := c.isIdent(k, "export")
	if !exported && !c.tsNS.ambient[b] {
		return 0
	}
	c.tsExportMaybe = !exported
	return b + 1
}

// sameLine: tokens a and b stand on one line.
func (c *cTokens) sameLine(a, b int) bool {
	return a >= 0 && b < len(c.toks) && c.toks[a].line == c.toks[b].line
}

// tsWordOnItsLine: the type, interface, namespace or module at k ends
// its line where statements stand (the file's top level, a function's,
// a statement's or a namespace's body), so it is an expression's word
// and the name on the next line no declaration's (type⏎helper = 1
// assigns helper), an arrow's body among them. In a class's body or a
// type literal it is a member's name, and so is the next line's word.
func (c *cTokens) tsWordOnItsLine(k int) bool {
	if !c.ts || k < 0 || k+1 >= len(c.toks) || c.sameLine(k, k+1) || c.is(k-1, ".") || c.is(k-1, "?.") {
		return false
	}
	switch c.ident(k) {
	case "type", "interface", "namespace", "module":
	default:
		return false
	}
	b := c.brace[k]
	if b >= 0 && c.tsArrowFunctionBody(b) && !c.memberBody(b) {
		// An arrow's body holds statements; in a type literal after
		// => the next line's word is a member's name, followed by its
		// colon (which in statements makes a label, no use either).
		return !c.is(k+2, ":") && !(c.is(k+2, "?") && c.is(k+3, ":"))
	}
	return b < 0 || c.statementsBody(b) && !c.memberBody(b)
}
