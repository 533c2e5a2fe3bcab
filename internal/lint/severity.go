package lint

import (
	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// severity is the rule's severity at path: the rule's default, then
// [rules], then every [[overrides]] entry whose globs match, in order.
func (l *Linter) severity(rule, path string) diag.Severity {
	s := diag.Error
	if r, ok := catalog.Lookup(rule); ok {
		s = r.Default
	}
	if rc, ok := l.cfg.Rules[rule]; ok {
		s = *rc.Severity
	}
	for _, o := range l.cfg.Overrides {
		if rc, ok := o.Rules[rule]; ok && l.cfg.Files.Match(o.Paths, path) {
			s = *rc.Severity
		}
	}
	return s
}
