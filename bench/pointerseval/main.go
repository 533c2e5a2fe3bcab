// Command pointerseval measures the pointers analyzer on real repositories:
// the precision of its claims over recent commits, and its recall on
// links broken on purpose.
//
//	go run ./bench/pointerseval precision -n 300 CLONE...
//	go run ./bench/pointerseval precision -whole CLONE...
//	go run ./bench/pointerseval recall -n 40 CLONE...
//	go run ./bench/pointerseval recall -moves -n 40 CLONE...
//	go run ./bench/pointerseval precision -config nolist.toml -whole CLONE...
//
// It runs the reviewlint binary (-bin, else one built from this checkout)
// as a user would: `derive --format json pointers`. CLONE is a local clone;
// recall commits in a scratch worktree under -work, never in the clone's
// own checkout. Claims are judged by an oracle that shares no code with
// the analyzer: git (cat-file, ls-tree) for what exists at each end,
// goldmark's own AST and a separate slug function for headings. Key
// claims that are new and resolve nowhere cannot be judged by a program
// (is LICENSE-2 a key?): they are listed with their line for a person to
// judge, and counted false outright when the key sits in a URL or is cut
// from a longer name.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	mode := os.Args[1]
	fs := flag.NewFlagSet(mode, flag.ExitOnError)
	n := fs.Int("n", 100, "commits (precision) or broken links (recall) per clone")
	seed := fs.Int64("seed", 1, "recall: the shuffle of link targets")
	bin := fs.String("bin", "", "reviewlint binary (default: built from this checkout)")
	work := fs.String("work", filepath.Join(os.TempDir(), "pointerseval"), "scratch directory for worktrees")
	verbose := fs.Bool("v", false, "print every judged claim")
	config := fs.String("config", "", "rules.toml for derive (e.g. key-ignore = [] to measure without the ignore list)")
	movesFlag := fs.Bool("moves", false, "recall: move files with relative links to another folder instead of deleting link targets")
	whole := fs.Bool("whole", false, "precision: judge the one range from the empty tree to HEAD, where every pointer at head is new")
	_ = fs.Parse(os.Args[2:])
	if *bin == "" {
		*bin = filepath.Join(*work, "reviewlint")
		if out, err := exec.Command("go", "build", "-o", *bin, "./cmd/reviewlint").CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "build reviewlint (run from the repository root): %v\n%s", err, out)
			os.Exit(2)
		}
	}
	e := &evaluator{bin: *bin, work: *work, verbose: *verbose, whole: *whole}
	if *config != "" {
		abs, err := filepath.Abs(*config)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		e.config = abs
	}
	var total tally
	for _, clone := range fs.Args() {
		var t tally
		var err error
		switch mode {
		case "precision":
			t, err = e.precision(clone, *n)
		case "recall":
			if *movesFlag {
				t, err = e.recallMoves(clone, *n, *seed)
			} else {
				t, err = e.recall(clone, *n, *seed)
			}
		default:
			usage()
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", clone, err)
			os.Exit(1)
		}
		fmt.Printf("%s %s: %s\n", mode, filepath.Base(clone), t)
		total.add(t)
	}
	fmt.Printf("%s total: %s\n", mode, total)
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: pointerseval precision|recall [-n N] [-bin PATH] CLONE...")
	os.Exit(2)
}

// tally counts judged claims (precision) or planted breaks (recall).
type tally struct {
	commits int
	// precision: broken claims and those the oracle confirms; new
	// unresolved path or anchor claims likewise; unresolved key claims,
	// those false by their place (URL, longer name), the rest to judge.
	broken, brokenTrue       int
	unresolved, unresolvedOK int
	keys, keysFalse          int
	movedBroken              int // broken claims on a file the range moved
	// recall: links the oracle shows broken, and of those reported.
	planted, found int
}

func (t *tally) add(o tally) {
	t.commits += o.commits
	t.broken += o.broken
	t.brokenTrue += o.brokenTrue
	t.unresolved += o.unresolved
	t.unresolvedOK += o.unresolvedOK
	t.keys += o.keys
	t.keysFalse += o.keysFalse
	t.movedBroken += o.movedBroken
	t.planted += o.planted
	t.found += o.found
}

func (t tally) String() string {
	if t.commits == 0 {
		return fmt.Sprintf("%d links broken on purpose (oracle), %d reported broken (%s)", t.planted, t.found, pct(t.found, t.planted))
	}
	return fmt.Sprintf("%d commits; broken: %d claims (%d in moved files), %d true (%s); unresolved paths and anchors: %d claims, %d true (%s); unresolved keys: %d claims, %d false by place, %d to judge by hand",
		t.commits, t.broken, t.movedBroken, t.brokenTrue, pct(t.brokenTrue, t.broken), t.unresolved, t.unresolvedOK, pct(t.unresolvedOK, t.unresolved),
		t.keys, t.keysFalse, t.keys-t.keysFalse)
}

func pct(a, b int) string {
	if b == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

func git(dir string, args ...string) (string, error) {
	out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).Output()
	if err != nil {
		return string(out), fmt.Errorf("git %s: %v", strings.Join(args, " "), err)
	}
	return string(out), nil
}
