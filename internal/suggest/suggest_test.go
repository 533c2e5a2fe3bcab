package suggest

import "testing"

func TestNearest(t *testing.T) {
	known := []string{"lint", "check", "derive", "install"}
	for got, want := range map[string]string{"lnt": "lint", "chek": "check", "drive": "derive", "zzzzzz": "", "": ""} {
		if g := Nearest(got, known); g != want {
			t.Errorf("Nearest(%q) = %q, want %q", got, g, want)
		}
	}
}

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{{"", "", 0}, {"files", "file", 1}, {"rules", "ruels", 2}, {"kitten", "sitting", 3}} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestDidYouMean(t *testing.T) {
	known := []string{"lint", "check"}
	if got, want := DidYouMean("lnt", known), ` (did you mean "lint"?)`; got != want {
		t.Errorf("DidYouMean(lnt) = %q, want %q", got, want)
	}
	if got := DidYouMean("zzzzzz", known); got != "" {
		t.Errorf("DidYouMean(zzzzzz) = %q, want none", got)
	}
}
