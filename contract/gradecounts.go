package contract

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A summary line may count each grade in turn: `Critical: 0, Major: 0,
// Minor: 1`, `**Critical:** 0 | **Major:** 0`, or a table may
// (`| Critical | 0 |`). A reader sees a count for each grade: a count of
// nought is no finding, and only a blocking grade counted above nought
// (`Critical: 0, Major: 2`) is one. Read as one grade whose text goes on
// (`0, Major: 0, Minor: 1`), such a line was a Critical finding beside
// an approval.

// maxGradeCounts bounds the counts read on one line: a scale has a few
// grades, and each count read asks again of the rest of the line.
const maxGradeCounts = 8

// countThen reads a count that opens text, the words that may follow
// a count and say no more (a check mark, `issues`, `found`, `(none
// found)`), and a separator after them (`,`, `;`, `|`, `·`, `/`, a
// dash, or a space alone); it returns the count and what follows, ""
// when nothing does. False when text does not open with a count.
func countThen(text string) (int, string, bool) {
	t := spaceEmphasis.trimLeft(text)
	if m, ok := passMarkAt(t); ok {
		t = spaceEmphasis.trimLeft(t[len(m):]) // `✅ 0`
	}
	figures := len(t) - len(digits.trimLeft(t))
	if figures == 0 || figures > 9 {
		return 0, "", false
	}
	n := 0
	for _, c := range t[:figures] {
		n = n*10 + int(c-'0')
	}
	rest := t[figures:]
	if rest != "" && (proseword.ASCII(rest[0]) || rest[0] == '.' && len(rest) > 1 && rest[1] != ' ') {
		return 0, "", false // `2x`, `0.5`, `1st`: no count alone
	}
	rest = afterCountWords(rest)
	for _, sep := range []string{",", ";", "|", "·", "/", "—", "–", "-", "."} {
		if after, ok := strings.CutPrefix(rest, sep); ok {
			rest = after
			break
		}
	}
	return n, spaceEmphasis.trimLeft(rest), true
}

// afterCountWords is s, what follows a count, past the words that say
// no more of it: a check mark, a noun of issues, a participle of none
// (`0 issues found`), or those or a none in brackets (`0 (none
// found)`). A cross, or any other word, says more: it stays.
func afterCountWords(s string) string {
	for {
		t := spaceEmphasis.trimLeft(s)
		if m, ok := passMarkAt(t); ok {
			s = t[len(m):]
			continue
		}
		if strings.HasPrefix(t, "(") {
			end := strings.IndexByte(t, ')')
			if end < 0 || !countWordsOnly(t[1:end]) {
				return t
			}
			s = t[end+1:]
			continue
		}
		w, after, ok := proseword.Next(t)
		if !ok || !strings.HasPrefix(t, w) || !countWord(strings.ToLower(w)) {
			return t
		}
		s = after
	}
}

// passMarkAt is the check mark t opens with.
func passMarkAt(t string) (string, bool) {
	for _, m := range []string{"✅", "✔️", "✔", "☑️", "☑"} {
		if strings.HasPrefix(t, m) {
			return m, true
		}
	}
	return "", false
}

// countWordsOnly reports whether s, in brackets after a count, holds
// only words that say no more of it (`none found`, `issues`).
func countWordsOnly(s string) bool {
	for {
		w, rest, ok := proseword.Next(s)
		if !ok {
			return strings.Trim(s, " \t.,*_`✅✔☑\uFE0F") == ""
		}
		if !countWord(strings.ToLower(w)) {
			return false
		}
		s = rest
	}
}

// countWord is a word that may follow a count and say no more of it.
func countWord(w string) bool {
	return issueNoun(w) || slices.Contains(noneParticiples, w) || w == "none" || w == "total"
}

// gradeCounts reads tail, the rest of a line whose grade, read as f,
// counts n (`Major: 2` after `Critical: 0, `), as the counts of further
// grades, depth counts in: the worst grade counted above nought stands,
// as the line's grade, with its count; ok is false when the rest is no
// count of a grade.
func (d *Dialect) gradeCounts(f Finding, n int, tail string, item block, v *vocabulary, depth int) (Finding, int, bool) {
	if depth >= maxGradeCounts {
		return Finding{}, 0, false
	}
	g, gn, ok := d.gradeFirstAt(block{kind: kindItem, line: item.line, col: item.col, text: tail}, v, depth+1)
	if !ok {
		if g, gn, ok = d.advisoryCount(tail, item, v, depth+1); !ok {
			return Finding{}, 0, false
		}
	}
	f.Text = fmt.Sprintf("%d %s", n, f.Word)
	switch {
	case f.Disposition == Fail && n > 0:
		return f, n, true
	case g.Disposition == Fail && gn > 0, n == 0:
		return g, gn, true
	}
	return f, n, true
}

// advisoryCount reads text that counts a grade the dialect does not
// spell and a reader takes for advisory (`Minor: 1` where the dialect
// dispositions findings FAIL or NOTE), and the counts after it, at
// depth counts in: the worst grade counted above nought, as gradeCounts
// reads it.
func (d *Dialect) advisoryCount(text string, item block, v *vocabulary, depth int) (Finding, int, bool) {
	t := leadingMarks.trimLeft(text)
	t = strings.TrimLeftFunc(t, func(r rune) bool { return !proseword.IsRune(r) && r != ' ' && r != '\t' })
	t = leadingMarks.trimLeft(t)
	w := leadingLetters(t)
	if w == "" || strings.IndexByte(t, ':') < 0 {
		return Finding{}, 0, false
	}
	rest := gradeClose.trimLeft(t[len(w):])
	if after, ok := issueNamed(rest); ok {
		rest = gradeClose.trimLeft(after)
	}
	rest, ok := strings.CutPrefix(strings.TrimLeft(rest, " \t"), ":")
	if !ok || SeveritySide(w) != Note {
		return Finding{}, 0, false
	}
	rest = spaceEmphasis.trim(rest)
	f := Finding{Disposition: Note, Word: w, Line: item.line, Col: item.col}
	if n, err := strconv.Atoi(spaceDot.trimRight(rest)); err == nil && n >= 0 {
		f.Text = fmt.Sprintf("%d %s", n, w)
		return f, n, true
	}
	if n, tail, ok := countThen(rest); ok {
		if tail == "" {
			f.Text = fmt.Sprintf("%d %s", n, w)
			return f, n, true
		}
		return d.gradeCounts(f, n, tail, item, v, depth)
	}
	return Finding{}, 0, false
}

// advisoryCounted reads a line led by a count of a grade the dialect
// does not spell and a reader takes for advisory, that goes on to count
// a blocking grade above nought (`Minor: 0, Critical: 1` where the
// dialect dispositions findings FAIL or NOTE): a blocking finding.
func (d *Dialect) advisoryCounted(b block) (Finding, bool) {
	f, n, ok := d.advisoryCount(b.text, b, d.grades, 0)
	return f, ok && f.Disposition == Fail && n > 0
}

// countsNoneRow reports whether a row graded in its cell at col counts
// none of the grade: `| Critical | 0 |`. One other cell is nought and
// every other is a count, a dash, a check mark, empty or a statement of
// none; a row
// that says more (`| 0 | Critical | the token leaks |`, numbered from
// nought) names a finding.
func (d *Dialect) countsNoneRow(row block, col int) bool {
	zero := false
	for i, c := range row.cells {
		if i == col {
			continue
		}
		t := spaceEmphasis.trim(c.text)
		if n, tail, ok := countThen(t); ok && tail == "" {
			zero = zero || n == 0 // `0`, `0 ✅`
			continue
		}
		if m, ok := passMarkAt(t); ok && strings.TrimSpace(t[len(m):]) == "" {
			continue // `| Critical | 0 | ✅ |`
		}
		if strings.Trim(t, "0123456789-—–") != "" && !d.statesNone(t) {
			return false
		}
	}
	if col == 0 && !strings.ContainsAny(row.cells[0].text, "0123456789") {
		// `| Critical | 3 | 0 |` under `| Severity | Open | Fixed |`:
		// the header says which count is open, not any nought. A label
		// that counts on its own (`Critical (1 regressed since)`) is
		// left to the readings of a row that says more.
		if n, _, ok := rowCount(row); ok {
			return n == 0
		}
	}
	return zero
}

// countsNoGrade reports whether a row of a table whose severity column
// (the dialect's, or Severity or Priority) counts none of the grade in
// it (see countsNoneRow).
func (d *Dialect) countsNoGrade(row block) bool {
	cols := d.sevColumns
	if len(cols) == 0 {
		cols = gradeColumns
	}
	col := row.column(cols)
	return col >= 0 && col < len(row.cells) && d.countsNoneRow(row, col)
}
