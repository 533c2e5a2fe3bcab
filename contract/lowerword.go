package contract

import (
	"strings"
	"unicode/utf8"
)

// lowerWord is strings.ToLower(s) as bytes, for looking a word up among
// lower-case words (a map index or a switch on string(lowerWord(...))
// copies nothing): s lowered into buf when it is ASCII and fits, which
// is what ToLower makes of it, else strings.ToLower(s) itself (a letter
// outside ASCII may lower to one inside it: K, the Kelvin sign, to k).
// Lowering a word per block this way was a sixth of what linting a
// report allocated.
func lowerWord(buf []byte, s string) []byte {
	if len(s) > len(buf) {
		return []byte(strings.ToLower(s))
	}
	b := buf[:len(s)]
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return []byte(strings.ToLower(s))
		}
		b[i] = lowerASCII(c)
	}
	return b
}
