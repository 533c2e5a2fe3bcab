package analyzers

import (
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/config"
)

func TestAll(t *testing.T) {
	if err := analysis.Validate(All); err != nil {
		t.Fatal(err)
	}
}

// TestConfigKnowsEveryAnalyzer holds the names rules.toml may list to the
// analyzers derive runs.
func TestConfigKnowsEveryAnalyzer(t *testing.T) {
	var names []string
	for _, a := range All {
		names = append(names, a.Name)
	}
	if !slices.Equal(names, config.AnalyzerNames) {
		t.Errorf("config.AnalyzerNames = %v, want %v", config.AnalyzerNames, names)
	}
}
