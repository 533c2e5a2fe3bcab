package verdict

import (
	"bytes"
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the user and system time the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// worstCases generate inputs of about n bytes built to make one part of the
// pipeline work hardest: the scan (every byte a '{', two reads alive at
// once, deep or long bracket runs), the verdict-key search (quotes, escapes,
// look-alike letters), the parser (raw newlines to repair, long lists), and
// the comparison of many verdict objects.
var worstCases = []struct {
	name string
	gen  func(n int) []byte
}{
	{"open-braces", func(n int) []byte { return bytes.Repeat([]byte("{"), n) }},
	{"brace-quote", func(n int) []byte { return bytes.Repeat([]byte(`{"`), n/2) }},
	{"brace-key-runs", func(n int) []byte {
		return append([]byte(`"verdict":`), bytes.Repeat([]byte(`{"a":`), n/5)...)
	}},
	{"bracket-runs", func(n int) []byte {
		unit := strings.Repeat("[", 5000) + strings.Repeat("]", 5000)
		return []byte(`{"verdict":"approve","findings":[` + strings.Repeat(unit+",", n/(len(unit)+1)) + `[]]}`)
	}},
	{"nesting-cap", func(n int) []byte {
		unit := strings.Repeat(`{"a":`, maxScanDepth-1) + "1" + strings.Repeat("}", maxScanDepth-1)
		return []byte(`{"verdict":"approve","x":[` + strings.Repeat(unit+",", n/(len(unit)+1)) + `1]}`)
	}},
	{"raw-newlines", func(n int) []byte {
		return []byte(`{"verdict":"approve","findings":[],"review":"` + strings.Repeat("\n", n) + `"}`)
	}},
	{"braces-in-strings", func(n int) []byte {
		return []byte(`{"verdict":"approve","findings":[],"review":"` + strings.Repeat(`{":1,"`, n/6) + `"}`)
	}},
	{"two-reads", func(n int) []byte {
		// A '{' inside every string starts a second read that stays alive.
		return []byte(`{"verdict":"approve","x":[` + strings.Repeat(`"{", 1, `, n/9) + `""]}`)
	}},
	{"escaped-quotes", func(n int) []byte {
		return []byte(`{"verdict":"approve","review":"` + strings.Repeat(`\"`, n/2) + `"}`)
	}},
	{"look-alike-keys", func(n int) []byte {
		return bytes.Repeat([]byte("\"v\u0435rdi\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b"), n/30)
	}},
	{"verdict-keys-in-prose", func(n int) []byte {
		return bytes.Repeat([]byte(`"verdict": { "verdict" `), n/24)
	}},
	{"repeated-verdicts", func(n int) []byte {
		return bytes.Repeat([]byte(okApprove+"\n"), n/(len(okApprove)+1))
	}},
	{"list-of-numbers", func(n int) []byte {
		return []byte(`{"verdict":"approve","findings":[` + strings.Repeat("1,", n/2) + `1]}`)
	}},
	{"review-of-holds-and-reservations", func(n int) []byte {
		// One line of a review, read for holds and reservations.
		return []byte(`{"verdict":"approve","review":"` + strings.Repeat("do not merge → fixed; approved, but ", n/38) + `"}`)
	}},
	{"agent-output", agentOutput},
}

// BenchmarkWorstCase runs every generator at 1, 4 and 16 MiB: time per
// byte (MB/s) and bytes allocated per input byte must stay flat as the
// size grows, the sign of linear time and memory.
func BenchmarkWorstCase(b *testing.B) {
	for _, wc := range worstCases {
		for _, mb := range []int{1, 4, 16} {
			b.Run(fmt.Sprintf("%s/%dMiB", wc.name, mb), func(b *testing.B) {
				in := wc.gen(mb << 20)
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				cpu0 := cpuTime()
				for b.Loop() {
					Lint(in)
				}
				// On a shared machine wall time includes waiting for a core;
				// CPU time per byte is the figure that shows the growth.
				if cpu := cpuTime() - cpu0; cpu > 0 {
					b.ReportMetric(float64(len(in))*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
				}
			})
		}
	}
}
