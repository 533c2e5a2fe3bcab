package gitrepo

import (
	"slices"
	"testing"
)

// Every difference from HEAD is an entry, however the repository is
// configured to show them: a modified file, a rename (its source not
// a second entry), a path with a space, each untracked file in an
// untracked folder.
func TestWorkTreeStatus(t *testing.T) {
	r := newTestRepo(t)
	r.write("a.txt", "a\n")
	r.write("b.txt", "b\n")
	r.commitAll("base")
	r.git("config", "status.showUntrackedFiles", "no")
	r.write("a.txt", "changed\n")
	r.git("mv", "b.txt", "c d.txt")
	r.write("dir/x/y.txt", "new\n")
	got, err := r.open(r.dir).WorkTreeStatus()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"M a.txt", "R c d.txt", "?? dir/x/y.txt"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
