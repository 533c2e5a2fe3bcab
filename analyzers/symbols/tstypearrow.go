package symbols

// tsTypeBraceDepth bounds how many enclosing types tsTypeBrace reads
// back through (a type literal in a function type's return in a type
// literal…); a deeper one is read as an arrow's body, as before.
const tsTypeBraceDepth = 8

// tsTypeBrace: the { at b opens a type literal in a type position: after
// a function type's => (a type alias's () => {…}, a parameter's or a
// variable's annotation, a function's return type), or right after such
// an =, : or =>. Its members are names, not statements: type⏎helper():
// void there is two members, where in an arrow's body it would call
// helper.
func (c *cTokens) tsTypeBrace(b, depth int) bool {
	if depth > tsTypeBraceDepth || b < 1 || !c.is(b, "{") {
		return false
	}
	if c.is(b-1, "=>") {
		return c.tsTypeArrow(b-1, depth+1)
	}
	return c.tsTypeStart(b-1, depth+1)
}

// tsTypeArrow: the => at a is a function type's: its parameters, (…)
// right before it, stand (past type parameters and new or abstract new)
// where a type begins. An arrow function's => is preceded by its
// parameters too, but never where a type begins.
func (c *cTokens) tsTypeArrow(a, depth int) bool {
	if depth > tsTypeBraceDepth || !c.is(a-1, ")") {
		return false
	}
	o := c.match[a-1]
	if o < 0 || o >= a-1 {
		return false
	}
	p := c.tsBeforeTypeParams(o - 1)
	if c.isIdent(p, "new") {
		p--
		if c.isIdent(p, "abstract") {
			p--
		}
	}
	return c.tsTypeStart(p, depth+1)
}

// tsBeforeTypeParams: the token before the type parameters <…> ending at
// p, or p when no > ends there (or their < is not found nearby).
func (c *cTokens) tsBeforeTypeParams(p int) int {
	if !c.is(p, ">") {
		return p
	}
	n := 0
	for j := p; j >= 0 && j > p-256; j-- {
		switch {
		case c.is(j, ">"):
			n++
		case c.is(j, "<"):
			n--
			if n == 0 {
				return j - 1
			}
		case (c.is(j, ")") || c.is(j, "]") || c.is(j, "}")) && c.match[j] >= 0 && c.match[j] < j:
			j = c.match[j]
		case c.is(j, ";"):
			return p
		}
	}
	return p
}

// tsTypeStart: a type begins right after the token at p: a type alias's
// = (type F = or type F<T> =), an annotation's colon, or a function
// type's =>.
func (c *cTokens) tsTypeStart(p, depth int) bool {
	if depth > tsTypeBraceDepth || p < 0 {
		return false
	}
	switch {
	case c.is(p, "="):
		k := c.tsBeforeTypeParams(p - 1)
		return c.ident(k) != "" && c.isIdent(k-1, "type") && c.sameLine(k-1, k) && !c.is(k-2, ".") && !c.is(k-2, "?.")
	case c.is(p, ":"):
		return c.tsAnnotationColon(p, depth)
	case c.is(p, "=>"):
		return c.tsTypeArrow(p, depth+1)
	}
	return false
}

// tsAnnotationColon: the : at p begins a type annotation, not a
// conditional's else or an object literal's value. It is an annotation
// after a parameter's name ((cb: or , cb?:), a declared variable's
// (let x:), a member's in a class, an interface or a type literal, and
// after a function's parameters (function f(): or an arrow function's
// (x): where an expression begins).
func (c *cTokens) tsAnnotationColon(p, depth int) bool {
	q := p - 1
	if c.is(q, "?") {
		q--
	}
	e := c.inner[p]
	if c.is(q, ")") {
		o := c.match[q]
		if o < 0 || o >= q {
			return false
		}
		r := c.tsBeforeTypeParams(o - 1)
		switch {
		case c.isIdent(r, "function"):
			return true
		case c.ident(r) != "" && c.isIdent(r-1, "function"):
			return true
		case c.ident(r) != "" && e >= 0 && c.is(e, "{") && c.tsClassLikeBody(e) && c.tsMemberStart(r-1):
			return true // a method's return type
		case c.is(r, "=") || c.is(r, "(") || c.is(r, ",") || c.is(r, "=>") || c.isIdent(r, "async") || c.isIdent(r, "return"):
			return true // an arrow function's return type
		}
		return false
	}
	if c.ident(q) == "" {
		return false
	}
	switch {
	case c.isIdent(q-1, "let") || c.isIdent(q-1, "const") || c.isIdent(q-1, "var"):
		return true
	case e >= 0 && c.is(e, "(") && (c.is(q-1, "(") || c.is(q-1, ",") || c.is(q-1, "...")):
		return true
	case e >= 0 && c.is(e, "{") && c.tsClassLikeBody(e) && c.tsMemberStart(q-1):
		return true
	case e >= 0 && c.is(e, "{") && c.tsTypeBrace(e, depth+1):
		return true
	}
	return false
}

// tsClassLikeBody: the { at e opens a class's or an interface's body.
func (c *cTokens) tsClassLikeBody(e int) bool {
	c.memberBody(e) // builds the marks
	return e < len(c.tsMemberBody) && c.tsMemberBody[e]
}

// tsMemberStart: the token at k ends what stands before a member's name
// in a class's body: the body's {, the last member's ; or }, or a
// modifier.
func (c *cTokens) tsMemberStart(k int) bool {
	switch {
	case c.is(k, "{") || c.is(k, ";") || c.is(k, "}"):
		return true
	}
	switch c.ident(k) {
	case "public", "private", "protected", "static", "readonly", "declare", "override", "abstract", "accessor", "async":
		return true
	}
	return false
}
