package typecheck

import (
	"encoding/json"
	"go/version"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
)

// LocalGoEnv asks the go command where the standard library and the
// module cache are and which platform it builds for (`go env`), as the
// go command's own settings define them. Without a go command it falls
// back to GOROOT, GOMODCACHE or GOPATH/pkg/mod, and the host's platform;
// a GOROOT without sources is none.
func LocalGoEnv() GoEnv {
	env := GoEnv{GOROOT: os.Getenv("GOROOT"), ModCache: os.Getenv("GOMODCACHE"), GOOS: runtime.GOOS, GOARCH: runtime.GOARCH}
	cmd := exec.Command("go", "env", "-json", "GOROOT", "GOMODCACHE", "GOOS", "GOARCH")
	// Outside the repository: its go.mod or go.work may name a newer Go,
	// and the go command would switch to it, fetching a toolchain (or
	// failing offline) because a reviewer ran derive there.
	cmd.Dir = os.TempDir()
	if out, err := cmd.Output(); err == nil {
		var v struct{ GOROOT, GOMODCACHE, GOOS, GOARCH string }
		if json.Unmarshal(out, &v) == nil {
			env = GoEnv{GOROOT: v.GOROOT, ModCache: v.GOMODCACHE, GOOS: v.GOOS, GOARCH: v.GOARCH}
		}
	}
	if env.ModCache == "" {
		gopath := os.Getenv("GOPATH")
		if gopath == "" {
			if home, err := os.UserHomeDir(); err == nil {
				gopath = filepath.Join(home, "go")
			}
		}
		if gopath != "" {
			env.ModCache = filepath.Join(filepath.SplitList(gopath)[0], "pkg", "mod")
		}
	}
	if env.GOROOT != "" && !isDir(filepath.Join(env.GOROOT, "src", "fmt")) {
		env.GOROOT = ""
	}
	env.ToolTags, env.ReleaseTags = goTags(env)
	return env
}

// goTags asks the go command of env.GOROOT for its build tags beyond the
// platform's: which experiments (goexperiment.*) and instruction set
// levels (amd64.v1) its toolchain builds with, and its release tags.
// Without it, the release tags are this program's toolchain's and there
// are no tool tags.
func goTags(env GoEnv) (tool, release []string) {
	if env.GOROOT != "" {
		cmd := exec.Command(filepath.Join(env.GOROOT, "bin", "go"), "list", "-e", "-f",
			"{{join context.ToolTags \" \"}}|{{join context.ReleaseTags \" \"}}", "unsafe")
		// Outside any module, with no switch of toolchain: the tags are
		// those of the standard library being read.
		cmd.Dir = os.TempDir()
		cmd.Env = append(os.Environ(), "GO111MODULE=off", "GOTOOLCHAIN=local", "GOFLAGS=",
			"GOOS="+env.GOOS, "GOARCH="+env.GOARCH)
		if out, err := cmd.Output(); err == nil {
			t, r, ok := strings.Cut(strings.TrimSpace(string(out)), "|")
			if ok && strings.HasPrefix(r, "go1.1") {
				return strings.Fields(t), strings.Fields(r)
			}
		}
	}
	return nil, releaseTags(runtime.Version())
}

// releaseTags are go1.1 to the release of version ("go1.26.3",
// "go1.27rc1"), none for a version not of that form.
func releaseTags(v string) []string {
	minor, ok := strings.CutPrefix(version.Lang(v), "go1.")
	n, err := strconv.Atoi(minor)
	if !ok || err != nil {
		return nil
	}
	tags := make([]string, n)
	for i := range tags {
		tags[i] = "go1." + strconv.Itoa(i+1)
	}
	return tags
}
