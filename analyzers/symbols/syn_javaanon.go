package symbols

import "slices"

// A bare name inside a local or anonymous class reaches, before any
// member of the named types around it, a member the class declares or
// inherits from its supertypes: new Owner() { int y() { return foo; } }
// reads Owner's foo, and an inherited field hides even a local of the
// method around the class. javaBareScope reads those classes around a
// use; javaBodyVerdict (syn_javaanonrefs.go) weighs them.

// javaBareScope is what the syntax shows of the local and anonymous
// class bodies around a bare use, innermost first.
type javaBareScope struct {
	bodies []javaBody
	// in is the named type around the outermost body ("" for none).
	in string
	// outerLocal: a local binding of the name made outside the
	// outermost body is in scope at the use; localUnsure: the bindings
	// were too many to read.
	outerLocal, localUnsure bool
}

// javaBody is one local or anonymous class body.
type javaBody struct {
	// supers are its supertypes as written, read inside the named type
	// in (an enum constant's, its enum's name in the file); opaque:
	// they are not read (x.new T, a local record or enum, a name
	// another type may take there).
	supers []string
	in     string
	opaque bool
	// own: the body declares a member of the use's name and kind
	// (javaOwnDecl), or may (javaOwnMay).
	own uint8
	// local: a local binding of the name made inside the body (in a
	// method of its own) is in scope at the use.
	local bool
}

const (
	javaOwnDecl uint8 = 1 + iota
	javaOwnMay
)

// maxLocalScan bounds the bindings of one name read for one use.
const maxLocalScan = 256

// javaBareScopeAt reads the class bodies around the bare use u at token
// i, up to the named type's body; nil where there is none.
func (c *cTokens) javaBareScopeAt(u *synUse, i int) *javaBareScope {
	var s javaBareScope
	var opens []int
	for b, n := c.brace[i], 0; b >= 0 && n < maxBracketDepth && c.step(); b, n = c.brace[b], n+1 {
		if _, ok := c.javaBodies[b]; ok {
			break
		}
		if !c.javaClassBody(b) {
			continue
		}
		if body, ok := c.javaBodyAt(b, u.name, u.call); ok {
			s.bodies = append(s.bodies, body)
			opens = append(opens, b)
		}
	}
	if len(opens) == 0 {
		return nil
	}
	s.in = c.javaIn(opens[len(opens)-1])
	// Which body each binding in scope was made in: one whose start is
	// past a body's { and before the next inner one's is that body's.
	// A class body's fields are its members (javaOwnNames), bound to
	// the body's end, and so are its methods' parameters: each of
	// those holds in its method's body alone.
	for n, t := range c.typed[u.name] {
		if n == maxLocalScan || !c.step() {
			s.localUnsure = true
			break
		}
		if t.r[0] > i || t.r[1] < i {
			continue
		}
		// A local record's component is bound from its header to its
		// body's end: that body's.
		k := 0
		for k < len(opens) && t.r[0] < opens[k] && t.r[1] != c.match[opens[k]] {
			k++
		}
		if k == len(opens) {
			s.outerLocal = true
			continue
		}
		switch end := c.javaParamScope(t.r[0]); {
		case t.r[0] < opens[k], c.brace[t.r[0]] != opens[k]:
			s.bodies[k].local = true // in a block of the body
		case end >= 0:
			s.bodies[k].local = s.bodies[k].local || i <= end
		case t.r[1] < c.match[opens[k]]:
			s.bodies[k].local = true // a lambda's parameter in a field's initialiser
		}
	}
	return &s
}

// javaParamScope is the last token of the body of the method whose
// parameter is named at p, where p is in the parameter list of a method
// declared at a class body's own level; -1 otherwise (a field, a
// lambda's parameter).
func (c *cTokens) javaParamScope(p int) int {
	o := c.inner[p]
	if o < 1 || !c.is(o, "(") || c.ident(o-1) == "" || c.match[o] >= len(c.toks) {
		return -1
	}
	for e, n := c.match[o]+1, 0; e < len(c.toks) && n < 64; e, n = e+1, n+1 {
		switch {
		case c.is(e, "{"):
			return min(c.match[e], len(c.toks)-1)
		case c.isIdent(e, "throws"), c.ident(e) != "" && !c.is(e-1, ")"), c.is(e, "."), c.is(e, ","):
		default:
			return -1
		}
	}
	return -1
}

// javaBodyAt reads the class body whose { is at b: its supertypes and
// whether it declares a member of that name, a method where call is
// set, else a field. Not ok for a block javaClassBody takes for one (a
// block inside an enum constant's body).
func (c *cTokens) javaBodyAt(b int, name string, call bool) (body javaBody, ok bool) {
	head := c.javaBodyHead(b)
	if head == nil {
		return body, false
	}
	body = *head
	own := c.javaOwnNames(b)
	switch {
	case call && own.methods[name], !call && own.fields[name]:
		body.own = javaOwnDecl
	case own.mentioned[name] && !own.methods[name] && !own.fields[name]:
		body.own = javaOwnMay
	}
	return body, true
}

// javaBodyHead reads what of the body at b no name changes, once per
// body: each bare use inside reads all the bodies around it.
func (c *cTokens) javaBodyHead(b int) *javaBody {
	if head, ok := c.javaSupers[b]; ok {
		return head
	}
	if c.javaSupers == nil {
		c.javaSupers = map[int]*javaBody{}
	}
	body, ok := c.javaBodyRead(b)
	var head *javaBody
	if ok {
		head = &body
	}
	c.javaSupers[b] = head
	return head
}

func (c *cTokens) javaBodyRead(b int) (body javaBody, ok bool) {
	at := -1
	if c.is(b-1, ")") && c.match[b-1] > 0 {
		if typ, n := c.javaNewType(c.match[b-1] - 1); n >= 0 {
			at = n
			body.supers = []string{typ}
			body.opaque = c.is(n-1, ".") // x.new T: x's member type T
		}
	}
	if at < 0 && c.brace[b] >= 0 && c.javaInConsts(b) {
		if end, ok := c.javaConstEnd[c.brace[b]]; ok && b < end {
			// An enum constant's body: a subclass of its enum, as the
			// file's definitions name it.
			body.supers = []string{c.javaBodies[c.brace[b]]}
			return body, true
		}
	}
	if at < 0 {
		at = c.javaLocalTypeKeyword(b)
		if at < 0 {
			return body, false
		}
		if !c.isIdent(at, "class") && !c.isIdent(at, "interface") {
			body.opaque = true // a local record or enum
			return body, true
		}
		name, _, open, _, _, supers := c.javaTypeDecl(at)
		if name == "" || open != b {
			body.opaque = true
			return body, true
		}
		body.supers = supers
	}
	body.in = c.javaIn(at)
	for _, s := range body.supers {
		if c.javaMayShadowStep(javaFirst(s), at) {
			body.opaque = true
		}
	}
	return body, true
}

// javaMayShadowStep is javaShadowed's maybe by a sorted index of each
// name's ranges, built once per name: a file with many bodies has many
// ranges, which javaShadowed would read for each body.
func (c *cTokens) javaMayShadowStep(name string, i int) bool {
	if name == "" {
		return false
	}
	return c.javaShadowIndex(name).holds(i) || c.javaShadowIndex(javaAnyName).holds(i)
}

// javaRangeIndex holds ranges sorted by start, with the furthest end of
// each prefix: a range holds i where one starting at or before i ends
// at or after it.
type javaRangeIndex struct {
	starts, ends []int
}

func (x *javaRangeIndex) holds(i int) bool {
	n, _ := slices.BinarySearch(x.starts, i+1) // starts <= i: [0, n)
	return n > 0 && x.ends[n-1] >= i
}

// inside: a range holds i strictly inside it.
func (x *javaRangeIndex) inside(i int) bool {
	n, _ := slices.BinarySearch(x.starts, i) // starts < i: [0, n)
	return n > 0 && x.ends[n-1] > i
}

func newJavaRangeIndex(ranges [][2]int) *javaRangeIndex {
	rs := slices.Clone(ranges)
	slices.SortFunc(rs, func(a, b [2]int) int { return a[0] - b[0] })
	x := &javaRangeIndex{}
	for _, r := range rs {
		end := r[1]
		if len(x.ends) > 0 {
			end = max(end, x.ends[len(x.ends)-1])
		}
		x.starts, x.ends = append(x.starts, r[0]), append(x.ends, end)
	}
	return x
}

// javaInConsts: token b is inside an enum's constant list, read by an
// index of the lists, rebuilt as the reading adds one: each bare use
// asks it of every brace around it.
func (c *cTokens) javaInConsts(b int) bool {
	if c.javaConstIdx == nil || len(c.javaConstIdx.starts) != len(c.javaConsts) {
		c.javaConstIdx = newJavaRangeIndex(c.javaConsts)
		c.javaConstEnd = map[int]int{}
		for _, r := range c.javaConsts {
			c.javaConstEnd[r[0]] = r[1]
		}
	}
	return c.javaConstIdx.inside(b)
}

func (c *cTokens) javaShadowIndex(name string) *javaRangeIndex {
	if x := c.javaShadowIdx[name]; x != nil {
		return x
	}
	if c.javaShadowIdx == nil {
		c.javaShadowIdx = map[string]*javaRangeIndex{}
	}
	x := newJavaRangeIndex(c.javaShadow[name])
	c.javaShadowIdx[name] = x
	return x
}

// javaLocalTypeKeyword is the class, interface, enum or record keyword
// of the local type whose body opens at b, as far as javaClassBody
// looks back; -1 for none.
func (c *cTokens) javaLocalTypeKeyword(b int) int {
	for k, n := b-1, 0; k >= 0 && n < 64 && c.depth[k] == c.depth[b] && !c.is(k, ";") && !c.is(k, "{") && !c.is(k, "}"); k, n = k-1, n+1 {
		if c.is(k, ")") && c.match[k] >= 0 && c.match[k] < k {
			k = c.match[k] // a local record's header
			continue
		}
		// A type's name follows its keyword: void record() {} is a
		// method.
		if javaTypeKeywords.get()[c.ident(k)] && !c.is(k-1, ".") && c.ident(k+1) != "" {
			return k
		}
	}
	return -1
}

// javaArrayDeclared are the names the file declares with a C-style
// array declarator (int a[], b[][];), read once: a name followed by []
// and then what ends a declarator, after a type or a comma.
func (c *cTokens) javaArrayDeclared() map[string]bool {
	if c.javaArrays != nil {
		return c.javaArrays
	}
	c.javaArrays = map[string]bool{}
	for k := 1; k+2 < len(c.toks); k++ {
		name := c.ident(k)
		if name == "" || !c.is(k+1, "[") || !c.is(k+2, "]") || c.isIdent(k-1, "new") {
			continue
		}
		if c.ident(k-1) == "" && !c.is(k-1, ">") && !c.is(k-1, "]") && !c.is(k-1, ",") {
			continue
		}
		e := k + 1
		for e+1 < len(c.toks) && c.is(e, "[") && c.is(e+1, "]") {
			e += 2
		}
		if e >= len(c.toks) || c.is(e, ";") || c.is(e, "=") || c.is(e, ",") || c.is(e, ")") || c.is(e, ":") {
			c.javaArrays[name] = true
		}
	}
	return c.javaArrays
}

// javaOwnNames are the names a class body declares at its own level:
// fields (Type name =, ;, , or [) and methods (Type name(…)), each
// after a type; mentioned holds every other name there outside a
// field's initialiser, which may declare one in a shape not read (int
// a, b;, an enum's constants).
type javaOwnNames struct {
	fields, methods, mentioned map[string]bool
}

// javaOwnNames reads the body whose { is at b, once.
func (c *cTokens) javaOwnNames(b int) *javaOwnNames {
	if own := c.javaOwn[b]; own != nil {
		return own
	}
	if c.javaOwn == nil {
		c.javaOwn = map[int]*javaOwnNames{}
	}
	own := &javaOwnNames{fields: map[string]bool{}, methods: map[string]bool{}, mentioned: map[string]bool{}}
	c.javaOwn[b] = own
	d := c.depth[b] + 1
	init, angle := false, 0
	for k := b + 1; k < c.match[b] && k < len(c.toks) && c.step(); k++ {
		if c.is(k, "{") && c.match[k] > k {
			k = c.match[k] // a block or body of its own: not this level
			continue
		}
		if c.depth[k] != d {
			continue
		}
		switch {
		case c.is(k, ";"), c.is(k, ","):
			init, angle = false, 0
		case init:
		case c.is(k, "="):
			init = true
		case c.is(k, "<"):
			angle++
		case c.is(k, ">"), c.is(k, ">>"), c.is(k, ">>>"):
			angle -= len(c.toks[k].text)
		}
		name := c.ident(k)
		if name == "" || init {
			continue
		}
		prev := c.ident(k-1) != "" && !javaNotType.get()[c.ident(k-1)] || c.is(k-1, ">") || c.is(k-1, "]")
		switch {
		case angle == 0 && prev && c.is(k+1, "("):
			own.methods[name] = true
		case angle == 0 && prev && (c.is(k+1, "=") || c.is(k+1, ";") || c.is(k+1, ",") || c.is(k+1, "[")):
			own.fields[name] = true
		default:
			own.mentioned[name] = true
		}
	}
	return own
}
