package contract

import (
	"errors"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// TestPassWordEveryDecline: every stem the JSON verdict reads as holding
// an approval back is refused as a markdown pass word too, alone and
// after a pass (APPROVED TENTATIVELY), in every preset; and a negation of
// every problem noun (NO REGRESSIONS) passes here as it approves there.
// verdict's TestApproveValueEveryDecline holds the JSON side to the same
// list.
func TestPassWordEveryDecline(t *testing.T) {
	for _, p := range Presets() {
		for _, stem := range sideword.DeclineStems() {
			up := strings.ToUpper(stem)
			for _, w := range []string{up, "APPROVED " + up, up + "ED"} {
				s := p.Spec.Clone()
				s.Verdict.Pass = append(s.Verdict.Pass, w)
				_, err := NewDialect(s)
				var de *DialectError
				if !errors.As(err, &de) || de.Field != "verdict.pass" {
					t.Errorf("%s: pass word %q: NewDialect = %v, want an error at verdict.pass", p.Name, w, err)
				}
			}
		}
	}
	// (A statement of none is refused as a pass word for another
	// reason: it would read `None` as a verdict.)
	for _, noun := range []string{"ISSUES", "PROBLEMS", "CONCERNS", "FINDINGS", "DEFECTS", "BUGS", "ERRORS", "OBJECTIONS", "BLOCKERS", "REGRESSIONS"} {
		if HeldBack("NO " + noun) {
			t.Errorf("HeldBack(%q) = true, want false", "NO "+noun)
		}
	}
}

// TestWordSpelledLetterByLetter: a word spelled one letter at a time
// reads as the word it spells: `R E J E C T E D` cannot pass and
// `C-R-I-T-I-C-A-L` cannot be a non-blocking grade, in every preset;
// `L G T M` passes.
func TestWordSpelledLetterByLetter(t *testing.T) {
	for _, p := range Presets() {
		for _, w := range []string{"R E J E C T E D", "B-L-O-C-K-E-D", "F.A.I.L", "P E N D I N G", "Ｒ Ｅ Ｊ Ｅ Ｃ Ｔ"} {
			s := p.Spec.Clone()
			s.Verdict.Pass = append(s.Verdict.Pass, w)
			_, err := NewDialect(s)
			var de *DialectError
			if !errors.As(err, &de) || de.Field != "verdict.pass" {
				t.Errorf("%s: pass word %q: NewDialect = %v, want an error at verdict.pass", p.Name, w, err)
			}
		}
		for _, w := range []string{"C-R-I-T-I-C-A-L", "B L O C K E R", "P 0"} {
			s := p.Spec.Clone()
			s.Findings.Note = append(s.Findings.Note, w)
			_, err := NewDialect(s)
			var de *DialectError
			if !errors.As(err, &de) || de.Field != "findings.note" {
				t.Errorf("%s: note %q: NewDialect = %v, want an error at findings.note", p.Name, w, err)
			}
		}
		s := p.Spec.Clone()
		s.Verdict.Pass = append(s.Verdict.Pass, "L G T M")
		if _, err := NewDialect(s); err != nil {
			t.Errorf("%s: pass word %q: NewDialect = %v, want none", p.Name, "L G T M", err)
		}
	}
}

// TestPassWordEveryBlockingGrade: every grade a JSON verdict reads as
// blocking (FATAL among them) cannot be a pass word nor a non-blocking
// disposition of a report, in every preset: the list is one for both.
// (A preset's own blocking grade is refused for meaning two things.)
func TestPassWordEveryBlockingGrade(t *testing.T) {
	for _, p := range Presets() {
		for _, g := range sideword.BlockingGrades() {
			up := strings.ToUpper(g)
			s := p.Spec.Clone()
			s.Verdict.Pass = append(s.Verdict.Pass, up)
			if _, err := NewDialect(s); err == nil {
				t.Errorf("%s: pass word %q accepted", p.Name, up)
			}
			s = p.Spec.Clone()
			s.Findings.Note = append(s.Findings.Note, up)
			if _, err := NewDialect(s); err == nil {
				t.Errorf("%s: non-blocking word %q accepted", p.Name, up)
			}
		}
	}
}
