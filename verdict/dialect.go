package verdict

import (
	"fmt"
	"regexp"
	"slices"
	"sync"
)

// A DialectSpec is a team's verdict-file contract written as data: the key
// that holds the verdict and its words on each side, the finding objects'
// keys and severity words, and which other keys an object may carry. The
// default contract is one DialectSpec (Default). Every guarantee of the
// contract holds in every dialect: the verdict-bearing object is found by
// the dialect's verdict key with the same string-aware scan and the same
// look-alike spellings, a verdict that cannot be read is never approval, a
// value on neither side is verdict-value, and a block needs a blocking
// finding unless the dialect says its files carry no findings.
//
// The toml tags are the keys of `[dialect.json]` in a configuration.
type DialectSpec struct {
	// Name names the dialect in messages.
	Name string `toml:"-"`
	// VerdictKey is the key that holds the verdict ("verdict"). Any key
	// whose letters spell it, in any case or look-alike form, makes its
	// object verdict-bearing.
	VerdictKey string `toml:"verdict-key"`
	// Approve and Block are the verdict's values on each side.
	Approve []string `toml:"approve"`
	Block   []string `toml:"block"`
	// CaseSensitive makes verdict and severity values match only as
	// written; otherwise ASCII letter case is ignored (never any other
	// folding: a value that only resembles a word is on neither side).
	CaseSensitive bool `toml:"case-sensitive"`
	// ReviewKey is the key of the human-readable prose ("review"), kept
	// as Verdict.Review and held to review-too-long; empty for none.
	ReviewKey string `toml:"review-key"`
	// Keys are further top-level keys the object may carry, read as any
	// JSON value and kept in Verdict.Extra (schema, revision, time).
	Keys []string `toml:"keys"`
	// RequiredKeys must be present and not null; each is one of the
	// object's known keys. The verdict key is always required.
	RequiredKeys []string `toml:"required-keys"`
	// UnknownKeys lets an object and its findings carry keys the dialect
	// does not name; they are kept in Extra. A key that reads as one the
	// dialect names (Findings for findings) is still refused: it would
	// hide what it holds.
	UnknownKeys bool `toml:"unknown-keys"`
	// Edits allows the default contract's edits, edit, questions,
	// uncertainTasks and decompositionUnclear keys, checked as there.
	Edits bool `toml:"edits"`

	// Findings says the object carries a list of finding objects. A
	// dialect without findings decides by the verdict value alone: a
	// block needs no blocking finding, and the finding settings below are
	// not used.
	Findings    bool   `toml:"findings"`
	FindingsKey string `toml:"findings-key"`
	// SeverityKey holds each finding's severity, one of Blocking or
	// NonBlocking; a finding without one is invalid, never non-blocking.
	SeverityKey string   `toml:"severity-key"`
	Blocking    []string `toml:"blocking"`
	NonBlocking []string `toml:"non-blocking"`
	// TextKeys say what is wrong (the first non-empty one is the
	// finding's question); a finding needs one.
	TextKeys []string `toml:"text-keys"`
	// LocationKeys say where (string values, joined as the context);
	// LineKey, if set, holds a line number appended to it.
	LocationKeys []string `toml:"location-keys"`
	LineKey      string   `toml:"line-key"`
	// FindingKeys are further keys a finding may carry, kept in its Extra.
	FindingKeys []string `toml:"finding-keys"`
}

// Default is the default contract: {"verdict": "approve"|"block",
// "findings": [{"severity": "blocking"|"non-blocking", "question",
// "context"}], "review", and the edit keys}, values as written.
func Default() DialectSpec {
	return DialectSpec{
		Name:          "default",
		VerdictKey:    "verdict",
		Approve:       []string{Approve},
		Block:         []string{Block},
		CaseSensitive: true,
		ReviewKey:     "review",
		Edits:         true,
		Findings:      true,
		FindingsKey:   "findings",
		SeverityKey:   "severity",
		Blocking:      []string{Blocking},
		NonBlocking:   []string{NonBlocking},
		TextKeys:      []string{"question"},
		LocationKeys:  []string{"context"},
	}
}

// A Dialect is a DialectSpec checked and made ready for reading files.
// The nil *Dialect is the default contract.
type Dialect struct {
	spec DialectSpec
	// word is the verdict key's letters, lower case: what the scan looks
	// for in every string of the file.
	word string
	// looseKey marks the bytes an unquoted verdict key may hold.
	looseKey  [256]bool
	misquoted *regexp.Regexp
	top       map[string]role
	finding   map[string]role
	// topWords and findingWords are the folded names of every key the
	// dialect gives a role, for refusing look-alikes of them.
	topWords, findingWords []string
	topList                string   // the known top-level keys, for messages
	findingList            []string // the known finding keys, for messages
	values, severities     words
	// grades are the blocking severities read as grades (see grades).
	grades grades
}

// DialectError is a dialect that cannot be read unambiguously; Field names
// the setting at fault ("json.approve"), for the configuration's message.
type DialectError struct {
	Field string
	Msg   string
}

func (e *DialectError) Error() string { return e.Field + ": " + e.Msg }

// NewDialect checks spec and prepares it. A value on both sides, or on
// the side opposite to the one a reader takes it for (see checkSides), a
// key given two roles (or one whose letters spell the verdict key), a key
// or word that is empty or not plain ASCII text, or a required key the
// dialect does not name is an error: such a dialect would read one file
// two ways.
func NewDialect(spec DialectSpec) (*Dialect, error) {
	d := &Dialect{spec: spec.Clone()}
	if err := d.prepare(); err != nil {
		return nil, err
	}
	return d, nil
}

// MustDialect is NewDialect for specs known to be valid (the presets).
func MustDialect(spec DialectSpec) *Dialect {
	d, err := NewDialect(spec)
	if err != nil {
		panic(fmt.Sprintf("verdict dialect %s: %v", spec.Name, err))
	}
	return d
}

// defaultDialect is prepared on first use, not at start-up.
var defaultDialect = sync.OnceValue(func() *Dialect { return MustDialect(Default()) })

// DefaultDialect is the default contract, prepared.
func DefaultDialect() *Dialect { return defaultDialect() }

// or returns d, or the default dialect for nil.
func (d *Dialect) or() *Dialect {
	if d == nil {
		return defaultDialect()
	}
	return d
}

// Spec returns the dialect as configured.
func (d *Dialect) Spec() DialectSpec { return d.or().spec.Clone() }

// Clone returns a deep copy of the spec, so that a caller may change its
// lists without changing the preset's, and neither the caller's spec nor
// the one Spec returns can change a prepared dialect.
func (s DialectSpec) Clone() DialectSpec {
	for _, l := range []*[]string{&s.Approve, &s.Block, &s.Keys, &s.RequiredKeys, &s.Blocking, &s.NonBlocking,
		&s.TextKeys, &s.LocationKeys, &s.FindingKeys} {
		*l = slices.Clone(*l)
	}
	return s
}

// Name names the dialect.
func (d *Dialect) Name() string { return d.or().spec.Name }
