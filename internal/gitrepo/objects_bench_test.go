package gitrepo

import (
	"io"
	"math/rand"
	"path/filepath"
	"testing"
)

// BenchmarkReadObjects reads the objects of a deltified history in random
// order, through odb and through go-git's pack readers (the fallback), so that
// the reason odb exists stays measured.
func BenchmarkReadObjects(b *testing.B) {
	r := &testRepo{t: b, dir: filepath.Join(b.TempDir(), "repo"), home: b.TempDir()}
	r.git("init", "-q", "-b", "main", r.dir)
	history(r, 60, 9)
	r.git("gc", "-q")
	objs := r.catAll(filepath.Join(r.dir, ".git"))
	rand.New(rand.NewSource(1)).Shuffle(len(objs), func(i, j int) { objs[i], objs[j] = objs[j], objs[i] })
	repo, err := r.tryOpen(r.dir)
	if err != nil {
		b.Fatal(err)
	}
	defer repo.Close()
	b.Run("odb", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, _, err := repo.odb.Read(objs[i%len(objs)].ID); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("go-git", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			obj, err := repo.slow.object(objs[i%len(objs)].ID)
			if err != nil {
				b.Fatal(err)
			}
			rd, err := obj.Reader()
			if err != nil {
				b.Fatal(err)
			}
			if _, err := io.ReadAll(rd); err != nil {
				b.Fatal(err)
			}
			rd.Close()
		}
	})
}
