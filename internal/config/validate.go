package config

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/bmatcuk/doublestar/v4"

	"github.com/reviewlint/reviewlint/internal/catalog"
)

// validate checks what the decoder cannot: rule ids exist, globs compile,
// numbers are positive, names are not empty.
func validate(cfg *Config, name string, data []byte) error {
	fail := func(key toml.Key, format string, args ...any) error {
		return &Error{File: name, Line: keyLine(data, key), Key: key.String(), Msg: fmt.Sprintf(format, args...)}
	}
	globs := []struct {
		field    string
		patterns []string
	}{{"reports", cfg.Files.Reports}, {"verdicts", cfg.Files.Verdicts}, {"exclude", cfg.Files.Exclude}}
	for _, g := range globs {
		for _, p := range g.patterns {
			if !doublestar.ValidatePattern(p) {
				return fail(toml.Key{"files", g.field}, "invalid glob %q", p)
			}
			if strings.HasPrefix(p, "/") {
				return fail(toml.Key{"files", g.field}, "glob %q is absolute: paths are relative to the repository root", p)
			}
		}
	}
	for _, id := range slices.Sorted(maps.Keys(cfg.Rules)) {
		rc := cfg.Rules[id]
		if _, ok := catalog.Lookup(id); !ok {
			return fail(toml.Key{"rules", id}, "unknown rule %q (see `reviewlint rules`)", id)
		}
		if rc.Severity == nil {
			return fail(toml.Key{"rules", id}, "missing severity = \"error\" | \"warning\" | \"off\"")
		}
	}
	for i, o := range cfg.Overrides {
		key := toml.Key{"overrides"}
		if len(o.Paths) == 0 {
			return fail(key, "override %d has no paths", i+1)
		}
		for _, p := range o.Paths {
			if !doublestar.ValidatePattern(p) {
				return fail(toml.Key{"overrides", "paths"}, "invalid glob %q", p)
			}
			if strings.HasPrefix(p, "/") {
				return fail(toml.Key{"overrides", "paths"}, "glob %q is absolute: paths are relative to the repository root", p)
			}
		}
		for _, id := range slices.Sorted(maps.Keys(o.Rules)) {
			rc := o.Rules[id]
			if _, ok := catalog.Lookup(id); !ok {
				return fail(toml.Key{"overrides", "rules", id}, "unknown rule %q (see `reviewlint rules`)", id)
			}
			if rc.Severity == nil {
				return fail(toml.Key{"overrides", "rules", id}, "missing severity = \"error\" | \"warning\" | \"off\"")
			}
		}
	}
	if cfg.CommitMsg.VerdictTrailer == "" {
		return fail(toml.Key{"commit-msg", "verdict-trailer"}, "must not be empty")
	}
	if cfg.CommitMsg.ReportTrailer == "" {
		return fail(toml.Key{"commit-msg", "report-trailer"}, "must not be empty")
	}
	if cfg.Derive.MaxBlobBytes <= 0 {
		return fail(toml.Key{"derive", "max-blob-bytes"}, "must be a positive number of bytes")
	}
	if err := validateDerive(cfg.Derive, fail); err != nil {
		return err
	}
	switch cfg.Policy.InlineDisable {
	case InlineRefuse, InlineNamed, InlineAllow:
	default:
		return fail(toml.Key{"policy", "inline-disable"}, "is %q; want %q, %q or %q",
			cfg.Policy.InlineDisable, InlineRefuse, InlineNamed, InlineAllow)
	}
	for _, ch := range cfg.Gate.Channels() {
		if ch.Action != GateIgnore && ch.Action != GateNeedsAttention {
			return fail(toml.Key{"gate", ch.Key}, "is %q; want %q or %q", ch.Action, GateIgnore, GateNeedsAttention)
		}
	}
	if cfg.Limits.MaxFileBytes <= 0 {
		return fail(toml.Key{"limits", "max-file-bytes"}, "must be a positive number of bytes")
	}
	return cfg.Dialect.prepare(name, data)
}
