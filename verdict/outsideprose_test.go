package verdict

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestOutsideProseRefuses: in every preset, an approving verdict object
// in a file whose text around it (before or after), or a JSON object in
// that text, a reader takes for a refusal, a blocking finding or a hold
// is refused, and the gate does not approve it. Prose and objects
// around it that say nothing of the kind, or do not parse before an
// object nested in them, leave it clean; more of them than are read, or
// one that breaks after an object nested in it, is refused.
func TestOutsideProseRefuses(t *testing.T) {
	refusing := [][2]string{
		{"VERDICT: BLOCK\n", ""}, {"## Verdict: FAIL\n\n```json\n", "\n```\n"}, {"BLOCKER: the token leaks\n\n", ""},
		{"", "\n\nDO NOT MERGE: the token leaks"}, {"", "\nFound 2 critical issues."},
		{"Do not merge until the token is rotated.\n", ""},
		{"", "\n{\"findings\":[{\"severity\":\"critical\",\"question\":\"x\"}]}"}, {"", " {\"blocking\": true}"},
		{"{\"meta\": {\"tags\": [\"blocker\"]}}\n", ""}, {"", "\n{\"notes\": \"BLOCKER sql injection\"}"},
		{"", "\n" + strings.Repeat(`{"a":1}`, maxOutsideValues/2+1)}, {"", "\n{\"notes\": [{\"blocking\": true}"},
		{"", "\n{\"notes\": {\"a\": 1} oops}"},
	}
	clean := [][2]string{
		{"Here is my review.\n```json\n", "\n```\n"}, {"No blockers found.\n", ""}, {"", "\nVerdict: approve"},
		{"", "\n{\"blocking\": false, \"notes\": \"fine\"}"}, {"Use {x} here; {\"a\": [1,} is broken.\n", ""},
	}
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for _, around := range append(refusing, clean...) {
			file := []byte(around[0] + approving(p) + around[1])
			ds := d.Lint(file)
			approved := d.Gate([]Round{{Name: "r1", Content: file}}).Approved
			isClean := false
			for _, c := range clean {
				isClean = isClean || c == around
			}
			switch {
			case !isClean && (!hasRuleError(ds, RuleApproveWithBlocking) || approved):
				t.Errorf("%s: an approval inside %q … %q passes: %v", p.Name, around[0], around[1], ds)
			case isClean && (len(ds) > 0 || !approved):
				t.Errorf("%s: an approval inside %q … %q refused: %v", p.Name, around[0], around[1], ds)
			}
		}
	}
}

// TestDeepArraysAroundVerdict: in every preset, a verdict object inside
// more arrays than encoding/json reads (the oracle) is in a file that
// cannot be read, and the gate does not approve it; inside a few arrays,
// as encoding/json reads it, it is the verdict.
func TestDeepArraysAroundVerdict(t *testing.T) {
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for _, depth := range []int{2, maxScanDepth + 1} {
			file := []byte(strings.Repeat("[", depth) + approving(p) + strings.Repeat("]", depth))
			readable := json.Valid(file)
			ds := d.Lint(file)
			approved := d.Gate([]Round{{Name: "r1", Content: file}}).Approved
			if readable != approved || !readable && !hasRuleError(ds, RuleJSONInvalid) {
				t.Errorf("%s: %d arrays deep: encoding/json reads it %v, the gate approves it %v: %v", p.Name, depth, readable, approved, ds)
			}
		}
	}
}
