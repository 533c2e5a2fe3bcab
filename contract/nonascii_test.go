package contract

import (
	"testing"
	"unicode/utf8"
)

// hasNonASCIIEach is hasNonASCII byte by byte: the reference.
func hasNonASCIIEach(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// TestHasNonASCII: a byte outside ASCII is found at every place, in
// the words read at once and in the tail.
func TestHasNonASCII(t *testing.T) {
	for n := 0; n <= 20; n++ {
		plain := make([]byte, n)
		for i := range plain {
			plain[i] = 'a' + byte(i%26)
		}
		checkNonASCII(t, string(plain))
		for at := 0; at < n; at++ {
			for _, c := range []byte{0x80, 0xc3, 0xff, 0x7f} {
				b := append([]byte(nil), plain...)
				b[at] = c
				checkNonASCII(t, string(b))
			}
		}
	}
}

// FuzzHasNonASCII: the word-at-a-time scan agrees with the byte loop.
func FuzzHasNonASCII(f *testing.F) {
	for _, s := range []string{"", "ascii only, longer than eight", "✅ PASS", "Verdict: PASS ✅", "\x7f\x7f\x7f\x7f\x7f\x7f\x7f\x7f\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkNonASCII(t, s) })
}

func checkNonASCII(t *testing.T, s string) {
	t.Helper()
	if got, want := hasNonASCII(s), hasNonASCIIEach(s); got != want {
		t.Fatalf("hasNonASCII(%q) = %v, byte by byte %v", s, got, want)
	}
}
