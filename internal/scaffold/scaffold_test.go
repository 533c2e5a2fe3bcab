package scaffold

import (
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

// The scaffold's evidence block and the rest parse as the contract reads
// them: one block, no problems; the verdict line names no verdict.
func TestWriteCarriesEvidenceAndNoVerdict(t *testing.T) {
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
