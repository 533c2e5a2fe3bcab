package commitmsg

import (
	"os/exec"
	"reflect"
	"testing"
)

// TestReadingsAgreeWithGitOnTheDivider: a stored message is read whole,
// as `git interpret-trailers --parse --no-divider` (and `git log
// --format=%(trailers)`) reads it, and cut at a patch divider, as `git
// interpret-trailers --parse` (and `git am` after format-patch) reads
// it. Git is the oracle for both.
func TestReadingsAgreeWithGitOnTheDivider(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not on PATH")
	}
	msgs := []string{
		"subj\n\nReview-Verdict: PASS\n---\nfoo\n",
		"subj\n\nReview-Verdict: PASS\n\n---\nfoo: bar\n",
		"--- x\n\nK: v\n",
		"s\n\nK: v\n---x\nJ: w\n",
		"s\n\nK: v\n---\tt\n",
		"s\n\nK: v\n---",
		"s\n\nK: v\n---\n",
		"s\n\n---\n\nK: v\n",
		"s\n\nK: v\n---\r\nJ: w\n",
		"s\n\nK: v\n----\nJ: w\n",
		"s\n\nK: v\n --- \nJ: w\n",
		"s\n\nbody\n\nK: v\n--- a/x\n+++ b/x\n",
		"s\n\nK: v\n",
	}
	for _, m := range msgs {
		rs := ParseReadings([]byte(m), "#", Syntax{})
		whole := trimAll(gitTrailers(t, nil, m))
		if got := trimAll(render(rs[0].Trailers)); !reflect.DeepEqual(got, whole) {
			t.Errorf("%q whole: read %q, git --no-divider finds %q", m, got, whole)
		}
		cut := trimAll(gitParse(t, []string{"interpret-trailers", "--parse"}, m))
		if got := trimAll(render(rs[len(rs)-1].Trailers)); !reflect.DeepEqual(got, cut) {
			t.Errorf("%q at the divider: read %q, git finds %q", m, got, cut)
		}
	}
}
