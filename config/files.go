package config

import "github.com/bmatcuk/doublestar/v4"

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

// IsReport reports whether p is a review report by the globs: matched by
// reports and not excluded.
func (f Files) IsReport(p string) bool {
	return MatchAny(f.Reports, p) && !MatchAny(f.Exclude, p)
}

// IsVerdict reports whether p is a verdict file by the globs: matched by
// verdicts, not excluded, and not a report.
func (f Files) IsVerdict(p string) bool {
	return MatchAny(f.Verdicts, p) && !MatchAny(f.Exclude, p) && !MatchAny(f.Reports, p)
}
