package symbols

import "github.com/reviewlint/reviewlint/analyzers/snapshot"

// mentions are the whole-word occurrences of one name at head, by how much
// they say. Only a bare use in code is a reference; after a single '.' it
// is a property or method access that may belong to anything; inside a
// string it may be a registry entry (__all__, a dynamic import) or prose.
type mentions struct{ code, dotted, strings []snapshot.Place }

func (m *mentions) any() bool { return len(m.code)+len(m.dotted)+len(m.strings) > 0 }

// defKeywords introduce a definition: "def run" in another file (a method,
// a nested function) defines a name, it does not use one.
var defKeywords = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"def": true, "function": true, "fn": true, "class": true, "struct": true,
		"enum": true, "trait": true, "interface": true, "type": true, "mod": true, "union": true,
	}
}}

// wordRefs finds whole-word occurrences of the wanted names in f, outside
// comments (line comments, /* */ block comments for languages commenting
// with //, and Python docstrings) and outside definitions.
func wordRefs(lang Language, f langFile, wanted map[string]bool, found map[string]*mentions) {
	defAt := make(map[int]bool, len(f.defs))
	for _, d := range f.defs {
		defAt[d.offset] = true
	}
	s := scanner{src: f.src, lang: lang, line: 1}
	for s.i < len(s.src) {
		start, inString := s.next()
		if start < 0 {
			continue
		}
		end := start
		for end < len(s.src) && isWordByte(s.src[end]) {
			end++
		}
		s.i = end
		name := string(s.src[start:end])
		if !wanted[name] || defAt[start] {
			continue
		}
		m := found[name]
		if m == nil {
			m = &mentions{}
			found[name] = m
		}
		at := snapshot.Place{Path: f.path, Line: s.line}
		switch {
		case inString:
			m.strings = append(m.strings, at)
		case defKeywords.get()[s.wordBefore(start)]:
		case s.dotBefore(start):
			m.dotted = append(m.dotted, at)
		default:
			m.code = append(m.code, at)
		}
	}
}

// wordBefore is the word preceding offset i on its line, skipping blanks
// and a generator's '*'.
func (s *scanner) wordBefore(i int) string {
	j := i - 1
	for j >= 0 && (s.src[j] == ' ' || s.src[j] == '\t' || s.src[j] == '*') {
		j--
	}
	end := j + 1
	for j >= 0 && isWordByte(s.src[j]) {
		j--
	}
	return string(s.src[j+1 : end])
}

// dotBefore: x.name, not a spread or range (...name, 0..name).
func (s *scanner) dotBefore(i int) bool {
	j := i - 1
	for j >= 0 && (s.src[j] == ' ' || s.src[j] == '\t') {
		j--
	}
	return j >= 0 && s.src[j] == '.' && (j == 0 || s.src[j-1] != '.')
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}
