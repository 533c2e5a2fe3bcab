package config

import (
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// validateDerive compiles the analyzers' patterns now, so that a bad one is
// a configuration error with a line, not a failure in the middle of derive.
func validateDerive(d Derive, fail func(toml.Key, string, ...any) error) error {
	for _, name := range d.Analyzers {
		if !slices.Contains(AnalyzerNames, name) {
			return fail(toml.Key{"derive", "analyzers"}, "unknown analyzer %q (known: %s)", name, strings.Join(AnalyzerNames, ", "))
		}
	}
	if d.Symbols.MaxReferences <= 0 {
		return fail(toml.Key{"derive", "symbols", "max-references"}, "must be a positive number")
	}
	for _, name := range slices.Sorted(maps.Keys(d.Symbols.Languages)) {
		lang := d.Symbols.Languages[name]
		key := toml.Key{"derive", "symbols", "languages", name}
		if len(lang.Extensions) == 0 || len(lang.Definitions) == 0 {
			return fail(key, "a language needs extensions and definitions")
		}
		for _, def := range lang.Definitions {
			re, err := regexp.Compile(def)
			if err != nil {
				return fail(append(key, "definitions"), "invalid pattern %q: %v", def, err)
			}
			if re.SubexpIndex("name") < 0 {
				return fail(append(key, "definitions"), "pattern %q has no (?P<name>...) group", def)
			}
		}
	}
	if len(d.Pointers.KeyPatterns) == 0 {
		return fail(toml.Key{"derive", "pointers", "key-patterns"}, "must list at least one pattern")
	}
	if r := d.Pointers.RootLinks; r != "" && r != "repository" && r != "skip" &&
		(path.IsAbs(r) || path.Clean(r) != r || r == ".." || strings.HasPrefix(r, "../") || strings.Contains(r, "\\")) {
		return fail(toml.Key{"derive", "pointers", "root-links"}, "want \"repository\", \"skip\" or a clean relative folder, not %q", r)
	}
	for _, p := range d.Pointers.KeyPatterns {
		if _, err := regexp.Compile(p); err != nil {
			return fail(toml.Key{"derive", "pointers", "key-patterns"}, "invalid pattern %q: %v", p, err)
		}
	}
	for _, key := range []string{"key-ignore", "extend-key-ignore"} {
		list := d.Pointers.KeyIgnore
		if key == "extend-key-ignore" {
			list = d.Pointers.ExtendKeyIgnore
		}
		for _, p := range list {
			if _, err := regexp.Compile(p); err != nil {
				return fail(toml.Key{"derive", "pointers", key}, "invalid pattern %q: %v", p, err)
			}
		}
	}
	return nil
}
