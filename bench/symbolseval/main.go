// Command symbolseval measures the symbols analyzer on real repositories:
// the precision of its dangling claims over recent commits, and its recall
// on synthesized deletions of top-level definitions still referenced.
//
//	go run ./bench/symbolseval precision -lang python -n 200 CLONE...
//	go run ./bench/symbolseval recall -lang python -n 40 CLONE...
//
// CLONE is a local clone (it gets a scratch worktree under -work; the
// clone's own checkout is never touched). Every claim is judged by an
// oracle independent of the analyzer: go vet for Go, cargo check over
// the workspace (with -cargo-registry; else rustc) for Rust,
// javac for Java, Python's ast and symtable (oracle.py) and the
// TypeScript compiler's parser and binder (oracle.js, NODE_PATH must reach
// the typescript package) — see README.md.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	mode := os.Args[1]
	fs := flag.NewFlagSet(mode, flag.ExitOnError)
	lang := fs.String("lang", "go", "go, python, typescript, rust or java")
	n := fs.Int("n", 100, "commits (precision) or deletions (recall) per clone")
	seed := fs.Int64("seed", 1, "recall: the shuffle of candidate definitions")
	work := fs.String("work", filepath.Join(os.TempDir(), "symbolseval"), "scratch directory for worktrees")
	verbose := fs.Bool("v", false, "print every judged claim")
	cache := fs.String("cache", "", "recall: a file keeping the oracle's answers across runs")
	cross := fs.Bool("cross", false, "recall: only definitions used from another package (package.json, Cargo.toml, go.mod, Python top-level package)")
	crossOnly := fs.Bool("cross-only", false, "recall: with -cross, only definitions no other file of their own package names")
	cargoRegistry := fs.String("cargo-registry", "", "rust: judge by cargo check over the workspace, crates.io replaced by this directory source (e.g. /usr/share/cargo/registry)")
	cargoStubs := fs.String("cargo-stubs", "", "rust: name=version,… empty crates added to the registry for dependencies it lacks that nothing checked compiles")
	_ = fs.Parse(os.Args[2:])
	self, err := selfDir()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	e := &evaluator{lang: *lang, work: *work, verbose: *verbose, scripts: self, cacheFile: *cache, cross: *cross || *crossOnly, crossOnly: *crossOnly}
	if *lang == "rust" {
		c, err := newCargoEnv(*cargoRegistry, *cargoStubs, *work)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		e.cargo = c
	}
	e.loadCache()
	var total tally
	for _, clone := range fs.Args() {
		var t tally
		var err error
		switch mode {
		case "precision":
			t, err = e.precision(clone, *n)
		case "recall":
			t, err = e.recall(clone, *n, *seed)
		default:
			usage()
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", clone, err)
			os.Exit(1)
		}
		fmt.Printf("%s %s %s: %s\n", mode, *lang, filepath.Base(clone), t)
		total.add(t)
	}
	fmt.Printf("%s %s total: %s\n", mode, *lang, total)
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: symbolseval precision|recall -lang LANG [-n N] CLONE...")
	os.Exit(2)
}

// selfDir finds the directory holding the oracle scripts.
func selfDir() (string, error) {
	for _, d := range []string{"bench/symbolseval", "."} {
		if _, err := os.Stat(filepath.Join(d, "oracle.py")); err == nil {
			return filepath.Abs(d)
		}
	}
	return "", fmt.Errorf("run from the repository root: oracle.py not found")
}

// tally counts judged claims (precision) or deletions (recall).
type tally struct {
	// precision: claims, confirmed by the oracle.
	claims, confirmed int
	// recall: deletions the oracle shows break a reference, and of those
	// reported dangling, reported ambiguous.
	broken, dangling, ambiguous, notBroken int
	// unconfirmed: deletions the oracle saw break nothing, reported
	// dangling all the same; atClaims of those, the ones a second
	// oracle confirms at the claimed places (Java).
	unconfirmed, atClaims int
	commits               int
	// precision: "no references remain" claims, and those the oracle
	// shows false (a reference the removal broke); recall: deletions
	// that break a reference said to leave none.
	removed, falseRemoved int
	// unjudged: precision claims at a commit the oracle could not
	// check (cargo resolving no dependencies there).
	unjudged int
}

func (t *tally) add(o tally) {
	t.claims += o.claims
	t.confirmed += o.confirmed
	t.broken += o.broken
	t.dangling += o.dangling
	t.ambiguous += o.ambiguous
	t.notBroken += o.notBroken
	t.unconfirmed += o.unconfirmed
	t.atClaims += o.atClaims
	t.commits += o.commits
	t.removed += o.removed
	t.falseRemoved += o.falseRemoved
	t.unjudged += o.unjudged
}

func (t tally) String() string {
	if t.broken+t.notBroken > 0 {
		claims := ""
		if t.atClaims > 0 {
			claims = fmt.Sprintf(", %d of those broken at the claimed places (second oracle)", t.atClaims)
		}
		return fmt.Sprintf("%d deletions break a reference (oracle), %d reported dangling (%s), %d ambiguous, %d said to leave no references (false VERIFIED); %d deletions broke nothing, %d of them reported dangling%s (precision on deletions %s)",
			t.broken, t.dangling, pct(t.dangling, t.broken), t.ambiguous, t.falseRemoved, t.notBroken, t.unconfirmed, claims, pct(t.dangling+t.atClaims, t.dangling+t.unconfirmed))
	}
	unjudged := ""
	if t.unjudged > 0 {
		unjudged = fmt.Sprintf("; %d claims at commits the oracle could not check", t.unjudged)
	}
	return fmt.Sprintf("%d commits, %d dangling claims, %d confirmed by the oracle (%s); %d no-references claims, %d shown false%s", t.commits, t.claims, t.confirmed, pct(t.confirmed, t.claims), t.removed, t.falseRemoved, unjudged)
}

func pct(a, b int) string {
	if b == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

var langExts = map[string][]string{
	"go":         {".go"},
	"python":     {".py"},
	"typescript": {".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"},
	"rust":       {".rs"},
	"java":       {".java"},
}

func covers(lang, p string) bool {
	for _, ext := range langExts[lang] {
		if strings.HasSuffix(p, ext) {
			return true
		}
	}
	return false
}
