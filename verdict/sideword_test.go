package verdict

import (
	"errors"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// TestApproveValueEveryDecline: every stem the markdown contract reads as
// holding a pass back is refused as a JSON approve value too, alone and
// after an approval (approved_tentatively), in every preset; and a
// negation of every problem noun the contract reads as a pass
// (no_regressions) approves here too. contract's TestPassWordEveryDecline
// holds the markdown side to the same list.
func TestApproveValueEveryDecline(t *testing.T) {
	for _, p := range Presets() {
		for _, stem := range sideword.DeclineStems() {
			for _, v := range []string{stem, "approved_" + stem, strings.ToUpper(stem) + "ED"} {
				spec := p.Spec.Clone()
				spec.Approve = append(spec.Approve, v)
				_, err := NewDialect(spec)
				var de *DialectError
				if !errors.As(err, &de) || de.Field != "json.approve" {
					t.Errorf("%s: approve value %q: NewDialect = %v, want an error at json.approve", p.Name, v, err)
				}
			}
		}
		for _, noun := range []string{"issues", "problems", "concerns", "findings", "defects", "bugs", "errors", "objections", "blockers", "regressions"} {
			spec := p.Spec.Clone()
			spec.Approve = append(spec.Approve, "no_"+noun)
			if _, err := NewDialect(spec); err != nil {
				t.Errorf("%s: approve value %q: NewDialect = %v, want none", p.Name, "no_"+noun, err)
			}
		}
	}
}

// TestValueSpelledLetterByLetter: a value spelled one letter at a time
// reads as the word it spells: `R E J E C T E D` cannot approve and
// `C-R-I-T-I-C-A-L` cannot be non-blocking, in every preset; `L G T M`
// approves.
func TestValueSpelledLetterByLetter(t *testing.T) {
	for _, p := range Presets() {
		for _, v := range []string{"R E J E C T E D", "B-L-O-C-K", "f.a.i.l", "P E N D I N G", "Ｒ Ｅ Ｊ Ｅ Ｃ Ｔ"} {
			spec := p.Spec.Clone()
			spec.Approve = append(spec.Approve, v)
			_, err := NewDialect(spec)
			var de *DialectError
			if !errors.As(err, &de) || de.Field != "json.approve" {
				t.Errorf("%s: approve value %q: NewDialect = %v, want an error at json.approve", p.Name, v, err)
			}
		}
		for _, v := range []string{"C-R-I-T-I-C-A-L", "B L O C K S", "p 0"} {
			spec := p.Spec.Clone()
			withFindings(&spec)
			spec.NonBlocking = append(spec.NonBlocking, v)
			_, err := NewDialect(spec)
			var de *DialectError
			if !errors.As(err, &de) || de.Field != "json.non-blocking" {
				t.Errorf("%s: non-blocking %q: NewDialect = %v, want an error at json.non-blocking", p.Name, v, err)
			}
		}
		spec := p.Spec.Clone()
		spec.Approve = append(spec.Approve, "L G T M")
		if _, err := NewDialect(spec); err != nil {
			t.Errorf("%s: approve value %q: NewDialect = %v, want none", p.Name, "L G T M", err)
		}
	}
}
