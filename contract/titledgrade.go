package contract

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A heading that opens with a blocking grade and goes on, past a
// separator, to name something (`### Critical: the token leaks`, `###
// [Blocker] data loss`) is read as a severity heading: what it heads is
// graded by it. When it heads nothing, a reader still sees one blocking
// finding, the title itself; read as a heading of an empty list it would
// pass beside an approval. So the reader holds such a heading until the
// next block says which it is: content under it makes it the severity
// heading it was, and the next heading of its level or above, or the
// end, makes it a blocking finding.

// titledGrade reads a heading's text for a blocking grade and the title
// of a finding after it: `Critical: the token leaks`, `[Blocker] data
// loss`, `High - a race`, `Critical issue: the token leaks`. A count, a
// none, a bare no, or a title marked settled names no finding.
func (d *Dialect) titledGrade(text string) (severity, string, bool) {
	t := strings.TrimLeft(normalize(text), "0123456789.)#: ")
	sev, end, ok := d.severityWords(t)
	if !ok || sev.means != Fail {
		return severity{}, "", false
	}
	rest := strings.TrimLeft(t[end:], "*_`")
	// `Critical issue: …`: one issue, named before the separator; a
	// plural (`Critical Issues: …`) heads a list.
	if w := leadingLetters(strings.TrimLeft(rest, " ")); issueNoun(strings.ToLower(w)) && !strings.HasSuffix(w, "s") {
		rest = strings.TrimLeft(strings.TrimLeft(rest, " ")[len(w):], "*_`")
	}
	sep := strings.TrimLeft(rest, " \t")
	var title string
	switch {
	case strings.HasPrefix(rest, "]"), strings.HasPrefix(rest, ")"):
		title = rest[1:]
	case strings.HasPrefix(sep, ":"), strings.HasPrefix(sep, "|"):
		title = sep[1:]
	case strings.HasPrefix(sep, "—"), strings.HasPrefix(sep, "–"):
		_, size := utf8.DecodeRuneInString(sep)
		title = sep[size:]
	case sep != rest && (strings.HasPrefix(sep, "- ") || strings.HasPrefix(sep, "-- ")):
		// A dash parts them only with a space on each side:
		// `High-level design` is one word.
		title = strings.TrimLeft(sep, "-")
	default:
		return severity{}, "", false
	}
	title = strings.TrimSpace(strings.TrimLeft(title, " \t*_`:—–-"))
	title = strings.TrimRight(title, " \t*_`")
	if !strings.ContainsFunc(title, proseword.IsRune) {
		return severity{}, "", false
	}
	if d.countTitle(title) {
		return severity{}, "", false // `Critical: 0`, `Critical: 2 issues`: a count
	}
	if d.saysNone(title) || answersNo(title) || resolvedMark(title) {
		return severity{}, "", false
	}
	return sev, title, true
}

// leadingLetters is the run of ASCII letters s opens with.
func leadingLetters(s string) string {
	i := 0
	for i < len(s) && (s[i]|0x20 >= 'a' && s[i]|0x20 <= 'z') {
		i++
	}
	return s[:i]
}

// holdTitled holds a heading that names a blocking finding in its title
// (see titledGrade) until the next block says whether it heads anything.
func (r *reader) holdTitled(b block, level int) {
	text := b.text
	if b.unstruck != nil {
		text = *b.unstruck // struck words are withdrawn
	}
	sev, title, ok := r.d.titledGrade(text)
	if !ok || r.alt > 0 || r.file > 0 {
		return
	}
	r.titled = &Finding{Text: title, Disposition: Fail, Word: sev.word, Line: b.line, Col: b.col}
	r.titledLevel = level
}

// settleTitled settles the heading held by holdTitled as block b comes:
// content under it makes it a heading of what follows; a heading of its
// level or above, or the end (b nil), leaves it heading nothing, so it is
// the finding it names.
func (r *reader) settleTitled(b *block) {
	if r.titled == nil || b != nil && b.kind == kindComment {
		return
	}
	if b == nil || b.kind == kindHeading && headingLevel(*b) <= r.titledLevel {
		r.rep.strays = append(r.rep.strays, *r.titled)
	}
	r.titled = nil
}

// countTitle reports whether a graded heading's title is a count and
// nothing more: `0`, `2 issues`, `(3) found`, or a count of each grade
// in turn (`0, Major: 0`). A count that goes on (`0 — but the login
// handler drops auth checks`) names a finding.
func (d *Dialect) countTitle(title string) bool {
	t := strings.TrimLeft(title, "(")
	w := firstWord(t)
	if _, err := strconv.Atoi(strings.Trim(w, ".,:;()")); err != nil {
		return false
	}
	rest := strings.TrimLeft(t[len(w):], " \t")
	if n, tail, ok := countThen(t); ok {
		if tail == "" {
			return true
		}
		if _, _, ok := d.gradeCounts(Finding{}, n, tail, block{kind: kindItem}, d.grades, 0); ok {
			return true
		}
	}
	for rest != "" {
		w, after, ok := proseword.Next(rest)
		if !ok {
			return strings.Trim(rest, " \t.,;:()") == ""
		}
		if !strings.HasPrefix(strings.TrimLeft(rest, " \t.,;:()"), w) {
			return false
		}
		w = strings.ToLower(w)
		if !issueNoun(w) && !slices.Contains(noneParticiples, w) && w != "total" && w != "open" {
			return false
		}
		rest = after
	}
	return true
}
