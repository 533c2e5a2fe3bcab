package typecheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// platformFiles are files whose names and constraints select them on
// some platforms only, all of one package.
var platformFiles = map[string]string{
	"a.go":                 "package a\n",
	"b_linux.go":           "package a\n",
	"b_windows.go":         "package a\n",
	"b_darwin_arm64.go":    "package a\n",
	"b_ios.go":             "package a\n",
	"b_android.go":         "package a\n",
	"b_solaris.go":         "package a\n",
	"b_illumos.go":         "package a\n",
	"b_unix.go":            "package a\n",
	"b_nacl.go":            "package a\n",
	"b_amd64.go":           "package a\n",
	"b_386_test.go":        "package a\n",
	"b_test_linux.go":      "package a\n",
	"b_linux_test.go":      "package a\n",
	"x_foo_windows_386.go": "package a\n",
	"c.linux.go":           "package a\n",
	"d_amd64p32.go":        "package a\n",
	"g1.go":                "//go:build go1.1\n\npackage a\n",
	"g2.go":                "//go:build go1.999\n\npackage a\n",
	"g3.go":                "//go:build goexperiment.greenteagc\n\npackage a\n",
	"g4.go":                "//go:build !goexperiment.jsonv2\n\npackage a\n",
	"g5.go":                "//go:build unix\n\npackage a\n",
	"g6.go":                "//go:build cgo\n\npackage a\n",
	"g7.go":                "// +build linux,amd64 windows\n\npackage a\n",
	"g8.go":                "//go:build ignore\n\npackage a\n",
	"g9.go":                "//go:build amd64.v1 || arm64.v8.0 || 386.sse2\n\npackage a\n",
	"g10.go":               "//go:build gc && !gccgo\n\npackage a\n",
	"g11.go":               "// Package a.\n//go:build linux\npackage a\n",
	"g12.go":               "\xef\xbb\xbf//go:build windows\n\npackage a\n",
	"g13.go":               "/* c */\n// +build windows\n\npackage a\n",
	"g14.go":               "// +build windows\npackage a\n",
	"g15_test.go":          "//go:build darwin || android\n\npackage a_test\n",
	"g16.go":               "//go:build solaris\n\npackage a\n",
}

// The files the checker keeps are those `go list` lists, on platforms
// whose names and tags differ, with the tags LocalGoEnv asks the go
// command for.
func TestPlatformIsGoList(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	local := LocalGoEnv()
	if local.GOROOT == "" {
		t.Skip("no go command")
	}
	dir := t.TempDir()
	files := map[string]string{"go.mod": "module example.com/a\n\ngo 1.22\n"}
	for name, src := range platformFiles {
		files[name] = src
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, plat := range [][2]string{{"linux", "amd64"}, {"windows", "386"}, {"darwin", "arm64"}, {"android", "arm64"}, {"illumos", "amd64"}, {"ios", "arm64"}} {
		env := GoEnv{GOROOT: local.GOROOT, GOOS: plat[0], GOARCH: plat[1]}
		env.ToolTags, env.ReleaseTags = goTags(env)
		if len(env.ReleaseTags) == 0 || len(env.ToolTags) == 0 {
			t.Fatalf("%s/%s: no tags from the go command: %v %v", plat[0], plat[1], env.ToolTags, env.ReleaseTags)
		}
		cmd := exec.Command(filepath.Join(local.GOROOT, "bin", "go"), "list", "-e", "-f",
			`{{join .GoFiles " "}} {{join .TestGoFiles " "}} {{join .XTestGoFiles " "}}`, ".")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOOS="+plat[0], "GOARCH="+plat[1], "CGO_ENABLED=0", "GOFLAGS=", "GOTOOLCHAIN=local", "GO111MODULE=on")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go list: %v\n%s", err, out)
		}
		want := strings.Fields(string(out))
		slices.Sort(want)
		c := NewGoChecker(env)
		var got []string
		for name, src := range platformFiles {
			if c.match("p", name, []byte(src)) {
				got = append(got, name)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s/%s: checker keeps %v\ngo list lists %v", plat[0], plat[1], got, want)
		}
	}
}

func TestReleaseTags(t *testing.T) {
	for _, tc := range []struct {
		version string
		last    string
	}{{"go1.26.8", "go1.26"}, {"go1.3", "go1.3"}, {"go1.27rc1", "go1.27"}, {"devel go1.27-abc", ""}, {"go2.0", ""}} {
		got := releaseTags(tc.version)
		if last := ""; len(got) > 0 && got[0] != "go1.1" || len(got) > 0 && got[len(got)-1] != tc.last || len(got) == 0 && tc.last != last {
			t.Errorf("%s: %v", tc.version, got)
		}
	}
}

// The package reads build constraints without go/build, whose
// initialisation every start of the program would pay.
func TestNoGoBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skip("no go command:", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "go/build" || dep == "internal/platform" {
			t.Errorf("the package depends on %s", dep)
		}
	}
}
