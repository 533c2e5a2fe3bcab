package repofiles_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/verdict"
)

// TestVerdictFilesDocShowsEachPreset: docs/verdict-files.md lists every
// verdict preset, and the example it shows under each (an indented
// block, possibly over several lines) lints clean under that preset and
// is refused under the default contract, so the example is the preset's.
func TestVerdictFilesDocShowsEachPreset(t *testing.T) {
	data, err := os.ReadFile("docs/verdict-files.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, p := range verdict.Presets() {
		if p.Name == "default" {
			continue
		}
		m := regexp.MustCompile("(?s)\n- `" + regexp.QuoteMeta(p.Name) + "`:.*?\n\n((?:      [^\n]*\n)+)").FindStringSubmatch(doc)
		if m == nil {
			t.Errorf("docs/verdict-files.md shows no example under the preset %s", p.Name)
			continue
		}
		example := []byte(strings.TrimSpace(m[1]))
		if ds := verdict.MustDialect(p.Spec).Lint(example); len(ds) > 0 {
			t.Errorf("%s: the documented example is refused: %v\n%s", p.Name, ds, example)
		}
		if ds := verdict.Lint(example); len(ds) == 0 {
			t.Errorf("%s: the documented example passes the default contract too", p.Name)
		}
	}
}
