package main

import (
	"os"
	"path/filepath"
	"strings"
)

// crossPackage keeps, in order, up to max candidates whose name a file of
// another package names (git grep -w): the deletions that test
// resolution across workspace packages, crates and modules.
func (e *evaluator) crossPackage(wt string, cands []candidate, max int) []candidate {
	var out []candidate
	for _, c := range cands {
		if len(out) == max {
			break
		}
		grep, _ := git(wt, "grep", "-l", "-w", "-I", c.Name)
		own := e.unit(wt, c.File)
		for _, f := range strings.Split(strings.TrimSpace(grep), "\n") {
			if f != "" && covers(e.lang, f) && !isTestPath(f) && e.unit(wt, f) != own {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// unit is the package a file belongs to: the directory of the nearest
// package.json, Cargo.toml or go.mod above it; for Python, the top-level
// package (its first directory, after src/).
func (e *evaluator) unit(wt, file string) string {
	if e.lang == "python" {
		parts := strings.Split(strings.TrimPrefix(file, "src/"), "/")
		return parts[0]
	}
	manifest := map[string]string{"typescript": "package.json", "rust": "Cargo.toml", "go": "go.mod"}[e.lang]
	for dir := filepath.Dir(file); ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(wt, dir, manifest)); err == nil {
			return dir
		}
		if dir == "." || dir == "/" {
			return "."
		}
	}
}
