package contract

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// TestFlattenFastPath: flatten answers with s itself exactly when
// flattenCopy would give s back.
func TestFlattenFastPath(t *testing.T) {
	for _, s := range []string{"", "verdict: pass", "Verdict: PASS", "REQUIRES_REVISION", "a b", "a  b", " a", "a ", "a\tb", "*a*", "`a`", "_a_", "a_", "_", "é_é", "a_b_c", "x * y"} {
		for _, lower := range []bool{false, true} {
			checkFlatten(t, s, lower)
		}
	}
}

// FuzzFlatten: flatten is flattenCopy on any text, in both cases.
func FuzzFlatten(f *testing.F) {
	for _, s := range []string{"Verdict: PASS", "REQUIRES_REVISION", "**Do not** merge", " a  b\t", "_x_", "a_é", "`code` span"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkFlatten(t, s, false)
		checkFlatten(t, s, true)
	})
}

func checkFlatten(t *testing.T, s string, lower bool) {
	t.Helper()
	want := flattenCopy(s, lower)
	if got := flatten(s, lower); got != want {
		t.Fatalf("flatten(%q, %v) = %q, flattenCopy %q", s, lower, got, want)
	}
	if isFlat(s, lower) != (want == s) {
		t.Fatalf("isFlat(%q, %v) = %v, but flattenCopy gives %q", s, lower, isFlat(s, lower), want)
	}
}

// flattenByByte is flattenCopy written byte by byte, as it was before it
// wrote runs of kept bytes at once: the reading flattenCopy must keep.
func flattenByByte(s string, lower bool) string {
	var b strings.Builder
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '*' || c == '`':
			continue
		case c == '_':
			if i > 0 && i+1 < len(s) && proseword.ASCII(s[i-1]) && proseword.ASCII(s[i+1]) {
				break
			}
			continue
		case c == ' ' || c == '\t':
			space = b.Len() > 0
			continue
		case lower && c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteByte(c)
	}
	return b.String()
}

// TestFlattenCopyRuns: writing runs of kept bytes at once, spaces among
// them, gives what writing byte by byte gives, at the edges of runs too.
func TestFlattenCopyRuns(t *testing.T) {
	for _, s := range []string{"", " ", "  ", "a", "a b", "a  b", "a b ", " a b", "a *b*", "a *", "a \tb", "a\t b", "A B", "a B c", "a _b_ c", "a_b c", "x `y` z", "é ü", "a b\n c", "Do **not** merge.", "a *", "a  *b", "a ` b", "ab_ cd"} {
		for _, lower := range []bool{false, true} {
			if got, want := flattenCopy(s, lower), flattenByByte(s, lower); got != want {
				t.Errorf("flattenCopy(%q, %v) = %q, byte by byte %q", s, lower, got, want)
			}
		}
	}
}

// FuzzFlattenCopyRuns: flattenCopy is flattenByByte on any text.
func FuzzFlattenCopyRuns(f *testing.F) {
	for _, s := range []string{"Verdict: PASS", "a *", "a  *b", "**Do not** merge", " a  b\t", "_x_ y", "a_é b", "`code` span A"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, lower := range []bool{false, true} {
			if got, want := flattenCopy(s, lower), flattenByByte(s, lower); got != want {
				t.Fatalf("flattenCopy(%q, %v) = %q, byte by byte %q", s, lower, got, want)
			}
		}
	})
}

// TestFlatMemo: a memo answers flatten(text, true) for each text asked in
// turn, a text asked again, an empty one and one that flattens to ""
// included; a nil memo flattens every time.
func TestFlatMemo(t *testing.T) {
	var m flatMemo
	for _, s := range []string{"Do **not** merge", "Do **not** merge", "", "**", "", "LGTM", "Do **not** merge", "lgtm", "LGTM"} {
		if got, want := m.lowFlat(s), flatten(s, true); got != want {
			t.Fatalf("memo: lowFlat(%q) = %q, want %q", s, got, want)
		}
		var none *flatMemo
		if got, want := none.lowFlat(s), flatten(s, true); got != want {
			t.Fatalf("nil memo: lowFlat(%q) = %q, want %q", s, got, want)
		}
	}
}
