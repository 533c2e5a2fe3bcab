package contract

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// BenchmarkLintCorpus lints generated reports on one core; MB/s is over
// the reports.
func BenchmarkLintCorpus(b *testing.B) {
	benchCorpus(b, func(r []byte) { Lint(r, Options{}) })
}

// BenchmarkParseCorpus is the CommonMark parse alone, the floor under
// BenchmarkLintCorpus.
func BenchmarkParseCorpus(b *testing.B) {
	benchCorpus(b, func(r []byte) { parseMarkdown(r) })
}

// benchCorpus runs read over 1,000 generated reports per iteration.
func benchCorpus(b *testing.B, read func([]byte)) {
	reports := corpus.Reports(1000, 1)
	size := 0
	for _, r := range reports {
		size += len(r)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range reports {
			read(r)
		}
	}
}

// BenchmarkLintCorpusDialect lints the same reports translated into
// another dialect (one-word and several-word phrases), in that dialect:
// its time per report against BenchmarkLintCorpus's is the cost of a
// dialect.
func BenchmarkLintCorpusDialect(b *testing.B) {
	for _, tr := range translations {
		d := MustDialect(tr.spec)
		b.Run(tr.spec.Name, func(b *testing.B) {
			var reports [][]byte
			size := 0
			for _, r := range corpus.Reports(1000, 1) {
				t := []byte(tr.translate(string(r)))
				reports = append(reports, t)
				size += len(t)
			}
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				for _, r := range reports {
					Lint(r, Options{Dialect: d})
				}
			}
		})
	}
}

// BenchmarkFixesCorpus asks for the fixes of 1,000 generated reports, as
// an editor does on every code-action request: most have nothing to fix.
func BenchmarkFixesCorpus(b *testing.B) {
	benchCorpus(b, func(r []byte) { Fixes(r, Options{}, nil) })
}
