package analyzers

import (
	"errors"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A range given where a revision is expected is a usage error that says
// so, not a complaint about parents.
func TestRangeAsRevision(t *testing.T) {
	r := gittest.New(t)
	r.Commit("one", map[string]string{"a": "a\n"})
	r.Commit("two", map[string]string{"a": "b\n"})
	for rev, want := range map[string]string{
		"HEAD~1..HEAD":  "--base takes a revision, not a range (\"HEAD~1..HEAD\"): use --base HEAD~1 --head HEAD --no-merge-base",
		"main~1...main": "use --base main~1 --head main\x00",
	} {
		_, err := Derive(Request{Dir: r.Dir, BaseRev: rev, Names: []string{"deleted-ranges"}})
		if !errors.Is(err, ErrUsage) || !strings.Contains(err.Error()+"\x00", want) {
			t.Errorf("--base %s: %v", rev, err)
		}
	}
	_, err := Derive(Request{Dir: r.Dir, HeadRev: "..HEAD"})
	if err == nil || !strings.Contains(err.Error(), "--head takes a revision") {
		t.Errorf("--head ..HEAD: %v", err)
	}
}
