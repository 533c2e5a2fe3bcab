package typecheck

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// matchOracle is go/build's MatchFile on src, as the checker asked it
// before it kept verdicts by name shape.
func matchOracle(c *GoChecker, dir, name string, src []byte) bool {
	ctx := c.context()
	opened := false
	ctx.OpenFile = func(string) (io.ReadCloser, error) {
		opened = true
		return io.NopCloser(bytes.NewReader(src)), nil
	}
	ok, err := ctx.MatchFile(dir, name)
	return ok && err == nil && opened
}

// checkMatch holds matchRead to MatchFile for one file, on a checker
// that has seen other names before.
func checkMatch(t *testing.T, c *GoChecker, dir, name string, src []byte) {
	t.Helper()
	var data []byte
	got := c.matchRead(dir, name, func() ([]byte, error) { return src, nil }, &data)
	if want := matchOracle(c, dir, name, src); got != want {
		t.Errorf("%s/%s (%s/%s): matchRead %v, MatchFile %v\n%q", dir, name, c.env.GOOS, c.env.GOARCH, got, want, src[:min(len(src), 200)])
	}
	if got && !bytes.Equal(data, src) {
		t.Errorf("%s: matched, data is not what was read", name)
	}
}

var matchCases = []struct{ name, src string }{
	{"a.go", "package a\n"},
	{"a_linux.go", "package a\n"},
	{"a_windows.go", "package a\n"},
	{"a_linux_amd64.go", "package a\n"},
	{"a_linux_arm64_test.go", "package a\n"},
	{"a_test_linux.go", "package a\n"},
	{"a_amd64_test.go", "package a\n"},
	{"linux.go", "package a\n"},
	{"a_foo_linux.go", "package a\n"},
	{"x_test_test.go", "package a\n"},
	{"a.linux_amd64.go", "package a\n"},
	{"_a.go", "package a\n"},
	{".a.go", "package a\n"},
	{"a.go", "//go:build ignore\n\npackage a\n"},
	{"a.go", "//go:build linux && !cgo\n\npackage a\n"},
	{"a.go", "//go:build cgo\n\npackage a\n"},
	{"a.go", "// +build !linux\n\npackage a\n"},
	{"a.go", "// +build !linux\npackage a\n"},
	{"a.go", "//go:build linux\n//go:build amd64\n\npackage a\n"},
	{"a.go", "//go:build (\n\npackage a\n"},
	{"a.go", "package a\n\nimport \"C\"\n"},
	{"a.go", "package a\x00\n"},
	{"a.go", "package a\n\nfunc f() { _ = \"\x00\" }\n"},
	{"a.go", "pkg a\n\nvar x = \"\x00\"\n"},
	{"a.go", "/* c */ package a\n//go:build ignore\n"},
	{"a.go", "\xef\xbb\xbf//go:build ignore\n\npackage a\n"},
	{"a.go", ""},
	{"a_linux.go", "//go:build !linux\n\npackage a\n"},
	{"a.s", "// +build ignore\n"},
	{"a.c", "int x;\n"},
	{"a", "package a\n"},
}

func TestMatchReadIsMatchFile(t *testing.T) {
	for _, plat := range [][2]string{{"linux", "amd64"}, {"windows", "386"}, {"darwin", "arm64"}, {"js", "wasm"}} {
		c := NewGoChecker(GoEnv{GOOS: plat[0], GOARCH: plat[1]})
		for _, tc := range matchCases {
			checkMatch(t, c, "p", tc.name, []byte(tc.src))
		}
	}
}

// Every file of the standard library (REVIEWLINT_MATCH_ROOT=DIR: every
// .go file under DIR instead) matches as MatchFile says, on two
// platforms.
func TestMatchReadOnRealCode(t *testing.T) {
	root := os.Getenv("REVIEWLINT_MATCH_ROOT")
	if root == "" {
		goroot := LocalGoEnv().GOROOT
		if goroot == "" {
			t.Skip("no GOROOT")
		}
		root = filepath.Join(goroot, "src")
	}
	for _, plat := range [][2]string{{"linux", "amd64"}, {"windows", "arm64"}} {
		c := NewGoChecker(GoEnv{GOROOT: LocalGoEnv().GOROOT, GOOS: plat[0], GOARCH: plat[1]})
		n := 0
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			n++
			checkMatch(t, c, filepath.ToSlash(filepath.Dir(p)), d.Name(), src)
			return nil
		})
		if n == 0 {
			t.Fatal("no file compared")
		}
	}
}

func FuzzMatchRead(f *testing.F) {
	for _, tc := range matchCases {
		f.Add(tc.name, tc.src)
	}
	c := NewGoChecker(GoEnv{GOOS: "linux", GOARCH: "amd64"})
	f.Fuzz(func(t *testing.T, name, src string) {
		if strings.ContainsAny(name, "/\\") {
			return
		}
		checkMatch(t, c, "p", name, []byte(src))
	})
}
