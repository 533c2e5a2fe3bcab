package failprose

import "testing"

// FuzzFailing feeds the reader hostile text: it may not panic, and a
// failure found names the words that say so.
func FuzzFailing(f *testing.F) {
	for _, s := range []string{"CI is red.", "The build fails on main, which this change fixes.", "CI: red on main.", "No tests fail.",
		"CI was red → fixed", "", "fails fails fails", "the tests: failing; but"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if w, ok := Failing(s, func(string) bool { return false }); ok && w == "" {
			t.Fatalf("Failing(%q) found a failure with no words", s)
		}
		ArrowSettled(s)
	})
}
