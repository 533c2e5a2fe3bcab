package analysis

import "testing"

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
