package contract

// flatten is flattenCopy's text: s itself when flattening would leave it
// as it is, which most verdict lines and many other lines are, so that
// reading them allocates nothing.
func flatten(s string, lower bool) string {
	if isFlat(s, lower) {
		return s
	}
	return flattenCopy(s, lower)
}

// isFlat reports whether flattenCopy(s, lower) == s: s holds no marker
// flattenCopy drops, no tab, no space at either end or beside another,
// and, when lower, no ASCII capital.
func isFlat(s string, lower bool) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '*' || c == '`' || c == '\t':
			return false
		case c == '_':
			if i == 0 || i+1 == len(s) || !isASCIIWord(s[i-1]) || !isASCIIWord(s[i+1]) {
				return false
			}
		case c == ' ':
			if i == 0 || i+1 == len(s) || s[i+1] == ' ' {
				return false
			}
		case lower && c >= 'A' && c <= 'Z':
			return false
		}
	}
	return true
}
