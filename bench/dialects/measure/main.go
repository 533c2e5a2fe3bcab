// Command measure infers each repository's dialect from its review reports
// (bench/dialects/manifest.tsv, extracted by extract.sh) and measures it:
// of the reports a reader finds a verdict in, the share that lint clean
// under the inferred dialect, each refusal with its first error; and, with
// every line that states the verdict taken out, how many are still
// accepted (the goal: none).
//
//	bash bench/dialects/extract.sh MIRRORS OUT
//	go run ./bench/dialects/measure -docs OUT [-manifest bench/dialects/manifest.tsv] [-v]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/dialect"
)

type doc struct {
	repo, commit, path, kind, readable, place, words string
	data                                             []byte
}

func main() {
	docs := flag.String("docs", "", "the folder extract.sh wrote")
	manifest := flag.String("manifest", "bench/dialects/manifest.tsv", "the manifest")
	verbose := flag.Bool("v", false, "print every refusal")
	flag.Parse()
	if *docs == "" {
		fmt.Fprintln(os.Stderr, "measure: -docs OUT is required (see extract.sh)")
		os.Exit(2)
	}
	all, err := load(*manifest, *docs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "measure:", err)
		os.Exit(2)
	}
	byRepo := map[string][]doc{}
	for _, d := range all {
		if d.kind == "report" {
			byRepo[d.repo] = append(byRepo[d.repo], d)
		}
	}
	repos := make([]string, 0, len(byRepo))
	for r := range byRepo {
		repos = append(repos, r)
	}
	sort.Strings(repos)
	fmt.Printf("%-58s %8s %8s %6s %9s %9s\n", "repository", "readable", "clean", "share", "stripped", "as a fail")
	var tr, tc, ts, tf, tn int
	for _, repo := range repos {
		ds := byRepo[repo]
		var files []dialect.File
		for _, d := range ds {
			files = append(files, dialect.File{Path: d.path + "@" + d.commit[:8], Data: d.data})
		}
		res := dialect.InferReports(files)
		clean := map[string]bool{}
		for _, c := range res.Clean {
			clean[c] = true
		}
		dia, err := contract.NewDialect(res.Spec)
		if err != nil {
			fmt.Printf("%-58s inferred dialect invalid: %v\n", repo, err)
			continue
		}
		// stripped counts the documents accepted without their verdict
		// lines as a pass; failing, those still read as a fail (by a line
		// that states the failure in other words), never an approval.
		readable, ok, stripped, failing := 0, 0, 0, 0
		for i, d := range ds {
			if d.readable != "readable" {
				continue
			}
			readable++
			if clean[files[i].Path] {
				ok++
			}
			if s := strip(d.data, d.words); accepted(s, dia) {
				r := contract.Inspect(s, contract.Options{Dialect: dia})
				if slices.Contains(r.Verdicts, contract.Pass) || len(r.Verdicts) == 0 {
					stripped++
				} else {
					failing++
				}
				if *verbose {
					fmt.Printf("  ACCEPTED WITHOUT VERDICT %s: reads %s\n", files[i].Path, strings.Join(r.Words, ", "))
				}
			}
		}
		tr, tc, ts, tf, tn = tr+readable, tc+ok, ts+stripped, tf+failing, tn+len(ds)
		fmt.Printf("%-58s %8d %8d %5.0f%% %9d %9d\n", repo, readable, ok, pct(ok, readable), stripped, failing)
		if *verbose {
			readableDoc := map[string]bool{}
			for i, d := range ds {
				readableDoc[files[i].Path] = d.readable == "readable"
			}
			for _, r := range res.Refusals {
				if readableDoc[r.Path] {
					fmt.Printf("  refused %s: %s\n", r.Path, r.Why)
				}
			}
			if len(res.Unplaced) > 0 {
				fmt.Printf("  unplaced words: %s\n", strings.Join(res.Unplaced, ", "))
			}
		}
	}
	fmt.Printf("%-58s %8d %8d %5.0f%% %9d %9d\n", "all", tr, tc, pct(tc, tr), ts, tf)
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// accepted reports whether a report lints with no error.
func accepted(data []byte, d *contract.Dialect) bool {
	for _, x := range contract.Lint(data, contract.Options{Dialect: d}) {
		if x.Severity == diag.Error {
			return false
		}
	}
	return true
}

// strip takes out every line that holds one of the verdict words the
// manifest lists for the document (upper-case words joined by _, as
// written or with spaces), as whole words: GO takes out the line that
// says GO, not every line that says GOOD.
func strip(data []byte, words string) []byte {
	var ws []string
	for _, w := range strings.Split(words, ",") {
		w = strings.TrimSpace(w)
		if w == "" || w == "-" {
			continue
		}
		ws = append(ws, strings.ToUpper(w), strings.ToUpper(strings.ReplaceAll(w, "_", " ")))
	}
	var kept []string
	for _, l := range strings.Split(string(data), "\n") {
		u := strings.ToUpper(l)
		if !slices.ContainsFunc(ws, func(w string) bool { return holdsWord(u, w) }) {
			kept = append(kept, l)
		}
	}
	return []byte(strings.Join(kept, "\n"))
}

// holdsWord reports whether w stands in s with no letter or digit
// joined to it on either side.
func holdsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		before, _ := utf8.DecodeLastRuneInString(s[:start])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (start == 0 || !wordRune(before)) && (end == len(s) || !wordRune(after)) {
			return true
		}
		i = start + 1
	}
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func load(manifest, root string) ([]doc, error) {
	f, err := os.Open(manifest)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []doc
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		if first {
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 7 {
			continue
		}
		d := doc{repo: c[0], commit: c[1], path: c[2], kind: c[3], readable: c[4], place: c[5], words: c[6]}
		data, err := os.ReadFile(filepath.Join(root, d.repo, d.commit, d.path))
		if err != nil {
			return nil, fmt.Errorf("%w (run extract.sh first)", err)
		}
		d.data = data
		out = append(out, d)
	}
	return out, sc.Err()
}
