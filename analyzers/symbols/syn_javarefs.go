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
	// A static import of another type's member of that name takes over
	// the bare uses once the member is gone; a static star import of
	// another type may.
	importedOther, starOther := false, false
	for _, b := range f.binds {
		path := strings.Join(b.path, ".")
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
			rf.definite = append(rf.definite, at(b.line))
			staticIn = true
		case owner != "" && b.star && b.spec == d.pkg+"."+owner:
			staticIn = true
		case owner != "" && b.static && !b.star && b.local == member:
			importedOther = true
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
		for _, fd := range f.defs {
			switch {
			case sees && slices.Contains(fd.supers, ownerBase):
				subclass = true
			case len(fd.supers) > 0:
				mayInherit = true
			}
		}
	}
	if owner != "" && f.path == d.path && d.def.method {
		if line := r.javaUnimplemented(d, owner, member); line > 0 {
			rf.definite = append(rf.definite, at(line))
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
		switch {
		case u.str:
			rf.maybe(at(u.line), &rf.strs)
			continue
		case d.overload && u.call && u.args >= 0 && !d.def.takes(u.args):
			continue // another overload's call
		case owner == "" && u.qual == nil:
			definite = !u.local && sees
		case owner == "" && qual == d.pkg:
			definite = true
		case owner == "":
			continue
		case u.qual == nil && (u.local || importedOther):
			continue
		case u.qual == nil && d.def.isType && r.javaSimple(member, f, u.in) != "":
			continue // the name reaches another type at head
		case u.qual == nil && starOther && !staticIn:
			rf.maybe(at(u.line), &rf.staticStar)
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
		case qual == ownerBase && sees || qual == d.pkg+"."+owner || qual == "this" && f.path == d.path ||
			javaTypedAs(u.qualType, d, f, sees) || r.javaReaches(r.javaExprType(u.recv, f, u.in), javaQualify(d.pkg, owner), member):
			definite = true
		case u.sep == ".":
			rf.maybe(at(u.line), &rf.dotted)
			continue
		}
		switch {
		case definite && d.overload && (!u.call || u.args < 0 || r.javaHeadMayTake(d, u, f)):
			rf.maybe(at(u.line), &rf.overloaded)
		case definite && inherited:
			rf.maybe(at(u.line), &rf.inherited)
		case definite:
			rf.definite = append(rf.definite, at(u.line))
		}
	}
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
func (f *synFile) definesMember(name string) bool {
	for _, d := range f.defs {
		if strings.HasSuffix(d.name, "."+name) {
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
