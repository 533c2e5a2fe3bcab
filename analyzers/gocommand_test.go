package analyzers

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A change that touches no Go file, go.mod, go.sum or go.work checks no
// Go package: derive starts no go command for it (a go on PATH that
// writes down each run shows none, git still the real one), and says
// what it said with the real go command. A change to a Go file does
// ask, which shows the recording go is the one found.
func TestDeriveAsksNoGoForAChangeWithoutGo(t *testing.T) {
	r := gittest.New(t)
	r.Commit("one", map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "p/p.go": "package p\n", "README.md": "a\n", "app.py": "x = 1\n"})
	r.Commit("two", map[string]string{"README.md": "b\n", "app.py": "x = 2\n"})
	r.Commit("three", map[string]string{"p/p.go": "package p\n\nvar X = 1\n"})
	derive := func(base, head string, names []string) string {
		t.Helper()
		rep, err := Derive(Request{Dir: r.Dir, BaseRev: base, HeadRev: head, Names: names})
		if err != nil {
			t.Fatal(err)
		}
		out, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	path := os.Getenv("PATH")
	for _, names := range [][]string{{"typecheck"}, nil} {
		t.Setenv("PATH", path)
		want := derive("HEAD~2", "HEAD~1", names)

		bin := t.TempDir()
		record := filepath.Join(bin, "runs")
		script := "#!/bin/sh\necho \"go $*\" >> '" + record + "'\nexit 1\n"
		if err := os.WriteFile(filepath.Join(bin, "go"), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
		t.Setenv("PATH", bin+string(os.PathListSeparator)+path)
		if got := derive("HEAD~2", "HEAD~1", names); got != want {
			t.Errorf("%v: with no go command derive said\n%s\nwant\n%s", names, got, want)
		}
		// What was started is let go, not waited for: a go started
		// anyway has this long to write.
		time.Sleep(500 * time.Millisecond)
		if runs, err := os.ReadFile(record); err == nil {
			t.Errorf("%v: a change with no Go file ran:\n%s", names, runs)
		}
		derive("HEAD~1", "HEAD", names)
		if _, err := os.ReadFile(record); err != nil {
			t.Errorf("%v: a change to a Go file asked no go command (%v): the recording go was not the one run", names, err)
		}
	}
}
