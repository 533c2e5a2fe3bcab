package symbols

// pyClassHidden: token i, in a class body, is inside a comprehension or
// a lambda there, whose own scope sees none of the class's names: the
// name is read from the scopes around the class. A comprehension's
// outermost iterable is the exception, evaluated by the class body.
func (c *cTokens) pyClassHidden(i int, comps map[int]map[string]bool) bool {
	for o := c.inner[i]; o >= 0 && c.step(); o = c.inner[o] {
		if comps[o] != nil && !c.pyOuterIterable(o, i) {
			return true
		}
	}
	return c.pyInLambda(i)
}

// pyOuterIterable: token i is in the iterable of the first for clause of
// the comprehension in the bracket at o.
func (c *cTokens) pyOuterIterable(o, i int) bool {
	d := c.depth[o] + 1
	seenFor, seenIn := false, false
	for k := o + 1; k < i && c.step(); k++ {
		if c.depth[k] != d {
			continue
		}
		switch {
		case c.isIdent(k, "for") && seenIn, c.isIdent(k, "if") && seenIn:
			return false
		case c.isIdent(k, "for"):
			seenFor = true
		case c.isIdent(k, "in") && seenFor:
			seenIn = true
		}
	}
	return seenIn
}

// pyInLambda: token i is in the body of a lambda of its logical line (after
// the lambda's colon, before a comma or a bracket that ends it).
func (c *cTokens) pyInLambda(i int) bool {
	d := c.depth[i]
	colon := false
	for k := i - 1; k >= 0 && c.toks[k].kind != tNewline && c.step(); k-- {
		if c.depth[k] > d {
			continue
		}
		if c.depth[k] < d {
			d = c.depth[k] // leaving a bracket: the lambda may be outside it
			if c.is(k, "(") || c.is(k, "[") || c.is(k, "{") {
				colon = false
				continue
			}
		}
		switch {
		case c.is(k, ":"):
			colon = true
		case c.is(k, ","):
			if !colon {
				continue
			}
		case c.isIdent(k, "lambda") && colon:
			return true
		}
	}
	return false
}
