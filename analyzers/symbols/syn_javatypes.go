package symbols

import (
	"slices"
	"strings"
)

// javaExpr is what the syntax shows of a Java expression whose type may
// be known: a literal, new T(…), a cast, this, or a chain that starts at
// a name or a bare call and goes on through .field and .method(…) steps.
type javaExpr struct {
	// lit is a literal's type: String, char, int, long, float, double,
	// boolean or null.
	lit string
	// typ is a type as written: new T(…)'s or a cast's.
	typ string
	// name starts a chain: a local (local set, decl its declared type),
	// or a field, a type or a package's first element; with call set,
	// it is a bare call taking args arguments.
	name  string
	local bool
	decl  string
	call  bool
	args  int
	this  bool
	steps []javaStep
	// in, with anon: typ is an anonymous class's supertype, read in
	// the named type in, the expression that class's this.
	in   string
	anon bool
	// shadowed: the type it names (typ, decl or name) is, or may be,
	// another than the file's imports and package make it.
	shadowed bool
}

// javaStep is one .name or .name(…) of a chain.
type javaStep struct {
	name string
	call bool
	args int
}

// maxChain bounds the steps of a chain read back from its end.
const maxChain = 32

// javaNotCall are the words a ( may follow that make no call.
var javaNotCall = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"if": true, "while": true, "for": true, "switch": true, "catch": true,
		"synchronized": true, "return": true, "throw": true, "new": true, "super": true, "this": true, "assert": true}
}}

// javaUse adds to u, the use at token i, its receiver's expression, its
// arguments' and the type whose code holds it.
func (c *cTokens) javaUse(u *synUse, i int) {
	if u.sep == "::" && len(u.qual) == 1 && u.qual[0] == "?" {
		// a.b.Util::name: the qualifier is the dotted name before ::.
		u.qual = c.javaDottedBefore(i - 1)
	}
	u.in = c.javaIn(i)
	if u.loose {
		u.maybeLocal = "a pattern or loop variable " + u.name + " bound before it in the block may be in scope there, which the reading does not tell; the use may name the removed " + u.name
	}
	first := u.name
	if len(u.qual) > 0 {
		first = u.qual[0]
	}
	if !c.isLocal(first, i) {
		u.shadowed, u.mayShadow = c.javaShadowed(first, i)
	}
	if _, maybe := c.javaShadowed(javaFirst(u.qualType), i); maybe {
		u.qualType = ""
	}
	if c.is(i-1, ".") {
		if e, _ := c.javaExprEnding(i-2, 0); e != nil {
			u.recv = e
		}
	}
	if u.recv != nil && u.recv.this && len(u.recv.steps) == 0 && u.in == "" {
		u.recv = c.javaAnonThis(i, u.name)
	}
	if u.call && u.args > 0 {
		u.argx = c.javaArgs(i + 1)
	}
	if len(u.qual) == 0 && !u.str {
		u.bodies = c.javaBareScopeAt(u, i)
		u.arrayDecl = c.javaArrayDeclared()[u.name]
	}
}

// javaIn is the type whose body holds token i, as named in the file's
// definitions: "" inside an anonymous class, a local class or an enum
// constant's body (whose this and bare names are another type's), or
// outside any type.
func (c *cTokens) javaIn(i int) string {
	for b, n := c.brace[i], 0; b >= 0 && n < maxBracketDepth && c.step(); b, n = c.brace[b], n+1 {
		if name, ok := c.javaBodies[b]; ok {
			return name
		}
		if c.javaClassBody(b) {
			return ""
		}
	}
	return ""
}

// javaAnonThis is what this.name at token i reaches where the class
// body around it is an anonymous class's, new T(…) { … }, that declares
// nothing of that name at its own level: T's member, T as written and
// read in the named type around the new (a this of a subtype of T);
// nil otherwise (a local class, an enum constant's body, an anonymous
// class in another or declaring the name, T a name another type may
// take there, a qualified x.new T).
func (c *cTokens) javaAnonThis(i int, name string) *javaExpr {
	b := c.brace[i]
	for n := 0; b >= 0 && n < maxBracketDepth && c.step(); b, n = c.brace[b], n+1 {
		if _, ok := c.javaBodies[b]; ok || c.javaClassBody(b) {
			break
		}
	}
	if b < 1 || !c.is(b-1, ")") || c.match[b-1] < 1 || c.match[b] >= len(c.toks) {
		return nil
	}
	typ, at := c.javaNewType(c.match[b-1] - 1)
	if at < 0 || c.javaIn(at) == "" || c.is(at-1, ".") {
		// x.new T(…) { … } is of x's member type T, not the T the
		// name reaches here.
		return nil
	}
	if _, maybe := c.javaShadowed(javaFirst(typ), at); maybe {
		return nil
	}
	if c.javaAnonNames == nil {
		c.javaAnonNames = map[int]map[string]bool{}
	}
	names, ok := c.javaAnonNames[b]
	if !ok {
		// Read once per body: every name at its own level, where
		// its fields, methods and member types are declared.
		names = map[string]bool{}
		for k := b + 1; k < c.match[b] && c.step(); k++ {
			if c.is(k, "{") && c.match[k] > k && c.match[k] < c.match[b] {
				k = c.match[k] // a body or block of its own: not its level
				continue
			}
			if c.depth[k] == c.depth[b]+1 && c.ident(k) != "" {
				names[c.ident(k)] = true
			}
		}
		c.javaAnonNames[b] = names
	}
	if names[name] {
		return nil
	}
	return &javaExpr{typ: typ, in: c.javaIn(at), anon: true}
}

// javaClassBody: the { at b opens a class body other than a type
// declaration read as a member: an anonymous class (new T(…) {), a
// local class or record, an enum constant's body.
func (c *cTokens) javaClassBody(b int) bool {
	if c.is(b-1, ")") {
		if open := c.match[b-1]; open > 0 {
			if _, at := c.javaNewType(open - 1); at >= 0 {
				return true
			}
		}
	}
	return c.javaInConsts(b) || c.javaLocalTypeKeyword(b) >= 0
}

// javaNewType reads new a.b.T or new T<…> ending at token k (T's name or
// its type arguments' >): the type as written and where new is, or -1.
// Type annotations and constructor type arguments may stand between new
// and the name, new <U> @A(x = 1) a.@B T<@C U>, and change no type: the
// type is read without them.
func (c *cTokens) javaNewType(k int) (string, int) {
	end := k
	if c.is(k, ">") {
		end = c.javaAngleOpen(k) - 1
	}
	at := end
	for n := 0; at >= 0 && n < 64 && c.step() && !c.isIdent(at, "new"); n++ {
		switch {
		case c.is(at, ")") && c.javaAnnotationArgs(at):
			at = c.match[at] - 1
		case c.is(at, ">"):
			at = c.javaAngleOpen(at) - 1 // new <U> T: only before T
		case c.ident(at) != "", c.is(at, "."), c.is(at, "@"):
			at--
		default:
			return "", -1
		}
	}
	if !c.isIdent(at, "new") {
		return "", -1
	}
	var parts []string
	for t := at + 1; t <= end; t++ {
		switch {
		case c.is(t, "<"):
			for angle := 0; t <= end && c.step(); t++ {
				if c.is(t, "<") {
					angle++
				} else if c.is(t, ">") {
					if angle--; angle == 0 {
						break
					}
				}
			}
		case c.is(t, "@"):
			t++
			for c.ident(t) != "" && c.is(t+1, ".") && c.ident(t+2) != "" {
				t += 2
			}
			if c.is(t+1, "(") && c.match[t+1] < len(c.toks) {
				t = c.match[t+1]
			}
		case c.ident(t) != "":
			parts = append(parts, c.ident(t))
		}
	}
	if len(parts) == 0 || len(parts) > maxQualifier {
		return "", -1
	}
	return strings.Join(parts, "."), at
}

// javaAnnotationArgs: the ) at k closes an annotation's arguments,
// @A(…) or @a.b.A(…).
func (c *cTokens) javaAnnotationArgs(k int) bool {
	a := c.match[k] - 1
	if a < 1 || c.ident(a) == "" {
		return false
	}
	for n := 0; n < maxQualifier && c.is(a-1, ".") && c.ident(a-2) != ""; n++ {
		a -= 2
	}
	return c.is(a-1, "@")
}

// javaAngleOpen is the < opening the type arguments that the > at k
// closes, -1 where none does. Type arguments hold no ; or brace at
// their own depth: the scan stops there, so that a run of a > b
// comparisons is not read back to the file's start from each.
func (c *cTokens) javaAngleOpen(k int) int {
	angle, d := 0, c.depth[k]
	for ; k >= 0 && c.step() && c.depth[k] >= d; k-- {
		if c.depth[k] > d {
			continue
		}
		if c.is(k, ";") || c.is(k, "{") || c.is(k, "}") {
			return -1
		}
		if c.is(k, ">") {
			angle++
		} else if c.is(k, "<") {
			if angle--; angle == 0 {
				return k
			}
		}
	}
	return -1
}

// javaExprEnding reads back the expression ending at token j, starting
// no earlier than token from: nil where it is none javaExpr shows, else
// the expression and its first token.
func (c *cTokens) javaExprEnding(j, from int) (*javaExpr, int) {
	var steps []javaStep
	done := func(e *javaExpr, at int) (*javaExpr, int) {
		if at < from {
			return nil, -1
		}
		slices.Reverse(steps)
		e.steps = steps
		for _, typ := range []string{e.typ, e.decl} {
			if _, maybe := c.javaShadowed(javaFirst(typ), at); maybe {
				e.shadowed = true
			}
		}
		if _, maybe := c.javaShadowed(e.name, at); maybe && !e.local && !e.call {
			e.shadowed = true
		}
		return e, at
	}
	k := j
	for n := 0; n <= maxChain && k >= from && c.step(); n++ {
		switch t := c.toks[k]; {
		case t.kind == tString:
			if t.char {
				return done(&javaExpr{lit: "char"}, k)
			}
			return done(&javaExpr{lit: "String"}, k)
		case c.is(k, ")"):
			open := c.match[k]
			if open < 1 {
				return nil, -1
			}
			if typ, at := c.javaNewType(open - 1); at >= 0 {
				return done(&javaExpr{typ: typ}, at)
			}
			name := c.ident(open - 1)
			if name == "" || javaNotCall.get()[name] {
				// ((T) x): a cast's type.
				if c.is(open+1, "(") && c.match[open+1] < k {
					close := c.match[open+1]
					if typ := c.javaTypeBefore(close - 1); typ != "" && c.javaTypeSpan(open+2, close-1) && c.javaOperand(close+1, k-1) {
						return done(&javaExpr{typ: typ}, open)
					}
				}
				return nil, -1
			}
			_, args := c.callArgs(open)
			if c.is(open-2, ".") {
				steps = append(steps, javaStep{name: name, call: true, args: args})
				k = open - 3
				continue
			}
			if c.is(open-2, "::") || c.is(open-2, ">") {
				return nil, -1 // a method reference, or T.<U>m(…)
			}
			return done(&javaExpr{name: name, call: true, args: args}, open-1)
		case t.kind == tIdent:
			switch {
			case t.text == "this" && !c.is(k-1, "."):
				return done(&javaExpr{this: true}, k)
			case t.text == "class" && c.is(k-1, ".") && c.ident(k-2) != "":
				// T.class: where it starts does not matter to its type.
				at := k - 2
				for c.is(at-1, ".") && c.ident(at-2) != "" {
					at -= 2
				}
				return done(&javaExpr{lit: "java.lang.Class"}, at)
			case t.text == "this" || t.text == "super" || t.text == "class" || javaNotType.get()[t.text]:
				return nil, -1
			case c.is(k-1, "."):
				steps = append(steps, javaStep{name: t.text})
				k -= 2
				continue
			case c.is(k-1, "::"):
				return nil, -1
			}
			return done(&javaExpr{name: t.text, local: c.isLocal(t.text, k), decl: c.typeOf(t.text, k)}, k)
		}
		return nil, -1
	}
	return nil, -1
}

// javaOperand: tokens a…b are one operand a cast binds to (a name, a
// chain, a call), no operator between them.
func (c *cTokens) javaOperand(a, b int) bool {
	if a > b || c.toks[a].kind == tPunct && !c.is(a, "(") {
		return false
	}
	for k := a; k <= b; k++ {
		if c.depth[k] == c.depth[a] && c.toks[k].kind == tPunct && !c.is(k, ".") && !c.is(k, "(") && !c.is(k, ")") {
			return false
		}
	}
	return true
}

// javaTypeSpan: tokens a…b can only spell a type (a cast's).
func (c *cTokens) javaTypeSpan(a, b int) bool {
	if a > b {
		return false
	}
	for k := a; k <= b; k++ {
		if c.ident(k) == "" && !c.is(k, ".") && !c.is(k, "<") && !c.is(k, ">") && !c.is(k, ",") && !c.is(k, "?") {
			return false
		}
	}
	return true
}

// javaArgs reads the arguments of the call whose ( is at open: one
// javaExpr each, nil where the argument's type is not shown.
func (c *cTokens) javaArgs(open int) []*javaExpr {
	close := min(c.match[open], len(c.toks))
	d := c.depth[open] + 1
	var out []*javaExpr
	a := open + 1
	for k := open + 1; k <= close && c.step(); k++ {
		if k == close || c.is(k, ",") && c.depth[k] == d {
			out = append(out, c.javaArg(a, k-1, d))
			a = k + 1
		}
	}
	return out
}

// javaArg reads one argument, tokens a…b at depth d.
func (c *cTokens) javaArg(a, b, d int) *javaExpr {
	if a > b {
		return nil
	}
	if a == b || a+1 == b && c.is(a, "-") {
		t := c.toks[b]
		switch {
		case t.kind == tNumber:
			if lit := javaNumberType(t.text); lit != "" {
				return &javaExpr{lit: lit}
			}
			return nil
		case a < b:
			return nil
		case t.kind == tIdent && (t.text == "true" || t.text == "false"):
			return &javaExpr{lit: "boolean"}
		case t.kind == tIdent && t.text == "null":
			return &javaExpr{lit: "null"}
		}
	}
	// "a" + x + … is a String whatever x is.
	str, plus := false, false
	for k := a; k <= b; k++ {
		if c.depth[k] != d {
			continue
		}
		switch t := c.toks[k]; {
		case t.kind == tString && !t.char && !c.is(k+1, "."):
			str = true // but "a".length() + 1 is an int
		case c.is(k, "+"):
			plus = true
		case t.kind == tPunct && !c.is(k, ".") && !c.is(k, "(") && !c.is(k, ")") && !c.is(k, "[") && !c.is(k, "]"):
			str = false
			k = b
		case t.kind == tIdent && (t.text == "instanceof" || t.text == "new" && k > a):
			str = false
			k = b
		}
	}
	if str && plus {
		return &javaExpr{lit: "String"}
	}
	if e, at := c.javaExprEnding(b, a); e != nil && at == a {
		return e
	}
	return nil
}

// javaNumberType is a numeric literal's type, "" for one not read.
func javaNumberType(text string) string {
	t := strings.ToLower(strings.ReplaceAll(text, "_", ""))
	hex := strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0b")
	switch {
	case strings.HasSuffix(t, "l"):
		return "long"
	case hex && strings.Contains(t, "p"):
		return ""
	case hex:
		return "int"
	case strings.HasSuffix(t, "f"):
		return "float"
	case strings.HasSuffix(t, "d") || strings.ContainsAny(t, ".e"):
		return "double"
	}
	return "int"
}

// javaReturnType is the return type of the method declared from token k
// whose ( is at open: "" for none, an array, or one of the method's own
// type parameters (<T> T get()).
func (c *cTokens) javaReturnType(k, open int) string {
	typ := c.javaDeclType(open - 2)
	if typ == "" {
		return ""
	}
	first := typ
	if i := strings.IndexByte(first, '.'); i >= 0 {
		first = first[:i]
	}
	for t := k; t < open-2 && c.step(); t++ {
		if c.is(t, "<") && c.depth[t] == c.depth[k] {
			for p := t + 1; p < open-2 && !c.is(p, "(") && c.step(); p++ {
				if c.ident(p) == first && (c.is(p-1, "<") || c.is(p-1, ",")) {
					return ""
				}
			}
			break
		}
	}
	return typ
}

// javaDottedBefore is the dotted name a.b.C that ends just before token
// at (a ::), or ["?"] when something else does.
func (c *cTokens) javaDottedBefore(at int) []string {
	var path []string
	k := at - 1
	for len(path) < maxQualifier && c.ident(k) != "" {
		path = append(path, c.ident(k))
		if !c.is(k-1, ".") {
			break
		}
		k -= 2
	}
	if len(path) == 0 || len(path) == maxQualifier || c.is(k-1, ".") || c.is(k-1, "::") {
		return []string{"?"}
	}
	slices.Reverse(path)
	return path
}
