package symbols

import (
	"bytes"
	"strings"
)

// synTS reads a TypeScript/JavaScript file: top-level declarations (at
// bracket depth 0, at a statement's start), CommonJS exports, imports,
// re-exports and require()s, and local bindings (let/const/var, nested
// functions and classes, parameters, catch variables) by block.
func synTS(path string, src []byte, wanted map[string]bool) synFile {
	f := synFile{path: path}
	if bytes.HasPrefix(src, utf8BOM) {
		// tsc and Node skip a byte order mark; read as code it would
		// hide the import it stands before.
		src = append([]byte("   "), src[len(utf8BOM):]...)
	}
	if bytes.HasPrefix(src, []byte("#!")) {
		// A hashbang line is no code: read as code, it would hide a
		// "use strict" after it.
		line := bytes.IndexByte(src, '\n')
		if line < 0 {
			line = len(src)
		}
		src = append(bytes.Repeat([]byte(" "), line), src[line:]...)
	}
	toks, broken, jsxText := lexTS(src, mayHoldJSX(path))
	c := newCTokens(toks, broken)
	c.tsJSX = mayHoldJSX(path)
	c.ts = true
	c.markTemplateCode()
	skip := map[int]bool{}
	// esm: the file imports or exports, which makes it strict code (a
	// CommonJS file's require does not).
	esm := strings.HasSuffix(path, ".mjs") || strings.HasSuffix(path, ".mts")
	for i := 0; i < len(c.toks); i++ {
		t := c.toks[i]
		if t.kind != tIdent {
			continue
		}
		c.tsCommonJS(i, &f, skip)
		top := c.depth[i] == 0 && c.statementStart(i)
		switch {
		case top && t.text == "import" && !c.is(i+1, "(") && !c.is(i+1, "."):
			end := c.tsImport(i, &f)
			markRange(skip, i, end)
			f.module, esm = true, true
			i = end
		case top && t.text == "export":
			f.module, esm = true, true
			if c.isIdent(i+1, "default") {
				c.tsExportDefault(i+1, &f)
			}
			if end, ok := c.tsExportList(i, &f); ok {
				markRange(skip, i, end)
				i = end
				continue
			}
			c.tsDecl(i+1, true, &f, skip)
		case top:
			c.tsDecl(i, false, &f, skip)
		case c.depth[i] > 0:
			if t.text == "const" || t.text == "let" || t.text == "var" {
				c.tsNestedLoad(i, &f, skip)
			}
			c.tsLocal(i)
			c.tsBlockDecl(i)
		}
		if c.is(i+1, "(") {
			c.tsParams(i + 1)
		}
		if c.is(i+1, "=>") {
			body := c.arrowBody(i + 1)
			c.bind(t.text, [2]int{i, body[1]})
		}
	}
	for i := range c.toks {
		if c.is(i, "(") && (i == 0 || c.toks[i-1].kind != tIdent) {
			c.tsParams(i) // an arrow function's (params) =>
		}
	}
	// A function a block declares is the block's in strict code (an
	// ES module, "use strict") and, in sloppy code, the function's
	// around it as a var is; whether other code is strict is the
	// configuration's (alwaysStrict, strict), so a use outside the block
	// may name either.
	if !esm && !(c.str(0) && c.toks[0].text == "use strict") {
		for _, k := range c.tsBlockFuncs {
			r, _ := c.varScope(k)
			c.bindDoubt(c.toks[k].text, r)
		}
	}
	c.bindNamespaceExports(wanted)
	f.tsLoads = c.tsSpecs(src)
	c.moduleValues(&f, skip, false)
	if wanted != nil {
		c.mentions(wanted, skip, &f)
		if isPlainJS(path) {
			jsDocMentions(src, wanted, &f)
		}
		for _, t := range jsxText {
			stringMentions(t, wanted, &f)
		}
	}
	f.broken = c.why()
	return f
}

// jsDocMentions adds what the JSDoc comments of a JavaScript file that
// import from a module (@import { foo } from "./a", @type
// {import("./a").Foo}) name: with checkJs or // @ts-check, tsc checks
// them, so a removed name they hold breaks the build. The reading does
// not follow them; what they name is a string's, neither a use nor
// none.
func jsDocMentions(src []byte, wanted map[string]bool, f *synFile) {
	line, at := 1, 0
	for {
		i := bytes.Index(src[at:], []byte("/**"))
		if i < 0 {
			return
		}
		start := at + i
		end := bytes.Index(src[start+3:], []byte("*/"))
		if end < 0 {
			end = len(src)
		} else {
			end += start + 3 + 2
		}
		line += bytes.Count(src[at:start], []byte("\n"))
		if body := src[start:end]; bytes.Contains(body, []byte("import")) {
			stringMentions(tok{kind: tString, text: string(body), line: line}, wanted, f)
		}
		line += bytes.Count(src[start:end], []byte("\n"))
		at = end
	}
}

func markRange(skip map[int]bool, from, to int) {
	for k := from; k <= to; k++ {
		skip[k] = true
	}
}

// statementStart: token i opens a statement (first token, after ; or },
// after a { that opens statements, or first on its line). A word in a template literal's ${…}
// starts an expression, whatever line it opens.
func (c *cTokens) statementStart(i int) bool {
	if c.tsTemplateCode != nil && c.tsTemplateCode[i] {
		return false
	}
	if i == 0 || c.toks[i].lineStart {
		return true
	}
	return c.is(i-1, ";") || c.is(i-1, "}") || c.is(i-1, "{") && c.opensStatements(i-1)
}

// opensStatements: the { at b surely opens a block of statements: a
// function's or method's body or an if's, loop's or catch's block after
// the ) of its header, a case's block, or one after else, try, catch,
// finally or do. A class's body, an interface's, a type literal (one
// after => or a colon too), an object literal and a namespace's body do
// not count: there a member may be named function or class, and the
// next line's name is a member's, no declaration.
func (c *cTokens) opensStatements(b int) bool {
	p := b - 1
	if p < 0 {
		return false
	}
	if c.is(p, ")") {
		return true
	}
	if c.is(p, ":") {
		return c.afterCaseLabel(b)
	}
	switch c.ident(p) {
	case "else", "try", "catch", "finally", "do":
		return true
	}
	return false
}

// markTemplateCode sets tsTemplateCode: each ${…}'s tokens but those
// in its brackets and in a template nested in it, which their own
// reading marks; every token is visited once.
func (c *cTokens) markTemplateCode() {
	for k, t := range c.toks {
		if t.upto <= k+1 {
			continue
		}
		if c.tsTemplateCode == nil {
			c.tsTemplateCode = make([]bool, len(c.toks))
		}
		for j := k + 1; j < t.upto && j < len(c.toks); {
			c.tsTemplateCode[j] = true
			switch {
			case (c.is(j, "(") || c.is(j, "[") || c.is(j, "{")) && c.match[j] > j:
				j = c.match[j]
			case c.toks[j].upto > j:
				j = c.toks[j].upto
			default:
				j++
			}
		}
	}
}

// tsImport reads an import statement at i and returns its last token.
func (c *cTokens) tsImport(i int, f *synFile) int {
	line := c.toks[i].line
	j := i + 1
	if c.isIdent(j, "type") && !c.isIdent(j+1, "from") && !c.is(j+1, ",") {
		j++
	}
	var pending []synBind
	if name := c.ident(j); name != "" && name != "from" {
		if c.is(j+1, "=") && c.isIdent(j+2, "require") && c.is(j+3, "(") && c.str(j+4) {
			f.binds = append(f.binds, synBind{local: name, spec: c.toks[j+4].text, line: line})
			return j + 5
		}
		pending = append(pending, synBind{local: name, name: "default", line: line})
		j++
		if c.is(j, ",") {
			j++
		}
	}
	if c.is(j, "*") && c.isIdent(j+1, "as") {
		pending = append(pending, synBind{local: c.ident(j + 2), line: line})
		j += 3
	}
	if c.is(j, "{") {
		pending = append(pending, c.tsSpecifiers(j, line, false)...)
		j = c.match[j] + 1
	}
	if c.isIdent(j, "from") {
		j++
	}
	if !c.str(j) {
		return min(j, len(c.toks)-1)
	}
	for _, b := range pending {
		b.spec = c.toks[j].text
		f.binds = append(f.binds, b)
	}
	return j
}

func (c *cTokens) str(i int) bool { return i >= 0 && i < len(c.toks) && c.toks[i].kind == tString }

// tsSpecifiers reads { a, b as c, type d } from the brace at open.
func (c *cTokens) tsSpecifiers(open, line int, export bool) []synBind {
	var binds []synBind
	end := min(c.match[open], len(c.toks))
	for k := open + 1; k < end; k++ {
		name := c.ident(k)
		if name == "" {
			if c.str(k) { // import { "a-b" as ab }
				name = c.toks[k].text
			} else {
				continue
			}
		}
		if name == "type" && (c.ident(k+1) != "" && !c.isIdent(k+1, "as")) {
			continue
		}
		b := synBind{local: name, name: name, line: line, export: export}
		if c.isIdent(k+1, "as") && k+2 < end {
			b.local = c.toks[k+2].text
			k += 2
		}
		binds = append(binds, b)
		for k+1 < end && !c.is(k+1, ",") {
			k++
		}
	}
	return binds
}

// tsExportList reads export { … } [from '…'] and export * [as ns] from '…'.
func (c *cTokens) tsExportList(i int, f *synFile) (int, bool) {
	line := c.toks[i].line
	j := i + 1
	if c.isIdent(j, "type") && c.is(j+1, "{") {
		j++
	}
	switch {
	case c.is(j, "{"):
		binds := c.tsSpecifiers(j, line, true)
		k := c.match[j] + 1
		spec := ""
		if c.isIdent(k, "from") && c.str(k+1) {
			spec = c.toks[k+1].text
			k++
		} else {
			k-- // the closing brace
		}
		for _, b := range binds {
			b.spec = spec
			f.binds = append(f.binds, b)
		}
		return min(k, len(c.toks)-1), true
	case c.is(j, "*"):
		b := synBind{line: line, star: true, export: true}
		k := j + 1
		if c.isIdent(k, "as") {
			b = synBind{local: c.ident(k + 1), line: line, export: true}
			k += 2
		}
		if c.isIdent(k, "from") && c.str(k+1) {
			b.spec = c.toks[k+1].text
			f.binds = append(f.binds, b)
			return k + 1, true
		}
		return min(k, len(c.toks)-1), true
	}
	return 0, false
}

var tsModifiers = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"default": true, "declare": true, "async": true, "abstract": true}
}}

// tsDecl reads a top-level declaration starting at j.
func (c *cTokens) tsDecl(j int, exported bool, f *synFile, skip map[int]bool) {
	for tsModifiers.get()[c.ident(j)] {
		j++
	}
	// isType: the name is (also) a type, which a value of the same
	// name in a narrower scope does not hide (tsNamespaceLocal).
	def := func(k int, isType bool) {
		if name := c.ident(k); name != "" {
			kw := c.ident(j)
			f.defs = append(f.defs, synDef{name: name, line: c.toks[k].line, public: exported, isType: isType, typeOnly: kw == "interface" || kw == "type"})
			skip[k] = true
		}
	}
	kw := c.ident(j)
	switch kw {
	case "type", "interface", "namespace", "module":
		// type⏎helper = 1 is two statements, the word read as a name
		// and an assignment to helper: TypeScript reads these words as
		// a declaration's only before a name on their line.
		if !exported && !c.sameLine(j, j+1) {
			return
		}
	}
	switch kw {
	case "function":
		if c.is(j+1, "*") {
			j++
		}
		def(j+1, false)
	case "class", "interface", "enum", "namespace":
		def(j+1, true)
	case "module":
		if c.ident(j+1) != "" {
			def(j+1, true)
			return
		}
		if c.str(j+1) && c.is(j+2, "{") {
			c.tsAugment(j+1, f)
			return
		}
		c.tsExportsAssign(j, f, skip)
	case "import":
		// export import name = ns.member: an alias the module exports.
		if c.is(j+2, "=") {
			def(j+1, true)
		}
	case "type":
		if c.is(j+2, "=") || c.is(j+2, "<") {
			def(j+1, true)
		}
	case "const", "let", "var":
		if c.isIdent(j+1, "enum") {
			def(j+2, true)
			return
		}
		c.tsVarDecl(j+1, exported, f, skip)
	case "exports":
		c.tsExportsAssign(j, f, skip)
	case "global":
		if c.isIdent(j-1, "declare") && c.is(j+1, "{") {
			c.tsGlobalBlock(j+1, f)
		}
	}
}

// tsExportsAssign reads exports.name = … and module.exports.name = ….
func (c *cTokens) tsExportsAssign(k int, f *synFile, skip map[int]bool) {
	if c.isIdent(k, "module") && c.is(k+1, ".") {
		k += 2
	}
	if c.isIdent(k, "exports") && c.is(k+1, ".") && c.ident(k+2) != "" && c.is(k+3, "=") {
		f.defs = append(f.defs, synDef{name: c.ident(k + 2), line: c.toks[k+2].line, public: true})
		skip[k+2] = true
	}
}

// tsVarDecl reads the declarators of a top-level const/let/var at j: names
// and destructuring patterns, or bindings when it is a require().
func (c *cTokens) tsVarDecl(j int, exported bool, f *synFile, skip map[int]bool) {
	doubt := false
	for {
		var names []int
		next := j + 1
		switch {
		case c.ident(j) != "":
			names = append(names, j)
		case c.is(j, "{") || c.is(j, "["):
			names = c.patternNames(j)
			next = c.match[j] + 1
		default:
			return
		}
		switch {
		case doubt:
			// Past a line that may have ended the statement: the name
			// may or may not be declared, so its uses in the file are
			// neither the removed one's nor surely not.
			for _, k := range names {
				c.bindDoubt(c.toks[k].text, [2]int{0, len(c.toks)})
			}
		// const x = require('m'), const { a } = await import('m')
		case !c.tsLoadBinds(j, next, names, false, f, skip):
			for _, k := range names {
				f.defs = append(f.defs, synDef{name: c.toks[k].text, line: c.toks[k].line, public: exported})
				skip[k] = true
			}
		}
		// Another declarator: , name = … at depth 0 in this statement,
		// past a type annotation whose generic arguments hold commas.
		k := next
		if c.is(k, ":") {
			angle := 0
			for ; k < len(c.toks) && c.step() && !(c.depth[k] == 0 && angle <= 0 && (c.is(k, "=") || c.is(k, ";"))); k++ {
				if c.is(k, "<") {
					angle++
				} else if c.is(k, ">") {
					angle--
				}
			}
		}
		k, unsure := c.declaratorEnd(k, next)
		doubt = doubt || unsure
		if !c.is(k, ",") {
			return
		}
		j = k + 1
	}
}

// declaratorEnd is the , or ; (or the line) ending the declarator whose
// initialiser goes on from k, next being the token after its name. A
// comma in type arguments (f<X, Bar>(), new Map<K, V>) or an arrow
// function's type parameters (= <T extends Record<K, V>>(…) => …) ends
// none: a < after a name, a > or the = opens them when its > closes
// them, at depth 0, before any token no type holds and followed by what
// ends an operand or calls it; else the < compares, and the first
// comma after it ends the declarator. A line opening with ( or [ goes
// on an initialiser's operand (= f ⏎ (x), helper calls f): surely
// after a name, a literal, a ) or a ], unless a type (as T, satisfies
// T) or JSX text (<p>a ⏎ (b), c</p>) may end there; after anything
// else (an arrow's block body, type arguments) the reading cannot
// tell, and reads on unsure.
func (c *cTokens) declaratorEnd(k, next int) (int, bool) {
	angle, comma := 0, -1
	init, typed, unsure := c.is(k, "="), false, false
	for ; k < len(c.toks) && c.step(); k++ {
		if c.depth[k] != 0 {
			continue
		}
		typed = typed || c.isIdent(k, "as") || c.isIdent(k, "satisfies") || c.tsJSX && c.is(k, "<")
		end := c.is(k, ";")
		if c.toks[k].lineStart && k > next && !continues(c, k) {
			switch {
			case !(c.is(k, "(") || c.is(k, "[")) || !init || !c.endsOperand(k-1) || c.postfix(k-1):
				end = true
			case typed || c.isIdent(k-1, "yield") || c.is(k-1, "}") || c.is(k-1, ">"):
				unsure = true
			}
		}
		if angle > 0 && (end || !c.typeArgToken(k)) {
			// The < compared.
			if comma >= 0 {
				return comma, unsure
			}
			angle = 0
		}
		switch {
		case c.is(k, "<") && (angle > 0 || k > 0 && (c.toks[k-1].kind == tIdent || c.is(k-1, ">") || c.is(k-1, "="))):
			angle++
		case angle > 0 && c.is(k, ">"):
			if angle--; angle == 0 {
				if !c.typeArgsEnd(k+1) && comma >= 0 {
					return comma, unsure
				}
				comma = -1
			}
		case angle > 0:
			if comma < 0 && c.is(k, ",") {
				comma = k
			}
		case c.is(k, ",") || end:
			return k, unsure
		}
	}
	if comma >= 0 {
		return comma, unsure
	}
	return k, unsure
}

// typeArgToken: the token at k (depth 0) may stand in type arguments.
func (c *cTokens) typeArgToken(k int) bool {
	switch t := c.toks[k]; t.kind {
	case tIdent, tString, tNumber:
		return true
	case tPunct:
		switch t.text {
		case ",", ".", "<", ">", "|", "&", "?", ":", "(", ")", "[", "]", "{", "}", "=>", "...", "-":
			return true
		}
	}
	return false
}

// typeArgsEnd: what follows a > at k makes it close type arguments: a
// call, or what ends an instantiation expression (f<T>;).
func (c *cTokens) typeArgsEnd(k int) bool {
	if k >= len(c.toks) || c.toks[k].lineStart {
		return true
	}
	switch t := c.toks[k]; {
	case t.kind == tString:
		return true // a tagged template
	case t.kind == tPunct:
		switch t.text {
		case "(", ";", ",", ")", ".", "?.":
			return true
		}
	}
	return false
}

// continues: the line at k carries on the previous line's expression.
func continues(c *cTokens, k int) bool {
	prev := c.toks[k-1]
	if prev.kind == tPunct {
		switch prev.text {
		case ")", "]", "}":
			return false
		}
		return true
	}
	return c.toks[k].kind == tPunct && c.toks[k].text != "(" && c.toks[k].text != "["
}

// patternNames are the names a destructuring pattern at open binds:
// { a, b: c, ...d } binds a, c, d; [x, , y = 1] binds x, y. A default
// value and a computed key are expressions, whose names are uses, not
// bindings ({ a = f(b) }, { [k]: v }, [x = { y }]): only a target is
// bound, a name or a nested pattern after a key's colon or in an
// element's place.
func (c *cTokens) patternNames(open int) []int {
	var names []int
	c.patternTargets(open, &names)
	return names
}

func (c *cTokens) patternTargets(open int, names *[]int) {
	if open < 0 || open >= len(c.toks) {
		return
	}
	end := min(c.match[open], len(c.toks))
	obj := c.is(open, "{")
	k := open + 1
	for k < end && c.step() {
		if c.is(k, ",") {
			k++ // a separator, or an array pattern's hole
			continue
		}
		if c.is(k, "...") {
			k++
		}
		if obj {
			// A key before a colon: a name, a string, a number or a
			// computed [expression].
			switch {
			case c.is(k, "[") && c.match[k] > k && c.is(c.match[k]+1, ":"):
				k = c.match[k] + 2
			case k+1 < end && c.is(k+1, ":") && (c.ident(k) != "" || c.str(k) || c.toks[k].kind == tNumber):
				k += 2
			}
		}
		switch {
		case k >= end:
		case c.ident(k) != "":
			*names = append(*names, k)
		case c.is(k, "{") || c.is(k, "["):
			c.patternTargets(k, names)
		}
		// On to the comma ending the element, past a default value.
		for k < end && c.step() && !c.is(k, ",") {
			switch {
			case (c.is(k, "(") || c.is(k, "[") || c.is(k, "{")) && c.match[k] > k:
				k = c.match[k] + 1
			case c.toks[k].upto > k:
				k = c.toks[k].upto
			default:
				k++
			}
		}
	}
}

// tsLocal binds a declaration inside a block to the block.
func (c *cTokens) tsLocal(i int) {
	// A declaration stands in a block, or a for header's (: a word
	// right inside a ( or a [ is JSX text's ([<p>⏎ let a ⏎</p>]) or an
	// expression's, and declares nothing.
	if o := c.inner[i]; o >= 0 && (c.is(o, "(") || c.is(o, "[")) && !(o == i-1 && c.tsForHeader(o)) {
		return
	}
	t := c.toks[i].text
	unsure := false // the keyword may be a member's name (memberWord)
	switch t {
	case "const", "let", "var", "function", "class":
		var member bool
		if member, unsure = c.memberWord(i); member {
			return
		}
	}
	switch t {
	case "const", "let", "var":
		scope, maybe := c.enclosingBlock(i), false
		if t == "var" {
			scope, maybe = c.varScope(i)
		}
		header := false
		if open := i - 1; c.is(open, "(") && c.tsForHeader(open) {
			header = true
			if t != "var" {
				scope = c.forScope(open)
			}
		}
		c.tsVarDoubt = maybe || unsure
		c.tsExportIn = c.tsMemberOf(i)
		c.tsDeclarators(i, scope, header)
		c.tsVarDoubt, c.tsExportIn, c.tsExportMaybe = false, 0, false
	case "function", "class":
		// One inside a declaration's declarators is an expression's or
		// JSX text's, which declares nothing in the block.
		if name := c.ident(i + 1); name != "" && (c.statementStart(i) || c.afterCaseLabel(i)) && (c.tsDeclRead == nil || !c.tsDeclRead[i]) {
			if c.tsJSXDoubt != nil && c.tsJSXDoubt[i] || unsure {
				c.bindDoubt(name, c.enclosingBlock(i))
			} else {
				c.bind(name, c.enclosingBlock(i))
			}
			if c.brace[i] >= 0 && c.statementBlock(c.brace[i]) {
				c.tsBlockFuncs = append(c.tsBlockFuncs, i+1)
			}
		}
	case "catch":
		if c.is(i+1, "(") && c.is(i-1, "}") {
			// From the (, as a function's parameters: a pattern's
			// names there are the binding's, no uses. Only a try
			// block's } comes before the keyword; p.catch(helper)
			// calls a method with a use.
			r := c.bodyAfter(c.match[i+1])
			c.bindParams(i+1, [2]int{i + 1, r[1]})
		}
	}
}

// memberWord: the const, let, var, function or class at i may be a
// member's or a property's name, not a declaration's keyword. After a .
// it is a property (o.let⏎helper() reads o.let, then calls helper). A
// class's or an interface's body and a type literal name members, ended
// by a newline: there the keyword alone on its line is a member, and the
// name on the next line another member's (class K { function⏎helper()
// {} }), which binds nothing. On one line the two are a declaration (or
// no code at all). Where the reading cannot tell the brace's kind, the
// name may or may not be declared (unsure).
func (c *cTokens) memberWord(i int) (member, unsure bool) {
	if c.is(i-1, ".") || c.is(i-1, "?.") {
		return true, false
	}
	if i+1 >= len(c.toks) || c.toks[i+1].line == c.toks[i].line {
		return false, false
	}
	b := c.brace[i]
	if b < 0 || c.inner[i] != b {
		return false, false
	}
	switch {
	case c.memberBody(b):
		return true, false
	case c.statementsBody(b):
		return false, false
	}
	return false, true
}

// statementsBody: the { at b surely opens statements, not members: a
// function's or a statement's block (opensStatements) that is no
// class's body after a heritage call (class extends mix(A) { … }), a
// class's static block, or a namespace's or module's body.
func (c *cTokens) statementsBody(b int) bool {
	if c.opensStatements(b) {
		return !c.memberBody(b)
	}
	p := b - 1
	switch {
	case c.isIdent(p, "static") && c.memberBody(c.brace[p]):
		return true
	case c.isIdent(p, "global") && (c.isIdent(p-1, "declare") || p == 0 || c.statementStart(p)):
		return true
	case c.str(p) || c.ident(p) != "":
		k := p
		if c.ident(p) != "" {
			k = c.tsDottedFirst(p)
		}
		return (c.isIdent(k-1, "namespace") || c.isIdent(k-1, "module")) && !c.is(k-2, ".")
	}
	return false
}

// memberBody: the { at b opens a class's or an interface's body (the
// first { after the keyword at its depth that its header's type
// parameters, heritage expressions and type arguments do not hold, over
// a bounded run of tokens that holds no ; or }; a keyword before a
// name, type parameters or a class's {, not a property's key such as
// { class: 1, run() { … } }), a type literal in such a header, or a
// type literal or object literal after =, (, [, a comma, ?, <, | or &.
func (c *cTokens) memberBody(b int) bool {
	if b < 1 || b >= len(c.toks) {
		return false
	}
	if c.tsMemberBody == nil {
		c.tsMemberBody = make([]bool, len(c.toks))
		for k := range c.toks {
			if w := c.ident(k); (w == "class" || w == "interface") && !c.is(k-1, ".") && !c.is(k-1, "?.") && (c.ident(k+1) != "" || w == "class" && (c.is(k+1, "{") || c.is(k+1, "<"))) {
				c.markMemberBody(k)
			}
		}
	}
	if c.tsMemberBody[b] {
		return true
	}
	switch c.toks[b-1].text {
	case "=", "(", "[", ",", "?", "<", "|", "&":
		return c.toks[b-1].kind == tPunct
	}
	return false
}

// markMemberBody marks the body of the class or interface at k. A {
// before it in its header is no body: in type parameters or arguments
// (class K<T extends {a: 1}>, implements I<{b: 2}>) it opens a type
// literal, right after extends an object literal (extends {}.x), and
// after a class or function keyword of the heritage expression that
// expression's body (extends class {} {), which its own reading marks.
// A class or function after . or ?. is a property's name (mk.class(B)),
// no keyword. The header's type literals are marked only once its body
// is found: a header the walk cannot close (an unbalanced < count) is
// read as before, its first { the body, rather than letting braces
// past the class pass for member bodies.
func (c *cTokens) markMemberBody(k int) {
	if !c.markMemberHeader(k) {
		c.markFirstBrace(k)
	}
}

// markMemberHeader walks the header of the class or interface at k to
// its body and marks it and the type literals before it; it reports
// whether the body was found. A >= closes an angle as a > does (tsc
// reads <T extends A<number>= {a: 1}> so); >> and >>= lex as > tokens.
func (c *cTokens) markMemberHeader(k int) bool {
	d := c.depth[k]
	angle, inner := 0, 0
	var lits []int
	for j, n := k+1, 0; j < len(c.toks) && n < 128; n++ {
		switch {
		case c.depth[j] < d || c.is(j, ";") || c.is(j, "}"):
			return false
		case c.is(j, "<"):
			angle++
		case (c.is(j, ">") || c.is(j, ">=")) && angle > 0:
			angle--
		case angle == 0 && (c.isIdent(j, "class") || c.isIdent(j, "function")) && !c.is(j-1, ".") && !c.is(j-1, "?."):
			inner++
		case c.is(j, "{") && angle == 0 && inner == 0 && !c.isIdent(j-1, "extends"):
			for _, l := range lits {
				c.tsMemberBody[l] = true
			}
			c.tsMemberBody[j] = true
			return true
		case (c.is(j, "(") || c.is(j, "[") || c.is(j, "{")) && c.match[j] > j:
			if c.is(j, "{") {
				if angle == 0 && inner > 0 {
					inner--
				} else {
					lits = append(lits, j)
				}
			}
			j = c.match[j] + 1
			continue
		}
		j++
	}
	return false
}

// markFirstBrace marks the first { after the keyword at k at its depth,
// over a bounded run of tokens that holds no ; or }.
func (c *cTokens) markFirstBrace(k int) {
	d := c.depth[k]
	for j, n := k+1, 0; j < len(c.toks) && n < 64; n++ {
		switch {
		case c.depth[j] < d || c.is(j, ";") || c.is(j, "}"):
			return
		case c.is(j, "{"):
			c.tsMemberBody[j] = true
			return
		case (c.is(j, "(") || c.is(j, "[")) && c.match[j] > j:
			j = c.match[j] + 1
			continue
		}
		j++
	}
}

// afterCaseLabel: the token at i follows a switch's case … : or
// default:, which a statement follows. The label is looked for among a
// bounded number of tokens back in the switch's own body; a ?, ; or
// brace first makes the colon a conditional's or a type's (unsure:
// not a statement's start).
func (c *cTokens) afterCaseLabel(i int) bool {
	b := c.brace[i]
	if !c.is(i-1, ":") || b < 1 || c.inner[i] != b || !c.is(b-1, ")") || c.match[b-1] < 1 || !c.isIdent(c.match[b-1]-1, "switch") {
		return false
	}
	if c.isIdent(i-2, "default") {
		return true
	}
	for k, n := i-2, 0; k > b && n < 32; n++ {
		switch {
		case c.isIdent(k, "case"):
			return k < i-2
		case c.is(k, ")") || c.is(k, "]"):
			if c.match[k] < 0 || c.match[k] >= k {
				return false
			}
			k = c.match[k] - 1
			continue
		case c.toks[k].kind == tPunct && (c.is(k, "?") || c.is(k, ";") || c.is(k, ":") || c.is(k, "{") || c.is(k, "}")):
			return false
		}
		k--
	}
	return false
}

// varScope is where a var at i is in scope: var is hoisted out of the
// blocks of statements (an if's, a loop's, a try's, a bare block) to
// the function around them, or to the whole file, from before the
// declaration as much as after it. Any other block (a function's, a
// method's, a class's static block, a label's) bounds it. Where the
// reading cannot tell a statement's block from a method's body (a
// method named if, for, catch or with in an unknown brace), the var is
// taken out as far as it may go, and maybe is set: it may or may not be
// in scope there.
func (c *cTokens) varScope(i int) (r [2]int, maybe bool) {
	b := c.brace[i]
	for b >= 0 && c.step() {
		stmt, doubt := c.blockKind(b)
		if !stmt && !doubt {
			break
		}
		maybe = maybe || doubt
		b = c.brace[b]
	}
	if b < 0 {
		return [2]int{0, len(c.toks)}, maybe
	}
	return [2]int{b, c.match[b]}, maybe
}

// statementBlock: the { at b may open a statement's block (blockKind).
func (c *cTokens) statementBlock(b int) bool {
	stmt, maybe := c.blockKind(b)
	return stmt || maybe
}

// blockKind: the { at b opens a statement's block, not a function's
// body (stmt): after an if, for, while, switch, catch or with header,
// after else, try, catch, finally or do, after a case's or a label's
// colon, or where a statement may start (after ; or {). A method may be
// named as those keywords (catch(fn) { … }, static for(k) { … }, an
// object's with(x) { … }): its header's word is a keyword only where a
// statement may start, which the reading cannot always tell (maybe).
func (c *cTokens) blockKind(b int) (stmt, maybe bool) {
	if b < 0 || b >= len(c.toks) {
		return false, false
	}
	if c.tsBlockKind == nil {
		c.tsBlockKind = make([]int8, len(c.toks))
	}
	if k := c.tsBlockKind[b]; k != 0 {
		return k == 1, k == 2
	}
	stmt, maybe = c.blockKindOf(b)
	c.tsBlockKind[b] = 3
	switch {
	case stmt:
		c.tsBlockKind[b] = 1
	case maybe:
		c.tsBlockKind[b] = 2
	}
	return stmt, maybe
}

// blockKindOf reads blockKind, which caches it.
func (c *cTokens) blockKindOf(b int) (stmt, maybe bool) {
	p := b - 1
	if p < 0 {
		return false, false
	}
	if c.is(p, ")") {
		o := c.match[p]
		if o < 0 {
			return false, false
		}
		switch c.ident(o - 1) {
		case "if", "for", "while", "switch", "catch", "with":
			return c.keywordHead(o - 1)
		case "await":
			if c.isIdent(o-2, "for") {
				return c.keywordHead(o - 2)
			}
		}
		return false, false
	}
	switch c.ident(p) {
	case "else", "try", "catch", "finally", "do":
		return true, false
	}
	// A var stands in no object literal and no type: a brace after a
	// colon holding one is a case's or a label's block. One after a }
	// may be a function's body after a return type's object literal
	// (f(): A | { b: T } { … }), which bounds the var.
	return c.is(p, ";") || c.is(p, "{") || c.is(p, ":"), false
}

// keywordHead: the word at k (if, for, while, switch, catch, with) is a
// statement's keyword (stmt), not a method's name, or may be (maybe). It
// is a name after a ., after static, async, get, set, * or a comma, and
// a statement's keyword only in a block that holds statements: the
// file's, a function's or an arrow's body, or a statement's block. In
// any other brace (a class's body, an object literal, a body after a
// return type) the reading cannot tell.
func (c *cTokens) keywordHead(k int) (stmt, maybe bool) {
	if q := k - 1; q >= 0 {
		switch {
		case c.is(q, ".") || c.is(q, "?.") || c.is(q, ",") || c.is(q, "*"):
			return false, false
		}
		switch c.ident(q) {
		case "static", "async", "get", "set", "accessor", "public", "private", "protected", "override", "readonly", "abstract", "declare":
			return false, false
		}
	}
	if c.inner[k] != c.brace[k] {
		// Inside a ( or a [: an expression's, no statement.
		return false, false
	}
	e := c.brace[k]
	if e < 0 {
		return true, false
	}
	if c.is(e-1, "=>") {
		return true, false
	}
	if c.is(e-1, ")") {
		if o := c.match[e-1]; o >= 0 {
			switch c.ident(o - 1) {
			case "if", "for", "while", "switch", "catch", "with", "await":
				// A statement's block or a method's body: either holds
				// statements, unless the reading is unsure of it.
				if s, m := c.blockKind(e); s || m {
					return s, m
				}
			}
		}
		return true, false
	}
	if c.is(e-1, ":") {
		// A case's or a label's block, or an object property's value.
		return false, true
	}
	if s, m := c.blockKind(e); s || m {
		return s, m
	}
	return c.braceHead(e)
}

// braceHead reads back from the { at e, which no ) ends before: a
// class's body holds members (not stmt), a body after a function's
// return type statements (stmt), an object literal after = or ( members;
// any other is maybe.
func (c *cTokens) braceHead(e int) (stmt, maybe bool) {
	for t, n := e-1, 0; t >= 0 && n < 64; n++ {
		switch {
		case c.is(t, ")") || c.is(t, "]") || c.is(t, "}"):
			if c.match[t] < 0 || c.match[t] >= t {
				return false, true
			}
			t = c.match[t] - 1
			continue
		case c.is(t, ":") && c.is(t-1, ")"):
			return true, false
		case c.is(t, "=") || c.is(t, "(") || t == e-1 && c.is(t, "["):
			return false, false
		case c.isIdent(t, "class"):
			return false, false
		case c.is(t, "{") || c.is(t, ";") || c.is(t, ",") || c.is(t, ":") || c.is(t, "["):
			return false, true
		}
		t--
	}
	return false, true
}

// tsForHeader: the ( at open opens a for header.
func (c *cTokens) tsForHeader(open int) bool {
	return c.isIdent(open-1, "for") || c.isIdent(open-1, "await") && c.isIdent(open-2, "for")
}

// tsDeclarators binds over scope the names the declarators of the const,
// let or var at i declare (header: in a for header, whose ; or in/of
// ends them). A comma ends a declarator only where it stands outside
// type arguments, and the reading cannot always tell: after a < that
// may open type arguments or compare (Record<string, b> | c, d; a < b,
// c) until as many > close it, and after any < in a file that may hold
// JSX, whose text holds commas (<p>Hello, b!</p>). A name after such a
// comma may or may not be declared, so it is bound as maybe (tsDoubt):
// a use in the block is then neither a reference nor none, where
// binding it would hide a removed name's uses and leaving it would
// report uses of a local. So too after a line that may or may not end
// the statement. Each token is read by one declaration at most: the
// scan jumps over brackets, and a declaration word inside another's
// declarators (JSX text: <p>let a, let b</p>) starts none.
func (c *cTokens) tsDeclarators(i int, scope [2]int, header bool) {
	if c.tsDeclRead == nil {
		c.tsDeclRead = make([]bool, len(c.toks))
	}
	if c.tsDeclRead[i] {
		return
	}
	d := c.depth[i]
	angle, sawLess, lineDoubt, doubt := 0, false, false, false
	// jsxOpen counts the JSX elements open where the scan is: their
	// text ends no declaration and starts none (<p>x; let b</p>, a line
	// starting const in it). Were the count wrong, the scan would reach
	// the block's end with elements open: the tokens from the first end
	// it read on over are then given back, any declaration there bound
	// as maybe, and one starting there counts no elements.
	jsxOpen, suppressed := 0, -1
	track := c.tsJSX && (c.tsJSXDoubt == nil || !c.tsJSXDoubt[i])
	if c.tsJSXDoubt != nil && c.tsJSXDoubt[i] {
		doubt, lineDoubt = true, true
	}
	giveBack := func(k int) {
		if jsxOpen == 0 || suppressed < 0 {
			return
		}
		if c.tsJSXDoubt == nil {
			c.tsJSXDoubt = make([]bool, len(c.toks))
		}
		for t := suppressed; t < k && t < len(c.toks); t++ {
			c.tsDeclRead[t] = false
			c.tsJSXDoubt[t] = true
		}
	}
	j := i + 1
	for {
		sure := !doubt && !c.tsVarDoubt
		bind := func(name string, r [2]int) {
			if sure {
				c.bind(name, r)
			} else {
				c.bindDoubt(name, r)
			}
			if c.tsExportIn > 0 {
				c.tsExportMember(c.tsExportIn-1, name, !sure || c.tsExportMaybe)
			}
		}
		if j < len(c.toks) {
			c.tsDeclRead[j] = true
		}
		switch {
		case c.ident(j) != "":
			bind(c.ident(j), scope)
		case c.is(j, "{") || c.is(j, "["):
			for _, k := range c.patternNames(j) {
				bind(c.toks[k].text, scope)
			}
			j = c.match[j]
		default:
			return
		}
		k := j + 1
		for ; ; k++ {
			if k >= len(c.toks) || !c.step() || c.depth[k] < d {
				giveBack(k)
				return
			}
			if c.toks[k].lineStart {
				on, sure := c.tsLineGoesOn(k)
				if !on && jsxOpen == 0 {
					return
				}
				if !on && suppressed < 0 {
					suppressed = k
				}
				lineDoubt = lineDoubt || !sure
			}
			c.tsDeclRead[k] = true
			if track {
				jsxOpen += c.jsxTagStep(k, jsxOpen)
			}
			if c.is(k, ",") {
				if jsxOpen == 0 {
					break
				}
				// JSX text's comma: what follows may be a declarator
				// all the same, were the count wrong.
				if name := c.ident(k + 1); name != "" {
					c.bindDoubt(name, scope)
				}
				continue
			}
			switch {
			case c.is(k, ";") || header && (c.isIdent(k, "in") || c.isIdent(k, "of")):
				if jsxOpen == 0 {
					return
				}
				if suppressed < 0 {
					suppressed = k
				}
			case c.is(k, "(") || c.is(k, "[") || c.is(k, "{"):
				k = c.match[k] - 1 // the closer, read next
			case c.toks[k].upto > k:
				// A template literal's ${…} code, whose commas and
				// < are its own (`${a, b}`, `${a < b}`).
				k = c.toks[k].upto - 1
			case c.is(k, "<"):
				angle++
				sawLess = true
			case (c.is(k, ">") || c.is(k, ">=")) && angle > 0:
				angle--
			}
		}
		doubt = lineDoubt || angle > 0 || sawLess && c.tsJSX
		j = k + 1
	}
}

// jsxTagStep: how the token at k, read in a declaration with open JSX
// elements open, changes their count: a < opening an element (where
// an operand is expected, or in an element's text) adds one, a </
// closing one or a /> ending a tag takes one off. A < before a name
// and a comma, extends or = opens type parameters (<T,>(x: T) => x).
func (c *cTokens) jsxTagStep(k, open int) int {
	switch {
	case c.is(k, "<") && k+1 < len(c.toks) && strings.HasPrefix(c.toks[k+1].text, "/"):
		if open > 0 {
			return max(c.jsxCloseStep(k+1), -open)
		}
	case c.is(k, "<") && (c.ident(k+1) != "" || c.is(k+1, ">")):
		if c.ident(k+1) != "" && (c.is(k+2, ",") || c.isIdent(k+2, "extends") || c.is(k+2, "=")) {
			return 0
		}
		if open > 0 || k == 0 {
			return 1
		}
		switch p := c.toks[k-1]; p.kind {
		case tIdent:
			if regexKeywords.get()[p.text] {
				return 1
			}
		case tPunct:
			if p.text != ")" && p.text != "]" && p.text != "}" {
				return 1
			}
		}
	case c.is(k, "/") && c.is(k+1, ">") && open > 0:
		a, b := c.toks[k], c.toks[k+1]
		if a.line == b.line && a.col+1 == b.col {
			return -1
		}
	}
	return 0
}

// jsxCloseStep: the change to the count of open elements a </ makes,
// the token at k its /: the lexer may have read it on as a regular
// expression (</p></div> is <, /p></, div, >), whose text then holds
// the tags up to the next /: each </ in it closes one more, each <
// before a name or > opens one, each /> (the text's last / before a
// > token) ends one.
func (c *cTokens) jsxCloseStep(k int) int {
	t := c.toks[k].text
	step := -1
	for i := 1; i+1 < len(t); i++ {
		switch {
		case t[i] == '<' && t[i+1] == '/':
			step--
		case t[i] == '<' && (isWordByte(t[i+1]) || t[i+1] == '>'):
			step++
		case t[i] == '/' && t[i+1] == '>':
			step--
		}
	}
	if n := len(t); n >= 2 && t[n-1] == '/' && t[n-2] != '<' && c.is(k+1, ">") {
		step--
	}
	return step
}

// tsLineGoesOn: the line starting at k, inside a declaration, carries
// its statement on (on), and whether the reading is sure of it. A ++,
// -- or ! after a line break never goes on an operand (ASI: x ⏎ ++y is
// x; ++y, and tsc reads no non-null ! across a line break), and after
// a postfix x++ or x! only an operator goes on. After a > that may
// close type arguments (f<T> ⏎ a, b is f<T>; a, b) or compare (a > ⏎
// b, c), either may hold; so too before a line opening with ( or [.
func (c *cTokens) tsLineGoesOn(k int) (on, sure bool) {
	if (c.is(k, "(") || c.is(k, "[")) && c.endsOperand(k-1) && !c.postfix(k-1) {
		// No semicolon is inserted before a ( or a [ that can go on:
		// let a = f ⏎ (x), b calls f and declares b. Where an operand
		// cannot be called or indexed (a type annotation's end, an
		// arrow function's body) the statement ended: either may hold.
		return true, false
	}
	if !continues(c, k) || statementWords.get()[c.ident(k)] {
		return false, true
	}
	p := k - 1
	switch {
	case c.is(p, ">") && (c.isIdent(k, "function") || c.isIdent(k, "class")):
		// No operand or type goes on with a declaration word: the
		// statement ended (<p>hi</p> ⏎ function f() {}).
		return false, true
	case c.is(p, ">"):
		return true, false
	case c.incDec(k) || c.is(k, "!"):
		return c.toks[p].kind == tPunct && !c.postfix(p), true
	case c.postfix(p):
		return c.toks[k].kind == tPunct && !c.is(k, "(") && !c.is(k, "["), true
	}
	return true, true
}

// endsOperand: the token at p may end an operand (a name, a literal, a
// closing bracket, a type argument's >).
func (c *cTokens) endsOperand(p int) bool {
	switch t := c.toks[p]; t.kind {
	case tPunct:
		switch t.text {
		case ")", "]", "}", ">":
			return true
		}
		return false
	}
	return true
}

// statementWords start a statement, never go on an expression: a line
// they start after a > or JSX text (let a: Array<T> ⏎ let b,
// <p>hi</p> ⏎ const b) ends the one before.
var statementWords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"const": true, "let": true, "var": true, "return": true, "if": true, "for": true, "while": true,
		"do": true, "switch": true, "try": true, "throw": true, "break": true, "continue": true,
	}
}}

// incDec: the tokens at k and k+1 are a ++ or --, written together.
func (c *cTokens) incDec(k int) bool {
	if k+1 >= len(c.toks) || !(c.is(k, "+") && c.is(k+1, "+") || c.is(k, "-") && c.is(k+1, "-")) {
		return false
	}
	a, b := c.toks[k], c.toks[k+1]
	return a.line == b.line && a.col+1 == b.col
}

// postfix: the token at p ends a postfix ++, -- or a non-null !, after
// an operand.
func (c *cTokens) postfix(p int) bool {
	var before int
	switch {
	case c.is(p, "!"):
		before = p - 1
	case p > 0 && c.incDec(p-1):
		before = p - 2
	default:
		return false
	}
	if before < 0 {
		return false
	}
	switch t := c.toks[before]; t.kind {
	case tIdent, tNumber, tString:
		return true
	case tPunct:
		return t.text == ")" || t.text == "]"
	}
	return false
}

// forScope is where a let or const of a for header at open is in
// scope: the header and the loop's body, a block or one statement, and
// nothing after the loop. A body with no braces ends at its ; or at a
// line that does not carry it on (an if's or a loop's own body on the
// next line, an else, a catch, a finally or a do's while carry it on).
func (c *cTokens) forScope(open int) [2]int {
	close := c.match[open]
	if close < 0 || close+1 >= len(c.toks) {
		return [2]int{open, len(c.toks)}
	}
	if c.is(close+1, "{") {
		return [2]int{open, c.match[close+1]}
	}
	d := c.depth[open]
	k := close + 2
	for ; k < len(c.toks) && c.step(); k++ {
		if c.depth[k] < d || c.depth[k] == d && c.is(k-1, ";") {
			break
		}
		if c.depth[k] == d && c.toks[k].lineStart && !continues(c, k) && !c.carriesOn(k) && !c.endsHeader(k-1) && !c.isIdent(k-1, "else") {
			break
		}
	}
	return [2]int{open, k}
}

// carriesOn: the word at k goes on with the statement before it (an
// if's else, a try's catch or finally, a do's while).
func (c *cTokens) carriesOn(k int) bool {
	switch c.ident(k) {
	case "else", "catch", "finally", "while":
		return true
	}
	return false
}

// endsHeader: the ) at k closes an if, for or while header, whose body
// follows.
func (c *cTokens) endsHeader(k int) bool {
	if !c.is(k, ")") || c.match[k] < 0 {
		return false
	}
	o := c.match[k]
	kw := c.ident(o - 1)
	return kw == "if" || kw == "for" || kw == "while" || kw == "await" && c.isIdent(o-2, "for")
}

// controlWords precede a parenthesis that holds no parameters.
var controlWords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"if": true, "for": true, "while": true, "switch": true, "catch": true, "with": true,
		"return": true, "typeof": true, "await": true, "yield": true, "new": true, "in": true,
		"of": true, "case": true, "void": true, "delete": true, "throw": true, "super": true, "import": true,
	}
}}

// tsParams binds the parameters of a function, method or arrow whose
// parameter list opens at open, over its body.
func (c *cTokens) tsParams(open int) {
	close := c.match[open]
	if close < 0 || close >= len(c.toks) {
		return
	}
	prev := c.ident(open - 1)
	isFunc := prev != "" && !controlWords.get()[prev] || c.is(open-1, "*") || c.is(open-1, ">")
	k := close + 1
	if c.is(k, ":") { // a return type
		for k < len(c.toks) && c.step() && c.depth[k] >= c.depth[open] && !c.is(k, "{") && !c.is(k, "=>") && !c.is(k, ";") {
			if c.depth[k] == c.depth[open] && (c.is(k, ",") || c.is(k, ")")) {
				return
			}
			k++
		}
	}
	switch {
	case c.is(k, "=>"):
		c.bindParams(open, [2]int{open, c.arrowBody(k)[1]})
	case c.is(k, "{") && isFunc:
		c.bindParams(open, [2]int{open, c.match[k]})
	}
}

func (c *cTokens) bodyAfter(close int) [2]int {
	if c.is(close+1, "{") {
		return [2]int{close, c.match[close+1]}
	}
	return [2]int{close, close}
}

// arrowBody is the range an arrow function's parameters are in scope: its
// block, or its expression up to the , ; or bracket that ends it.
func (c *cTokens) arrowBody(arrow int) [2]int {
	if arrow >= len(c.toks) {
		return [2]int{arrow, arrow}
	}
	if c.is(arrow+1, "{") {
		return [2]int{arrow, c.match[arrow+1]}
	}
	d := c.depth[arrow]
	k := arrow + 1
	for k < len(c.toks) && c.step() && c.depth[k] >= d && !(c.depth[k] == d && (c.is(k, ",") || c.is(k, ";"))) {
		k++
	}
	return [2]int{arrow, k}
}

var paramModifiers = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"public": true, "private": true, "protected": true, "readonly": true, "override": true, "this": false}
}}

// bindParams binds the names a parameter list declares over scope: plain
// names, rest parameters and destructuring patterns; types and default
// values are skipped.
func (c *cTokens) bindParams(open int, scope [2]int) {
	close := min(c.match[open], len(c.toks))
	expect := true
	for k := open + 1; k < close && c.step(); k++ {
		if c.depth[k] != c.depth[open]+1 {
			continue
		}
		switch {
		case c.is(k, ","):
			expect = true
		case expect && c.is(k, "..."):
		case expect && (c.is(k, "{") || c.is(k, "[")):
			for _, n := range c.patternNames(k) {
				c.bind(c.toks[n].text, scope)
			}
			expect = false
		case expect && c.ident(k) != "":
			if paramModifiers.get()[c.ident(k)] && c.ident(k+1) != "" {
				continue
			}
			c.bind(c.ident(k), scope)
			expect = false
		case c.toks[k].kind == tPunct && (c.toks[k].text == ":" || c.toks[k].text == "="):
			expect = false
		}
	}
}

// tsExportDefault records export default at k as a binding of the name
// default to what it exports: a declaration's or identifier's name, or
// "default" for any other expression (export default { … }).
func (c *cTokens) tsExportDefault(k int, f *synFile) {
	j := k + 1
	if c.isIdent(j, "async") || c.isIdent(j, "abstract") && c.isIdent(j+1, "class") {
		j++
	}
	name := ""
	switch kw := c.ident(j); {
	case kw == "function" || kw == "class" || kw == "interface":
		if c.is(j+1, "*") {
			j++
		}
		if n := c.ident(j + 1); n != "extends" && n != "implements" {
			name = n
		}
	case kw != "" && (j+1 >= len(c.toks) || c.is(j+1, ";") || c.toks[j+1].lineStart):
		name = kw
	}
	f.binds = append(f.binds, synBind{local: "default", name: cmpOr(name, "default"), export: true, line: c.toks[k].line})
}

// mayHoldJSX: tsc parses JSX in .tsx files and in JavaScript ones.
func mayHoldJSX(p string) bool {
	return strings.HasSuffix(p, ".tsx") || isPlainJS(p)
}
