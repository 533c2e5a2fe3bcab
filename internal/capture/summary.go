package capture

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"
)

// summarizer reads the output line by line, in bounded memory, for its
// summary: a test runner's own summary line when one is recognised, the
// go test package counts when go test ran, else the last non-empty line.
type summarizer struct {
	partial        []byte // the current line, up to maxLine bytes
	partialTooLong bool
	last           string // last non-empty line
	recognised     string // last recognised summary line
	goOK, goFail   int
	goNoTests      int
}

// maxLine bounds what is kept of one line.
const maxLine = 4096

func (s *summarizer) Write(p []byte) (int, error) {
	for _, b := range p {
		if b == '\n' {
			s.line(string(s.partial))
			s.partial, s.partialTooLong = s.partial[:0], false
			continue
		}
		if len(s.partial) < maxLine {
			s.partial = append(s.partial, b)
		} else {
			s.partialTooLong = true
		}
	}
	return len(p), nil
}

func (s *summarizer) line(l string) {
	l = clean(l)
	if strings.TrimSpace(l) == "" {
		return
	}
	s.last = strings.TrimSpace(l)
	switch {
	case patterns().goOK.MatchString(l):
		s.goOK++
		return
	case patterns().goFail.MatchString(l):
		s.goFail++
		return
	case patterns().goNoTest.MatchString(l):
		s.goNoTests++
		return
	}
	for _, re := range patterns().runners {
		if re.MatchString(l) {
			s.recognised = strings.TrimSpace(l)
			return
		}
	}
}

// Summary is the summary line; call it after the last Write.
func (s *summarizer) Summary() string {
	if len(s.partial) > 0 {
		s.line(string(s.partial))
		s.partial = s.partial[:0]
	}
	switch {
	case s.goOK+s.goFail > 0:
		return fmt.Sprintf("go test: %d %s ok, %d failed, %d without test files",
			s.goOK, plural(s.goOK, "package", "packages"), s.goFail, s.goNoTests)
	case s.recognised != "":
		return s.recognised
	}
	return s.last
}

// summaryPatterns are the lines a summary is recognised by.
type summaryPatterns struct {
	goOK, goFail, goNoTest *regexp.Regexp
	// Runners' own summary lines: pytest, jest and vitest, cargo test,
	// mocha, rspec and minitest, tsc, unittest, phpunit.
	runners []*regexp.Regexp
}

// patterns is compiled on first use, not at start-up: only evidence
// capture reads them.
var patterns = sync.OnceValue(func() summaryPatterns {
	return summaryPatterns{
		goOK:     regexp.MustCompile(`^ok\s+\S+\s+(\(cached\)|[\d.]+s)`),
		goFail:   regexp.MustCompile(`^FAIL\s+\S+\s+([\d.]+s|\[build failed\]|\[setup failed\])`),
		goNoTest: regexp.MustCompile(`^\?\s+\S+\s+\[no test files\]`),
		runners: []*regexp.Regexp{
			regexp.MustCompile(`^=+ .*\b(passed|failed|error|errors|skipped|no tests ran)\b.* in [\d.]+m?s.*=+$`),
			regexp.MustCompile(`^Tests:\s+.*\btotal\b`),
			regexp.MustCompile(`^\s*Tests\s+\d+ (passed|failed)`),
			regexp.MustCompile(`^test result: (ok|FAILED)\.`),
			regexp.MustCompile(`^\s*\d+ (passing|failing)\b`),
			regexp.MustCompile(`^\d+ examples?, \d+ failures?`),
			regexp.MustCompile(`^\d+ runs, \d+ assertions`),
			regexp.MustCompile(`^Found \d+ errors?\b`),
			regexp.MustCompile(`^(OK|FAILED)( \(.*\))?$`),
			regexp.MustCompile(`^(OK \(\d+ tests?|Tests: \d+, Assertions: \d+)`),
		},
	}
})

// ansi matches terminal escape sequences; compiled on first use.
var ansi = &lazyregexp.Regexp{Expr: "\x1b\\[[0-9;?]*[ -/]*[@-~]"}

// clean drops terminal colour codes and control characters (a carriage
// return ends progress lines: what follows the last one is what shows).
func clean(l string) string {
	if i := strings.LastIndexByte(strings.TrimRight(l, "\r"), '\r'); i >= 0 {
		l = l[i+1:]
	}
	l = ansi.Get().ReplaceAllString(l, "")
	return strings.Map(func(r rune) rune {
		if r == '\t' {
			return ' '
		}
		if r < 0x20 || r == 0x7f || r == '\uFFFD' {
			return -1
		}
		return r
	}, l)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
