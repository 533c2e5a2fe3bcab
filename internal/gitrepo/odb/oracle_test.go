package gitrepo

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
)

// catAll is every object of a repository as `git cat-file --batch` prints
// it: the oracle the fast reader is compared with.
type catObject struct {
	id   Hash
	typ  string
	data []byte
}

func (r *testRepo) catAll(gitDir string) []catObject {
	r.t.Helper()
	cmd := exec.Command("git", "--git-dir", gitDir, "cat-file", "--batch-all-objects", "--batch", "--unordered")
	cmd.Env = gitEnv(r.home)
	out, err := cmd.Output()
	if err != nil {
		r.t.Fatalf("git cat-file: %v", err)
	}
	var objs []catObject
	rd := bufio.NewReader(bytes.NewReader(out))
	for {
		line, err := rd.ReadString('\n')
		if err == io.EOF {
			return objs
		}
		f := strings.Fields(line)
		if err != nil || len(f) != 3 {
			r.t.Fatalf("cat-file line %q: %v", line, err)
		}
		size, _ := strconv.Atoi(f[2])
		o := catObject{id: plumbing.NewHash(f[0]), typ: f[1], data: make([]byte, size+1)}
		if _, err := io.ReadFull(rd, o.data); err != nil {
			r.t.Fatal(err)
		}
		o.data = o.data[:size]
		objs = append(objs, o)
	}
}

// checkAllObjects reads every object through the fast reader alone (no
// go-git fallback) and compares type, size, content and a prefix.
func checkAllObjects(t *testing.T, r *testRepo, repo *Repo, gitDir string) {
	t.Helper()
	objs := r.catAll(gitDir)
	if len(objs) == 0 {
		t.Fatal("no objects")
	}
	for _, o := range objs {
		typ, data, err := repo.odb.read(o.id)
		if err != nil {
			t.Fatalf("read %s: %v", o.id, err)
		}
		if typ.String() != o.typ || !bytes.Equal(data, o.data) {
			t.Fatalf("read %s: %s of %d bytes, git says %s of %d", o.id, typ, len(data), o.typ, len(o.data))
		}
		typ, size, err := repo.odb.info(o.id)
		if err != nil || typ.String() != o.typ || size != int64(len(o.data)) {
			t.Fatalf("info %s: %s %d %v; git says %s %d", o.id, typ, size, err, o.typ, len(o.data))
		}
		if _, exact, err := repo.odb.readMax(o.id, int64(len(o.data))); err != nil || !bytes.Equal(exact, o.data) {
			t.Fatalf("readMax %s at its size: %v", o.id, err)
		}
		var tooLarge *sizeError
		if _, _, err := repo.odb.readMax(o.id, int64(len(o.data))-1); len(o.data) > 0 && !errors.As(err, &tooLarge) {
			t.Fatalf("readMax %s one byte short: %v, want a size error", o.id, err)
		}
		_, prefix, err := repo.odb.readPrefix(o.id, 100)
		if err != nil || !bytes.Equal(prefix, o.data[:min(100, len(o.data))]) {
			t.Fatalf("prefix %s: %v", o.id, err)
		}
	}
	t.Logf("%d objects match git", len(objs))
}

// history makes commits that edit a few files a little each time, so that
// git deltifies their versions against each other.
func history(r *testRepo, commits int, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	lines := make([][]string, 5)
	for i := range lines {
		for j := 0; j < 200; j++ {
			lines[i] = append(lines[i], fmt.Sprintf("file %d line %d %d", i, j, rng.Intn(1000)))
		}
	}
	for c := 0; c < commits; c++ {
		for i := range lines {
			k := rng.Intn(len(lines[i]))
			lines[i][k] = fmt.Sprintf("edit %d of line %d", c, k)
			r.write(fmt.Sprintf("dir%d/sub/f%d.txt", i%2, i), strings.Join(lines[i], "\n")+"\n")
		}
		r.commitAll(fmt.Sprint("commit ", c))
	}
}

func TestFastReaderAggressiveGC(t *testing.T) {
	r := newTestRepo(t)
	history(r, 60, 1)
	r.git("tag", "-a", "-m", "a tag", "v1")
	r.git("gc", "-q", "--aggressive")
	checkAllObjects(t, r, r.open(r.dir), filepath.Join(r.dir, ".git"))
}

func TestFastReaderLooseAndPacked(t *testing.T) {
	r := newTestRepo(t)
	history(r, 20, 2)
	r.git("gc", "-q")
	history(r, 5, 3) // these stay loose
	checkAllObjects(t, r, r.open(r.dir), filepath.Join(r.dir, ".git"))
}

func TestFastReaderSeveralPacksAndRefDeltas(t *testing.T) {
	r := newTestRepo(t)
	for i := 0; i < 4; i++ {
		history(r, 8, int64(10+i))
		// Incremental packs; the last uses REF_DELTA instead of OFS_DELTA.
		r.git("-c", fmt.Sprint("repack.useDeltaBaseOffset=", i < 3), "repack", "-q", "-d")
	}
	if packs, _ := filepath.Glob(filepath.Join(r.dir, ".git/objects/pack/*.idx")); len(packs) < 4 {
		t.Fatalf("%d packs, want 4", len(packs))
	}
	checkAllObjects(t, r, r.open(r.dir), filepath.Join(r.dir, ".git"))
}

func TestFastReaderLargeBlobAndBare(t *testing.T) {
	r := newTestRepo(t)
	var big strings.Builder
	rng := rand.New(rand.NewSource(4))
	for big.Len() < 3<<20 {
		fmt.Fprintf(&big, "%d %x\n", big.Len(), rng.Int63())
	}
	r.write("big.txt", big.String())
	r.commitAll("big")
	r.write("big.txt", big.String()+"one more line\n")
	r.commitAll("bigger")
	history(r, 5, 5)
	bare := filepath.Join(filepath.Dir(r.dir), "bare.git")
	r.git("clone", "-q", "--bare", "--no-local", r.dir, bare)
	checkAllObjects(t, r, r.open(bare), bare)
}

func TestFastReaderAlternates(t *testing.T) {
	r := newTestRepo(t)
	history(r, 10, 6)
	r.git("gc", "-q")
	shared := filepath.Join(filepath.Dir(r.dir), "shared")
	r.git("clone", "-q", "--shared", r.dir, shared)
	other := &testRepo{t: t, dir: shared, home: r.home}
	history(other, 3, 7)
	checkAllObjects(t, r, r.open(shared), filepath.Join(shared, ".git"))
}
