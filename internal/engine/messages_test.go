package engine

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/config"
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
	want := commitmsg.Policy{VerdictTrailer: "Verdict-Of-Review", ReportTrailer: "Report-Of-Review"}
	if got != want {
		t.Errorf("MessagePolicy = %+v, want %+v", got, want)
	}
	if def := MessagePolicy(config.Default()); !def.SkipMerge || !def.SkipFixup || !def.SkipRevert || def.VerdictTrailer != "Review-Verdict" {
		t.Errorf("MessagePolicy(defaults) = %+v, want the trailers and skips of the built-in rules.toml", def)
	}
}
