package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/symbols"
)

// oracle says whether the checkout at wt really fails to resolve the
// removed symbol at one of the fact's referring places.
func (e *evaluator) oracle(wt string, f symbols.Fact) bool {
	name := f.Symbol[strings.LastIndex(f.Symbol, ".")+1:]
	var places []string
	for _, p := range f.References {
		places = append(places, fmt.Sprintf("%s:%d", p.Path, p.Line))
	}
	switch e.lang {
	case "python":
		return script(wt, "python3", filepath.Join(e.scripts, "oracle.py"), name, f.Defined.Path, places)
	case "typescript":
		return script(wt, "node", filepath.Join(e.scripts, "oracle.js"), name, f.Defined.Path, places) ||
			judgeTS(wt, e.scripts, name, places)
	}
	errs := e.compilerErrors(wt, places)
	for _, p := range places {
		for _, msg := range errs[p] {
			if mentions(msg, name) {
				return true
			}
		}
	}
	return false
}

func mentions(msg, name string) bool {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(msg)
}

func script(wt, interp, path, name, def string, places []string) bool {
	args := append([]string{path, wt, name, def}, places...)
	out, err := exec.Command(interp, args...).Output()
	if err != nil {
		fmt.Fprintf(os.Stderr, "oracle %s: %v\n", interp, err)
		return false
	}
	return strings.TrimSpace(string(out)) == "yes"
}

// judgeTS asks the TypeScript compiler's own program, module resolution
// and all (tsjudge.js), whether a place fails to find the name: what
// oracle.js, reading relative imports only, cannot see across packages.
func judgeTS(wt, scripts, name string, places []string) bool {
	args := append([]string{filepath.Join(scripts, "tsjudge.js"), wt, name}, places...)
	out, err := exec.Command("node", args...).Output()
	if err != nil {
		fmt.Fprintf(os.Stderr, "tsjudge: %v\n", err)
		return false
	}
	return strings.TrimSpace(string(out)) == "yes"
}

var compileCache = map[string]map[string][]string{}

// compilerErrors are the resolution errors the language's compiler reports
// at head, by path:line: go vet over every module, cargo check over the
// Cargo workspaces holding the places (without a registry, rustc over
// their crate roots), javac over the Java source roots holding them.
func (e *evaluator) compilerErrors(wt string, places []string) map[string][]string {
	head, _ := git(wt, "rev-parse", "HEAD")
	errs := map[string][]string{}
	for _, unit := range e.units(wt, places) {
		var got map[string][]string
		if e.lang == "rust" && e.cargo != nil {
			got = e.cargoAt(wt, strings.TrimSpace(head), unit, true)
		} else {
			key := strings.TrimSpace(head) + " " + unit
			var ok bool
			got, ok = compileCache[key]
			if !ok {
				got = e.compile(wt, unit)
				compileCache[key] = got
			}
		}
		for k, v := range got {
			errs[k] = append(errs[k], v...)
		}
	}
	return errs
}

// units are what to compile for the places: "." for Go, workspace roots
// (crate roots without cargo) for Rust, source roots for Java.
func (e *evaluator) units(wt string, places []string) []string {
	seen := map[string]bool{}
	var units []string
	for _, p := range places {
		file := p[:strings.LastIndex(p, ":")]
		var u string
		switch e.lang {
		case "go":
			u = "."
		case "rust":
			u = rustRoot(wt, file)
			if e.cargo != nil {
				u = cargoWorkspace(wt, file)
			}
		case "java":
			u = javaRoot(file)
		}
		if u != "" && !seen[u] {
			seen[u] = true
			units = append(units, u)
		}
	}
	return units
}

var (
	// go vet prints "vet: " before the type errors of a package whose
	// compile failed for another reason first (an import left unused).
	goErr    = regexp.MustCompile(`^(?:vet: )?(?:\./)?([^\s:]+\.go):(\d+):\d+: (.*)$`)
	rustLoc  = regexp.MustCompile(`^\s*--> ([^:]+):(\d+):\d+`)
	javaErr  = regexp.MustCompile(`^([^:]+\.java):(\d+): error: (.*)$`)
	rustHead = regexp.MustCompile(`^error(\[E\d+\])?: (.*)$`)
)

func (e *evaluator) compile(wt, unit string) map[string][]string {
	errs := map[string][]string{}
	switch e.lang {
	case "go":
		// Every module of the repository, each as its own build sees it
		// (its own replace directives, no go.work): a deletion in one
		// module breaks another only where that one builds against this
		// copy.
		for _, mod := range goModules(wt) {
			cmd := exec.Command("go", "vet", "./...")
			cmd.Dir = filepath.Join(wt, mod)
			cmd.Env = append(os.Environ(), "GOWORK=off")
			out, _ := cmd.CombinedOutput()
			for _, line := range strings.Split(string(out), "\n") {
				m := goErr.FindStringSubmatch(line)
				if m == nil || !(strings.Contains(m[3], "undefined") || strings.Contains(m[3], "not declared") || strings.Contains(m[3], "has no field or method")) {
					continue
				}
				// Paths are relative to the module's directory (../x.go
				// for the module it replaces); outside the clone (the
				// module cache) is not a place of this repository.
				rel, err := filepath.Rel(wt, filepath.Join(wt, mod, m[1]))
				if err != nil || filepath.IsAbs(m[1]) || strings.HasPrefix(rel, "..") {
					continue
				}
				key := filepath.ToSlash(rel) + ":" + m[2]
				if !slices.Contains(errs[key], m[3]) {
					errs[key] = append(errs[key], m[3])
				}
			}
		}
	case "rust":
		if e.cargo != nil {
			return e.cargo.check(wt, unit, true)
		}
		edition := "2021"
		if b, err := os.ReadFile(filepath.Join(wt, unit, "..", "..", "Cargo.toml")); err == nil {
			if m := regexp.MustCompile(`edition\s*=\s*"(\d+)"`).FindSubmatch(b); m != nil {
				edition = string(m[1])
			}
		}
		cmd := exec.Command("rustc", "--edition", edition, "--crate-type", "lib", "--emit=metadata", "-o", filepath.Join(os.TempDir(), "symbolseval.rmeta"), unit)
		cmd.Dir = wt
		out, _ := cmd.CombinedOutput()
		msg := ""
		for _, line := range strings.Split(string(out), "\n") {
			if m := rustHead.FindStringSubmatch(line); m != nil {
				msg = m[2]
			}
			if m := rustLoc.FindStringSubmatch(line); m != nil && msg != "" {
				errs[m[1]+":"+m[2]] = append(errs[m[1]+":"+m[2]], msg)
				msg = ""
			}
		}
	case "java":
		// A unit may name several source roots, comma-separated.
		var files []string
		for _, root := range strings.Split(unit, ",") {
			_ = filepath.Walk(filepath.Join(wt, root), func(p string, info os.FileInfo, err error) error {
				if err == nil && strings.HasSuffix(p, ".java") && !strings.HasSuffix(p, "module-info.java") {
					rel, _ := filepath.Rel(wt, p)
					files = append(files, rel)
				}
				return nil
			})
		}
		argFile := filepath.Join(os.TempDir(), "symbolseval-javac.txt")
		_ = os.WriteFile(argFile, []byte(strings.Join(files, "\n")), 0o644)
		cmd := exec.Command("javac", "-d", filepath.Join(os.TempDir(), "symbolseval-classes"), "-proc:none", "-nowarn", "-Xmaxerrs", "100000", "@"+argFile)
		cmd.Dir = wt
		out, _ := cmd.CombinedOutput()
		sc := bufio.NewScanner(strings.NewReader(string(out)))
		last := ""
		for sc.Scan() {
			line := sc.Text()
			if m := javaErr.FindStringSubmatch(line); m != nil {
				last = m[1] + ":" + m[2]
				errs[last] = append(errs[last], m[3])
				continue
			}
			if strings.Contains(line, "symbol:") && last != "" {
				errs[last] = append(errs[last], line)
			}
		}
	}
	return errs
}

// goModules are the directories of the clone's tracked go.mod files
// ("." for the root), leaving out vendored trees and testdata.
func goModules(wt string) []string {
	out, _ := git(wt, "ls-files", "--", "go.mod", "*/go.mod")
	var mods []string
	for _, f := range strings.Fields(out) {
		if strings.Contains("/"+f, "/vendor/") || strings.Contains("/"+f, "/testdata/") {
			continue
		}
		mods = append(mods, filepath.Dir(f))
	}
	if len(mods) == 0 {
		mods = []string{"."}
	}
	return mods
}

// rustRoot is the crate root file compiling file: src/lib.rs or
// src/main.rs of the nearest Cargo.toml, or the file itself under tests/,
// examples/ or benches/.
func rustRoot(wt, file string) string {
	dir := filepath.Dir(file)
	for {
		if _, err := os.Stat(filepath.Join(wt, dir, "Cargo.toml")); err == nil {
			break
		}
		if dir == "." || dir == "/" {
			return ""
		}
		dir = filepath.Dir(dir)
	}
	rel, _ := filepath.Rel(dir, file)
	first := strings.Split(rel, string(filepath.Separator))[0]
	if first == "tests" || first == "examples" || first == "benches" {
		return file
	}
	for _, r := range []string{"src/lib.rs", "src/main.rs"} {
		if _, err := os.Stat(filepath.Join(wt, dir, r)); err == nil {
			return filepath.Join(dir, r)
		}
	}
	// A [lib] or [[bin]] path elsewhere (crates/core/main.rs): the one
	// whose directory holds file.
	b, _ := os.ReadFile(filepath.Join(wt, dir, "Cargo.toml"))
	for _, m := range cargoPath.FindAllStringSubmatch(string(b), -1) {
		root := filepath.Join(dir, m[1])
		if strings.HasPrefix(file, filepath.Dir(root)+string(filepath.Separator)) {
			return root
		}
	}
	return ""
}

var cargoPath = regexp.MustCompile(`(?m)^path\s*=\s*"([^"]+\.rs)"`)

// javaRoot is the source root holding file: the directory above its
// package path (src/main/java, src/test/java, or the repository root).
func javaRoot(file string) string {
	for _, marker := range []string{"/java/", "/src/"} {
		if i := strings.LastIndex("/"+file, marker); i >= 0 {
			return strings.TrimPrefix(("/" + file)[:i+len(marker)], "/")
		}
	}
	return "."
}
