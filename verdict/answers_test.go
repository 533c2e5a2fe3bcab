package verdict

import (
	"strings"
	"testing"
)

// TestFindingAnswersAsRead: a finding graded non-blocking beside an
// approval is refused when anything it says reads as blocking to a
// reader: a key asking whether it blocks (in any case or look-alike
// letters) answered anything but a plain no, a status that opens with a
// block word, or a blocking label in a text key other than the one
// taken for its question, or in a key it carries beside them. A plain
// no, a status that says it does not block, and a text that states
// nothing blocking stay clean.
func TestFindingAnswersAsRead(t *testing.T) {
	blocking := []string{
		`"blocking":1`, `"blocking":"Y"`, `"blocking":"yes, the column is dropped"`, `"blocking":"yes."`,
		`"Ｂｌｏｃｋｉｎｇ":"ｙｅｓ"`, `"blocking":"TRUE"`, `"blocking":"maybe"`, `"blocking":["yes"]`, `"blocking":{"why":"x"}`,
		`"blocks_merge":"yes"`, `"is_blocking":true`,
		`"status":"blocks merge"`, `"status":"Blocker - drops a column"`, `"state":"FAILED"`, `"Ｓtatus":"critical"`,
		`"detail":"BLOCKER: the migration drops a column"`, `"title":"Critical — the migration drops a column"`,
		`"note":"DO NOT MERGE: the migration drops a column"`,
	}
	clean := []string{
		`"blocking":0`, `"blocking":false`, `"blocking":"no"`, `"blocking":"No — cosmetic"`, `"blocking":"n/a"`,
		`"blocking":null`, `"blocking":""`, `"blocking":[]`, `"blocking":"non-blocking"`,
		`"status":"resolved"`, `"status":"fixed"`, `"status":"non-blocking"`, `"status":"not blocking"`,
		`"detail":"the log line repeats"`, `"title":"High-water mark read twice"`,
	}
	for _, p := range Presets() {
		if !p.Spec.Findings {
			continue
		}
		spec := p.Spec.Clone()
		spec.UnknownKeys = true
		spec.TextKeys = append(spec.TextKeys, "detail")
		d := MustDialect(spec)
		base := string(approvalWithFinding(p.Name, "the log line repeats"))
		for _, extra := range blocking {
			file := []byte(strings.Replace(base, `}]`, ","+extra+`}]`, 1))
			if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside a non-blocking finding with %s passes: %v", p.Name, extra, ds)
			}
		}
		for _, extra := range clean {
			file := []byte(strings.Replace(base, `}]`, ","+extra+`}]`, 1))
			if ds := d.Lint(file); len(ds) > 0 {
				t.Errorf("%s: %s refused: %v", p.Name, extra, ds)
			}
		}
	}
}
