package repofiles_test

import (
	"os"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// TestReportTemplateIsClean: the starter report a newcomer copies lints
// clean under the built-in rules, so its shape is the contract's.
func TestReportTemplateIsClean(t *testing.T) {
	data, err := os.ReadFile("docs/report-template.md")
	if err != nil {
		t.Fatal(err)
	}
	if ds := lint.New(config.Default()).Lint("docs/report-template.md", data, lint.Report); len(ds) != 0 {
		t.Errorf("docs/report-template.md has diagnostics: %v", ds)
	}
}
