package ruletest

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// marker opens the expectations at the end of a line.
const marker = "// want "

// Expectation is one diagnostic a line of a case expects.
type Expectation struct {
	Rule string
	// Column is the expected byte column; 0 accepts any.
	Column int
	// Message is compared only when HasMessage is set.
	Message    string
	HasMessage bool
}

func (e Expectation) String() string {
	s := e.Rule
	if e.Column > 0 {
		s += "@" + strconv.Itoa(e.Column)
	}
	if e.HasMessage {
		s += " " + strconv.Quote(e.Message)
	}
	return s
}

// Parse cuts the markers from content. It returns the bytes the linter is
// to read and the expectations by 1-based line.
func Parse(content []byte) ([]byte, map[int][]Expectation, error) {
	lines := bytes.Split(content, []byte("\n"))
	want := map[int][]Expectation{}
	for i, line := range lines {
		body, cr := bytes.CutSuffix(line, []byte("\r"))
		at := markerAt(body)
		if at < 0 {
			continue
		}
		exps, err := parseExpectations(string(body[at+len(marker):]))
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		want[i+1] = exps
		if at > 0 {
			at-- // the space that separates the marker from the line
		}
		// A full slice expression, so that appending the \r copies
		// rather than writing into content.
		lines[i] = body[:at:at]
		if cr {
			lines[i] = append(lines[i], '\r')
		}
	}
	return bytes.Join(lines, []byte("\n")), want, nil
}

// markerAt finds the marker at the start of body or after a space; -1 when
// there is none.
func markerAt(body []byte) int {
	for from := 0; ; {
		i := bytes.Index(body[from:], []byte(marker))
		if i < 0 {
			return -1
		}
		i += from
		if i == 0 || body[i-1] == ' ' {
			return i
		}
		from = i + 1
	}
}

// parseExpectations reads `rule[@col] ["message"]`, repeated.
func parseExpectations(s string) ([]Expectation, error) {
	var exps []Expectation
	for s = strings.TrimLeft(s, " "); s != ""; s = strings.TrimLeft(s, " ") {
		if s[0] == '"' {
			if len(exps) == 0 || exps[len(exps)-1].HasMessage {
				return nil, fmt.Errorf("message %.40s follows no rule", s)
			}
			q, err := strconv.QuotedPrefix(s)
			if err != nil {
				return nil, fmt.Errorf("message %.40s: %w", s, err)
			}
			msg, _ := strconv.Unquote(q)
			exps[len(exps)-1].Message, exps[len(exps)-1].HasMessage = msg, true
			s = s[len(q):]
			continue
		}
		word, rest, _ := strings.Cut(s, " ")
		s = rest
		rule, col, hasCol := strings.Cut(word, "@")
		if !validRule(rule) {
			return nil, fmt.Errorf("%q is not a rule id", rule)
		}
		e := Expectation{Rule: rule}
		if hasCol {
			n, err := strconv.Atoi(col)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("%q: the column must be a number from 1", word)
			}
			e.Column = n
		}
		exps = append(exps, e)
	}
	if len(exps) == 0 {
		return nil, fmt.Errorf("a want marker names no rule")
	}
	return exps, nil
}

func validRule(s string) bool {
	if s == "" || s[0] == '-' {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// Mark writes ds onto clean as markers, each with its column and message:
// Parse's inverse, for -update. Diagnostics after the last line are an
// error, since no line can carry them.
func Mark(clean []byte, ds []diag.Diagnostic) ([]byte, error) {
	lines := bytes.Split(clean, []byte("\n"))
	byLine := map[int][]diag.Diagnostic{}
	for _, d := range ds {
		if d.Line < 1 || d.Line > len(lines) {
			return nil, fmt.Errorf("%s at line %d: the file has %d lines", d.Rule, d.Line, len(lines))
		}
		byLine[d.Line] = append(byLine[d.Line], d)
	}
	numbers := make([]int, 0, len(byLine))
	for n := range byLine {
		numbers = append(numbers, n)
	}
	sort.Ints(numbers)
	for _, n := range numbers {
		body, cr := bytes.CutSuffix(lines[n-1], []byte("\r"))
		if markerAt(body) >= 0 {
			return nil, fmt.Errorf("line %d already holds %q, which a marker cannot follow", n, marker)
		}
		var b strings.Builder
		b.Write(body)
		if len(body) > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strings.TrimSuffix(marker, " "))
		lineDs := byLine[n]
		diag.Sort(lineDs)
		for _, d := range lineDs {
			fmt.Fprintf(&b, " %s@%d %s", d.Rule, d.Column, strconv.Quote(d.Message))
		}
		if cr {
			b.WriteByte('\r')
		}
		lines[n-1] = []byte(b.String())
	}
	return bytes.Join(lines, []byte("\n")), nil
}
