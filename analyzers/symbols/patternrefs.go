package symbols

import "github.com/reviewlint/reviewlint/analyzers/snapshot"

// wordRefs finds whole-word occurrences of the wanted names in src, outside
// line comments and outside definitions (defs' own name offsets). Strings
// are tracked only to find where a comment starts; a name inside a string
// still counts, since registries, __all__ and dynamic imports name symbols
// in strings.
func wordRefs(lang Language, f langFile, wanted map[string]bool, found map[string][]snapshot.Place) {
	defAt := make(map[int]bool, len(f.defs))
	for _, d := range f.defs {
		defAt[d.offset] = true
	}
	src, marker := f.src, lang.LineComment
	line := 1
	var quote byte
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\n':
			line++
			quote = 0
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case marker != "" && c == marker[0] && hasPrefixAt(src, i, marker):
			for i+1 < len(src) && src[i+1] != '\n' {
				i++
			}
		case isQuote(lang, c):
			quote = c
		case isWordByte(c) && (i == 0 || !isWordByte(src[i-1])):
			end := i
			for end < len(src) && isWordByte(src[end]) {
				end++
			}
			if wanted[string(src[i:end])] && !defAt[i] {
				name := string(src[i:end])
				found[name] = append(found[name], snapshot.Place{Path: f.path, Line: line})
			}
			i = end - 1
		}
	}
}

func hasPrefixAt(src []byte, i int, prefix string) bool {
	return len(src)-i >= len(prefix) && string(src[i:i+len(prefix)]) == prefix
}

// isQuote: a Rust ' is a lifetime or a char, never an unterminated string,
// so only " opens a string there.
func isQuote(lang Language, c byte) bool {
	switch c {
	case '"':
		return true
	case '\'':
		return lang.Name != "rust"
	case '`':
		return lang.Name == "typescript"
	}
	return false
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}
