package symbols

import (
	"bufio"
	"bytes"
	"go/build/constraint"
	"path"
	"strings"
)

// goConstraint is what decides whether the go command builds a file: its
// //go:build line (or // +build lines) and a _GOOS, _GOARCH or
// _GOOS_GOARCH name suffix, as one comparable string; "" when it is
// always built.
func goConstraint(filePath string, src []byte) string {
	var parts []string
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") && !constraint.IsGoBuild(line) && !constraint.IsPlusBuild(line) {
			continue
		}
		if constraint.IsGoBuild(line) || constraint.IsPlusBuild(line) {
			if expr, err := constraint.Parse(line); err == nil {
				parts = append(parts, expr.String())
			} else {
				parts = append(parts, line)
			}
			continue
		}
		break // a block comment or the package clause: the header ends
	}
	if fileSuffix := goFileTags(path.Base(filePath)); fileSuffix != "" {
		parts = append(parts, fileSuffix)
	}
	return strings.Join(parts, " && ")
}

var goOSes = lazyMap[string, bool]{build: func() map[string]bool {
	return wordSet(`aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos`)
}}
var goArches = lazyMap[string, bool]{build: func() map[string]bool {
	return wordSet(`386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm`)
}}

// goFileTags is the build tags a file's name implies (x_linux.go,
// x_arm64.go, x_linux_arm64_test.go), as the go command reads them.
func goFileTags(name string) string {
	name = strings.TrimSuffix(strings.TrimSuffix(name, ".go"), "_test")
	parts := strings.Split(name, "_")
	if len(parts) < 2 {
		return ""
	}
	last := parts[len(parts)-1]
	if len(parts) >= 3 && goOSes.get()[parts[len(parts)-2]] && goArches.get()[last] {
		return parts[len(parts)-2] + " && " + last
	}
	if goOSes.get()[last] || goArches.get()[last] {
		return last
	}
	return ""
}

// constrainedAway says why a definition that another file still defines
// may be gone all the same: every remaining definition is in a file
// built under other constraints than the removed one's, so where the
// removed one's held, the name may no longer be defined.
func constrainedAway(gf *goFile, remaining []string) string {
	for _, c := range remaining {
		if c == "" || c == gf.constraint {
			return ""
		}
	}
	return "still defined at head only in files built under other constraints (" + strings.Join(remaining, "; ") +
		"); where " + gf.path + "'s held (" + cmpOr(gf.constraint, "always") + ") it may be gone"
}

// builtAlone reports whether a file's constraint (goConstraint) holds
// only with the ignore tag, which no build sets: the file is a program
// `go run gen.go` compiles on its own, as generators are, and its bare
// names are its own, not its package's. Whatever the other tags, the
// constraint fails without ignore.
func builtAlone(c string) bool {
	if c == "" {
		return false
	}
	expr, err := constraint.Parse("//go:build " + c)
	if err != nil {
		return false
	}
	mentions := false
	without := func(all bool) func(string) bool {
		return func(tag string) bool {
			if tag == "ignore" {
				mentions = true
				return false
			}
			return all
		}
	}
	return !expr.Eval(without(true)) && !expr.Eval(without(false)) && mentions
}
