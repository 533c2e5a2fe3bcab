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
	"sync"
)

// LocalGoEnv asks the go command where the standard library and the
// module cache are and which platform it builds for (`go env`), as the
// go command's own settings define them. Without a go command it falls
// back to GOROOT, GOMODCACHE or GOPATH/pkg/mod, and the host's platform;
// a GOROOT without sources is none.
func LocalGoEnv() GoEnv {
	// The go command on PATH is most often GOROOT's: it is asked for
	// its tags while go env answers, which takes as long.
	guess := make(chan goContext, 1)
	go func() { guess <- askContext("go") }()
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
	env.ToolTags, env.ReleaseTags = goTagsFrom(env, <-guess)
	return env
}

// earlyEnv is the LocalGoEnv startLocalGoEnv began, for the next
// check to take.
var earlyEnv struct {
	sync.Mutex
	answer chan GoEnv
}

// startLocalGoEnv begins LocalGoEnv for takeLocalGoEnv; release lets
// its answer go, unless it was taken, so that no later check takes an
// answer given for another run.
func startLocalGoEnv() (release func()) {
	answer := make(chan GoEnv, 1)
	go func() { answer <- LocalGoEnv() }()
	earlyEnv.Lock()
	earlyEnv.answer = answer
	earlyEnv.Unlock()
	return func() {
		earlyEnv.Lock()
		if earlyEnv.answer == answer {
			earlyEnv.answer = nil
		}
		earlyEnv.Unlock()
	}
}

// takeLocalGoEnv is where LocalGoEnv answers: the one startLocalGoEnv
// began, or one begun now.
func takeLocalGoEnv() <-chan GoEnv {
	earlyEnv.Lock()
	answer := earlyEnv.answer
	earlyEnv.answer = nil
	earlyEnv.Unlock()
	if answer == nil {
		answer = make(chan GoEnv, 1)
		go func() { answer <- LocalGoEnv() }()
	}
	return answer
}

// goTags asks the go command of env.GOROOT for its build tags beyond the
// platform's: which experiments (goexperiment.*) and instruction set
// levels (amd64.v1) its toolchain builds with, and its release tags.
// Without it, the release tags are this program's toolchain's and there
// are no tool tags.
func goTags(env GoEnv) (tool, release []string) {
	return goTagsFrom(env, goContext{})
}

// goTagsFrom is goTags taking the tags from guess when it is what the
// go command of env.GOROOT says for env's platform.
func goTagsFrom(env GoEnv, guess goContext) (tool, release []string) {
	if env.GOROOT != "" {
		goCmd := filepath.Join(env.GOROOT, "bin", "go")
		ctx := guess
		if !ctx.ok || ctx.goroot != env.GOROOT || ctx.goos != env.GOOS || ctx.goarch != env.GOARCH || !sameFile(ctx.goCmd, goCmd) {
			ctx = askContext(goCmd, "GOOS="+env.GOOS, "GOARCH="+env.GOARCH)
		}
		if ctx.ok {
			return ctx.toolTags, ctx.releaseTags
		}
	}
	return nil, releaseTags(runtime.Version())
}

// goContext is what a go command says of the build context it gives
// the standard library.
type goContext struct {
	goCmd                 string // the command asked, as found
	goroot, goos, goarch  string
	toolTags, releaseTags []string
	ok                    bool
}

// askContext asks the go command goCmd for its build context, with
// settings beyond the environment's in env ("GOOS=...").
func askContext(goCmd string, env ...string) goContext {
	cmd := exec.Command(goCmd, "list", "-e", "-f",
		"{{context.GOROOT}}|{{context.GOOS}}|{{context.GOARCH}}|{{join context.ToolTags \" \"}}|{{join context.ReleaseTags \" \"}}", "unsafe")
	// Outside any module, with no switch of toolchain: the tags are
	// those of the standard library being read.
	cmd.Dir = os.TempDir()
	cmd.Env = append(append(os.Environ(), "GO111MODULE=off", "GOTOOLCHAIN=local", "GOFLAGS="), env...)
	out, err := cmd.Output()
	if err != nil {
		return goContext{}
	}
	f := strings.Split(strings.TrimSpace(string(out)), "|")
	if len(f) != 5 || !strings.HasPrefix(f[4], "go1.1") {
		return goContext{}
	}
	return goContext{goCmd: cmd.Path, goroot: f[0], goos: f[1], goarch: f[2],
		toolTags: strings.Fields(f[3]), releaseTags: strings.Fields(f[4]), ok: true}
}

// sameFile reports whether two paths name one file.
func sameFile(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
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
