package typecheck

import (
	"bytes"
	"go/build"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// matchOracle is go/build's MatchFile on src, as the checker asked it
// before it kept verdicts by name shape.
func matchOracle(c *GoChecker, dir, name string, src []byte) bool {
	ctx := build.Default
	ctx.GOROOT = c.env.GOROOT
	ctx.GOOS, ctx.GOARCH = c.env.GOOS, c.env.GOARCH
	ctx.CgoEnabled = false
	ctx.BuildTags = nil
	ctx.ToolTags, ctx.ReleaseTags = c.env.ToolTags, c.env.ReleaseTags
	ctx.JoinPath = path.Join
	opened := false
	ctx.OpenFile = func(string) (io.ReadCloser, error) {
		opened = true
		return io.NopCloser(bytes.NewReader(src)), nil
	}
	ok, err := ctx.MatchFile(dir, name)
	return ok && err == nil && opened
}

// platformEnv is a platform with the tags of the toolchain the tests
// are built with, as go/build holds them.
func platformEnv(goroot, goos, goarch string) GoEnv {
	return GoEnv{GOROOT: goroot, GOOS: goos, GOARCH: goarch, ToolTags: build.Default.ToolTags, ReleaseTags: build.Default.ReleaseTags}
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
	{"a.go", "//go:build go1.1 && !go1.999\n\npackage a\n"},
	{"a.go", "//go:build goexperiment.greenteagc\n\npackage a\n"},
	{"a.go", "//go:build !goexperiment.jsonv2\n\npackage a\n"},
	{"a.go", "//go:build boringcrypto || gc\n\npackage a\n"},
	{"a.go", "//go:build unix && amd64.v1\n\npackage a\n"},
	{"a.go", "// +build linux,386 darwin\n\n// +build !cgo\n\npackage a\n"},
	{"a.go", "/* x\n//go:build ignore\n*/\n\npackage a\n"},
	{"a.go", "package a\n\nimport (\n\t\"fmt\"\n\tx \"os\"\n)\n//go:build ignore\n"},
	{"a.go", "// c\n//go:build ignore\npackage a\n"},
	{"a.go", "//go:buildignore\n\npackage a\n"},
	{"a.go", "//go:build\tignore\n\npackage a\n"},
	{"a.go", "package a\nimport \"x\x00\"\n// +build ignore\n"},
	{"a.go", "package a\nimport \"x\n// +build ignore\x00\n"},
	{"a.go", "package é\n/* //go:build ignore\n"},
	{"a_illumos.go", "package a\n"},
	{"a_solaris_amd64.go", "package a\n"},
	{"a_ios_test.go", "//go:build darwin\n\npackage a\n"},
	{"a_android_arm.go", "package a\n"},
	{"a_unix.go", "package a\n"},
	{"a_nacl.go", "package a\n"},
	{"a_mips64p32le.go", "package a\n"},
	{"a.syso", ""},
	{"a.S", "// +build ignore\n"},
	{"a.h", "/x\n"},
}

func TestMatchReadIsMatchFile(t *testing.T) {
	for _, plat := range [][2]string{{"linux", "amd64"}, {"windows", "386"}, {"darwin", "arm64"}, {"js", "wasm"}, {"android", "arm"}, {"illumos", "amd64"}, {"ios", "arm64"}} {
		c := NewGoChecker(platformEnv("", plat[0], plat[1]))
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
		c := NewGoChecker(platformEnv(LocalGoEnv().GOROOT, plat[0], plat[1]))
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
	c := NewGoChecker(platformEnv("", "linux", "amd64"))
	f.Fuzz(func(t *testing.T, name, src string) {
		if strings.ContainsAny(name, "/\\") {
			return
		}
		checkMatch(t, c, "p", name, []byte(src))
	})
}

// FuzzPlatformMatchFile holds platform.matchFile to MatchFile on every
// file, not only those matchRead gives it (with build constraint text).
func FuzzPlatformMatchFile(f *testing.F) {
	for _, tc := range matchCases {
		f.Add(tc.name, tc.src)
	}
	c := NewGoChecker(platformEnv("", "linux", "amd64"))
	f.Fuzz(func(t *testing.T, name, src string) {
		if strings.ContainsAny(name, "/\\") {
			return
		}
		if got, want := c.platform.matchFile(name, []byte(src)), matchOracle(c, "p", name, []byte(src)); got != want {
			t.Errorf("%s: matchFile %v, MatchFile %v\n%q", name, got, want, src)
		}
	})
}
