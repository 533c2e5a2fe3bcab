package gittest

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Commit is one commit of a graph for Graph: every commit has the empty
// tree, so a history is only its parents, times and messages.
type Commit struct {
	// Parents are indexes into the list Graph returns: commits given to
	// it or made before this one.
	Parents []int
	// When is the committer time in seconds since the epoch (UTC).
	When int64
	// Msg is the message, without its final newline.
	Msg string
}

// Graph makes the commits with one `git fast-import`, after the commits
// given by id, and returns the ids of all of them, given ones first. Each
// new commit i (counting the given ones) gets the ref refs/heads/c<i>.
// One process for a whole history instead of one `git commit-tree` a
// commit: random histories of hundreds of commits are most of what
// the walk and merge-base tests would otherwise spend. The objects end
// loose, as commit-tree leaves them, so the readers under test take the
// same route.
func (r *Repo) Graph(given []string, commits []Commit) []string {
	r.T.Helper()
	packDir := filepath.Join(strings.TrimSpace(r.Git("rev-parse", "--absolute-git-dir")), "objects", "pack")
	before, _ := filepath.Glob(filepath.Join(packDir, "*.pack"))
	var stream strings.Builder
	ref := func(i int) string {
		if i < len(given) {
			return given[i]
		}
		return fmt.Sprint(":", i+1)
	}
	for k, c := range commits {
		i := len(given) + k
		fmt.Fprintf(&stream, "commit refs/heads/c%d\nmark :%d\n", i, i+1)
		fmt.Fprintf(&stream, "committer C <c@example.com> %d +0000\n", c.When)
		fmt.Fprintf(&stream, "data %d\n%s\n\n", len(c.Msg)+1, c.Msg)
		for j, p := range c.Parents {
			if p >= i {
				r.T.Fatalf("commit %d names a later parent %d", i, p)
			}
			verb := "merge"
			if j == 0 {
				verb = "from"
			}
			fmt.Fprintf(&stream, "%s %s\n", verb, ref(p))
		}
		stream.WriteString("\n")
	}
	marks := filepath.Join(r.T.TempDir(), "marks")
	cmd := exec.Command("git", "fast-import", "--quiet", "--export-marks="+marks)
	cmd.Dir, cmd.Env = r.Dir, Env(r.Home)
	cmd.Stdin = strings.NewReader(stream.String())
	if out, err := cmd.CombinedOutput(); err != nil {
		r.T.Fatalf("git fast-import: %v\n%s", err, out)
	}
	r.unpackNew(packDir, before)
	f, err := os.Open(marks)
	if err != nil {
		r.T.Fatal(err)
	}
	defer f.Close()
	ids := append([]string(nil), given...)
	ids = append(ids, make([]string, len(commits))...)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var mark int
		var id string
		if _, err := fmt.Sscanf(sc.Text(), ":%d %s", &mark, &id); err != nil {
			r.T.Fatalf("marks line %q: %v", sc.Text(), err)
		}
		if mark > len(given) && mark <= len(ids) {
			ids[mark-1] = id
		}
	}
	for i, id := range ids {
		if id == "" {
			r.T.Fatalf("fast-import made no commit %d", i)
		}
	}
	return ids
}

// unpackNew turns the packs in packDir that are not in before into loose
// objects: each is moved out of the repository first, since git unpacks
// no object the repository already holds.
func (r *Repo) unpackNew(packDir string, before []string) {
	r.T.Helper()
	after, _ := filepath.Glob(filepath.Join(packDir, "*.pack"))
	for _, pack := range after {
		if slices.Contains(before, pack) {
			continue
		}
		aside := filepath.Join(r.T.TempDir(), "fast-import.pack")
		if err := os.Rename(pack, aside); err != nil {
			r.T.Fatal(err)
		}
		if err := os.Remove(strings.TrimSuffix(pack, ".pack") + ".idx"); err != nil {
			r.T.Fatal(err)
		}
		in, err := os.Open(aside)
		if err != nil {
			r.T.Fatal(err)
		}
		cmd := exec.Command("git", "unpack-objects", "-q")
		cmd.Dir, cmd.Env, cmd.Stdin = r.Dir, Env(r.Home), in
		out, err := cmd.CombinedOutput()
		in.Close()
		if err != nil {
			r.T.Fatalf("git unpack-objects: %v\n%s", err, out)
		}
	}
}
