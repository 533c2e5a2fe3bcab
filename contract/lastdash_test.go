package contract

import (
	"strings"
	"testing"
)

// lastDashSlow is what lastDash stands for.
func lastDashSlow(s string) int {
	return max(strings.LastIndex(s, "—"), strings.LastIndex(s, "–"), strings.LastIndex(s, " - "))
}

// FuzzLastDash holds lastDash equal to the three searches it replaces.
func FuzzLastDash(f *testing.F) {
	for _, s := range []string{"", "x", "a - b", "a — b – c", "a -  - b", "—", "\xe2\x80", "a – b - c ", "- ", " -", "a - b—"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := lastDash(s), lastDashSlow(s); got != want {
			t.Fatalf("lastDash(%q) = %d, want %d", s, got, want)
		}
	})
}

// TestLastDashOnReports holds lastDash equal to the three searches on
// every line of the reports under testdata.
func TestLastDashOnReports(t *testing.T) {
	for _, r := range testdataReports(t) {
		for _, line := range strings.Split(r, "\n") {
			if got, want := lastDash(line), lastDashSlow(line); got != want {
				t.Errorf("lastDash(%q) = %d, want %d", line, got, want)
			}
		}
	}
}
