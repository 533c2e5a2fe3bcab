package analysis

import (
	"strings"
	"testing"
)

func TestValidateRejects(t *testing.T) {
	run := func(*Pass) (any, error) { return nil, nil }
	loop := &Analyzer{Name: "loop", Doc: "d", Run: run}
	loop.Requires = []*Analyzer{{Name: "via", Doc: "d", Run: run, Requires: []*Analyzer{loop}}}
	for name, tc := range map[string]struct {
		list []*Analyzer
		want string
	}{
		"nil":           {[]*Analyzer{nil}, "is nil"},
		"bad name":      {[]*Analyzer{{Name: "Bad_Name", Doc: "d", Run: run}}, "not kebab-case"},
		"duplicate":     {[]*Analyzer{{Name: "a", Doc: "d", Run: run}, {Name: "a", Doc: "d", Run: run}}, "listed twice"},
		"no doc":        {[]*Analyzer{{Name: "a", Run: run}}, "no doc"},
		"no run":        {[]*Analyzer{{Name: "a", Doc: "d"}}, "no Run"},
		"nil required":  {[]*Analyzer{{Name: "a", Doc: "d", Run: run, Requires: []*Analyzer{nil}}}, "required analyzer 0 is nil"},
		"bad required":  {[]*Analyzer{{Name: "a", Doc: "d", Run: run, Requires: []*Analyzer{{Name: "b", Run: run}}}}, `"b" has no doc`},
		"required twin": {[]*Analyzer{{Name: "a", Doc: "d", Run: run, Requires: []*Analyzer{{Name: "a", Doc: "d", Run: run}}}}, `two analyzers are called "a"`},
		"cycle":         {[]*Analyzer{loop}, "requires itself: loop -> via -> loop"},
	} {
		err := Validate(tc.list)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Validate says %v, want %q", name, err, tc.want)
		}
	}
}

// An analyzer several others require is one analyzer, not a duplicate.
func TestValidateSharedRequirement(t *testing.T) {
	run := func(*Pass) (any, error) { return nil, nil }
	shared := &Analyzer{Name: "shared", Doc: "d", Run: run}
	list := []*Analyzer{
		{Name: "a", Doc: "d", Run: run, Requires: []*Analyzer{shared}},
		{Name: "b", Doc: "d", Run: run, Requires: []*Analyzer{shared}},
	}
	if err := Validate(list); err != nil {
		t.Fatal(err)
	}
}
