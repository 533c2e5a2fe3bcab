package symbols

import (
	"slices"
	"sort"
)

// A class body runs once, in order, and reads a name from the class's
// namespace while it holds it, else from the module (never from a def
// around the class). Which one a read sees depends on the bindings and
// dels before it: f = 1; del f; g = f reads the module's f, and a
// binding under an if, a try or a loop (or a for target, a case
// capture) may not have run, nor a del there: the read may be either.
// A read inside a loop of the body may follow a del later in that loop.

// pyClassState is what a class body holds of a name at a point: nothing
// (the module's is read), its own binding, or either.
type pyClassState int8

const (
	pyUnbound pyClassState = iota
	pyBound
	pyMaybeBound
)

// pyClassEvent is one binding (or del) of a name in a class body: it
// holds from at on, perhaps only (cond).
type pyClassEvent struct {
	at        int
	del, cond bool
}

// pyClassFrom is a name's state in a class body from token at on.
type pyClassFrom struct {
	at    int
	state pyClassState
}

// pyClassOrder holds a class body's events by name, and the token
// ranges of its lines a loop may run again (inside a compound statement,
// a while header).
type pyClassOrder struct {
	events map[string][]pyClassEvent
	states map[string][]pyClassFrom
	// lastCondDel is, per name, the last conditional del's position.
	lastCondDel map[string]int
	loopLines   [][2]int
	sealed      bool
	// The line being read: where it starts, where each of its
	// statements ends, whether it is under a condition, and its header's
	// colon (pyHeaderColon).
	bodyIndent int
	lineStart  int
	stmtEnd    []int
	lineCond   bool
	line       []tok
	colon      int
}

// readLine readies the class for the line of tokens from at to end, at
// column indent.
func (o *pyClassOrder) readLine(line []tok, at, end, indent int) {
	if o.events == nil {
		o.events, o.bodyIndent = map[string][]pyClassEvent{}, indent
	}
	o.line, o.lineStart, o.lineCond, o.colon = line, at, indent > o.bodyIndent, pyHeaderColon(line)
	o.stmtEnd = o.stmtEnd[:0]
	for from := 0; from < len(line); {
		stop, k := end, pySemicolon(line[from:])
		if k >= 0 {
			k += from
			stop = at + k
		} else {
			k = len(line) - 1
		}
		for ; from <= k; from++ {
			o.stmtEnd = append(o.stmtEnd, stop)
		}
	}
	if o.lineCond || len(line) > 0 && line[0].kind == tIdent && line[0].text == "while" {
		o.loopLines = append(o.loopLines, [2]int{at, end})
	}
}

// add records a binding (or a del) of name by the token at k of the
// line being read, or by the whole line when k < 0; a walrus binds from
// where it stands.
func (o *pyClassOrder) add(name string, k int, del bool) {
	ev := pyClassEvent{at: o.lineStart + len(o.line), del: del, cond: o.lineCond}
	if k >= 0 && k < len(o.stmtEnd) {
		ev.at = o.stmtEnd[k]
		ev.cond = ev.cond || pyHeaderCond(o.line, k, o.colon)
		if k+2 < len(o.line) && isPunct(o.line[k+1], ":") && isPunct(o.line[k+2], "=") {
			ev.at = o.lineStart + k
		}
	}
	o.events[name] = append(o.events[name], ev)
}

// seal folds each name's events, in order, into the state from each on.
func (o *pyClassOrder) seal() {
	o.sealed = true
	o.states, o.lastCondDel = map[string][]pyClassFrom{}, map[string]int{}
	for name, evs := range o.events {
		slices.SortStableFunc(evs, func(a, b pyClassEvent) int { return a.at - b.at })
		state := pyUnbound
		var out []pyClassFrom
		for _, ev := range evs {
			switch {
			case ev.del && ev.cond:
				if state == pyBound {
					state = pyMaybeBound
				}
				o.lastCondDel[name] = ev.at
			case ev.del:
				state = pyUnbound
			case !ev.cond:
				state = pyBound
			case state == pyUnbound:
				state = pyMaybeBound
			}
			out = append(out, pyClassFrom{ev.at, state})
		}
		o.states[name] = out
	}
}

// state is what the class holds of name where token i reads it.
func (o *pyClassOrder) state(name string, i int) pyClassState {
	if !o.sealed {
		o.seal()
	}
	evs := o.states[name]
	k := sort.Search(len(evs), func(k int) bool { return evs[k].at >= i }) - 1
	if k < 0 {
		return pyUnbound
	}
	state := evs[k].state
	if at, ok := o.lastCondDel[name]; ok && at > i && state == pyBound && o.inLoopLine(i) {
		return pyMaybeBound // a loop around the read may run a del after it first
	}
	return state
}

// inLoopLine: token i is on a line a loop of the body may run again.
func (o *pyClassOrder) inLoopLine(i int) bool {
	k := sort.Search(len(o.loopLines), func(k int) bool { return o.loopLines[k][0] > i }) - 1
	return k >= 0 && o.loopLines[k][1] >= i
}
