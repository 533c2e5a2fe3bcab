package contract

import "testing"

func TestWordSide(t *testing.T) {
	cases := map[string]string{
		"APPROVED": Pass, "LGTM": Pass, "PASS WITH NOTES": Pass, "NO BLOCKING ISSUES": Pass,
		"NON-BLOCKING": Pass, "GOOD TO GO": Pass, "APPROVED_WITH_MINOR_FIXES": Pass,
		"CHANGES REQUESTED": Fail, "REQUIRES_REVISION": Fail, "NOT APPROVED": Fail, "NO-GO": Fail,
		"APPROVAL DENIED": Fail, "APPROVED PENDING CI": Fail, "CANNOT_BE_APPROVED": Fail,
		"PENDING APPROVAL": "", "APPROVAL WITHHELD": "", "AWAITING APPROVAL": "", "APPROVAL": "",
		"APPROVED WITH CHANGES REQUIRED": "", "CONDITIONAL": "", "REDUCED": "",
		"PROCEED WITH STORY COMPLETION": Pass, "DO NOT PROCEED": Fail,
		// A cleanup is work asked for, not a clean result.
		"REQUIRES_MASSIVE_CLEANUP": Fail, "CLEANUP NEEDED": Fail, "CLEANUP": "",
		"HIGHLY SUCCESSFUL CLEANUP": Pass, "CLEAN": Pass,
		// Zero of a failing thing is none of it.
		"ZERO BLOCKERS": Pass, "ZERO BLOCKING ISSUES": Pass, "ZERO APPROVALS": "",
	}
	for phrase, want := range cases {
		if got := WordSide(phrase); got != want {
			t.Errorf("WordSide(%q) = %q, want %q", phrase, got, want)
		}
	}
}

// TestSidesRefused: a dialect that puts a word on the side opposite to
// the one a reader takes it for is refused, in each vocabulary.
func TestSidesRefused(t *testing.T) {
	cases := map[string]func(*DialectSpec){
		"pending on the pass side":  func(s *DialectSpec) { s.Verdict.Pass = append(s.Verdict.Pass, "APPROVED PENDING CI") },
		"a blocker that is a note":  func(s *DialectSpec) { s.Findings.Note = append(s.Findings.Note, "Blocker") },
		"cleanup asked for passing": func(s *DialectSpec) { s.Verdict.Pass = append(s.Verdict.Pass, "REQUIRES_MASSIVE_CLEANUP") },
		"a critical that is a note": func(s *DialectSpec) { s.Findings.Note = append(s.Findings.Note, "Critical") },
		"the fail verdict verified": func(s *DialectSpec) { s.Coverage.Accepted = append(s.Coverage.Accepted, "CHANGES REQUESTED") },
		"a fail disposition verified": func(s *DialectSpec) {
			s.Findings.Fail = append(s.Findings.Fail, "RED")
			s.Coverage.Verified = append(s.Coverage.Verified, "red")
		},
	}
	for name, edit := range cases {
		p, _ := PresetNamed("approvals")
		spec := p.Spec.Clone()
		edit(&spec)
		if _, err := NewDialect(spec); err == nil {
			t.Errorf("%s: the dialect is accepted", name)
		}
	}
	for _, p := range Presets() {
		if _, err := NewDialect(p.Spec); err != nil {
			t.Errorf("preset %s refused: %v", p.Name, err)
		}
	}
}

// TestStraysInADialect: outside the findings, a blocking finding in a
// dialect's own shapes is one; a grade of something else is not.
func TestStraysInADialect(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	cases := []struct {
		doc      string
		mismatch bool
	}{
		{"## Verdict: APPROVED\n\n## Summary\n\n**Confidence:** HIGH\n\n- **Priority:** CRITICAL\n", false},
		{"## Verdict: APPROVED\n\n| Area | Impact |\n|---|---|\n| cache | High quality |\n", false},
		{"## Verdict: APPROVED\n\n## Summary\n\n- **Blockers:** None\n", false},
		{"## Verdict: APPROVED\n\n## Summary\n\n- **Critical**: the importer drops rows\n", true},
		{"## Verdict: APPROVED\n\n### the importer drops rows: BLOCKER\n", true},
		{"## Verdict: APPROVED\n\n| Severity | Finding |\n|---|---|\n| Critical | rows dropped |\n", true},
	}
	for _, c := range cases {
		got := countRule(Lint([]byte(c.doc), Options{Dialect: d}), RuleVerdictFindingMismatch) > 0
		if got != c.mismatch {
			t.Errorf("mismatch = %v, want %v\n%s", got, c.mismatch, c.doc)
		}
	}
}
