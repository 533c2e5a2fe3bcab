package contract

import "strings"

// lastDash returns the offset of the last em dash, en dash or spaced
// hyphen (` - `) in s, or -1: max of the three strings.LastIndex, in one
// backward pass over s instead of three.
func lastDash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case 0xE2:
			// — is E2 80 94, – is E2 80 93.
			if strings.HasPrefix(s[i:], "—") || strings.HasPrefix(s[i:], "–") {
				return i
			}
		case ' ':
			if strings.HasPrefix(s[i:], " - ") {
				return i
			}
		}
	}
	return -1
}
