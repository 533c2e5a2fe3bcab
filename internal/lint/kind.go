package lint

import (
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/internal/mdfile"
)

// Kind is what a file is linted as.
type Kind uint8

// The kinds of file.
const (
	None Kind = iota
	Report
	Verdict
)

// String names the kind as `--as` spells it.
func (k Kind) String() string {
	switch k {
	case Report:
		return "report"
	case Verdict:
		return "verdict"
	}
	return "none"
}

// ParseKind reads `--as report|verdict`.
func ParseKind(s string) (Kind, bool) {
	switch s {
	case "report":
		return Report, true
	case "verdict":
		return Verdict, true
	}
	return None, false
}

// KindOf classifies a slash-separated path relative to the repository root
// by the config's globs alone, as the hooks and `check` do. Excluded paths
// are None.
func (l *Linter) KindOf(p string) Kind {
	p = strings.TrimPrefix(path.Clean(p), "./")
	switch {
	case l.cfg.Files.IsReport(p):
		return Report
	case l.cfg.Files.IsVerdict(p):
		return Verdict
	}
	return None
}

// KindForPath classifies a path a user named on the command line: by the
// globs, else by its extension (what GitHub renders as markdown is a
// report, .json a verdict file), else as fallback.
func (l *Linter) KindForPath(p string, fallback Kind) Kind {
	if k := l.KindOf(p); k != None {
		return k
	}
	if mdfile.IsMarkdown(p) {
		return Report
	}
	if strings.EqualFold(path.Ext(p), ".json") {
		return Verdict
	}
	return fallback
}
