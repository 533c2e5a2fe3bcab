package contract

import (
	"math/rand"
	"strings"
	"testing"
)

// labelOpening agrees with the normalized, trimmed copy it stands for.
func TestLabelOpening(t *testing.T) {
	pieces := []string{"s", "t", "a", "u", ":", "e", "v", "r", "i", "y", "S", "T", "*", "`", "_", " ", "\t", "-", "+", "•", "x", "1", "é", "—"}
	rng := rand.New(rand.NewSource(1))
	for range 200000 {
		var b strings.Builder
		for range rng.Intn(14) {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		s := b.String()
		want := strings.TrimLeft(normalize(s), "-*+• ")
		want = want[:min(len(want), 8)]
		if out, n := labelOpening(s); string(out[:n]) != want {
			t.Fatalf("labelOpening(%q) = %q, want %q", s, out[:n], want)
		}
	}
}
