package symbols

// pyGuards finds the imports a Python file makes inside a try whose
// except catches ImportError, or inside with suppress(ImportError): the
// usual optional import (try: from m import fast except ImportError: fast
// = None). When m no longer has the name the handler runs and the file
// still imports, so the import is no dangling reference. Likewise an
// import under if TYPE_CHECKING: only a type checker runs it.
type pyGuards struct {
	open []pyGuard
	// attrTried are the token ranges of try bodies whose except catches
	// AttributeError: a member read there may be missing on purpose.
	attrTried [][2]int
}

// pyGuard is one try or with suppress block: its header's indentation,
// the first of the file's bindings made in its body, and whether its
// body's failures to import are caught (known at its first except for a
// try, at its header for a with).
type pyGuard struct {
	indent, from int
	try          bool
	// body ends at the first except of a try (-1 before it).
	body    int
	catches bool
	// fromTok and bodyTok are the token range of a try's body;
	// catchesAttr says an except of it catches AttributeError.
	fromTok, bodyTok int
	catchesAttr      bool
	// why is the note its guarded imports carry.
	why string
}

const (
	guardExcept       = "imported where an except ImportError handles its absence"
	guardTypeChecking = "imported only under if TYPE_CHECKING, which runs at type checking alone"
	guardNever        = "imported only under if False, which never runs"
)

// line updates the open blocks for a logical line at indent, before the
// line is read; binds is the file's bindings so far.
func (g *pyGuards) line(line []tok, at, indent int, binds []synBind) {
	head := line[0].text
	for len(g.open) > 0 {
		top := &g.open[len(g.open)-1]
		if indent > top.indent {
			break
		}
		if top.try && indent == top.indent && (head == "except" || head == "else" || head == "finally") {
			if head == "except" && top.body < 0 {
				top.body, top.bodyTok = len(binds), at
			}
			if head == "except" && pyCatches(line[1:], pyAttributeErrorCatchers) {
				top.catchesAttr = true
			}
			if head == "except" && pyCatchesImportError(line[1:]) {
				top.catches = true
			}
			break
		}
		g.close(binds)
	}
	if len(line) > 1 && head == "try" && isPunct(line[1], ":") && len(line) == 2 {
		g.open = append(g.open, pyGuard{indent: indent, from: len(binds), try: true, body: -1, why: guardExcept, fromTok: at})
	}
	// A block whose whole body is guarded from its header on: no except
	// to wait for.
	why := ""
	switch {
	case head == "with" && pySuppressesImportError(line) && isPunct(line[len(line)-1], ":"):
		why = guardExcept
	case head == "if" && pyTypeChecking(line):
		why = guardTypeChecking
	case head == "if" && pyNever(line):
		why = guardNever
	}
	if why != "" {
		g.open = append(g.open, pyGuard{indent: indent, from: len(binds), body: -1, catches: true, why: why})
	}
}

// close ends the innermost open block, marking the bindings of its body
// guarded when its handler catches a failed import.
func (g *pyGuards) close(binds []synBind) {
	top := g.open[len(g.open)-1]
	g.open = g.open[:len(g.open)-1]
	if top.catchesAttr && top.bodyTok > top.fromTok {
		g.attrTried = append(g.attrTried, [2]int{top.fromTok, top.bodyTok})
	}
	if !top.catches {
		return
	}
	end := top.body
	if end < 0 {
		end = len(binds)
	}
	for i := top.from; i < end; i++ {
		binds[i].guard = cmpOr(binds[i].guard, top.why)
	}
}

// finish closes the blocks still open at the file's end.
func (g *pyGuards) finish(binds []synBind) {
	for len(g.open) > 0 {
		g.close(binds)
	}
}

// pyCatchesImportError: an except clause (the tokens after except) that
// catches ImportError: a bare except, or one naming ImportError or a
// class above it. ModuleNotFoundError alone does not catch "cannot
// import name".
func pyCatchesImportError(rest []tok) bool { return pyCatches(rest, pyImportErrorCatchers) }

// pyCatches: an except clause (the tokens after except) is bare or names
// one of the classes.
func pyCatches(rest []tok, classes map[string]bool) bool {
	if len(rest) == 0 || isPunct(rest[0], ":") {
		return true
	}
	for _, t := range rest {
		if t.kind == tIdent && t.text == "as" || isPunct(t, ":") {
			break
		}
		if t.kind == tIdent && classes[t.text] {
			return true
		}
	}
	return false
}

// tried: token i lies in a try body whose except catches AttributeError.
func (g *pyGuards) tried(i int) bool {
	for _, r := range g.attrTried {
		if i >= r[0] && i < r[1] {
			return true
		}
	}
	return false
}

var (
	pyImportErrorCatchers    = map[string]bool{"ImportError": true, "Exception": true, "BaseException": true}
	pyAttributeErrorCatchers = map[string]bool{"AttributeError": true, "Exception": true, "BaseException": true}
)

// pySuppressesImportError: a with header calling suppress(…) with a
// class that catches ImportError.
func pySuppressesImportError(line []tok) bool {
	for i, t := range line {
		if t.kind == tIdent && t.text == "suppress" && i+1 < len(line) && isPunct(line[i+1], "(") {
			return pyCatchesImportError(line[i+2:]) && !isPunct(line[i+2], ")")
		}
	}
	return false
}

// pyNever: an if header testing False or 0 alone, a body that never
// runs (the spelling of if TYPE_CHECKING before typing had it). Its
// else branch runs.
func pyNever(line []tok) bool {
	return len(line) == 3 && (line[1].kind == tIdent && line[1].text == "False" || line[1].kind == tNumber && line[1].text == "0") && isPunct(line[2], ":")
}

// pyTypeChecking: an if header testing TYPE_CHECKING (bare or
// typing.TYPE_CHECKING) alone: if TYPE_CHECKING:. Its else branch runs.
func pyTypeChecking(line []tok) bool {
	rest := line[1:]
	if len(rest) == 4 && rest[0].kind == tIdent && isPunct(rest[1], ".") {
		rest = rest[2:]
	}
	return len(rest) == 2 && rest[0].kind == tIdent && rest[0].text == "TYPE_CHECKING" && isPunct(rest[1], ":")
}
