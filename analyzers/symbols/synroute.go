package symbols

import "strings"

// routeEnd is where following a name through a module's re-exports ends.
type routeEnd int

// Ordered by precedence when several routes of one module are merged: a
// definition found elsewhere provides the name whatever else does; a
// route not followed may; only then does the removed file's route decide.
const (
	// routeNone: the module does not provide the name.
	routeNone routeEnd = iota
	// routeRemoved: it leads to the removed symbol's file, which no
	// longer provides it.
	routeRemoved
	// routeUnknown: through a route not followed (why says which).
	routeUnknown
	// routeOther: a definition other than the removed one provides it.
	routeOther
)

type route struct {
	end routeEnd
	why string
}

func (a route) or(b route) route {
	if b.end > a.end {
		return b
	}
	return a
}

// maxRouteDepth bounds the re-export chains followed: deeper is a route
// not followed.
const maxRouteDepth = 8

// follow says where name, imported from module file m, leads when it was
// removed from file dPath: through m's definitions, its re-exports (named
// or star, TypeScript's export … from, Python's imports, Rust's pub use),
// the routes it builds at run time, and — for a module the range changed
// whose head no longer provides the name — the re-exports it had at base.
//
// Answers are kept per module, name and removal: star imports fan out,
// and without the memo a chain of them would be followed once per path
// through it. A module met again while it is being followed (a cycle)
// provides nothing by that route.
func (r *synResolver) follow(m, name, dPath string, depth int) route {
	key := routeKey{m, name, dPath}
	if rt, ok := r.routes[key]; ok {
		return rt
	}
	if r.routes == nil {
		r.routes = map[routeKey]route{}
	}
	r.routes[key] = route{}
	rt := r.followUncached(m, name, dPath, depth)
	r.routes[key] = rt
	return rt
}

type routeKey struct{ module, name, removedFrom string }

// rustReadWhole: every item Rust file f defines at its top level is
// one the reading records, so name, which it lacks, is one it does
// not define: no glob use (pub use std::convert::*, pub use E::*), no
// extern block declaring it (extern "C" { fn name(); }; an extern
// "C" fn is a function the reading records), no macro call (one may
// expand to items, or include! a file), nothing left unread.
func (f *synFile) rustReadWhole(name string) bool {
	return f != nil && f.unseen == "" && !f.rustOpen && !f.rustExtern[name] && !f.rustExtern["*"]
}

func (r *synResolver) followUncached(m, name, dPath string, depth int) route {
	rt := r.followIn(r.head.files[m], m, name, dPath, depth)
	if rt.end == routeNone && r.crates != nil && r.head.files[m] != nil && r.crates.sameModule(m, dPath) {
		// The removed item's module, in another file at head, no
		// longer provides it, where that file is read whole; where
		// a glob use, an extern block or a macro may supply it, a
		// use of the name may build or may not.
		if d := r.head.files[m].dynamicFor(name, dynImport); d != nil {
			return route{routeUnknown, d.note(m)}
		}
		if !r.head.files[m].rustReadWhole(name) {
			return route{routeUnknown, m + ", the removed item's module at head, has a glob use, an extern block or a macro call, which may still supply it"}
		}
		return route{end: routeRemoved}
	}
	if rt.end == routeNone && r.base != nil && r.base.files[m] != nil && m != dPath {
		// The range dropped a re-export along with the definition: an
		// importer of m still asks m for the name, which m provided by
		// way of the removed definition.
		if b := r.followIn(r.base.files[m], m, name, dPath, depth); b.end == routeRemoved {
			return b
		}
	}
	return rt
}

func (r *synResolver) followIn(f *synFile, m, name, dPath string, depth int) route {
	if depth > maxRouteDepth {
		return route{routeUnknown, "re-exports nest deeper than followed"}
	}
	if m == dPath {
		if d := r.head.files[m].dynamicFor(name, dynImport); d != nil {
			return route{routeUnknown, d.note(m)}
		}
		if r.lang == "rust" {
			// The removed item's own file may still supply the name
			// by a glob re-export or an extern block.
			return r.rustStillSupplied(r.head.files[m], m, name, dPath, depth)
		}
		return route{end: routeRemoved}
	}
	if f == nil {
		return route{}
	}
	// cfg: in Rust, what supplies the name other than the removed item
	// is only under a #[cfg] (a definition, a use), which may leave
	// the route to the removed item the one taken.
	var cfg rustCfgRoutes
	if f.definesName(name) {
		if r.lang != "rust" || condsOf(f).only[name] == "" {
			return route{end: routeOther}
		}
		cfg.other = true
	}
	named, found := route{}, false
	for _, b := range f.binds {
		if b.nested || b.star || b.local != name || !r.reexports(b) {
			continue
		}
		found = true
		rt := r.followBind(f, b, dPath, depth)
		if r.lang == "rust" {
			cfg.add(b, rt)
		}
		named = named.or(rt)
	}
	if found {
		return cfg.settle(named)
	}
	star, external := r.followStars(f, name, dPath, depth)
	if star.end == routeRemoved && external != "" {
		star = route{routeUnknown, external}
	}
	if star.end == routeNone && cfg.other {
		return route{end: routeOther}
	}
	cfg.removed = cfg.removed || star.end == routeRemoved
	star = cfg.settle(star)
	if d := f.dynamicFor(name, dynStar); d != nil && star.end != routeOther {
		star = star.or(route{routeUnknown, d.note(m)})
	}
	return star
}

// followStars follows file f's star re-exports for name. external,
// in Rust, names a glob of another crate's module (pub use
// std::convert::*), which may supply the name, or may not, where
// another route leads to the removed item.
func (r *synResolver) followStars(f *synFile, name, dPath string, depth int) (star route, external string) {
	var cfg rustCfgRoutes
	defer func() { star = cfg.settle(star) }()
	for i, b := range f.binds {
		if b.nested || !b.star || !r.reexports(b) {
			continue
		}
		targets := r.starTargetsOf(f, i)
		if r.lang == "rust" && len(targets) == 0 {
			if body, ok := f.rustLocalBody(b); ok {
				// A glob of the file's own inline module or enum
				// supplies only what its body holds.
				if body["*"] || body[name] {
					star = star.or(route{routeUnknown, f.path + " re-exports " + strings.Join(b.path, "::") + "::*, whose items may supply it"})
				}
				continue
			}
		}
		for _, t := range targets {
			rt := r.follow(t, name, dPath, depth+1)
			if r.lang == "rust" {
				cfg.add(b, rt)
			}
			star = star.or(rt)
		}
		if len(targets) == 0 {
			if g := r.gap(f, b); g.reaches(dPath) {
				star = star.or(route{routeUnknown, g.why})
			} else if r.lang == "rust" && external == "" {
				external = f.path + " re-exports " + strings.Join(b.path, "::") + "::*, another crate's module, which may supply it"
			}
		}
	}
	return star, external
}

// rustLocalBody is, for a glob use b of file f naming an inline module
// or enum the file defines at its top level (imp::*, self::E::*), the
// identifiers that body holds ("*" where the file binds that name
// otherwise too, use a as imp;, which may be the one meant).
func (f *synFile) rustLocalBody(b synBind) (map[string]bool, bool) {
	p := b.path
	if len(p) == 2 && p[0] == "self" {
		p = p[1:]
	}
	if len(p) != 1 || b.nested || f.unseen != "" {
		return nil, false
	}
	body, ok := f.rustLocalGlobs[p[0]]
	return body, ok
}

// starTargetsOf are the modules star binding f.binds[i] names,
// resolved once: each removed name asks every star of a file, and a
// resolution per name costs the stars times the names.
func (r *synResolver) starTargetsOf(f *synFile, i int) []string {
	k := starKey{f, i}
	if t, ok := r.starTargets[k]; ok {
		return t
	}
	t := r.targets(f, f.binds[i])
	if r.starTargets == nil {
		r.starTargets = map[starKey][]string{}
	}
	r.starTargets[k] = t
	return t
}

// starKey is one binding of one file: f.binds[i].
type starKey struct {
	f *synFile
	i int
}

// rustCfgRoutes tells, of the routes a Rust module offers for a name,
// whether one leads to the removed item and whether any other supplies
// it always or only under a #[cfg] (#[cfg(unix)] pub use a::*;
// #[cfg(not(unix))] pub use b::*;): where the build takes a's, b's
// definition does not keep the use building.
type rustCfgRoutes struct{ removed, other, sure bool }

func (c *rustCfgRoutes) add(b synBind, rt route) {
	switch {
	case rt.end == routeRemoved:
		c.removed = true
	case rt.end == routeOther && b.cond == "":
		c.sure = true
	case rt.end == routeOther:
		c.other = true
	}
}

// settle is rt, the routes merged, unless only a conditional one
// supplies the name where another leads to the removed item.
func (c *rustCfgRoutes) settle(rt route) route {
	if c.removed && (c.other || rt.end == routeOther) && !c.sure {
		return route{routeUnknown, "what else supplies it is under a #[cfg], which may leave the removed item's route the one taken"}
	}
	return rt
}

// rustStillSupplied is where name leads in f, the head of the file a
// Rust item was removed from: to the removed item, unless a glob
// re-export there (pub use imp::*, one of a module the reading found
// no file for, or of another crate's) or an extern block declaring the
// name may supply it.
func (r *synResolver) rustStillSupplied(f *synFile, m, name, dPath string, depth int) route {
	if f == nil {
		return route{end: routeRemoved}
	}
	if f.rustExtern[name] || f.rustExtern["*"] {
		return route{routeUnknown, m + " has an extern block declaring it"}
	}
	star, external := r.followStars(f, name, dPath, depth)
	switch {
	case star.end == routeOther || star.end == routeUnknown:
		return star
	case external != "":
		return route{routeUnknown, external}
	}
	return route{end: routeRemoved}
}

// followBind follows one named binding of file f: the member it imports
// from the modules its specifier names, or, for TypeScript's export { x }
// of a name the file imports, that import.
func (r *synResolver) followBind(f *synFile, b synBind, dPath string, depth int) route {
	if b.name == "" {
		return route{end: routeOther} // a module bound by that name
	}
	if r.lang == "typescript" && b.spec == "" {
		if f.definesName(b.name) {
			return route{end: routeOther}
		}
		var rt route
		for _, ib := range f.binds {
			if !ib.nested && !ib.star && !ib.export && ib.local == b.name {
				rt = rt.or(r.followBind(f, ib, dPath, depth))
			}
		}
		return rt
	}
	targets := r.targets(f, b)
	var rt route
	for _, t := range targets {
		rt = rt.or(r.follow(t, b.name, dPath, depth+1))
	}
	if len(targets) == 0 {
		if g := r.gap(f, b); g.reaches(dPath) {
			return route{routeUnknown, g.why}
		}
		return route{end: routeOther} // another package's
	}
	return rt
}

// reexports: binding b makes a name its module's own for importers —
// every top-level Python import, TypeScript's export … and Rust's pub use.
func (r *synResolver) reexports(b synBind) bool {
	return r.lang == "python" || b.export
}
