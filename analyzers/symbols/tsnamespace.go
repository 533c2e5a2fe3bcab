package symbols

// tsNamespaces is what the reading gathers of a file's namespace bodies
// to bind their exported members in each other block of the same
// namespace: TypeScript merges namespace N { export function helper()
// {} } and a later namespace N { helper() }, whose bare use names the
// member, while a member without export stays in its own block.
type tsNamespaces struct {
	// ids interns a namespace by the scope it is declared in (the id of
	// the namespace around it, or -2-b for any other brace b, -1 the
	// file) and its name.
	ids map[tsNamespaceKey]int
	// bodies are, by namespace id, the { of each body that declares it
	// or, through a dotted name (namespace A.B), a namespace inside it.
	bodies map[int][]int
	// pathOf is the id of the namespace each body opens.
	pathOf map[int]int
	// exported are, by namespace id, the members its blocks export
	// (maybe: an ambient block's member without export, which is
	// exported only when the block exports nothing explicitly).
	exported map[int]map[string]bool
	// ambient marks the bodies of a declare namespace and those inside
	// one, a declare global or a declare module "x".
	ambient map[int]bool
	// dotted caches tsDottedFirst by the dotted name's last token.
	dotted map[int]int
}

type tsNamespaceKey struct {
	scope int
	name  string
}

// tsNamespaceBody: the { at b opens the body of a namespace or an
// internal module (namespace A.B {, module N {); ok false for any other
// brace, a declare module "x" { among them. The keyword must stand on
// its name's line: namespace⏎N is an expression statement.
func (c *cTokens) tsNamespaceBody(b int) (first, last int, ok bool) {
	last = b - 1
	if c.ident(last) == "" {
		return 0, 0, false
	}
	k := c.tsDottedFirst(last)
	kw := k - 1
	if !c.isIdent(kw, "namespace") && !c.isIdent(kw, "module") || c.is(kw-1, ".") || c.toks[kw].line != c.toks[k].line {
		return 0, 0, false
	}
	return k, last, true
}

// tsDottedFirst is the first name of the dotted name A.B.….Z whose last
// name is at last, however many names it has. Each dotted name is
// walked once: a namespace's body asks for it at each token.
func (c *cTokens) tsDottedFirst(last int) int {
	if k, ok := c.tsNS.dotted[last]; ok {
		return k
	}
	k := last
	for c.is(k-1, ".") && c.ident(k-2) != "" {
		k -= 2
	}
	if c.tsNS.dotted == nil {
		c.tsNS.dotted = map[int]int{}
	}
	c.tsNS.dotted[last] = k
	return k
}

// tsNamespaceID is the id of the namespace the body at b opens (reading
// its dotted name into nested ids), or -1 when b opens none.
func (c *cTokens) tsNamespaceID(b int) int {
	ns := &c.tsNS
	if id, ok := ns.pathOf[b]; ok {
		return id
	}
	first, last, ok := c.tsNamespaceBody(b)
	if !ok {
		return -1
	}
	scope := -1
	ambient := c.isIdent(first-2, "declare")
	if p := c.brace[b]; p >= 0 {
		scope = -2 - p
		if id := c.tsNamespaceID(p); id < 0 {
			ambient = ambient || c.isIdent(p-1, "global") || c.str(p-1) && c.isIdent(p-2, "module")
		} else {
			ambient = ambient || ns.ambient[p]
			// Only an exported inner namespace (or a dotted name's) is
			// the outer namespace's member, shared by its blocks; one
			// without export is its block's own.
			if c.isIdent(first-2, "export") || c.isIdent(first-2, "declare") && c.isIdent(first-3, "export") {
				scope = id
			}
		}
	}
	if ns.ids == nil {
		ns.ids, ns.bodies, ns.pathOf, ns.exported, ns.ambient = map[tsNamespaceKey]int{}, map[int][]int{}, map[int]int{}, map[int]map[string]bool{}, map[int]bool{}
	}
	ns.ambient[b] = ambient
	for k := first; k <= last; k += 2 {
		key := tsNamespaceKey{scope, c.toks[k].text}
		id, seen := ns.ids[key]
		if !seen {
			id = len(ns.ids)
			ns.ids[key] = id
		}
		ns.bodies[id] = append(ns.bodies[id], b)
		scope = id
	}
	ns.pathOf[b] = scope
	return scope
}

// tsExportMember records that the body at b exports name (maybe: perhaps).
func (c *cTokens) tsExportMember(b int, name string, maybe bool) {
	id := c.tsNamespaceID(b)
	if id < 0 {
		return
	}
	names := c.tsNS.exported[id]
	if names == nil {
		names = map[string]bool{}
		c.tsNS.exported[id] = names
	}
	names[name] = names[name] || !maybe
}

// bindNamespaceExports binds each namespace's exported members that
// are wanted over every body of it, each name once per body however
// many blocks export it: only a wanted name's use is ever judged, and
// binding every member in every block would grow as names × blocks.
func (c *cTokens) bindNamespaceExports(wanted map[string]bool) {
	for id, names := range c.tsNS.exported {
		for name, sure := range names {
			if !wanted[name] {
				continue
			}
			for _, b := range c.tsNS.bodies[id] {
				if !c.step() {
					return
				}
				if sure {
					c.bind(name, [2]int{b, c.match[b]})
				} else {
					c.bindDoubt(name, [2]int{b, c.match[b]})
				}
			}
		}
	}
}
