package verdict

import (
	"strings"
	"testing"
)

// TestKeptFindingGradedBlocking: in a dialect without finding objects
// that keeps other keys (named among its keys, or any with unknown-keys),
// an approving file that carries a finding graded blocking under one of
// them shows a reader a blocking finding beside the approval: it is
// refused. A finding graded minor there leaves it clean.
func TestKeptFindingGradedBlocking(t *testing.T) {
	edits := map[string]func(*DialectSpec){
		"named":   func(s *DialectSpec) { s.Keys = append(s.Keys, "findings", "issues") },
		"unknown": func(s *DialectSpec) { s.UnknownKeys = true },
	}
	for _, p := range Presets() {
		if p.Spec.Findings {
			continue
		}
		for how, edit := range edits {
			spec := p.Spec.Clone()
			edit(&spec)
			d := MustDialect(spec)
			base := string(approvalWithReview(p.Name, "The retry loop is sound."))
			for _, extra := range []string{
				`"findings":[{"severity":"blocking","question":"the migration drops a column"}]`,
				`"issues":[{"Severity":"Critical","text":"the migration drops a column"}]`,
			} {
				file := []byte(strings.TrimSuffix(base, "}") + "," + extra + "}")
				if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
					t.Errorf("%s, %s keys: an approval beside %s passes: %v", p.Name, how, extra, ds)
				}
			}
			file := []byte(strings.TrimSuffix(base, "}") + `,"issues":[{"severity":"minor","text":"the log repeats"}]}`)
			if ds := d.Lint(file); len(ds) > 0 {
				t.Errorf("%s, %s keys: a minor finding refused: %v", p.Name, how, ds)
			}
		}
	}
}

// TestKeptGradeAsRead: a kept object graded blocking is refused beside
// an approval however a reader sees its grade: a key in look-alike or
// full-width letters, a list of grades with a blocking one, a word of
// the block side, a grade in full-width letters.
func TestKeptGradeAsRead(t *testing.T) {
	spec := Default()
	spec.UnknownKeys = true
	d := MustDialect(spec)
	for _, kept := range []string{
		`{"Ｓeverity":"critical"}`, `{"sevеrity":"critical"}`, `{"SEVERITY":"Critical"}`,
		`{"severity":["minor","critical"]}`, `{"severity":"blocks"}`, `{"severity":"ＣＲＩＴＩＣＡＬ"}`,
		`[{"note":{"severity":"showstopper"}}]`,
	} {
		file := []byte(`{"verdict":"approve","findings":[],"meta":` + kept + `}`)
		if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
			t.Errorf("an approval beside a kept %s passes: %v", kept, ds)
		}
	}
	for _, kept := range []string{`{"severity":["minor","nit"]}`, `{"severity":"non-blocking"}`, `{"severity_note":"critical path"}`} {
		file := []byte(`{"verdict":"approve","findings":[],"meta":` + kept + `}`)
		if ds := d.Lint(file); len(ds) > 0 {
			t.Errorf("a kept %s refused: %v", kept, ds)
		}
	}
}
