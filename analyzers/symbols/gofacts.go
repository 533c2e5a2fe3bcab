package symbols

import (
	"fmt"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// wellKnownMethods are methods the standard library calls through an
// interface (fmt, errors, encoding, sort, io, net/http): adding one is
// rarely dead code even when no interface in the repository declares it.
var wellKnownMethods = map[string]bool{
	"String": true, "GoString": true, "Format": true, "Error": true, "Unwrap": true,
	"Is": true, "As": true, "MarshalJSON": true, "UnmarshalJSON": true,
	"MarshalText": true, "UnmarshalText": true, "MarshalBinary": true,
	"UnmarshalBinary": true, "MarshalYAML": true, "UnmarshalYAML": true,
	"Len": true, "Less": true, "Swap": true, "Read": true, "Write": true,
	"Close": true, "ServeHTTP": true, "Scan": true, "Value": true,
}

// references finds head's references to s: within its package and through
// its import path for a plain symbol, by selector name for a method. For a
// symbol defined at head, uses inside its own declaration (recursion) are
// not references.
func references(s goSymbol, atHead bool, refs *goRefs, importPathOf func(string) string) []snapshot.Place {
	var places []snapshot.Place
	if s.def.method != "" {
		places = append(places, refs.selectors[s.def.method]...)
	} else {
		places = append(places, refs.unqualified[s.file.pkgKey()][s.def.name]...)
		if !strings.HasSuffix(s.file.pkg, "_test") {
			if ip := importPathOf(s.file.dir); ip != "" {
				places = append(places, refs.qualified[ip][s.def.name]...)
			} else {
				// No go.mod: accept any import path ending at the directory.
				for ip, byName := range refs.qualified {
					if strings.HasSuffix(ip, "/"+s.file.dir) {
						places = append(places, byName[s.def.name]...)
					}
				}
			}
		}
	}
	if atHead {
		places = slices.DeleteFunc(places, func(p snapshot.Place) bool {
			return p.Path == s.file.path && p.Line >= s.def.line && p.Line <= s.def.endLine
		})
	}
	slices.SortFunc(places, snapshot.ComparePlaces)
	return slices.Compact(places)
}

// removedFact says whether head still references s. A method is dangling
// only through uses pinned on its own type (T{}.M, a parameter of type *T,
// a method expression T.M) while T at head has no field or embedding that
// could supply the name; a bare x.M may be a struct field, a standard
// library method or another type's, so it leaves the method ambiguous.
func removedFact(s goSymbol, refs *goRefs, owners map[string][]string, types map[string]map[string]*typeShape, importPathOf func(string) string, limit int) Fact {
	f := newGoFact(s)
	places := references(s, false, refs, importPathOf)
	if m := s.def.method; m != "" {
		typ := strings.TrimSuffix(s.def.name, "."+m)
		var proven []snapshot.Place
		if shape := types[s.file.pkgKey()][typ]; shape != nil && !shape.mayProvide(m) {
			proven = pinned(s, typ, refs, importPathOf)
		}
		if len(proven) == 0 && len(places) > 0 {
			f.Kind, f.ReferenceCount = Ambiguous, len(places)
			f.References = places[:min(limit, len(places))]
			f.Note = unattributed(m, typ, owners, refs)
			return f
		}
		places = proven
	}
	if len(places) == 0 {
		f.Kind = Removed
		return f
	}
	f.Kind = Dangling
	f.ReferenceCount = len(places)
	f.References = places[:min(limit, len(places))]
	return f
}

// pinned are the uses of method s whose operand is of type typ of s's
// package, named from within it or through its import path.
func pinned(s goSymbol, typ string, refs *goRefs, importPathOf func(string) string) []snapshot.Place {
	places := slices.Clone(refs.typed[typedKey("pkg", s.file.pkgKey(), typ, s.def.method)])
	if ip := importPathOf(s.file.dir); ip != "" && !strings.HasSuffix(s.file.pkg, "_test") {
		places = append(places, refs.typed[typedKey("import", ip, typ, s.def.method)]...)
	}
	slices.SortFunc(places, snapshot.ComparePlaces)
	return slices.Compact(places)
}

// unattributed says why x.M uses were not pinned on the removed method.
func unattributed(method, typ string, owners map[string][]string, refs *goRefs) string {
	if len(owners[method]) > 0 || refs.ifaceMethods[method] {
		return stillDefining(method, owners, refs)
	}
	return "no use is provably on a " + typ + "; without types x." + method + " may be a field or another type's method"
}

func stillDefining(method string, owners map[string][]string, refs *goRefs) string {
	if len(owners[method]) > 0 {
		more := ""
		if n := len(owners[method]); n > 3 {
			more = fmt.Sprintf(" and %d more", n-3)
		}
		return "still a method of " + strings.Join(owners[method][:min(3, len(owners[method]))], ", ") + more
	}
	return "an interface at head declares it"
}

// addedFact reports s when nothing at head references it. A method an
// interface may require is left out: satisfying it is a use no call shows.
func addedFact(s goSymbol, refs *goRefs, importPathOf func(string) string) (Fact, bool) {
	if m := s.def.method; m != "" && (refs.ifaceMethods[m] || wellKnownMethods[m]) {
		return Fact{}, false
	}
	if len(references(s, true, refs, importPathOf)) > 0 {
		return Fact{}, false
	}
	f := newGoFact(s)
	f.Kind = Unreferenced
	return f, true
}

func newGoFact(s goSymbol) Fact {
	return Fact{
		Language: "go",
		Symbol:   s.def.name,
		Package:  s.file.dir,
		Defined:  snapshot.Place{Path: s.file.path, Line: s.def.line},
	}
}

// methodOwners maps a method name to the types that define it at head, as
// dir.Type, sorted.
func methodOwners(files []*goFile) map[string][]string {
	owners := map[string][]string{}
	for _, gf := range files {
		for _, d := range gf.defs {
			if d.method != "" {
				owners[d.method] = append(owners[d.method], gf.dir+"."+strings.TrimSuffix(d.name, "."+d.method))
			}
		}
	}
	for m := range owners {
		slices.Sort(owners[m])
		owners[m] = slices.Compact(owners[m])
	}
	return owners
}
