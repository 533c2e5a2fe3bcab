package contract

import "testing"

// TestHostileDialectSpecsRefused wants NewDialect to refuse dialects
// that read a word a reader takes for one side as the other.
func TestHostileDialectSpecsRefused(t *testing.T) {
	cases := []struct {
		name, preset string
		edit         func(*DialectSpec)
	}{
		{"a coverage status that is a fail verdict word", "gates", func(s *DialectSpec) {
			s.Coverage.Verified = []string{"FAILED"}
		}},
		{"a negated pass word on the pass side", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "NOT APPROVED")
		}},
		{"the sides swapped", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass, s.Verdict.Fail = []string{"REJECTED"}, []string{"APPROVED"}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, _ := PresetNamed(c.preset)
			spec := p.Spec.Clone()
			c.edit(&spec)
			if _, err := NewDialect(spec); err == nil {
				t.Errorf("the dialect is accepted")
			}
		})
	}
}

// TestCaseSensitiveDialectReadsItsWords wants a case-sensitive dialect
// to read its own words as written; today it reads no verdict at all.
func TestCaseSensitiveDialectReadsItsWords(t *testing.T) {
	p, _ := PresetNamed("gates")
	spec := p.Spec.Clone()
	spec.Verdict.CaseSensitive = true
	d, err := NewDialect(spec)
	if err != nil {
		t.Fatal(err)
	}
	doc := "Verdict: PASS\n\n## Gate results\n- Spec compliance: PASS — no requirement changed\n"
	if ds := Lint([]byte(doc), Options{Dialect: d}); len(ds) > 0 {
		t.Errorf("the report is refused: %v", ds)
	}
}
