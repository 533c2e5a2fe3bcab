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

// A path is the author's to choose. Spelled as a status or a disposition
// (in any case, with emphasis, tabs or doubled blanks, as the linter folds
// them), it must leave each coverage entry with its one status and a
// failed check a FAIL finding: the linter is the oracle.
func TestCoverageHostileNamesReadAsStated(t *testing.T) {
	r := gittest.New(t)
	hostile := []string{
		"x: verified  independently.txt", "y: *COULD* NOT CHECK.txt", "z: accepted from the worker’s evidence.txt",
		"t:\tNote - fine.txt", "u:**FAIL**.txt",
	}
	files := map[string]string{"n: NOTE — fine.md": "# N\n"}
	for _, n := range hostile {
		files[n] = "one\n"
	}
	base := r.Commit("base", files)
	for _, n := range hostile {
		files[n] = "two\n"
	}
	files["n: NOTE — fine.md"] = "# N\n\nSee [gone](gone.md).\n"
	r.Commit("head", files)
	cov := coverage(t, Request{Dir: r.Dir, BaseRev: base, Names: []string{"deleted-ranges", "pointers"}})
	report := func(verdict string) []byte {
		return []byte("Verdict: " + verdict + "\n\n## Verdict reason\nA link.\n\n## Do not rebuild\n- x\n\n## Notes\n- n\n" + cov)
	}
	if diags := contract.Lint(report("FAIL"), contract.Options{}); len(diags) > 0 {
		t.Errorf("a FAIL report with the statement does not lint: %v\n%s", diags, cov)
	}
	diags := contract.Lint(report("PASS"), contract.Options{})
	if len(diags) != 1 || diags[0].Rule != "verdict-finding-mismatch" {
		t.Errorf("a PASS report with the broken link: %v, want one verdict-finding-mismatch\n%s", diags, cov)
	}
}
