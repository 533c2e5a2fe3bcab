package contract

import (
	"strings"
	"testing"
)

// withVerdict is a PASS report whose verdict line is replaced by lines.
func withVerdict(lines string) []byte {
	return []byte(strings.Replace(basePassReport, "Verdict: PASS", lines, 1))
}

// TestVerdictInAnyCase: a reader sees `VErdict: FAIL` as a verdict line,
// whatever the case of its letters, so a second verdict in odd case
// still conflicts with the first.
func TestVerdictInAnyCase(t *testing.T) {
	for _, line := range []string{"VErdict: FAIL", "vERDICT: FAIL", "VeRdIcT: fail", "Final VERdict: FAIL"} {
		doc := withVerdict("Verdict: PASS\n\n" + line)
		if ds := Lint(doc, Options{}); countRule(ds, RuleVerdictConflict) == 0 {
			t.Errorf("%q is not read as a verdict line: %v", line, ds)
		}
	}
}
