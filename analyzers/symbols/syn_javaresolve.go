package symbols

import (
	"slices"
	"strings"
)

// javaType is a type of the project at head: its declaring file and
// definition, and its members by simple name.
type javaType struct {
	key     string // package.Outer.Inner
	file    *synFile
	def     synDef
	members map[string][]synDef
	// dup: two head files declare it (a test tree beside the main one):
	// which one a use reaches is not known.
	dup bool
}

// javaTypes indexes head's Java types by their full name, once.
func (r *synResolver) javaTypes() map[string]*javaType {
	if r.jtypes != nil {
		return r.jtypes
	}
	r.jtypes = map[string]*javaType{}
	for _, fs := range r.headPkgs {
		for _, f := range fs {
			own := map[string]*javaType{}
			for _, d := range f.defs {
				if !d.isType {
					continue
				}
				key := javaQualify(f.pkg, d.name)
				if t := r.jtypes[key]; t != nil {
					t.dup = true
					continue
				}
				t := &javaType{key: key, file: f, def: d, members: map[string][]synDef{}}
				r.jtypes[key], own[d.name] = t, t
			}
			for _, d := range f.defs {
				i := strings.LastIndexByte(d.name, '.')
				if d.isType || i < 0 {
					continue
				}
				if t := own[d.name[:i]]; t != nil {
					t.members[d.name[i+1:]] = append(t.members[d.name[i+1:]], d)
				}
			}
		}
	}
	return r.jtypes
}

func javaQualify(pkg, name string) string {
	if pkg == "" {
		return name
	}
	return pkg + "." + name
}

// javaProject is the head type of that full name, nil for one outside
// the project or declared twice.
func (r *synResolver) javaProject(key string) *javaType {
	if t := r.javaTypes()[key]; t != nil && !t.dup {
		return t
	}
	return nil
}

var javaPrimitives = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"int": true, "long": true, "short": true, "byte": true, "char": true,
		"boolean": true, "float": true, "double": true, "void": true}
}}

// javaResolve is the full name of the type written as typ in file f,
// inside type in: a primitive as is, a project type's or an imported or
// java.lang type's full name; "" where not known (an array, a type
// parameter, a name a star import of another package may supply).
func (r *synResolver) javaResolve(typ string, f *synFile, in string) string {
	if typ == "" || strings.HasSuffix(typ, "]") || strings.HasSuffix(typ, "...") {
		return ""
	}
	if javaPrimitives.get()[typ] {
		return typ
	}
	parts := strings.Split(typ, ".")
	key := r.javaSimple(parts[0], f, in)
	if key == "" {
		// A package-qualified name.
		if r.javaProject(typ) != nil || len(parts) > 1 && parts[0] != "" && parts[0][0] >= 'a' && parts[0][0] <= 'z' {
			return typ
		}
		return ""
	}
	for _, p := range parts[1:] {
		t := r.javaProject(key)
		key += "." + p
		if t != nil && r.javaProject(key) == nil {
			return "" // a member type inherited, or none
		}
	}
	return key
}

// javaSimple resolves a simple type name by Java's scopes: the member
// types of the enclosing types, the file's own types, its single-type
// imports, its package, the project packages it imports on demand, and
// java.lang.
func (r *synResolver) javaSimple(name string, f *synFile, in string) string {
	key, _ := r.javaSimpleKnown(name, f, in)
	return key
}

// javaSimpleKnown is javaSimple, and says whether what the name names is
// known: not where an enclosing type is declared twice, or a supertype
// of one is outside the project or not resolved, and may declare a
// member type of that name.
func (r *synResolver) javaSimpleKnown(name string, f *synFile, in string) (string, bool) {
	for p := in; p != ""; p = javaParent(p) {
		if r.javaProject(javaQualify(f.pkg, p+"."+name)) != nil {
			return javaQualify(f.pkg, p+"."+name), true
		}
		t := r.javaProject(javaQualify(f.pkg, p))
		if t == nil {
			return "", false
		}
		if slices.Contains(t.def.tparams, name) {
			return "", true // a type parameter
		}
		// A member type inherited from a supertype.
		supers, ext := r.javaSupersExt(t)
		for _, st := range supers[1:] {
			if r.javaProject(st.key+"."+name) != nil {
				return st.key + "." + name, true
			}
		}
		for _, k := range ext {
			// The JDK names none of its member types after java.lang's.
			jdk := strings.HasPrefix(k, "java.") || strings.HasPrefix(k, "javax.")
			if _, known := javaKnownMethods.get()[k]; !known && k != "java.lang.Object" && !(jdk && javaLang.get()[name]) {
				return "", false
			}
		}
	}
	if f.definesName(name) {
		return javaQualify(f.pkg, name), true
	}
	for _, b := range f.binds {
		if !b.star && !b.static && b.local == name {
			return strings.Join(b.path, ".") + "." + name, true
		}
	}
	if r.javaProject(javaQualify(f.pkg, name)) != nil {
		return javaQualify(f.pkg, name), true
	}
	external := false
	for _, b := range f.binds {
		if b.star && !b.static {
			if r.javaProject(b.spec+"."+name) != nil {
				return b.spec + "." + name, true
			}
			external = external || len(r.headPkgs[b.spec]) == 0
		}
	}
	if javaLang.get()[name] && !external {
		return "java.lang." + name, true
	}
	return "", true
}

func javaParent(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	return ""
}

// maxSupers bounds the supertypes followed up from a type.
const maxSupers = 16

// javaSupers are the project types t extends or implements, directly or
// not, t first; open says one of them is not in the project (or not
// known).
func (r *synResolver) javaSupers(t *javaType) (all []*javaType, open bool) {
	all, open, _ = r.javaSupersOf(t)
	return all, open
}

// javaSupersOf is javaSupers, and says too whether a supertype's name
// could not be resolved at all (it may be a project type).
func (r *synResolver) javaSupersOf(t *javaType) (all []*javaType, open, unresolved bool) {
	all, ext := r.javaSupersExt(t)
	for _, k := range ext {
		open = true
		unresolved = unresolved || k == "" || r.javaTypes()[k] != nil
	}
	return all, open, unresolved
}

// javaSupersExt are t's project supertypes (t first) and the full names
// of the others ("" for one not resolved).
func (r *synResolver) javaSupersExt(t *javaType) (all []*javaType, ext []string) {
	if r.jdepth >= maxSupers {
		return []*javaType{t}, []string{""}
	}
	r.jdepth++
	defer func() { r.jdepth-- }()
	seen := map[string]bool{}
	queue := []*javaType{t}
	for len(queue) > 0 && len(all) < maxSupers {
		cur := queue[0]
		queue = queue[1:]
		if seen[cur.key] {
			continue
		}
		seen[cur.key] = true
		all = append(all, cur)
		for _, s := range cur.def.supers {
			key := r.javaResolve(s, cur.file, javaParent(cur.def.name))
			st := r.javaProject(key)
			if st == nil {
				ext = append(ext, key)
				continue
			}
			queue = append(queue, st)
		}
	}
	if len(queue) > 0 {
		ext = append(ext, "")
	}
	return all, ext
}

// javaExprType is the full name of expression e's static type, e read
// in file f inside type in; "" where the syntax does not tell.
func (r *synResolver) javaExprType(e *javaExpr, f *synFile, in string) string {
	if e == nil || e.shadowed {
		return ""
	}
	var cur string
	steps := e.steps
	switch {
	case e.lit == "String":
		cur = "java.lang.String"
	case e.lit != "":
		cur = e.lit
	case e.anon:
		cur = r.javaResolve(e.typ, f, e.in)
	case e.typ != "":
		cur = r.javaResolve(e.typ, f, in)
	case e.this:
		if in == "" {
			return ""
		}
		cur = javaQualify(f.pkg, in)
	case e.call:
		cur = r.javaBareCall(e, f, in)
	case e.local:
		cur = r.javaResolve(e.decl, f, in)
	default:
		// a.b.Type: the longest run of steps naming a project type.
		name := e.name
		for k, s := range steps {
			if s.call {
				break
			}
			name += "." + s.name
			if r.javaProject(name) != nil {
				cur, steps = name, steps[k+1:]
			}
		}
		if cur != "" {
			break
		}
		var ok bool
		if cur, ok = r.javaField(e.name, f, in); ok {
			break
		}
		cur = r.javaSimple(e.name, f, in)
	}
	for _, s := range steps {
		t := r.javaProject(cur)
		if t == nil {
			return ""
		}
		cur = r.javaMemberType(t, s.name, s.call, s.args)
	}
	return cur
}

// javaField is the type of the field name that a bare name inside type
// in reaches, and whether one of the enclosing types (or a supertype it
// may inherit from) may declare it.
func (r *synResolver) javaField(name string, f *synFile, in string) (string, bool) {
	for p := in; p != ""; p = javaParent(p) {
		t := r.javaProject(javaQualify(f.pkg, p))
		if t == nil {
			return "", true
		}
		supers, open := r.javaSupers(t)
		for _, st := range supers {
			for _, m := range st.members[name] {
				if !m.method {
					return r.javaResolve(m.typ, st.file, javaParent(m.name)), true
				}
			}
		}
		if open && (name == "" || name[0] < 'A' || name[0] > 'Z') {
			return "", true // an inherited field
		}
	}
	return "", false
}

// javaBareCall is the return type of the bare call e inside type in:
// the innermost enclosing type declaring a method of its name decides.
func (r *synResolver) javaBareCall(e *javaExpr, f *synFile, in string) string {
	for p := in; p != ""; p = javaParent(p) {
		t := r.javaProject(javaQualify(f.pkg, p))
		if t == nil {
			return ""
		}
		supers, open := r.javaSupers(t)
		for _, st := range supers {
			for _, m := range st.members[e.name] {
				if m.method {
					return r.javaMemberType(t, e.name, true, e.args)
				}
			}
		}
		if open {
			return ""
		}
	}
	return ""
}

// javaMemberType is the type of t's member name: a field's, or the
// return type the methods of that name taking args arguments agree on;
// members of t's project supertypes count.
func (r *synResolver) javaMemberType(t *javaType, name string, call bool, args int) string {
	supers, _ := r.javaSupers(t)
	typ, found := "", false
	for _, st := range supers {
		for _, m := range st.members[name] {
			if m.method != call || call && args >= 0 && !m.takes(args) {
				continue
			}
			mt := r.javaResolve(m.typ, st.file, javaParent(m.name))
			if found && mt != typ {
				return ""
			}
			typ, found = mt, true
		}
	}
	return typ
}

// javaReaches: an expression of type key reaches the member of owner
// (a full name): key is owner, or a project subtype of it none of whose
// types in between declares a member of that name.
func (r *synResolver) javaReaches(key, owner, member string) bool {
	if key == "" {
		return false
	}
	if key == owner {
		return true
	}
	t := r.javaProject(key)
	if t == nil {
		return false
	}
	supers, _ := r.javaSupers(t)
	for _, st := range supers {
		if st.key == owner {
			return true
		}
		if len(st.members[member]) > 0 {
			return false
		}
	}
	return false
}

// javaHeadMayTake: an overload of d's name remaining at head may take
// the call u of file f: it takes as many arguments, and none of the
// arguments whose type the syntax shows is certainly not assignable to
// its parameter.
func (r *synResolver) javaHeadMayTake(d synSym, u synUse, f *synFile) bool {
	for _, hf := range r.headPkgs[d.pkg] {
		for _, o := range hf.defs {
			if o.method && o.name == d.def.name && o.takes(u.args) && r.javaApplicable(o, hf, u, f) {
				return true
			}
		}
	}
	return false
}

// javaApplicable: method o of file of may take the call u of file f.
func (r *synResolver) javaApplicable(o synDef, of *synFile, u synUse, f *synFile) bool {
	if len(u.argx) != u.args || len(o.params) != o.arity {
		return true
	}
	for i, a := range u.argx {
		if a == nil {
			continue
		}
		p := o.params[min(i, len(o.params)-1)]
		if o.varargs && i >= o.arity-1 {
			p = strings.TrimSuffix(p, "...")
		}
		if !r.javaAssignable(r.javaExprType(a, f, u.in), p, of, javaParent(o.name)) {
			return false
		}
	}
	return true
}

var javaBoxes = lazyMap[string, string]{build: func() map[string]string {
	return map[string]string{"int": "java.lang.Integer", "long": "java.lang.Long", "short": "java.lang.Short",
		"byte": "java.lang.Byte", "char": "java.lang.Character", "boolean": "java.lang.Boolean",
		"float": "java.lang.Float", "double": "java.lang.Double"}
}}

// javaWidens: a primitive of type a converts to b in a method call.
var javaWidens = lazyMap[string, string]{build: func() map[string]string {
	return map[string]string{"byte": "short int long float double", "short": "int long float double",
		"char": "int long float double", "int": "long float double", "long": "float double", "float": "double"}
}}

// javaCommonSupers are the supertypes String and the boxes share.
var javaCommonSupers = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"java.lang.Object": true, "java.lang.Comparable": true, "java.io.Serializable": true,
		"java.lang.constant.Constable": true, "java.lang.constant.ConstantDesc": true}
}}

// javaAssignable: a value of static type a (a full name, a primitive,
// "null", or "" when not known) may be passed for a parameter written p
// in file of inside type in. False only where Java's rules say so
// certainly.
func (r *synResolver) javaAssignable(a, p string, of *synFile, in string) bool {
	if a == "" {
		return true
	}
	if strings.HasSuffix(p, "]") {
		return a == "null" // no typed argument is an array
	}
	pk := r.javaResolve(p, of, in)
	if pk == "" || pk == a {
		return true
	}
	pt := r.javaProject(pk)
	switch {
	case a == "null":
		return !javaPrimitives.get()[pk]
	case javaPrimitives.get()[a] && javaPrimitives.get()[pk]:
		return strings.Contains(" "+javaWidens.get()[a]+" ", " "+pk+" ")
	case javaPrimitives.get()[a]:
		return pk == javaBoxes.get()[a] || javaCommonSupers.get()[pk] || pk == "java.lang.Number" && a != "char" && a != "boolean"
	case a == "java.lang.String":
		return javaCommonSupers.get()[pk] || pk == "java.lang.CharSequence"
	case javaPrimitives.get()[pk]:
		// Unboxing: only a box converts to a primitive.
		for prim, box := range javaBoxes.get() {
			if a == box {
				return prim == pk || strings.Contains(" "+javaWidens.get()[prim]+" ", " "+pk+" ")
			}
		}
		return false
	}
	at := r.javaProject(a)
	if at == nil {
		// A type outside the project is no project type's subtype.
		if pt != nil || javaFinalJDK.get()[pk] {
			return false
		}
		all, known := javaJDKSupers(a)
		return !known || all[pk]
	}
	if pk == "java.lang.Object" {
		return true
	}
	supers, ext := r.javaSupersExt(at)
	for _, st := range supers {
		if st.key == pk {
			return true
		}
	}
	if pt != nil || javaFinalJDK.get()[pk] {
		// A project type is a project type's subtype only through
		// project types, and never a final JDK class's; unless a
		// supertype was not resolved.
		return slices.Contains(ext, "") || slices.ContainsFunc(ext, func(k string) bool { return r.javaTypes()[k] != nil })
	}
	for _, k := range ext {
		all, known := javaJDKSupers(k)
		if !known || all[pk] {
			return true
		}
	}
	return false
}

// javaJDK are direct supertypes of common JDK types, so that whether
// one is assignable to a parameter can be told. A type missing here is
// not known: anything may be assignable.
var javaJDK = lazyMap[string, []string]{build: func() map[string][]string {
	return map[string][]string{
		"java.lang.Object":                    nil,
		"java.lang.String":                    {"java.io.Serializable", "java.lang.Comparable", "java.lang.CharSequence", "java.lang.constant.Constable", "java.lang.constant.ConstantDesc"},
		"java.lang.StringBuilder":             {"java.io.Serializable", "java.lang.Comparable", "java.lang.CharSequence", "java.lang.Appendable"},
		"java.lang.StringBuffer":              {"java.io.Serializable", "java.lang.Comparable", "java.lang.CharSequence", "java.lang.Appendable"},
		"java.lang.Class":                     {"java.io.Serializable", "java.lang.reflect.GenericDeclaration", "java.lang.reflect.Type", "java.lang.invoke.TypeDescriptor$OfField", "java.lang.constant.Constable"},
		"java.lang.CharSequence":              nil,
		"java.lang.Appendable":                nil,
		"java.lang.Iterable":                  nil,
		"java.lang.Comparable":                nil,
		"java.lang.AutoCloseable":             nil,
		"java.io.Serializable":                nil,
		"java.io.Closeable":                   {"java.lang.AutoCloseable"},
		"java.io.Flushable":                   nil,
		"java.io.Writer":                      {"java.lang.Appendable", "java.io.Closeable", "java.io.Flushable"},
		"java.io.Reader":                      {"java.lang.Readable", "java.io.Closeable"},
		"java.io.File":                        {"java.io.Serializable", "java.lang.Comparable"},
		"java.nio.file.Path":                  {"java.lang.Comparable", "java.lang.Iterable", "java.nio.file.Watchable"},
		"java.util.Collection":                {"java.lang.Iterable"},
		"java.util.SequencedCollection":       {"java.util.Collection"},
		"java.util.List":                      {"java.util.SequencedCollection", "java.util.Collection"},
		"java.util.Set":                       {"java.util.Collection"},
		"java.util.Map":                       nil,
		"java.lang.reflect.Type":              nil,
		"java.lang.reflect.ParameterizedType": {"java.lang.reflect.Type"},
		"java.lang.reflect.WildcardType":      {"java.lang.reflect.Type"},
		"java.lang.reflect.GenericArrayType":  {"java.lang.reflect.Type"},
		"java.lang.reflect.TypeVariable":      {"java.lang.reflect.Type"},
		"javax.lang.model.AnnotatedConstruct": nil,
		"javax.lang.model.type.TypeMirror":    {"javax.lang.model.AnnotatedConstruct"},
		"javax.lang.model.element.Element":    {"javax.lang.model.AnnotatedConstruct"},
		"javax.annotation.processing.Filer":   nil,
	}
}}

// javaFinalJDK are JDK classes nothing extends.
var javaFinalJDK = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"java.lang.String": true, "java.lang.StringBuilder": true, "java.lang.StringBuffer": true,
		"java.lang.Class": true, "java.lang.Integer": true, "java.lang.Long": true, "java.lang.Short": true, "java.lang.Byte": true,
		"java.lang.Character": true, "java.lang.Boolean": true, "java.lang.Float": true, "java.lang.Double": true, "java.lang.Void": true}
}}

// javaJDKSupers is the closure of javaJDK from key, key and Object
// included; ok is false where a type on the way is not in the table.
func javaJDKSupers(key string) (all map[string]bool, ok bool) {
	all = map[string]bool{"java.lang.Object": true}
	queue := []string{key}
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		if all[k] && k != "java.lang.Object" {
			continue
		}
		supers, known := javaJDK.get()[k]
		if !known {
			return all, false
		}
		all[k] = true
		queue = append(queue, supers...)
	}
	return all, true
}

// javaKnownMethods are the methods of JDK supertypes a project type may
// inherit, for the supertypes whose methods are known.
var javaKnownMethods = lazyMap[string, []string]{build: func() map[string][]string {
	return map[string][]string{
		"java.lang.Comparable":    {"compareTo"},
		"java.lang.Iterable":      {"iterator", "forEach", "spliterator"},
		"java.lang.CharSequence":  {"length", "charAt", "subSequence", "chars", "codePoints", "isEmpty"},
		"java.lang.Appendable":    {"append"},
		"java.lang.AutoCloseable": {"close"},
		"java.io.Closeable":       {"close"},
		"java.io.Flushable":       {"flush"},
		"java.io.Serializable":    nil,
		"java.lang.Cloneable":     nil,
		"java.lang.Runnable":      {"run"},
		"java.lang.reflect.Type":  {"getTypeName"},
	}
}}

// javaObjectMethods every type has; javaEnumMethods every enum.
var (
	javaObjectMethods = lazyMap[string, bool]{build: func() map[string]bool {
		return map[string]bool{"equals": true, "hashCode": true, "toString": true, "getClass": true,
			"notify": true, "notifyAll": true, "wait": true, "clone": true, "finalize": true}
	}}
	javaEnumMethods = lazyMap[string, bool]{build: func() map[string]bool {
		return map[string]bool{"name": true, "ordinal": true, "values": true, "valueOf": true,
			"compareTo": true, "getDeclaringClass": true, "describeConstable": true}
	}}
)

// javaMayInherit: the type owner of package pkg at head may still have
// a member of that name through a supertype: a project supertype
// declares one, a supertype outside the project is not known to lack
// it, or it is Object's, an enum's or a record's own.
func (r *synResolver) javaMayInherit(pkg, owner, member string) bool {
	t := r.javaProject(javaQualify(pkg, owner))
	if t == nil {
		return r.javaOpen(pkg, owner)
	}
	if javaObjectMethods.get()[member] || t.def.typ == "record" || t.def.typ == "enum" && javaEnumMethods.get()[member] {
		return true
	}
	supers, ext := r.javaSupersExt(t)
	for _, st := range supers[1:] {
		if len(st.members[member]) > 0 || st.def.typ == "record" {
			return true
		}
	}
	for _, k := range ext {
		methods, known := javaKnownMethods.get()[k]
		if !known || slices.Contains(methods, member) {
			return true
		}
	}
	return false
}

// javaUnimplemented is the line of the declaration of d's type where
// the removed method d implemented an abstract method of a project
// supertype that nothing else in the type or its supertypes
// implements: javac rejects the type there. 0 where that is not sure:
// the type is abstract, an enum, or keeps a method of that name and
// arity; a supertype outside the project may implement it.
func (r *synResolver) javaUnimplemented(d synSym, owner, member string) int {
	t := r.javaProject(javaQualify(d.pkg, owner))
	if t == nil || t.def.abstract || t.def.typ != "class" {
		return 0
	}
	sameArity := func(m synDef) bool { return m.method && m.arity == d.def.arity && m.varargs == d.def.varargs }
	supers, ext := r.javaSupersExt(t)
	for _, k := range ext {
		if methods, known := javaKnownMethods.get()[k]; !known || slices.Contains(methods, member) {
			return 0
		}
	}
	required := false
	for _, st := range supers {
		for _, m := range st.members[member] {
			switch {
			case !sameArity(m):
			case !m.abstract:
				return 0 // implemented, or inherited
			default:
				required = true
			}
		}
	}
	if !required {
		return 0
	}
	return t.def.line
}

// javaElsewhere: use u's receiver has a type the syntax shows, a
// project type at head from which the owner's member is not reached (a
// nested type moved out to one of the same name, another class).
func (r *synResolver) javaElsewhere(u synUse, f *synFile, pkg, owner, member string) bool {
	rt := r.javaExprType(u.recv, f, u.in)
	return r.javaProject(rt) != nil && !r.javaReaches(rt, javaQualify(pkg, owner), member)
}
