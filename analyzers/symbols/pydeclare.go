package symbols

// pyDeclare reads the global and nonlocal statements of a logical line
// from its token from on into the scope s they stand in: at the line's
// start, after a ; or after a compound statement's colon (def g(): global
// f; f = 1). Both words are reserved, so any one of them opens such a
// statement. A global name is the module's throughout s (Python's rule,
// even where s has a type parameter of that name) and, when s is a
// function, in the functions nested in it; the function may bind it at
// module level when it runs. A nonlocal name is a local of a function
// around s, never the module's: naming it in the statement uses nothing.
func pyDeclare(line []tok, from, at int, s *pyScope, f *synFile, skip map[int]bool) {
	for k := from; k < len(line); k++ {
		kw := line[k].text
		if line[k].kind != tIdent || kw != "global" && kw != "nonlocal" {
			continue
		}
		for k++; k < len(line) && (line[k].kind == tIdent || isPunct(line[k], ",")); k++ {
			t := line[k]
			if t.kind != tIdent {
				continue
			}
			if kw == "nonlocal" {
				if s.nonlocal == nil {
					s.nonlocal = map[string]bool{}
				}
				s.nonlocal[t.text] = true
				skip[at+k] = true
				continue
			}
			s.global[t.text] = true
			f.dynamic = append(f.dynamic, synDyn{why: "declares " + t.text + " global in a function",
				reach: dynAll, line: t.line, names: map[string]bool{t.text: true}})
		}
	}
}

// pyHeaderTargets binds in the def or class s the targets and imports
// of the simple statements on its header's line after the colon at
// from-1 (def g(): f = 1; return f, class C: f = 1): each statement, up
// to a ; outside brackets, is read as a line of the body is.
func pyHeaderTargets(line []tok, from, at int, s *pyScope, f *synFile, skip map[int]bool, w *workBudget) {
	depth, start := 0, from
	for k := from; k <= len(line); k++ {
		if k < len(line) && line[k].kind == tPunct {
			switch line[k].text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			}
		}
		if k == len(line) || depth == 0 && isPunct(line[k], ";") {
			switch stmt := line[start:k]; {
			case len(stmt) == 0:
			case stmt[0].kind == tIdent && (stmt[0].text == "import" || stmt[0].text == "from"):
				pyImport(stmt, at+start, s, f, skip)
			default:
				pyTargets(stmt, at+start, s, f, skip, w)
			}
			start = k + 1
		}
	}
}
