package repofiles_test

import (
	"os"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

// TestDialectsDocShowsEachPreset: docs/dialects.md documents every preset
// with its example report, the one a test lints clean under the preset.
func TestDialectsDocShowsEachPreset(t *testing.T) {
	data, err := os.ReadFile("docs/dialects.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, p := range contract.Presets() {
		if !strings.Contains(doc, "### `"+p.Name+"`") {
			t.Errorf("docs/dialects.md has no section for the preset %s", p.Name)
		}
		if !strings.Contains(doc, p.Example) {
			t.Errorf("docs/dialects.md does not show the example report of %s as the preset holds it", p.Name)
		}
	}
}
