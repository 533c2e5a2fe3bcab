package config

import "testing"

// TestFilesKinds pins what every verb means by the globs: exclude wins, and
// a path both globs match is a report.
func TestFilesKinds(t *testing.T) {
	f := Files{
		Reports:  []string{"reviews/**/*.md", "**/*.review.md"},
		Verdicts: []string{"reviews/**/*", "**/*.verdict.json"},
		Exclude:  []string{"reviews/legacy/**"},
	}
	tests := []struct {
		path            string
		report, verdict bool
	}{
		{"reviews/a.md", true, false},
		{"reviews/round1.json", false, true},
		{"docs/x.review.md", true, false},
		{"out/a.verdict.json", false, true},
		{"reviews/legacy/old.md", false, false},
		{"reviews/legacy/old.json", false, false},
		{"README.md", false, false},
	}
	for _, tt := range tests {
		if got := f.IsReport(tt.path); got != tt.report {
			t.Errorf("IsReport(%s) = %v", tt.path, got)
		}
		if got := f.IsVerdict(tt.path); got != tt.verdict {
			t.Errorf("IsVerdict(%s) = %v", tt.path, got)
		}
	}
}
