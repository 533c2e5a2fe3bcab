package repofiles_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/catalog"
)

var update = flag.Bool("update", false, "rewrite the README's generated rule table")

const (
	rulesStart = "<!-- rules:start -->\n"
	rulesEnd   = "<!-- rules:end -->"
)

// TestREADMERuleTable keeps the README's rule table generated from the
// catalog: a rule added, removed or reworded without the README fails here.
func TestREADMERuleTable(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	start, end := strings.Index(text, rulesStart), strings.Index(text, rulesEnd)
	if start < 0 || end < start {
		t.Fatalf("README.md lacks the %q … %q markers", rulesStart, rulesEnd)
	}
	var table strings.Builder
	table.WriteString("| rule | applies to | default | checks that |\n|---|---|---|---|\n")
	for _, r := range catalog.All() {
		fmt.Fprintf(&table, "| `%s` | %s | %s | %s |\n", r.ID, r.Kind, r.Default, strings.ReplaceAll(r.Summary, "|", `\|`))
	}
	want := text[:start+len(rulesStart)] + table.String() + text[end:]
	if *update {
		if err := os.WriteFile("README.md", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if want != text {
		t.Errorf("README.md's rule table is out of date: run go test ./internal/repofiles -update")
	}
}
