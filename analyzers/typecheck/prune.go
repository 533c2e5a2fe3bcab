package typecheck

import (
	"bytes"
	"go/ast"
	"go/token"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pruneDecls removes from a dependency's files the package-level
// declarations that no importer can reach, so that they are neither
// type-checked nor held. Another package names an object of this one
// only as p.Name (or, imported with ".", by any exported name): reached
// says which names some file may reach so (reachable), and those are
// kept with all that their declarations name and, for a type, every
// method, so that method sets and interfaces stay whole. What is left
// type-checks to the same objects as the whole package, whose own errors
// are not reported anyway; a name a checked package writes that is
// unexported or missing keeps its message ("not exported", "but have").
//
// Names are matched as words, whatever they denote (a field, a local),
// which keeps more than needed and never less. A constant group stays
// whole, as its specs repeat the expressions before them.
func pruneDecls(files []*ast.File, reached func(name string) bool) {
	var items []*declItem
	byName := map[string][]*declItem{}
	methods := map[string][]*declItem{} // receiver type name → its methods
	add := func(it *declItem, names ...string) {
		items = append(items, it)
		for _, n := range names {
			byName[n] = append(byName[n], it)
		}
		it.names = names
	}
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				it := &declItem{node: d}
				if d.Recv == nil {
					add(it, d.Name.Name)
					continue
				}
				recv, ok := receiverName(d.Recv)
				if !ok {
					it.keep = true // a receiver in no form the checker accepts: as written
					items = append(items, it)
					continue
				}
				items = append(items, it)
				methods[recv] = append(methods[recv], it)
			case *ast.GenDecl:
				switch d.Tok {
				case token.IMPORT:
					continue
				case token.CONST:
					it := &declItem{node: d}
					var names []string
					for _, s := range d.Specs {
						for _, n := range s.(*ast.ValueSpec).Names {
							names = append(names, n.Name)
						}
					}
					add(it, names...)
				default:
					for _, s := range d.Specs {
						it := &declItem{node: s}
						switch s := s.(type) {
						case *ast.ValueSpec:
							var names []string
							for _, n := range s.Names {
								names = append(names, n.Name)
							}
							add(it, names...)
						case *ast.TypeSpec:
							add(it, s.Name.Name)
						}
					}
				}
			}
		}
	}
	var work []*declItem
	mark := func(it *declItem) {
		if !it.marked {
			it.marked = true
			work = append(work, it)
		}
	}
	for _, it := range items {
		if it.keep {
			mark(it)
			continue
		}
		for _, n := range it.names {
			if n != "_" && n != "init" && reached(n) {
				mark(it)
				break
			}
		}
	}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		for _, n := range it.names {
			for _, m := range methods[n] {
				mark(m)
			}
		}
		var node ast.Node = it.node
		if fd, ok := node.(*ast.FuncDecl); ok {
			node = fd.Type // a body is not checked: what it names is not reached
			if fd.Recv != nil {
				markNames(fd.Recv, byName, mark)
			}
		}
		markNames(node, byName, mark)
	}
	kept := map[ast.Node]bool{}
	for _, it := range items {
		if it.marked {
			kept[it.node] = true
		}
	}
	for _, f := range files {
		decls := f.Decls[:0]
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !kept[d] {
					continue
				}
			case *ast.GenDecl:
				if d.Tok == token.CONST && !kept[d] {
					continue
				}
				if d.Tok == token.VAR || d.Tok == token.TYPE {
					specs := d.Specs[:0]
					for _, s := range d.Specs {
						if kept[s] {
							specs = append(specs, s)
						}
					}
					if d.Specs = specs; len(specs) == 0 {
						continue
					}
				}
			}
			decls = append(decls, d)
		}
		for i := len(decls); i < len(f.Decls); i++ {
			f.Decls[i] = nil
		}
		f.Decls = decls
	}
}

// markNames marks the declarations of every name n holds.
func markNames(n ast.Node, byName map[string][]*declItem, mark func(*declItem)) {
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			for _, o := range byName[id.Name] {
				mark(o)
			}
		}
		return true
	})
}

// declItem is one package-level declaration pruneDecls keeps or drops.
type declItem struct {
	node   ast.Node // *ast.FuncDecl, a constant group's *ast.GenDecl, or a spec
	names  []string
	keep   bool // kept whatever names it
	marked bool
}

// receiverName is the name of a method's receiver base type: T in
// (T), (*T), (T[P]) and (*T[P, Q]).
func receiverName(recv *ast.FieldList) (string, bool) {
	if len(recv.List) != 1 {
		return "", false
	}
	t := recv.List[0].Type
	for {
		switch e := t.(type) {
		case *ast.ParenExpr:
			t = e.X
		case *ast.StarExpr:
			t = e.X
		case *ast.IndexExpr:
			t = e.X
		case *ast.IndexListExpr:
			t = e.X
		case *ast.Ident:
			return e.Name, true
		default:
			return "", false
		}
	}
}

// reachable says which of a dependency's names a file can reach: those
// written after a dot that follows a name the package is imported by (its
// package clause's, or one an import declaration gives it) or that
// follows no name (selected), compared without case ("undefined: p.Foo
// (but have FOO)" names an exported one), and all exported names of a
// package imported with ".".
func (c *GoChecker) reachable(n *node) func(name string) bool {
	dot := c.dotImported[n.importPath]
	quals := []string{"", strings.ToLower(n.name)}
	for q := range c.importNames[n.importPath] {
		quals = append(quals, strings.ToLower(q))
	}
	return func(name string) bool {
		if dot && token.IsExported(name) {
			return true
		}
		l := strings.ToLower(name)
		for _, q := range quals {
			if c.written[q+"."+l] || c.prefetchWritten[q+"."+l] {
				return true
			}
		}
		return false
	}
}

// noteImportName records a name an import declaration gives a package.
func (c *GoChecker) noteImportName(path, name string) {
	if name == "" || name == "_" || name == "." {
		return
	}
	if c.importNames[path] == nil {
		c.importNames[path] = map[string]bool{}
	}
	c.importNames[path][name] = true
}

// noteSelected adds to names every name src writes after a dot, with
// what is before the dot, both in lower case: "q.name" when an
// identifier q ends right before the dot, none when a bracket or a
// quote does (a call, an index, a literal: no package), else ".name",
// which any package may reach (a space or a comment between, the start
// of src). Another package's object is named only as q.Name, q an
// identifier with at most spaces and comments between it and the dot.
// It reads bytes, not tokens: a dot in a string or a comment adds a
// name too, which keeps more than needed and never less.
func noteSelected(src []byte, names map[string]bool) {
	var lower [128]byte
	for i := 0; i < len(src); i++ {
		// Dots are few: the bytes between them are stepped over as
		// bytes.IndexByte does, many at a time.
		d := bytes.IndexByte(src[i:], '.')
		if d < 0 {
			return
		}
		i += d
		q := identStart(src, i) // the qualifier is src[q:i]
		if q == i && i > 0 && bytes.IndexByte([]byte(")]}\"'`"), src[i-1]) >= 0 {
			continue // after a call, an index, a literal: no package
		}
		if q < i && '0' <= src[q] && src[q] <= '9' {
			q = i // a number's digits, or what they run into: any package
		}
		j := skipSpace(src, i+1)
		k := j
		for k < len(src) && isIdentByte(src[k]) {
			k++
		}
		w := identPrefix(src[j:k])
		if len(w) == 0 || '0' <= w[0] && w[0] <= '9' {
			continue
		}
		// Most names are ASCII and most are written many times:
		// lowered in place, a name already noted costs no string.
		if len(w)+i-q < len(lower) {
			if l, ok := lowerASCII(lower[:0], src[q:i]); ok {
				l = append(l, '.')
				if l, ok := lowerASCII(l, w); ok {
					if !names[string(l)] {
						names[string(l)] = true
					}
					continue
				}
			}
		}
		names[strings.ToLower(string(src[q:i]))+"."+strings.ToLower(string(w))] = true
	}
}

// identStart is where the identifier that ends at i starts, as Go's
// scanner reads letters and digits: i when none ends there.
func identStart(src []byte, i int) int {
	for i > 0 {
		if c := src[i-1]; c < utf8.RuneSelf {
			if !isIdentByte(c) {
				return i
			}
			i--
			continue
		}
		r, n := utf8.DecodeLastRune(src[:i])
		if r == utf8.RuneError && n <= 1 || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return i
		}
		i -= n
	}
	return i
}

// lowerASCII appends w in lower case to buf, as strings.ToLower would
// write it; ok is false when w is not all ASCII.
func lowerASCII(buf, w []byte) ([]byte, bool) {
	for _, c := range w {
		if c >= utf8.RuneSelf {
			return nil, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf, true
}

// identPrefix is the identifier w starts with: up to the first rune that
// is neither a letter, a digit nor "_", as Go's scanner ends one.
func identPrefix(w []byte) []byte {
	for i := 0; i < len(w); {
		r, n := utf8.DecodeRune(w[i:])
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) || r == utf8.RuneError && n == 1 {
			return w[:i]
		}
		i += n
	}
	return w
}

// skipSpace returns where the first byte at or after i that is neither
// space nor inside a comment is.
func skipSpace(src []byte, i int) int {
	for i < len(src) {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r':
			i++
		case bytes.HasPrefix(src[i:], []byte("//")):
			end := bytes.IndexByte(src[i:], '\n')
			if end < 0 {
				return len(src)
			}
			i += end
		case bytes.HasPrefix(src[i:], []byte("/*")):
			end := bytes.Index(src[i+2:], []byte("*/"))
			if end < 0 {
				return len(src)
			}
			i += 2 + end + 2
		default:
			return i
		}
	}
	return i
}

// isIdentByte reports a byte of an identifier (any byte of a UTF-8
// letter).
func isIdentByte(c byte) bool {
	return c == '_' || c >= 0x80 || 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9'
}
