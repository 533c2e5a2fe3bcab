package verdict

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// Round is one review round's output.
type Round struct {
	Name    string
	Content []byte
}

// Status is the outcome of a gate.
type Status string

// The gate's outcomes.
const (
	StatusApproved       Status = "approved"
	StatusBlocked        Status = "blocked"
	StatusNeedsAttention Status = "needs-attention"
)

// Decision is what Gate decided and why.
type Decision struct {
	Approved bool
	Status   Status
	// Round names the round that stopped the gate; empty when approved.
	Round string
	// Reason is the human-readable explanation, possibly several lines.
	Reason string
}

// Gate folds review rounds into one decision. It approves only when every
// round parses and approves with no blocking finding, nothing Lint
// reports as an error, and no question for a person (DefaultPolicy). Rounds are read in order and the first that does not
// approve decides: a block is terminal (never re-rolled by a later round), a
// round approving with a blocking finding is treated as the block it
// contains, and a round that cannot be read, or that approves while Lint
// reports an error, is needs-attention. No rounds at all is needs-attention
// too: silence is never approval.
func Gate(rounds []Round) Decision { return GateLinted(rounds, nil) }

// GateLinted is Gate with the caller's lint in place of Lint at default
// severities: lint returns a round's diagnostics as the caller's
// configuration has them (its severities, its checks of the file as a
// whole), and an approving round with an error among them needs attention.
// It is called only for rounds that approve. Whatever lint says, a round
// whose verdict cannot be trusted (a fatal rule) is never approved.
func GateLinted(rounds []Round, lint func(Round) []diag.Diagnostic) Decision {
	return GateWith(rounds, lint, nil)
}

// GateWith is GateLinted under policy: an approving round that fills an
// optional channel the policy routes to needs-attention (by default, one
// that asks a person a question: questions, uncertainTasks,
// decompositionUnclear) needs attention. A nil policy is DefaultPolicy.
func GateWith(rounds []Round, lint func(Round) []diag.Diagnostic, policy Policy) Decision {
	return defaultDialect().GateWith(rounds, lint, policy)
}

// Gate is the package's Gate under the dialect dl (nil: the default).
func (dl *Dialect) Gate(rounds []Round) Decision { return dl.GateWith(rounds, nil, nil) }

// GateLinted is the package's GateLinted under the dialect dl (nil: the
// default): each round is read in the dialect, lint included.
func (dl *Dialect) GateLinted(rounds []Round, lint func(Round) []diag.Diagnostic) Decision {
	return dl.GateWith(rounds, lint, nil)
}

// GateWith is the package's GateWith under the dialect dl (nil: the
// default).
func (dl *Dialect) GateWith(rounds []Round, lint func(Round) []diag.Diagnostic, policy Policy) (d Decision) {
	dl = dl.or()
	defer func() {
		// A gate must fail closed even on a bug of its own.
		if r := recover(); r != nil {
			d = Decision{Status: StatusNeedsAttention, Reason: fmt.Sprintf("internal error while deciding: %v", r)}
		}
	}()
	if len(rounds) == 0 {
		return Decision{Status: StatusNeedsAttention, Reason: "no review rounds to decide on"}
	}
	for i, r := range rounds {
		if d, stop := decideRound(dl, roundName(i, r.Name), r, lint, policy); stop {
			return d
		}
	}
	return Decision{Approved: true, Status: StatusApproved,
		Reason: fmt.Sprintf("all %d round(s) approve with no blocking finding", len(rounds))}
}

// decideRound returns the decision a round forces, or stop false when it
// approves cleanly.
func decideRound(dl *Dialect, name string, r Round, lint func(Round) []diag.Diagnostic, policy Policy) (Decision, bool) {
	a := dl.analyze(r.Content)
	v, err := a.parsed(r.Content)
	if err != nil {
		return Decision{Status: StatusNeedsAttention, Round: r.Name,
			Reason: fmt.Sprintf("%s could not be read: %s", name, gitquote.Text(err.Error()))}, true
	}
	blocking := v.BlockingFindings()
	switch {
	case v.Verdict == Block:
		return Decision{Status: StatusBlocked, Round: r.Name,
			Reason: name + " blocks:" + findingList(v.Findings, blocking)}, true
	case v.Verdict != Approve:
		return Decision{Status: StatusNeedsAttention, Round: r.Name,
			Reason: fmt.Sprintf("%s has verdict %q, neither approve nor block", name, v.Verdict)}, true
	case len(blocking) > 0:
		return Decision{Status: StatusBlocked, Round: r.Name,
			Reason: name + " approves but carries blocking findings:" + findingList(v.Findings, blocking)}, true
	}
	var ds []diag.Diagnostic
	if lint != nil {
		ds = lint(r)
	} else {
		ds = a.diagnostics(r.Content)
	}
	for _, d := range ds {
		if d.Severity == diag.Error {
			return Decision{Status: StatusNeedsAttention, Round: r.Name,
				Reason: fmt.Sprintf("%s approves, but line %d, column %d: %s [%s]", name, d.Line, d.Column, oneLine(d.Message), d.Rule)}, true
		}
	}
	if why := policy.attention(v); why != "" {
		return Decision{Status: StatusNeedsAttention, Round: r.Name, Reason: name + " approves, but " + why}, true
	}
	return Decision{}, false
}

func roundName(i int, name string) string {
	if name == "" {
		return fmt.Sprintf("round %d", i+1)
	}
	// Quoted as git quotes a path: a file named with a line break would
	// otherwise print a line of its own, such as a forged "approved:".
	return fmt.Sprintf("round %d (%s)", i+1, gitquote.Path(name))
}

// findingList renders the blocking findings, or every finding when none
// blocks, one "- question (context)" line each.
func findingList(all, blocking []Finding) string {
	shown := blocking
	if len(shown) == 0 {
		shown = all
	}
	if len(shown) == 0 {
		return " (no findings given)"
	}
	var b strings.Builder
	for _, f := range shown {
		b.WriteString("\n- " + oneLine(f.Question))
		if f.Context != "" {
			b.WriteString(" (" + oneLine(f.Context) + ")")
		}
	}
	return b.String()
}

// oneLine keeps a finding on its line, so that an agent's embedded line
// breaks cannot forge extra lines in the gate's output, nor its escape
// bytes hide text in a terminal.
func oneLine(s string) string {
	return gitquote.Text(strings.Join(strings.Fields(s), " "))
}
