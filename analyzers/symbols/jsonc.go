package symbols

// jsoncToJSON turns JSON with comments and trailing commas (as
// tsconfig.json is written, and as TypeScript reads it) into JSON: //
// and /* */ comments outside strings become spaces, and a comma followed
// only by blanks and comments before } or ] is dropped. One pass, linear
// in the input.
func jsoncToJSON(src []byte) []byte {
	out := make([]byte, 0, len(src))
	comma := -1 // index in out of a comma that may be trailing
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '"':
			comma = -1
			j := i + 1
			for j < len(src) && src[j] != '"' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j, len(src)-1)
			out = append(out, src[i:j+1]...)
			i = j
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			out = append(out, '\n')
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/') {
				i++
			}
			i++
			out = append(out, ' ')
		case c == ',':
			comma = len(out)
			out = append(out, c)
		case c == '}' || c == ']':
			if comma >= 0 {
				out[comma] = ' '
			}
			comma = -1
			out = append(out, c)
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			out = append(out, c)
		default:
			comma = -1
			out = append(out, c)
		}
	}
	return out
}
