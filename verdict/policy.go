package verdict

import (
	"fmt"
	"strings"
)

// What the gate does with an approving round that fills an optional
// channel of the verdict.
const (
	// ChannelIgnore: the channel is read by whoever asked for it; the
	// round still approves.
	ChannelIgnore = "ignore"
	// ChannelNeedsAttention: the round asks a person something, so it is
	// not an approval until a person has answered.
	ChannelNeedsAttention = "needs-attention"
)

// Channels are the verdict's optional channels, by their JSON names, in
// the order the contract lists them.
var Channels = []string{"review", "edits", "edit", "questions", "uncertainTasks", "decompositionUnclear"}

// Policy maps each optional channel (Channels) to what an approving round
// that fills it gets: ChannelIgnore or ChannelNeedsAttention. A channel it
// leaves out keeps DefaultPolicy's action.
type Policy map[string]string

// DefaultPolicy is the gate's policy unless configured. The channels that
// put a question to a person route an approval to needs-attention, as the
// verdict contract routes them: decompositionUnclear (the whole piece of
// work needs a person), uncertainTasks (tasks that need answers) and
// questions (open questions for a person). review (prose), edits and edit
// (replacement bodies its caller applies) do not.
func DefaultPolicy() Policy {
	return Policy{
		"review": ChannelIgnore, "edits": ChannelIgnore, "edit": ChannelIgnore,
		"questions": ChannelNeedsAttention, "uncertainTasks": ChannelNeedsAttention, "decompositionUnclear": ChannelNeedsAttention,
	}
}

// action is what p says of channel, DefaultPolicy's when p says nothing.
func (p Policy) action(channel string) string {
	if a, ok := p[channel]; ok {
		return a
	}
	return DefaultPolicy()[channel]
}

// attention returns why an approving verdict needs a person under p, or
// "" when it does not: the first channel it fills that p routes to
// needs-attention, with what that channel asks. A decompositionUnclear
// with no questions still counts: the verdict raised it.
func (p Policy) attention(v *Verdict) string {
	for _, ch := range Channels {
		var asked []string
		filled := false
		switch ch {
		case "review":
			filled = v.Review != ""
		case "edits":
			filled = len(v.Edits) > 0
			for _, e := range v.Edits {
				asked = append(asked, "edit "+e.Path)
			}
		case "edit":
			filled = v.Edit != nil
		case "questions":
			filled, asked = len(v.Questions) > 0, v.Questions
		case "uncertainTasks":
			filled = len(v.UncertainTasks) > 0
			for _, t := range v.UncertainTasks {
				asked = append(asked, t.Path+": "+strings.Join(t.Questions, " "))
			}
		case "decompositionUnclear":
			if filled = v.DecompositionUnclear != nil; filled {
				asked = v.DecompositionUnclear.Questions
			}
		}
		if !filled || p.action(ch) != ChannelNeedsAttention {
			continue
		}
		var b strings.Builder
		fmt.Fprintf(&b, "carries %s, which the gate's policy routes to needs-attention", ch)
		for _, q := range asked {
			b.WriteString("\n- " + oneLine(q))
		}
		return b.String()
	}
	return ""
}
