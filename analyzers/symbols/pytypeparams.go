package symbols

import (
	"slices"
	"strings"
)

// Python 3.12's type parameters (PEP 695: def f[T](x: T), class C[T],
// type Alias[T] = list[T]) are bound in a scope of their own around the
// statement: every T in its header and body, nested functions included,
// is the parameter or a local rebinding of it, never the module's T —
// except in a def's default values, which Python evaluates where the def
// stands (`def f[T](x=T)` reads the module's T).
// A type statement binds its alias where it stands. Python 3.11 cannot
// parse either; a file using them is read as 3.12 reads it, since that
// is the Python it is written for.

// pyTypeParamScope is the token range [from, to) where names are type
// parameters; scope, when set, is the def or class whose body ends the
// range (known once the file is read).
type pyTypeParamScope struct {
	from, to int
	scope    *pyScope
	names    []string
	// outside are token ranges [from, to) within it that are read in the
	// enclosing scope: a def's default values.
	outside [][2]int
}

// pyTypeParams reads the type parameter list that opens at line[open]
// ([T, *Ts, **P, U: bound = default]): the index of the token after it
// and the names it binds.
func pyTypeParams(line []tok, open int) (next int, names []string) {
	scratch := &pyScope{bound: map[string]bool{}, global: map[string]bool{}}
	for _, k := range pyParams(line[open:], scratch) {
		names = append(names, line[open+k].text)
	}
	if end := pyClosing(line, open); end < len(line) {
		return end + 1, names
	}
	return len(line), names
}

// skipTypeParams marks every read of a type parameter within its scope
// as no use of a module's name, in one pass over the tokens; scopeAt is
// the def or class body each token stands in.
func skipTypeParams(toks []tok, scopeAt []*pyScope, scopes []pyTypeParamScope, skip map[int]bool) {
	if len(scopes) == 0 {
		return
	}
	starts, ends := map[int][]int{}, map[int][]int{}
	owners := map[*pyScope][]string{}
	for i, s := range scopes {
		if s.scope != nil {
			s.to = s.scope.end
			scopes[i].to = s.to
			owners[s.scope] = append(owners[s.scope], s.names...)
		}
		starts[s.from] = append(starts[s.from], i)
		ends[s.to] = append(ends[s.to], i)
	}
	outside := map[int]bool{}
	for _, s := range scopes {
		for _, r := range s.outside {
			for k := r[0]; k < r[1]; k++ {
				outside[k] = true
			}
		}
	}
	active := map[string]int{}
	for k := range toks {
		for _, i := range ends[k] {
			for _, n := range scopes[i].names {
				active[n]--
			}
		}
		for _, i := range starts[k] {
			for _, n := range scopes[i].names {
				active[n]++
			}
		}
		if toks[k].kind == tIdent && active[toks[k].text] > 0 && (k == 0 || !isPunct(toks[k-1], ".")) && !outside[k] &&
			!pyDeclaredGlobal(scopeAt[k], toks[k].text, owners) {
			skip[k] = true
		}
	}
}

// pyDeclaredGlobal: name, read in the body of scope, is the module's by a
// global statement there or in a function around it, before the def or
// class whose type parameter it would be. A class body's global is its
// own alone: its methods still see the class's type parameter.
func pyDeclaredGlobal(scope *pyScope, name string, owners map[*pyScope][]string) bool {
	for s := scope; s != nil; s = s.parent {
		if s.global[name] && (s == scope || !s.class) {
			return true
		}
		if slices.Contains(owners[s], name) {
			return false
		}
	}
	return false
}

// pyDefaultRanges returns the token ranges [from, to) of the default
// values in the parameter list that opens at line[open] (`(x=T, *, y=U)`):
// what follows a top-level `=` up to the next top-level `,` or the list's
// end.
func pyDefaultRanges(line []tok, open int) [][2]int {
	if open >= len(line) || !isPunct(line[open], "(") {
		return nil
	}
	var out [][2]int
	depth, start := 0, -1
	for k := open; k < len(line); k++ {
		if line[k].kind != tPunct {
			continue
		}
		switch t := line[k].text; {
		case t == "(" || t == "[" || t == "{":
			depth++
		case t == ")" || t == "]" || t == "}":
			depth--
			if depth == 0 {
				if start >= 0 {
					out = append(out, [2]int{start, k})
				}
				return out
			}
		case t == "=" && depth == 1:
			start = k + 1
		case t == "," && depth == 1 && start >= 0:
			out = append(out, [2]int{start, k})
			start = -1
		}
	}
	return out
}

// pyTypeAlias reads type Name[params] = value: Name is bound where the
// statement stands, its parameters within the statement.
func pyTypeAlias(line []tok, at int, cur *pyScope, f *synFile, skip map[int]bool, typeParams *[]pyTypeParamScope) {
	name := line[1].text
	if cur != nil {
		cur.bindTarget(name, at+1)
	} else {
		skip[at+1] = true
		f.defs = append(f.defs, synDef{name: name, line: line[1].line, public: !strings.HasPrefix(name, "_"), cond: pyCond(line[0])})
	}
	if isPunct(line[2], "[") {
		_, names := pyTypeParams(line, 2)
		*typeParams = append(*typeParams, pyTypeParamScope{from: at, to: at + len(line), names: names})
	}
}
