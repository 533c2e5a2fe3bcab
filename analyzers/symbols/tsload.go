package symbols

// tsLoad reads [await] import(…) or require(…) at k: its specifier when
// a string literal, computed when not (a path built at run time); ok
// when a load starts there.
func (c *cTokens) tsLoad(k int) (spec string, computed, ok bool) {
	if c.isIdent(k, "await") {
		k++
	}
	if !c.isIdent(k, "import") && !c.isIdent(k, "require") || !c.is(k+1, "(") || c.is(k-1, ".") {
		return "", false, false
	}
	if c.str(k+2) && c.is(k+3, ")") {
		return c.toks[k+2].text, false, true
	}
	return "", true, true
}

// tsLoadBinds records what the declarator at j (a name or a
// destructuring pattern, the = after it at next) binds from a module it
// loads: x = require('m') binds the module, { a, b: c } = await
// import('m') its members. nested marks a declaration inside a block,
// which binds there only. It returns false when the declarator loads no
// module.
func (c *cTokens) tsLoadBinds(j, next int, names []int, nested bool, f *synFile, skip map[int]bool) bool {
	if !c.is(next, "=") {
		return false
	}
	spec, computed, ok := c.tsLoad(next + 1)
	if !ok || c.loadUsedFurther(next+1) {
		// x = import('m').then(…): x is no binding of the module.
		return false
	}
	for _, k := range names {
		b := synBind{local: c.toks[k].text, spec: spec, computed: computed, nested: nested, line: c.toks[k].line, loaded: true}
		if c.is(j, "{") {
			b.name = c.toks[k].text
			if c.is(k-1, ":") && c.ident(k-2) != "" {
				b.name = c.toks[k-2].text
			}
		}
		f.binds = append(f.binds, b)
		skip[k] = true
	}
	return true
}

// tsNestedLoad reads a const, let or var inside a block at i whose first
// declarator loads a module.
func (c *cTokens) tsNestedLoad(i int, f *synFile, skip map[int]bool) {
	j := i + 1
	var names []int
	next := j + 1
	switch {
	case c.ident(j) != "":
		names = []int{j}
	case c.is(j, "{") || c.is(j, "["):
		names = c.patternNames(j)
		next = c.match[j] + 1
	default:
		return
	}
	if c.is(next, ":") { // past a type annotation
		for k := next; k < len(c.toks) && k-next < 64 && c.step(); k++ {
			if c.depth[k] == c.depth[i] && (c.is(k, "=") || c.is(k, ";")) {
				next = k
				break
			}
		}
	}
	c.tsLoadBinds(j, next, names, true, f, skip)
}

// loadUsedFurther: the load at k ([await] import(…) or require(…)) is
// read further — a member, a call or an index after its parenthesis —
// so what an assignment of it binds is not the module.
func (c *cTokens) loadUsedFurther(k int) bool {
	if c.isIdent(k, "await") {
		k++
	}
	if !c.is(k+1, "(") {
		return false
	}
	end := c.match[k+1]
	return end > k && (c.is(end+1, ".") || c.is(end+1, "?.") || c.is(end+1, "(") || c.is(end+1, "["))
}
