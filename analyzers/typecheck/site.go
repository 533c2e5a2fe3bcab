package typecheck

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// Site is one error: where it is and what it says. Line and Col are
// 1-based; Col is 0 when the checker gives no column. Msg may hold
// several lines, as go/types writes them: the first says what is wrong,
// each further one (indented by a tab) adds to it.
type Site struct {
	Path string `json:"path"`
	Line int    `json:"line"`
	Col  int    `json:"col,omitempty"`
	Msg  string `json:"message"`
}

func (s Site) String() string { return s.format(s.Path) }

// Text is the site as derive's text output prints it: the path quoted as
// git quotes it, and the message as lines, each with its control
// characters escaped. A message's further lines (go/types indents them
// with tabs: another declaration's place, a missing method's have and
// want) are indented by four spaces, and four more for each tab.
func (s Site) Text() string {
	lines := strings.Split(s.Msg, "\n")
	for i, l := range lines {
		if i == 0 {
			lines[i] = gitquote.Text(l)
			continue
		}
		rest := strings.TrimLeft(l, "\t")
		lines[i] = strings.Repeat("    ", 1+len(l)-len(rest)) + gitquote.Text(rest)
	}
	return Site{Line: s.Line, Col: s.Col, Msg: strings.Join(lines, "\n")}.format(gitquote.Path(s.Path))
}

func (s Site) format(path string) string {
	if s.Col > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", path, s.Line, s.Col, s.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", path, s.Line, s.Msg)
}

// compareSites orders sites by path, line, column, then message.
func compareSites(a, b Site) int {
	return cmp.Or(strings.Compare(a.Path, b.Path), cmp.Compare(a.Line, b.Line),
		cmp.Compare(a.Col, b.Col), strings.Compare(a.Msg, b.Msg))
}

// positions matches a file position inside a message ("other declaration
// at a.go:12:3"): it moves with the change, so two sides' messages are
// compared without it.
var positions = &lazyregexp.Regexp{Expr: `[^\s():]+:\d+(:\d+)?|\(\d+,\d+\)`}

// sameMessage is the message with positions blanked, the key under which
// two sides' errors are the same error.
func sameMessage(msg string) string {
	return positions.Get().ReplaceAllString(strings.TrimSpace(msg), "<pos>")
}

// environmental reports whether msg says a dependency could not be found:
// what the machine lacks rather than what the code gets wrong. A new such
// error at head (a new import the module cache does not hold) is a gap in
// the check, not a finding.
func environmental(msg string) bool {
	m := strings.ToLower(msg)
	for _, s := range environmentalMarkers {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

var environmentalMarkers = []string{
	// CheckGo's own reasons for an import it could not resolve: what the
	// machine lacks. (An in-module package that does not exist, or a
	// module go.mod does not require, is the code's error, not these.)
	"is not in the module cache",
	"no module cache",
	"no standard library",
	"outside the repository",
	"no go.mod encloses",
	// Checkers' messages for a dependency that is not installed.
	"cannot find module",              // tsc TS2307
	"cannot find package",             // go in GOPATH mode
	"no required module provides",     // go
	"library stub",                    // mypy
	"cannot find implementation",      // mypy
	"import could not be resolved",    // pyright
	"no module named",                 // python
	"unresolved import",               // rustc E0432
	"can't find crate",                // rustc E0463
	"could not find type declaration", // tsc TS7016
}
