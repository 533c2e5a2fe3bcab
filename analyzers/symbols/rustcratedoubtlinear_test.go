package symbols

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A chain of crates, each depending by path on the next, the last
// naming a dependency core: every crate inherits the doubt, found in
// time linear in the crates, not a round over all crates per link.
func TestRustCrateDoubtsOfAChainInLinearTime(t *testing.T) {
	doubts := func(n int) (map[string]string, time.Duration) {
		manifests := map[string][]byte{}
		for i := range n {
			deps := ""
			if i+1 < n {
				deps = fmt.Sprintf("c%05d = { path = \"../c%05d\" }\n", i+1, i+1)
			} else {
				deps = "core = \"1\"\n"
			}
			manifests[fmt.Sprintf("c%05d/Cargo.toml", i)] = []byte(fmt.Sprintf("[package]\nname = \"c%05d\"\nversion = \"0.1.0\"\n\n[dependencies]\n%s", i, deps))
		}
		rc := newRustCrates(&fileSet{has: map[string]bool{}}, manifests)
		head := &synSide{files: map[string]*synFile{}}
		start := cpuTime()
		out := rc.rustCrateDoubts(head)
		return out, cpuTime() - start
	}
	best := func(n int) time.Duration {
		var min time.Duration
		for k := range 3 {
			out, d := doubts(n)
			if got := len(out); got != n {
				t.Fatalf("%d crates, %d doubted", n, got)
			}
			if !strings.HasPrefix(out["c00000"], "its crate depends on c00001, where ") || !strings.Contains(out["c00000"], "names a dependency core") {
				t.Fatalf("c00000: %q", out["c00000"])
			}
			if k == 0 || d < min {
				min = d
			}
		}
		return min
	}
	small, large := best(500), best(4000)
	// Below 10ms the CPU clock's resolution and a GC cycle dominate.
	if small < 10*time.Millisecond {
		small = 10 * time.Millisecond
	}
	if large > 12*small {
		t.Errorf("500 crates %v, 4000 crates %v: more than 12 times", small, large)
	}
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
