package scaffold

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

const block = contract.EvidenceStart + "\nsha: 0123456789abcdef\nenvironment: linux\n" + contract.EvidenceEnd + "\n"

func TestBlocksVerbatimAndComplete(t *testing.T) {
	text := "subject\n\n" + block + "\n" + contract.EvidenceStart + "\nsha: broken, no end\n"
	got := Blocks(text)
	if len(got) != 1 || got[0] != block {
		t.Fatalf("got %q", got)
	}
	if got := Blocks(contract.EvidenceStart + "\n" + block); len(got) != 1 || got[0] != block {
		t.Fatalf("a start without an end before another block: got %q", got)
	}
}

// The scaffold's evidence block parses as the contract reads it: one
// block, no problems.
func TestWriteCarriesEvidence(t *testing.T) {
	var b strings.Builder
	err := Write(&b, Input{Title: "x", Compared: "`a` compared with `b`", Command: "reviewlint new report",
		Coverage: []string{"- f: VERIFIED INDEPENDENTLY"}, Evidence: []Evidence{{Source: "a --> b", Block: block}}})
	if err != nil {
		t.Fatal(err)
	}
	evs := contract.ParseEvidence([]byte(b.String()))
	if len(evs) != 1 || len(evs[0].Problems) != 0 {
		t.Fatalf("evidence %+v in\n%s", evs, b.String())
	}
	if strings.Contains(b.String(), "a --> b") {
		t.Errorf("a source must not end the comment it is named in")
	}
}

// rules lists the rules contract.Lint reports for text.
func rules(text string) []string {
	var out []string
	for _, d := range contract.Lint([]byte(text), contract.Options{}) {
		out = append(out, d.Rule)
	}
	slices.Sort(out)
	return out
}

// A scaffold, whatever it is filled with, lints with exactly the two
// diagnostics that make a person decide: its placeholder is no verdict
// (not PASS, not a conflict of PASS and FAIL), and its reason is empty.
// Setting the verdict alone, or the reason alone, leaves the other one.
func TestWriteLintsWithExactlyTheFillMeDiagnostics(t *testing.T) {
	for _, in := range []Input{
		{Title: "x", Compared: "`a` compared with `b`", Looked: []string{"nowhere"}},
		{Title: "x", Compared: "`a` compared with `b`", Coverage: []string{"- f: VERIFIED INDEPENDENTLY"},
			Findings: []string{"- `a.go` line 3 has a new type error [typecheck]: FAIL — the base has none"},
			Evidence: []Evidence{{Source: "f", Block: block}}},
	} {
		var b strings.Builder
		if err := Write(&b, in); err != nil {
			t.Fatal(err)
		}
		text := b.String()
		if got := rules(text); !slices.Equal(got, []string{contract.RuleVerdictMissing, contract.RuleVerdictReasonEmpty}) {
			t.Fatalf("rules %v in\n%s", got, text)
		}
		reason := strings.Replace(text, "<!-- FILL ME: the findings that drove the verdict. -->", "The reason.", 1)
		if got := rules(reason); !slices.Equal(got, []string{contract.RuleVerdictMissing}) {
			t.Errorf("with a reason and the placeholder: rules %v", got)
		}
		decided := strings.Replace(reason, Placeholder, "Verdict: PASS", 1)
		if len(in.Findings) > 0 {
			decided = strings.Replace(reason, Placeholder, "Verdict: FAIL", 1)
			decided = strings.Replace(decided, "<!-- FILL ME when the verdict is FAIL: what is correct and must not be rebuilt. -->", "- the parser", 1)
		}
		if got := rules(decided); len(got) != 0 {
			t.Errorf("decided: rules %v in\n%s", got, decided)
		}
	}
}

func FuzzBlocks(f *testing.F) {
	f.Add("x\n" + block)
	f.Add(contract.EvidenceStart + "\n" + contract.EvidenceStart + "\n" + contract.EvidenceEnd)
	f.Fuzz(func(t *testing.T, text string) {
		for _, b := range Blocks(text) {
			if !strings.HasPrefix(strings.TrimSpace(b), contract.EvidenceStart) || !strings.HasSuffix(strings.TrimSpace(b), contract.EvidenceEnd) {
				t.Fatalf("block %q", b)
			}
		}
	})
}
