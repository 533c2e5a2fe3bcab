package contract

import "testing"

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
