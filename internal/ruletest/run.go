package ruletest

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/rogpeppe/go-internal/txtar"
)

// A Case is one testdata file with its markers cut: a plain file, or the
// files of a txtar archive.
type Case struct {
	// Path is the case file as Run found it.
	Path  string
	Files []File

	archive *txtar.Archive
	want    []map[int][]Expectation // by file, then line
}

// File is one file of a case, as the linter is to read it.
type File struct {
	Name string
	Data []byte
}

// Lookup returns the data of the file named name, for archive cases.
func (c *Case) Lookup(name string) ([]byte, bool) {
	for _, f := range c.Files {
		if f.Name == name {
			return f.Data, true
		}
	}
	return nil, false
}

// A Linter lints a case. A diagnostic's Path names the case file it is
// about; "" names the first, the only one of a plain case.
type Linter func(t *testing.T, c *Case) []diag.Diagnostic

// Load reads a case file: an archive when its name ends in .txtar.
func Load(path string) (*Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c := &Case{Path: path}
	files := []txtar.File{{Name: filepath.Base(path), Data: data}}
	if strings.HasSuffix(path, ".txtar") {
		c.archive = txtar.Parse(data)
		files = c.archive.Files
		if len(files) == 0 {
			return nil, fmt.Errorf("%s: an archive case holds no file", path)
		}
	}
	for _, f := range files {
		clean, want, err := Parse(f.Data)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, f.Name, err)
		}
		c.Files = append(c.Files, File{Name: f.Name, Data: clean})
		c.want = append(c.want, want)
	}
	return c, nil
}

// Expects returns the rules the case expects, anywhere in its files.
func (c *Case) Expects() map[string]bool {
	rules := map[string]bool{}
	for _, want := range c.want {
		for _, exps := range want {
			for _, e := range exps {
				rules[e.Rule] = true
			}
		}
	}
	return rules
}

// Paths lists the case files under dir, in lexical order.
func Paths(dir string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			paths = append(paths, p)
		}
		return err
	})
	return paths, err
}

// Run lints every case under dir and compares the diagnostics with the
// markers. With -update (a flag the calling package defines) it rewrites
// the markers from what the linter reports instead: read the diff.
func Run(t *testing.T, dir string, lint Linter) {
	t.Helper()
	paths, err := Paths(dir)
	if err != nil || len(paths) == 0 {
		t.Fatalf("no cases under %s: %v", dir, err)
	}
	for _, p := range paths {
		name, _ := filepath.Rel(dir, p)
		t.Run(filepath.ToSlash(name), func(t *testing.T) {
			c, err := Load(p)
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.byFile(lint(t, c))
			if err != nil {
				t.Fatal(err)
			}
			if updating() {
				if err := c.rewrite(got); err != nil {
					t.Fatal(err)
				}
				return
			}
			for i, f := range c.Files {
				for _, problem := range compare(c.want[i], got[i]) {
					t.Errorf("%s:%s", f.Name, problem)
				}
			}
		})
	}
}

func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// byFile sorts diagnostics to the files of the case they are about.
func (c *Case) byFile(ds []diag.Diagnostic) ([][]diag.Diagnostic, error) {
	got := make([][]diag.Diagnostic, len(c.Files))
	for _, d := range ds {
		i := 0
		if d.Path != "" {
			i = -1
			for j, f := range c.Files {
				if f.Name == d.Path {
					i = j
				}
			}
			if i < 0 {
				return nil, fmt.Errorf("%s at %s:%d is about a file the case does not hold", d.Rule, d.Path, d.Line)
			}
		}
		got[i] = append(got[i], d)
	}
	return got, nil
}

// compare matches each diagnostic with an expectation on its line and says
// what is left over on either side.
func compare(want map[int][]Expectation, got []diag.Diagnostic) []string {
	left := map[int][]Expectation{}
	for line, exps := range want {
		left[line] = append([]Expectation(nil), exps...)
	}
	var problems []string
	for _, d := range got {
		exps := left[d.Line]
		i := 0
		for ; i < len(exps); i++ {
			e := exps[i]
			if e.Rule == d.Rule && (e.Column == 0 || e.Column == d.Column) && (!e.HasMessage || e.Message == d.Message) {
				break
			}
		}
		if i == len(exps) {
			problems = append(problems, fmt.Sprintf("%d: unexpected %s@%d %q", d.Line, d.Rule, d.Column, d.Message))
			continue
		}
		left[d.Line] = append(exps[:i], exps[i+1:]...)
	}
	for line := 1; line <= maxLine(want); line++ {
		for _, e := range left[line] {
			problems = append(problems, fmt.Sprintf("%d: want %s, not reported", line, e))
		}
	}
	return problems
}

func maxLine(want map[int][]Expectation) int {
	n := 0
	for line := range want {
		n = max(n, line)
	}
	return n
}

// rewrite replaces the case file's markers with got.
func (c *Case) rewrite(got [][]diag.Diagnostic) error {
	marked := make([][]byte, len(c.Files))
	for i, f := range c.Files {
		var err error
		if marked[i], err = Mark(f.Data, got[i]); err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
	}
	data := marked[0]
	if c.archive != nil {
		for i := range c.archive.Files {
			c.archive.Files[i].Data = marked[i]
		}
		data = txtar.Format(c.archive)
	}
	return os.WriteFile(c.Path, data, 0o644)
}
