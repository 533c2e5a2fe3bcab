package symbols

import "github.com/reviewlint/reviewlint/analyzers/snapshot"

// A definition that exists only under a condition (a Rust #[cfg], a
// Python def in an if or try at module level) where the base defined it
// always may be gone in the build or run that uses it: cargo check fails
// on `#[cfg(feature = "x")] pub fn helper` while main calls helper, and
// python3 on a def under `if sys.platform == "win32":`. Syntax cannot
// tell which conditions hold, so that removal is unchecked, never
// "nothing removed is still referenced".

// pyCompound reports whether w is a keyword a compound statement's
// header starts with: what a line starting with one binds, it binds only
// when its condition, loop or handler runs. A switch, not a map: nothing
// is built at package initialisation.
func pyCompound(w string) bool {
	switch w {
	case "if", "elif", "else", "for", "while", "with", "try", "except", "finally", "match", "case", "async":
		return true
	}
	return false
}

// pyTargetCond is the condition of the binding at k of a module-level
// line: an indented line's, or a compound statement's where k is in its
// body or in a header that may bind nothing (for over nothing, a case
// that does not match, an elif or except not reached). An if, while or
// with header always runs.
func pyTargetCond(line []tok, k int) string {
	if cond := pyCond(line[0]); cond != "" || line[0].kind != tIdent || !pyCompound(line[0].text) {
		return cond
	}
	if pyHeaderCond(line, k, pyHeaderColon(line)) {
		return pyIndented
	}
	return ""
}

// pyHeaderCond: line, whose header's colon is at colon (pyHeaderColon),
// opens a compound statement and the binding at k is in its body or in
// a header that may bind nothing.
func pyHeaderCond(line []tok, k, colon int) bool {
	if len(line) == 0 || line[0].kind != tIdent || !pyCompound(line[0].text) {
		return false
	}
	header := line[0].text
	if header == "async" && len(line) > 1 {
		header = line[1].text
	}
	return colon >= 0 && k > colon || header != "if" && header != "while" && header != "with" && header != "match"
}

// pyCond is the condition of a module-level definition whose statement
// starts with first: any indentation puts it under one.
func pyCond(first tok) string {
	if first.col > 0 {
		return pyIndented
	}
	return ""
}

// pyIndented is the condition of a module-level binding in a compound
// statement's body or a header that may bind nothing.
const pyIndented = "inside an if, try, loop or with at module level"

// condOnly says under which condition head file p still provides name
// when only conditional definitions provide it (no unconditional one, no
// import but a guarded or indented one: under if TYPE_CHECKING, in a try
// whose except ImportError runs when it fails, in an if), or "".
// It is asked per removal per file: the file's index answers it.
func condOnly(head *synSide, p, name string) string {
	return condsOf(head.files[p]).only[name]
}

// condsOf is f's condIndex, built once, on the first question; a head
// file is read whole before any is asked. nil f has an empty one.
func condsOf(f *synFile) *condIndex {
	if f == nil {
		x := newCondIndex(nil)
		return &x
	}
	if f.conds == nil {
		x := newCondIndex(f)
		f.conds = &x
	}
	return f.conds
}

// condIndex holds, for each name of a head file, what condOnly answers
// and the (name, condition) pairs its definitions are under as written,
// read in one pass over the file rather than once a name.
type condIndex struct {
	only map[string]string
	kept map[[2]string]bool
}

func newCondIndex(f *synFile) condIndex {
	x := condIndex{only: map[string]string{}, kept: map[[2]string]bool{}}
	if f == nil {
		return x
	}
	uncond := map[string]bool{}
	note := func(name string, conds ...string) {
		if uncond[name] {
			return
		}
		if cmpOr(conds...) == "" {
			uncond[name] = true
			x.only[name] = ""
			return
		}
		x.only[name] = cmpOr(x.only[name], cmpOr(conds...))
	}
	for _, b := range f.binds {
		if !b.nested {
			note(b.local, b.guard, b.cond)
		}
	}
	for _, d := range f.defs {
		note(d.name, d.cond)
		x.kept[[2]string{d.name, d.cond}] = true
	}
	return x
}

// condFacts are the unchecked facts of definitions the range put under a
// condition: defined always in a changed base file, only conditionally in
// the same file at head.
func condFacts(lang string, base, head *synSide, changed map[string]bool, skip func(string) bool) []Fact {
	var out []Fact
	for _, p := range sortedKeys(base.files) {
		if !changed[p] || skip(p) {
			continue
		}
		seen := map[string]bool{}
		idx := condsOf(head.files[p])
		check := func(name string, line int) {
			if seen[name] {
				return
			}
			seen[name] = true
			if cond := idx.only[name]; cond != "" {
				f := Fact{Kind: Removed, Language: lang, Symbol: name, Defined: snapshot.Place{Path: p, Line: line}}
				out = append(out, unchecked(f, "at head "+condWords(cond)+", which may leave it out where it is used"))
			}
		}
		for _, d := range base.files[p].defs {
			if d.cond == "" {
				check(d.name, d.line)
			} else if lang == "rust" && !seen[d.name] && !idx.kept[[2]string{d.name, d.cond}] {
				// One #[cfg] variant gone while another stays: the
				// builds the gone one served lose the item.
				if cond := idx.only[d.name]; cond != "" {
					seen[d.name] = true
					f := Fact{Kind: Removed, Language: lang, Symbol: d.name, Defined: snapshot.Place{Path: p, Line: d.line}}
					out = append(out, unchecked(f, "its variant under "+d.cond+" is gone; at head "+condWords(cond)+", which may leave it out where it is used"))
				}
			}
		}
		// A Rust mod line binds a module the file provides too: `mod
		// util;` put under #[cfg(test)] takes util away from main. (An
		// import made conditional is left alone: wrapping one in a try
		// is a common change that removes nothing.)
		for _, b := range base.files[p].binds {
			if lang == "rust" && b.local != "" && b.spec == "self::"+b.local && !b.nested && b.cond == "" {
				check(b.local, b.line)
			}
		}
	}
	return out
}

func condWords(cond string) string {
	switch {
	case cond[0] == '#':
		return "defined only under " + cond
	case cond == guardExcept || cond == guardTypeChecking || cond == guardNever:
		return cond
	}
	return "defined only " + cond
}
