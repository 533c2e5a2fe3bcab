package mdinline

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The GFM spec's extension examples and cmark-gfm's extension tests are
// not in any Go module; MDINLINE_GFM_SPEC names spec files in the
// spec.txt format (a list, separated as PATH is), for example
// test/spec.txt and test/extensions.txt of a cmark-gfm checkout. The
// test is skipped when it is unset.

type gfmExample struct {
	file     string
	line     int
	kind     string // the word after "example": table, autolink, …
	markdown string
	html     string
}

func readGFMExamples(t *testing.T, path string) []gfmExample {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	fence := strings.Repeat("`", 32) + " example"
	lines := strings.Split(string(b), "\n")
	var out []gfmExample
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(lines[i], fence) {
			continue
		}
		ex := gfmExample{file: gfmFileName(path), line: i + 1, kind: strings.TrimSpace(strings.TrimPrefix(lines[i], fence))}
		var md, html []string
		j := i + 1
		for ; j < len(lines) && lines[j] != "."; j++ {
			md = append(md, lines[j])
		}
		for j++; j < len(lines) && !strings.HasPrefix(lines[j], strings.Repeat("`", 32)); j++ {
			html = append(html, lines[j])
		}
		i = j
		tab := func(s []string) string {
			if len(s) == 0 {
				return ""
			}
			return strings.ReplaceAll(strings.Join(s, "\n")+"\n", "→", "\t")
		}
		ex.markdown, ex.html = tab(md), tab(html)
		out = append(out, ex)
	}
	return out
}

// gfmExceptions are the examples this parser's tree, rendered by
// goldmark, does not reproduce, keyed "file:line", with the reason.
// Lines are those of cmark-gfm's test/spec.txt and test/extensions.txt.
var gfmExceptions = map[string]string{
	"spec.txt:5111":      "renderer: goldmark writes the checkbox as `<input … />` in XHTML mode",
	"spec.txt:5123":      "renderer: goldmark writes the checkbox as `<input … />` in XHTML mode",
	"spec.txt:9661":      "renderer: GitHub's tag filter escapes <title>, <xmp> and others in the HTML output; goldmark's renderer has no such filter (the parse is the same)",
	"extensions.txt:605": "renderer: GitHub's tag filter, as above",
	"extensions.txt:647": "renderer: goldmark's footnote markup differs from cmark-gfm's; block parser: goldmark reads a footnote definition's over-indented first line as code",
	"extensions.txt:743": "renderer: goldmark orders the checkbox's attributes otherwise",
	"extensions.txt:760": "renderer: goldmark orders the checkbox's attributes otherwise",
	"extensions.txt:795": "renderer: goldmark orders the checkbox's attributes otherwise",
}

func TestGFMSpecExamples(t *testing.T) {
	paths := os.Getenv("MDINLINE_GFM_SPEC")
	if paths == "" {
		t.Skip("MDINLINE_GFM_SPEC is unset")
	}
	md := newMarkdown(true)
	for _, path := range filepath.SplitList(paths) {
		examples := readGFMExamples(t, path)
		ran, passed := 0, 0
		for _, ex := range examples {
			// In spec.txt only the examples marked with an extension are
			// GFM's; the rest are CommonMark 0.29's, run above in 0.31.
			if ex.file == "spec.txt" && ex.kind == "" {
				continue
			}
			if ex.html == "<IGNORE>\n" {
				continue // a crash test: the parse finishing is the check
			}
			ran++
			key := ex.file + ":" + strconv.Itoa(ex.line)
			got := render(md, ex.markdown)
			if why, ok := gfmExceptions[key]; ok {
				if got == ex.html {
					t.Errorf("%s passes: drop it from the exceptions (%s)", key, why)
				}
				continue
			}
			if got != ex.html {
				t.Errorf("%s (%s)\n%q\n got: %q\nwant: %q", key, ex.kind, ex.markdown, got, ex.html)
				continue
			}
			passed++
		}
		t.Logf("%s: %d of %d examples pass", path, passed, ran)
	}
}

// gfmFileName names a spec file as cmark-gfm's test folder does, whatever
// it was saved as.
func gfmFileName(path string) string {
	if strings.Contains(filepath.Base(path), "extensions") {
		return "extensions.txt"
	}
	return "spec.txt"
}
