package contract

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// checkRenderedIsRead holds the contract's reading of doc to the
// rendering oracle: every verdict line a reader sees is one the linter
// read, and a FAIL finding a reader sees under Findings is a FAIL finding
// to the linter; or the linter refuses the report.
func checkRenderedIsRead(t *testing.T, name string, doc []byte) bool {
	t.Helper()
	d := scan(doc, defaultDialect)
	if d.complex != nil || len(d.ambiguous) > 0 {
		return true // refused
	}
	r := read(d, defaultDialect)
	got := map[string]bool{}
	for _, v := range r.verdicts {
		got[v.value] = true
	}
	c := &checker{r: r, d: defaultDialect}
	fails := len(c.findings())
	want := renderedView(doc)
	ok := true
	for _, v := range want.verdicts {
		if !got[v] {
			t.Errorf("%s: a reader sees a verdict line %q the linter did not read\n%s", name, v, doc)
			ok = false
			break
		}
	}
	// A bullet the linter cannot read as a finding is an error of its
	// own, which may stand for one the reader sees as a FAIL.
	if unread := countRule(Lint(doc, Options{}), RuleFindingUndispositioned); fails+unread < len(want.fails) {
		t.Errorf("%s: a reader sees %d FAIL findings (first %q), the linter read %d and refused %d\n%s",
			name, len(want.fails), want.fails[0], fails, unread, doc)
		ok = false
	}
	return ok
}

// countRule counts the diagnostics of rule in ds.
func countRule(ds []diag.Diagnostic, rule string) int {
	n := 0
	for _, d := range ds {
		if d.Rule == rule {
			n++
		}
	}
	return n
}

// TestRenderedIsRead runs the oracle on the hostile corpus in
// testdata/render and on the case files.
func TestRenderedIsRead(t *testing.T) {
	files, _ := filepath.Glob("testdata/render/*.md")
	cases, _ := filepath.Glob("testdata/cases/*.md")
	files = append(files, cases...)
	if len(files) < 10 {
		t.Fatalf("too few documents: %d", len(files))
	}
	for _, f := range files {
		doc, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkRenderedIsRead(t, f, doc)
	}
}

// renderFragments are the pieces generated documents are built from: the
// shapes that make a line render as one thing and read as another.
var renderFragments = []string{
	"Verdict: FAIL", "**Verdict:** FAIL", "## Verdict: FAIL", "Verdict\n: FAIL", "Verdict:\nFAIL",
	"&#86;erdict: FAIL", "<b>Verdict</b>: FAIL", "[Verdict](https://x.example): FAIL", "*Verdict*: FAIL",
	"\\*\\*Verdict:\\*\\* FAIL", "Verdict\n=======", "Verdict\n-------", "FAIL", "## Verdict", "**Verdict**",
	"- Verdict: FAIL", "  - Verdict: FAIL", "1. Verdict: FAIL", "> Verdict: FAIL", "> ```", "```", "~~~", "    Verdict: FAIL",
	"- x&#58; FAIL — a: NOTE — b", "- x\\: FAIL — y", "- [x](u): FAIL — y", "- `a: NOTE` b: FAIL — c", "- a: FAIL — b",
	"- <span hidden>a: NOTE — b</span>: FAIL — c", "- a<!-- : NOTE — x -->: FAIL — b", "- a: **FAIL** — b",
	"  - nested: FAIL — b", "* star: FAIL — b", "+ plus: FAIL — b", "2) ordered: FAIL — b",
	"<span>", "<pre>", "</pre>", "<div>", "</div>", "<details>", "</details>", "<!--", "-->", "<!-- x -->",
	"<!-- a --!> Verdict: FAIL -->", "<!-->", "<textarea>", "<script>", "<?php", "?>", "<!DOCTYPE x>", "<![CDATA[",
	"]]>", "<div hidden>Verdict: FAIL</div>", "---", "***", "___", "---\ntitle: x\nverdict: FAIL\n---",
	"## Findings", "### Sub", "# Coverage statement", "**Findings:**", "## Do not rebuild", "Findings\n--------",
	"[ref]: https://x.example", "[Verdict: FAIL][ref]", "![Verdict: FAIL](x.png)", "<https://x.example>",
	"-", "- ", "-\n  a: FAIL — b", "text", "lazy line: FAIL — b", "\t- tab: FAIL — b", "   - three: FAIL — b",
	"<!-- acceptance-evidence:start -->", "<!-- acceptance-evidence:end -->", "sha: 0123456", "environment: x",
	"- <b>a</b>: FAIL — b", "- a&#x3a; FAIL — b", "- a&colon; FAIL — b", "- a:\nFAIL — b", "Verdict: FAIL  ",
	"\u00a0Verdict: FAIL", "Verdict&#58; FAIL", "Verdict<!-- -->: FAIL", "`Verdict: FAIL`", "``", "`",
	"Verdict — FAIL", "Verdict – FAIL", "Verdict - FAIL", "Verdict = FAIL", "Final verdict: FAIL",
	"Overall verdict: ✅ FAIL", "Review verdict: FAIL (after re-check)", "**Final verdict:** FAIL.",
	"VErdict: FAIL", "vERDICT: fail", "Verdict: PASS or FAIL", "Verdict: PASS/FAIL", "or FAIL", "Verdict: FAIL\nor PASS",
	"Verdict: PASS\n—\nor FAIL",
	// GitHub's extensions: tables, strikethrough, task boxes, footnotes
	// and extended autolinks.
	"| Final verdict | FAIL |\n|---|---|", "| a | b |\n|---|---|\n| Verdict | FAIL |", "| Verdict |\n|---|\n| FAIL |",
	"Verdict | FAIL\n--- | ---", "| x | y |\n| --- | --- |\n| finding | FAIL |", "| `a|b` | FAIL |", "| a \\| b | FAIL |",
	"| Verdict: FAIL |\n|:-:|", "a | b\n:--|--:\nVerdict | FAIL", "| Verdict | FAIL |", "|---|---|", "| a |\n|---|\n",
	"| finding | **FAIL** |", "| Verdict | PASS or FAIL |", "| ❌ FAIL | x |", "- | Verdict | FAIL |\n  |---|---|",
	"~~Verdict: PASS~~", "~Verdict~: FAIL", "Verdict: ~~PASS~~ FAIL", "- a: ~~NOTE~~ FAIL — b", "- a: ~~x~~FAIL — b",
	"- [ ] Verdict: FAIL", "- [x] a: FAIL — b", "[^1]", "Verdict: FAIL[^1]", "[^1]: Verdict: FAIL", "[^n]: a: FAIL — b",
	"www.x.example: FAIL", "Verdict: https://x.example FAIL", "- https://x.example/a_b_: FAIL — c",
}

const basePassReport = `Verdict: PASS

## Coverage statement
- deleted ranges: VERIFIED INDEPENDENTLY

## Verdict reason
Nothing blocking.

## Findings
- the lexer is slow: NOTE — pre-existing code, outside this change

## Do not rebuild
- the lexer
`

// generatedReport inserts fragments into a PASS report at random lines.
func generatedReport(rng *rand.Rand) []byte {
	lines := strings.Split(basePassReport, "\n")
	for range 1 + rng.IntN(5) {
		frag := renderFragments[rng.IntN(len(renderFragments))]
		if rng.IntN(3) == 0 {
			frag += "\n" + renderFragments[rng.IntN(len(renderFragments))]
		}
		at := rng.IntN(len(lines) + 1)
		lines = slices.Insert(lines, at, strings.Split(frag, "\n")...)
	}
	return []byte(strings.Join(lines, "\n"))
}

// TestGeneratedRenderedIsRead runs the oracle on generated reports (fixed
// seed, so that a failure reproduces; -short runs fewer).
func TestGeneratedRenderedIsRead(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 3000
	}
	rng := rand.New(rand.NewPCG(10, 20))
	failures := 0
	for i := 0; i < n && failures < 5; i++ {
		if !checkRenderedIsRead(t, "generated", generatedReport(rng)) {
			failures++
		}
	}
}

// FuzzRenderedIsRead keeps looking for a report that renders a verdict or
// a FAIL finding the linter does not read. Seeds: testdata/render.
func FuzzRenderedIsRead(f *testing.F) {
	files, _ := filepath.Glob("testdata/render/*.md")
	for _, file := range files {
		if doc, err := os.ReadFile(file); err == nil {
			f.Add(doc)
		}
	}
	f.Add([]byte(basePassReport))
	f.Fuzz(func(t *testing.T, doc []byte) {
		// A NUL makes a file binary, refused before it is read.
		if len(doc) > 1<<16 || bytes.IndexByte(doc, 0) >= 0 {
			return
		}
		checkRenderedIsRead(t, "fuzz", doc)
	})
}
