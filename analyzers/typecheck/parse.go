package typecheck

import (
	"bufio"
	"bytes"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Diagnostic line forms, matched at the start of a line or after
// whitespace (a tool's prefix such as "vet: " or pyright's indent):
//
//	file:line:col: message    (go, gcc, rustc short, eslint unix, mypy with columns)
//	file:line: message        (mypy, flake8 without columns)
//	file(line,col): message   (tsc, msbuild)
//	file:line:col - message   (pyright)
var (
	colonForm = regexp.MustCompile(`(?:^|\s)([^\s:()]+):(\d+)(?::(\d+))?(?::| -)\s+(\S.*)$`)
	parenForm = regexp.MustCompile(`(?:^|\s)([^\s:()]+)\((\d+),(\d+)\):\s+(\S.*)$`)
)

// ParseOutput reads a checker's output as error sites. Paths are made
// relative to the tree the checker ran in: roots lists the directory's
// spellings (the temporary directory, and its resolved form), which are
// cut from paths and messages alike. A line whose path is outside the tree
// (a library's file), or whose message is a note or a warning, is not a
// site of this tree's errors; a line in no known form is not a site.
func ParseOutput(out []byte, roots ...string) []Site {
	var sites []Site
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		for _, r := range roots {
			if r != "" {
				line = strings.ReplaceAll(line, strings.TrimSuffix(r, "/")+"/", "")
			}
		}
		s, ok := parseLine(line)
		if !ok {
			continue
		}
		sites = append(sites, s)
	}
	return sites
}

func parseLine(line string) (Site, bool) {
	m := parenForm.FindStringSubmatch(line)
	if m == nil {
		m = colonForm.FindStringSubmatch(line)
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
