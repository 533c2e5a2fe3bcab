package repofiles_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/reviewlint/reviewlint/internal/catalog"
)

var update = flag.Bool("update", false, "rewrite the documented rule table")

const (
	rulesStart = "<!-- rules:start -->\n"
	rulesEnd   = "<!-- rules:end -->"
)

// ruleTableDoc holds the rule table generated from the catalog.
const ruleTableDoc = "docs/contract.md"

// TestRuleTable keeps the documented rule table generated from the
// catalog: a rule added, removed or reworded without the docs fails here.
func TestRuleTable(t *testing.T) {
	readme, err := os.ReadFile(ruleTableDoc)
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	start, end := strings.Index(text, rulesStart), strings.Index(text, rulesEnd)
	if start < 0 || end < start {
		t.Fatalf("%s lacks the %q … %q markers", ruleTableDoc, rulesStart, rulesEnd)
	}
	var table strings.Builder
	table.WriteString("| rule | applies to | default | checks that |\n|---|---|---|---|\n")
	for _, r := range catalog.All() {
		fmt.Fprintf(&table, "| `%s` | %s | %s | %s |\n", r.ID, r.Kind, r.Default, strings.ReplaceAll(r.Summary, "|", `\|`))
	}
	want := text[:start+len(rulesStart)] + table.String() + text[end:]
	if *update {
		if err := os.WriteFile(ruleTableDoc, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if want != text {
		t.Errorf("%s's rule table is out of date: run go test ./internal/repofiles -update", ruleTableDoc)
	}
}

// TestREADMEWalkthrough holds the README's first refused and first
// accepted commit to the script that runs them: the reports it shows are
// the script's, and the refusal it prints is what the hook printed there.
func TestREADMEWalkthrough(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	ar, err := txtar.ParseFile("cmd/reviewlint/testdata/script/readme_walkthrough.txtar")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range ar.Files {
		switch f.Name {
		case "draft.md", "fixed.md":
			if !strings.Contains(text, "```markdown\n"+string(f.Data)+"```\n") {
				t.Errorf("README.md does not show %s as the walkthrough runs it", f.Name)
			}
		case "refused.txt":
			for _, line := range strings.Split(strings.TrimSpace(string(f.Data)), "\n") {
				if !strings.Contains(text, "\n    "+line+"\n") {
					t.Errorf("README.md does not show the hook's line %q", line)
				}
			}
		}
	}
	for _, cmd := range []string{"go run -tags urfave_cli_no_docs ./cmd/reviewlint lint", "go test -tags urfave_cli_no_docs -timeout 30m ./..."} {
		if !strings.Contains(text, "\n    "+cmd+" ") {
			t.Errorf("README.md lost the command %q", cmd)
		}
	}
}
