package gitrepo

import (
	"strings"
	"testing"
)

// TestResolveMatchesGit compares Resolve with `git rev-parse REV^{commit}`
// over names, abbreviations and suffixes, with packed and loose refs.
func TestResolveMatchesGit(t *testing.T) {
	r := newTestRepo(t)
	history(r, 6, 8)
	r.git("checkout", "-q", "-b", "side", "HEAD~2")
	r.write("side.txt", "one\n")
	r.commitAll("side one")
	r.write("side.txt", "two\n")
	r.commitAll("side two")
	r.git("checkout", "-q", "main")
	r.git("merge", "-q", "--no-ff", "-m", "merge", "side")
	r.git("tag", "-a", "-m", "annotated", "v2", "HEAD~1")
	r.git("tag", "light", "HEAD~3")
	r.git("pack-refs", "--all")
	r.git("branch", "loose-branch", "HEAD^2")
	r.git("gc", "-q")
	head := strings.TrimSpace(r.git("rev-parse", "HEAD"))
	repo := r.open(r.dir)
	for _, rev := range []string{"HEAD", "@", "main", "refs/heads/main", "heads/main", "side", "loose-branch",
		"v2", "light", "tags/v2", "HEAD~3", "HEAD^", "HEAD^2", "HEAD^2~1", "HEAD^^", "HEAD~0", "HEAD^0",
		"v2^{}", "v2^{commit}~1", "main~2^", "ORIG_HEAD", head, head[:7], strings.ToUpper(head[:9])} {
		want := strings.TrimSpace(r.git("rev-parse", rev+"^{commit}"))
		got, err := repo.Resolve(rev)
		if err != nil || got.String() != want {
			t.Errorf("Resolve(%q) = %s, %v; git says %s", rev, got, err, want)
		}
	}
	// git's range shorthands (^!, ^@, ^-) and anything else after a suffix
	// name no single commit: refused, never read as more ~ or ^ steps.
	for _, rev := range []string{"nope", "HEAD~100", "HEAD^3", "HEAD@{1}", "HEAD:f", "main^{tree}", "v2^{/x}", "0000",
		"HEAD^!", "HEAD~1^!", "HEAD^@", "HEAD^-", "HEAD^-1", "HEAD~x", "HEAD^{}!"} {
		if got, err := repo.Resolve(rev); err == nil {
			t.Errorf("Resolve(%q) = %s, want an error", rev, got)
		}
	}
}
