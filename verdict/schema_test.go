package verdict_test

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/verdict"
)

// shapeRules are the rules about a verdict object's shape, the part a JSON
// Schema can state; the rest (block needs a blocking finding, safe paths,
// duplicate keys) are checks the schema's description names in prose.
var shapeRules = []string{verdict.RuleJSONInvalid, verdict.RuleValue, verdict.RuleFindingEmptyQuestion, verdict.RuleReviewTooLong}

// TestSchemaAgreesWithLint: docs/verdict.schema.json, checked by a small
// validator of the keywords it uses, accepts an object exactly when lint
// finds nothing wrong with its shape. Objects are parsed by encoding/json,
// independent of the package's own parser.
func TestSchemaAgreesWithLint(t *testing.T) {
	raw, err := os.ReadFile("../docs/verdict.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatalf("schema is not JSON: %v", err)
	}
	long := `"` + strings.Repeat("x", 1501) + `"`
	for _, obj := range []string{
		`{"verdict":"approve","findings":[]}`,
		`{"verdict":"approve"}`,
		`{"verdict":"block","findings":[{"severity":"blocking","question":"Why is the lock dropped?","context":"a.go:3"}]}`,
		`{"verdict":"approve","findings":[{"severity":"non-blocking","question":"typo","context":null}],"review":"fine"}`,
		`{"verdict":"approve","findings":null,"edits":[{"path":"a.md","content":"x"}],"edit":"x","questions":["q"]}`,
		`{"verdict":"approve","uncertainTasks":[{"path":"t/a.md","questions":["?"]}],"decompositionUnclear":{"questions":["?"]}}`,
		`{"verdict":"Approve"}`,
		`{"verdict":"approved","findings":[]}`,
		`{"verdict":true}`,
		`{"verdict":"approve","summary":"hidden"}`,
		`{"verdict":"approve","findings":[{"question":"no severity"}]}`,
		`{"verdict":"approve","findings":[{"severity":"minor","question":"q"}]}`,
		`{"verdict":"approve","findings":[{"severity":"non-blocking","question":""}]}`,
		`{"verdict":"approve","findings":[{"severity":"non-blocking","question":"q","line":3}]}`,
		`{"verdict":"approve","findings":"none"}`,
		`{"verdict":"approve","review":` + long + `}`,
		`{"verdict":"approve","edits":[{"path":"a.md"}]}`,
		`{"verdict":"approve","questions":[1]}`,
		`{"verdict":"approve","decompositionUnclear":{"why":"?"}}`,
	} {
		var v any
		if err := json.Unmarshal([]byte(obj), &v); err != nil {
			t.Fatalf("case %s: %v", obj, err)
		}
		schemaOK := validate(schema, v) == nil
		lintOK := true
		for _, d := range verdict.Lint([]byte(obj)) {
			if slices.Contains(shapeRules, d.Rule) {
				lintOK = false
			}
		}
		if schemaOK != lintOK {
			t.Errorf("%.80s: schema accepts %v (%v), lint accepts the shape %v", obj, schemaOK, validate(schema, v), lintOK)
		}
	}
}

// validate checks v against the JSON Schema keywords the verdict schema
// uses: type, enum, required, properties, additionalProperties, items,
// minLength, maxLength.
func validate(s map[string]any, v any) error {
	if types, ok := s["type"]; ok && !hasType(types, v) {
		return fmt.Errorf("%v is not of type %v", v, types)
	}
	if enum, ok := s["enum"].([]any); ok && !slices.Contains(enum, v) {
		return fmt.Errorf("%v is not one of %v", v, enum)
	}
	switch v := v.(type) {
	case string:
		n := float64(utf8.RuneCountInString(v))
		if m, ok := s["minLength"].(float64); ok && n < m {
			return fmt.Errorf("shorter than %v", m)
		}
		if m, ok := s["maxLength"].(float64); ok && n > m {
			return fmt.Errorf("longer than %v", m)
		}
	case []any:
		if items, ok := s["items"].(map[string]any); ok {
			for _, item := range v {
				if err := validate(items, item); err != nil {
					return err
				}
			}
		}
	case map[string]any:
		props, _ := s["properties"].(map[string]any)
		for _, r := range asSlice(s["required"]) {
			if _, ok := v[r.(string)]; !ok {
				return fmt.Errorf("missing %v", r)
			}
		}
		for k, val := range v {
			p, ok := props[k].(map[string]any)
			if !ok {
				if s["additionalProperties"] == false {
					return fmt.Errorf("unknown key %q", k)
				}
				continue
			}
			if err := validate(p, val); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
		}
	}
	return nil
}

func asSlice(v any) []any { s, _ := v.([]any); return s }

func hasType(types, v any) bool {
	var name string
	switch v.(type) {
	case nil:
		name = "null"
	case string:
		name = "string"
	case bool:
		name = "boolean"
	case float64:
		name = "number"
	case []any:
		name = "array"
	case map[string]any:
		name = "object"
	}
	if t, ok := types.(string); ok {
		return t == name
	}
	return slices.Contains(asSlice(types), any(name))
}
