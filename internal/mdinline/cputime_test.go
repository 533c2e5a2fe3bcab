package mdinline

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time the process has used, GC included. The
// machines the benchmarks run on are shared: wall time per op varies
// tenfold with the load, CPU time far less.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loopCPU runs f b.N times and reports the CPU time per op and the
// megabytes of input per CPU second beside the wall-time figures.
func loopCPU(b *testing.B, size int, f func()) {
	b.SetBytes(int64(size))
	b.ReportAllocs()
	start := cpuTime()
	for b.Loop() {
		f()
	}
	cpu := cpuTime() - start
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
		b.ReportMetric(float64(size)*float64(b.N)/cpu.Seconds()/1e6, "MB/cpu-s")
	}
}
