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

// pyInLambda: token i is in the body of a lambda of its logical line.
func (c *cTokens) pyInLambda(i int) bool { return len(c.pyLambdasAround(i)) > 0 }

// pyLambdaBinds: a lambda whose body holds token i takes name as a
// parameter, which is the name i reads.
func (c *cTokens) pyLambdaBinds(i int, name string) bool {
	for _, l := range c.pyLambdasAround(i) {
		d := c.depth[l]
		for k := l + 1; k < i && c.step(); k++ {
			if c.depth[k] != d {
				continue
			}
			if c.is(k, ":") {
				break
			}
			if c.isIdent(k, name) && c.pyParamPlace(k) {
				return true
			}
		}
	}
	return false
}

// pyLambdaParam: token i names a parameter of a lambda (lambda a, f: …),
// no use of a name.
func (c *cTokens) pyLambdaParam(i int) bool {
	if !c.pyParamPlace(i) {
		return false
	}
	d := c.depth[i]
	for k := i - 1; k >= 0 && c.toks[k].kind != tNewline && c.depth[k] >= d && c.step(); k-- {
		switch {
		case c.depth[k] > d:
		case c.is(k, ":") || c.is(k, ";"):
			return false
		case c.isIdent(k, "lambda"):
			return true
		}
	}
	return false
}

// pyParamPlace: token i stands where a lambda's parameter name may,
// after the keyword, a comma or a star.
func (c *cTokens) pyParamPlace(i int) bool {
	return c.isIdent(i-1, "lambda") || c.is(i-1, ",") || c.is(i-1, "*") || c.is(i-1, "**")
}

// pyLambdasAround is each lambda of token i's statement whose body holds
// i, innermost first: one with its own colon and no other between it
// and i at its depth (a dict's or a slice's: {lambda f: 0: f}), nor a
// comma before that colon, a semicolon, or a bracket that closes before i.
func (c *cTokens) pyLambdasAround(i int) []int {
	var out []int
	d := c.depth[i]
	colons, ended := 0, false
	for k := i - 1; k >= 0 && c.toks[k].kind != tNewline && !c.is(k, ";") && c.step(); k-- {
		if c.depth[k] > d {
			continue
		}
		if c.depth[k] < d {
			d = c.depth[k] // leaving a bracket: the lambda may be outside it
			colons, ended = 0, false
			if c.is(k, "(") || c.is(k, "[") || c.is(k, "{") {
				continue
			}
		}
		switch {
		case ended:
		case c.is(k, ":"):
			colons++
		case c.is(k, ",") && colons == 0:
			ended = true // a lambda before it at this depth ends at it
		case c.isIdent(k, "lambda") && colons == 1:
			out = append(out, k)
			colons = 0
		case c.isIdent(k, "lambda") && colons > 1:
			ended = true // i is past its body
		}
	}
	return out
}
