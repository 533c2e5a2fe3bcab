package symbols

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// javaRefs adds file f's references to the removed Java type or member d:
// a type is seen by name in its package, through a single-type or
// on-demand import of it, or fully qualified; a member as Type.member
// where Type is seen, bare in its own file or through a static import.
// Where the type at head extends or implements another, the member may be
// inherited: its uses are ambiguous.
func (r *synResolver) javaRefs(d synSym, head *synSide, f *synFile, rf *refs) {
	at := func(line int) snapshot.Place { return snapshot.Place{Path: f.path, Line: line} }
	parts := strings.Split(d.def.name, ".")
	top, member := parts[0], parts[len(parts)-1]
	owner := strings.Join(parts[:len(parts)-1], ".")
	ownerBase := ""
	if owner != "" {
		ownerBase = parts[len(parts)-2]
	}
	sees := f.pkg == d.pkg
	other, staticIn := false, false
	// starIn: staticIn by a static star import, which another's may
	// stand beside and supply the name.
	starIn := false
	// A static import of another type's member of that name takes over
	// the bare uses once the member is gone; a static star import of
	// another type may.
	importedOther, starOther := false, false
	// subImport: a static import of the name through a type that is,
	// or may be, a subtype of the owner, whose bare uses may reach the
	// removed member or another.
	subImport := false
	var onDemand []string // packages other than d's imported with .*
	for _, b := range f.binds {
		path := strings.Join(b.path, ".")
		if b.star && !b.static && b.spec != d.pkg {
			onDemand = append(onDemand, b.spec)
		}
		switch {
		case !b.star && b.name == top && path == d.pkg:
			sees = true
			if owner == "" {
				rf.definite = append(rf.definite, at(b.line))
			}
		case !b.star && b.local == top:
			other = true
		case b.star && b.spec == d.pkg:
			sees = true
		case owner != "" && !b.star && path == d.pkg+"."+owner && b.name == member:
			// The import names every static member of that name the
			// owner has or inherits: another left at head keeps it
			// resolving.
			kept, sure := r.javaStaticKept(f, javaQualify(d.pkg, owner), member)
			rf.staticImport(at(b.line), kept, sure)
			staticIn = true
		case owner != "" && b.star && b.spec == d.pkg+"."+owner:
			staticIn, starIn = true, true
		case owner != "" && b.static && b.star && r.javaStarReaches(f, b.spec, javaQualify(d.pkg, owner), d.def):
			// Through a subtype: as an import of the owner's members.
			staticIn, starIn = true, true
		case owner != "" && b.static && !b.star && b.local == member:
			// A static member is reached through every subtype's
			// name too: import static p.Sub.m names Base's m.
			sub, sure := r.javaSubtype(path, javaQualify(d.pkg, owner))
			if !sub && sure || sub && r.javaHides(path, javaQualify(d.pkg, owner), d.def) {
				importedOther = true
				break
			}
			kept, keptSure := r.javaStaticKept(f, path, member)
			switch {
			case sub && r.javaReaches(path, javaQualify(d.pkg, owner), member):
				// No type in between declares the name: as an
				// import of the owner's member.
				rf.staticImport(at(b.line), kept, keptSure)
				staticIn = true
			case kept:
				// The import still resolves, to another member of the
				// name or to this one's heir: which the uses reach is
				// not read.
				subImport = true
			default:
				rf.unfollowed(at(b.line), "a static import through a type that may inherit the member")
				subImport = true
			}
		case owner != "" && b.static && b.star:
			starOther = true
		}
	}
	if f.path != d.path && f.definesType(top) {
		other = true
	}
	sees = (sees || f.path == d.path) && !other
	inherited := owner != "" && r.javaMayInherit(d.pkg, owner, member)
	// A type of f that extends or implements the owner sees its members
	// bare; one that extends another type may inherit them through it.
	// Neither holds where f defines a member of that name itself.
	subclass, mayInherit := false, false
	if owner != "" && f.path != d.path && !f.definesMember(member) {
		ownerKey := javaQualify(d.pkg, owner)
		for _, fd := range f.defs {
			for _, s := range fd.supers {
				// The supertype as javac resolves it: q.A or an
				// inherited member type A is not p.A.
				if sees && r.javaResolve(s, f, javaParent(fd.name)) == ownerKey {
					subclass = true
				} else {
					mayInherit = true
				}
			}
		}
	}
	if owner != "" && f.path == d.path && d.def.method {
		if line := r.javaUnimplemented(d, owner, member); line > 0 {
			rf.definite = append(rf.definite, at(line))
		}
	}
	// declared: f declares a member of the name, or a static import
	// may bring one; it may take a bare use inside a class body once
	// the body's supertype no longer has the name.
	declared := owner != "" && f.definesMember(member)
	for _, b := range f.binds {
		declared = declared || owner != "" && b.static && (b.star || b.local == member)
	}
	if d.def.component {
		// new P(1, 2) and a record pattern P(int x, int y) name the
		// record, not the component, and no longer compile: a use of
		// the record's name is not followed.
		for _, u := range f.uses {
			if u.name == top || u.name == ownerBase {
				rf.unfollowed(at(u.line), javaComponentWhy)
			}
		}
	}
	for _, u := range f.uses {
		name := top
		if owner != "" {
			name = member
		}
		if u.name != name {
			continue
		}
		qual := strings.Join(u.qual, ".")
		definite := false
		bodies := javaBodiesPass
		// A use that a pattern or loop variable may take is left to
		// the maybe-local rule below: the bindings' ranges the bodies
		// are read by are too wide for such a variable.
		if owner != "" && u.bodies != nil && !d.def.isType && u.maybeLocal == "" {
			bodies = r.javaBodyVerdict(u, f, javaQualify(d.pkg, owner), member, declared || u.arrayDecl)
		}
		switch {
		case u.str:
			rf.maybe(at(u.line), &rf.strs)
			continue
		case d.overload && u.call && u.args >= 0 && !d.def.takes(u.args):
			continue // another overload's call
		case owner == "" && u.qual == nil && !u.local && sees:
			other, known := r.javaNames(top, f, u.in, javaQualify(d.pkg, top))
			switch {
			case u.shadowed || known && other:
				continue // a type parameter, a local or member type of that name
			case u.mayShadow || !known:
				rf.maybe(at(u.line), &rf.scoped)
				continue
			case javaLangType(top):
				// java.lang's type of that name takes the use once
				// the package's own is gone.
				rf.maybe(at(u.line), &rf.global)
				continue
			case r.javaOnDemandMay(onDemand, top):
				rf.maybe(at(u.line), &rf.onDemand)
				continue
			}
			definite = true
		case owner == "" && u.qual == nil:
			continue
		case owner == "" && qual == d.pkg:
			definite = true
		case owner == "":
			continue
		case bodies == javaBodiesOther:
			continue
		case bodies == javaBodiesMaybe:
			rf.maybe(at(u.line), &rf.scoped)
			continue
		case bodies == javaBodiesOwner:
			definite = true
		case u.qual == nil && !u.local && subImport:
			rf.maybe(at(u.line), &rf.inherited)
			continue
		case u.qual == nil && (u.local || importedOther):
			continue
		case u.qual == nil && d.def.enumConst && (f.path == d.path || !staticIn):
			// A constant is in scope bare in its enum's body alone, where
			// a nested type's member of the name may hide it, and in a
			// case label, whose switch may be on another enum.
			rf.maybe(at(u.line), &rf.scoped)
			continue
		case u.qual == nil && u.maybeLocal != "":
			rf.unfollowed(at(u.line), u.maybeLocal)
			continue
		case u.qual == nil && d.def.isType && u.mayShadow:
			if !u.shadowed {
				rf.maybe(at(u.line), &rf.scoped)
			}
			continue
		case u.qual == nil && d.def.isType && r.javaSimple(member, f, u.in) != "":
			continue // the name reaches another type at head
		case u.qual == nil && d.def.isType && !r.javaKnownName(member, f, u.in):
			rf.maybe(at(u.line), &rf.scoped)
			continue
		case u.qual == nil && u.mayShadow && (f.path == d.path || staticIn || subclass):
			// In a local or anonymous class, whose supertypes may
			// declare a member of that name.
			rf.maybe(at(u.line), &rf.scoped)
			continue
		case u.qual == nil && starOther && (!staticIn || starIn):
			rf.maybe(at(u.line), &rf.staticStar)
			continue
		case u.qual == nil && subclass && f.path != d.path && !staticIn && u.bodies == nil:
			// The type around the use, or one around it, extends the
			// owner; another of the file's types may be the one.
			switch r.javaNamedVerdict(u, f, javaQualify(d.pkg, owner), member, declared || u.arrayDecl) {
			case javaBodiesOther:
				continue
			case javaBodiesMaybe:
				rf.maybe(at(u.line), &rf.subclassed)
				continue
			}
			definite = true
		case u.qual == nil && staticIn && f.path != d.path && r.javaTypesAroundMay(u, f, member):
			// A member the types around the use declare or inherit
			// hides a static import's.
			rf.maybe(at(u.line), &rf.scoped)
			continue
		case u.qual == nil && (f.path == d.path || staticIn || subclass):
			definite = true
		case u.qual == nil && mayInherit:
			rf.maybe(at(u.line), &rf.subclassed)
			continue
		case u.qual == nil:
			continue
		case r.javaElsewhere(u, f, d.pkg, owner, member):
			// The receiver's type is known, and is not the owner's.
			rf.maybe(at(u.line), &rf.dotted)
			continue
		case r.javaOwnerNameTaken(u, f, javaQualify(d.pkg, owner), ownerBase):
			// The owner is gone, and its simple name reaches another
			// type (a nested class moved out to a top-level one of its
			// name, or in), or may.
			rf.maybe(at(u.line), &rf.scoped)
			continue
		case u.mayShadow && (qual == ownerBase || u.qual[0] == top):
			// Qualified by a name another type may take there.
			rf.maybe(at(u.line), &rf.scoped)
			continue
		case qual == ownerBase && owner == top && sees && f.path != d.path && r.javaProject(javaQualify(d.pkg, top)) == nil &&
			(javaLangType(top) || r.javaOnDemandMay(onDemand, top)):
			// The whole type is gone: its name may now be java.lang's
			// or an on-demand import's type.
			rf.maybe(at(u.line), &rf.onDemand)
			continue
		case d.def.enumConst && !(qual == ownerBase && sees || qual == d.pkg+"."+owner):
			// c.RED through a variable: a pattern variable of another
			// type may hide the one whose type is read.
			rf.maybe(at(u.line), &rf.dotted)
			continue
		case qual == ownerBase && sees || qual == d.pkg+"."+owner || qual == "this" && f.path == d.path && u.in == owner ||
			javaTypedAs(u.qualType, d, f, sees) || r.javaReaches(r.javaExprType(u.recv, f, u.in), javaQualify(d.pkg, owner), member):
			definite = true
		default:
			// x.name or X::name through a qualifier not resolved to
			// the owner, nor to another type.
			rf.maybe(at(u.line), &rf.dotted)
			continue
		}
		switch {
		case definite && d.overload && (!u.call || u.args < 0 || r.javaHeadMayTake(d, u, f)):
			rf.maybe(at(u.line), &rf.overloaded)
		case definite && d.def.component:
			rf.unfollowed(at(u.line), javaComponentWhy)
		case definite && inherited:
			rf.maybe(at(u.line), &rf.inherited)
		case definite:
			rf.definite = append(rf.definite, at(u.line))
		}
	}
}

// javaComponentWhy: why a use of a removed record component, or of its
// record, is not followed.
const javaComponentWhy = "a record's component is its accessor and a parameter of its canonical constructor and record patterns, not followed"

// javaOwnerNameTaken: use u names its owner by the simple name base
// (Base.m, or x.m with x declared of type Base), the owner of full name
// key is no type at head, and at head that name reaches another type in
// f (one of f, of its imports or of its package), or may (a member type
// a supertype outside the project may declare).
func (r *synResolver) javaOwnerNameTaken(u synUse, f *synFile, key, base string) bool {
	if r.javaTypes()[key] != nil || !(len(u.qual) == 1 && u.qual[0] == base || u.qualType == base) {
		return false
	}
	got, known := r.javaSimpleKnown(base, f, u.in)
	return got != "" && got != key || !known
}

// javaStaticKept: import static key.name in file f still resolves at
// head, the type key having or inheriting a static member of that name
// f may reach (kept); or whether that is not sure: a supertype outside
// the project, a member type of that name, a member whose access needs
// more reading than its modifiers.
func (r *synResolver) javaStaticKept(f *synFile, key, name string) (kept, sure bool) {
	t := r.javaProject(key)
	if t == nil {
		// Gone, nothing of that name is left; declared twice, which
		// one the import reaches is not known.
		return false, r.javaTypes()[key] == nil
	}
	// Of the methods every enum has only values and valueOf are static;
	// name, ordinal, compareTo and the rest are instance methods no
	// static import reaches.
	if t.def.typ == "enum" && (name == "values" || name == "valueOf") {
		return true, true
	}
	sure = true
	supers, ext := r.javaSupersExt(t)
	for _, k := range ext {
		methods, known := javaKnownMethods.get()[k]
		if !known || slices.Contains(methods, name) {
			sure = false
		}
	}
	ownField := false
	for _, m := range t.members[name] {
		ownField = ownField || !m.method
	}
	for i, st := range supers {
		if r.javaTypes()[st.key+"."+name] != nil {
			sure = false // a member type: static or not, not read here
		}
		iface := st.def.typ == "interface"
		for _, m := range st.members[name] {
			static := m.static || iface && !m.method
			// javac lets a static import reach a member public (an
			// interface's unless private), or protected or package
			// private from the declaring package; never a private one.
			reach := !m.private && (m.public || iface || f.pkg == st.file.pkg)
			switch {
			case i == 0 && static && reach:
				return true, true
			case i == 0 || !static || m.private || iface && m.method:
				// Not inherited: a private member, an interface's
				// static method; an instance member is no static one.
			case (m.public || iface) && !(ownField && !m.method):
				// Inherited and public, not hidden by a field of t.
				return true, true
			default:
				sure = false
			}
		}
	}
	return false, sure
}

// javaTypesAroundMay: a named type around bare use u of file f declares
// or inherits a member of that name at head, or may: a supertype not
// read, one outside the project not known to lack it.
func (r *synResolver) javaTypesAroundMay(u synUse, f *synFile, name string) bool {
	in := u.in
	if u.bodies != nil {
		in = u.bodies.in
	}
	for p := in; p != ""; p = javaParent(p) {
		if r.javaSuperOf(javaQualify(f.pkg, p), "", name, u.call) != javaSuperLacks {
			return true
		}
	}
	return false
}

// javaStarReaches: import static key.* in file f brings the static
// member d of owner (a full name) and, at head, nothing else of its
// name: key is owner's sure subtype in the project, no type between
// declares the name, and key keeps no static member of it. An
// interface's static method is not inherited: never through a subtype.
func (r *synResolver) javaStarReaches(f *synFile, key, owner string, d synDef) bool {
	name := d.name[strings.LastIndexByte(d.name, '.')+1:]
	t := r.javaProject(owner)
	if !d.static || t == nil || t.def.typ == "interface" && d.method {
		return false
	}
	if sub, sure := r.javaSubtype(key, owner); !sub || !sure || !r.javaReaches(key, owner, name) {
		return false
	}
	kept, sure := r.javaStaticKept(f, key, name)
	return !kept && sure
}

// javaHides: a type from key up to owner, its supertype, declares a
// static member that hides d, owner's member: a field of d's name for a
// field, a method of its name and signature for a method (sure only
// where the parameter types are primitive). The static
// import of the name through key and its uses reach that one.
func (r *synResolver) javaHides(key, owner string, d synDef) bool {
	t := r.javaProject(key)
	if t == nil {
		return false
	}
	name := d.name[strings.LastIndexByte(d.name, '.')+1:]
	supers, _ := r.javaSupers(t)
	for i, st := range supers {
		if st.key == owner {
			return false
		}
		for _, m := range st.members[name] {
			if i > 0 && st.def.typ == "interface" && m.method {
				// An interface's static method is not inherited: it
				// neither hides owner's nor is reached through key.
				continue
			}
			if m.static && m.method == d.method && (!m.method || m.sig == d.sig && javaPrimitiveSig(d.params)) {
				return true
			}
		}
	}
	return false
}

// javaPrimitiveSig: every parameter type is primitive (or an array of
// one), so the same text names the same type in any file. A class name
// may name another type in each declaring file (s.X and r.X both X).
func javaPrimitiveSig(params []string) bool {
	for _, p := range params {
		p = strings.TrimSuffix(p, "...")
		for strings.HasSuffix(p, "[]") {
			p = strings.TrimSuffix(p, "[]")
		}
		if !javaPrimitives.get()[p] {
			return false
		}
	}
	return true
}

// javaSubtype: the type of full name key is owner's subtype, directly
// or not (sub); whether that is sure: not where key is a type of the
// project no reading indexes (declared twice, a member type inherited,
// one a processor generates in a project package) or one of its
// supertypes is not resolved. A type outside the project is no subtype
// of a project type.
func (r *synResolver) javaSubtype(key, owner string) (sub, sure bool) {
	t := r.javaProject(key)
	if t == nil {
		if r.javaTypes()[key] != nil {
			return false, false
		}
		for p := javaParent(key); p != ""; p = javaParent(p) {
			if r.javaTypes()[p] != nil || len(r.headPkgs[p]) > 0 {
				return false, false
			}
		}
		return false, true
	}
	supers, ext := r.javaSupersExt(t)
	for _, st := range supers[1:] {
		if st.key == owner {
			return true, true
		}
	}
	for _, k := range ext {
		if k == "" || r.javaTypes()[k] != nil {
			return false, false
		}
	}
	return false, true
}

// definesType: f declares a type of that simple name, top-level or nested.
func (f *synFile) definesType(name string) bool {
	for _, d := range f.defs {
		if d.name == name || strings.HasSuffix(d.name, "."+name) {
			return true
		}
	}
	return false
}

// definesMember: f declares a member of that simple name in any type.
//
// An enum's constant is left out: it is in scope in its enum's body
// alone, where the enum's members are weighed as a type around the use.
func (f *synFile) definesMember(name string) bool {
	for _, d := range f.defs {
		if strings.HasSuffix(d.name, "."+name) && !d.enumConst {
			return true
		}
	}
	return false
}

// javaOpen: the type owner of package pkg at head extends or implements
// another (or is gone, so nothing is known of it).
func (r *synResolver) javaOpen(pkg, owner string) bool {
	for _, f := range r.headPkgs[pkg] {
		for _, d := range f.defs {
			if d.name == owner {
				return len(d.supers) > 0
			}
		}
	}
	return false
}

// javaOverloadGone: the overload d of base file f has no twin of its
// signature at head, and its type at head has fewer overloads of its
// arity than at base (fewer and not just retyped).
func (r *synResolver) javaOverloadGone(f *synFile, head *synSide, d synDef) bool {
	sameArity := func(o synDef) bool {
		return o.method && o.name == d.name && o.arity == d.arity && o.varargs == d.varargs
	}
	before, after := 0, 0
	for _, o := range f.defs {
		if sameArity(o) {
			before++
		}
	}
	for _, hf := range r.headPkgs[f.pkg] {
		for _, o := range hf.defs {
			if sameArity(o) {
				if o.sig == d.sig {
					return false
				}
				after++
			}
		}
	}
	return after < before
}

// javaTypedAs: a local or parameter declared of type typ in file f holds
// d's owner: the owner's full name where its top-level type is seen, or
// its simple name in d's own file or, for a top-level owner, where seen.
func javaTypedAs(typ string, d synSym, f *synFile, sees bool) bool {
	if typ == "" {
		return false
	}
	owner := d.def.name[:strings.LastIndexByte(d.def.name, '.')]
	base := owner[strings.LastIndexByte(owner, '.')+1:]
	switch typ {
	case d.pkg + "." + owner:
		return true
	case owner:
		return sees
	case base:
		return f.path == d.path || !strings.Contains(owner, ".") && sees
	}
	return false
}

// javaNames: the simple type name, used inside type in of file f,
// reaches another type there than key (a member type of an enclosing
// type or inherited by one, a type parameter, an imported type), and
// whether what it reaches is known.
func (r *synResolver) javaNames(name string, f *synFile, in, key string) (other, known bool) {
	got, known := r.javaSimpleKnown(name, f, in)
	for p := in; p != ""; p = javaParent(p) {
		if t := r.javaProject(javaQualify(f.pkg, p)); t != nil && slices.Contains(t.def.tparams, name) {
			return true, true
		}
	}
	return got != "" && got != key, known
}

// javaKnownName: what the simple type name reaches inside type in of
// file f is known.
func (r *synResolver) javaKnownName(name string, f *synFile, in string) bool {
	_, known := r.javaSimpleKnown(name, f, in)
	return known
}

// javaOnDemandMay reports whether one of the packages a file imports on
// demand may declare a top-level type of that name: a package of the
// repository that does at head, or one outside it, whose types are not
// known.
func (r *synResolver) javaOnDemandMay(pkgs []string, name string) bool {
	for _, pkg := range pkgs {
		files, ok := r.headPkgs[pkg]
		if !ok {
			return true
		}
		for _, f := range files {
			if f.definesType(name) {
				return true
			}
		}
	}
	return false
}
