package symbols

import (
	"fmt"
	"go/token"
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// wellKnownMethods are methods the standard library calls through an
// interface (fmt, errors, encoding, sort, io, net/http): adding one is
// rarely dead code even when no interface in the repository declares it.
var wellKnownMethods = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"String": true, "GoString": true, "Format": true, "Error": true, "Unwrap": true,
		"Is": true, "As": true, "MarshalJSON": true, "UnmarshalJSON": true,
		"MarshalText": true, "UnmarshalText": true, "MarshalBinary": true,
		"UnmarshalBinary": true, "MarshalYAML": true, "UnmarshalYAML": true,
		"Len": true, "Less": true, "Swap": true, "Read": true, "Write": true,
		"Close": true, "ServeHTTP": true, "Scan": true, "Value": true,
	}
}}

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
func removedFact(s goSymbol, refs *goRefs, owners map[string][]string, types map[string]map[string]*typeShape, importPathOf func(string) string, links *goLinks, limit int) (f Fact) {
	f = newGoFact(s)
	places, elsewhere := splitLinked(references(s, false, refs, importPathOf), s.file.dir, links)
	places, ignored := splitIgnored(places, s.file.dir)
	var dotted, alone []snapshot.Place
	if s.def.method == "" {
		places, dotted = splitDotted(places, refs, importPathOf(s.file.dir))
		places, alone = splitAlone(places, refs, s.file.path)
	}
	defer func() {
		if f.Kind == Removed && len(alone) > 0 {
			f.Kind, f.ReferenceCount = Ambiguous, len(alone)
			f.References = alone[:min(limit, len(alone))]
			f.Note = "used bare in a file built only on its own (//go:build ignore), which sees its package's names only when a go run names their files too"
			return
		}
		if f.Kind == Removed && len(dotted) > 0 {
			f.Kind, f.ReferenceCount = Ambiguous, len(dotted)
			f.References = dotted[:min(limit, len(dotted))]
			f.Note = "used bare in a file that dot-imports another package, which may supply the name"
			return
		}
		if f.Kind == Removed && len(ignored) > 0 && len(elsewhere) == 0 {
			f.Kind, f.ReferenceCount = Ambiguous, len(ignored)
			f.References = ignored[:min(limit, len(ignored))]
			f.Note = "used only in a directory the go command ignores (testdata, or a name starting with _ or .), which a test or a script may still build"
		}
		if f.Kind == Removed && len(elsewhere) > 0 {
			// Uses in modules that build against another copy: no
			// proof of a break, and no proof of none.
			f.Kind, f.ReferenceCount = Ambiguous, len(elsewhere)
			f.References = elsewhere[:min(limit, len(elsewhere))]
			f.Note = links.unlinkedNote(s.file.dir)
		}
	}()
	if s.def.method == "" && universe.get()[s.def.name] {
		// Unexported, so only its own package could use it, unqualified:
		// those uses now name the builtin and still compile.
		f.Kind = Removed
		if len(places) > 0 {
			f.Note = "its uses now resolve to the predeclared " + s.def.name
		}
		return f
	}
	if m := s.def.method; m != "" {
		typ := strings.TrimSuffix(s.def.name, "."+m)
		var proven []snapshot.Place
		if shape := types[s.file.pkgKey()][typ]; shape != nil && !shape.mayProvide(m) {
			proven, _ = splitLinked(pinned(s, typ, refs, importPathOf), s.file.dir, links)
			proven, _ = splitIgnored(proven, s.file.dir)
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
// interface may require is left out: satisfying it is a use no call
// shows. An exported method reflection or a template may call by name
// (see unseenNeed): that claim is unchecked.
func addedFact(s goSymbol, refs *goRefs, importPathOf func(string) string) (Fact, bool) {
	if m := s.def.method; m != "" && (refs.ifaceMethods[m] || wellKnownMethods.get()[m] || suiteMethod(s)) {
		return Fact{}, false
	}
	if len(references(s, true, refs, importPathOf)) > 0 {
		return Fact{}, false
	}
	f := newGoFact(s)
	f.Kind = Unreferenced
	if goExported(s) {
		f.Note = exportedNote
	}
	if m := s.def.method; m != "" && token.IsExported(m) {
		f = unchecked(f, "added: an exported method, which reflection or a template may call by name")
	}
	return f, true
}

// exportedNote qualifies "nothing references it" for a library's API.
const exportedNote = "exported: uses outside the repository are not seen"

// goExported: an exported name (or method of an exported type) of an
// importable package — not main, not a test package, not under internal/.
func goExported(s goSymbol) bool {
	if s.file.pkg == "main" || strings.HasSuffix(s.file.path, "_test.go") {
		return false
	}
	if s.file.dir == "internal" || strings.HasPrefix(s.file.dir, "internal/") || strings.Contains(s.file.dir, "/internal/") || strings.HasSuffix(s.file.dir, "/internal") {
		return false
	}
	for _, part := range strings.Split(s.def.name, ".") {
		if !token.IsExported(part) {
			return false
		}
	}
	return true
}

// suiteHooks are the methods testify's suite runner calls by name.
var suiteHooks = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"SetupSuite": true, "TearDownSuite": true, "SetupTest": true, "TearDownTest": true,
		"BeforeTest": true, "AfterTest": true, "SetupSubTest": true, "TearDownSubTest": true, "HandleStats": true,
	}
}}

// suiteMethod is a method a test suite runner (testify's suite.Run, gocheck)
// finds by reflection: TestX or a setup/teardown hook, in a _test.go file.
func suiteMethod(s goSymbol) bool {
	if !strings.HasSuffix(s.file.path, "_test.go") {
		return false
	}
	m := s.def.method
	if rest, ok := strings.CutPrefix(m, "Test"); ok && (rest == "" || !isLower(rest[0])) {
		return true
	}
	if rest, ok := strings.CutPrefix(m, "Benchmark"); ok && (rest == "" || !isLower(rest[0])) {
		return true
	}
	return suiteHooks.get()[m]
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

// splitLinked parts places into those in code built against this copy
// of directory dir's package and the rest.
func splitLinked(places []snapshot.Place, dir string, links *goLinks) (linked, elsewhere []snapshot.Place) {
	for _, p := range places {
		if links.linked(path.Dir(p.Path), dir) {
			linked = append(linked, p)
		} else {
			elsewhere = append(elsewhere, p)
		}
	}
	return linked, elsewhere
}

// splitIgnored sets apart the places in directories the go command
// ignores (testdata, or a name starting with _ or .) when dir is not in
// one: no build of the module compiles them, so they break nothing it
// builds, yet a test may copy or load them — neither dangling nor none.
func splitIgnored(places []snapshot.Place, dir string) (built, ignored []snapshot.Place) {
	if goIgnoredDir(dir) {
		return places, nil
	}
	for _, p := range places {
		if goIgnoredDir(path.Dir(p.Path)) {
			ignored = append(ignored, p)
		} else {
			built = append(built, p)
		}
	}
	return built, ignored
}

// goIgnoredDir: a directory the go command's ./... and builds skip.
func goIgnoredDir(dir string) bool {
	for _, seg := range strings.Split(dir, "/") {
		if seg == "testdata" || strings.HasPrefix(seg, "_") || strings.HasPrefix(seg, ".") && seg != "." {
			return true
		}
	}
	return false
}

// splitAlone sets apart the bare uses in files built only on their own
// (builtAlone) other than the symbol's file at self: `go run gen.go`
// compiles no other file of the package, so the name there was never
// this definition's unless the command names its file as well.
func splitAlone(places []snapshot.Place, refs *goRefs, self string) (kept, alone []snapshot.Place) {
	for _, p := range places {
		if refs.alone[p] && p.Path != self {
			alone = append(alone, p)
		} else {
			kept = append(kept, p)
		}
	}
	return kept, alone
}

// splitDotted sets apart the bare uses in files that dot-import a package
// other than the symbol's (import path ip): the name there may now be
// that package's, as when a function moves to a package the file
// dot-imports, and the head builds.
func splitDotted(places []snapshot.Place, refs *goRefs, ip string) (kept, dotted []snapshot.Place) {
	for _, p := range places {
		other := false
		for _, d := range refs.dotBare[p] {
			if d != ip {
				other = true
			}
		}
		if other {
			dotted = append(dotted, p)
		} else {
			kept = append(kept, p)
		}
	}
	return kept, dotted
}
