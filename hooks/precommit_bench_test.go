package hooks

import (
	"os"
	"testing"
)

// BenchmarkPreCommit runs the pre-commit hook in the repository bench/hook.sh
// builds: REVIEWLINT_BENCH_REPO=bench/work/repo-20000 go test -bench PreCommit ./hooks
func BenchmarkPreCommit(b *testing.B) {
	repo := os.Getenv("REVIEWLINT_BENCH_REPO")
	if repo == "" {
		b.Skip("set REVIEWLINT_BENCH_REPO to a repository built by bench/hook.sh")
	}
	for b.Loop() {
		ds, err := PreCommit(repo)
		if err != nil || len(ds) != 0 {
			b.Fatalf("PreCommit: %v, %v", ds, err)
		}
	}
}
