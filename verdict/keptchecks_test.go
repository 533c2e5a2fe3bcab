package verdict

import (
	"strings"
	"testing"
)

// TestKeptCheckRefuses: in every preset, with unknown keys allowed, an
// approving file whose other keys say a check of the change failed (a
// key asking whether it passed answered no, a check's status that
// fails now), at the top or nested, or answer a key asking whether it
// blocks or is approved in words no reading places, is refused and the
// gate does not approve it. Checks that pass, a key that asks something
// else, and an answer of only marks stay clean.
func TestKeptCheckRefuses(t *testing.T) {
	refusing := []string{
		`"tests_passed":false`, `"security_ok":"no"`, `"ci_green":false`, `"ci":"red"`, `"build_status":"failing"`,
		`"checks":{"lintPassed":0}`, `"blockers":"٣"`, `"approved":"是"`,
	}
	clean := []string{
		`"ci":"green"`, `"tests_passed":true`, `"build":"passing"`, `"blocking":"—"`, `"has_tests":false`,
		`"tests":"fail on the old code"`, `"tests_passed":null`,
	}
	for _, p := range Presets() {
		spec := p.Spec.Clone()
		spec.UnknownKeys = true
		d := MustDialect(spec)
		for _, extra := range append(refusing, clean...) {
			file := []byte(strings.TrimSuffix(approving(p), "}") + "," + extra + "}")
			ds := d.Lint(file)
			approved := d.Gate([]Round{{Name: "r1", Content: file}}).Approved
			isClean := strings.Contains(strings.Join(clean, "\n"), extra)
			switch {
			case !isClean && (!hasRuleError(ds, RuleApproveWithBlocking) || approved):
				t.Errorf("%s: an approval beside %s passes: %v", p.Name, extra, ds)
			case isClean && (len(ds) > 0 || !approved):
				t.Errorf("%s: %s refused: %v", p.Name, extra, ds)
			}
		}
	}
}
