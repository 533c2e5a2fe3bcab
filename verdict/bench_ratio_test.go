package verdict

import (
	"slices"
	"testing"
)

// BenchmarkLintDialectRatio reports, for each test dialect, the median
// over rounds of the CPU time to lint the 1 MB agent output in the
// dialect over the time to lint it in the default contract, the two
// alternating. CPU time, since wall time on a shared machine measures the
// neighbours. The goal is at most 1.10.
func BenchmarkLintDialectRatio(b *testing.B) {
	base := agentOutput(1 << 20)
	for _, lx := range lexicons[1:] {
		b.Run(lx.name, func(b *testing.B) {
			in := lx.trb(string(base))
			const reps = 20 // per measurement: well above the clock's tick
			var ratios []float64
			for b.Loop() {
				t0 := cpuTime()
				for range reps {
					Lint(base)
				}
				t1 := cpuTime()
				for range reps {
					lx.d.Lint(in)
				}
				t2 := cpuTime()
				if t1 > t0 {
					ratios = append(ratios, float64(t2-t1)/float64(t1-t0))
				}
			}
			slices.Sort(ratios)
			if len(ratios) > 0 {
				b.ReportMetric(ratios[len(ratios)/2], "ratio")
			}
		})
	}
}
