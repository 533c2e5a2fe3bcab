package main

import (
	"bufio"
	"bytes"
	"debug/elf"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var updateInit = flag.Bool("update", false, "rewrite testdata/inittrace.golden from this build")

// initCost is what one package's initialisation allocated before main,
// as GODEBUG=inittrace=1 reports it. Allocations are counted, not timed:
// they are the same from run to run on a busy machine, time is not.
type initCost struct {
	allocs, bytes int
}

// Slack each package may grow by before the test fails: enough for a
// toolchain's own changes to a package, not for a table or a regular
// expression built at start-up.
const (
	slackAllocs = 8
	slackBytes  = 2048
)

// TestInitBudget builds the binary as the README's install command does
// (with noDocsTag, cgo as the toolchain defaults) and holds what it does before main to the
// budget in testdata/inittrace.golden: every verb pays for every
// package's initialisation, `--version` included, so a package that
// builds its tables or compiles its patterns at start-up makes every run
// slower. Build them on first use (sync.OnceValue, internal/lazyregexp).
// After a deliberate change (a new dependency, a toolchain upgrade),
// rewrite the budget with -update and say why in the commit.
func TestInitBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "reviewlint")
	build := exec.Command("go", "build", "-tags", noDocsTag, "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	if runtime.GOOS == "linux" {
		assertStatic(t, bin)
	}
	// A few allocations vary from run to run (encoding/gob's by a dozen):
	// the budget is written from the most of five runs and checked
	// against the least of three, which a real regression raises too.
	runs, pick := 3, minCost
	if *updateInit {
		runs, pick = 5, maxCost
	}
	var got map[string]initCost
	for range runs {
		costs, err := traceInit(bin)
		if err != nil {
			t.Fatal(err)
		}
		got = mergeCosts(got, costs, pick)
	}
	golden := filepath.Join("testdata", "inittrace.golden")
	if *updateInit {
		if err := os.WriteFile(golden, formatInitCosts(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	text, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	budget, err := parseInitCosts(text)
	if err != nil {
		t.Fatalf("%s: %v", golden, err)
	}
	var total, budgetTotal initCost
	for pkg, c := range got {
		b := budget[pkg] // a package not in the budget may do almost nothing
		total.allocs += c.allocs
		total.bytes += c.bytes
		if c.allocs > b.allocs+slackAllocs || c.bytes > b.bytes+slackBytes {
			t.Errorf("%s allocates %d times (%d bytes) before main; the budget is %d (%d bytes): build its tables on first use",
				pkg, c.allocs, c.bytes, b.allocs, b.bytes)
		}
	}
	for _, b := range budget {
		budgetTotal.allocs += b.allocs
		budgetTotal.bytes += b.bytes
	}
	t.Logf("initialisation: %d packages, %d allocations, %d bytes (budget %d, %d bytes)",
		len(got), total.allocs, total.bytes, budgetTotal.allocs, budgetTotal.bytes)
	if total.allocs > budgetTotal.allocs+4*slackAllocs || total.bytes > budgetTotal.bytes+4*slackBytes {
		t.Errorf("initialisation allocates %d times (%d bytes) in all; the budget is %d (%d bytes)",
			total.allocs, total.bytes, budgetTotal.allocs, budgetTotal.bytes)
	}
}

// traceInit runs bin --version with GODEBUG=inittrace=1 and reads the
// trace.
func traceInit(bin string) (map[string]initCost, error) {
	cmd := exec.Command(bin, "--version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("reviewlint --version: %v\n%s", err, stderr.Bytes())
	}
	return parseInitTrace(stderr.Bytes())
}

func minCost(a, b initCost) initCost {
	return initCost{allocs: min(a.allocs, b.allocs), bytes: min(a.bytes, b.bytes)}
}

func maxCost(a, b initCost) initCost {
	return initCost{allocs: max(a.allocs, b.allocs), bytes: max(a.bytes, b.bytes)}
}

// mergeCosts folds run into acc with pick, package by package; acc nil is
// the first run.
func mergeCosts(acc, run map[string]initCost, pick func(a, b initCost) initCost) map[string]initCost {
	if acc == nil {
		return run
	}
	for pkg, c := range run {
		if old, ok := acc[pkg]; ok {
			c = pick(old, c)
		}
		acc[pkg] = c
	}
	return acc
}

// assertStatic fails when the binary needs the dynamic loader: a package
// that links the C library (os/user and net do, with cgo) costs every run
// the loader's and libc's start-up.
func assertStatic(t *testing.T, bin string) {
	t.Helper()
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			t.Error("the binary is dynamically linked: a package pulls in cgo (go list -deps ./cmd/reviewlint | grep runtime/cgo)")
		}
	}
}

// parseInitTrace reads GODEBUG=inittrace=1 lines:
//
//	init internal/bytealg @0.008 ms, 0 ms clock, 0 bytes, 0 allocs
//
// Other lines (the program's own output) are skipped.
func parseInitTrace(trace []byte) (map[string]initCost, error) {
	costs := map[string]initCost{}
	sc := bufio.NewScanner(bytes.NewReader(trace))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || f[0] != "init" {
			continue
		}
		if len(f) != 11 || f[8] != "bytes," || f[10] != "allocs" {
			return nil, fmt.Errorf("unexpected inittrace line %q", sc.Text())
		}
		b, err1 := strconv.Atoi(f[7])
		a, err2 := strconv.Atoi(f[9])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("unexpected inittrace line %q", sc.Text())
		}
		c := costs[f[1]]
		costs[f[1]] = initCost{allocs: c.allocs + a, bytes: c.bytes + b}
	}
	if len(costs) == 0 {
		return nil, fmt.Errorf("no inittrace lines: is GODEBUG=inittrace=1 supported?")
	}
	return costs, sc.Err()
}

// formatInitCosts writes the budget: one package a line, "allocs bytes
// package", costliest first; packages that allocate nothing are left out.
func formatInitCosts(costs map[string]initCost) []byte {
	var pkgs []string
	for p, c := range costs {
		if c.allocs > 0 || c.bytes > 0 {
			pkgs = append(pkgs, p)
		}
	}
	sort.Slice(pkgs, func(i, j int) bool {
		a, b := costs[pkgs[i]], costs[pkgs[j]]
		if a.allocs != b.allocs {
			return a.allocs > b.allocs
		}
		return pkgs[i] < pkgs[j]
	})
	var out bytes.Buffer
	out.WriteString("# Allocations and bytes each package's initialisation may make before\n" +
		"# main (GODEBUG=inittrace=1 reviewlint --version); TestInitBudget.\n")
	for _, p := range pkgs {
		fmt.Fprintf(&out, "%d %d %s\n", costs[p].allocs, costs[p].bytes, p)
	}
	return out.Bytes()
}

// parseInitCosts reads what formatInitCosts wrote.
func parseInitCosts(text []byte) (map[string]initCost, error) {
	costs := map[string]initCost{}
	for i, line := range strings.Split(string(text), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 {
			return nil, fmt.Errorf("line %d: want \"allocs bytes package\", got %q", i+1, line)
		}
		a, err1 := strconv.Atoi(f[0])
		b, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("line %d: want \"allocs bytes package\", got %q", i+1, line)
		}
		costs[f[2]] = initCost{allocs: a, bytes: b}
	}
	return costs, nil
}
