package mdinline

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/yuin/goldmark/testutil"
)

// The CommonMark spec examples and goldmark's GFM extension cases are
// read from goldmark's module in the module cache: the oracle is the
// spec's expected HTML, rendered here from this package's tree by
// goldmark's renderer.

var goldmarkDirOnce = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/yuin/goldmark").Output()
	return strings.TrimSpace(string(out)), err
})

func goldmarkFile(t *testing.T, rel string) []byte {
	t.Helper()
	dir, err := goldmarkDirOnce()
	if err != nil || dir == "" {
		t.Skipf("goldmark module not found: %v", err)
	}
	b, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Skipf("spec file absent: %v", err)
	}
	return b
}

type specCase struct {
	Markdown string `json:"markdown"`
	HTML     string `json:"html"`
	Example  int    `json:"example"`
	Section  string `json:"section"`
}

// specExceptions are the CommonMark examples whose expected HTML this
// parser's tree does not render to, and why.
var specExceptions = map[int]string{
	// GFM's extended autolinks link URLs and addresses that CommonMark
	// leaves as text; the HTML here is cmark-gfm's.
	602: "GFM autolink: https://foo.bar/baz inside `<… bim>` is linked (cmark-gfm does too)",
	608: "GFM autolink: https://foo.bar inside `< … >` is linked (cmark-gfm does too)",
	611: "GFM autolink: a bare https:// URL is linked (cmark-gfm does too)",
	612: "GFM autolink: a bare email address is linked (cmark-gfm does too)",
	// Comments are read as cmark-gfm, GitHub's renderer, reads them (the
	// CommonMark 0.29 rule), so that no text GitHub shows is hidden.
	625: "comment: cmark-gfm shows a comment holding `--` as text",
	626: "comment: cmark-gfm shows `<!-->` and `<!--->` as text",
	606: "GFM autolink: cmark-gfm links foo+@bar.example.com from the unescaped text; " +
		"an AutoLink holds a source segment, so here the escape ends the local part and +@bar.example.com is linked",
}

func TestCommonMarkSpec(t *testing.T) {
	var cases []specCase
	if err := json.Unmarshal(goldmarkFile(t, "_test/spec.json"), &cases); err != nil {
		t.Fatal(err)
	}
	md := newMarkdown(true)
	passed := 0
	for _, c := range cases {
		got := render(md, c.Markdown)
		if _, excepted := specExceptions[c.Example]; excepted {
			if got == c.HTML {
				t.Errorf("example %d passes: drop it from the exceptions", c.Example)
			}
			continue
		}
		if got != c.HTML {
			t.Errorf("example %d (%s)\n%q\n got: %q\nwant: %q", c.Example, c.Section, c.Markdown, got, c.HTML)
			continue
		}
		passed++
	}
	t.Logf("CommonMark spec: %d of %d examples pass, %d listed exceptions", passed, len(cases), len(specExceptions))
}

// caseRecorder takes goldmark's testutil reports of failed cases, so that
// its own reading of the case files (options, escapes) is used.
type caseRecorder struct {
	failed map[int]string
}

var caseNumber = regexp.MustCompile(`case (\d+)`)

func (r *caseRecorder) Errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if m := caseNumber.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		r.failed[n] = msg
	}
}
func (r *caseRecorder) Logf(string, ...any)  {}
func (r *caseRecorder) Skipf(string, ...any) {}
func (r *caseRecorder) FailNow()             { panic("testutil FailNow") }

// extensionExceptions are goldmark's extension cases this parser renders
// otherwise, keyed by file and case number, with the reason.
var extensionExceptions = map[string]map[int]string{}

func TestGoldmarkExtensionCases(t *testing.T) {
	for _, file := range []string{"table.txt", "strikethrough.txt", "tasklist.txt", "linkify.txt", "footnote.txt"} {
		t.Run(file, func(t *testing.T) {
			rel := filepath.Join("extension", "_test", file)
			total := strings.Count(string(goldmarkFile(t, rel)), "//= = =")
			dir, _ := goldmarkDirOnce()
			rec := &caseRecorder{failed: map[int]string{}}
			testutil.DoTestCaseFile(newMarkdown(file == "table.txt"), filepath.Join(dir, rel), rec)
			for no, why := range extensionExceptions[file] {
				if _, failed := rec.failed[no]; !failed {
					t.Errorf("case %d passes: drop it from the exceptions (%s)", no, why)
				}
				delete(rec.failed, no)
			}
			for _, msg := range rec.failed {
				t.Error(msg)
			}
			t.Logf("%s: %d of %d cases pass, %d listed exceptions", file,
				total-len(rec.failed)-len(extensionExceptions[file]), total, len(extensionExceptions[file]))
		})
	}
}
