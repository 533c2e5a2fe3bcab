package analyzers

import (
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
)

func TestAll(t *testing.T) {
	if err := Validate(All); err != nil {
		t.Fatal(err)
	}
}

func TestValidateRejects(t *testing.T) {
	run := func(*Pass) (any, error) { return nil, nil }
	for name, list := range map[string][]*Analyzer{
		"nil":       {nil},
		"bad name":  {{Name: "Bad_Name", Doc: "d", Run: run}},
		"duplicate": {{Name: "a", Doc: "d", Run: run}, {Name: "a", Doc: "d", Run: run}},
		"no doc":    {{Name: "a", Run: run}},
		"no run":    {{Name: "a", Doc: "d"}},
	} {
		if Validate(list) == nil {
			t.Errorf("%s: Validate accepted it", name)
		}
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
