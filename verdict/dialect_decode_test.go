package verdict

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func mustPreset(name string) *Dialect {
	p, ok := PresetNamed(name)
	if !ok {
		panic(name)
	}
	return MustDialect(p.Spec)
}

// TestDialectRules: what each setting of a dialect lets through and what
// it refuses, by the rule Lint reports ("" for none) and whether the gate
// approves.
func TestDialectRules(t *testing.T) {
	outcome, decision := lexicons[1].d, lexicons[2].d
	forest, review, passFail := mustPreset("forest"), mustPreset("github-review"), mustPreset("pass-fail")
	const fo = `"schema":"forest.verdict.v1","summary":"s","time":"t"`
	tests := []struct {
		name    string
		d       *Dialect
		in      string
		rule    string
		approve bool
	}{
		// Values: as written, or in any ASCII case, and nothing else.
		{"value as written", outcome, `{"outcome":"APPROVE"}`, "", true},
		{"value in another case, as written", outcome, `{"outcome":"approve"}`, RuleValue, false},
		{"value in another case, any case", review, `{"verdict":"Approve"}`, "", true},
		{"value in full-width letters", review, "{\"verdict\":\"\uff21PPROVE\"}", RuleValue, false},
		{"value with a zero-width space", review, "{\"verdict\":\"APPROVE\u200b\"}", RuleValue, false},
		{"value with a Kelvin sign", decision, "{\"decision\":\"accept\u212a\"}", RuleValue, false},
		{"second block word", outcome, `{"outcome":"FAIL","issues":[{"level":"major","message":"m"}]}`, "", false},
		{"severity in any case", decision, `{"decision":"reject","problems":[{"priority":"HIGH","description":"d"}]}`, "", false},
		{"severity not listed", decision, `{"decision":"accept","problems":[{"priority":"medium","description":"d"}]}`, RuleJSONInvalid, false},
		{"approve with a blocking finding", outcome, `{"outcome":"APPROVE","issues":[{"level":"critical","message":"m"}]}`, RuleApproveWithBlocking, false},
		{"block without a blocking finding", outcome, `{"outcome":"FAIL","issues":[{"level":"info","message":"m"}]}`, RuleBlockWithoutBlocking, false},
		// Without findings, the value alone decides.
		{"no findings: block alone", forest, `{"verdict":"changes","revision":"r",` + fo + `}`, "", false},
		{"no findings: approve", forest, `{"verdict":"approve","revision":"r",` + fo + `}`, "", true},
		{"no findings: a findings key is unknown", forest, `{"verdict":"approve","revision":"r",` + fo + `,"findings":[{"severity":"blocking","question":"q"}]}`, RuleJSONInvalid, false},
		{"no findings: value on neither side", passFail, `{"verdict":"pass","summary":"s"}`, RuleValue, false},
		{"required key missing", forest, `{"verdict":"approve",` + fo + `}`, RuleJSONInvalid, false},
		{"required key null", forest, `{"verdict":"approve","revision":null,` + fo + `}`, RuleJSONInvalid, false},
		// Two objects that differ only in a kept key disagree.
		{"same verdict, other revision", forest, `{"verdict":"approve","revision":"a",` + fo + `} {"verdict":"approve","revision":"b",` + fo + `}`, RuleAmbiguous, false},
		{"same verdict, same revision, other layout", forest, `{"verdict":"approve","revision":"a",` + fo + "}\n{ \"verdict\": \"approve\", \"revision\": \"a\", " + fo + ` }`, "", true},
		{"same verdict, other unknown key", decision, `{"decision":"accept","model":"x"} {"decision":"accept","model":"y"}`, RuleAmbiguous, false},
		// Unknown keys allowed, except one that reads as a known key.
		{"unknown key", decision, `{"decision":"accept","model":"x","problems":[{"priority":"low","description":"d","tag":1}]}`, "", true},
		{"unknown key reading as the findings key", decision, `{"decision":"accept","Problems":[{"priority":"high","description":"d"}]}`, RuleJSONInvalid, false},
		{"unknown key in look-alike letters", decision, "{\"decision\":\"accept\",\"pr\u043ebl\u0435ms\":[{\"priority\":\"high\",\"description\":\"d\"}]}", RuleJSONInvalid, false},
		{"unknown key with punctuation", decision, `{"decision":"accept","problems_":[{"priority":"high","description":"d"}]}`, RuleJSONInvalid, false},
		{"unknown finding key reading as the severity key", decision, `{"decision":"accept","problems":[{"priority":"low","Priority":"high","description":"d"}]}`, RuleJSONInvalid, false},
		{"unknown key reading as the verdict key", decision, `{"decision":"accept","Decision":"reject"}`, RuleJSONInvalid, false},
		{"unknown key, strict dialect", outcome, `{"outcome":"APPROVE","model":"x"}`, RuleJSONInvalid, false},
		// Text and place.
		{"second text key", outcome, `{"outcome":"FAIL","issues":[{"level":"major","summary":"s"}]}`, "", false},
		{"no text key", outcome, `{"outcome":"FAIL","issues":[{"level":"major","location":"a.go"}]}`, RuleFindingEmptyQuestion, false},
		{"empty first text, second says it", outcome, `{"outcome":"FAIL","issues":[{"level":"major","message":"","summary":"s"}]}`, "", false},
		{"line as a boolean", decision, `{"decision":"reject","problems":[{"priority":"high","description":"d","file":"a.go","line":true}]}`, RuleJSONInvalid, false},
		{"place as a number", outcome, `{"outcome":"FAIL","issues":[{"level":"major","message":"m","location":3}]}`, RuleJSONInvalid, false},
		// The default contract's words are no other dialect's.
		{"the default contract under another key", outcome, okApprove, RuleJSONMissing, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := []byte(tt.in)
			ds := tt.d.Lint(in)
			var rules []string
			for _, d := range ds {
				rules = append(rules, d.Rule)
			}
			switch {
			case tt.rule == "" && hasError(ds):
				t.Errorf("Lint: %v, want no error", ds)
			case tt.rule != "" && !strings.Contains(strings.Join(rules, " "), tt.rule):
				t.Errorf("Lint rules %v, want %s", rules, tt.rule)
			}
			if got := tt.d.Gate([]Round{{Content: in}}).Approved; got != tt.approve {
				t.Errorf("gate approved = %v, want %v", got, tt.approve)
			}
		})
	}
}

// TestDialectNormalizes: Parse under a dialect gives the normalized
// verdict, the dialect's words on the side they fall on, places joined,
// and the kept keys as compact JSON.
func TestDialectNormalizes(t *testing.T) {
	d := lexicons[2].d // decision
	v, err := d.Parse([]byte(`{"decision":"REJECT","model":{"name": "x"},"problems":[{"priority":"High","description":"leak","file":"a.go","line":42,"tag":[1, true]},{"priority":"low","description":"nit","line":"7"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := &Verdict{Verdict: Block, Findings: []Finding{
		{Severity: Blocking, Question: "leak", Context: "a.go:42", Extra: map[string]json.RawMessage{"tag": json.RawMessage(`[1,true]`)}},
		{Severity: NonBlocking, Question: "nit", Context: "line 7"},
	}, Extra: map[string]json.RawMessage{"model": json.RawMessage(`{"name":"x"}`)}}
	if !reflect.DeepEqual(v, want) {
		t.Fatalf("Parse =\n %+v\nwant\n %+v", v, want)
	}
	g := d.Gate([]Round{{Name: "r", Content: []byte(`{"decision":"reject","problems":[{"priority":"high","description":"leak","file":"a.go","line":42}]}`)}})
	if g.Status != StatusBlocked || !strings.Contains(g.Reason, "- leak (a.go:42)") {
		t.Fatalf("gate: %+v", g)
	}
}

// TestDialectMessages: diagnostics speak the dialect's words.
func TestDialectMessages(t *testing.T) {
	for _, tt := range []struct {
		d        *Dialect
		in, want string
	}{
		{lexicons[1].d, `{"outcome":"approve"}`, `outcome must be exactly "APPROVE", "REQUEST_CHANGES" or "FAIL", got "approve"`},
		{lexicons[2].d, `{"decision":"maybe"}`, `decision must be "accept" or "reject" (in any letter case), got "maybe"`},
		{lexicons[1].d, `{"outcome":"FAIL","issues":[{"level":"info","message":"m"}]}`, "outcome is FAIL but no finding is blocking"},
		{lexicons[1].d, `{"outcome":"FAIL","issues":[{"message":"m"}]}`, `issues[0] has no level (want "critical", "major", "minor" or "info")`},
		{lexicons[1].d, `{"outcome":"FAIL","issues":[{"level":"major","x":"m"}]}`, "unknown key \"x\" in issues[0] (allowed: [level message summary location])"},
		{lexicons[1].d, `{"outcome":"FAIL","x":1}`, "a verdict object has only outcome, issues, notes, edits, edit, questions, uncertainTasks, decompositionUnclear and schema_version"},
		{lexicons[1].d, `no verdict`, `no JSON object with a top-level "outcome" key`},
		{lexicons[1].d, `{outcome: "FAIL"}`, `the verdict key is not in quotes, which JSON does not read: write "outcome"`},
		{lexicons[1].d, `{"outcome":"APPROVE"} ` + utf16LE(`"outcome"`), `"outcome" is spelled here in UTF-16`},
	} {
		var msgs []string
		for _, d := range tt.d.Lint([]byte(tt.in)) {
			msgs = append(msgs, d.Message)
		}
		if !strings.Contains(strings.Join(msgs, "\n"), tt.want) {
			t.Errorf("%s: messages %q, want %q", tt.in, msgs, tt.want)
		}
	}
}
