// Command gencorpus writes the benchmark corpus of review reports to a
// folder, so that bench/lint.sh lints the same bytes with reviewlint and
// with markdownlint-cli2: go run ./bench/gencorpus DIR [N].
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: gencorpus DIR [N]")
		os.Exit(2)
	}
	n := 10000
	if len(os.Args) > 2 {
		var err error
		if n, err = strconv.Atoi(os.Args[2]); err != nil {
			fmt.Fprintln(os.Stderr, "gencorpus: N must be a number")
			os.Exit(2)
		}
	}
	dir := os.Args[1]
	total := 0
	for i, report := range corpus.Reports(n, 1) {
		sub := filepath.Join(dir, fmt.Sprintf("%02d", i%100))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "gencorpus:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("r%05d.md", i)), report, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gencorpus:", err)
			os.Exit(1)
		}
		total += len(report)
	}
	fmt.Printf("%d reports, %d bytes in %s\n", n, total, dir)
}
