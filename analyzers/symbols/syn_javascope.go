package symbols

import "strings"

// javaTypeParams are the names of the type parameters declared by the
// <…> at token k (after a type's name, or before a method's return
// type): each name the < or a comma at the list's own level precedes.
func (c *cTokens) javaTypeParams(k int) []string {
	if !c.is(k, "<") {
		return nil
	}
	var names []string
	angle := 0
	for ; k < len(c.toks) && c.step(); k++ {
		switch {
		case c.is(k, "<"):
			angle++
		case c.is(k, ">"):
			angle--
		}
		if angle <= 0 {
			return names
		}
		if angle == 1 && c.ident(k+1) != "" && (c.is(k, "<") || c.is(k, ",")) {
			names = append(names, c.ident(k+1))
		}
	}
	return names
}

// javaMethodTypeParams are the type parameters of the method declared
// from token k whose ( is at open: <T> before its return type.
func (c *cTokens) javaMethodTypeParams(k, open int) []string {
	for t := k; t < open && c.step(); t++ {
		if c.is(t, "<") && c.depth[t] == c.depth[k] {
			if t == k || javaModifiers.get()[c.ident(t-1)] || c.is(t-1, ")") || c.is(t-1, ";") || c.is(t-1, "{") || c.is(t-1, "}") {
				return c.javaTypeParams(t)
			}
			return nil
		}
	}
	return nil
}

// javaAnyName stands, in javaShadow, for every name: inside a local or
// anonymous class (or an enum constant's body), whose code javaIn
// leaves outside the file's types, any simple name may be a member type
// of its supertypes or of the types around it.
const javaAnyName = "*"

// javaScopes records, after the file's types and members are read, the
// token ranges in which a simple type name is not what the file's
// types, imports and package make it: a type parameter's scope (a
// type's header and body, a generic method's or constructor's), a local
// type's (from its declaration to its block's end; a member of a local
// or anonymous class's, that body), and with javaAnyName the bodies of
// local and anonymous classes.
func (c *cTokens) javaScopes() {
	c.javaShadow = map[string][][2]int{}
	add := func(name string, from, to int) {
		if name != "" && to >= from {
			c.javaShadow[name] = append(c.javaShadow[name], [2]int{from, to})
		}
	}
	for _, r := range c.javaConsts {
		for k := r[0] + 1; k < r[1] && c.step(); k++ {
			if c.is(k, "{") && c.match[k] < len(c.toks) {
				add(javaAnyName, k, c.match[k])
				k = c.match[k]
			}
		}
	}
	for k := 0; k < len(c.toks) && c.step(); k++ {
		switch {
		case c.is(k, "{") && c.is(k-1, ")") && c.match[k] < len(c.toks):
			if open := c.match[k-1]; open > 0 {
				if _, at := c.javaNewType(open - 1); at >= 0 {
					add(javaAnyName, k, c.match[k]) // an anonymous class
				}
			}
		case c.is(k, "<"):
			// A generic method or constructor: <T …> Type name(…) { … }.
			if !(k == 0 || javaModifiers.get()[c.ident(k-1)] || c.is(k-1, ";") || c.is(k-1, "{") || c.is(k-1, "}") ||
				c.is(k-1, ")") && c.javaAnnotationEnd(k-1)) {
				continue
			}
			if end := c.javaMethodEnd(k); end >= 0 {
				for _, n := range c.javaTypeParams(k) {
					add(n, k, end)
				}
			}
		case javaTypeKeywords.get()[c.ident(k)] && c.ident(k+1) != "" && !c.is(k-1, "."):
			if c.isIdent(k, "record") && !c.is(k+2, "(") && !c.is(k+2, "<") {
				continue // a name, not the keyword
			}
			body := k + 2
			for body < len(c.toks) && c.step() && !c.is(body, "{") && !c.is(body, ";") && c.depth[body] >= c.depth[k] {
				body++
			}
			if !c.is(body, "{") || c.match[body] >= len(c.toks) {
				continue
			}
			for _, n := range c.javaTypeParams(k + 2) {
				add(n, k+2, c.match[body])
			}
			b := c.brace[k]
			if b < 0 {
				continue
			}
			if _, member := c.javaBodies[b]; member {
				continue // a member type: the file's definitions name it
			}
			// A local type, or a member of a local or anonymous class.
			from := k
			if c.javaClassBody(b) {
				from = b
			}
			add(c.ident(k+1), from, c.match[b])
			add(javaAnyName, body, c.match[body])
		}
	}
}

// javaMethodEnd is the last token of the method or constructor whose
// type parameters open at k: its body's }, or its ;. -1 for no method.
func (c *cTokens) javaMethodEnd(k int) int {
	d := c.depth[k]
	for t := k + 1; t < len(c.toks) && c.step() && c.depth[t] >= d; t++ {
		if c.depth[t] != d {
			continue
		}
		switch {
		case c.is(t, "(") && c.ident(t-1) != "":
			close := c.match[t]
			for e := close + 1; e < len(c.toks) && c.step() && c.depth[e] >= d; e++ {
				if c.depth[e] != d {
					continue
				}
				if c.is(e, ";") {
					return e
				}
				if c.is(e, "{") {
					return min(c.match[e], len(c.toks)-1)
				}
			}
			return -1
		case c.is(t, ";") || c.is(t, "{") || c.is(t, "}") || c.is(t, "="):
			return -1
		}
	}
	return -1
}

// javaShadowed: at token i, the simple type name is in a range of
// javaShadow — its own (certain: another type takes it) or every
// name's (it may be another type).
func (c *cTokens) javaShadowed(name string, i int) (certain, maybe bool) {
	in := func(n string) bool {
		for _, r := range c.javaShadow[n] {
			if r[0] <= i && i <= r[1] {
				return true
			}
		}
		return false
	}
	if name == "" {
		return false, false
	}
	certain = in(name)
	return certain, certain || in(javaAnyName)
}

// javaFirst is a dotted name's first element.
func javaFirst(name string) string {
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	return name
}
