package symbols

// javaGenerators are the annotations with which Lombok writes members
// from a type's fields at compile time: a getter, a setter, a builder
// method, a wither, a constructor parameter. A caller of getCount()
// names no field count, so a removed field of such a type may still be
// needed by a use the source does not show (javac with Lombok fails on
// it); an added one may be used that way.
var javaGenerators = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"Getter": true, "Setter": true, "Data": true, "Value": true,
		"Builder": true, "SuperBuilder": true, "With": true, "Wither": true, "Accessors": true,
		"AllArgsConstructor": true, "RequiredArgsConstructor": true, "FieldNameConstants": true,
		"Delegate": true, "Jacksonized": true}
}}

// javaGeneratorFrom is the first generating annotation among the
// annotations and modifiers that open a declaration at k, or "".
func (c *cTokens) javaGeneratorFrom(k int) string {
	for k < len(c.toks) {
		switch {
		case c.is(k, "@") && !c.isIdent(k+1, "interface"):
			k++
			for c.ident(k) != "" && c.is(k+1, ".") {
				k += 2
			}
			if javaGenerators.get()[c.ident(k)] {
				return c.ident(k)
			}
			k++
			if c.is(k, "(") {
				k = c.match[k] + 1
			}
		case javaModifiers.get()[c.ident(k)]:
			k++
		default:
			return ""
		}
	}
	return ""
}

// javaGeneratorBefore is javaGeneratorFrom for the annotations and
// modifiers written just before token i.
func (c *cTokens) javaGeneratorBefore(i int) string {
	k := i - 1
	for k > 0 {
		if c.is(k, ")") {
			open := c.match[k]
			if open < 2 || open >= k || c.ident(open-1) == "" {
				return ""
			}
			k = open - 1
		}
		name := c.ident(k)
		if name == "" {
			return ""
		}
		s := k
		for s > 1 && c.is(s-1, ".") && c.ident(s-2) != "" {
			s -= 2
		}
		switch {
		case s > 0 && c.is(s-1, "@"):
			if javaGenerators.get()[name] {
				return name
			}
			k = s - 2
		case javaModifiers.get()[name]:
			k--
		default:
			return ""
		}
	}
	return ""
}

// javaGeneratedNote says why a field's claim cannot be checked.
func javaGeneratedNote(kind, annotation string) string {
	return kind + ", but Lombok's @" + annotation + " writes members from it (a getter, a setter, a builder method) whose uses name no field"
}
