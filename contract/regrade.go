package contract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A grade outside the severity's own place. A finding graded Minor may
// be graded again where a reader reads on: in a cell of its row (`|
// Finding | Severity | Notes |` over `| bad | Minor | Critical |`), or
// after a dash that closes its text as a correction (`- **Minor**: bad —
// actually Critical`). A reader sees a Critical finding, and the worse
// grade stands. Only a grade that stands alone there is one: a cell that
// is the grade and nothing else, in a column of prose about the finding
// (Notes, Comment, Description), not one that grades something else
// (Impact, Likelihood, Effort); a dash followed by the grade, at most
// after a word that corrects (`actually`, `upgraded to`). A grade that
// goes on (`Critical path is fine`), is denied (`not Critical`) or
// stands in the text is prose.

// proseColumn reports whether a column says something of the row's finding
// in words: a grade alone in it grades the finding.
func proseColumn(header string) bool {
	switch headingKey(header) {
	case "note", "notes", "comment", "comments", "remark", "remarks", "detail", "details",
		"description", "summary", "finding", "findings", "issue", "issues", "problem",
		"observation", "observations", "explanation", "reason", "rationale":
		return true
	}
	return false
}

// regradedCell finds, in a row graded by the cells at cols, a cell of a
// prose column that is a blocking grade alone: the grade a reader sees
// beside the one in the severity column.
func (d *Dialect) regradedCell(row block, cols ...int) (match, bool) {
	for i, c := range row.cells {
		if i >= len(row.header) || !proseColumn(row.header[i].text) {
			continue
		}
		skip := false
		for _, col := range cols {
			skip = skip || i == col
		}
		if skip {
			continue
		}
		if m, ok := d.gradeAlone(c.text); ok {
			return m, true
		}
	}
	return match{}, false
}

// regradedTail reads a correction that closes a graded finding's text:
// the last dash, then at most a correcting word, then a blocking grade
// and nothing more (`bad — actually Critical`, `bad — Critical`).
func (d *Dialect) regradedTail(text string) (match, bool) {
	t := strings.TrimRight(text, " \t.!*_`")
	tail := tailStart(t, 8*d.grades.longestBytes()+64)
	i := lastDash(t[tail:])
	if i < 0 || tail+i == 0 {
		return match{}, false
	}
	return d.gradeAlone(strings.TrimLeft(t[tail+i:], " -—–"))
}

// gradeAlone reads s, a cell or what follows a closing dash, for a
// blocking grade that stands alone there, at most after a word that
// corrects (`actually Critical`, `upgraded to Critical`) and with the
// marks a reader passes over around it (`🔴 Critical`, `Critical ⚠️`,
// `**Critical**!`), its letters read as a reader reads them.
func (d *Dialect) gradeAlone(s string) (match, bool) {
	t := strings.TrimRightFunc(s, func(r rune) bool { return isMarkOrSpace(r) || strings.ContainsRune("*_`.!", r) })
	t = strings.Trim(afterMarks(strings.Trim(t, " \t*_`.!")), " \t*_`")
	t = strings.Trim(afterMarks(strings.Trim(correctionCut(t), " \t*_`")), " \t*_`")
	if hasNonASCII(t) {
		// `Ｃｒｉｔｉｃａｌ`, `Criti­cal` with a soft hyphen: the grade
		// a reader reads (readerForm).
		t = readerForm(t)
	}
	m, ok := wordAt(d.grades, t)
	if !ok || m.phrase.means != Fail || m.end != len(t) {
		return match{}, false
	}
	return m, true
}

// isMarkOrSpace reports whether r is a space or a mark a reader passes
// over beside a word (see afterMarks).
func isMarkOrSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\uFE0F' || r == '\u200D' || unicode.Is(unicode.So, r) && r != utf8.RuneError
}

// correctionCut is what follows a word that opens a correction of a
// grade (`actually`, `upgraded to`), or s itself.
func correctionCut(s string) string {
	w, rest, ok := proseword.Next(s)
	if !ok || !strings.HasPrefix(s, w) {
		return s
	}
	switch strings.ToLower(w) {
	case "actually", "really", "rather", "now", "correction":
	case "upgraded", "raised", "escalated", "bumped", "regraded", "reclassified", "revised":
		rest = strings.TrimLeft(rest, " \t")
		for _, to := range []string{"to ", "as "} {
			if len(rest) > len(to) && strings.EqualFold(rest[:len(to)], to) {
				return rest[len(to):]
			}
		}
		return s
	default:
		return s
	}
	return strings.TrimLeft(rest, " \t:,")
}

// regradedFirst reads a bullet led by a grade the dialect does not
// spell that a reader takes for advisory (`- **Minor**: bad — actually
// Critical` where the dialect dispositions findings FAIL or NOTE): the
// correction after its text grades it blocking.
func (d *Dialect) regradedFirst(b block) (Finding, bool) {
	if b.kind != kindItem {
		return Finding{}, false
	}
	t := strings.TrimLeft(b.text, " \t*_`[(")
	w := leadingLetters(t)
	if w == "" {
		return Finding{}, false
	}
	rest := strings.TrimLeft(t[len(w):], " \t*_`])")
	switch {
	case strings.HasPrefix(rest, ":"), strings.HasPrefix(rest, "—"), strings.HasPrefix(rest, "–"), strings.HasPrefix(rest, "- "):
	default:
		return Finding{}, false // `Low-level API`, `Minor changes`: no grade leads
	}
	if SeveritySide(w) != Note {
		return Finding{}, false
	}
	text := strings.TrimSpace(strings.TrimLeft(rest, ":—–- \t*_"))
	m, ok := d.regradedTail(text)
	if !ok {
		return Finding{}, false
	}
	return Finding{Text: text, Disposition: Fail, Word: m.phrase.text, Reason: text, Line: b.line, Col: b.col}, true
}

// regradedRow reads a row whose severity cell, at col, holds a grade a
// reader takes for advisory (`Minor`) and a prose cell of which a
// blocking grade stands alone: a blocking finding, unless the row
// records it resolved.
func (d *Dialect) regradedRow(row block, col int, sev string) (Finding, bool) {
	if SeveritySide(leadingLetters(sev)) != Note {
		return Finding{}, false
	}
	g, ok := d.regradedCell(row, col)
	if !ok || len(d.sevColumns) > 0 && !d.foreignGrade(g) {
		return Finding{}, false
	}
	f := settled(Finding{Text: rowText(row, col), Disposition: Fail, Word: g.phrase.text, Line: row.line, Col: row.col}, row.holds(resolvedMark))
	return f, f.Disposition == Fail
}
