package contract

import (
	"strings"
	"testing"
)

// TestPresetExamples lints each preset's example under its preset: clean,
// and with its verdict taken out, refused for the missing verdict.
func TestPresetExamples(t *testing.T) {
	for _, p := range Presets() {
		t.Run(p.Name, func(t *testing.T) {
			d, err := NewDialect(p.Spec)
			if err != nil {
				t.Fatal(err)
			}
			if ds := Lint([]byte(p.Example), Options{Dialect: d}); len(ds) > 0 {
				t.Errorf("the example is refused: %v", ds)
			}
			r := Inspect([]byte(p.Example), Options{Dialect: d})
			if len(r.Verdicts) == 0 {
				t.Fatalf("no verdict read in the example")
			}
			var kept []string
			for _, l := range strings.Split(p.Example, "\n") {
				if !strings.Contains(l, r.Words[0]) {
					kept = append(kept, l)
				}
			}
			ds := Lint([]byte(strings.Join(kept, "\n")), Options{Dialect: d})
			if countRule(ds, RuleVerdictMissing) == 0 {
				t.Errorf("without its verdict line the example is not refused for it: %v", ds)
			}
		})
	}
}
