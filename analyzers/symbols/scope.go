package symbols

import (
	"fmt"
	"slices"
	"strings"
)

// languageTitles name the languages in a scope's sentence.
var languageTitles = lazyMap[string, string]{build: func() map[string]string {
	return map[string]string{"typescript": "TypeScript/JavaScript", "python": "Python", "rust": "Rust", "java": "Java", "go": "Go"}
}}

func languageTitle(name string) string { return cmpOr(languageTitles.get()[name], name) }

// scope says what a syntax language's claims cover: every head file of
// the language outside vendored trees, read for its references (vendored
// ones and files embedding the language are searched for the names),
// and the units the language's tools resolve across: workspace packages,
// crates, Java packages.
func (r *synResolver) scope(head *synSide) string {
	units := ""
	switch r.lang {
	case "typescript":
		if n := len(r.ts.pkgs); n > 0 {
			units = fmt.Sprintf(", %d package.json %s", n, plural(n, "package", "packages"))
		}
	case "rust":
		if n := len(r.crates.dirs); n > 0 {
			units = fmt.Sprintf(", %d %s", n, plural(n, "crate", "crates"))
		}
	case "java":
		units = fmt.Sprintf(", %d %s", len(r.headPkgs), plural(len(r.headPkgs), "package", "packages"))
	}
	return fmt.Sprintf("the repository's %d %s %s at head%s", len(head.files), languageTitle(r.lang), plural(len(head.files), "file", "files"), units)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Scopes lists the distinct scopes of facts, in order.
func Scopes(facts []Fact) string {
	var out []string
	for _, f := range facts {
		if f.Scope != "" && !slices.Contains(out, f.Scope) {
			out = append(out, f.Scope)
		}
	}
	return strings.Join(out, "; ")
}
