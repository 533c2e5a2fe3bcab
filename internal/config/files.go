package config

import (
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// Match reports whether any of the doublestar globs matches the
// slash-separated repository path p, without regard to case when
// f.FoldCase. Every glob in rules.toml ([files] and [[overrides]] paths) is
// matched here, so that all verbs agree on what a glob means and a
// repository with core.ignorecase folds case for all of them.
func (f Files) Match(globs []string, p string) bool {
	if f.FoldCase {
		p = strings.ToLower(p)
	}
	for _, g := range globs {
		if f.FoldCase {
			g = strings.ToLower(g)
		}
		if ok, _ := doublestar.Match(g, p); ok {
			return true
		}
	}
	return false
}

// IsReport reports whether p is a review report by the globs: matched by
// reports and not excluded.
func (f Files) IsReport(p string) bool {
	return f.Match(f.Reports, p) && !f.Match(f.Exclude, p)
}

// IsVerdict reports whether p is a verdict file by the globs: matched by
// verdicts, not excluded, and not a report.
func (f Files) IsVerdict(p string) bool {
	return f.Match(f.Verdicts, p) && !f.Match(f.Exclude, p) && !f.Match(f.Reports, p)
}

// IsExcluded reports whether the exclude globs match p.
func (f Files) IsExcluded(p string) bool {
	return f.Match(f.Exclude, p)
}
