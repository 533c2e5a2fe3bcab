package main

import (
	"os"
	"path/filepath"
	"strings"
)

// crossPackage keeps, in order, up to max candidates whose name a file of
// another package names (git grep -w): the deletions that test
// resolution across workspace packages, crates and modules. With only,
// no other file of the candidate's own package names it (tests
// included), so a deletion can break nothing but another package: what
// an oracle or analyzer reading one package at a time cannot see.
func (e *evaluator) crossPackage(wt string, cands []candidate, max int, only bool) []candidate {
	var out []candidate
	for _, c := range cands {
		if len(out) == max {
			break
		}
		grep, _ := git(wt, "grep", "-l", "-w", "-I", c.Name)
		own := e.unit(wt, c.File)
		other, inOwn := false, false
		for _, f := range strings.Split(strings.TrimSpace(grep), "\n") {
			if f == "" || !covers(e.lang, f) {
				continue
			}
			if e.unit(wt, f) != own {
				other = other || !isTestPath(f)
			} else if f != c.File {
				inOwn = true
			}
		}
		if other && !(only && inOwn) {
			out = append(out, c)
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
