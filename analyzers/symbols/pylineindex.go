package symbols

// pyLineIndex answers what pyDynamic asks of one logical line at many of
// its tokens, each answer from one pass over the line made on the first
// question: whether the line assigns after a token, where a bracket
// closes, and where a writing method is called. Asked afresh at each
// token, each question read on to the line's end, and a line of many
// such tokens (a generated list of globals()[k] or sys.modules[k].x
// reads) took time in the square of its length.
type pyLineIndex struct {
	line      []tok
	depth     []int       // bracket depth before each token
	lastEq    map[int]int // depth → index of the last lone = at it
	closes    []int       // each opening bracket's closing one, len(line) when none
	inner     []int       // the innermost bracket open at each token, -1 when none
	nextWrite []int       // the first writing method call at or after each token, len(line) when none
	lamColon  []bool      // whether the token is the : ending a lambda's parameters
}

// assignsAfter reports whether a lone = (an assignment, not ==, !=, <=
// or >=) stands at or after token i at its bracket depth.
func (x *pyLineIndex) assignsAfter(i int) bool {
	if x.depth == nil {
		x.indexBrackets()
	}
	e, ok := x.lastEq[x.depth[i]]
	return ok && e >= i
}

// statementAssignsAfter: token i stands outside any bracket and an
// assignment's = (not a keyword argument's, nor :=) follows it there.
func (x *pyLineIndex) statementAssignsAfter(i int) bool {
	if !x.assignsAfter(i) || x.depth[i] != 0 {
		return false
	}
	e := x.lastEq[0]
	return e > 0 && !isPunct(x.line[e-1], ":")
}

// closing is the index of the bracket closing the one at open,
// len(line) when none does.
func (x *pyLineIndex) closing(open int) int {
	if x.depth == nil {
		x.indexBrackets()
	}
	return x.closes[open]
}

// innerOpen is the index of the innermost bracket open at token i, -1
// when none is.
func (x *pyLineIndex) innerOpen(i int) int {
	if x.depth == nil {
		x.indexBrackets()
	}
	return x.inner[i]
}

// lambdaColon reports whether the : at token k ends a lambda's
// parameter list: the first : at a lambda's own bracket level after it,
// a lambda in a default (lambda f=lambda: 0: f) ending first. Another :
// (a header's, a slice's, an annotation's) ends no lambda.
func (x *pyLineIndex) lambdaColon(k int) bool {
	if x.lamColon == nil {
		line := x.line
		x.lamColon = make([]bool, len(line))
		open := []int{0} // lambdas whose parameters are still read, one count a bracket level
		for j, t := range line {
			switch {
			case t.kind == tIdent && t.text == "lambda":
				open[len(open)-1]++
			case t.kind != tPunct:
			case t.text == "(" || t.text == "[" || t.text == "{":
				open = append(open, 0)
			case t.text == ")" || t.text == "]" || t.text == "}":
				if len(open) > 1 {
					open = open[:len(open)-1]
				}
			case t.text == ":" && open[len(open)-1] > 0 && !(j+1 < len(line) && isPunct(line[j+1], "=")):
				open[len(open)-1]--
				x.lamColon[j] = true
			}
		}
	}
	return x.lamColon[k]
}

// writeFrom is the index of the first call of a writing method
// (.update(, .setdefault(, .__setitem__() at or after token k, len(line)
// when none is.
func (x *pyLineIndex) writeFrom(k int) int {
	if x.nextWrite == nil {
		line := x.line
		x.nextWrite = make([]int, len(line)+1)
		x.nextWrite[len(line)] = len(line)
		for j := len(line) - 1; j >= 0; j-- {
			x.nextWrite[j] = x.nextWrite[j+1]
			if line[j].kind == tIdent && j > 0 && isPunct(line[j-1], ".") && pyIsCall(line, j) {
				switch line[j].text {
				case "update", "setdefault", "__setitem__":
					x.nextWrite[j] = j
				}
			}
		}
	}
	return x.nextWrite[k]
}

func (x *pyLineIndex) indexBrackets() {
	line := x.line
	x.depth, x.lastEq, x.closes, x.inner = make([]int, len(line)), map[int]int{}, make([]int, len(line)), make([]int, len(line))
	var open []int // the brackets open before the token
	depth := 0
	for k, t := range line {
		x.depth[k] = depth
		x.closes[k] = len(line)
		x.inner[k] = -1
		if len(open) > 0 {
			x.inner[k] = open[len(open)-1]
		}
		if t.kind != tPunct {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
			open = append(open, k)
		case ")", "]", "}":
			depth--
			if len(open) > 0 {
				x.closes[open[len(open)-1]] = k
				open = open[:len(open)-1]
			}
		case "=":
			if !(k+1 < len(line) && isPunct(line[k+1], "=")) && !(k > 0 && line[k-1].kind == tPunct && (line[k-1].text == "=" || line[k-1].text == "!" || line[k-1].text == "<" || line[k-1].text == ">")) {
				x.lastEq[depth] = k
			}
		}
	}
}
