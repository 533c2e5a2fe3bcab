package lint

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/corpus"
)

// BenchmarkLintCorpus lints 10,000 generated reports (about 27 MB) the way
// `reviewlint lint` does, on all cores; MB/s is over the corpus.
func BenchmarkLintCorpus(b *testing.B) {
	reports := corpus.Reports(10000, 1)
	targets := make([]Target, len(reports))
	size := 0
	for i, r := range reports {
		r := r
		targets[i] = Target{Display: "r.md", Rel: "reviews/r.md", Kind: Report, Read: func() ([]byte, error) { return r, nil }}
		size += len(r)
	}
	l := New(config.Default())
	b.SetBytes(int64(size))
	b.ResetTimer()
	for range b.N {
		if ds := l.LintTargets(targets); len(ds) != 0 {
			b.Fatalf("generated corpus is not clean: %v", ds[0])
		}
	}
}
