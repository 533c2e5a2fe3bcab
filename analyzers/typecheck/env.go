package typecheck

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// LocalGoEnv asks the go command where the standard library and the
// module cache are and which platform it builds for (`go env`), as the
// go command's own settings define them. Without a go command it falls
// back to GOROOT, GOMODCACHE or GOPATH/pkg/mod, and the host's platform;
// a GOROOT without sources is none.
func LocalGoEnv() GoEnv {
	env := GoEnv{GOROOT: os.Getenv("GOROOT"), ModCache: os.Getenv("GOMODCACHE"), GOOS: runtime.GOOS, GOARCH: runtime.GOARCH}
	if out, err := exec.Command("go", "env", "-json", "GOROOT", "GOMODCACHE", "GOOS", "GOARCH").Output(); err == nil {
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
	return env
}
