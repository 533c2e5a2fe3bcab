package contract

import (
	"bytes"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// tableFragments build documents around the places where a table's
// extent is decided: what opens one, what continues and what ends it.
var tableFragments = []string{
	"| a | b |", "|---|---|", "| --- | :-: |", "a | b", "-|-", ":--", "--:", "|:-:|", "| x |", "|---|",
	"| 1 | 2 | 3 |", "| 1 |", "plain", "", "---", "===", "    code", "- item", "-", "2. x", "1) x", "* x",
	"# h", "> q", "> | a | b |", "> |---|---|", "```", "~~~", "<div>", "<span>", "<!-- c -->", "***",
	"| a \\| b | c |", "| `a|b` | c |", "  | a | b |", "   |---|---|", "\t| a |", "[r]: /u", "- | a | b |",
	"  |---|---|", "para text", "| Verdict | FAIL |", "a|b|", "|a|b", "| a | b |  ", "|", "||", "| |",
}

// TestTablesAsCmarkGFM holds the table parser to cmark-gfm, GitHub's
// renderer: generated documents must hold the same tables, row for row
// and cell for cell. It needs cmark-gfm (Debian's cmark-gfm package) and
// is skipped without it.
func TestTablesAsCmarkGFM(t *testing.T) {
	bin, err := exec.LookPath("cmark-gfm")
	if err != nil {
		t.Skip("cmark-gfm is not installed")
	}
	n := 400
	if testing.Short() {
		n = 50
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var docs []string
	for range n {
		lines := make([]string, 2+rng.IntN(7))
		for i := range lines {
			lines[i] = tableFragments[rng.IntN(len(tableFragments))]
		}
		docs = append(docs, strings.Join(lines, "\n")+"\n")
	}
	failures, withTables := 0, 0
	for _, doc := range docs {
		cmd := exec.Command(bin, "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "tasklist", "-e", "autolink")
		cmd.Stdin = strings.NewReader(doc)
		want, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := oracleMarkdown.Convert([]byte(doc), &got); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(want), "<table") {
			withTables++
		}
		if w, g := tablesOf(want), tablesOf(got.Bytes()); w != g {
			t.Errorf("tables differ from cmark-gfm's in\n%s\ncmark-gfm: %s\nours:      %s", doc, w, g)
			if failures++; failures > 5 {
				break
			}
		}
	}
	t.Logf("%d of %d documents hold tables", withTables, len(docs))
	if withTables < len(docs)/10 {
		t.Errorf("only %d documents hold tables: the fragments miss their shapes", withTables)
	}
}

// tablesOf lists the tables of rendered HTML, cell by cell, with the text
// of each cell as an HTML tokenizer reads it.
func tablesOf(rendered []byte) string {
	var b strings.Builder
	z := html.NewTokenizer(bytes.NewReader(rendered))
	inCell := false
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.StartTagToken:
			switch name, _ := z.TagName(); string(name) {
			case "table":
				b.WriteString("[table ")
			case "tr":
				b.WriteString("(")
			case "td", "th":
				inCell = true
				b.WriteString("<")
			}
		case html.EndTagToken:
			switch name, _ := z.TagName(); string(name) {
			case "table":
				b.WriteString("] ")
			case "tr":
				b.WriteString(") ")
			case "td", "th":
				inCell = false
				b.WriteString(">")
			}
		case html.TextToken:
			if inCell {
				b.WriteString(strings.TrimSpace(string(z.Text())))
			}
		}
	}
}
