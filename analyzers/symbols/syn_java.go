package symbols

import (
	"slices"
	"strings"
)

var javaModifiers = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"public": true, "protected": true, "private": true, "static": true,
		"final": true, "abstract": true, "sealed": true, "non": true, "strictfp": true, "synchronized": true,
		"native": true, "default": true, "transient": true, "volatile": true}
}}

var javaTypeKeywords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"class": true, "interface": true, "enum": true, "record": true}
}}

// synJava reads a Java file: its package, imports, top-level types (depth
// 0) and their members (methods, fields and nested types at depth 1) as
// Type.member, and local variables, parameters and lambda parameters by
// block.
func synJava(path string, src []byte, wanted map[string]bool) synFile {
	f := synFile{path: path}
	c := newCTokens(lexC(src, dialectJava))
	c.java = true
	skip := map[int]bool{}
	for i := 0; i < len(c.toks); i++ {
		t := c.toks[i]
		if t.kind != tIdent {
			continue
		}
		start := c.depth[i] == 0 || c.is(i-1, ";") || c.is(i-1, "{") || c.is(i-1, "}") || c.is(i-1, ")") && c.javaAnnotationEnd(i-1)
		switch {
		case c.depth[i] == 0 && t.text == "package":
			var parts []string
			k := i + 1
			for ; c.ident(k) != ""; k += 2 {
				parts = append(parts, c.ident(k))
				if !c.is(k+1, ".") {
					break
				}
			}
			f.pkg = strings.Join(parts, ".")
			markRange(skip, i, k+1)
			i = k + 1
		case c.depth[i] == 0 && t.text == "import":
			end := c.javaImport(i, &f)
			markRange(skip, i, end)
			i = end
		case c.depth[i] == 0 && start:
			if name, nameAt, body, entry, public, supers := c.javaTypeDecl(i); name != "" && body >= 0 {
				// The scan starts a declaration at an identifier, after
				// the annotations before it (@RunWith(…) public class).
				entry = entry || c.javaAnnotatedBefore(i)
				f.defs = append(f.defs, synDef{name: name, line: c.toks[nameAt].line, public: public, entry: entry, supers: supers, isType: true, typ: c.ident(nameAt - 1), abstract: c.javaAbstractType(i, nameAt), tparams: c.javaTypeParams(nameAt + 1)})
				skip[nameAt] = true
				at := len(f.defs) - 1
				c.javaTypeMembers(at, body, &f, skip, c.javaGeneratorBefore(i))
				c.javaComponents(at, nameAt, body, &f, skip)
				i = nameAt
			}
		}
		c.javaLocal(i)
	}
	if wanted != nil {
		c.javaScopes()
		c.useHook = c.javaUse
		c.mentions(wanted, skip, &f)
	}
	f.broken = c.why()
	return f
}

// javaAnnotationEnd: the ) at i closes an annotation's arguments.
func (c *cTokens) javaAnnotationEnd(i int) bool {
	open := c.match[i]
	return open > 1 && c.ident(open-1) != "" && c.is(open-2, "@")
}

// javaAnnotatedBefore: an annotation (@A, @a.b.A, @A(…)) ends just
// before token i.
func (c *cTokens) javaAnnotatedBefore(i int) bool {
	k := i - 1
	if c.is(k, ")") && c.javaAnnotationEnd(k) {
		return true
	}
	for c.ident(k) != "" && c.is(k-1, ".") {
		k -= 2
	}
	return c.ident(k) != "" && c.is(k-1, "@")
}

// javaImport reads import [static] a.b.C[.*]; it returns the ';'.
func (c *cTokens) javaImport(i int, f *synFile) int {
	k := i + 1
	static := c.isIdent(k, "static")
	if static {
		k++
	}
	var parts []string
	star := false
	for ; k < len(c.toks); k++ {
		switch {
		case c.ident(k) != "":
			parts = append(parts, c.ident(k))
		case c.is(k, "*"):
			star = true
		case c.is(k, "."):
			continue
		}
		if !c.is(k+1, ".") {
			k++
			break
		}
	}
	line := c.toks[i].line
	switch {
	case star:
		f.binds = append(f.binds, synBind{star: true, path: parts, spec: strings.Join(parts, "."), line: line, static: static})
	case len(parts) > 0:
		name := parts[len(parts)-1]
		f.binds = append(f.binds, synBind{local: name, name: name, path: parts[:len(parts)-1], spec: strings.Join(parts[:len(parts)-1], "."), line: line, static: static})
	}
	for k < len(c.toks) && !c.is(k, ";") {
		k++
	}
	return min(k, len(c.toks)-1)
}

// javaTypeDecl reads annotations, modifiers and a type declaration's
// keyword and name at i; body is its { or -1, supers the names of the
// types it extends or implements as written (a.b.Type).
func (c *cTokens) javaTypeDecl(i int) (name string, nameAt, body int, entry, public bool, supers []string) {
	k := i
	for {
		switch {
		case c.is(k, "@") && !c.isIdent(k+1, "interface"):
			entry = true
			k++
			for c.ident(k) != "" && c.is(k+1, ".") {
				k += 2
			}
			k++
			if c.is(k, "(") {
				k = c.match[k] + 1
			}
			continue
		case javaModifiers.get()[c.ident(k)]:
			public = public || c.ident(k) == "public"
			k++
			if c.is(k, "-") { // non-sealed
				k += 2
			}
			continue
		}
		break
	}
	if c.is(k, "@") && c.isIdent(k+1, "interface") {
		k++
	}
	if !javaTypeKeywords.get()[c.ident(k)] && !c.isIdent(k, "interface") || c.ident(k+1) == "" {
		return "", 0, -1, false, false, nil
	}
	nameAt = k + 1
	body = nameAt + 1
	inSupers, angle := false, 0
	for ; body < len(c.toks) && c.step() && !c.is(body, "{") && !c.is(body, ";"); body++ {
		switch {
		case c.isIdent(body, "extends") || c.isIdent(body, "implements"):
			inSupers = true
		case c.isIdent(body, "permits"):
			inSupers = false
		case c.is(body, "<"):
			angle++
		case c.is(body, ">"):
			angle--
		case inSupers && angle == 0 && c.depth[body] == c.depth[nameAt] && c.ident(body) != "" && c.is(body-1, ".") && len(supers) > 0:
			supers[len(supers)-1] += "." + c.ident(body) // a.b.Type as written
		case inSupers && angle == 0 && c.depth[body] == c.depth[nameAt] && c.ident(body) != "":
			supers = append(supers, c.ident(body))
		}
	}
	if !c.is(body, "{") {
		return "", 0, -1, false, false, nil
	}
	return c.ident(nameAt), nameAt, body, entry, public, supers
}

// javaTypeMembers reads the members of the type f.defs[at], whose body
// opens at open. A type a test runner or the JVM finds by itself is an
// entry point too: one with a @Test (or similar) method or a main, and a
// JUnit 3 TestCase, whose test*, setUp and tearDown methods the runner
// calls by name.
//
// gen is a generating annotation of the type (javaGenerators), which
// its fields take.
func (c *cTokens) javaTypeMembers(at, open int, f *synFile, skip map[int]bool, gen string) {
	typ := f.defs[at].name
	c.javaMembers(open, typ, f, skip)
	junit3 := slices.ContainsFunc(f.defs[at].supers, func(s string) bool { return s == "TestCase" || strings.HasSuffix(s, ".TestCase") })
	for k := at + 1; k < len(f.defs); k++ {
		m := &f.defs[k]
		rest, ok := strings.CutPrefix(m.name, typ+".")
		if !ok || strings.Contains(rest, ".") {
			continue
		}
		if junit3 && m.method && (strings.HasPrefix(rest, "test") || rest == "setUp" || rest == "tearDown") {
			m.entry, m.runner = true, true
		}
		if m.runner {
			f.defs[at].entry = true
		}
		if gen != "" && m.generated == "" && !m.method && !m.isType && !m.enumConst {
			m.generated = gen
		}
	}
}

// javaCalledByName are members Java serialization and JUnit 3's AllTests
// runner find by their name alone.
var javaCalledByName = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"serialVersionUID": true, "serialPersistentFields": true, "readObject": true,
		"writeObject": true, "readObjectNoData": true, "readResolve": true, "writeReplace": true, "suite": true}
}}

// javaRunnerAnnotations mark methods a test framework calls (JUnit 4 and
// 5, TestNG, jqwik, JMH): their type is found by the runner, not
// referenced.
var javaRunnerAnnotations = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"Test": true, "ParameterizedTest": true, "RepeatedTest": true, "TestFactory": true, "TestTemplate": true,
		"Theory": true, "Property": true, "Example": true, "Benchmark": true,
		"Before": true, "After": true, "BeforeClass": true, "AfterClass": true,
		"BeforeEach": true, "AfterEach": true, "BeforeAll": true, "AfterAll": true,
		"BeforeMethod": true, "AfterMethod": true, "BeforeTest": true, "AfterTest": true,
	}
}}

// javaMembers reads the members of the type whose body opens at open.
func (c *cTokens) javaMembers(open int, typ string, f *synFile, skip map[int]bool) {
	end := min(c.match[open], len(c.toks))
	d := c.depth[open] + 1
	k := open + 1
	if c.javaBodies == nil {
		c.javaBodies = map[int]string{}
	}
	c.javaBodies[open] = typ
	if c.isIdent(c.typeKeywordBefore(open), "enum") {
		// Enum constants run to the first ; at the body's depth.
		lead := true // at the start of one constant
		for k < end && c.step() && !(c.is(k, ";") && c.depth[k] == d) {
			switch {
			case c.depth[k] != d:
			case c.is(k, ","):
				lead = true
			case lead && c.is(k, "@"):
				k = c.javaAnnotationSkip(k)
				continue
			case lead && c.ident(k) != "":
				c.javaEnumConst(k, typ, f, skip)
				lead = false
			default:
				lead = false
			}
			k++
		}
		c.javaConsts = append(c.javaConsts, [2]int{open, k})
		k++
	}
	for k < end && c.step() {
		// One member: from k to its ; or its body.
		if c.depth[k] != d {
			k++
			continue
		}
		if c.is(k, ";") || c.is(k, "}") {
			k++
			continue
		}
		if c.is(k, "{") || c.isIdent(k, "static") && c.is(k+1, "{") { // an initializer block
			if c.is(k, "{") {
				k = c.match[k] + 1
			} else {
				k = c.match[k+1] + 1
			}
			continue
		}
		next := c.javaMember(k, d, typ, f, skip)
		if next <= k {
			next = k + 1
		}
		k = next
	}
}

// javaComponents reads the components of the record f.defs[at], named
// at nameAt with its body at body, as the accessor methods javac
// declares for them (the private field of each is seen only in the
// record's own file), unless the body declares the accessor itself.
func (c *cTokens) javaComponents(at, nameAt, body int, f *synFile, skip map[int]bool) {
	t := f.defs[at]
	if t.typ != "record" {
		return
	}
	open := nameAt + 1
	if c.is(open, "<") {
		for angle := 0; open < body && c.step(); open++ {
			if c.is(open, "<") {
				angle++
			} else if c.is(open, ">") {
				if angle--; angle == 0 {
					break
				}
			}
		}
		open++
	}
	if !c.is(open, "(") || c.match[open] >= body {
		return
	}
	declared := map[string]bool{} // the body's own accessors, read once
	for _, m := range f.defs[at+1:] {
		if m.method && m.arity == 0 {
			declared[m.name] = true
		}
	}
	d, angle := c.depth[open]+1, 0
	for p := open + 1; p <= c.match[open] && c.step(); p++ {
		switch {
		case c.depth[p] != d && p != c.match[open]:
		case c.is(p, "<"):
			angle++
		case c.is(p, ">"):
			angle--
		case (p == c.match[open] || c.is(p, ",") && angle <= 0) && c.ident(p-1) != "":
			name := t.name + "." + c.ident(p-1)
			if !declared[name] {
				f.defs = append(f.defs, synDef{name: name, line: c.toks[p-1].line, public: true, method: true, typ: c.javaTypeBefore(p - 2), component: true})
				skip[p-1] = true
			}
			angle = 0
		}
	}
}

// javaAnnotationSkip is the token after the annotation at k, @A,
// @a.b.A or @A(…).
func (c *cTokens) javaAnnotationSkip(k int) int {
	k++
	for c.ident(k) != "" && c.is(k+1, ".") && c.ident(k+2) != "" {
		k += 2
	}
	k++
	if c.is(k, "(") && c.match[k] < len(c.toks) {
		k = c.match[k] + 1
	}
	return k
}

// javaEnumConst reads the enum constant named at k, of the enum typ: a
// public static member of the enum's type, which its uses reach as
// Type.NAME, by a static import, or bare in a switch on the enum.
func (c *cTokens) javaEnumConst(k int, typ string, f *synFile, skip map[int]bool) {
	if !c.is(k+1, ",") && !c.is(k+1, ";") && !c.is(k+1, "(") && !c.is(k+1, "{") && !c.is(k+1, "}") {
		return
	}
	f.defs = append(f.defs, synDef{name: typ + "." + c.ident(k), line: c.toks[k].line, public: true, static: true,
		typ: typ[strings.LastIndex(typ, ".")+1:], enumConst: true})
	skip[k] = true
}

func (c *cTokens) typeKeywordBefore(open int) int {
	for k := open - 1; k >= 0 && k > open-64; k-- {
		if javaTypeKeywords.get()[c.ident(k)] {
			return k
		}
	}
	return -1
}

// javaMember reads one member at k (depth d) and returns where the next
// begins.
func (c *cTokens) javaMember(k, d int, typ string, f *synFile, skip map[int]bool) int {
	if name, nameAt, body, entry, public, supers := c.javaTypeDecl(k); name != "" && body >= 0 {
		f.defs = append(f.defs, synDef{name: typ + "." + name, line: c.toks[nameAt].line, public: public, entry: entry, supers: supers, isType: true, typ: c.ident(nameAt - 1), abstract: c.javaAbstractType(k, nameAt), tparams: c.javaTypeParams(nameAt + 1)})
		skip[nameAt] = true
		at := len(f.defs) - 1
		c.javaTypeMembers(at, body, f, skip, c.javaGeneratorFrom(k))
		c.javaComponents(at, nameAt, body, f, skip)
		return c.match[body] + 1
	}
	entry, public, runner, static, private, protected := false, false, false, false, false, false
	angle := 0 // inside a generic type's <…>, a comma separates no fields
	j := k
	for ; j < len(c.toks) && c.step() && c.depth[j] >= d; j++ {
		if c.depth[j] > d {
			continue
		}
		if c.is(j, "<") {
			angle++
		} else if c.is(j, ">") && angle > 0 {
			angle--
		}
		if c.is(j, "@") {
			entry = true
			a := j + 1
			for c.ident(a) != "" && c.is(a+1, ".") {
				a += 2
			}
			runner = runner || javaRunnerAnnotations.get()[c.ident(a)]
		}
		if c.isIdent(j, "public") {
			public = true
		}
		static = static || c.isIdent(j, "static")
		private = private || c.isIdent(j, "private")
		protected = protected || c.isIdent(j, "protected")
		if c.is(j, "(") && c.ident(j-1) != "" && !c.is(j-2, "@") {
			// A method or constructor: name(…) then a body or ;.
			name := c.ident(j - 1)
			close := c.match[j]
			if name != typ[strings.LastIndex(typ, ".")+1:] {
				sig, params, varargs := c.javaSignature(j, close)
				f.defs = append(f.defs, synDef{name: typ + "." + name, line: c.toks[j-1].line, public: public, entry: entry || name == "main" || javaCalledByName.get()[name],
					runner: runner || name == "main" || name == "suite" && static, method: true, sig: sig, arity: len(params), varargs: varargs, typ: c.javaReturnType(k, j), params: params,
					abstract: c.javaAbstractMethod(k, j, close, f.typeKeyword(typ)), tparams: c.javaMethodTypeParams(k, j),
					static: static, private: private, protected: protected})
				skip[j-1] = true
			}
			c.javaParams(j, close)
			e := close + 1
			for e < len(c.toks) && c.step() && !c.is(e, "{") && !c.is(e, ";") {
				e++
			}
			if c.is(e, "{") {
				return c.match[e] + 1
			}
			return e + 1
		}
		if (c.is(j, "=") || c.is(j, ";") || c.is(j, ",") && angle == 0) && c.ident(j-1) != "" && j > k+1 {
			// A field: Type name = …; or Type a, b;
			ftyp, gen := c.javaDeclType(j-2), c.javaGeneratorFrom(k)
			f.defs = append(f.defs, synDef{name: typ + "." + c.ident(j-1), line: c.toks[j-1].line, public: public, entry: entry || javaCalledByName.get()[c.ident(j-1)], typ: ftyp, generated: gen,
				static: static, private: private, protected: protected})
			skip[j-1] = true
			for j < len(c.toks) && c.step() && !(c.is(j, ";") && c.depth[j] == d) {
				if c.is(j, ",") && c.depth[j] == d && c.ident(j+1) != "" {
					f.defs = append(f.defs, synDef{name: typ + "." + c.ident(j+1), line: c.toks[j+1].line, public: public, entry: entry, typ: ftyp, generated: gen,
						static: static, private: private, protected: protected})
					skip[j+1] = true
				}
				j++
			}
			return j + 1
		}
	}
	return j
}

// javaSignature reads the parameter list open…close: the types as
// written (annotations, final and the names left out), each without its
// type arguments, and whether the last is varargs.
func (c *cTokens) javaSignature(open, close int) (sig string, params []string, varargs bool) {
	if close >= len(c.toks) {
		return "", nil, false
	}
	d := c.depth[open] + 1
	var types []string
	var cur []string
	// angle counts the type arguments open: the comma in Map<K, V> does
	// not end a parameter.
	angle := 0
	for k := open + 1; k <= close && c.step(); k++ {
		switch {
		case c.is(k, "<"):
			angle++
			cur = append(cur, "<")
		case c.is(k, ">"):
			angle--
			cur = append(cur, ">")
		case k == close || c.is(k, ",") && c.depth[k] == d && angle <= 0:
			if len(cur) > 1 {
				cur = cur[:len(cur)-1] // the parameter's name
			}
			if len(cur) > 0 {
				types = append(types, strings.Join(cur, ""))
				params = append(params, withoutTypeArgs(cur))
			}
			cur = nil
		case c.is(k, "@") && c.ident(k+1) != "":
			k++
			for c.ident(k) != "" && c.is(k+1, ".") {
				k += 2
			}
			if c.is(k+1, "(") {
				k = c.match[k+1]
			}
		case c.isIdent(k, "final") && c.depth[k] == d:
		case c.is(k, "..."):
			varargs = true
			cur = append(cur, "...")
		default:
			cur = append(cur, c.toks[k].text)
		}
	}
	return strings.Join(types, ","), params, varargs
}

// withoutTypeArgs joins a parameter's type tokens, leaving out its
// type arguments: java.util.Map<K, V>[] is java.util.Map[].
func withoutTypeArgs(toks []string) string {
	var b strings.Builder
	angle := 0
	for _, t := range toks {
		switch {
		case t == "<":
			angle++
		case t == ">":
			angle--
		case angle == 0:
			b.WriteString(t)
		}
	}
	return b.String()
}

// javaDeclType is the type a member declaration names ending at token k
// (before the member's name): "" where a modifier, an annotation or
// nothing stands there (a constructor), or an array.
func (c *cTokens) javaDeclType(k int) string {
	if javaModifiers.get()[c.ident(k)] || c.is(k, ")") {
		return ""
	}
	return c.javaTypeBefore(k)
}

// javaParams binds a method's parameters (the name before each , or )).
func (c *cTokens) javaParams(open, close int) {
	if close >= len(c.toks) {
		return
	}
	e := close + 1
	for e < len(c.toks) && c.step() && !c.is(e, "{") && !c.is(e, ";") {
		e++
	}
	if !c.is(e, "{") {
		return
	}
	scope := [2]int{open, c.match[e]}
	d := c.depth[open] + 1
	for p := open + 1; p <= close && c.step(); p++ {
		if (p == close || c.is(p, ",") && c.depth[p] == d) && c.ident(p-1) != "" {
			c.bindTyped(c.ident(p-1), scope, c.javaTypeBefore(p-2))
		}
	}
}

// javaLocal binds a local variable (Type name = / ; / : / ,) and lambda
// parameters at i.
func (c *cTokens) javaLocal(i int) {
	name := c.ident(i)
	if name == "" || c.depth[i] == 0 {
		return
	}
	if o := c.inner[i]; o >= 0 && c.is(o, "(") && c.match[o] < len(c.toks) && c.is(c.match[o]+1, "->") && !c.javaCaseLabel(o) {
		// In a lambda's parameter list: the list binds them all once.
		if i == o+1 {
			c.javaLambdaParams(o)
		}
		return
	}
	prev := i - 1
	typeBefore := prev >= 0 && (c.toks[prev].kind == tIdent && !javaNotType.get()[c.toks[prev].text] || c.is(prev, ">") || c.is(prev, "]"))
	if end := c.javaRecordHeader(i); end >= 0 {
		// A record's component, record R(String x) {…}: in the
		// record's body the name is its field, or the compact
		// constructor's parameter, never one declared outside; past
		// the body it is nothing.
		switch {
		case !c.is(i+1, ",") && !c.is(i+1, ")"):
		case typeBefore:
			c.bindTyped(name, [2]int{i, end}, c.javaTypeBefore(prev))
		case c.is(prev, "..."):
			// A varargs component, String... x: an array, whose
			// type the reading leaves unknown as for a varargs
			// parameter.
			c.bindTyped(name, [2]int{i, end}, "")
		}
		return
	}
	if typeBefore && (c.isIdent(i+1, "when") || c.is(i+1, ":")) && c.javaCasePattern(prev) && c.brace[i] >= 0 {
		// A case's type pattern, case T x when … or case T x: in scope
		// in the guard and the case's own statements, which the
		// reading follows only to the end of an arrow's body; past it
		// the name may be x or another up to the block's end.
		c.bindLoose(name, [2]int{i, c.match[c.brace[i]]})
		if arrow := c.javaGuardArrow(i); arrow >= 0 {
			c.bind(name, [2]int{i, c.arrowBody(arrow)[1]})
		}
		return
	}
	if typeBefore &&
		(c.is(i+1, "=") || c.is(i+1, ";") || c.is(i+1, ":") || c.is(i+1, ",") || c.is(i+1, ")")) && c.brace[i] >= 0 &&
		!c.javaPatternLead(prev) && c.javaRecordPattern(i) < 0 {
		typ := c.javaTypeBefore(prev)
		if typ == "var" && c.is(i+1, "=") && c.isIdent(i+2, "new") {
			// var x = new Type(…): the type after new.
			k := i + 3
			for c.ident(k) != "" && c.is(k+1, ".") {
				k += 2
			}
			typ = ""
			if c.ident(k) != "" {
				typ = c.javaTypeBefore(k)
			}
		}
		scope := [2]int{i, c.match[c.brace[i]]}
		end := c.javaHeaderScope(i)
		if end >= 0 {
			scope[1] = end
		}
		if end == -2 {
			// A for's unbraced compound body: where it ends the reading
			// does not tell, so the name is no local past it.
			c.bindLoose(name, scope)
		} else if c.javaTypeBody(c.brace[i]) {
			// A field is a member, not a local: its bare uses in the
			// type's body refer to it. Its declared type still tells
			// whose field.m() a call is.
			c.typed[name] = append(c.typed[name], typedRange{scope, typ})
		} else {
			c.bindTyped(name, scope, typ)
		}
	}
	switch {
	case !c.is(i+1, "->") || c.javaCaseLabel(i):
		// case K ->, case "a", K ->: a constant, no parameter.
	case prev >= 0 && (c.toks[prev].kind == tIdent && !javaNotType.get()[c.toks[prev].text] || c.is(prev, ">") || c.is(prev, "]")),
		c.javaLambdaLead(i):
		// x -> … where a lambda may stand, or a switch's case Type x
		// -> …: from the name on, so that the name declared is no use
		// of another.
		c.bind(name, [2]int{i, c.arrowBody(i + 1)[1]})
	default:
		c.bind(name, c.arrowBody(i+1))
	}
	if at := c.javaRecordPattern(i); at >= 0 && c.brace[i] >= 0 {
		// A record pattern's component, o instanceof Point(int x, int
		// y): in scope as the pattern is, which the reading follows
		// only into an if's braced then branch, as for a type pattern.
		block := [2]int{i, c.match[c.brace[i]]}
		c.bindLoose(name, block)
		if c.isIdent(at, "instanceof") {
			c.bindTyped(name, [2]int{i, max(i, c.javaThenEnd(at, block[1]))}, "")
		}
	}
	if c.javaPatternLead(prev) && c.brace[i] >= 0 {
		// o instanceof Type x: x is in scope where the match is known to
		// hold, which the reading tells only for the then branch of an
		// if or while whose condition is the test and && alone; past
		// it (||, !, an else, an argument, flow scoping after the
		// statement) the name may be x or another up to the block's end.
		block := [2]int{i, c.match[c.brace[i]]}
		c.bindLoose(name, block)
		// The name declared is always the binding itself.
		c.bindTyped(name, [2]int{i, max(i, c.javaThenEnd(i, block[1]))}, c.javaTypeBefore(prev))
	}
}

// javaRecordHeader: the name at i is in a record's header, record
// R(…) or record R<T>(…), as far as a bounded window looks back: the
// last token of the record's body; -1 otherwise.
func (c *cTokens) javaRecordHeader(i int) int {
	o := c.inner[i]
	if o < 2 || !c.is(o, "(") || c.match[o] >= len(c.toks) {
		return -1
	}
	k := o - 1
	if c.is(k, ">") {
		angle := 0
		for n := 0; k >= 0 && n < 64 && c.step(); k, n = k-1, n+1 {
			if c.is(k, ">") {
				angle++
			} else if c.is(k, ">>") {
				angle += 2
			} else if c.is(k, "<") {
				if angle--; angle == 0 {
					break
				}
			}
		}
		k--
	}
	if k < 1 || c.ident(k) == "" || !c.isIdent(k-1, "record") {
		return -1
	}
	// The body, after any implements list.
	for e, n := c.match[o]+1, 0; e < len(c.toks) && n < 256 && c.step(); e, n = e+1, n+1 {
		switch {
		case c.is(e, "{"):
			if c.match[e] >= len(c.toks) {
				return -1
			}
			return c.match[e]
		case c.is(e, ";"), c.is(e, "}"):
			return -1
		}
	}
	return -1
}

// javaCasePattern: the type ending at token k (its name, its type
// arguments' > or array brackets) is a switch's case label's.
func (c *cTokens) javaCasePattern(k int) bool {
	for n := 0; n < 8 && c.is(k, "]") && c.is(k-1, "["); n++ {
		k -= 2
	}
	_, start := c.javaTypeEnding(k)
	return start >= 1 && c.javaCaseLabel(start)
}

// javaGuardArrow is the -> ending the case label whose pattern binds
// the name at i, looked for in a bounded window at the name's depth; -1
// where a : ends it or none shows.
func (c *cTokens) javaGuardArrow(i int) int {
	for k, n := i+1, 0; k < len(c.toks) && n < 4096 && c.step() && c.depth[k] >= c.depth[i]; k, n = k+1, n+1 {
		if c.depth[k] != c.depth[i] {
			continue
		}
		switch {
		case c.is(k, "->"):
			return k
		case c.is(k, ":"), c.is(k, ";"), c.is(k, "{"), c.is(k, "}"):
			return -1
		}
	}
	return -1
}

// javaCaseLabel: the token k starts an element of a switch's case label
// (case k, or case "a", k): a constant or a pattern, never a lambda.
func (c *cTokens) javaCaseLabel(k int) bool {
	if c.isIdent(k-1, "case") {
		return true
	}
	if !c.is(k-1, ",") {
		return false
	}
	if o := c.inner[k]; o >= 0 && c.is(o, "(") {
		return false // an argument list
	}
	// Back over the label's elements, a bounded window, to its case.
	for j, n := k-2, 0; j >= 0 && n < 256 && c.step(); j, n = j-1, n+1 {
		if c.depth[j] != c.depth[k] {
			continue
		}
		if c.isIdent(j, "case") {
			return true
		}
		if c.is(j, ";") || c.is(j, "{") || c.is(j, "}") || c.is(j, "->") || c.is(j, ":") || c.is(j, "=") {
			return false
		}
	}
	return true // unsure: no parameter bound
}

// javaLambdaLead: the token before k is one a lambda may follow: (, an
// argument list's ",", =, return, ->, ? or the : of a ternary.
func (c *cTokens) javaLambdaLead(k int) bool {
	switch {
	case c.is(k-1, "("), c.is(k-1, "="), c.isIdent(k-1, "return"), c.is(k-1, "->"), c.is(k-1, "?"):
		return true
	case c.is(k-1, ","):
		o := c.inner[k]
		return o >= 0 && c.is(o, "(")
	case c.is(k-1, ":"):
		// A ternary's, not a label's or an old case's: a ? before it at
		// its depth on the same statement.
		for j, n := k-2, 0; j >= 0 && n < 256 && c.step(); j, n = j-1, n+1 {
			if c.depth[j] != c.depth[k] {
				continue
			}
			if c.is(j, "?") {
				return true
			}
			if c.is(j, ";") || c.is(j, "{") || c.is(j, "}") || c.isIdent(j, "case") {
				return false
			}
		}
	}
	return false
}

// javaThenEnd is the last token of the then branch of the if or while
// whose condition is token i's parentheses, where that condition joins
// its terms with && alone; -1 otherwise.
func (c *cTokens) javaThenEnd(i, limit int) int {
	o := c.inner[i]
	if o < 1 || !c.is(o, "(") || c.match[o] >= len(c.toks) || !(c.isIdent(o-1, "if") || c.isIdent(o-1, "while")) {
		return -1
	}
	if c.match[o]-o > 4096 {
		return -1
	}
	for k := o + 1; k < c.match[o] && c.step(); k++ {
		if c.depth[k] == c.depth[i] && (c.is(k, "||") || c.is(k, "?") || c.is(k, "!") || c.is(k, "|") || c.is(k, "^") || c.is(k, "==") || c.is(k, "!=") || c.is(k, "=")) {
			return -1
		}
	}
	body := c.match[o] + 1
	if c.is(body, "{") && c.match[body] < len(c.toks) {
		return min(c.match[body], limit)
	}
	return -1
}

// javaHeaderScope is the last token of the scope of the variable named
// at i in a for, catch or try header: the block after the header, or
// the for's body up to its ; where the body is one plain statement; -1
// where the name is in no such header or its scope does not show.
func (c *cTokens) javaHeaderScope(i int) int {
	o := c.inner[i]
	if o < 1 || !c.is(o, "(") || c.match[o] >= len(c.toks) {
		return -1
	}
	switch c.ident(o - 1) {
	case "for", "catch", "try":
	default:
		return -1
	}
	body := c.match[o] + 1
	if c.is(body, "{") && c.match[body] < len(c.toks) {
		return c.match[body]
	}
	switch c.ident(body) {
	case "if", "for", "while", "do", "try", "switch", "synchronized":
		if c.ident(o-1) == "for" {
			return -2 // a compound body whose end does not show
		}
		return -1
	}
	if c.ident(o-1) != "for" {
		return -1
	}
	for k := body; k < len(c.toks) && c.step() && c.depth[k] >= c.depth[o]; k++ {
		if c.depth[k] == c.depth[o] && c.is(k, ";") {
			return k
		}
	}
	return -1
}

// javaPatternLead: the type ending at token k follows instanceof, also
// behind final, annotations or array brackets (o instanceof final
// String[] x), as far as a bounded window looks back.
func (c *cTokens) javaPatternLead(k int) bool {
	angle := 0
	for j, n := k, 0; j >= 0 && n < 64 && c.step(); j, n = j-1, n+1 {
		switch {
		case c.isIdent(j, "instanceof"):
			return j < k
		case c.is(j, ")") && c.match[j] >= 0 && c.match[j] < j && c.is(c.match[j]-2, "@"):
			j = c.match[j] // an annotation's arguments
		case c.is(j, ">"), c.is(j, ">>"), c.is(j, ">>>"):
			angle += len(c.toks[j].text)
		case c.is(j, "<"):
			angle--
		case c.is(j, ",") && angle > 0, c.is(j, "."), c.is(j, "["), c.is(j, "]"), c.is(j, "@"), c.is(j, "?"), c.is(j, "&"):
		case c.ident(j) != "" && !javaNotType.get()[c.ident(j)]:
		default:
			return false
		}
	}
	return false
}

// javaRecordPattern is the instanceof or case the record pattern the
// name at i is a component of follows, o instanceof Point(int x,
// Line(var a, var i)) or case Point(var x, …), as far as a few
// enclosing parentheses show; -1 where it is none.
func (c *cTokens) javaRecordPattern(i int) int {
	if !c.is(i+1, ")") && !c.is(i+1, ",") {
		return -1
	}
	o := c.inner[i]
	for n := 0; n < 8 && o >= 1 && c.is(o, "(") && c.ident(o-1) != ""; n++ {
		_, at := c.javaTypeEnding(o - 1)
		if at < 1 {
			return -1
		}
		if c.isIdent(at-1, "instanceof") || c.isIdent(at-1, "case") {
			return at - 1
		}
		if !c.is(at-1, "(") && !c.is(at-1, ",") {
			return -1
		}
		o = c.inner[at]
	}
	return -1
}

// javaLambdaParams binds the parameters of the lambda whose list opens
// at open — (a, b), (Type a, final var b), (Map<K, V> m) — each from the
// list's ( to the lambda body's end.
func (c *cTokens) javaLambdaParams(open int) {
	close := c.match[open]
	scope := [2]int{open, c.arrowBody(close + 1)[1]}
	d := c.depth[open] + 1
	angle := 0
	for p := open + 1; p <= close && c.step(); p++ {
		if c.depth[p] != d && p != close {
			continue
		}
		switch {
		case c.is(p, "<"):
			angle++
		case c.is(p, ">"), c.is(p, ">>"), c.is(p, ">>>"):
			angle -= len(c.toks[p].text)
		case (p == close || c.is(p, ",") && angle <= 0) && c.ident(p-1) != "":
			typ := c.javaTypeBefore(p - 2)
			if typ == "var" || typ == "final" {
				typ = ""
			}
			c.bindTyped(c.ident(p-1), scope, typ)
			angle = 0
		}
	}
}

// javaTypeBody says whether the { at b opens a type's body (class,
// interface, enum, record, or an anonymous class after new T(…)) rather
// than a block of statements.
func (c *cTokens) javaTypeBody(b int) bool {
	d := c.depth[b]
	if c.is(b-1, ")") && c.match[b-1] > 0 {
		if _, at := c.javaNewType(c.match[b-1] - 1); at >= 0 {
			return true
		}
	}
	for k := b - 1; k >= 0 && c.step(); k-- {
		if c.depth[k] < d {
			return false
		}
		if c.depth[k] > d {
			continue
		}
		if c.is(k, ";") || c.is(k, "{") || c.is(k, "}") || c.is(k, "=") || c.is(k, "->") {
			return false
		}
		for _, kw := range [...]string{"class", "interface", "enum", "record"} {
			if c.isIdent(k, kw) && !c.is(k-1, ".") {
				return true
			}
		}
	}
	return false
}

// javaTypeBefore is the type a declaration names ending at token k:
// a.b.Type, Type for Type<…>, "" for an array or anything else.
func (c *cTokens) javaTypeBefore(k int) string {
	typ, _ := c.javaTypeEnding(k)
	return typ
}

// javaTypeEnding reads back a type as written ending at token k (its
// name, or its type arguments' >): a.b.Type without the arguments, and
// the token it starts at; "" and -1 for anything else.
func (c *cTokens) javaTypeEnding(k int) (string, int) {
	if c.is(k, ">") {
		angle := 0
		for ; k >= 0 && c.step(); k-- {
			if c.is(k, ">") {
				angle++
			} else if c.is(k, "<") {
				if angle--; angle == 0 {
					break
				}
			}
		}
		k--
	}
	if c.ident(k) == "" {
		return "", -1
	}
	parts := []string{c.ident(k)}
	for c.is(k-1, ".") && c.ident(k-2) != "" && len(parts) < maxQualifier {
		k -= 2
		parts = append([]string{c.ident(k)}, parts...)
	}
	return strings.Join(parts, "."), k
}

var javaNotType = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"return": true, "new": true, "throw": true, "case": true, "else": true,
		"instanceof": true, "assert": true, "yield": true, "package": true, "import": true}
}}

// javaAbstractType: the type declared from token k (name at nameAt) is
// an interface or an abstract class.
func (c *cTokens) javaAbstractType(k, nameAt int) bool {
	for t := k; t < nameAt; t++ {
		if c.isIdent(t, "abstract") || c.isIdent(t, "interface") {
			return true
		}
	}
	return false
}

// javaAbstractMethod: the method declared from token k, its parameters
// open…close, has no body and must be implemented: abstract, or in an
// interface neither default, static nor private.
func (c *cTokens) javaAbstractMethod(k, open, close int, keyword string) bool {
	e := close + 1
	for e < len(c.toks) && c.step() && !c.is(e, "{") && !c.is(e, ";") {
		e++
	}
	if !c.is(e, ";") {
		return false
	}
	for t := k; t < open; t++ {
		switch c.ident(t) {
		case "abstract":
			return true
		case "default", "static", "private":
			return false
		}
	}
	return keyword == "interface"
}

// typeKeyword is the keyword (class, interface, …) of f's type name.
func (f *synFile) typeKeyword(name string) string {
	for i := len(f.defs) - 1; i >= 0; i-- {
		if f.defs[i].isType && f.defs[i].name == name {
			return f.defs[i].typ
		}
	}
	return ""
}
