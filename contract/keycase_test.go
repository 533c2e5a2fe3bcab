package contract

import (
	"slices"
	"testing"
)

// TestKeyOutsideASCIIInAnyCase: a verdict key a dialect spells in
// another script (`решение`, whose capital opens with another byte in UTF-8) is read in any case a report writes it,
// as an ASCII key is: `РЕШЕНИЕ: ОТКЛОНЕНО` fails, `Решение: ОДОБРЕНО`
// passes, and two lines that disagree conflict whatever their case.
func TestKeyOutsideASCIIInAnyCase(t *testing.T) {
	spec := mustPreset(t, "approvals").Spec.Clone()
	spec.Verdict.Keys = []string{"решение"}
	spec.Verdict.Pass = []string{"ОДОБРЕНО"}
	spec.Verdict.Fail = []string{"ОТКЛОНЕНО"}
	d := MustDialect(spec)
	for _, c := range []struct {
		doc  string
		want string
	}{
		{"# Review\n\n**РЕШЕНИЕ**: ОТКЛОНЕНО\n", Fail},
		{"# Review\n\nРешение: ОДОБРЕНО\n", Pass},
		{"# Review\n\nрешение: ОДОБРЕНО\n", Pass},
	} {
		r := Inspect([]byte(c.doc), Options{Dialect: d})
		if !slices.Equal(r.Verdicts, []string{c.want}) {
			t.Errorf("%q: verdicts %v, want %v", c.doc, r.Verdicts, c.want)
		}
	}
	conflict := "# Review\n\nрешение: ОДОБРЕНО\n\n## Details\n\n**РЕШЕНИЕ**: ОТКЛОНЕНО\n"
	if !refused(Lint([]byte(conflict), Options{Dialect: d})) {
		t.Errorf("a failing verdict in capitals beside a passing one is passed over:\n%s", conflict)
	}
}
