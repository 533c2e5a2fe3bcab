package gitrepo

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkStagedChanges measures a hook's view of a 20,000-file repository
// with 10 staged files: decode the index and walk it against HEAD.
// Compare with `git diff --cached --name-only -z` on the same repository.
func BenchmarkStagedChanges(b *testing.B) {
	r := &testRepo{t: b, dir: filepath.Join(b.TempDir(), "repo"), home: b.TempDir()}
	r.git("init", "-q", "-b", "main", r.dir)
	for i := 0; i < 20000; i++ {
		p := filepath.Join(r.dir, fmt.Sprintf("d%02d/e%02d/f%05d.txt", i%50, (i/50)%20, i))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(fmt.Sprintln(i)), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	r.commitAll("many files")
	for i := 0; i < 10; i++ {
		p := fmt.Sprintf("d%02d/e%02d/f%05d.txt", (i*1999)%50, ((i*1999)/50)%20, i*1999)
		r.write(p, "changed\n")
	}
	r.git("add", "-A")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		repo, err := r.tryOpen(r.dir)
		if err != nil {
			b.Fatal(err)
		}
		changes, err := repo.StagedChanges()
		if err != nil || len(changes) != 10 {
			b.Fatalf("%d changes, %v", len(changes), err)
		}
		repo.Close()
	}
}
