package gittest

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os/exec"
	"strconv"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
)

// Object is one object as `git cat-file --batch` prints it.
type Object struct {
	ID   plumbing.Hash
	Type string
	Data []byte
}

// CatAll is every object of the repository at gitDir as git reads it: the
// oracle an object reader is compared with.
func (r *Repo) CatAll(gitDir string) []Object {
	r.T.Helper()
	cmd := exec.Command("git", "--git-dir", gitDir, "cat-file", "--batch-all-objects", "--batch", "--unordered")
	cmd.Env = Env(r.Home)
	out, err := cmd.Output()
	if err != nil {
		r.T.Fatalf("git cat-file: %v", err)
	}
	var objs []Object
	rd := bufio.NewReader(bytes.NewReader(out))
	for {
		line, err := rd.ReadString('\n')
		if err == io.EOF {
			return objs
		}
		f := strings.Fields(line)
		if err != nil || len(f) != 3 {
			r.T.Fatalf("cat-file line %q: %v", line, err)
		}
		size, _ := strconv.Atoi(f[2])
		o := Object{ID: plumbing.NewHash(f[0]), Type: f[1], Data: make([]byte, size+1)}
		if _, err := io.ReadFull(rd, o.Data); err != nil {
			r.T.Fatal(err)
		}
		o.Data = o.Data[:size]
		objs = append(objs, o)
	}
}

// History makes commits that edit a few files a little each time, so that
// git deltifies their versions against each other.
func (r *Repo) History(commits int, seed int64) {
	r.T.Helper()
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
			r.Write(fmt.Sprintf("dir%d/sub/f%d.txt", i%2, i), strings.Join(lines[i], "\n")+"\n")
		}
		r.CommitAll(fmt.Sprint("commit ", c))
	}
}
