package analyzers

import (
	"bytes"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/contract"
)

// coverage runs derive and returns its coverage statement.
func coverage(t *testing.T, req Request) string {
	t.Helper()
	rep, err := Derive(req)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Write(&out, rep, "coverage"); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// Paths are quoted so that the claim names exactly that file: spaces kept,
// a backtick fenced by a longer run, a newline escaped; and the statement
// still lints as a report's coverage statement.
func TestCoverageQuotesPathsExactly(t *testing.T) {
	r := gittest.New(t)
	names := []string{"a  b.txt", "tick`s.txt", "`edge", "new\nline.txt"}
	files := map[string]string{}
	for _, n := range names {
		files[n] = "one\n"
	}
	base := r.Commit("base", files)
	for _, n := range names {
		files[n] = "two\n"
	}
	r.Commit("head", files)
	got := coverage(t, Request{Dir: r.Dir, BaseRev: base, Names: []string{"deleted-ranges"}})
	for _, want := range []string{
		"- `a  b.txt` modified, ",
		"- ``tick`s.txt`` modified, ",
		"- `` `edge `` modified, ",
		"- `\"new\\nline.txt\"` modified, ",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in:\n%s", want, got)
		}
	}
	report := "Verdict: PASS\n\n" + got + "\n## Verdict reason\nNotes only.\n\n## Findings\nNone.\n"
	if diags := contract.Lint([]byte(report), contract.Options{}); len(diags) > 0 {
		t.Errorf("coverage statement does not lint: %v\n%s", diags, report)
	}
}

func TestCodePath(t *testing.T) {
	for in, want := range map[string]string{
		"a.go": "`a.go`", " a ": "`  a  `", " a": "` a`", "a``b": "```a``b```", "tab\there": "`\"tab\\there\"`",
	} {
		if got := codePath(in); got != want {
			t.Errorf("codePath(%q) = %s, want %s", in, got, want)
		}
	}
}
