package symbols

import (
	"strings"
)

// Module-level bindings beyond name = … and a, b = …, each of which
// Python makes a module attribute: every target of a chained assignment
// (a = b = v), bracketed and starred targets ([a, b] = …, *rest, a = …),
// a for statement's targets, with … as, a walrus (also inside a
// comprehension, whose := binds in the module) and a match case's
// captures. Missed, a module defining the name so kept it "removed", and
// an importer of it was a false dangling use.

// pySemicolon is the index of the first semicolon of line outside
// brackets, which ends its first statement; -1 when there is none.
func pySemicolon(line []tok) int {
	depth := 0
	for k, t := range line {
		switch {
		case isPunct(t, "(") || isPunct(t, "[") || isPunct(t, "{"):
			depth++
		case isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}"):
			depth--
		case isPunct(t, ";") && depth == 0:
			return k
		}
	}
	return -1
}

// pyModuleTargets are the token indices of line (a logical line outside
// any def or class body) that it binds at module level.
func pyModuleTargets(line []tok) []int {
	if k := pySemicolon(line); k >= 0 {
		// Statements a semicolon separates, each read alone.
		out := pyModuleTargets(line[:k])
		for _, j := range pyModuleTargets(line[k+1:]) {
			out = append(out, j+k+1)
		}
		return out
	}
	if len(line) == 0 {
		return nil
	}
	k := 0
	if line[0].text == "async" && len(line) > 1 {
		k = 1
	}
	var out []int
	switch line[k].text {
	case "for":
		out = append(out, pyTargetNames(line, k+1, func(t tok) bool { return t.kind == tIdent && t.text == "in" })...)
	case "with":
		end := pyHeaderColon(line)
		if end < 0 {
			end = len(line)
		}
		for j := k + 1; j < end; j++ {
			if line[j].kind == tIdent && line[j].text == "as" {
				out = append(out, pyTargetNames(line, j+1, func(t tok) bool { return isPunct(t, ",") || isPunct(t, ":") || isPunct(t, ")") })...)
			}
		}
	case "case":
		out = append(out, pyCaptures(line, k+1)...)
	}
	if pyKeywords.get()[line[k].text] || line[k].text == "async" {
		// The statement after a compound header's colon, on the same line.
		if c := pyHeaderColon(line); c > 0 && c+1 < len(line) {
			for _, t := range pyModuleTargets(line[c+1:]) {
				out = append(out, t+c+1)
			}
		}
	} else {
		out = append(out, pyAssignTargets(line)...)
	}
	return append(out, pyWalrus(line)...)
}

// pyHeaderColon is the colon ending a compound statement's header (at
// bracket depth 0, no lambda before it), or -1.
func pyHeaderColon(line []tok) int {
	depth := 0
	for k, t := range line {
		switch {
		case t.kind == tIdent && t.text == "lambda" && depth == 0:
			return -1
		case isPunct(t, "(") || isPunct(t, "[") || isPunct(t, "{"):
			depth++
		case isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}"):
			depth--
		case isPunct(t, ":") && depth == 0 && !(k+1 < len(line) && isPunct(line[k+1], "=")):
			return k
		}
	}
	return -1
}

// pyAssignTargets: the names every target list before a depth-0 = binds,
// the last list (the value) and anything after a lambda excepted.
func pyAssignTargets(line []tok) []int {
	var out, seg []int
	depth := 0
	start := 0
	for k, t := range line {
		switch {
		case t.kind == tIdent && t.text == "lambda" && depth == 0:
			return out
		case isPunct(t, "(") || isPunct(t, "[") || isPunct(t, "{"):
			depth++
		case isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}"):
			depth--
		case isPunct(t, ":") && depth == 0:
			return out // an annotation: the code before it is read already
		case isPunct(t, "=") && depth == 0 && pyLoneEquals(line, k):
			seg = pyTargetNames(line[:k], start, func(tok) bool { return false })
			out = append(out, seg...)
			start = k + 1
		}
	}
	return out
}

// pyLoneEquals: the = at k assigns (not ==, <=, >=, !=, :=, nor an
// augmented assignment).
func pyLoneEquals(line []tok, k int) bool {
	if k+1 < len(line) && isPunct(line[k+1], "=") {
		return false
	}
	return k == 0 || line[k-1].kind != tPunct || !strings.Contains("=!<>:+-*/%&|^@", line[k-1].text)
}

// pyTargetNames are the plain names of the target list from start to
// the first token stop accepts at depth 0: names at depth 0 or in
// parentheses and brackets that group targets (not a call's or a
// subscript's), not an attribute's or a subscript's base.
func pyTargetNames(line []tok, start int, stop func(tok) bool) []int {
	var out []int
	var groups []bool // per open bracket: it groups targets
	var held []int    // per open bracket: len(out) as it opened
	grouped := func() bool {
		for _, g := range groups {
			if !g {
				return false
			}
		}
		return true
	}
	for k := start; k < len(line); k++ {
		t := line[k]
		if len(groups) == 0 && stop(t) {
			break
		}
		switch {
		case isPunct(t, "(") || isPunct(t, "[") || isPunct(t, "{"):
			prev := k > start && (line[k-1].kind == tIdent || line[k-1].kind == tString || isPunct(line[k-1], ")") || isPunct(line[k-1], "]"))
			groups = append(groups, !prev && !isPunct(t, "{"))
			held = append(held, len(out))
		case isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}"):
			if len(groups) > 0 {
				if k+1 < len(line) && (isPunct(line[k+1], ".") || isPunct(line[k+1], "(") || isPunct(line[k+1], "[")) {
					// (a).helper = f, (m := a).helper = f: the group
					// is a base, whose names are read, not bound.
					out = out[:held[len(held)-1]]
				}
				groups, held = groups[:len(groups)-1], held[:len(held)-1]
			}
		case t.kind == tIdent && !pyKeywords.get()[t.text] && grouped():
			if k > start && isPunct(line[k-1], ".") || k+1 < len(line) && (isPunct(line[k+1], ".") || isPunct(line[k+1], "(") || isPunct(line[k+1], "[")) {
				continue
			}
			out = append(out, k)
		}
	}
	return out
}

// pyWalrus: each name := binds, unless a lambda before it may hold it.
func pyWalrus(line []tok) []int {
	var out []int
	for k := 0; k+2 < len(line); k++ {
		t := line[k]
		if t.kind == tIdent && t.text == "lambda" {
			return out
		}
		if t.kind == tIdent && isPunct(line[k+1], ":") && isPunct(line[k+2], "=") && !(k > 0 && isPunct(line[k-1], ".")) {
			out = append(out, k)
		}
	}
	return out
}

// pyCaptures are the names a case pattern binds: a bare name (not _, not
// a dotted value, not a class pattern's class or keyword), and as name;
// the guard after if binds nothing.
func pyCaptures(line []tok, start int) []int {
	var out []int
	depth := 0
	for k := start; k < len(line); k++ {
		t := line[k]
		switch {
		case isPunct(t, "(") || isPunct(t, "[") || isPunct(t, "{"):
			depth++
		case isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}"):
			depth--
		}
		if depth == 0 && (t.kind == tIdent && t.text == "if" || isPunct(t, ":")) {
			break
		}
		if t.kind != tIdent || t.text == "_" || t.text == "as" || t.text == "None" || t.text == "True" || t.text == "False" {
			continue
		}
		if k > start && isPunct(line[k-1], ".") || k+1 < len(line) && (isPunct(line[k+1], ".") || isPunct(line[k+1], "(") || isPunct(line[k+1], "=")) {
			continue
		}
		out = append(out, k)
	}
	return out
}

// pyDeleted are the names the del statements of line unbind: one that
// starts it, or stands after a semicolon or a compound header's colon.
func pyDeleted(line []tok) []int {
	var out []int
	colon := -2
	for k, t := range line {
		if t.kind != tIdent || t.text != "del" {
			continue
		}
		if k > 0 && !isPunct(line[k-1], ";") {
			if colon == -2 {
				colon = pyHeaderColon(line)
			}
			if k-1 != colon {
				continue
			}
		}
		out = append(out, pyTargetNames(line, k+1, func(t tok) bool { return isPunct(t, ";") })...)
	}
	return out
}
