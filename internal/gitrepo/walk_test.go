package gitrepo

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// TestCommitsExcludingAgreesWithRevList builds random histories (merges,
// several tips) with git fast-import and compares the walk with `git
// rev-list HEAD --not EXCLUDE…`. With committer dates in order the two
// agree exactly; with a clock that ran backwards the walk may list more
// than git, never fewer: a commit is left out only when an excluded tip
// reaches it.
func TestCommitsExcludingAgreesWithRevList(t *testing.T) {
	for _, skew := range []bool{false, true} {
		for seed := int64(1); seed <= 4; seed++ {
			t.Run(fmt.Sprintf("skew=%v/seed=%d", skew, seed), func(t *testing.T) {
				r := newTestRepo(t)
				rng := rand.New(rand.NewSource(seed))
				var made []gittest.Commit
				for i := 0; i < 40; i++ {
					c := gittest.Commit{Msg: fmt.Sprint("c", i), When: int64(1_700_000_000 + i*60)}
					for _, p := range rng.Perm(i)[:min(i, 1+rng.Intn(2))] {
						// parents among the most recent few, as real branches are
						p = max(0, i-1-p%6)
						// git commit-tree drops a parent named twice; so does this.
						if !slices.Contains(c.Parents, p) {
							c.Parents = append(c.Parents, p)
						}
					}
					if skew && rng.Intn(4) == 0 {
						c.When -= int64(rng.Intn(3000))
					}
					made = append(made, c)
				}
				ids := r.g().Graph(nil, made)
				repo := r.open(r.dir)
				for trial := 0; trial < 10; trial++ {
					head := ids[len(ids)/2+rng.Intn(len(ids)/2)]
					var excl []Hash
					args := []string{"rev-list", head, "--not"}
					for k := 0; k < 1+rng.Intn(3); k++ {
						e := ids[rng.Intn(len(ids))]
						excl = append(excl, mustHash(e))
						args = append(args, e)
					}
					want := strings.Fields(r.git(args...))
					got, err := repo.CommitsExcluding(mustHash(head), excl)
					if err != nil {
						t.Fatal(err)
					}
					var gotIDs []string
					pos := map[Hash]int{}
					for i, c := range got {
						gotIDs = append(gotIDs, c.Hash.String())
						pos[c.Hash] = i
					}
					for _, c := range got { // parents first
						for _, p := range c.Parents {
							if j, ok := pos[p]; ok && j > pos[c.Hash] {
								t.Fatalf("%s listed before its parent %s", c.Hash, p)
							}
						}
					}
					if len(got) > 0 && got[len(got)-1].Hash.String() != head {
						t.Fatalf("head is not last")
					}
					slices.Sort(gotIDs)
					slices.Sort(want)
					for _, w := range want {
						if _, ok := slices.BinarySearch(gotIDs, w); !ok {
							t.Fatalf("%v: walk leaves out %s, which git lists", args, w)
						}
					}
					if !skew && !slices.Equal(gotIDs, want) {
						t.Fatalf("%v: walk lists %d commits, git %d", args, len(gotIDs), len(want))
					}
					if skew {
						continue
					}
					// Nothing listed is reachable from an excluded tip.
					reach := map[string]bool{}
					for _, e := range excl {
						for _, id := range strings.Fields(r.git("rev-list", e.String())) {
							reach[id] = true
						}
					}
					for _, id := range gotIDs {
						if reach[id] {
							t.Fatalf("%v: walk lists %s, which an excluded tip reaches", args, id)
						}
					}
				}
			})
		}
	}
}

func mustHash(s string) Hash {
	h, err := ParseID(s)
	if err != nil {
		panic(err)
	}
	return h
}
