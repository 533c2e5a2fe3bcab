package gitrepo

import (
	"strings"
	"testing"
)

// TestAbbrevMatchesGit: an abbreviation resolves when git's own list of
// the objects it may name (`git rev-parse --disambiguate`) holds exactly
// one, to that one; with a few hundred objects, some four-digit
// abbreviations are shared. Refs are not read, and a full id resolves
// only when the object exists.
func TestAbbrevMatchesGit(t *testing.T) {
	r := newTestRepo(t)
	history(r, 30, 3)
	ids := strings.Fields(r.git("cat-file", "--batch-all-objects", "--batch-check=%(objectname)"))
	if len(ids) < 200 {
		t.Fatalf("only %d objects", len(ids))
	}
	r.git("branch", ids[0][:7]) // a branch named like an id
	repo := r.open(r.dir)
	// git's list of every object is the oracle; `rev-parse
	// --disambiguate`, git's own answer, confirms it on a sample.
	starting := func(prefix string) []string {
		var out []string
		for _, id := range ids {
			if strings.HasPrefix(id, prefix) {
				out = append(out, id)
			}
		}
		return out
	}
	shared := 0
	for i, id := range ids {
		for _, n := range []int{4, 5, 7, 40} {
			prefix := id[:n]
			listed := starting(prefix)
			if i%50 == 0 || len(listed) > 1 && n == 4 && shared < 3 {
				if byGit := strings.Fields(r.git("rev-parse", "--disambiguate="+prefix)); strings.Join(byGit, " ") != strings.Join(listed, " ") {
					t.Fatalf("git lists %v for %s, the object list %v", byGit, prefix, listed)
				}
			}
			got, ok, err := repo.Abbrev(strings.ToUpper(prefix))
			if err != nil {
				t.Fatal(err)
			}
			if ok != (len(listed) == 1) || ok && got.String() != listed[0] {
				t.Errorf("Abbrev(%s) = %s, %v; git lists %v", prefix, got, ok, listed)
			}
			if len(listed) > 1 {
				shared++
			}
		}
	}
	if shared == 0 {
		t.Log("no shared abbreviation in this history")
	}
	if _, ok, _ := repo.Abbrev(strings.Repeat("0", 40)); ok {
		t.Error("a full id of no object resolves")
	}
	for _, bad := range []string{"", "abc", "xyz1234", ids[0] + "0"} {
		if _, ok, _ := repo.Abbrev(bad); ok {
			t.Errorf("Abbrev(%q) resolves", bad)
		}
	}
}
