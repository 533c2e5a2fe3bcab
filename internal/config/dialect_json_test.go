package config

import (
	"strings"
	"testing"
)

// TestDialectJSON: [dialect.json] starts from a verdict preset, keys given
// replace its values, and a dialect that reads one value two ways is an
// error at its line and key.
func TestDialectJSON(t *testing.T) {
	cfg, err := Parse("rules.toml", []byte("[dialect.json]\nextends = \"forest\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if ds := cfg.VerdictDialect().Lint([]byte(`{"schema":"forest.verdict.v1","revision":"abc","verdict":"changes","summary":"no","time":"now"}`)); len(ds) > 0 {
		t.Errorf("a forest verdict is refused under the forest preset: %v", ds)
	}
	if ds := Default().VerdictDialect().Lint([]byte(`{"verdict":"changes"}`)); len(ds) == 0 {
		t.Errorf("without [dialect.json], `changes` is read as a verdict")
	}
	for _, c := range []struct{ toml, want string }{
		{"[dialect.json]\nextends = \"nope\"\n", `rules.toml:2: dialect.json.extends: no verdict preset "nope"`},
		{"[dialect.json]\napprove = [\"ok\"]\nblock = [\"OK\"]\n", "rules.toml:3: dialect.json.block"},
		{"[dialect.json]\naprove = [\"ok\"]\n", "dialect.json.aprove: unknown key"},
	} {
		_, err := Parse("rules.toml", []byte(c.toml))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.toml, err, c.want)
		}
	}
}
