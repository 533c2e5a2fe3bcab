package repofiles_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The contributor's guide to analyzers names files and tests: each must
// exist, or the guide sends a contributor to a place the code has left.
// NAME stands for an analyzer's package; typecheck has every file the
// guide names.
func TestContributingAnalyzerNamesWhatExists(t *testing.T) {
	data, err := os.ReadFile("docs/CONTRIBUTING.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Adding an analyzer\n")
	if !ok {
		t.Fatal("docs/CONTRIBUTING.md has no \"## Adding an analyzer\" section")
	}
	if next := strings.Index(section, "\n## "); next >= 0 {
		section = section[:next]
	}
	tests := definedTests(t)
	paths, named := 0, 0
	for _, m := range regexp.MustCompile("`([^`\n]+)`").FindAllStringSubmatch(section, -1) {
		token := m[1]
		switch {
		case regexp.MustCompile(`^(analyzers|internal|cmd|docs)/[\w./-]+$`).MatchString(token):
			path := strings.ReplaceAll(token, "NAME", "typecheck")
			if _, err := os.Stat(path); err != nil {
				t.Errorf("the guide names %s: %v", token, err)
			}
			paths++
		case regexp.MustCompile(`^Test\w+$`).MatchString(token):
			if !tests[token] {
				t.Errorf("the guide names %s, which no test file defines", token)
			}
			named++
		}
	}
	if paths < 5 || named < 2 {
		t.Errorf("the section names %d paths and %d tests: the test reads it wrong", paths, named)
	}
}

// definedTests lists the test functions of the repository's test files.
func definedTests(t *testing.T) map[string]bool {
	t.Helper()
	def := regexp.MustCompile(`(?m)^func (Test\w+)\(`)
	tests := map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		for _, m := range def.FindAllStringSubmatch(string(src), -1) {
			tests[m[1]] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return tests
}
