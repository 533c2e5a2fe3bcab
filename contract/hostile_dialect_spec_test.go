package contract

import (
	"fmt"
	"strings"
	"testing"
)

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
		{"a refusal in full-width letters on the pass side", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "ＲＥＪＥＣＴＥＤ")
		}},
		{"a refusal in mathematical letters on the pass side", "gates", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "𝐅𝐀𝐈𝐋𝐄𝐃")
		}},
		{"a refusal with a look-alike letter on the pass side", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "RЕJЕCTЕD")
		}},
		{"a refusal with a zero-width space on the pass side", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "REJ\u200bECTED")
		}},
		{"a fail word with a soft hyphen", "gates", func(s *DialectSpec) {
			s.Verdict.Fail = append(s.Verdict.Fail, "FAI\u00adLED")
		}},
		{"a pass word negated by a prefix", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "UNAPPROVED")
		}},
		{"a pass word disapproving", "severity-table", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "DISAPPROVED")
		}},
		{"a cross as a pass word", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "❌")
		}},
		{"a no-entry sign as a pass word", "gates", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, "⛔")
		}},
		{"a blocking grade in full-width letters as a non-blocking one", "approvals", func(s *DialectSpec) {
			s.Findings.Note = append(s.Findings.Note, "Ｃritical")
		}},
		{"a cross as a verified status", "default", func(s *DialectSpec) {
			s.Coverage.Verified = append(s.Coverage.Verified, "❌")
		}},
		{"a fail word in full-width letters as a verified status", "gates", func(s *DialectSpec) {
			s.Coverage.Verified = append(s.Coverage.Verified, "ＦＡＩＬＥＤ")
		}},
		{"one word on both sides in two cases, matched as written", "approvals", func(s *DialectSpec) {
			s.Verdict.CaseSensitive = true
			s.Verdict.Pass, s.Verdict.Fail = []string{"Approved"}, []string{"APPROVED"}
		}},
		{"one word on both sides, one in full-width letters", "gates", func(s *DialectSpec) {
			s.Verdict.Fail = append(s.Verdict.Fail, "ＰＡＳＳ")
		}},
		{"a statement of none that opens with a blocking grade", "approvals", func(s *DialectSpec) {
			s.Findings.None = append(s.Findings.None, "Critical issues remain")
		}},
		{"a non-blocking word that opens with a blocking grade", "approvals", func(s *DialectSpec) {
			s.Findings.Note = append(s.Findings.Note, "Critical bug")
		}},
		{"a non-blocking word that opens with a universal blocking grade", "default", func(s *DialectSpec) {
			s.Findings.Note = append(s.Findings.Note, "Must fix later")
		}},
		{"a non-blocking word that opens with a blocking grade in full-width letters", "severity-table", func(s *DialectSpec) {
			s.Findings.Note = append(s.Findings.Note, "Ｃritical issue")
		}},
		{"a statement of none that is a failing verdict", "default", func(s *DialectSpec) {
			s.Findings.None = append(s.Findings.None, "FAIL")
		}},
		// Every line is read for each of a dialect's words: thousands
		// of them would make a long report take minutes.
		{"thousands of verdict keys", "approvals", func(s *DialectSpec) {
			for i := range 5000 {
				s.Verdict.Keys = append(s.Verdict.Keys, fmt.Sprintf("key%d", i))
			}
		}},
		{"thousands of pass words", "gates", func(s *DialectSpec) {
			for i := range 5000 {
				s.Verdict.Pass = append(s.Verdict.Pass, fmt.Sprintf("PASS%d", i))
			}
		}},
		{"thousands of section names", "default", func(s *DialectSpec) {
			for i := range 5000 {
				s.Sections["findings"] = append(s.Sections["findings"], fmt.Sprintf("Findings %d", i))
			}
		}},
		{"a pass word of a megabyte", "approvals", func(s *DialectSpec) {
			s.Verdict.Pass = append(s.Verdict.Pass, strings.Repeat("OK ", 1<<18))
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
