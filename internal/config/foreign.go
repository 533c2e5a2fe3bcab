package config

import (
	"bytes"
	"fmt"

	"github.com/BurntSushi/toml"

	"github.com/reviewlint/reviewlint/internal/suggest"
)

// knownTables are the top-level keys of reviewlint's rules.toml.
var knownTables = []string{"files", "rules", "overrides", "commit-msg", "derive", "limits", "policy"}

// Foreign reports whether data is plainly another tool's rules.toml: valid
// TOML with keys, none of them one of reviewlint's tables or a near
// misspelling of one ([fils] is a typo, not another tool). A file that does
// not parse, or that has any of our tables, is ours (and its mistakes are
// errors); an empty file is ours too (all defaults).
func Foreign(data []byte) bool {
	var top map[string]any
	if _, err := toml.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))).Decode(&top); err != nil || len(top) == 0 {
		return false
	}
	for key := range top {
		for _, k := range knownTables {
			if d := suggest.Distance(key, k); d <= 1 || d <= 2 && len(k) >= 6 {
				return false
			}
		}
	}
	return true
}

// foreignNotice says that the rules.toml labelled name was taken for
// another tool's: it never blocks a commit, and the user learns where
// reviewlint's own rules would go. A file the user names with --config is
// never taken for another tool's: there such a file is an error.
func foreignNotice(name string) string {
	return fmt.Sprintf("%s has none of reviewlint's tables ([files], [rules], …): taken as another tool's file; using the built-in rules (reviewlint's own go in %s)", name, DotName)
}
