package symbols

// tsArrowFunctionBody: the { at b, after =>, surely opens an arrow
// function's body, a body of statements: the => follows a lone
// parameter (x => {), or parameters (…) that stand where only an
// expression begins: after let, const or var f =, after return, or as
// a call's first argument (f((…) => {)). A function type's => is
// followed by a type literal, whose lines are members (type⏎helper():
// void is two), and a function type stands in many more places (a type
// alias, an annotation, a union, type arguments); a => in none of the
// places above is not read as an arrow function's.
func (c *cTokens) tsArrowFunctionBody(b int) bool {
	a := b - 1
	if !c.is(b, "{") || !c.is(a, "=>") {
		return false
	}
	if c.ident(a-1) != "" {
		return true
	}
	if !c.is(a-1, ")") {
		return false
	}
	o := c.match[a-1]
	if o < 1 || o >= a-1 {
		return false
	}
	r := o - 1
	if c.isIdent(r, "async") {
		r--
	}
	switch {
	case c.isIdent(r, "return"):
		return true
	case c.is(r, "="):
		return c.ident(r-1) != "" && (c.isIdent(r-2, "let") || c.isIdent(r-2, "const") || c.isIdent(r-2, "var"))
	case c.is(r, "("):
		// A callee's name: not a keyword a type or a statement's
		// parenthesis follows (as ((x) => {…}) is a type).
		switch c.ident(r - 1) {
		case "", "typeof", "keyof", "infer", "function", "if", "while", "for", "switch", "catch", "with", "new", "extends", "implements", "as", "satisfies", "is", "in", "of", "readonly", "asserts", "unique":
			return false
		}
		return !c.isIdent(r-2, "function")
	}
	return false
}
