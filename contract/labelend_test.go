package contract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// labelEndByBytes is labelEnd as it was first written, trying every
// byte of the label's head: labelEnd, which goes from space to space,
// must find the same.
func labelEndByBytes(text string) (int, int) {
	i := strings.IndexByte(text, ':')
	head := text[:min(len(text), 72)]
	lead := len(head) - len(labelLead.trimLeft(head))
	for j := lead + 1; j+1 < len(head) && (i < 0 || j < i); j++ {
		if head[j-1] != ' ' {
			continue
		}
		switch {
		case (head[j] == '=' || head[j] == '-') && head[j+1] == ' ':
			return j - 1, 3
		case head[j] == 0xE2 && (strings.HasPrefix(head[j:], "— ") || strings.HasPrefix(head[j:], "– ")):
			return j - 1, len(" — ")
		}
	}
	return i, 1
}

// TestLabelEndAsBytes holds labelEnd to labelEndByBytes on texts made of
// separators, spaces, the marks that open a line and words, past the
// 72 bytes looked at too.
func TestLabelEndAsBytes(t *testing.T) {
	alphabet := []string{" ", "  ", "\t", "*", "_", "`", "-", "+", ">", "=", ":", "—", "–", "\xe2", "\xe2\x80",
		"a", "Decision", "é", " - ", " = ", " — ", " – ", strings.Repeat("x", 30)}
	rng := rand.New(rand.NewPCG(26, 72))
	for range 50000 {
		var b strings.Builder
		for n := rng.IntN(24); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		s := b.String()
		gi, gn := labelEnd(s)
		wi, wn := labelEndByBytes(s)
		if gi != wi || gn != wn {
			t.Fatalf("labelEnd(%q) = %d, %d; want %d, %d", s, gi, gn, wi, wn)
		}
	}
}
