package contract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestMentionsVerdictAsAnchorEnd holds mentionsVerdict, which stops at
// the first key it finds, to anchorEnd's reading (the end of the key
// that ends first, -1 for none) in every preset and a dialect of keys in
// other words, on texts made of the keys' words cut, cased and joined.
func TestMentionsVerdictAsAnchorEnd(t *testing.T) {
	dialects := []*Dialect{}
	for _, p := range Presets() {
		dialects = append(dialects, MustDialect(p.Spec))
	}
	other := Default()
	other.Name = "keys"
	other.Verdict.Keys = []string{"Urteil", "Review result", "état"}
	dialects = append(dialects, MustDialect(other))
	alphabet := []string{" ", ":", "*", "é", "\xe2", "x",
		"verdict", "VERDICT", "Verdic", "erdict", "decision", "DeCiSiOn", "status", "Statu", "recommendation",
		"outcome", "OUTCOM", "urteil", "URTEIL", "result", "Result", "état", "ÉTAT", "tat"}
	rng := rand.New(rand.NewPCG(7, 11))
	for range 20000 {
		var b strings.Builder
		for n := rng.IntN(8); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		s := b.String()
		for _, d := range dialects {
			if got, want := d.mentionsVerdict(s), d.anchorEnd(s) >= 0; got != want {
				t.Fatalf("%s: mentionsVerdict(%q) = %v, want %v", d.spec.Name, s, got, want)
			}
		}
	}
}
