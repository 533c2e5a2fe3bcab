// Command mdmax measures how far honest markdown goes: over every markdown
// file of the given sources it reports, per block (paragraph, heading, list
// item's text, table cell), the largest and the 99.9th-percentile count of
// the constructs that make inline parsing slow (backtick runs, code spans,
// brackets, `<`, emphasis delimiters, lines opening with `[`), with the file
// that holds each maximum; and per file its nesting depth, table shape,
// lines and bytes. The figures are the evidence for where the reading
// limits may sit.
//
// Usage:
//
//	go run ./bench/mdmax [-max-bytes N] [-tsv] SOURCE...
//
// A SOURCE is NAME=GITDIR@COMMIT (the files of that commit, read with
// git cat-file --batch) or NAME=FOLDER (every file under it). Markdown
// files are those ending in .md or .markdown.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
)

func main() {
	maxBytes := flag.Int("max-bytes", 4<<20, "skip files larger than this many bytes")
	tsv := flag.Bool("tsv", false, "print tab-separated values instead of a markdown table")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: mdmax [-max-bytes N] [-tsv] NAME=GITDIR@COMMIT|NAME=FOLDER...")
		os.Exit(2)
	}
	var sources []source
	for _, arg := range flag.Args() {
		src, err := parseSource(arg)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mdmax:", err)
			os.Exit(2)
		}
		sources = append(sources, src)
	}

	files := make(chan file, 64)
	total := newStats()
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := newStats()
			for f := range files {
				local.files++
				local.bytes += int64(len(f.data))
				measureFile(f.data, func(m, v int) { local.add(f.doc, m, v) })
			}
			mu.Lock()
			total.merge(local)
			mu.Unlock()
		}()
	}
	skipped := 0
	for _, src := range sources {
		n, err := src.each(*maxBytes, func(f file) { files <- f })
		skipped += n
		if err != nil {
			close(files)
			fmt.Fprintf(os.Stderr, "mdmax: %s: %v\n", src.name, err)
			os.Exit(1)
		}
	}
	close(files)
	wg.Wait()
	report(os.Stdout, total, skipped, *tsv)
}

func report(w *os.File, s *stats, skipped int, tsv bool) {
	if tsv {
		fmt.Fprintln(w, "metric\tobservations\tp99\tp99.9\tmax\trepo\tcommit\tpath")
	} else {
		fmt.Fprintf(w, "%d files, %d bytes (%d larger files skipped)\n\n", s.files, s.bytes, skipped)
		fmt.Fprintln(w, "| metric | observations | p99 | p99.9 | max | where the max is |")
		fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | --- |")
	}
	for m := 0; m < nMetrics; m++ {
		h := s.holder[m]
		if tsv {
			fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%s\t%s\t%s\n", metricNames[m], s.count(m),
				s.quantile(m, 0.99), s.quantile(m, 0.999), s.max[m], h.repo, h.commit, h.path)
			continue
		}
		where := "-"
		if s.max[m] >= 0 {
			where = fmt.Sprintf("%s@%.10s:%s", h.repo, h.commit, strings.ReplaceAll(h.path, "|", `\|`))
		}
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %s |\n", metricNames[m], s.count(m),
			s.quantile(m, 0.99), s.quantile(m, 0.999), s.max[m], where)
	}
}
