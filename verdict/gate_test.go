package verdict

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

func TestGate(t *testing.T) {
	nit := `{"verdict":"approve","findings":[{"severity":"non-blocking","question":"rename x","context":"a.go:3"}]}`
	block := `{"verdict":"block","findings":[{"severity":"blocking","question":"tests missing","context":"b.go:9"},{"severity":"non-blocking","question":"typo"}]}`
	blockNits := `{"verdict":"block","findings":[{"severity":"non-blocking","question":"style","context":"c.go"}]}`
	approveBlocking := `{"verdict":"approve","findings":[{"severity":"blocking","question":"leaks"}]}`
	tests := []struct {
		name   string
		rounds []string
		status Status
		reason []string // substrings the reason must contain
	}{
		{"one approve", []string{okApprove}, StatusApproved, []string{"all 1 round"}},
		{"unanimous", []string{okApprove, nit}, StatusApproved, nil},
		{"no rounds", nil, StatusNeedsAttention, []string{"no review rounds"}},
		{"block lists blocking only", []string{block}, StatusBlocked, []string{"round 1 (r1) blocks:\n- tests missing (b.go:9)"}},
		{"block with nits lists all", []string{blockNits}, StatusBlocked, []string{"\n- style (c.go)"}},
		{"block is terminal", []string{okApprove, block, okApprove}, StatusBlocked, []string{"round 2 (r2)"}},
		{"approve with blocking", []string{approveBlocking}, StatusBlocked, []string{"approves but carries blocking", "- leaks"}},
		{"unparseable", []string{okApprove, "no json"}, StatusNeedsAttention, []string{"round 2 (r2) could not be read", "verdict-json-missing"}},
		{"ambiguous", []string{okApprove + block}, StatusNeedsAttention, []string{"verdict-ambiguous"}},
		{"duplicate key", []string{`{"verdict":"block","verdict":"approve"}`}, StatusNeedsAttention, []string{"verdict-duplicate-key"}},
		{"empty round", []string{""}, StatusNeedsAttention, nil},
		{"approve asking to decompose", []string{`{"verdict":"approve","findings":[],"decompositionUnclear":{"questions":["split?"]}}`}, StatusNeedsAttention, []string{"carries decompositionUnclear", "\n- split?"}},
		{"approve raising decompose, no questions", []string{`{"verdict":"approve","findings":[],"decompositionUnclear":{"questions":[]}}`}, StatusNeedsAttention, []string{"decompositionUnclear"}},
		{"approve with uncertain tasks", []string{okApprove, `{"verdict":"approve","findings":[],"uncertainTasks":[{"path":"t.md","questions":["q"]}]}`}, StatusNeedsAttention, []string{"round 2 (r2) approves, but carries uncertainTasks", "- t.md: q"}},
		{"approve with questions", []string{`{"verdict":"approve","findings":[],"questions":["why?"]}`}, StatusNeedsAttention, []string{"carries questions"}},
		{"approve with prose and edits", []string{`{"verdict":"approve","findings":[],"review":"ok","edits":[{"path":"a.md","content":"x"}],"edit":""}`}, StatusApproved, nil},
		{"repaired approve", []string{"{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\nb\"}"}, StatusApproved, nil},
	}
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				var rounds []Round
				for i, c := range tt.rounds {
					rounds = append(rounds, Round{Name: "r" + string(rune('1'+i)), Content: lx.trb(c)})
				}
				d := lx.d.Gate(rounds)
				if d.Status != tt.status || d.Approved != (tt.status == StatusApproved) {
					t.Fatalf("Gate: %+v, want status %s", d, tt.status)
				}
				for _, s := range tt.reason {
					if !strings.Contains(d.Reason, s) {
						t.Errorf("reason %q does not contain %q", d.Reason, s)
					}
				}
			})
		}
	})
}

// The policy decides per channel; a channel it leaves out keeps the
// default.
func TestGatePolicy(t *testing.T) {
	decompose := []Round{{Content: []byte(`{"verdict":"approve","findings":[],"decompositionUnclear":{"questions":["split?"]},"edits":[{"path":"a.md","content":"x"}]}`)}}
	for _, tt := range []struct {
		policy Policy
		status Status
	}{
		{nil, StatusNeedsAttention},
		{Policy{"decompositionUnclear": ChannelIgnore}, StatusApproved},
		{Policy{"decompositionUnclear": ChannelIgnore, "edits": ChannelNeedsAttention}, StatusNeedsAttention},
		{Policy{"questions": ChannelIgnore}, StatusNeedsAttention},
	} {
		if d := GateWith(decompose, nil, tt.policy); d.Status != tt.status {
			t.Errorf("policy %v: %s (%s), want %s", tt.policy, d.Status, d.Reason, tt.status)
		}
	}
}

// A finding's embedded line breaks must not forge lines in the reason.
func TestGateReasonOneLinePerFinding(t *testing.T) {
	d := Gate([]Round{{Content: []byte(`{"verdict":"block","findings":[{"severity":"blocking","question":"a\n- approved","context":"x\ny"}]}`)}})
	if got := strings.Count(d.Reason, "\n"); got != 1 {
		t.Fatalf("reason %q has %d line breaks, want 1", d.Reason, got)
	}
}

// GateLinted judges approving rounds by the caller's lint alone: an error
// there stops the round, a warning does not, and a round whose verdict
// cannot be trusted is refused whatever the caller's lint says.
func TestGateLinted(t *testing.T) {
	warnOnly := func(Round) []diag.Diagnostic {
		return []diag.Diagnostic{{Line: 1, Column: 1, Severity: diag.Warning, Rule: RuleReviewTooLong, Message: "w"}}
	}
	raised := func(Round) []diag.Diagnostic {
		return []diag.Diagnostic{{Line: 2, Column: 3, Severity: diag.Error, Rule: RuleJSONRepaired, Message: "raised\nto error"}}
	}
	silent := func(Round) []diag.Diagnostic { return nil }
	rounds := []Round{{Name: "r", Content: []byte(okApprove)}}
	if d := GateLinted(rounds, warnOnly); !d.Approved {
		t.Errorf("a warning stopped the gate: %+v", d)
	}
	d := GateLinted(rounds, raised)
	if d.Approved || d.Status != StatusNeedsAttention || d.Reason != "round 1 (r) approves, but line 2, column 3: raised to error [verdict-json-repaired]" {
		t.Errorf("an error let the round through: %+v", d)
	}
	for _, in := range []string{okApprove + " " + okBlock, `{"verdict":"approve","verdict":"approve"}`, "no verdict"} {
		if d := GateLinted([]Round{{Content: []byte(in)}}, silent); d.Approved {
			t.Errorf("a silent lint approved %q: %+v", in, d)
		}
	}
}
