package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// noDocsTag leaves urfave/cli v2's man-page and markdown output out of the
// build, and with it go-md2man and blackfriday, whose tables and patterns
// are otherwise built before main on every run. reviewlint prints neither.
const noDocsTag = "urfave_cli_no_docs"

// goCommand matches a go build, install, run or test command line.
var goCommand = regexp.MustCompile(`\bgo (build|install|run|test)\b[^\n]*`)

// TestBuildCommandsPassNoDocsTag holds every command that builds the
// binary a user or a benchmark runs (the README's install and fresh-machine
// commands, CI, the GitHub Action and the documented CI jobs, both release
// builds and bench/ scripts) to passing
// noDocsTag, so that what the start-up benchmark and TestInitBudget measure
// is what users install.
func TestBuildCommandsPassNoDocsTag(t *testing.T) {
	root := filepath.Join("..", "..")
	files := []string{"README.md", ".ci/run", "action.yml", "docs/integrations.md", "docs/ci/gitlab-ci.yml"}
	scripts, err := filepath.Glob(filepath.Join(root, "bench", "*.sh"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scripts {
		files = append(files, filepath.Join("bench", filepath.Base(s)))
	}
	checked := 0
	for _, f := range files {
		text, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range goCommand.FindAllString(string(text), -1) {
			// The README's and CI's go test run the tests on what users build.
			userTests := (f == "README.md" || f == ".ci/run") && strings.HasPrefix(line, "go test")
			if !strings.Contains(line, "cmd/reviewlint") && !userTests {
				continue
			}
			checked++
			if !strings.Contains(line, noDocsTag) {
				t.Errorf("%s: %q builds reviewlint without -tags %s", f, line, noDocsTag)
			}
		}
	}
	if checked < 5 {
		t.Errorf("found %d build commands; the patterns no longer match the files", checked)
	}
	release, err := os.ReadFile(filepath.Join(root, "internal", "release", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(release), `"-tags", "`+noDocsTag+`"`) {
		t.Errorf("internal/release/main.go: go build is not passed -tags %s", noDocsTag)
	}
	goreleaser, err := os.ReadFile(filepath.Join(root, ".goreleaser.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^\s+tags:\n\s+- ` + noDocsTag + `$`).Match(goreleaser) {
		t.Errorf(".goreleaser.yaml: the build's tags do not list %s", noDocsTag)
	}
}
