package symbols

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// cTokens is a lexed C-family file with its bracket structure: the
// matching bracket of each bracket token, each token's bracket depth, and
// the local bindings found so far by token range.
type cTokens struct {
	toks []tok
	// pyParam says whether name at token i is a parameter of a Python
	// def around it (nil: none is).
	pyParam func(i int, name string) bool
	// pyTop says whether token i is in no Python def or class body.
	pyTop func(i int) bool
	// pySetters are the file's functions that hand two of their
	// parameters to setattr as its first two arguments (pySetters).
	pySetters map[string]pySetter
	// pyCallWrites maps the first token of a call's argument to the
	// attribute that call writes into it, where the call is a setattr
	// forwarder's or patch.object's (pyReadCallWrites).
	pyCallWrites map[int]pyCallWrite
	match        []int
	depth        []int
	// brace is the innermost open { around each token, -1 at top level;
	// inner the innermost open bracket of any kind.
	brace, inner []int
	// locals maps a name to the token ranges where a local binding of it
	// is in scope.
	locals map[string][][2]int
	// loose maps a name to the ranges of Rust's let and match-arm
	// bindings of it, each taken over its whole block: the block holds
	// the binding somewhere, not at every token (let foo = foo(); reads
	// the item foo in its initialiser, and if let Some(foo) = x { } foo()
	// after the body), so a use inside may name either.
	loose map[string][][2]int
	// tsDoubt maps a name to the blocks where a TypeScript declaration
	// may or may not declare it (tsDeclarators); tsDeclRead marks the
	// tokens a declaration's declarators were read over, and tsJSX says
	// the file may hold JSX; tsJSXDoubt marks the tokens a declaration
	// read on over as JSX text that it then found was not (jsxOpen).
	tsDoubt map[string][][2]int
	// tsBlockFuncs are the names of the functions declared in a
	// statement's block (tsLocal).
	tsBlockFuncs []int
	// tsVarDoubt: the var being read may or may not be hoisted out of
	// a block that may be a method's body (varScope).
	tsVarDoubt bool
	// tsMemberBody marks the braces that open a class's or an
	// interface's body (memberBody), read once.
	tsMemberBody []bool
	// tsBlockKind caches blockKind by brace: 1 stmt, 2 maybe, 3 neither.
	tsBlockKind []int8
	tsDeclRead  []bool
	tsJSXDoubt  []bool
	tsJSX       bool
	// tsTemplateCode marks the tokens a template literal's ${…} holds
	// outside any bracket of its own: an expression's, never a
	// statement's start.
	tsTemplateCode []bool
	// tsNS holds the namespace bodies and the members they export
	// (tsBlockDecl); tsExportIn is 1 + the { of the namespace body whose
	// exported declarators are being read, 0 when none.
	tsNS          tsNamespaces
	tsExportIn    int
	tsExportMaybe bool
	// ts: the file is TypeScript's or JavaScript's.
	ts bool
	// typed holds every local binding with the type its declaration
	// names ("" when none shows): Java's x.m() through a parameter or a
	// local of the member's type.
	typed map[string][]typedRange
	// javaBodies maps the { of each Java type body read to the type's
	// name (Outer.Inner); javaConsts are the enum constant lists, whose
	// braces open constant-specific class bodies.
	javaBodies map[int]string
	// javaShadow maps a simple type name to the token ranges where it
	// names no type the file's imports and package make it (javaScopes).
	javaShadow map[string][][2]int
	javaConsts [][2]int
	// javaAnonNames are the names an anonymous class body declares at
	// its own level, by its {, read once (javaAnonThis).
	javaAnonNames map[int]map[string]bool
	// javaOwn are the members a local or anonymous class body declares
	// at its own level, by its {, read once (javaOwnNames).
	javaOwn map[int]*javaOwnNames
	// javaArrays are the names C-style array declarators declare
	// (javaArrayDeclared), read once; javaSupers is what javaBodyAt
	// reads of a body's supertypes, by its {, read once.
	javaArrays map[string]bool
	javaSupers map[int]*javaBody
	// javaShadowIdx indexes javaShadow's ranges by name, built once per
	// name (javaShadowIndex).
	javaShadowIdx map[string]*javaRangeIndex
	// javaConstIdx indexes javaConsts, and javaConstEnd maps a list's
	// start to its end (javaInConsts).
	javaConstIdx *javaRangeIndex
	javaConstEnd map[int]int
	// useHook, where set, adds what a language's reader knows of the
	// use at token i.
	useHook func(u *synUse, i int)
	// macroBodies are the token ranges of Rust macro_rules! bodies.
	macroBodies [][2]int
	// macroBodyNames are their macros' names, in the same order;
	// macroSpelled, the fragments each matches in an attribute its
	// invoker spells whole (#[$m:meta]), nil where none.
	macroBodyNames []string
	macroSpelled   []map[string]bool
	// rustModOf is, in Rust, the { of the innermost inline module body
	// around each token (-1 outside any): a local binding holds only in
	// the module it is made in (localKey).
	rustModOf []int
	// pySetHeld is whether a Python file holds setattr as a value (see
	// pySetattrHeld): 0 not yet read, 1 no, 2 yes.
	pySetHeld int8
	// pyUp holds a bit per write kind already recorded into the
	// packages above a Python file (pyWriteUp).
	pyUp uint8
	// pyUpNamed counts the names written there (pyWriteUpNamed).
	pyUpNamed int
	// pyAny and pyAnySeen are pyUp and the names written for the writes
	// into a function's __globals__, a module none can tell (pyWriteAny).
	pyAny     uint8
	pyAnySeen map[string]bool
	// pyBound: whether the file binds a builtin's name itself
	// (pyRebinds).
	pyBound map[string]bool
	// pyOwnImport: the file's own namespace is already in doubt for
	// __import__ under another name (pyOwnImportWrite).
	pyOwnImport bool
	// pyHeaderColons are the Python colons that end a header or a
	// lambda's parameters, read once (pyReadHeaderColons).
	pyHeaderColons map[int]bool
	// pyListAssigned answers pyListAssigns for each comma it has read.
	pyListAssigned map[int]bool
	// pyListStarts answers pyListBefore for each comma it has read.
	pyListStarts map[int]int
	// pyLambdaBack answers pyInLambdaParams from each token its walks
	// passed: whether a lambda opens before it on its line and depth.
	pyLambdaBack map[int]bool
	// java: void is a return type, not TypeScript's operator.
	java   bool
	broken string
	workBudget
}

// workBudget bounds the scans that run ahead of or back from a token (to
// a statement's end, a chain's start, a function's body): each crosses a
// few tokens in real code, but a hostile file can make each cross most of
// it, quadratic in all. Past a budget linear in the file's tokens the
// file is broken instead: skipped, its claims unchecked.
type workBudget struct {
	left  int
	spent bool
}

// workPerToken is the budget per token, many times what real code takes.
const workPerToken = 32

func newWorkBudget(tokens int) workBudget {
	return workBudget{left: workPerToken*tokens + 1<<12}
}

// step takes one unit of work: false once the budget is spent, which
// ends the scan.
func (w *workBudget) step() bool {
	if w.left <= 0 {
		w.spent = true
		return false
	}
	w.left--
	return true
}

// overrun is why a file whose budget was spent is not trusted, or "".
func (w *workBudget) overrun() string {
	if w.spent {
		return "too intricate to read in time linear in its size"
	}
	return ""
}

// why is the first reason the file is not trusted, or "".
func (c *cTokens) why() string { return cmpOr(c.broken, c.overrun()) }

func newCTokens(toks []tok, broken string) *cTokens {
	c := &cTokens{broken: broken, workBudget: newWorkBudget(len(toks)), toks: toks, match: make([]int, len(toks)), depth: make([]int, len(toks)), brace: make([]int, len(toks)), inner: make([]int, len(toks)), locals: map[string][][2]int{}, typed: map[string][]typedRange{}}
	var stack, braces []int
scan:
	for i, t := range toks {
		c.match[i] = -1
		c.depth[i] = len(stack)
		c.brace[i], c.inner[i] = -1, -1
		if n := len(braces); n > 0 {
			c.brace[i] = braces[n-1]
		}
		if n := len(stack); n > 0 {
			c.inner[i] = stack[n-1]
		}
		if t.kind != tPunct {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			if len(stack) == maxBracketDepth {
				// The rest is not read.
				c.broken = cmpOr(c.broken, fmt.Sprintf("brackets nest more than %d deep", maxBracketDepth))
				c.toks, c.match, c.depth, c.brace, c.inner = toks[:i], c.match[:i], c.depth[:i], c.brace[:i], c.inner[:i]
				break scan
			}
			stack = append(stack, i)
			if t.text == "{" {
				braces = append(braces, i)
			}
		case ")", "]", "}":
			// A stray closer (a lexing guess gone wrong) closes nothing.
			if n := len(stack); n > 0 && closes(toks[stack[n-1]].text, t.text) {
				c.match[stack[n-1]], c.match[i] = i, stack[n-1]
				stack = stack[:n-1]
				c.depth[i] = len(stack)
				if t.text == "}" {
					braces = braces[:len(braces)-1]
				}
			}
		}
	}
	for _, open := range stack {
		c.match[open] = len(c.toks) // unclosed: runs to the end
	}
	if len(stack) > 0 && c.broken == "" {
		c.broken = "a bracket is not closed at its end"
	}
	return c
}

// maxBracketDepth bounds the nesting the readers follow by recursion (a
// Rust use tree, a Java type's nested types), far beyond real code: a
// deeper file is broken rather than the stack exhausted.
const maxBracketDepth = 1000

func closes(open, close string) bool {
	return open == "(" && close == ")" || open == "[" && close == "]" || open == "{" && close == "}"
}

func (c *cTokens) is(i int, text string) bool {
	return i >= 0 && i < len(c.toks) && c.toks[i].kind == tPunct && c.toks[i].text == text
}

func (c *cTokens) isIdent(i int, text string) bool {
	return i >= 0 && i < len(c.toks) && c.toks[i].kind == tIdent && c.toks[i].text == text
}

func (c *cTokens) ident(i int) string {
	if i >= 0 && i < len(c.toks) && c.toks[i].kind == tIdent {
		return c.toks[i].text
	}
	return ""
}

// enclosingBlock is the range of the innermost { … } around token i, or the
// whole file.
func (c *cTokens) enclosingBlock(i int) [2]int {
	if b := c.brace[i]; b >= 0 {
		return [2]int{b, c.match[b]}
	}
	return [2]int{0, len(c.toks)}
}

// bind records a local binding of name over r.
func (c *cTokens) bind(name string, r [2]int) { c.bindTyped(c.localKey(name, r[0]), r, "") }

// bindLoose records a Rust let or match-arm binding of name over r, its
// whole block (loose).
func (c *cTokens) bindLoose(name string, r [2]int) {
	if key := c.localKey(name, r[0]); key != "" {
		if c.loose == nil {
			c.loose = map[string][][2]int{}
		}
		c.loose[key] = append(c.loose[key], r)
		c.typed[key] = append(c.typed[key], typedRange{r, ""})
	}
}

// bindDoubt records that a TypeScript declaration may bind name over r
// (tsDeclarators).
func (c *cTokens) bindDoubt(name string, r [2]int) {
	if key := c.localKey(name, r[0]); key != "" {
		if c.tsDoubt == nil {
			c.tsDoubt = map[string][][2]int{}
		}
		c.tsDoubt[key] = append(c.tsDoubt[key], r)
	}
}

// typedRange is a local binding's scope and declared type.
type typedRange struct {
	r   [2]int
	typ string
}

// bindTyped records a local binding of name over r, declared of type typ.
func (c *cTokens) bindTyped(name string, r [2]int, typ string) {
	if name != "" {
		c.locals[name] = append(c.locals[name], r)
		c.typed[name] = append(c.typed[name], typedRange{r, typ})
	}
}

// typeOf is the declared type of the innermost local binding of name in
// scope at token i, or "".
func (c *cTokens) typeOf(name string, i int) string {
	best, typ := -1, ""
	for _, t := range c.typed[name] {
		if t.r[0] <= i && i <= t.r[1] && t.r[0] > best {
			best, typ = t.r[0], t.typ
		}
	}
	return typ
}

// sealLocals readies the bindings for isLocal once all are known: each
// name's ranges sorted by start, each end raised to the furthest end of
// the ranges before it, so that one binary search answers whether any
// range holds a token (a name bound in every function of a file, used in
// each, would otherwise cost bindings × uses).
func (c *cTokens) sealLocals() {
	sealRanges(c.locals)
	sealRanges(c.loose)
	sealRanges(c.tsDoubt)
}

func sealRanges(m map[string][][2]int) {
	for _, rs := range m {
		slices.SortFunc(rs, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
		for k := 1; k < len(rs); k++ {
			rs[k][1] = max(rs[k][1], rs[k-1][1])
		}
	}
}

// isLocal: a binding of name is in scope at token i (after sealLocals).
func (c *cTokens) isLocal(name string, i int) bool { return inRanges(c.locals[name], i) }

// inRanges: one of rs (sealed) holds token i.
func inRanges(rs [][2]int, i int) bool {
	k := sort.Search(len(rs), func(k int) bool { return rs[k][0] > i }) - 1
	return k >= 0 && rs[k][1] >= i
}

// maxQualifier bounds the path qualifier reads back: a longer one is no
// plain path a reader would trust, and reading it back from each of its
// names would cost its length squared.
const maxQualifier = 16

// longQualifier stands for a qualifier longer than maxQualifier, which may
// be a plain path; "?" is one that is none (a call's result, generic
// arguments).
const longQualifier = "…"

// qualifier reads the path before the name at i: a.b.name or a::b::name.
func (c *cTokens) qualifier(i int) ([]string, string) {
	if i < 2 || c.toks[i-1].kind != tPunct {
		return nil, ""
	}
	sep := c.toks[i-1].text
	if sep != "." && sep != "::" && sep != "?." {
		return nil, ""
	}
	if sep == "?." {
		sep = "."
	}
	var path []string
	j := i - 1
	for len(path) < maxQualifier && j >= 1 && (c.is(j, sep) || sep == "." && c.is(j, "?.")) {
		prev := c.toks[j-1]
		if (prev.kind != tIdent || rustKeywordBeforePath[prev.text]) && c.leadingColons(j, sep, path) {
			// A leading :: (::util::x): Rust's extern prelude, or the
			// crate root in edition 2015; "::" stands first for the
			// resolver.
			path = append(path, "::")
			j = -1
			break
		}
		if prev.kind != tIdent {
			return []string{"?"}, sep
		}
		path = append(path, prev.text)
		j -= 2
	}
	if j == 0 && c.leadingColons(j, sep, path) {
		path = append(path, "::")
	} else if j >= 0 && (c.is(j, ".") || c.is(j, "::") || c.is(j, "?.")) {
		if len(path) == maxQualifier {
			return []string{longQualifier}, sep
		}
		return []string{"?"}, sep
	}
	for a, b := 0, len(path)-1; a < b; a, b = a+1, b-1 {
		path[a], path[b] = path[b], path[a]
	}
	return path, sep
}

// leadingColons: the :: at j starts a path (after an operator or an
// opening bracket, not a type's > or a call's ) before it).
func (c *cTokens) leadingColons(j int, sep string, path []string) bool {
	if sep != "::" || !c.is(j, "::") || len(path) == 0 {
		return false
	}
	if j == 0 {
		return true
	}
	prev := c.toks[j-1]
	if prev.kind == tIdent {
		return rustKeywordBeforePath[prev.text]
	}
	return prev.kind == tPunct && prev.text != ">" && prev.text != ")" && prev.text != "]"
}

// rustKeywordBeforePath are the keywords a path may follow (x as
// ::a::T, return ::a::f()), unlike a name, which ends a path of its own.
var rustKeywordBeforePath = map[string]bool{"as": true, "return": true, "in": true, "mut": true, "dyn": true,
	"impl": true, "where": true, "for": true, "let": true, "match": true, "if": true, "while": true, "else": true,
	"move": true, "break": true, "ref": true, "const": true, "static": true, "type": true, "use": true}

// mentions records the uses of the wanted names: identifiers outside
// definitions (skip), and words inside strings.
func (c *cTokens) mentions(wanted map[string]bool, skip map[int]bool, f *synFile) {
	c.sealLocals()
	for i, t := range c.toks {
		switch {
		case t.kind == tIdent && wanted[t.text] && !skip[i] && !c.declares(i):
			qual, sep := c.qualifier(i)
			call, args := c.callArgs(i + 1)
			key := c.localKey(t.text, i)
			u := synUse{name: t.text, line: t.line, qual: qual, sep: sep, local: qual == nil && c.isLocal(key, i), call: call, args: args}
			u.localType = qual == nil && c.rustModOf != nil && c.isLocal(rustTypeKey(key), i)
			if qual == nil && !u.local && inRanges(c.loose[key], i) {
				u.loose = true
				u.maybeLocal = "a let or match-arm binding of " + t.text + " is in the block, and the reading does not tell where in it the binding holds; the use may name the removed " + t.text
			}
			if qual == nil && !u.local && u.maybeLocal == "" && inRanges(c.tsDoubt[key], i) {
				u.maybeLocal = "a declaration in the block may declare " + t.text + ": the reading does not tell whether the comma before it ends a declarator (type arguments, a comparison, JSX text, a line that may end the statement) or whether a function a script's block declares is the function's; the use may name the removed " + t.text
			}
			if len(qual) == 1 && sep == "." {
				u.qualType = c.typeOf(qual[0], i)
			}
			switch {
			case sep == "." && len(qual) > 0 && qual[0] != "?":
				u.tested = c.featureTest(i-2*len(qual), i)
			case qual == nil:
				u.tested = c.featureTest(i, i)
			}
			if c.useHook != nil {
				c.useHook(&u, i)
			}
			f.uses = append(f.uses, u)
		case t.kind == tString:
			stringMentions(t, wanted, f)
		}
	}
}

// declKeywords precede a name they declare (a method in an impl or a
// class, a nested type, a local): no use of it.
var declKeywords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"fn": true, "struct": true, "enum": true, "trait": true, "type": true, "mod": true, "union": true,
		"function": true, "class": true, "interface": true, "namespace": true, "record": true,
		"const": true, "static": true, "let": true, "var": true, "macro_rules": true,
	}
}}

// declares: the name at i is being declared, not used: after a
// declaration keyword (one after a . is a property's name: o.let⏎name()
// uses name), an object or struct key ({ name: … }, a field name: Type),
// or a method's name in its definition (name(…) { … }).
func (c *cTokens) declares(i int) bool {
	prev := c.ident(i - 1)
	if c.tsWordOnItsLine(i - 1) {
		return false
	}
	if declKeywords.get()[prev] && !c.is(i-2, ".") && !c.is(i-2, "?.") || c.is(i-1, "!") && c.isIdent(i-2, "macro_rules") || prev == "mut" && c.isIdent(i-2, "static") {
		return true
	}
	if (c.is(i+1, ":") || c.is(i+1, "?") && c.is(i+2, ":")) && (c.is(i-1, "{") || c.is(i-1, ",") || prev == "pub" || c.is(i-1, ";")) {
		return !c.is(i+1, "::")
	}
	if c.is(i+1, "(") && c.match[i+1] < len(c.toks) && (!controlWords.get()[prev] || c.java && prev == "void") && prev != "match" && prev != "function" {
		k := c.match[i+1] + 1
		if c.isIdent(k, "throws") || c.is(k, ":") {
			for end := k + 64; k < len(c.toks) && k < end && !(c.depth[k] == c.depth[i] && (c.is(k, "{") || c.is(k, ";") || c.is(k, "=>") || c.is(k, "="))); k++ {
			}
		}
		return c.is(k, "{") && !controlWords.get()[c.toks[i].text] && c.toks[i].text != "while" && c.toks[i].text != "function"
	}
	return false
}

// callArgs: the ( at open starts a call's arguments, and how many; -1
// when a < among them may open type arguments (f(new M<K, V>(), x)), whose
// commas cannot be told from those between a < b and c > d.
func (c *cTokens) callArgs(open int) (bool, int) {
	if !c.is(open, "(") {
		return false, 0
	}
	end := min(c.match[open], len(c.toks))
	if end == open+1 {
		return true, 0
	}
	n := 1
	for k := open + 1; k < end && c.step(); k++ {
		if c.depth[k] == c.depth[open]+1 && c.is(k, ",") {
			n++
		}
		if c.depth[k] == c.depth[open]+1 && c.is(k, "<") {
			return true, -1
		}
	}
	return true, n
}

// stringMentions records the wanted names that occur as words in a string.
func stringMentions(t tok, wanted map[string]bool, f *synFile) {
	line, last := t.line, 0
	eachWord(t.text, func(from, to int) bool {
		if wanted[t.text[from:to]] {
			line += strings.Count(t.text[last:from], "\n")
			last = from
			f.uses = append(f.uses, synUse{name: t.text[from:to], line: line, str: true})
		}
		return true
	})
}

// mayHold: a quick test that src could mention one of the wanted names,
// before lexing it for mentions. A unicode escape may spell a name's
// letters (remov\u0065d), so a file holding one is lexed; so is one
// with a word Python reads as a wanted name (ｈelper, pyIdentName).
func mayHold(src []byte, wanted map[string]bool) bool {
	if bytes.Contains(src, []byte(`\u`)) {
		return true
	}
	src = bytes.TrimPrefix(src, utf8BOM) // glued to the first word otherwise
	found := false
	eachWord(src, func(from, to int) bool {
		// string(w) as a map key copies nothing: an ASCII word, nearly
		// every word, is looked up once and never allocated.
		w := src[from:to]
		found = wanted[string(w)] || !isASCII(w) && wanted[pyNFKCName(string(w))]
		return !found
	})
	return found
}

// eachWord calls fn with the bounds of each run of word bytes in s, while
// fn returns true.
func eachWord[S ~string | ~[]byte](s S, fn func(from, to int) bool) {
	for i := 0; i < len(s); {
		if !isWordByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isWordByte(s[j]) {
			j++
		}
		if !fn(i, j) {
			return
		}
		i = j
	}
}

// featureTest: the member access from token start to its name at i is
// tested rather than used: typeof a.b, a.b?.(…), a.b && …, a.b ? … :
// …, a.b || …, a.b ?? …, !a.b, if (a.b).
func (c *cTokens) featureTest(start, i int) bool {
	if c.isIdent(start-1, "typeof") || c.is(start-1, "!") {
		return true
	}
	if c.is(i+1, "?.") || c.is(i+1, "&&") || c.is(i+1, "?") || c.is(i+1, "||") || c.is(i+1, "??") {
		return true
	}
	return c.is(start-1, "(") && c.isIdent(start-2, "if") && c.is(i+1, ")")
}
