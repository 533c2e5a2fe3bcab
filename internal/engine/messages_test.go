package engine

import (
	"slices"
	"testing"

	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// Every [commit-msg] key reaches the policy both the commit-msg hook and
// check apply; each value differs from the default, so a key dropped on
// the way shows.
func TestMessagePolicyTakesEveryKey(t *testing.T) {
	cfg, err := config.Parse("rules.toml", []byte(`[commit-msg]
verdict-trailer = "Verdict-Of-Review"
report-trailer = "Report-Of-Review"
skip-merge = false
skip-fixup = false
skip-revert = false
`))
	if err != nil {
		t.Fatal(err)
	}
	got := MessagePolicy(cfg)
	if side, ok := got.Side("pass"); !ok || side != "PASS" || got.SideWords != "PASS or FAIL" {
		t.Errorf("MessagePolicy reads trailers in another dialect: %q %v %q", side, ok, got.SideWords)
	}
	want := commitmsg.Policy{VerdictTrailer: "Verdict-Of-Review", ReportTrailer: "Report-Of-Review", SideWords: "PASS or FAIL"}
	if got.VerdictTrailer != want.VerdictTrailer || got.ReportTrailer != want.ReportTrailer || got.SkipMerge || got.SkipFixup || got.SkipRevert {
		t.Errorf("MessagePolicy = %+v, want %+v", got, want)
	}
	if def := MessagePolicy(config.Default()); !def.SkipMerge || !def.SkipFixup || !def.SkipRevert || def.VerdictTrailer != "Review-Verdict" {
		t.Errorf("MessagePolicy(defaults) = %+v, want the trailers and skips of the built-in rules.toml", def)
	}
}

// A Review-Verdict trailer is compared with the reports the commit
// changes and, unchanged, those its Review-Report trailer names (an
// amend); a deleted report records nothing to compare with.
func TestMessageReportsChangedAndNamed(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "reviews/named.md", "Verdict: PASS\n")
	write(t, dir, "reviews/gone.md", "Verdict: PASS\n")
	gitIn(t, dir, "add", ".")
	gitIn(t, dir, "commit", "-q", "-m", "base")
	write(t, dir, "reviews/changed.md", "Verdict: FAIL\n")
	gitIn(t, dir, "add", ".")
	gitIn(t, dir, "rm", "-q", "reviews/gone.md")
	repo := open(t, dir)
	changes, err := repo.StagedChanges()
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	pol := MessagePolicy(cfg)
	msg := commitmsg.Parse([]byte("work\n\nReview-Verdict: PASS\nReview-Report: reviews/named.md\n"), "#")
	got, err := MessageReports(repo, IndexLookup(repo), lint.New(cfg), []commitmsg.Message{msg}, pol, changes)
	if err != nil {
		t.Fatal(err)
	}
	want := []commitmsg.Report{{Path: "reviews/named.md", Verdict: "PASS", Word: "PASS"}, {Path: "reviews/changed.md", Verdict: "FAIL", Word: "FAIL"}}
	if !slices.Equal(got, want) {
		t.Errorf("MessageReports = %+v, want %+v", got, want)
	}
}
