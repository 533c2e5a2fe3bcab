package verdict

import (
	"strings"
	"testing"
)

// TestAskedProseRefuses: in every dialect that carries the question
// channels, an approving file whose questions (at the top, in an
// uncertain task, in decompositionUnclear) hold one a reader takes for
// a blocking finding or a refusal is refused, and the gate does not
// approve it even where its policy lets those channels through.
// Questions that say nothing of the kind leave it clean.
func TestAskedProseRefuses(t *testing.T) {
	refusing := []string{
		`"questions":["BLOCKER: the token leaks"]`,
		`"questions":["Is the retry sound?","Do not merge until the token is rotated?"]`,
		`"uncertainTasks":[{"path":"a.go","questions":["CRITICAL: is the lock dropped?"]}]`,
		`"decompositionUnclear":{"questions":["DO NOT MERGE: which service owns this?"]}`,
	}
	clean := []string{
		`"questions":["Is the retry sound?"]`,
		`"uncertainTasks":[{"path":"docs/blockers.md","questions":["Is the critical path logged?"]}]`,
	}
	ignore := Policy{}
	for _, ch := range Channels {
		ignore[ch] = ChannelIgnore
	}
	for name, spec := range askingDialects() {
		d := MustDialect(spec)
		base := strings.TrimSuffix(string(approvalWithFinding(name, "the log repeats")), "}")
		if name == "decision" {
			base = `{"decision":"LGTM","findings":[]`
		}
		for _, extra := range refusing {
			file := []byte(base + "," + extra + "}")
			if ds := d.Lint(file); !hasRuleError(ds, RuleApproveWithBlocking) {
				t.Errorf("%s: an approval beside %s passes: %v", name, extra, ds)
			}
			if dec := d.GateWith([]Round{{Name: "r1", Content: file}}, nil, ignore); dec.Approved {
				t.Errorf("%s: the gate approves beside %s", name, extra)
			}
		}
		for _, extra := range clean {
			file := []byte(base + "," + extra + "}")
			if dec := d.GateWith([]Round{{Name: "r1", Content: file}}, nil, ignore); !dec.Approved {
				t.Errorf("%s: %s refused: %s", name, extra, dec.Reason)
			}
		}
	}
}

// askingDialects are dialects with the question channels: the default,
// github-review given them, and one with its own verdict key and words.
func askingDialects() map[string]DialectSpec {
	gh, _ := PresetNamed("github-review")
	withEdits := gh.Spec.Clone()
	withEdits.Edits = true
	own := Default()
	own.Name, own.VerdictKey, own.Approve, own.Block = "decision", "decision", []string{"LGTM"}, []string{"NACK"}
	return map[string]DialectSpec{"default": Default(), "github-review": withEdits, "decision": own}
}
