package contract

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/longtest"
	"github.com/reviewlint/reviewlint/internal/renderoracle"
)

// checkRenderedIsRead holds the contract's reading of doc to the
// rendering oracle: every verdict line a reader sees is one the linter
// read, and a FAIL finding a reader sees under Findings is a FAIL finding
// to the linter; or the linter refuses the report.
func checkRenderedIsRead(t *testing.T, name string, doc []byte) bool {
	t.Helper()
	d := scan(doc, defaultDialect())
	if d.complex != nil || len(d.ambiguous) > 0 {
		return true // refused
	}
	r := read(d, defaultDialect())
	got := map[string]bool{}
	for _, v := range r.verdicts {
		got[v.value] = true
	}
	if got[""] {
		// A line read as a choice (`Verdict: PASS Verdict: FAIL`, one
		// line as it renders) is a verdict-conflict: refused.
		return true
	}
	c := &checker{r: r, d: defaultDialect()}
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

// TestGeneratedRenderedIsRead runs the oracle on generated reports (fixed
// seed, so that a failure reproduces; -long runs more).
func TestGeneratedRenderedIsRead(t *testing.T) {
	n := longtest.Budget(20000, 3000)
	rng := rand.New(rand.NewPCG(10, 20))
	failures := 0
	for i := 0; i < n && failures < 5; i++ {
		if !checkRenderedIsRead(t, "generated", renderoracle.Generate(rng)) {
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
	f.Add([]byte(renderoracle.BasePassReport))
	f.Fuzz(func(t *testing.T, doc []byte) {
		// A NUL makes a file binary, refused before it is read.
		if len(doc) > 1<<16 || bytes.IndexByte(doc, 0) >= 0 {
			return
		}
		checkRenderedIsRead(t, "fuzz", doc)
	})
}
