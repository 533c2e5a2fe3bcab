package odb

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// checkAllObjects reads every object of the repository at gitDir through
// a DB over its objects folder and compares type, size, content and a
// prefix with what `git cat-file` prints.
func checkAllObjects(t *testing.T, r *gittest.Repo, gitDir string) {
	t.Helper()
	db := New(filepath.Join(gitDir, "objects"), nil)
	defer db.Release()
	objs := r.CatAll(gitDir)
	if len(objs) == 0 {
		t.Fatal("no objects")
	}
	for _, o := range objs {
		typ, data, err := db.Read(o.ID)
		if err != nil {
			t.Fatalf("read %s: %v", o.ID, err)
		}
		if typ.String() != o.Type || !bytes.Equal(data, o.Data) {
			t.Fatalf("read %s: %s of %d bytes, git says %s of %d", o.ID, typ, len(data), o.Type, len(o.Data))
		}
		typ, size, err := db.Info(o.ID)
		if err != nil || typ.String() != o.Type || size != int64(len(o.Data)) {
			t.Fatalf("info %s: %s %d %v; git says %s %d", o.ID, typ, size, err, o.Type, len(o.Data))
		}
		if _, exact, err := db.ReadMax(o.ID, int64(len(o.Data))); err != nil || !bytes.Equal(exact, o.Data) {
			t.Fatalf("readMax %s at its size: %v", o.ID, err)
		}
		var tooLarge *SizeError
		if _, _, err := db.ReadMax(o.ID, int64(len(o.Data))-1); len(o.Data) > 0 && (!errors.As(err, &tooLarge) || *tooLarge != SizeError{int64(len(o.Data)), int64(len(o.Data)) - 1}) {
			t.Fatalf("readMax %s one byte short: %v, want a size error", o.ID, err)
		}
		if typ, shared, err := db.ReadShared(o.ID); err != nil || typ.String() != o.Type || !bytes.Equal(shared, o.Data) {
			t.Fatalf("readShared %s: %s of %d bytes (%v), git says %s of %d", o.ID, typ, len(shared), err, o.Type, len(o.Data))
		}
		if _, shared, err := db.ReadMaxShared(o.ID, int64(len(o.Data))); err != nil || !bytes.Equal(shared, o.Data) {
			t.Fatalf("readMaxShared %s at its size: %v", o.ID, err)
		}
		_, prefix, err := db.ReadPrefix(o.ID, 100)
		if err != nil || !bytes.Equal(prefix, o.Data[:min(100, len(o.Data))]) {
			t.Fatalf("prefix %s: %v", o.ID, err)
		}
	}
	t.Logf("%d objects match git", len(objs))
}

func TestFastReaderAggressiveGC(t *testing.T) {
	r := gittest.New(t)
	r.History(60, 1)
	r.Git("tag", "-a", "-m", "a tag", "v1")
	r.Git("gc", "-q", "--aggressive")
	checkAllObjects(t, r, filepath.Join(r.Dir, ".git"))
}

func TestFastReaderLooseAndPacked(t *testing.T) {
	r := gittest.New(t)
	r.History(20, 2)
	r.Git("gc", "-q")
	r.History(5, 3) // these stay loose
	checkAllObjects(t, r, filepath.Join(r.Dir, ".git"))
}

func TestFastReaderSeveralPacksAndRefDeltas(t *testing.T) {
	r := gittest.New(t)
	for i := 0; i < 4; i++ {
		r.History(8, int64(10+i))
		// Incremental packs; the last uses REF_DELTA instead of OFS_DELTA.
		r.Git("-c", fmt.Sprint("repack.useDeltaBaseOffset=", i < 3), "repack", "-q", "-d")
	}
	if packs, _ := filepath.Glob(filepath.Join(r.Dir, ".git/objects/pack/*.idx")); len(packs) < 4 {
		t.Fatalf("%d packs, want 4", len(packs))
	}
	checkAllObjects(t, r, filepath.Join(r.Dir, ".git"))
}

func TestFastReaderLargeBlobAndBare(t *testing.T) {
	r := gittest.New(t)
	var big strings.Builder
	rng := rand.New(rand.NewSource(4))
	for big.Len() < 3<<20 {
		fmt.Fprintf(&big, "%d %x\n", big.Len(), rng.Int63())
	}
	r.Write("big.txt", big.String())
	r.CommitAll("big")
	r.Write("big.txt", big.String()+"one more line\n")
	r.CommitAll("bigger")
	r.History(5, 5)
	bare := filepath.Join(filepath.Dir(r.Dir), "bare.git")
	r.Git("clone", "-q", "--bare", "--no-local", r.Dir, bare)
	checkAllObjects(t, r, bare)
}

func TestFastReaderAlternates(t *testing.T) {
	r := gittest.New(t)
	r.History(10, 6)
	r.Git("gc", "-q")
	shared := filepath.Join(filepath.Dir(r.Dir), "shared")
	r.Git("clone", "-q", "--shared", r.Dir, shared)
	other := &gittest.Repo{T: t, Dir: shared, Home: r.Home}
	other.History(3, 7)
	checkAllObjects(t, r, filepath.Join(shared, ".git"))
}

// TestPackIndexV1: git can still write version 1 indexes; go-git cannot
// read them, this reader can.
func TestPackIndexV1(t *testing.T) {
	r := gittest.New(t)
	r.History(8, 12)
	r.Git("-c", "pack.indexVersion=1", "repack", "-q", "-a", "-d")
	checkAllObjects(t, r, filepath.Join(r.Dir, ".git"))
}
