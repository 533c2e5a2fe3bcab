package config

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

func TestSeverityLayersDefaultRulesAndOverrides(t *testing.T) {
	cfg, err := Parse("rules.toml", []byte(`[rules]
coverage-missing = { severity = "warning" }

[[overrides]]
paths = ["reviews/drafts/**"]
rules = { coverage-missing = { severity = "off" }, review-too-long = { severity = "error" } }

[[overrides]]
paths = ["reviews/drafts/keep/**"]
rules = { coverage-missing = { severity = "error" } }
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rule, path string
		want       diag.Severity
	}{
		{"review-too-long", "reviews/a.md", diag.Warning},            // the catalog's default
		{"findings-missing", "reviews/a.md", diag.Error},             // likewise
		{"coverage-missing", "reviews/a.md", diag.Warning},           // [rules]
		{"coverage-missing", "reviews/drafts/a.md", diag.Off},        // an override
		{"review-too-long", "reviews/drafts/a.md", diag.Error},       // an override
		{"coverage-missing", "reviews/drafts/keep/a.md", diag.Error}, // the later override wins
		{"no-such-rule", "reviews/a.md", diag.Error},                 // unknown: never silent
	} {
		if got := cfg.Severity(tc.rule, tc.path); got != tc.want {
			t.Errorf("Severity(%s, %s) = %s, want %s", tc.rule, tc.path, got, tc.want)
		}
	}
	if got := cfg.RuleSeverity("coverage-missing"); got != diag.Warning {
		t.Errorf("RuleSeverity(coverage-missing) = %s, want warning: overrides are per path", got)
	}
}
