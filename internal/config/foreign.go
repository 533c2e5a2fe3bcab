package config

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/suggest"
	"github.com/reviewlint/reviewlint/internal/tomldepth"
)

// knownTables are the top-level keys of reviewlint's rules.toml.
var knownTables = []string{"files", "rules", "overrides", "commit-msg", "derive", "limits", "policy", "gate", "dialect"}

// Foreign reports whether data is plainly another tool's rules.toml: valid
// TOML with keys, none of them one of reviewlint's tables or a near
// misspelling of one ([fils] is a typo, not another tool). A file that does
// not parse, or that has any of our tables, is ours (and its mistakes are
// errors); an empty file is ours too (all defaults).
func Foreign(data []byte) bool {
	if tomldepth.Check(data) != nil {
		return false // too deep to parse: ours, and refused as such
	}
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

// Parse decodes the file Pick chose, labelled label in messages. A
// rules.toml that is not valid as reviewlint's stays an error (a typo in
// reviewlint's own file must stop the run), but it may be another tool's
// whose keys come near ours ([[rule]], [files] patterns): when the error
// is about a key reviewlint does not know, it says how to keep that file
// and give reviewlint its own.
func (f Found) Parse(label string) (*Config, error) {
	cfg, err := Parse(label, f.Data)
	var cerr *Error
	if err != nil && f.Name == RulesName && errors.As(err, &cerr) && unknownTo(cerr) {
		located := *cerr
		located.Hint = fmt.Sprintf("if %s is another tool's file, leave it and give reviewlint a %s beside it (`reviewlint init` writes one), which reviewlint reads instead", RulesName, DotName)
		return nil, &located
	}
	return cfg, err
}

// unknownTo reports whether e is about a key reviewlint does not know: an
// unknown key or rule id, or a value under [rules] for a rule id that does
// not exist ([rules] max-line = 3).
func unknownTo(e *Error) bool {
	if strings.HasPrefix(e.Msg, "unknown key") || strings.HasPrefix(e.Msg, "unknown rule") {
		return true
	}
	if id, ok := strings.CutPrefix(e.Key, "rules."); ok {
		_, known := catalog.Lookup(strings.SplitN(id, ".", 2)[0])
		return !known
	}
	return false
}
