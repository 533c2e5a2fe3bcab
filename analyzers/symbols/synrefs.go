package symbols

import (
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// refs gathers the places referring to a removed symbol, by certainty,
// and why the uncertain ones are.
type refs struct {
	definite, ambiguous             []snapshot.Place
	dotted, strs, inherited, global bool
	// subclassed: used bare in a Java type that extends another.
	subclassed bool
	// scoped: used in Java where a type declared or inherited there (a
	// type parameter, a local type, a supertype's member type) may take
	// the name.
	scoped bool
	// staticStar: used bare in a Java file with a static star import of
	// another type.
	staticStar bool
	// onDemand: a Java type used bare in a file with an on-demand import
	// (import p.*) of another package, which may declare the name.
	onDemand bool
	// overloaded: a call another remaining overload may take.
	overloaded bool
	// orphan: used only in Rust files no mod line names.
	orphan bool
	// route: why a place may reach the symbol by a route not followed.
	route string
	// unseen: why the symbol may be reached where its name is not
	// mentioned (a module used as a value), so no place can be named.
	unseen string
}

// unfollowed adds a place that may reach the symbol by a route not
// followed, and why.
func (rf *refs) unfollowed(at snapshot.Place, why string) {
	rf.ambiguous = append(rf.ambiguous, at)
	rf.route = cmpOr(rf.route, why)
}

// absorb adds the places of out, found in a file no build is known to
// compile (why), as places that may not be uses at all.
// staticImport records a Java static import of a removed member: no
// use when the type keeps a static member of the name (kept), a use
// not followed when that cannot be told (sure false), else a use.
func (rf *refs) staticImport(at snapshot.Place, kept, sure bool) {
	switch {
	case kept:
	case !sure:
		rf.unfollowed(at, "a static import of a name the type may still have a static member of")
	default:
		rf.definite = append(rf.definite, at)
	}
}

func (rf *refs) absorb(out refs, why string) {
	if len(out.definite) > 0 {
		rf.route = cmpOr(rf.route, why)
	}
	rf.ambiguous = append(append(rf.ambiguous, out.definite...), out.ambiguous...)
	rf.dotted, rf.strs = rf.dotted || out.dotted, rf.strs || out.strs
	rf.inherited, rf.global = rf.inherited || out.inherited, rf.global || out.global
	rf.route, rf.unseen = cmpOr(rf.route, out.route), cmpOr(rf.unseen, out.unseen)
}

func (rf *refs) maybe(at snapshot.Place, why *bool) {
	rf.ambiguous = append(rf.ambiguous, at)
	*why = true
}

func (rf *refs) note() string {
	var parts []string
	if rf.dotted {
		parts = append(parts, ".name")
	}
	if rf.strs {
		parts = append(parts, "in strings")
	}
	switch {
	case rf.route != "":
		return rf.route
	case rf.global:
		return "its file's uses now name the builtin or global of that name"
	case rf.orphan:
		return "in a file no mod line names, which #[path], include! or a manifest may still compile"
	case rf.inherited:
		return "its type extends or implements another, which may supply it"
	case rf.overloaded:
		return "another overload takes as many arguments"
	case rf.onDemand:
		return "a package the file imports with .* may supply it"
	case rf.staticStar:
		return "a static star import of another class may supply it"
	case rf.scoped:
		return "a type declared or inherited where it is used may take the name"
	case rf.subclassed:
		return "used bare in a type that extends another, which may pass it on"
	case len(parts) == 1 && rf.strs:
		return "named only in strings"
	case len(parts) == 1 && rf.dotted:
		return "used only as .name, which may be another object's member"
	case len(parts) == 2:
		return "used only as .name or in strings"
	}
	return "a star import of another module may supply it"
}

// fileRefs adds file f's references to the removed symbol d: through
// an import of its name or of a module that leads to it (re-exports
// followed, see follow), a star import, a namespace, its own file. A
// route the resolver does not follow (a workspace package not resolved,
// a module that defines names at run time) makes the place ambiguous.
func (r *synResolver) fileRefs(d synSym, head *synSide, f *synFile, rf *refs) {
	if r.lang == "java" {
		r.javaRefs(d, head, f, rf)
		return
	}
	if r.lang == "python" || r.lang == "typescript" {
		r.valueRefs(d, f, rf)
	}
	r.aliasRefs(d, f, rf)
	name := d.def.name
	at := func(line int) snapshot.Place { return snapshot.Place{Path: f.path, Line: line} }
	imported, boundElsewhere := route{}, false
	var starRemoved, starOther bool
	// ownStar: what an unconditional top-level glob brings, which a
	// bare use in the removed item's own file reads once it is gone.
	var ownStar route
	// ownCall: a tuple variant a glob of the file's own enum brings,
	// which a bare use may name; whether it does (a call that fits it)
	// is the compiler's to say, so such a use is not attributed.
	var ownCall route
	var otherGlob string
	var starUnknown string
	ns := map[string]route{}
	// quals are the qualifiers (ns in ns.name) of the file's uses of the
	// name: only a binding of one of them is asked where it leads, so a
	// file importing many names costs each removal a pass over its
	// bindings, not a resolution of every one.
	// bare: a use of the name unqualified, the only one a star import
	// may answer for: one the file does not make asks none of its
	// stars, which a file of many globs would otherwise ask for every
	// removal.
	quals, bare := map[string]bool{}, false
	for _, u := range f.usesOf(name) {
		if u.qual != nil {
			quals[strings.Join(u.qual, ".")] = true
		} else {
			bare = true
		}
	}
	for i, b := range f.binds {
		if b.star && !bare {
			continue
		}
		if b.star {
			rt := r.starRoute(f, i, name, d.path)
			_, local := f.rustLocalBody(b)
			switch {
			case f.path != d.path || r.lang != "rust":
			case !b.nested && b.cond == "" && rt.end == routeOther && local && f.rustEnums[b.path[len(b.path)-1]][name]:
				// A tuple variant of the file's own enum: a call
				// may name it, or not fit it (its arity, its
				// type); the use is not attributed.
				ownCall = ownCall.or(route{routeUnknown, f.path + " imports " + strings.Join(b.path, "::") + "::*, whose items may supply it"})
				continue
			case !b.nested:
				// Another glob may bring the name too (another
				// crate's module): named in the use's note.
				otherGlob = cmpOr(otherGlob, f.path+" imports "+strings.Join(b.path, "::")+"::*, which may supply it too")
			}
			if f.path == d.path && r.lang == "rust" && rt.end != routeRemoved {
				if b.nested {
					rt = route{}
				} else if b.cond != "" && rt.end == routeOther {
					rt = route{routeUnknown, f.path + " imports " + strings.Join(b.path, "::") + "::* only under " + b.cond + ", which may supply it"}
				} else if rt.end == routeOther {
					// What a glob other than the own enum's
					// brings may be of another kind than the use
					// needs (a function where a type is named).
					rt = route{routeUnknown, f.path + " imports " + strings.Join(b.path, "::") + "::*, whose items may supply it"}
				}
				ownStar = ownStar.or(rt)
			}
			switch rt.end {
			case routeRemoved:
				starRemoved = true
			case routeOther:
				starOther = true
			case routeUnknown:
				starUnknown = cmpOr(starUnknown, rt.why)
			}
			continue
		}
		if b.name == name && b.export && b.spec == "" && r.lang == "typescript" && f.definesName(name) {
			// export default foo, export { foo as bar } of the file's
			// own foo: the export names the binding the file keeps, no
			// removed one.
			continue
		}
		if b.name == name {
			rt := r.importRoute(f, b, name, d.path)
			if b.guard != "" && rt.end == routeRemoved {
				rt = route{routeUnknown, b.guard}
			}
			if b.loaded && rt.end == routeRemoved && isPlainJS(f.path) && testedIn(f, name, nil) {
				rt = route{routeUnknown, "feature-tested in JavaScript, where a module's missing member reads as undefined"}
			}
			switch rt.end {
			case routeRemoved:
				rf.definite = append(rf.definite, at(b.line))
			case routeUnknown:
				rf.unfollowed(at(b.line), rt.why)
			}
			if b.local == name && !r.scopedBind(b) {
				imported, boundElsewhere = rt, rt.end != routeRemoved && rt.end != routeUnknown
			}
			continue
		}
		if b.local == name && !r.scopedBind(b) {
			boundElsewhere = true
		}
		if b.local != "" && quals[b.local] {
			if rt := r.nsRoute(f, b, name, d.path); rt.end == routeRemoved || rt.end == routeUnknown {
				ns[b.local] = rt
			}
		}
	}
	own := f.definesName(name)
	// ownCond: the file's own bindings of the name are all under a
	// condition (an if at module level, a #[cfg]), which may leave a
	// use reading the name a star import brings.
	ownCond := condOnly(head, f.path, name)
	for _, u := range f.usesOf(name) {
		switch {
		case d.def.macro && !u.str && !u.local && !own:
			rf.unfollowed(at(u.line), "a macro_rules! macro, which #[macro_use], #[macro_export] and textual order bring into scope")
		case u.str:
			rf.maybe(at(u.line), &rf.strs)
		case u.macro:
			rf.unfollowed(at(u.line), "inside a macro_rules! body, whose paths resolve where it is invoked")
		case u.qual == nil:
			dyn := f.dynamicFor(name, dynAll)
			switch r.lang {
			case "rust":
				u.local, u.maybeLocal = rustNamespaceLocal(d.def, u)
			case "typescript":
				u.local, u.maybeLocal = tsNamespaceLocal(d.def, u)
			}
			switch {
			case d.overload && r.lang == "typescript" && own && !u.local:
				// The file's own use may need the declaration that
				// went.
				rf.unfollowed(at(u.line), tsPartNote)
			case u.local || own && ownCond == "":
			case u.maybeLocal != "" && (f.path == d.path || imported.end == routeRemoved || imported.end == routeUnknown || !boundElsewhere && (starRemoved || starUnknown != "")):
				// Read through the removed name only perhaps: neither a
				// reference nor none.
				rf.unfollowed(at(u.line), u.maybeLocal)
			case ownCond != "" && imported.end != routeRemoved && imported.end != routeUnknown && (starRemoved || starUnknown != ""):
				// The file's own binding may not have run, leaving the
				// star import's name to the read. (Where the binding is
				// the import of the removed name, that import is the
				// route either way.)
				rf.unfollowed(at(u.line), f.path+" binds "+name+" only "+ownCond+", where a use may read another")
			case own:
			case dyn != nil && f.path != d.path:
				// `make!(helper)` beside `pub use inner::*`: the
				// file's own top level may define the name, which a
				// bare use then means.
				rf.unfollowed(at(u.line), dyn.note(f.path))
			case imported.end == routeRemoved:
				rf.definite = append(rf.definite, at(u.line))
			case imported.end == routeUnknown:
				rf.unfollowed(at(u.line), imported.why)
			case boundElsewhere:
			case r.lang == "python" && r.pyBuiltinFor(name) != nil:
				rf.unfollowed(at(u.line), r.pyBuiltinFor(name).note(f.path))
			case f.path == d.path && ownStar.end == routeUnknown:
				rf.unfollowed(at(u.line), ownStar.why)
			case f.path == d.path && ownCall.end != routeNone:
				// Likely the variant, the removed item no longer
				// hiding it; but whether the call fits the variant
				// (its arity, its type, the edition's reading of the
				// glob, another glob bringing the name) is the
				// compiler's to say: not attributed, never "no
				// references".
				rf.unfollowed(at(u.line), cmpOr(otherGlob, ownCall.why))
			case f.path == d.path && isGlobal(r.lang, name):
				rf.maybe(at(u.line), &rf.global)
			case f.path == d.path && r.tsGlobals[name] != "":
				// Whether the block is in the file's program, and so
				// answers the use, is tsc's to say.
				rf.unfollowed(at(u.line), r.tsGlobals[name])
			case f.path == d.path:
				if dyn != nil {
					rf.unfollowed(at(u.line), dyn.note(f.path))
				} else {
					rf.definite = append(rf.definite, at(u.line))
				}
			case starRemoved && !starOther && starUnknown == "":
				rf.definite = append(rf.definite, at(u.line))
			case starRemoved && starUnknown != "" && !starOther:
				rf.unfollowed(at(u.line), starUnknown)
			case starRemoved:
				rf.ambiguous = append(rf.ambiguous, at(u.line))
			case starUnknown != "" && !starOther:
				rf.unfollowed(at(u.line), starUnknown)
			case r.scriptGlobal(d):
				rf.unfollowed(at(u.line), d.path+" is a script: its top-level names are global")
			}
		case r.lang == "rust" && u.sep == "::":
			switch rt := r.rustPathRoute(f, u.qual, name, d.path); rt.end {
			case routeRemoved:
				rf.definite = append(rf.definite, at(u.line))
			case routeUnknown:
				rf.unfollowed(at(u.line), rt.why)
			}
		case ns[strings.Join(u.qual, ".")].end == routeRemoved && isPlainJS(f.path) && testedIn(f, name, u.qual):
			rf.unfollowed(at(u.line), "feature-tested in JavaScript, where a module's missing member reads as undefined")
		case ns[strings.Join(u.qual, ".")].end == routeRemoved && r.lang == "python" && testedIn(f, name, u.qual):
			rf.unfollowed(at(u.line), "tested for (hasattr, getattr with a default, except AttributeError), which handles its absence")
		case ns[strings.Join(u.qual, ".")].end == routeRemoved:
			rf.definite = append(rf.definite, at(u.line))
		case ns[strings.Join(u.qual, ".")].end == routeUnknown:
			rf.unfollowed(at(u.line), ns[strings.Join(u.qual, ".")].why)
		case u.sep == ".":
			rf.maybe(at(u.line), &rf.dotted)
		}
	}
}

// scopedBind: b, an import inside a Python def or class or a Rust
// block, binds only in that scope, whose reads of the name the reader
// already takes for local (pyScope, rustUse): a read elsewhere in the
// file is no read of it, where the import was taken to hide every bare
// use of the name in the file.
func (r *synResolver) scopedBind(b synBind) bool {
	return b.nested && (r.lang == "python" || r.lang == "rust")
}

// rustNamespaceLocal: Rust's use u of the name of item def is a block's
// own binding of it. Values (a let, a parameter, a block's fn or
// const) hide a function or a constant, a block's type items (a
// struct, an enum, a trait, a type alias, a module) a type; a unit or
// tuple struct is both. A binding in only one of the namespaces def has
// may or may not be what the use names, which the syntax does not show
// (g as a type or as a value): it says why.
func rustNamespaceLocal(def synDef, u synUse) (bool, string) {
	if !def.isType {
		return u.local, u.maybeLocal
	}
	switch {
	case u.localType && (u.local || !def.rustValue):
		return true, ""
	case u.localType || (u.local || u.loose) && def.rustValue:
		return false, "a binding of " + u.name + " in the block holds in one of the namespaces the removed " + u.name + " has, so the use may name either"
	case u.local || u.loose:
		return false, "a value " + u.name + " of the block hides no type of that name, which the use may name"
	}
	return false, u.maybeLocal
}

// tsNamespaceLocal: TypeScript's use u of the name of def is a local
// binding's. The locals the reader binds are values (let, const, var, a
// parameter, a function or class in a block); a type of the name — an
// interface, a type alias, a class, an enum, a namespace — is not
// hidden by a value, and the syntax does not show whether the use is
// in a type's place (`function g(Foo: number): Foo`), so the use may
// name either.
func tsNamespaceLocal(def synDef, u synUse) (bool, string) {
	if !def.isType || !u.local {
		return u.local, u.maybeLocal
	}
	return false, "a value " + u.name + " in scope there hides no type of that name, which the use may name"
}

// importRoute is where an import of name by binding b of file f leads.
// A specifier matching several modules (a path alias, a package moved
// under src/) names d's only if no other of them provides the name; if
// d's file is still there, which of them loads depends on the import
// path (Python's sys.path, a bundler's aliases), so the import may still
// name it.
func (r *synResolver) importRoute(f *synFile, b synBind, name, dPath string) route {
	targets := r.targets(f, b)
	if slices.Contains(targets, dPath) {
		switch r.otherProvides(r.head, targets, dPath, name) {
		case "no":
			return r.unlessDoubted(f.path, b, dPath, r.follow(dPath, name, dPath, 0))
		case "maybe":
			return route{routeUnknown, "its specifier also matches a module head does not have"}
		}
		if r.head.files[dPath] != nil {
			return route{routeUnknown, "its specifier matches " + dPath + " and another module that still provides it; which one loads depends on the import path"}
		}
		return route{end: routeOther}
	}
	rt := r.pick(targets, func(t string) route { return r.unlessDoubted(f.path, b, t, r.follow(t, name, dPath, 1)) })
	if len(targets) == 0 {
		if g := r.gap(f, b); g.reaches(dPath) {
			return route{routeUnknown, g.why}
		}
	}
	return rt
}

// pick merges the routes through the modules one specifier may name. A
// definition elsewhere wins, unless a module still at head leads to the
// removal: which of them loads depends on the import path, so the name
// may be the removed one.
func (r *synResolver) pick(targets []string, each func(string) route) route {
	var rt route
	removedAt, other := "", false
	for _, t := range targets {
		x := each(t)
		if x.end == routeRemoved && r.head.files[t] != nil {
			removedAt = cmpOr(removedAt, t)
		}
		other = other || x.end == routeOther
		rt = rt.or(x)
	}
	if other && removedAt != "" {
		return route{routeUnknown, "its specifier matches " + removedAt + " and another module that still provides it; which one loads depends on the import path"}
	}
	return rt
}

// starRoute is where a star import's name leads; an import of a module
// the resolver does not find (another package's) or does not follow may
// supply any name.
func (r *synResolver) starRoute(f *synFile, i int, name, dPath string) route {
	b := f.binds[i]
	targets := r.starTargetsOf(f, i)
	rt := r.pick(targets, func(t string) route { return r.unlessDoubted(f.path, b, t, r.follow(t, name, dPath, 1)) })
	if len(targets) == 0 && r.lang == "rust" {
		if body, ok := f.rustLocalBody(b); ok {
			// A glob of the file's own inline module or enum: an
			// enum read whole supplies its variants, a body what
			// it may define.
			e, isEnum := f.rustEnums[b.path[len(b.path)-1]]
			switch {
			case body["*"] || body[name] && !(isEnum && e[name]):
				return route{routeUnknown, f.path + " imports " + strings.Join(b.path, "::") + "::*, whose items may supply it"}
			case body[name]:
				return route{end: routeOther}
			}
			return route{}
		}
	}
	if len(targets) == 0 {
		if g := r.gap(f, b); g.why != "" {
			return route{routeUnknown, g.why}
		}
	}
	return rt
}

// nsRoute is where ns.name leads for a binding of a module to ns.
func (r *synResolver) nsRoute(f *synFile, b synBind, name, dPath string) route {
	mt := r.moduleTargets(f, b)
	switch {
	case len(mt) == 1:
		return r.unlessDoubted(f.path, b, mt[0], r.follow(mt[0], name, dPath, 1))
	case len(mt) == 0 && r.lang != "rust":
		// A Rust module binding is followed where a path uses it
		// (rustPathRoute).
		if g := r.gap(f, b); g.reaches(dPath) {
			return route{routeUnknown, g.why}
		}
	}
	return route{}
}

// rustPathRoute is where a::b::name leads from file f.
func (r *synResolver) rustPathRoute(f *synFile, qual []string, name, dPath string) route {
	m := r.crates.resolve(f.path, qual, f.binds)
	if m == "" {
		if g := r.crates.gap(f.path, qual, f.binds); g.reaches(dPath) {
			return route{routeUnknown, g.why}
		}
		if why := r.rustUnfollowed(f, qual); why != "" {
			return route{routeUnknown, why}
		}
		return route{}
	}
	return r.follow(m, name, dPath, 1)
}

// scriptGlobal: d was defined by a TypeScript/JavaScript script (no
// import, export, require or exports): its top-level names are globals
// any file may use bare.
func (r *synResolver) scriptGlobal(d synSym) bool {
	if r.lang != "typescript" {
		return false
	}
	f := r.base.files[d.path]
	return f != nil && !f.module
}

// isPlainJS: a JavaScript file, where no compiler checks a namespace's
// members (TypeScript rejects a missing one).
func isPlainJS(p string) bool {
	switch path.Ext(p) {
	case ".js", ".mjs", ".cjs", ".jsx":
		return true
	}
	return false
}

// testedIn: file f feature-tests qual.name somewhere, which makes each
// of its uses there one the file may guard.
func testedIn(f *synFile, name string, qual []string) bool {
	for _, u := range f.usesOf(name) {
		if u.tested && slices.Equal(u.qual, qual) {
			return true
		}
	}
	return false
}
