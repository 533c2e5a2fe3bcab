package config

import (
	"path/filepath"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// Config is the decoded rules.toml.
type Config struct {
	Files     Files                 `toml:"files"`
	Rules     map[string]RuleConfig `toml:"rules"`
	Overrides []Override            `toml:"overrides"`
	CommitMsg CommitMsg             `toml:"commit-msg"`
	Derive    Derive                `toml:"derive"`
	Limits    Limits                `toml:"limits"`
	Policy    Policy                `toml:"policy"`
	Dialect   Dialect               `toml:"dialect"`
	Gate      Gate                  `toml:"gate"`

	// Source names where the configuration came from, for messages.
	Source string `toml:"-"`
	// Notices are what the user should read once on stderr about how the
	// configuration was found: another tool's rules.toml taken for its
	// own, a second file of reviewlint's ignored.
	Notices []string `toml:"-"`
	// name is the file's name when it was found by name (Choose), whatever
	// Source says of where (staged, at a commit).
	name string
}

// Files says which paths are review reports and which are verdict files.
// Patterns are doublestar globs over slash-separated repository paths.
type Files struct {
	Reports  []string `toml:"reports"`
	Verdicts []string `toml:"verdicts"`
	Exclude  []string `toml:"exclude"`
	// FoldCase matches every glob of rules.toml (these and [[overrides]]
	// paths, see Match) without regard to case, as git matches
	// paths in a repository with core.ignorecase (a case-insensitive file
	// system): there Reviews/PR-1.MD is the file reviews/pr-1.md names.
	// Whoever opens the repository sets it; rules.toml cannot.
	FoldCase bool `toml:"-"`
}

// RuleConfig changes one rule. Severity is a pointer so that a table that
// forgets it is an error, not a silent "off" (the zero value).
type RuleConfig struct {
	Severity *diag.Severity `toml:"severity"`
}

// Override changes rules for the paths its globs match.
type Override struct {
	Paths []string              `toml:"paths"`
	Rules map[string]RuleConfig `toml:"rules"`
}

// CommitMsg is the policy of the commit-msg hook.
type CommitMsg struct {
	VerdictTrailer string `toml:"verdict-trailer"`
	ReportTrailer  string `toml:"report-trailer"`
	SkipMerge      bool   `toml:"skip-merge"`
	SkipFixup      bool   `toml:"skip-fixup"`
	SkipRevert     bool   `toml:"skip-revert"`
}

// AnalyzerNames are the analyzers [derive] analyzers may name, in derive's
// order. The analyzers package imports this one, so the list is kept here
// and a test there holds it equal to the analyzers it runs.
var AnalyzerNames = []string{"deleted-ranges", "byte-compare", "symbols", "pointers", "evidence", "typecheck"}

// Derive holds the defaults of `reviewlint derive`.
type Derive struct {
	Base         string         `toml:"base"`
	Analyzers    []string       `toml:"analyzers"`
	MaxBlobBytes int64          `toml:"max-blob-bytes"`
	Symbols      DeriveSymbols  `toml:"symbols"`
	Pointers     DerivePointers `toml:"pointers"`
}

// DeriveSymbols tunes the symbols analyzer.
type DeriveSymbols struct {
	// MaxReferences is how many referring places a fact lists.
	MaxReferences int `toml:"max-references"`
	// IncludeVendored reports on symbols of vendored trees (vendor/,
	// node_modules/, third_party/, linguist-vendored) as on any other.
	IncludeVendored bool `toml:"include-vendored"`
	// Languages add pattern-based languages, or replace a built-in one of
	// the same name (typescript, python, rust, java).
	Languages map[string]SymbolLanguage `toml:"languages"`
}

// SymbolLanguage describes a language by its definition patterns: RE2
// regular expressions applied per line, each with a (?P<name>…) group.
type SymbolLanguage struct {
	Extensions  []string `toml:"extensions"`
	Definitions []string `toml:"definitions"`
	LineComment string   `toml:"line-comment"`
}

// DerivePointers tunes the pointers analyzer.
type DerivePointers struct {
	// KeyPatterns are regular expressions for keys such as ABC-123.
	KeyPatterns []string `toml:"key-patterns"`
	// KeyIgnore replaces the built-in list of key-shaped names that are no
	// keys (UTF-8, RFC-7231): RE2 patterns, each matched against a whole
	// candidate, case ignored. Unset (nil) keeps the built-in list; an
	// empty list turns it off.
	KeyIgnore []string `toml:"key-ignore"`
	// ExtendKeyIgnore adds patterns to the list in force.
	ExtendKeyIgnore []string `toml:"extend-key-ignore"`
	// RootLinks says what a link starting with "/" names: "repository"
	// (a path from the repository root, as GitHub renders it), "skip" (a
	// page of a published site, not checked), or a folder the site is
	// built from ("docs": /x names docs/x).
	RootLinks string `toml:"root-links"`
}

// Limits bounds what the linters read.
type Limits struct {
	MaxFileBytes int64 `toml:"max-file-bytes"`
}

// Policy is what `check` and the pre-receive hook enforce beyond the rules:
// they read it from the target of a change (or a file the server names),
// never from the change itself.
type Policy struct {
	// InlineDisable says which `<!-- reviewlint-disable … -->` comments
	// check and pre-receive honour: InlineRefuse, InlineNamed or
	// InlineAllow.
	InlineDisable string `toml:"inline-disable"`
}

// Gate says what `verdict gate` does with an approving round that fills
// one of the verdict's optional channels: GateIgnore (the round still
// approves) or GateNeedsAttention. Each field is one channel, named as
// rules.toml spells it; the verdict names it in camelCase.
type Gate struct {
	Review               string `toml:"review"`
	Edits                string `toml:"edits"`
	Edit                 string `toml:"edit"`
	Questions            string `toml:"questions"`
	UncertainTasks       string `toml:"uncertain-tasks"`
	DecompositionUnclear string `toml:"decomposition-unclear"`
}

// The values of a [gate] key.
const (
	GateIgnore         = "ignore"
	GateNeedsAttention = "needs-attention"
)

// Channels lists each [gate] key with the verdict channel it rules (its
// JSON name) and its value.
func (g Gate) Channels() []GateChannel {
	return []GateChannel{
		{"review", "review", g.Review}, {"edits", "edits", g.Edits}, {"edit", "edit", g.Edit},
		{"questions", "questions", g.Questions}, {"uncertain-tasks", "uncertainTasks", g.UncertainTasks},
		{"decomposition-unclear", "decompositionUnclear", g.DecompositionUnclear},
	}
}

// GateChannel is one key of [gate].
type GateChannel struct{ Key, Channel, Action string }

// The values of [policy] inline-disable.
const (
	InlineRefuse = "refuse" // none: each one is reported, and nothing is silenced
	InlineNamed  = "named"  // only those naming rules; blanket ones are refused
	InlineAllow  = "allow"  // all, as lint and the commit hooks do
)

// FileToEdit names the file a user edits to change this configuration, for
// advice in messages: the one it was read from (.reviewlint.toml or
// rules.toml), or rules.toml, what init writes, for the built-in rules.
func (c *Config) FileToEdit() string {
	if c.name != "" {
		return c.name
	}
	if c.Source == "" || c.Source == builtinName {
		return RulesName
	}
	return filepath.Base(c.Source)
}
