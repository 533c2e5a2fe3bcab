package verdict

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestVerdictNestedInAKeptValue: a key a dialect keeps as any JSON value
// (a schema, a revision, a time, or any key where unknown keys are
// allowed) may hold an object with a verdict key. encoding/json reads
// that object as a verdict as readily as the outer one: two verdicts in
// one object, which is ambiguous in every preset, never approval.
func TestVerdictNestedInAKeptValue(t *testing.T) {
	open := githubReviewPreset()
	open.UnknownKeys = true
	cases := []struct {
		name string
		spec DialectSpec
		file string
	}{
		{"forest", forestPreset(), `{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"ok","time":{"verdict":"changes"}}`},
		{"pass-fail", passFailPreset(), `{"iteration":{"verdict":"FAIL"},"verdict":"PASS","summary":"ok"}`},
		{"pass-fail in a list", passFailPreset(), `{"iteration":[1,{"verdict":"FAIL"}],"verdict":"PASS","summary":"ok"}`},
		{"github-review", githubReviewPreset(), `{"verdict":"APPROVE","summary":"ok","schema_version":{"v":{"Verdict":"REQUEST_CHANGES"}}}`},
		{"unknown keys", open, `{"verdict":"APPROVE","summary":"ok","meta":{"verdict":"REQUEST_CHANGES"}}`},
		{"same side", passFailPreset(), `{"iteration":{"verdict":"PASS"},"verdict":"PASS","summary":"ok"}`},
	}
	for _, c := range cases {
		d := MustDialect(c.spec)
		ds := d.Lint([]byte(c.file))
		if !hasRuleError(ds, RuleAmbiguous) {
			t.Errorf("%s: a verdict nested in a kept value is not ambiguous: %v\n%s", c.name, ds, c.file)
		}
		if v, err := d.Parse([]byte(c.file)); err == nil {
			t.Errorf("%s: parsed as %+v", c.name, v)
		}
	}
	// The same objects without the nested key are clean.
	for _, file := range []string{
		`{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"ok","time":{"at":"now"}}`,
	} {
		if ds := MustDialect(forestPreset()).Lint([]byte(file)); len(ds) > 0 {
			t.Errorf("refused %v\n%s", ds, file)
		}
	}
}

func hasRuleError(ds []diag.Diagnostic, rule string) bool {
	for _, x := range ds {
		if x.Rule == rule && x.Severity == diag.Error {
			return true
		}
	}
	return false
}
