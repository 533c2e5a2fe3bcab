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
