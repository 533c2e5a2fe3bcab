package verdict

import "testing"

// TestDefaultVerdictKeyBesideADialectsVerdict: under a dialect whose
// verdict key is another ("decision"), an object with the default
// contract's "verdict" key — beside the verdict, in a fence after it,
// inside a value the dialect keeps, or on the verdict object itself where
// unknown keys are allowed — is a second verdict to a reader and to any
// tool reading the default contract: ambiguous, never approval, whichever
// side it says. encoding/json reads each of those objects' "verdict".
func TestDefaultVerdictKeyBesideADialectsVerdict(t *testing.T) {
	spec := githubReviewPreset()
	spec.VerdictKey, spec.Approve, spec.Block = "decision", []string{"SHIP"}, []string{"HOLD"}
	open := spec.Clone()
	open.UnknownKeys = true
	const ship = `{"decision":"SHIP","summary":"ok","findings":[]}`
	cases := []struct {
		name string
		spec DialectSpec
		file string
	}{
		{"beside", spec, ship + "\n" + `{"verdict":"block"}`},
		{"before, in a fence", spec, "```json\n{\"verdict\":\"approve\"}\n```\n" + ship},
		{"in a kept value", spec, `{"decision":"SHIP","summary":"ok","findings":[],"schema_version":{"verdict":"block"}}`},
		{"other case", spec, ship + "\n" + `{"Verdict":"block"}`},
		// encoding/json reads the key "verdict" from an escape; a reader
		// reads it in look-alike letters.
		{"escaped", spec, ship + "\n" + `{"verd\u0069ct":"block"}`},
		{"escaped first letter", spec, ship + "\n" + `{"\u0076erdict":"block"}`},
		{"look-alike letter", spec, ship + "\n" + `{"v\u0435rdict":"block"}`},
		{"on the verdict, unknown keys allowed", open, `{"decision":"SHIP","summary":"ok","findings":[],"verdict":"block"}`},
	}
	for _, c := range cases {
		d := MustDialect(c.spec)
		if ds := d.Lint([]byte(c.file)); !hasRuleError(ds, RuleAmbiguous) {
			t.Errorf("%s: not ambiguous: %v\n%s", c.name, ds, c.file)
		}
		if v, err := d.Parse([]byte(c.file)); err == nil {
			t.Errorf("%s: parsed as %+v", c.name, v)
		}
	}
	if ds := MustDialect(spec).Lint([]byte(ship)); len(ds) != 0 {
		t.Errorf("the verdict alone: %v", ds)
	}
	// A dialect key whose letters spell "verdict" reads its own object,
	// not a second one.
	for _, key := range []string{"Verdict", "ver_dict"} {
		own := githubReviewPreset()
		own.VerdictKey = key
		file := `{"` + key + `":"APPROVE","summary":"ok"}`
		if ds := MustDialect(own).Lint([]byte(file)); len(ds) != 0 {
			t.Errorf("key %q: its own verdict refused: %v", key, ds)
		}
	}
}
