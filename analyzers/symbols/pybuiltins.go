package symbols

import "github.com/reviewlint/reviewlint/analyzers/snapshot"

// Python reads a bare name from the builtins module when no scope
// binds it, so a write into builtins (import builtins; builtins.helper
// = f, or setattr(builtins, "helper", f)) defines helper for every
// module once the writer has run: a bare use of a removed helper may
// read it there, and is ambiguous, never dangling. A use through an
// import of the removed name still fails where the import runs.

// pyBuiltinsWrite records that file p's attribute write w is into
// builtins; it reports whether it was.
func (r *synResolver) pyBuiltinsWrite(p string, b synBind, w pyAttrWrite) bool {
	if b.spec != "builtins" || b.name != "" || b.star {
		return false
	}
	var names map[string]bool
	what := "a name computed at run time"
	if w.name != "" {
		names, what = map[string]bool{w.name: true}, w.name
	}
	at := snapshot.Place{Path: p, Line: w.line}.String()
	r.pyBuiltins = append(r.pyBuiltins, synDyn{why: "may read it from builtins, where " + at + " writes " + what,
		reach: dynAll, line: w.line, names: names})
	return true
}

// pyBuiltinFor is the first write into builtins that may define name,
// or nil.
func (r *synResolver) pyBuiltinFor(name string) *synDyn {
	for i := range r.pyBuiltins {
		if d := &r.pyBuiltins[i]; d.covers(name) {
			return d
		}
	}
	return nil
}
