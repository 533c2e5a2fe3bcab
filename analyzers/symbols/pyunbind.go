package symbols

import "slices"

// pyUnbinder applies a file's module-level dels in time linear in its
// bindings: each del looks its name up among the definitions and
// imports read so far rather than scanning them all, and what it
// deletes is dropped once, when the file is read (until then indexes
// into f.binds, which the import guards keep, stay valid).
type pyUnbinder struct {
	defsOf, bindsOf     map[string][]int // live entries of f.defs, f.binds by name
	nDefs, nBinds       int              // how many entries are indexed
	goneDefs, goneBinds map[int]bool
}

// index adds the definitions and imports read since the last del.
func (u *pyUnbinder) index(f *synFile) {
	if u.defsOf == nil {
		u.defsOf, u.bindsOf = map[string][]int{}, map[string][]int{}
		u.goneDefs, u.goneBinds = map[int]bool{}, map[int]bool{}
	}
	for ; u.nDefs < len(f.defs); u.nDefs++ {
		name := f.defs[u.nDefs].name
		u.defsOf[name] = append(u.defsOf[name], u.nDefs)
	}
	for ; u.nBinds < len(f.binds); u.nBinds++ {
		if b := f.binds[u.nBinds]; !b.nested && b.local != "" {
			u.bindsOf[b.local] = append(u.bindsOf[b.local], u.nBinds)
		}
	}
}

// finish drops what the dels deleted.
func (u *pyUnbinder) finish(f *synFile) {
	if len(u.goneDefs) > 0 {
		f.defs = dropIndexes(f.defs, u.goneDefs)
	}
	if len(u.goneBinds) > 0 {
		f.binds = dropIndexes(f.binds, u.goneBinds)
	}
}

func dropIndexes[T any](s []T, gone map[int]bool) []T {
	out := s[:0]
	for i, v := range s {
		if !gone[i] {
			out = append(out, v)
		}
	}
	return out
}

// pyUnbind applies a module-level del (the line at token at, column
// indent) of each name it names: the definitions and imports before it
// no longer provide the name. Under an if, a try or a loop the del may
// not run, so the name may still be there: that is a dynamic definition
// of it. A del of a name the file has not bound for certain before it
// deletes one a star import brought, perhaps (python3 fails on it once
// that name is gone): a use of it, unchecked (in maybe) where a binding
// under a condition may be what it deletes.
func (u *pyUnbinder) pyUnbind(line []tok, at, indent int, f *synFile, skip map[int]bool, maybe map[int]string) {
	colon := -2
	for _, k := range pyDeleted(line) {
		if colon == -2 {
			colon = pyHeaderColon(line)
			u.index(f)
		}
		name, ln := line[k].text, line[k].line
		own, cond := false, false
		u.defsOf[name] = slices.DeleteFunc(u.defsOf[name], func(i int) bool {
			d := f.defs[i]
			if d.line > ln {
				return false
			}
			own, cond = own || d.cond == "", cond || d.cond != ""
			u.goneDefs[i] = true
			return true
		})
		u.bindsOf[name] = slices.DeleteFunc(u.bindsOf[name], func(i int) bool {
			b := f.binds[i]
			if b.line > ln {
				return false
			}
			own, cond = own || b.cond == "" && b.guard == "", cond || b.cond != "" || b.guard != ""
			// from m import helper fails where m has no helper whatever
			// del follows: the import stays a reference to m's helper.
			if b.name != "" {
				return false
			}
			u.goneBinds[i] = true
			return true
		})
		switch {
		case own:
			skip[at+k] = true
		case cond:
			maybe[at+k] = "a del of " + name + " that may delete the file's own, bound before only under a condition"
		}
		if indent > 0 || pyHeaderCond(line, k, colon) {
			f.dynamic = append(f.dynamic, synDyn{why: "deletes " + name + " only under a condition", reach: dynAll, line: ln, names: map[string]bool{name: true}})
		}
	}
}
