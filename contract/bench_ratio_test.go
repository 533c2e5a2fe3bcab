//go:build unix

package contract

import (
	"context"
	"runtime/pprof"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// BenchmarkLintDialectRatio lints the corpus in the default contract and,
// translated, in each other dialect, by turns, and reports the median
// ratio of the CPU time the process spent on each: a figure that other
// work on the machine does not move as it moves wall time.
func BenchmarkLintDialectRatio(b *testing.B) {
	base := corpus.Reports(300, 1)
	for _, tr := range translations {
		d := MustDialect(tr.spec)
		var translated [][]byte
		for _, r := range base {
			translated = append(translated, []byte(tr.translate(string(r))))
		}
		b.Run(tr.spec.Name, func(b *testing.B) {
			reportCPURatio(b, func() {
				for _, r := range base {
					Lint(r, Options{})
				}
			}, func() {
				for _, r := range translated {
					Lint(r, Options{Dialect: d})
				}
			})
		})
	}
}

// reportCPURatio runs base and other by turns, once each per iteration of
// b, and reports the median ratio of the process's CPU time in other to
// that in base.
func reportCPURatio(b *testing.B, base, other func()) {
	var ratios []float64
	for b.Loop() {
		t0 := processCPU()
		base()
		t1 := processCPU()
		other()
		t2 := processCPU()
		if t1 > t0 {
			ratios = append(ratios, float64(t2-t1)/float64(t1-t0))
		}
	}
	slices.Sort(ratios)
	if len(ratios) > 0 {
		b.ReportMetric(ratios[len(ratios)/2], "ratio")
	}
}

// processCPU is the user and system time the process has spent.
func processCPU() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkLintPresetRatio lints the same generated reports, byte for
// byte, in the default contract and in each preset, by turns, and reports
// the median ratio of the process's CPU time under the preset to that
// under the default. The bytes are not translated: the figure is the cost
// of a preset's readings on the text a team's linter would see, whatever
// the preset then decides about it.
func BenchmarkLintPresetRatio(b *testing.B) {
	base := corpus.Reports(300, 1)
	// The turns are labelled, so that a CPU profile of the benchmark
	// shows each dialect's cost apart (pprof -tagfocus dialect=gates).
	ctx := context.Background()
	for _, p := range Presets()[1:] {
		d := MustDialect(p.Spec)
		b.Run(p.Name, func(b *testing.B) {
			reportCPURatio(b, func() {
				pprof.Do(ctx, pprof.Labels("dialect", "default"), func(context.Context) {
					for _, r := range base {
						Lint(r, Options{})
					}
				})
			}, func() {
				pprof.Do(ctx, pprof.Labels("dialect", p.Name), func(context.Context) {
					for _, r := range base {
						Lint(r, Options{Dialect: d})
					}
				})
			})
		})
	}
}
