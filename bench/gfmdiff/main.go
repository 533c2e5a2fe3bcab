// Command gfmdiff holds the contract's reading of reports to GitHub's: it
// generates hostile reports (internal/renderoracle's fragments, seeded),
// renders each with cmark-gfm, GitHub's own renderer (Debian's cmark-gfm
// package), reads the HTML as a person reads the page (renderoracle), and
// compares what that reader sees with what `contract.Inspect` reads:
//
//   - a verdict the page shows that the linter did not read, or a FAIL
//     finding under Findings that the linter neither read nor refused as
//     undispositioned, is a miss: the linter could pass what a reader
//     sees failing. Each miss is a disagreement, unless the linter refused
//     the report (render-ambiguous or report-too-complex).
//
//   - a verdict the linter reads that the page does not show is counted
//     apart: it can only make the linter stricter than the page.
//
//     go run ./bench/gfmdiff -n 50000 [-seed 1] [-cmark cmark-gfm] [-show 5]
//
// It needs cmark-gfm on PATH (apt-get install cmark-gfm) and no network.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"sync"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/renderoracle"
)

func main() {
	n := flag.Int("n", 50000, "how many reports to generate")
	seed := flag.Uint64("seed", 1, "the generator's seed")
	bin := flag.String("cmark", "cmark-gfm", "the cmark-gfm binary")
	show := flag.Int("show", 5, "how many disagreements to print in full")
	showExtra := flag.Int("show-stricter", 0, "how many reports the linter reads more verdicts in to print")
	flag.Parse()
	if _, err := exec.LookPath(*bin); err != nil {
		fmt.Fprintf(os.Stderr, "gfmdiff: %s not found: install Debian's cmark-gfm package\n", *bin)
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(*seed, *seed^0x9e3779b97f4a7c15))
	docs := make([][]byte, *n)
	for i := range docs {
		docs[i] = renderoracle.Generate(rng)
	}
	results := make([]result, len(docs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = compare(*bin, docs[i])
			}
		}()
	}
	for i := range docs {
		next <- i
	}
	close(next)
	wg.Wait()
	report(docs, results, *show, *showExtra)
}

// result is one report's comparison.
type result struct {
	refused, missVerdict, missFail, extraVerdict bool
	seenVerdicts, seenFails                      int
	err                                          error
}

func compare(bin string, doc []byte) result {
	cmd := exec.Command(bin, "--unsafe", "-e", "footnotes", "-e", "table", "-e", "strikethrough", "-e", "tasklist", "-e", "autolink", "-e", "tagfilter")
	cmd.Stdin = bytes.NewReader(doc)
	html, err := cmd.Output()
	if err != nil {
		return result{err: err}
	}
	seen := renderoracle.Read(html)
	got := contract.Inspect(doc, contract.Options{})
	// A line read as a choice (`Verdict: PASS Verdict: FAIL`, one line
	// as it renders) is a verdict-conflict: the report is refused.
	r := result{refused: got.Refused || slices.Contains(got.Verdicts, ""), seenVerdicts: len(seen.Verdicts), seenFails: len(seen.Fails)}
	for _, v := range seen.Verdicts {
		if !slices.Contains(got.Verdicts, v) {
			r.missVerdict = true
		}
	}
	for _, v := range got.Verdicts {
		if !slices.Contains(seen.Verdicts, v) {
			r.extraVerdict = true
		}
	}
	r.missFail = got.Fails+got.Undispositioned < len(seen.Fails)
	return r
}

func report(docs [][]byte, results []result, show, showExtra int) {
	var refused, verdicts, fails, disagree, extra, errs, shown, shownExtra int
	for i, r := range results {
		if r.err != nil {
			errs++
			continue
		}
		if r.refused {
			refused++
		}
		verdicts += r.seenVerdicts
		fails += r.seenFails
		if r.extraVerdict && !r.refused {
			extra++
			if shownExtra < showExtra {
				shownExtra++
				fmt.Printf("--- the linter reads a verdict the page does not show:\n%s\n", docs[i])
			}
		}
		if (r.missVerdict || r.missFail) && !r.refused {
			disagree++
			if shown < show {
				shown++
				fmt.Printf("--- disagreement (verdict missed %v, FAIL finding missed %v):\n%s\n", r.missVerdict, r.missFail, docs[i])
			}
		}
	}
	fmt.Printf("reports: %d (cmark-gfm failed on %d)\n", len(docs), errs)
	fmt.Printf("verdicts a reader sees: %d; FAIL findings a reader sees: %d\n", verdicts, fails)
	fmt.Printf("refused by the linter (render-ambiguous, too complex): %d\n", refused)
	fmt.Printf("disagreements (a verdict or FAIL finding the linter missed and did not refuse): %d\n", disagree)
	fmt.Printf("reports where the linter reads a verdict the page does not show (stricter): %d\n", extra)
	if disagree > 0 {
		os.Exit(1)
	}
}
