package symbols

// Calls that write an attribute of an object they are handed, found by
// the call rather than by the object: a setattr forwarder of the file's
// (pySetters), its object and name by position or by keyword in the
// order its def gives them; mock's patch.object(m, 'helper',
// create=True) or patch.object(target=m, attribute='helper',
// create=True); and mock's patch.multiple(m, helper=f, create=True),
// whose keywords other than its own options name the attributes.

// pyCallWrite is what a call writes into the object its argument gives,
// the argument ending before the token end (its , or closing
// bracket): the attributes names names, any attribute where none is
// told (a name computed, a spread).
type pyCallWrite struct {
	end   int
	names []string
}

// pyReadCallWrites fills c.pyCallWrites. Each call's arguments are
// walked at its own level only, a fixed number of times: the pass is
// linear in the file's tokens.
func (c *cTokens) pyReadCallWrites() {
	for i, t := range c.toks {
		if t.kind != tIdent || !c.is(i+1, "(") || c.match[i+1] <= i+1 {
			continue
		}
		open := i + 1
		var obj, name pyParamSlot
		switch {
		case !c.is(i-1, "."):
			s, ok := c.pySetters[t.text]
			if !ok {
				continue
			}
			obj, name = s.obj, s.name
		case c.isIdent(i-2, "patch") && (t.text == "object" || t.text == "multiple") && c.pyKeyword(open, "create", "True"):
			obj, name = pyParamSlot{name: "target", pos: 0, kw: true}, pyParamSlot{name: "attribute", pos: 1, kw: true}
		default:
			continue
		}
		oa, oe := c.pyCallArg(open, obj)
		if oa < 0 {
			continue
		}
		w := pyCallWrite{end: oe}
		if t.text == "multiple" && c.is(i-1, ".") {
			w.names = c.pyPatchMultipleNames(open)
		} else if na, ne := c.pyCallArg(open, name); na >= 0 && ne == na+1 && c.str(na) && pyStrName(c.toks[na]) != "" {
			w.names = []string{c.toks[na].text}
		}
		if c.pyCallWrites == nil {
			c.pyCallWrites = map[int]pyCallWrite{}
		}
		c.pyCallWrites[oa] = w
	}
}

// pyCallArg is the argument the call whose ( is at open passes for the
// parameter p: its first token and the token after it (the , or ) that
// ends it), -1 where none shows, by keyword where p may be so passed or
// at p's position. Past a *spread no position is told.
func (c *cTokens) pyCallArg(open int, p pyParamSlot) (int, int) {
	end := c.match[open]
	pos := 0
	for a := open + 1; a < end; {
		e := a
		for e < end && !c.is(e, ",") {
			if (c.is(e, "(") || c.is(e, "[") || c.is(e, "{")) && c.match[e] > e {
				e = c.match[e]
			}
			e++
		}
		switch {
		case c.is(a, "*"):
			pos = -1 << 30 // positions past it are not told
		case c.is(a, "**"):
		case c.ident(a) != "" && c.is(a+1, "=") && !c.is(a+2, "="):
			if p.kw && c.ident(a) == p.name && a+2 < e {
				return a + 2, e
			}
		default:
			if pos == p.pos && p.pos >= 0 && a < e {
				return a, e
			}
			pos++
		}
		a = e + 1
	}
	return -1, -1
}

// pyPatchMultipleNames are the attributes patch.multiple, whose ( is at
// open, writes: its keywords but its own options. A **spread may name
// any: nil then.
func (c *cTokens) pyPatchMultipleNames(open int) []string {
	end := c.match[open]
	var names []string
	for k := open + 1; k < end; k++ {
		switch {
		case c.is(k, "**") && (c.is(k-1, "(") || c.is(k-1, ",")):
			return nil
		case c.ident(k) != "" && c.is(k+1, "=") && !c.is(k+2, "=") && (c.is(k-1, "(") || c.is(k-1, ",")):
			switch n := c.ident(k); n {
			case "create", "spec", "spec_set", "autospec", "new_callable", "target":
			default:
				names = append(names, n)
			}
		case (c.is(k, "(") || c.is(k, "[") || c.is(k, "{")) && c.match[k] > k:
			k = c.match[k]
		}
	}
	return names
}
