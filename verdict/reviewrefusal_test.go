package verdict

import "testing"

// TestReviewStatesARefusal: an approval whose review prose states a
// refusal on a line of its own (`CHANGES REQUESTED: the token leaks`,
// `Verdict: block.`) says two things; lint reports it and the gate does
// not approve, under every lexicon. Prose that mentions a failure inside
// a sentence is no refusal, and a block may say it.
func TestReviewStatesARefusal(t *testing.T) {
	held := []string{
		`{"verdict": "approve", "review": "REJECTED — the token leaks", "findings": []}`,
		`{"verdict": "approve", "review": "CHANGES REQUESTED", "findings": []}`,
		`{"verdict": "approve", "review": "Verdict: block. The token leaks.", "findings": []}`,
		`{"verdict": "approve", "review": "Looks good.\n\n**Decision:** REQUEST CHANGES", "findings": []}`,
		`{"verdict": "approve", "review": "❌ NOT APPROVED", "findings": []}`,
	}
	clean := []string{
		`{"verdict": "approve", "review": "Looks good. The round-1 FAIL is fixed.", "findings": []}`,
		`{"verdict": "approve", "review": "FAIL on empty input is expected and tested.", "findings": []}`,
		`{"verdict": "approve", "review": "FAILOVER works; BLOCK-level caching is kept.", "findings": []}`,
	}
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		for _, in := range held {
			doc := lx.tr(in)
			if !hasRuleError(lx.d.Lint([]byte(doc)), RuleApproveWithBlocking) {
				t.Errorf("an approval whose review refuses passes:\n%s", doc)
			}
			if lx.d.Gate([]Round{{Content: []byte(doc)}}).Approved {
				t.Errorf("the gate approves:\n%s", doc)
			}
		}
		for _, in := range clean {
			doc := lx.tr(in)
			if ds := lx.d.Lint([]byte(doc)); hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("refused %v:\n%s", ds, doc)
			}
		}
	})
}
