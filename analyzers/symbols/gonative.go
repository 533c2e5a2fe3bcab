package symbols

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// The go command compiles a package's C, C++, Objective-C, Fortran and
// assembly files with its Go files: C calls a Go function cgo exports
// (//export Helper), assembly calls ·helper(SB). Go syntax shows neither
// use, so a removed function those files name is not "no references
// remain" and an added one is no "nothing references it"; whether the
// name there is the Go function or a C one of the same name only the
// compiler can tell, so it is ambiguous.

func isGoNative(p string) bool {
	switch path.Ext(p) {
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".hh", ".hpp", ".hxx", ".m", ".s", ".S", ".sx", ".f", ".F", ".for", ".f90":
		return true
	}
	return false
}

// nativeMentions maps dir+"\x00"+name to the places head's native files in
// dir name one of syms, functions and variables of that directory's
// package (the range's removals, or its additions).
// unread maps a directory to the first native file there that could not
// be read (over the size limit, or failing): it may name any symbol of the
// directory's package, which then cannot be checked.
func nativeMentions(head snapshot.Snapshot, paths []string, syms []goSymbol) (mentions map[string][]snapshot.Place, unread map[string]string) {
	wanted := map[string]map[string]bool{}
	for _, s := range syms {
		if s.def.method == "" {
			if wanted[s.file.dir] == nil {
				wanted[s.file.dir] = map[string]bool{}
			}
			wanted[s.file.dir][s.def.name] = true
		}
	}
	out, unread := map[string][]snapshot.Place{}, map[string]string{}
	for _, p := range paths {
		names := wanted[path.Dir(p)]
		if names == nil {
			continue
		}
		if strings.HasSuffix(p, ".go") {
			cgoPreambleMentions(head, p, names, out)
			continue
		}
		if !isGoNative(p) {
			continue
		}
		src, err := head.ReadFile(p)
		if err != nil {
			if unread[path.Dir(p)] == "" {
				unread[path.Dir(p)] = p
			}
			continue
		}
		eachWord(src, func(from, to int) bool {
			word := string(src[from:to])
			if i := strings.LastIndex(word, "·"); i >= 0 {
				word = word[i+len("·"):] // assembly's pkg·name
			}
			if names[word] {
				at := snapshot.Place{Path: p, Line: 1 + bytes.Count(src[:from], []byte("\n"))}
				out[path.Dir(p)+"\x00"+word] = append(out[path.Dir(p)+"\x00"+word], at)
			}
			return true
		})
	}
	return out, unread
}

// nativeUnread is why a claim about s cannot be checked when a native
// file of its package could not be read; "" when none. claim opens the
// reason ("removed", "added").
func nativeUnread(claim string, s goSymbol, unread map[string]string) string {
	p := unread[s.file.dir]
	if p == "" || s.def.method != "" {
		return ""
	}
	return claim + ", but " + p + ", which the go command compiles with its package, could not be read and may name it"
}

// nativeFact makes a removal the package's native files name ambiguous.
func nativeFact(f Fact, s goSymbol, native map[string][]snapshot.Place, limit int) Fact {
	places := native[s.file.dir+"\x00"+s.def.name]
	if f.Kind != Removed || len(places) == 0 {
		return f
	}
	f.Kind, f.ReferenceCount = Ambiguous, len(places)
	f.References = places[:min(limit, len(places))]
	f.Note = "named in C or assembly the go command compiles with its package"
	return f
}

// nativeNote says why an added function or variable the package's native
// files name may be referenced with no Go use to see (assembly that
// reads ·table(SB), C calling an exported Go function), or "".
func nativeNote(s goSymbol, native map[string][]snapshot.Place) string {
	places := native[s.file.dir+"\x00"+s.def.name]
	if len(places) == 0 {
		return ""
	}
	return "added, but " + places[0].String() + " names it, in C or assembly the go command compiles with its package"
}

// cgoPreambleMentions adds the places where the cgo preamble of Go file p
// (the comment above its import "C", compiled as C) names one of names:
// C code there may call a function the package exports to C.
func cgoPreambleMentions(head snapshot.Snapshot, p string, names map[string]bool, out map[string][]snapshot.Place) {
	src, err := head.ReadFile(p)
	if err != nil || !bytes.Contains(src, []byte(`"C"`)) {
		return
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, p, src, parser.ImportsOnly|parser.ParseComments)
	if err != nil {
		return // a file that does not parse is a blind spot already
	}
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.IMPORT {
			continue
		}
		for _, spec := range gen.Specs {
			is, ok := spec.(*ast.ImportSpec)
			if !ok || is.Path.Value != `"C"` {
				continue
			}
			for _, doc := range []*ast.CommentGroup{gen.Doc, is.Doc} {
				if doc == nil {
					continue
				}
				from, to := fset.Position(doc.Pos()).Offset, fset.Position(doc.End()).Offset
				if from < 0 || to > len(src) || from >= to {
					continue
				}
				text := src[from:to]
				eachWord(text, func(i, j int) bool {
					if word := string(text[i:j]); names[word] {
						at := snapshot.Place{Path: p, Line: fset.Position(doc.Pos()).Line + bytes.Count(text[:i], []byte("\n"))}
						out[path.Dir(p)+"\x00"+word] = append(out[path.Dir(p)+"\x00"+word], at)
					}
					return true
				})
			}
		}
	}
}
