package contract

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// sameAsFull checks the fast path against the full parser on doc: when
// the fast path reads it, the documents are equal.
func sameAsFull(t *testing.T, name string, doc []byte) (fast bool) {
	t.Helper()
	lines := newLineIndex(doc)
	got, ok := scanSimple(doc, lines, defaultDialect())
	if !ok {
		return false
	}
	want := scanFull(doc, lines, defaultDialect())
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: the fast path reads\n%s\ndifferently:\nfast %+v\nfull %+v", name, doc, got, want)
	}
	return true
}

// TestFastPathMatchesFullParse holds the fast path equal to the full
// parser on the case files, the benchmark corpus and generated reports.
func TestFastPathMatchesFullParse(t *testing.T) {
	fast := 0
	files, _ := filepath.Glob("testdata/cases/*.md")
	more, _ := filepath.Glob("testdata/render/*.md")
	for _, f := range append(files, more...) {
		doc, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if sameAsFull(t, f, doc) {
			fast++
		}
	}
	for i, doc := range corpus.Reports(200, 3) {
		if !sameAsFull(t, "corpus", doc) {
			t.Errorf("corpus report %d is not read by the fast path", i)
		}
	}
	n := 20000
	if testing.Short() {
		n = 4000
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < n; i++ {
		k := 1 + rng.IntN(12)
		lines := make([]string, k)
		for j := range lines {
			if rng.IntN(8) == 0 {
				lines[j] = nearLines[rng.IntN(len(nearLines))]
			} else {
				lines[j] = fastLines[rng.IntN(len(fastLines))]
			}
		}
		if sameAsFull(t, "generated", []byte(strings.Join(lines, "\n")+"\n")) {
			fast++
		}
	}
	t.Logf("the fast path read %d documents", fast)
	if fast < n/10 {
		t.Errorf("the fast path read only %d of the documents: the generator misses its shapes", fast)
	}
}

// fastLines are lines in the fast path's shapes; nearLines are just
// outside them.
var fastLines = []string{
	"", "", "", "text line", "Verdict: PASS", "**Verdict:** FAIL", "**Findings:**", "**Findings**:", "**a** b",
	"# Heading", "## Findings", "###### Six", "- item", "- item: FAIL — why", "- `code: NOTE` x: FAIL — y",
	"- **bold**: NOTE — y", "1.5 MB", "12 cores", "```", "```go", "> quoted", ">", "<!-- comment -->",
	"<!-- acceptance-evidence:start -->", "<!-- acceptance-evidence:end -->", "<!-->", "<!--->",
	"wow!", "a_b_c", "| a | b |", "\u00a0nbsp", "sha: 0123456", "environment: x", "a `b` c", "a ``b` c`` d",
	"**Verdict** FAIL", "Verdict\u00a0: FAIL", "x_y_: FAIL", strings.Repeat("`", 300), strings.Repeat("a! ", 300),
	strings.Repeat("*a ", 300),
}

var nearLines = []string{
	"####### Seven", "## Heading #", "#tag", "-  two spaces", "- - nested", "- # heading", "- > quote", "-", "- ",
	"* star", "+ plus", "1. one", "````", "``` x`", "   ```", "~~~", "> > deep", "> - item", "> `x`",
	"<!-- a --> b", "<!-- a --!> b -->", "<div>", "text <b>x</b>", "a & b", "a \\* b", "[link](u)", "![img](u)",
	"_em_", "*em*", "***", "---", "===", "=== x", "trailing space ", "   indented", "    code",
}

// FuzzFastPath keeps looking for a report the fast path reads otherwise
// than the full parser.
func FuzzFastPath(f *testing.F) {
	for _, doc := range corpus.Reports(3, 5) {
		f.Add(doc)
	}
	f.Add([]byte("Verdict: PASS\n\n## Findings\n- a: `x` FAIL — b\n"))
	f.Fuzz(func(t *testing.T, doc []byte) {
		sameAsFull(t, "fuzz", doc)
	})
}

// TestFastPathKeepsTheMarkupCap builds a report in the fast path's shapes
// whose paragraphs each stay small while their markup exceeds the cap on
// the whole report: both readings refuse it.
func TestFastPathKeepsTheMarkupCap(t *testing.T) {
	emphasis := "x" + strings.Repeat(" *a*", 16) + "\n\n"
	spans := "x" + strings.Repeat(" `a`", 32) + "\n\n"
	var b strings.Builder
	for i := 0; i <= maxMarkup/96; i++ {
		b.WriteString(emphasis)
		b.WriteString(spans)
	}
	doc := []byte(b.String())
	if d := scan(doc, defaultDialect()); d.complex == nil {
		t.Errorf("a report with more than %d bytes of markup is read", maxMarkup)
	}
}
