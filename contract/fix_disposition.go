package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// A finding bullet that leads with its disposition (`- **FAIL**: x — why`,
// `1. [NOTE] x — why`) says everything the contract asks, in another
// order: the fix writes `x: FAIL — why`, the rewrite the diagnostic's
// message spells out. Only a disposition written in upper case and set
// off from the finding (by a colon or dash, or by bold or brackets around
// it) is moved: `- Note that the parser …` is prose, not a NOTE.

// leading is a disposition read at the head of a finding's text.
type leadingWord struct {
	word    match
	finding string
	reason  string
	sep     string // the separator between finding and reason, " — " or ""
}

// leadingDisposition reads text (rendered, or source) as a disposition,
// its finding and reason; upper says the word must be in upper case.
func (d *Dialect) leadingDisposition(text string) (l leadingWord, prefix, tail string, ok bool) {
	t := strings.TrimLeft(text, "*_ \t[")
	prefix = text[:len(text)-len(t)]
	m, ok := d.dispositionAt(t)
	if !ok && strings.Contains(prefix, "_") {
		// `__FAIL__` in the source: the underscores close emphasis.
		m, ok = d.dispositionAt(strings.Replace(t, "_", " ", 1))
	}
	if !ok || !isUpper(t[:m.end]) {
		return leadingWord{}, "", "", false
	}
	rest := strings.TrimLeft(t[m.end:], "*_] \t")
	sep := false
	for _, s := range []string{":", "—", "–", "-"} {
		if r, ok := strings.CutPrefix(rest, s); ok {
			rest, sep = r, true
			break
		}
	}
	after := strings.TrimLeft(rest, "*_ \t")
	tail = t[m.end : len(t)-len(after)]
	if !sep && !strings.ContainsAny(prefix, "*_[") {
		return leadingWord{}, "", "", false
	}
	l = leadingWord{word: m, finding: strings.TrimSpace(after)}
	for _, s := range []string{" — ", " – ", " - "} {
		if i := strings.Index(l.finding, s); i > 0 {
			l.finding, l.reason, l.sep = strings.TrimSpace(l.finding[:i]), strings.TrimSpace(l.finding[i+len(s):]), s
			break
		}
	}
	if l.finding == "" || strings.ContainsAny(l.finding[:1], "-—–:") || strings.HasPrefix(l.finding, "—") || strings.HasPrefix(l.finding, "–") {
		return leadingWord{}, "", "", false
	}
	return l, prefix, tail, true
}

// dispositionFix moves the disposition of the finding bullet dg points
// at after its finding.
func (d *Dialect) dispositionFix(s source, r *report, dg diag.Diagnostic) (candidate, bool) {
	item, ok := itemAt(r.parts[secFindings].items, dg.Line, dg.Column)
	if !ok || item.task != 0 {
		return candidate{}, false
	}
	seen, _, _, ok := d.leadingDisposition(item.text)
	if !ok {
		return candidate{}, false
	}
	text, lineStart, ok := s.text(dg.Line)
	if !ok {
		return candidate{}, false
	}
	from := contentStart(text, dg.Column-1)
	if from < 0 {
		return candidate{}, false
	}
	body := strings.TrimRight(text[from:], " \t")
	written, prefix, tail, ok := d.leadingDisposition(body)
	// The markup around the word must close where it opens: `**FAIL**:`
	// and `**FAIL:**`, not `**FAIL: the parser**`.
	if !ok || written.word.phrase != seen.word.phrase ||
		strings.Count(prefix, "*") != strings.Count(tail, "*") ||
		strings.Count(prefix, "_") != strings.Count(tail, "_") ||
		strings.Count(prefix, "[") != strings.Count(tail, "]") {
		return candidate{}, false
	}
	word := written.word.phrase.text
	repl := written.finding + ": " + word
	if written.reason != "" {
		repl += written.sep + written.reason
	}
	return candidate{
		Fix: Fix{
			Rule: dg.Rule, Line: dg.Line, Column: dg.Column,
			Start: lineStart + from, End: lineStart + from + len(body), Replacement: repl,
			Title: "put the disposition after the finding: `" + shorten(repl, 60) + "`",
		},
		want: fixExpectation{rule: dg.Rule, at: pos{dg.Line, dg.Column},
			fixEntry: fixEntry{kind: fixedFinding, means: seen.word.phrase.means, text: seen.finding, reason: seen.reason}},
	}, true
}

// itemAt finds the item at a line and column.
func itemAt(items []block, line, col int) (block, bool) {
	for _, it := range items {
		if it.line == line && it.col == col {
			return it, true
		}
	}
	return block{}, false
}

// contentStart is the offset of a list item's content in its line, the
// item's marker (`-`, `*`, `+`, `1.`, `1)`) at offset at; -1 when the
// line does not open an item there.
func contentStart(line string, at int) int {
	if at < 0 || at >= len(line) {
		return -1
	}
	i := at
	switch c := line[i]; {
	case c == '-' || c == '*' || c == '+':
		i++
	case c >= '0' && c <= '9':
		for i < len(line) && i-at < 9 && line[i] >= '0' && line[i] <= '9' {
			i++
		}
		if i >= len(line) || line[i] != '.' && line[i] != ')' {
			return -1
		}
		i++
	default:
		return -1
	}
	spaces := 0
	for i < len(line) && line[i] == ' ' {
		i++
		spaces++
	}
	if spaces == 0 || spaces > 4 {
		return -1
	}
	return i
}
