package config

import (
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// MatchAny reports whether any of the doublestar globs matches the
// slash-separated repository path p. Every glob in rules.toml is matched
// here, so that all verbs agree on what a glob means.
func MatchAny(globs []string, p string) bool {
	for _, g := range globs {
		if ok, _ := doublestar.Match(g, p); ok {
			return true
		}
	}
	return false
}

// matchAny is MatchAny, folding case when f.FoldCase.
func (f Files) matchAny(globs []string, p string) bool {
	if !f.FoldCase {
		return MatchAny(globs, p)
	}
	p = strings.ToLower(p)
	for _, g := range globs {
		if ok, _ := doublestar.Match(strings.ToLower(g), p); ok {
			return true
		}
	}
	return false
}

// IsReport reports whether p is a review report by the globs: matched by
// reports and not excluded.
func (f Files) IsReport(p string) bool {
	return f.matchAny(f.Reports, p) && !f.matchAny(f.Exclude, p)
}

// IsVerdict reports whether p is a verdict file by the globs: matched by
// verdicts, not excluded, and not a report.
func (f Files) IsVerdict(p string) bool {
	return f.matchAny(f.Verdicts, p) && !f.matchAny(f.Exclude, p) && !f.matchAny(f.Reports, p)
}

// IsExcluded reports whether the exclude globs match p.
func (f Files) IsExcluded(p string) bool {
	return f.matchAny(f.Exclude, p)
}
