// Package corpus generates realistic review reports for benchmarks: the
// `go test -bench` benchmarks and the bench/ scripts lint the same bytes.
// It is deterministic: the same seed gives the same corpus.
package corpus

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

var (
	claims = []string{
		"the deleted ranges match the diff", "no caller of parseHeader remains",
		"the README example runs", "the benchmark improved by 12%", "the migration is reversible",
		"the golden files were regenerated", "the index is never written", "all 212 tests pass",
		"the spec pointer AUTH-114 still resolves", "the fuzz target found no crash",
	}
	statuses = []string{"VERIFIED INDEPENDENTLY", "ACCEPTED FROM WORKER'S EVIDENCE", "COULD NOT CHECK"}
	prose    = []string{
		"The change replaces the line-based scanner with a block parser and keeps the public API.",
		"I re-derived the deleted ranges with `reviewlint derive deleted-ranges` and compared them with the worker's summary.",
		"The worker's acceptance artifact was captured on the reviewed commit, in a container without network access.",
		"Two findings are about pre-existing code and are recorded as notes with the reason they lie outside this change.",
		"The documentation added by this change describes a flag that the command does not accept.",
	}
)

// Report returns one generated report of about 2.7 KB on average.
func Report(rng *rand.Rand) []byte {
	var b strings.Builder
	fail := rng.IntN(3) == 0
	fmt.Fprintf(&b, "# Review of change %d\n\n", rng.IntN(100000))
	b.WriteString(prose[rng.IntN(len(prose))] + " " + prose[rng.IntN(len(prose))] + "\n\n")
	if fail {
		b.WriteString("**Verdict:** FAIL\n\n")
	} else {
		b.WriteString("Verdict: PASS\n\n")
	}
	b.WriteString("## Coverage statement\n\n")
	for i := 0; i < 9+rng.IntN(4); i++ {
		fmt.Fprintf(&b, "- %s (%d): %s\n", claims[rng.IntN(len(claims))], i, statuses[rng.IntN(len(statuses))])
	}
	b.WriteString("\n## Verdict reason\n\n" + prose[rng.IntN(len(prose))] + "\n" + prose[rng.IntN(len(prose))] + "\n\n")
	b.WriteString("## Findings\n\n")
	if fail {
		b.WriteString("- the README documents `--fast`, which the CLI lacks: FAIL — the deliverable's own doc is false\n")
	}
	for i := 0; i < 3+rng.IntN(5); i++ {
		fmt.Fprintf(&b, "- finding %d in `parser/scan.go:%d`: NOTE — pre-existing code, not touched by this change\n", i, rng.IntN(900))
	}
	b.WriteString("\nThe derived facts:\n\n```text\n## Findings inside code do not count\nVerdict: PASS\n")
	for i := 0; i < 6; i++ {
		fmt.Fprintf(&b, "parser/scan.go: -%d,%d +%d,%d\n", rng.IntN(400), rng.IntN(9), rng.IntN(400), rng.IntN(9))
	}
	b.WriteString("```\n\n> A quoted line from the worker: Verdict: PASS\n\n")
	b.WriteString("## Notes\n\n| file | deleted | added |\n|---|---|---|\n")
	for i := 0; i < 4; i++ {
		fmt.Fprintf(&b, "| `parser/file%d.go` | %d | %d |\n", i, rng.IntN(300), rng.IntN(300))
	}
	b.WriteString("\n" + prose[rng.IntN(len(prose))] + "\n" + prose[rng.IntN(len(prose))] + "\n" + prose[rng.IntN(len(prose))] + "\n\n")
	if fail {
		b.WriteString("## Do not rebuild\n\n- the scanner and its golden tests\n- the CLI flags other than `--fast`\n\n")
	}
	b.WriteString("<!-- acceptance-evidence:start -->\n")
	fmt.Fprintf(&b, "sha: %040x\n", rng.Uint64())
	b.WriteString("environment: Debian 12, Go 1.26.8, 2 cores, no network\ncommand: go test ./...\nresult: ok, 212 passed\n")
	b.WriteString("<!-- acceptance-evidence:end -->\n")
	return []byte(b.String())
}

// Reports returns n generated reports from seed.
func Reports(n int, seed uint64) [][]byte {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	out := make([][]byte, n)
	for i := range out {
		out[i] = Report(rng)
	}
	return out
}
