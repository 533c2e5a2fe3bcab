package symbols

import "slices"

// javaBodyWeight is what the local and anonymous classes around a bare
// use make of it, for a removed member.
type javaBodyWeight uint8

const (
	// javaBodiesPass: no body decides; the named types around do.
	javaBodiesPass javaBodyWeight = iota
	// javaBodiesOther: a body's own member, one it inherits from
	// another type, or a local made in it takes the name.
	javaBodiesOther
	// javaBodiesOwner: a body inherits the name from the owner, and
	// nothing around it supplies it once the owner's is gone.
	javaBodiesOwner
	// javaBodiesMaybe: which the use reaches is not known.
	javaBodiesMaybe
)

// javaSuperWeight is what one supertype of a body makes of the name.
type javaSuperWeight uint8

const (
	javaSuperLacks   javaSuperWeight = iota // known not to have it
	javaSuperMay                            // may have it, and is no subtype of the owner
	javaSuperUnknown                        // may have it, or be the owner's subtype
	javaSuperOwner                          // inherits the owner's, nothing between declaring it
	javaSuperHas                            // has one of its own or another type's
)

// javaBodyVerdict weighs the bodies around bare use u of file f for the
// removed member of owner (full name ownerKey): innermost first, a body
// whose local, own member or supertype takes the name decides, as
// javac's scoping does; a body inheriting the owner's makes the use
// dangling unless anything further out may supply the name at head.
//
// declared: f declares a member of that name, or imports one statically
// (or may, through a static star import), read once per file.
func (r *synResolver) javaBodyVerdict(u synUse, f *synFile, ownerKey, member string, declared bool) javaBodyWeight {
	s := u.bodies
	doubt, maybeOwner := s.localUnsure, false
	for k, b := range s.bodies {
		if b.local {
			return javaBodiesOther
		}
		switch b.own {
		case javaOwnDecl:
			return javaBodiesOther
		case javaOwnMay:
			doubt = true
		}
		switch r.javaBodySupers(b, f, ownerKey, member, u.call) {
		case javaSuperHas:
			return javaBodiesOther
		case javaSuperOwner:
			if doubt || u.maybeLocal != "" || declared || r.javaSuppliedAround(u, f, k+1, member) {
				return javaBodiesMaybe
			}
			return javaBodiesOwner
		case javaSuperUnknown:
			doubt, maybeOwner = true, true
		case javaSuperMay:
			doubt = true
		}
	}
	if maybeOwner {
		return javaBodiesMaybe
	}
	return javaBodiesPass
}

// javaBodySupers weighs body b's supertypes for the member name, a
// method where call is set: the strongest weight of any.
func (r *synResolver) javaBodySupers(b javaBody, f *synFile, ownerKey, name string, call bool) javaSuperWeight {
	if b.opaque {
		return javaSuperUnknown
	}
	if len(b.supers) == 0 && call && javaObjectMethods.get()[name] {
		return javaSuperHas
	}
	w := javaSuperLacks
	for _, s := range b.supers {
		w = max(w, r.javaSuperOf(r.javaResolve(s, f, b.in), ownerKey, name, call))
	}
	return w
}

// javaSuperOf weighs the supertype of full name key ("" where not
// resolved).
func (r *synResolver) javaSuperOf(key, ownerKey, name string, call bool) javaSuperWeight {
	if key == "" || r.javaTypes()[key] != nil && r.javaProject(key) == nil {
		return javaSuperUnknown
	}
	t := r.javaProject(key)
	if t == nil {
		if sub, sure := r.javaSubtype(key, ownerKey); sub || !sure {
			return javaSuperUnknown
		}
		return javaExternalWeight(key, name, call)
	}
	if call && javaObjectMethods.get()[name] {
		return javaSuperHas
	}
	supers, ext := r.javaSupersExt(t)
	owner := false
	w := javaSuperLacks
	for _, st := range supers {
		for _, m := range st.members[name] {
			if m.method == call && !m.isType {
				return javaSuperHas
			}
		}
		switch {
		case st.def.typ == "enum" && call && javaEnumMethods.get()[name]:
			return javaSuperHas
		case st.def.typ == "enum" && !call, st.def.typ == "record":
			// An enum's constants and a record's components (and
			// their accessors) are not read as its members.
			w = javaSuperMay
		}
		owner = owner || st.key == ownerKey
	}
	for _, k := range ext {
		if k == "" || r.javaTypes()[k] != nil {
			w = max(w, javaSuperUnknown)
			continue
		}
		w = max(w, javaExternalWeight(k, name, call))
	}
	switch {
	case w == javaSuperHas:
		return w
	case owner && w != javaSuperLacks:
		// Another supertype not read may supply the name.
		return javaSuperUnknown
	case owner:
		return javaSuperOwner
	}
	return w
}

// javaExternalWeight weighs a supertype outside the project: one whose
// methods are known (and which declares no field), Object, or any other.
func javaExternalWeight(key, name string, call bool) javaSuperWeight {
	if call && javaObjectMethods.get()[name] {
		return javaSuperHas
	}
	if key == "java.lang.Object" {
		return javaSuperLacks
	}
	methods, known := javaKnownMethods.get()[key]
	switch {
	case !known:
		return javaSuperMay
	case call && slices.Contains(methods, name):
		return javaSuperHas
	}
	return javaSuperLacks
}

// javaSuppliedAround: at head, something around the bodies from the
// from-th on may supply use u's name: a local made outside them, a
// body's own member or supertype, a supertype of a named type around
// them.
func (r *synResolver) javaSuppliedAround(u synUse, f *synFile, from int, name string) bool {
	s := u.bodies
	if s.outerLocal || s.localUnsure || s.in == "" {
		return true
	}
	for _, b := range s.bodies[from:] {
		if b.local || b.own != 0 {
			return true
		}
		// The owner's, gone at head, supplies nothing; any other may.
		if w := r.javaBodySupers(b, f, "", name, u.call); w != javaSuperLacks {
			return true
		}
	}
	for p := s.in; p != ""; p = javaParent(p) {
		t := r.javaProject(javaQualify(f.pkg, p))
		if t == nil {
			return true
		}
		supers, ext := r.javaSupersExt(t)
		for _, st := range supers {
			// An enum's constants and a record's components are not
			// read as its members: either may be of that name.
			if len(st.members[name]) > 0 || st.def.typ == "enum" && !u.call || st.def.typ == "record" {
				return true
			}
		}
		for _, k := range ext {
			if k == "" || r.javaTypes()[k] != nil || javaExternalWeight(k, name, u.call) != javaSuperLacks {
				return true
			}
		}
	}
	return false
}

// javaNamedVerdict weighs the named types around bare use u of file f
// (one of f's types extends or implements the owner), innermost first,
// as javaBodyVerdict weighs class bodies: a type with a member of the
// name, its own or inherited from another, takes the use; one
// inheriting the owner's leaves it dangling unless an enclosing type
// may supply the name at head, or a static import (declared).
func (r *synResolver) javaNamedVerdict(u synUse, f *synFile, ownerKey, member string, declared bool) javaBodyWeight {
	for p := u.in; p != ""; p = javaParent(p) {
		switch r.javaSuperOf(javaQualify(f.pkg, p), ownerKey, member, u.call) {
		case javaSuperHas:
			return javaBodiesOther
		case javaSuperLacks:
			continue
		case javaSuperOwner:
		default:
			return javaBodiesMaybe
		}
		if declared {
			return javaBodiesMaybe
		}
		for q := javaParent(p); q != ""; q = javaParent(q) {
			if r.javaSuperOf(javaQualify(f.pkg, q), "", member, u.call) != javaSuperLacks {
				return javaBodiesMaybe
			}
		}
		return javaBodiesOwner
	}
	return javaBodiesMaybe
}
