package contract

import (
	"fmt"
	"slices"
	"strings"
)

// Evidence is a parsed acceptance-evidence block: the worker's captured
// artifact that an ACCEPTED coverage entry rests on.
type Evidence struct {
	StartLine, EndLine int // marker lines; EndLine 0 when the end is missing
	SHA                string
	SHALine, SHACol    int
	Environment        string
	Runs               []Run
	// Text holds the lines that are not `key: value` pairs, kept as written.
	Text []string
	// Problems lists what makes the block malformed, in order.
	Problems []Problem
}

// Run is one `command:` / `result:` pair.
type Run struct {
	Command, Result string
	Line            int
}

// Problem is one defect of an evidence block, at a place.
type Problem struct {
	Line, Col int
	Msg       string
}

// ParseEvidence returns the report's acceptance-evidence blocks, in order.
// The evidence analyzer and `check` audit them against a commit range.
func ParseEvidence(content []byte) []Evidence {
	doc := scan(content, defaultDialect())
	out := make([]Evidence, 0, len(doc.evidence))
	for _, raw := range doc.evidence {
		out = append(out, parseEvidence(raw))
	}
	return out
}

func parseEvidence(raw rawEvidence) Evidence {
	ev := Evidence{StartLine: raw.start, EndLine: raw.end}
	problem := func(line, col int, format string, args ...any) {
		ev.Problems = append(ev.Problems, Problem{line, col, fmt.Sprintf(format, args...)})
	}
	if raw.end == 0 {
		problem(raw.start, 1, "acceptance-evidence block has no end marker: close it with %s", EvidenceEnd)
	}
	envSeen := false
	var open *Run
	for _, l := range raw.lines {
		_, off := indentOf(l.text)
		body := strings.TrimPrefix(l.text[off:], "- ")
		bodyOff := len(l.text) - len(body) // the line offset where body starts
		key, value, ok := strings.Cut(body, ":")
		valueCol := bodyOff + 1
		if ok {
			afterColon := len(key) + 1
			valueCol = bodyOff + afterColon + (len(body[afterColon:]) - len(strings.TrimLeft(body[afterColon:], " \t"))) + 1
		}
		key = strings.ToLower(strings.TrimSpace(key))
		value = strings.TrimSpace(value)
		switch {
		case !ok:
			ev.Text = append(ev.Text, l.text)
		case key == "sha":
			if ev.SHA != "" || ev.SHALine != 0 {
				problem(l.num, off+1, "acceptance-evidence block has a second sha line: keep the one the commands ran at")
				continue
			}
			ev.SHA, ev.SHALine, ev.SHACol = value, l.num, valueCol
			if !isHexSHA(value) {
				problem(l.num, valueCol, "sha %q is not 7 to 64 hexadecimal digits: write the commit id the commands ran at (git rev-parse HEAD)", value)
			}
		case key == "environment":
			envSeen = true
			ev.Environment = value
			if value == "" {
				problem(l.num, off+1, "environment is empty: say the OS, the toolchain and what was unavailable")
			}
		case key == "command":
			if open != nil {
				problem(open.Line, 1, "command %q has no result line: add `result: …` after it", open.Command)
			}
			ev.Runs = append(ev.Runs, Run{Command: value, Line: l.num})
			open = &ev.Runs[len(ev.Runs)-1]
		case key == "result":
			if open == nil {
				problem(l.num, off+1, "result line without a command line before it: put `command: …` above it")
				continue
			}
			open.Result = value
			open = nil
		default:
			ev.Text = append(ev.Text, l.text)
		}
	}
	if open != nil {
		problem(open.Line, 1, "command %q has no result line: add `result: …` after it", open.Command)
	}
	if ev.SHALine == 0 {
		problem(raw.start, 1, "acceptance-evidence block has no sha line (sha: <commit id>)")
	}
	if !envSeen {
		problem(raw.start, 1, "acceptance-evidence block has no environment line (environment: OS, toolchain, what was unavailable)")
	}
	return ev
}

func isHexSHA(s string) bool {
	if len(s) < 7 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// StaleAgainst reports whether the evidence's sha names a commit other than
// head (a full or abbreviated id). An unparsable sha is not stale: it is
// malformed, and reported as that.
func (ev Evidence) StaleAgainst(head string) bool {
	if head == "" || !isHexSHA(ev.SHA) {
		return false
	}
	a, b := strings.ToLower(ev.SHA), strings.ToLower(head)
	return !strings.HasPrefix(b, a) && !strings.HasPrefix(a, b)
}

// namesAlone reports whether the evidence's abbreviated sha names, in the
// repository, the commit under review or one whose code is its, and no
// other object.
func (ev Evidence) namesAlone(o Options) bool {
	full, ok := o.Abbrev(ev.SHA)
	return ok && (strings.EqualFold(full, o.SHA) || slices.ContainsFunc(o.SameCode, func(c string) bool { return strings.EqualFold(full, c) }))
}

// capturedAtAny reports whether the evidence names one of commits.
func (ev Evidence) capturedAtAny(commits []string) bool {
	for _, c := range commits {
		if !ev.StaleAgainst(c) {
			return true
		}
	}
	return false
}

// sameCodeNote says, when there are such commits, that evidence from them
// would have been accepted too.
func sameCodeNote(sameCode []string) string {
	if len(sameCode) == 0 {
		return ""
	}
	return fmt.Sprintf(" or at one of the %d commits before it that change only review artifacts", len(sameCode))
}
