package typecheck

import (
	"bytes"
	"go/parser"
	"go/token"
)

// headerImports is a file's package name and imports as go/parser reads
// them in ImportsOnly mode, read by readImports where it can. ok is false
// when go/parser returns no file.
func headerImports(p string, src []byte) (name string, imports []rawImport, ok bool) {
	if name, imports, ok := readImports(src); ok {
		return name, imports, true
	}
	f, _ := parser.ParseFile(token.NewFileSet(), p, src, parser.ImportsOnly|parser.SkipObjectResolution)
	if f == nil {
		return "", nil, false
	}
	for _, imp := range f.Imports {
		ri := rawImport{lit: imp.Path.Value}
		if imp.Name != nil {
			ri.name = imp.Name.Name
		}
		imports = append(imports, ri)
	}
	return f.Name.Name, imports, true
}

// rawImport is an import declaration as written: its name ("" when
// none) and its path's literal, quotes and escapes included.
type rawImport struct {
	name, lit string
}

// readImports reads a file's package clause and the import declarations
// after it with the lexer, as go/parser reads them in ImportsOnly mode,
// which stops at the first other declaration. Resolving reads the header
// of thousands of files; go/parser builds a syntax tree of each. ok is
// false where the file holds, before that declaration, anything but a
// clause and imports in their plain forms (a keyword for a name, a
// string that does not end, a stray semicolon, a byte order mark):
// go/parser is asked then.
func readImports(src []byte) (name string, imports []rawImport, ok bool) {
	lx := &lexer{src: src}
	t, s := lx.next()
	if t != tokIdent || string(lx.word(s)) != "package" {
		return "", nil, false
	}
	if t, s = lx.next(); t != tokIdent || !plainName(lx.word(s)) {
		return "", nil, false
	}
	name = string(lx.word(s))
	if t, _ = lx.next(); t != tokSemicolon || lx.bad {
		return "", nil, false
	}
	for first := true; ; first = false {
		t, s = lx.next()
		// go/parser gives up on a file whose scanner errs before the
		// token after the package clause is read, and the character
		// after it, which the scanner reads ahead (a byte that is not
		// UTF-8, a NUL in a comment): ASCII without NUL cannot.
		if first && !plainText(src[:min(lx.i+1, len(src))]) {
			return "", nil, false
		}
		switch {
		case t == tokEOF:
			return name, imports, !lx.bad
		case t != tokIdent:
			return "", nil, false
		case !plainText(lx.word(s)):
			// This lexer reads any byte past ASCII into a name;
			// go/scanner may end the name there ("import" and an
			// illegal byte).
			return "", nil, false
		case string(lx.word(s)) != "import":
			return name, imports, !lx.bad // the first other declaration
		}
		t, s = lx.next()
		if t != tokOpen || src[s] != '(' {
			imp, ok := importSpec1(lx, t, s)
			if !ok {
				return "", nil, false
			}
			imports = append(imports, imp)
			if t, _ = lx.next(); t != tokSemicolon {
				return "", nil, false
			}
			continue
		}
		for {
			t, s = lx.next()
			if t == tokClose && src[s] == ')' {
				break
			}
			imp, ok := importSpec1(lx, t, s)
			if !ok {
				return "", nil, false
			}
			imports = append(imports, imp)
			t, s = lx.next()
			if t == tokClose && src[s] == ')' {
				break
			}
			if t != tokSemicolon {
				return "", nil, false
			}
		}
		if t, _ = lx.next(); t != tokSemicolon {
			return "", nil, false
		}
	}
}

// importSpec1 reads one import spec from its first token (t at s): an
// optional name or ".", then the path's string.
func importSpec1(lx *lexer, t, s int) (rawImport, bool) {
	var imp rawImport
	switch {
	case t == tokIdent && plainName(lx.word(s)):
		imp.name = string(lx.word(s))
		t, s = lx.next()
	case t == tokOther && lx.src[s] == '.' && (s+1 >= len(lx.src) || lx.src[s+1] != '.'):
		imp.name = "."
		t, s = lx.next()
	}
	if t != tokLiteral || lx.bad {
		return imp, false
	}
	lit := lx.word(s)
	// A raw string drops its carriage returns in go/scanner; a NUL is
	// an error there; a newline ends a string, escaped or not. None is
	// in a plain import path.
	if len(lit) < 2 || lit[0] != '"' && lit[0] != '`' || lit[len(lit)-1] != lit[0] ||
		bytes.ContainsAny(lit, "\r\n\x00") {
		return imp, false
	}
	imp.lit = string(lit)
	return imp, true
}

// plainName reports an identifier of ASCII letters, digits and "_" that
// is not a keyword.
func plainName(w []byte) bool {
	if len(w) == 0 || '0' <= w[0] && w[0] <= '9' || keyword(string(w)) {
		return false
	}
	for _, c := range w {
		if c != '_' && !('a' <= c|0x20 && c|0x20 <= 'z') && !('0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// plainText reports bytes that are all ASCII and hold no NUL.
func plainText(b []byte) bool {
	for _, c := range b {
		if c == 0 || c >= 0x80 {
			return false
		}
	}
	return true
}
