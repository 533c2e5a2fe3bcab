package symbols

import "strings"

// dynReach says whose lookups a dynamic definition may answer.
type dynReach int

const (
	// dynStar: only a star import of the module (Python's __all__ built
	// at run time).
	dynStar dynReach = iota + 1
	// dynImport: any importer's access through the module (a module
	// __getattr__, module.exports assigned whole), not the module's own
	// bare names.
	dynImport
	// dynAll: the module's own top level too (globals() writes, an
	// item-defining macro).
	dynAll
)

// synDyn is a construct by which a module may define names its syntax
// does not show: those names are neither provably gone nor provably
// still there.
type synDyn struct {
	why   string
	reach dynReach
	line  int
	// names limits the construct to names it mentions (a Rust macro
	// invocation's identifiers); nil: any name. stems are names a
	// derive or attribute macro's generated items may contain (FooBuilder
	// from Foo), paste-like macros' pieces.
	names map[string]bool
	stems []string
	// macro is the Rust macro invoked, whose body's identifiers join
	// names once every file is read.
	macro string
	// opaque, where set, says which macro of this invocation, itself or
	// one in its arguments, no head file defines or is reached outside
	// the crate (another crate's, a procedural one), so that what its
	// expansion defines and names is unseen (see opaqueMacroOf).
	opaque string
	// nested are the macros invoked in a Rust macro's arguments;
	// foreign, of it and them, those invoked by a path leaving the
	// crate (ext::mk!), never a macro of the repository.
	nested, foreign []string
}

// covers: the construct may define name.
func (d synDyn) covers(name string) bool {
	if d.names == nil && d.stems == nil {
		return true
	}
	if d.names[name] {
		return true
	}
	for _, s := range d.stems {
		if s != name && strings.Contains(name, s) {
			return true
		}
	}
	return false
}

// synNamedDyn is a construct that may define one name, which stands
// in its file's constructs before dynamic[at] (see synFile.named).
type synNamedDyn struct {
	d  *synDyn
	at int
}

// dynamicFor is the first construct of f that may define name for a
// lookup of the given reach, or nil. The names written into f by other
// files are looked up by name, not walked: many such writes (one
// patch.multiple naming thousands) would otherwise be walked once per
// name asked about.
func (f *synFile) dynamicFor(name string, reach dynReach) *synDyn {
	if f == nil {
		return nil
	}
	named, ok := f.named[name]
	for i := range f.dynamic {
		if ok && named.at <= i && named.d.reach >= reach {
			return named.d
		}
		if d := &f.dynamic[i]; d.reach >= reach && d.covers(name) {
			return d
		}
	}
	if ok && named.d.reach >= reach {
		return named.d
	}
	if d := f.anyWrites[name]; d != nil {
		return d
	}
	return f.anyWrites[""] // code or a name computed, module not told
}

// note says how a dynamic construct of file p may still supply a name.
func (d *synDyn) note(p string) string {
	return p + " " + d.why + ", which may still supply it"
}
