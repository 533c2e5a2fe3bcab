package typecheck

import (
	"cmp"
	"slices"
)

// skimItem is one package-level declaration as skimDecls reads it from
// tokens, before the file is parsed: what pruneDecls reads of it, and
// the bytes it takes.
type skimItem struct {
	file       int
	start, end int // what to blank when it is dropped
	names      []string
	recv       string // a method's receiver base type
	method     bool
	keep       bool // kept whatever names it
	marked     bool
}

// skimPackage blanks, in srcs (a dependency's files, their function
// bodies blanked), the package-level declarations pruneDecls would
// drop, so that they are neither parsed nor checked. It reads tokens,
// not syntax, and keeps more than pruneDecls where it cannot tell: it
// reaches every declaration pruneDecls reaches, and pruneDecls, run on
// the files it leaves, keeps the same declarations as on the whole
// files. Lines and columns stay where they were. ok is false, and srcs
// are left alone, when a file's top level is not a list of
// declarations it can tell apart. bodies, when not nil, holds each
// file's blanked function bodies (decls.bodies), which are not read.
// kept says of each file whether any of its declarations is left; nil
// when not ok.
func skimPackage(srcs [][]byte, bodies [][][2]int, reached func(name string) bool) (kept []bool, ok bool) {
	blanksOf := func(file, from int) [][2]int {
		if bodies == nil {
			return nil
		}
		b := bodies[file]
		i, _ := slices.BinarySearchFunc(b, from, func(r [2]int, at int) int { return cmp.Compare(r[1], at+1) })
		return b[i:]
	}
	var items []*skimItem
	comments := make([][][2]int, len(srcs))
	for i, src := range srcs {
		its, cs, ok := skimDecls(src, blanksOf(i, 0))
		if !ok {
			return nil, false
		}
		comments[i] = cs
		for _, it := range its {
			it.file = i
		}
		items = append(items, its...)
	}
	byName := map[string][]*skimItem{}
	methods := map[string][]*skimItem{}
	for _, it := range items {
		for _, n := range it.names {
			byName[n] = append(byName[n], it)
		}
		if it.method && !it.keep {
			methods[it.recv] = append(methods[it.recv], it)
		}
	}
	// The walk below is pruneDecls' own, written again over tokens on
	// purpose: FuzzSkim holds this reading to pruneDecls,
	// which it could not do if both walked through one shared function.
	var work []*skimItem
	mark := func(it *skimItem) {
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
		// Every identifier of the declaration, its name too: more
		// than pruneDecls follows, never less.
		lx := lexer{src: srcs[it.file][:it.end], i: it.start, blanks: blanksOf(it.file, it.start)}
		for {
			t, start := lx.next()
			if t == tokEOF {
				break
			}
			if t == tokIdent {
				for _, o := range byName[string(lx.word(start))] {
					mark(o)
				}
			}
		}
	}
	// Comments after the package clause are nothing to the parser but
	// text to scan and keep: blanked, newlines kept, they are the
	// space and the line ends they stood for.
	for i, cs := range comments {
		for _, c := range cs {
			blankRange(srcs[i][c[0]:c[1]])
		}
	}
	kept = make([]bool, len(srcs))
	for _, it := range items {
		if !it.marked {
			blankRange(srcs[it.file][it.start:it.end])
		} else {
			kept[it.file] = true
		}
	}
	return kept, true
}
