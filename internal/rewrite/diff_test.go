package rewrite

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestDiffAppliesWithGit holds Diff to git's reading of it: `git apply`
// turns the old content into the new, for changes within lines, CRLF
// lines and a last line without a line ending.
func TestDiffAppliesWithGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	cases := [][2]string{
		{"a\nb\nc\n", "a\nB\nc\n"},
		{"a\r\nb\r\nc", "a\r\nb\r\nC"},
		{"only", "changed"},
		{"x\n", "y\n"},
	}
	for range 20 {
		var old, new bytes.Buffer
		for i := range 40 {
			end := "\n"
			if i%7 == 0 {
				end = "\r\n"
			}
			l := []byte("line of text " + string(rune('a'+i%26)))
			old.Write(l)
			if rng.IntN(6) == 0 {
				l = append([]byte("fixed "), l...)
			}
			new.Write(l)
			old.WriteString(end)
			new.WriteString(end)
		}
		cases = append(cases, [2]string{old.String(), new.String()})
	}
	for i, c := range cases {
		dir := t.TempDir()
		path := filepath.Join(dir, "report.md")
		if err := os.WriteFile(path, []byte(c[0]), 0o644); err != nil {
			t.Fatal(err)
		}
		var d bytes.Buffer
		if err := Diff(&d, "report.md", []byte(c[0]), []byte(c[1])); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "fix.diff"), d.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("git", "apply", "--unsafe-paths", "fix.diff")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("case %d: git apply: %v\n%s\n%s", i, err, out, d.Bytes())
		}
		got, _ := os.ReadFile(path)
		if string(got) != c[1] {
			t.Errorf("case %d: git apply gave %q, want %q", i, got, c[1])
		}
	}
}

func TestDiffNothing(t *testing.T) {
	var d bytes.Buffer
	if err := Diff(&d, "x", []byte("a\n"), []byte("a\n")); err != nil || d.Len() > 0 {
		t.Errorf("Diff of equal content wrote %q, %v", d.Bytes(), err)
	}
}
