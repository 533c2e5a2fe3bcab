// Command lintdump prints every diagnostic contract.Lint gives, on many
// reports under every preset dialect, one line per report and dialect: a
// change meant to make lint faster must leave its output byte-identical.
// The reports are the generated corpus, the same reports cut and spliced
// (so that most carry findings), hostile reports from renderoracle, and
// every file under the folders named:
//
//	go run ./bench/lintdump [-n 3000] [-seed 1] [DIR…] > dump.txt
//
// Run it before and after a change and diff the two dumps.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/corpus"
	"github.com/reviewlint/reviewlint/internal/renderoracle"
)

func main() {
	n := flag.Int("n", 3000, "generated reports of each kind")
	seed := flag.Uint64("seed", 1, "seed of the generated reports")
	flag.Parse()
	type input struct {
		name string
		body []byte
	}
	var inputs []input
	reports := corpus.Reports(*n, *seed)
	for i, r := range reports {
		inputs = append(inputs, input{fmt.Sprintf("corpus/%d", i), r})
	}
	rng := rand.New(rand.NewPCG(*seed, 7))
	for i := range *n {
		inputs = append(inputs, input{fmt.Sprintf("spliced/%d", i), splice(rng, reports)})
	}
	for i := range *n {
		inputs = append(inputs, input{fmt.Sprintf("hostile/%d", i), renderoracle.Generate(rng)})
	}
	for _, dir := range flag.Args() {
		var names []string
		err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
			if err == nil && e.Type().IsRegular() {
				names = append(names, p)
			}
			return err
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "lintdump:", err)
			os.Exit(1)
		}
		sort.Strings(names)
		for _, p := range names {
			b, err := os.ReadFile(p)
			if err != nil {
				fmt.Fprintln(os.Stderr, "lintdump:", err)
				os.Exit(1)
			}
			inputs = append(inputs, input{p, b})
		}
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, p := range contract.Presets() {
		d := contract.MustDialect(p.Spec)
		for _, in := range inputs {
			fmt.Fprintf(out, "%s %s %v\n", p.Name, in.name, contract.Lint(in.body, contract.Options{Dialect: d}))
		}
	}
}

// splice builds a report from lines of several generated ones, some
// lines repeated, dropped or with a verdict word turned: text that keeps
// the contract's shapes but breaks its rules.
func splice(rng *rand.Rand, reports [][]byte) []byte {
	var out [][]byte
	for range 1 + rng.IntN(3) {
		lines := bytes.Split(reports[rng.IntN(len(reports))], []byte("\n"))
		from := rng.IntN(len(lines))
		to := from + rng.IntN(len(lines)-from+1)
		out = append(out, lines[from:to]...)
	}
	swaps := [][2]string{{"PASS", "FAIL"}, {"FAIL", "PASS"}, {"NOTE", "FAIL"}, {"Findings", "Notes"}, {"COULD NOT CHECK", "VERIFIED"}}
	for i := range out {
		switch rng.IntN(12) {
		case 0:
			out[i] = nil
		case 1:
			s := swaps[rng.IntN(len(swaps))]
			out[i] = bytes.ReplaceAll(out[i], []byte(s[0]), []byte(s[1]))
		case 2:
			out[i] = append([]byte("- "), out[i]...)
		}
	}
	return bytes.Join(out, []byte("\n"))
}
