package typecheck

// skimDecls lists a file's package-level declarations: each function and
// method, each spec of a var or type group, each constant group whole
// (its specs repeat the expressions before them). The file is read as
// the Go lexer reads it (semicolons inserted at line ends); ok is false
// at anything but a clause or declaration at the top level, or
// brackets that do not balance.
func skimDecls(src []byte, blanks [][2]int) (items []*skimItem, comments [][2]int, ok bool) {
	lx := &lexer{src: src, blanks: blanks}
	for {
		t, start := lx.next()
		switch t {
		case tokEOF:
			return items, lx.comments, !lx.bad
		case tokSemicolon:
			continue
		case tokIdent:
		default:
			return nil, nil, false
		}
		var its []*skimItem
		switch string(lx.word(start)) {
		case "package", "import":
			t, s := lx.next()
			_, _, _, ok = skimSpec(lx, t, s, false)
			// The comments before the package clause may hold
			// //go:build lines, which set the file's Go version.
			lx.noteComments = true
		case "func":
			its, ok = skimFunc(lx, start)
		case "var", "type", "const":
			its, ok = skimGenDecl(lx, start, string(lx.word(start)))
		default:
			ok = false
		}
		if !ok || lx.bad {
			return nil, nil, false
		}
		items = append(items, its...)
	}
}

// skimFunc reads a function or method declaration from its "func" at
// start to the semicolon after it.
func skimFunc(lx *lexer, start int) ([]*skimItem, bool) {
	it := &skimItem{start: start}
	t, s := lx.next()
	if t == tokOpen && lx.src[s] == '(' {
		it.method = true
		it.recv, it.keep = receiverBase(lx)
		t, s = lx.next()
	}
	if t != tokIdent {
		return nil, false
	}
	name := string(lx.word(s))
	_, end, _, ok := skimSpec(lx, t, s, false)
	if !ok {
		return nil, false
	}
	if !it.method {
		it.names = []string{name}
	}
	it.end = end
	return []*skimItem{it}, true
}

// receiverBase reads a method's receiver, after its "(", to its ")". It
// names the base type when the receiver has one of the forms
// pruneDecls reads (T, *T, r T, r *T, each with [P, Q] after T), else
// keep is set: such a method is kept as pruneDecls keeps it.
func receiverBase(lx *lexer) (base string, keep bool) {
	type tok struct {
		t    int
		text string
	}
	var toks []tok
	depth := 1
	for {
		t, s := lx.next()
		switch t {
		case tokEOF:
			return "", true
		case tokOpen:
			depth++
		case tokClose:
			depth--
		}
		if depth == 0 {
			break
		}
		text := ""
		if s >= 0 {
			text = string(lx.src[s:lx.i])
		}
		toks = append(toks, tok{t, text})
	}
	if n := len(toks); n > 0 && toks[n-1].text == "]" {
		open := -1
		for i, tk := range toks {
			if tk.text == "[" {
				open = i
				break
			}
		}
		if open < 0 {
			return "", true
		}
		params := toks[open+1 : n-1]
		for i, tk := range params {
			if i%2 == 0 && tk.t != tokIdent || i%2 == 1 && tk.text != "," || len(params)%2 == 0 {
				return "", true
			}
		}
		toks = toks[:open]
	}
	switch {
	case len(toks) == 1 && toks[0].t == tokIdent,
		len(toks) == 2 && toks[0].t == tokIdent && toks[1].t == tokIdent,
		len(toks) == 2 && toks[0].text == "*" && toks[1].t == tokIdent,
		len(toks) == 3 && toks[0].t == tokIdent && toks[1].text == "*" && toks[2].t == tokIdent:
		return toks[len(toks)-1].text, false
	}
	return "", true
}

// skimGenDecl reads a var, type or const declaration from its keyword at
// start.
func skimGenDecl(lx *lexer, start int, keyword string) ([]*skimItem, bool) {
	t, s := lx.next()
	if t != tokOpen || lx.src[s] != '(' {
		names, end, _, ok := skimSpec(lx, t, s, false)
		if keyword == "type" && len(names) > 1 {
			names = names[:1]
		}
		return []*skimItem{{start: start, end: end, names: names}}, ok
	}
	var specs []*skimItem
	groupEnd := -1
	for groupEnd < 0 {
		t, s := lx.next()
		switch {
		case t == tokSemicolon:
			continue
		case t == tokEOF:
			return nil, false
		case t == tokClose && lx.src[s] == ')':
			groupEnd = lx.i
			continue
		}
		names, end, closed, ok := skimSpec(lx, t, s, true)
		if !ok {
			return nil, false
		}
		if keyword == "type" && len(names) > 1 {
			names = names[:1]
		}
		specs = append(specs, &skimItem{start: s, end: end, names: names})
		if closed >= 0 {
			groupEnd = closed
		}
	}
	end := groupEnd
	switch t, s := lx.next(); {
	case t == tokSemicolon && s >= 0:
		end = s + 1
	case t == tokSemicolon, t == tokEOF:
	default:
		return nil, false
	}
	if keyword != "const" {
		return specs, true
	}
	group := &skimItem{start: start, end: end}
	for _, sp := range specs {
		group.names = append(group.names, sp.names...)
	}
	return []*skimItem{group}, true
}

// skimSpec reads a spec (or a clause, or a function declaration) from
// its first token t at s to the semicolon that ends it, and returns the
// identifiers it starts with ("a, b" of "a, b int = 1, 2") and where it
// ends: after an explicit semicolon, else after its last token. In a
// group, a ")" may end it instead: closed is then where the ")" ends,
// else -1.
func skimSpec(lx *lexer, t, s int, inGroup bool) (names []string, end, closed int, ok bool) {
	depth := 0
	end = s
	const (
		wantName = iota
		afterName
		namesDone
	)
	state := wantName
	for {
		switch t {
		case tokEOF:
			return names, end, -1, !inGroup
		case tokSemicolon:
			if depth == 0 {
				if s >= 0 {
					return names, s + 1, -1, true
				}
				return names, end, -1, true
			}
		case tokOpen:
			depth++
		case tokClose:
			if depth == 0 {
				if inGroup && lx.src[s] == ')' {
					return names, end, lx.i, true
				}
				return nil, 0, -1, false
			}
			depth--
		}
		if t != tokSemicolon {
			switch {
			case state == wantName && t == tokIdent:
				names, state = append(names, string(lx.word(s))), afterName
			case state == afterName && t == tokOther && lx.src[s] == ',':
				state = wantName
			default:
				state = namesDone
			}
			end = lx.i
		}
		t, s = lx.next()
	}
}
