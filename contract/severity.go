package contract

import (
	"fmt"
	"strconv"
	"strings"
)

// Severities, in dialects that write them: a heading that gives the
// findings under it a severity (`## Critical Issues`, `### Warnings`), a
// `Severity: Major` line in a finding's body, and a bullet that opens
// with its severity (`- **CRITICAL**: …`, `- [NIT] path:408 -- …`). The
// severity words are the dialect's dispositions: each blocks (FAIL) or
// does not (NOTE).

// severityHeading reads a heading that names a severity by its first
// words, singular or plural: "Critical Issues (BLOCKER)", "Warnings",
// "🔴 Blockers". Only dialects that write findings under severity
// headings have them.
func (d *Dialect) severityHeading(text string) (severity, bool) {
	if !d.findingForms[FormHeadings] {
		return severity{}, false
	}
	t := strings.TrimLeft(normalize(text), "0123456789.)#: ")
	sev, ok := d.severityWords(t)
	if !ok || !listHeading(t) {
		return severity{}, false
	}
	return sev, true
}

// listNouns are the words a severity heading may go on with: "Critical
// Issues", "High Priority Findings". A heading that goes on otherwise
// ("Notes from the meeting") names no severity.
var listNouns = map[string]bool{
	"issue": true, "issues": true, "finding": true, "findings": true, "concern": true, "concerns": true,
	"problem": true, "problems": true, "item": true, "items": true, "priority": true, "severity": true,
	"bug": true, "bugs": true, "defect": true, "defects": true, "risk": true, "risks": true, "gap": true,
	"gaps": true, "change": true, "changes": true, "fix": true, "fixes": true, "recommendations": true,
	"suggestions": true, "observations": true, "notes": true, "violations": true, "level": true,
	"required": true, "requested": true, "blocking": true, "non-blocking": true, "and": true,
}

// listHeading reports whether a heading is a severity word, perhaps
// plural, then only list nouns, emoji or a parenthetical.
func listHeading(t string) bool {
	if i := strings.IndexAny(t, "(—–:"); i > 0 {
		t = t[:i]
	}
	ws := strings.Fields(t)
	for i, w := range ws {
		w = strings.Trim(w, ".,;!*_`")
		if i == 0 || w == "" || !isWordStart(w) {
			continue
		}
		if !listNouns[strings.ToLower(w)] && i > 1 {
			return false
		}
	}
	return len(ws) <= 4
}

// severityWords matches a severity at the first words of t, a plural
// "s" on the first word allowed.
func (d *Dialect) severityWords(t string) (severity, bool) {
	if m, ok := d.dispositions.at(t); ok && d.leads(t, m) {
		return severity{means: m.phrase.means, word: m.phrase.text}, true
	}
	w, rest, ok := nextWord(t)
	if !ok || len(w) < 3 || (w[len(w)-1] != 's' && w[len(w)-1] != 'S') {
		return severity{}, false
	}
	start := len(t) - len(rest) - len(w)
	single := t[:start] + w[:len(w)-1] + rest
	if m, ok := d.dispositions.at(single); ok && d.leads(single, m) {
		return severity{means: m.phrase.means, word: m.phrase.text}, true
	}
	return severity{}, false
}

// leads reports whether match m is the first thing in t but decoration.
func (d *Dialect) leads(t string, m match) bool {
	_, _, before := cutWord(t[:m.start])
	return !before
}

// severityLabel reads a line that states a finding's severity with one
// of the dialect's labels: `**Severity:** Major`, `Priority: high`.
func (d *Dialect) severityLabel(text string) (severity, bool) {
	t := normalize(text)
	t = strings.TrimLeft(t, "-*+• ")
	m, ok := d.sevLabels.at(t)
	if !ok || !d.leads(t, m) {
		return severity{}, false
	}
	rest := strings.TrimLeft(t[m.end:], " ")
	rest, ok = strings.CutPrefix(rest, ":")
	if !ok {
		return severity{}, false
	}
	return d.severityWords(strings.TrimLeft(rest, " "))
}

// severityFirst reads a bullet that opens with its severity: `**CRITICAL**:
// the cache leaks`, `[NIT] path:408 -- wording`, `Major — a race`. A
// severity followed by a count alone (`CRITICAL: 0`) counts findings:
// none when it is 0.
func (d *Dialect) severityFirst(item block) (f Finding, count int, ok bool) {
	if !d.findingForms[FormSeverityFirst] {
		return Finding{}, 0, false
	}
	t := strings.TrimLeft(item.text, " \t*_`[(")
	t = strings.TrimLeftFunc(t, func(r rune) bool { return !isWordRune(r) && r != ' ' && r != '\t' })
	t = strings.TrimLeft(t, " \t*_`[(")
	m, ok := d.dispositionAt(t)
	if !ok {
		return Finding{}, 0, false
	}
	rest := strings.TrimLeft(t[m.end:], "*_`])")
	sep := strings.TrimLeft(rest, " \t")
	switch {
	case strings.HasPrefix(sep, ":"), strings.HasPrefix(sep, "—"), strings.HasPrefix(sep, "–"),
		strings.HasPrefix(sep, "-"), len(rest) > 0 && rest[0] == ']':
	case len(t) > m.end && (t[m.end] == ']' || t[m.end] == ')' || t[m.end] == '*'):
	default:
		return Finding{}, 0, false
	}
	text := strings.TrimSpace(strings.TrimLeft(sep, ":—–- \t*_"))
	f = Finding{Text: text, Disposition: m.phrase.means, Word: m.phrase.text, Reason: text, Line: item.line, Col: item.col}
	if n, err := strconv.Atoi(strings.Trim(text, " .")); err == nil && n >= 0 {
		f.Text = fmt.Sprintf("%d %s", n, m.phrase.text)
		return f, n, true
	}
	if text == "" {
		return Finding{}, 0, false
	}
	if d.saysNone(text) {
		return f, 0, true // `**Blockers:** None`
	}
	return f, 1, true
}
