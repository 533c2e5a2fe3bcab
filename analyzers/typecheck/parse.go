package typecheck

import (
	"bytes"
	"path"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"
)

// Diagnostic line forms, matched at the start of a line or after
// whitespace (a tool's prefix such as "vet: " or pyright's indent):
//
//	file:line:col: message    (go, gcc, rustc short, eslint unix, mypy with columns)
//	file:line: message        (mypy, flake8 without columns)
//	file(line,col): message   (tsc, msbuild)
//	file:line:col - message   (pyright)
var (
	colonForm = &lazyregexp.Regexp{Expr: `(?:^|\s)([^\s:()]+):(\d+)(?::(\d+))?(?::| -)\s+(\S.*)$`}
	parenForm = &lazyregexp.Regexp{Expr: `(?:^|\s)([^\s:()]+)\((\d+),(\d+)\):\s+(\S.*)$`}
)

const (
	// maxLine is what is read of one output line: a longer line is cut
	// there (its position is at the start) and reading goes on with the
	// next, so no line, however long, hides the ones after it.
	maxLine = 64 << 10
	// maxSiteBytes bounds the lines kept as sites. A checker that writes
	// more is not read as a check (Overflow), so memory stays bounded
	// whatever the checked code makes it print.
	maxSiteBytes = 64 << 20
	// maxLastLine bounds the last line kept for a failure's reason.
	maxLastLine = 300
)

// OutputReader reads a checker's output as it is written, line by line,
// in bounded memory: the error sites, and the last non-empty line. Paths
// are made relative to the tree the checker ran in: roots lists the
// directory's spellings (the temporary directory, and its resolved form),
// which are cut from paths and messages alike. A line whose path is
// outside the tree (a library's file), or whose message is a note or a
// warning, is not a site of this tree's errors; a line in no known form
// is not a site.
type OutputReader struct {
	roots    []string
	line     []byte
	sites    []Site
	kept     int
	limit    int // maxSiteBytes; smaller in tests
	last     string
	overflow bool
}

// NewOutputReader returns a reader for output written in a tree spelled
// by roots.
func NewOutputReader(roots ...string) *OutputReader {
	r := &OutputReader{limit: maxSiteBytes}
	for _, root := range roots {
		if root != "" {
			r.roots = append(r.roots, strings.TrimSuffix(root, "/")+"/")
		}
	}
	return r
}

// Write reads p, a piece of the output; a line may span pieces.
func (r *OutputReader) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		chunk := p
		if i >= 0 {
			chunk = p[:i]
		}
		if room := maxLine - len(r.line); room > 0 {
			r.line = append(r.line, chunk[:min(room, len(chunk))]...)
		}
		if i < 0 {
			break
		}
		r.endLine()
		p = p[i+1:]
	}
	return n, nil
}

// endLine reads the line gathered so far.
func (r *OutputReader) endLine() {
	line := strings.TrimRight(string(r.line), "\r")
	r.line = r.line[:0]
	for _, root := range r.roots {
		line = strings.ReplaceAll(line, root, "")
	}
	if t := strings.TrimSpace(line); t != "" {
		r.last = t[:min(len(t), maxLastLine)]
	}
	s, ok := parseLine(line)
	if !ok || r.overflow {
		return
	}
	if r.kept += len(line); r.kept > r.limit {
		r.overflow, r.sites = true, nil
		return
	}
	r.sites = append(r.sites, s)
}

// Close reads a last line that has no newline.
func (r *OutputReader) Close() error {
	if len(r.line) > 0 {
		r.endLine()
	}
	return nil
}

// Sites are the error sites read; nil after an overflow.
func (r *OutputReader) Sites() []Site { return r.sites }

// LastLine is the output's last non-empty line, for a failure's reason.
func (r *OutputReader) LastLine() string { return r.last }

// Overflow reports output with more sites than are kept: not a check.
func (r *OutputReader) Overflow() bool { return r.overflow }

// ParseOutput reads a whole output with an OutputReader.
func ParseOutput(out []byte, roots ...string) []Site {
	r := NewOutputReader(roots...)
	r.Write(out)
	r.Close()
	return r.Sites()
}
func parseLine(line string) (Site, bool) {
	m := parenForm.Get().FindStringSubmatch(line)
	if m == nil {
		m = colonForm.Get().FindStringSubmatch(line)
	}
	if m == nil {
		return Site{}, false
	}
	p := path.Clean(strings.ReplaceAll(m[1], `\`, "/"))
	if path.IsAbs(p) || p == ".." || strings.HasPrefix(p, "../") || p == "." {
		return Site{}, false
	}
	ln, err := strconv.Atoi(m[2])
	if err != nil || ln <= 0 {
		return Site{}, false
	}
	col, _ := strconv.Atoi(m[3])
	msg := strings.TrimSpace(m[4])
	if notError(msg) {
		return Site{}, false
	}
	return Site{Path: p, Line: ln, Col: col, Msg: msg}, true
}

// notError reports a message a checker marks as something other than an
// error: a note attached to one, a warning, a hint.
func notError(msg string) bool {
	low := strings.ToLower(msg)
	for _, p := range []string{"note:", "note ", "warning:", "warning[", "warning ", "info:", "hint:", "help:"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return false
}
