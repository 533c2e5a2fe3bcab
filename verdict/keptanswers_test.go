package verdict

import (
	"strings"
	"testing"
)

// TestKeptKeyRefuses: in every preset, with unknown keys allowed, an
// approving file whose other keys state a refusal to a reader (a key
// asking whether the change blocks answered yes, a status, decision or
// result that refuses or holds it (on hold, pending), approved, ready
// or mergeable answered no or held back) is refused; so is a finding
// graded non-blocking whose priority or level is a blocking grade. Keys
// that say nothing against the approval stay clean.
func TestKeptKeyRefuses(t *testing.T) {
	refusing := []string{
		`"blocking":true`, `"blockers":["the migration drops a column"]`, `"blocking_findings":[{"question":"x"}]`,
		`"changes_requested":true`, `"status":"BLOCKED"`, `"State":"failed"`, `"decision":"reject"`,
		`"result":"FAIL"`, `"Outcome":"not approved"`, `"approved":false`, `"mergeable":"no"`, `"LGTM":0`,
		`"approved":"pending review"`, `"approved":"conditionally"`, `"Approved":"Tentatively"`,
		`"status":"on hold"`, `"State":"needs changes"`, `"status":"pending"`, `"status":"awaiting fixes"`,
		`"status":"ON HOLD: the token leaks"`, `"ready":false`, `"mergeable":false`, `"ready_to_merge":"no"`,
		`"can_merge":false`, `"lgtm":false`, `"isReady":"no"`, `"merge_ready":false`, `"ok_to_merge":false`,
	}
	clean := []string{
		`"blocking":false`, `"blockers":[]`, `"status":"done"`, `"decision":"approve"`, `"result":"pass"`,
		`"approved":true`, `"approved":null`, `"notes":"BLOCKED on nothing"`,
		`"status":"complete, no blockers"`, `"state":"reviewed"`, `"ready":true`, `"ready_to_merge":"yes"`,
	}
	for _, p := range Presets() {
		spec := p.Spec.Clone()
		spec.UnknownKeys = true
		d := MustDialect(spec)
		base := approving(p)
		for _, extra := range refusing {
			file := []byte(strings.TrimSuffix(base, "}") + "," + extra + "}")
			if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside %s passes: %v", p.Name, extra, ds)
			}
		}
		for _, extra := range clean {
			file := []byte(strings.TrimSuffix(base, "}") + "," + extra + "}")
			if ds := d.Lint(file); len(ds) > 0 {
				t.Errorf("%s: %s refused: %v", p.Name, extra, ds)
			}
		}
		if !p.Spec.Findings {
			continue
		}
		for _, extra := range []string{`"priority":"P0"`, `"level":"critical"`, `"sev":"Blocker"`, `"priority":["low","high"]`} {
			file := []byte(strings.Replace(string(approvalWithFinding(p.Name, "the log repeats")), `}]`, ","+extra+`}]`, 1))
			if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside a non-blocking finding with %s passes: %v", p.Name, extra, ds)
			}
		}
	}
}

// approving is a clean approving file of the preset.
func approving(p Preset) string {
	switch p.Name {
	case "forest":
		return `{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"Sound.","time":"2026-08-21T23:06:23Z"}`
	case "pass-fail":
		return `{"iteration":44,"verdict":"PASS","summary":"Sound."}`
	}
	return string(approvalWithFinding(p.Name, "the log repeats"))
}

// TestKeptKeyRefusesNested: a key that states a refusal at the top of
// the verdict object states it as plainly in an object nested in a kept
// value, in a list or deeper: beside an approval it is refused and the
// gate does not approve it. Nested keys that say nothing against it
// stay clean.
func TestKeptKeyRefusesNested(t *testing.T) {
	spec := Default()
	spec.UnknownKeys = true
	d := MustDialect(spec)
	for _, kept := range []string{
		`{"blocking":true}`, `{"decision":"reject"}`, `[{"approved":false}]`, `{"round":{"status":"blocked"}}`,
		`{"status":"on hold"}`, `{"Blockers":["the token leaks"]}`,
	} {
		file := []byte(`{"verdict":"approve","findings":[],"meta":` + kept + `}`)
		if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
			t.Errorf("an approval beside a kept %s passes: %v", kept, ds)
		}
		if dec := d.Gate([]Round{{Name: "r1", Content: file}}); dec.Approved {
			t.Errorf("the gate approves beside a kept %s", kept)
		}
	}
	for _, kept := range []string{`{"blocking":false}`, `[{"decision":"approve"}]`, `{"status":"done","blockers":[]}`} {
		file := []byte(`{"verdict":"approve","findings":[],"meta":` + kept + `}`)
		if ds := d.Lint(file); len(ds) > 0 {
			t.Errorf("a kept %s refused: %v", kept, ds)
		}
	}
}
