package contract

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// BenchmarkLintCorpus lints generated reports on one core; MB/s is over
// the reports.
func BenchmarkLintCorpus(b *testing.B) {
	reports := corpus.Reports(1000, 1)
	size := 0
	for _, r := range reports {
		size += len(r)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range reports {
			Lint(r, Options{})
		}
	}
}

// BenchmarkParseCorpus is the CommonMark parse alone, the floor under
// BenchmarkLintCorpus.
func BenchmarkParseCorpus(b *testing.B) {
	reports := corpus.Reports(1000, 1)
	size := 0
	for _, r := range reports {
		size += len(r)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range reports {
			parseMarkdown(r)
		}
	}
}
