package config

import (
	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// RuleSeverity is a rule's severity under [rules] alone: the catalog's
// default, unless [rules] sets one. An id the catalog does not know is an
// error, so that a finding never passes for want of a table entry.
func (c *Config) RuleSeverity(rule string) diag.Severity {
	s := diag.Error
	if r, ok := catalog.Lookup(rule); ok {
		s = r.Default
	}
	if rc, ok := c.Rules[rule]; ok && rc.Severity != nil {
		s = *rc.Severity
	}
	return s
}

// Severity is a rule's severity for the file at the slash-separated
// repository path p: RuleSeverity, then every [[overrides]] entry whose
// paths match p, in order, the last one winning. Every verb asks here,
// so the same finding in the same file weighs the same everywhere.
func (c *Config) Severity(rule, p string) diag.Severity {
	s := c.RuleSeverity(rule)
	for _, o := range c.Overrides {
		if rc, ok := o.Rules[rule]; ok && rc.Severity != nil && c.Files.Match(o.Paths, p) {
			s = *rc.Severity
		}
	}
	return s
}
