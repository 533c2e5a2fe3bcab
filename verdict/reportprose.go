package verdict

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// reportRefusal says whether a report's reader refuses by rule the
// prose beside a pass: a blocking finding the prose states (counted
// blockers, a severity word, a failed status, a hold), a verdict it
// gives that is not the pass (a failing or waiting word, a second
// verdict line), or contract words in disguise (`𝐅𝐀𝐈𝐋𝐄𝐃`,
// `fA\u200bIL`; see contract.Disguised). The report's other rules are
// about its shape and its markup, which a review's text, read as
// written and as rendered by this package, does not have to keep.
func reportRefusal(d diag.Diagnostic) bool {
	if d.Severity < diag.Error {
		return false
	}
	switch d.Rule {
	case contract.RuleVerdictFindingMismatch, contract.RuleVerdictConflict:
		return true
	}
	return contract.Disguised(d)
}

// maxReportPiece bounds each piece of a review that reportProse reads
// as one report section: a report reader's cost a byte is far above this
// package's own, and some of its readings look back over the section, so
// a long review is read piece by piece, each piece whole, and every byte
// of it is read. It is some eleven times the review's own cap
// (maxReviewChars).
const maxReportPiece = 16 << 10

// pieceOverlap is how much of the text before a cut the next piece reads
// again: a line or a paragraph that a cut parts from the words after it
// (`## Verdict` a blank line above `FAIL`, a sentence across a cut in a
// long line) is read with them.
const pieceOverlap = 2 << 10

// reportPieces cuts text into pieces of at most maxReportPiece bytes,
// the overlap included: at a blank line where the last stretch of the
// piece holds one, else at a line end, else at a blank, else at the cap
// on a character's start. Each piece after the first starts up to
// pieceOverlap bytes back, at a paragraph, a line or a word. A piece is
// told fenced when a run of three backticks or tildes comes before it:
// it may start inside a fence.
func reportPieces(text string) (pieces []string, fenced []bool) {
	fence := len(text)
	for _, run := range []string{"```", "~~~"} {
		if i := strings.Index(text, run); i >= 0 {
			fence = min(fence, i)
		}
	}
	start := 0
	for len(text)-start > maxReportPiece {
		cut := pieceStart(text, start+maxReportPiece/2, start+maxReportPiece)
		pieces, fenced = append(pieces, text[start:cut]), append(fenced, start > fence)
		start = pieceStart(text, cut-pieceOverlap, cut-1)
	}
	return append(pieces, text[start:]), append(fenced, start > fence)
}

// pieceStart is where in s[lo:hi] a piece may start: after its last
// blank line, else after its last line end, else after its last blank,
// else at hi moved back to a character's start (never before lo).
func pieceStart(s string, lo, hi int) int {
	w := s[lo:hi]
	if i := strings.LastIndex(w, "\n\n"); i >= 0 {
		return lo + i + 2
	}
	if i := strings.LastIndexByte(w, '\n'); i >= 0 {
		return lo + i + 1
	}
	if i := strings.LastIndexByte(w, ' '); i >= 0 {
		return lo + i + 1
	}
	for hi > lo && !utf8.RuneStart(s[hi]) {
		hi--
	}
	return hi
}

// A passingReport is a report that passes in one report dialect, with
// its lines before the text of a review read as its last section.
type passingReport struct {
	d     *contract.Dialect
	head  string
	lines int // the lines of head, to give a diagnostic's line back as the text's
}

// reportProse reads a review's text as a markdown report's readers read
// prose beside a pass: as the last section of a passing report of each
// report preset, linted with that preset's own readings. What one of
// them refuses there (see reportRefusal), a reader of the same words
// beside an approving verdict refuses too. The text follows all the
// report states, so nothing it opens (a fence, a quote, a comment) can
// hide or reword the report's own lines: each refusal comes from the
// text. It returns the text's line that says so and why the report
// refuses it. Each report reader renders the text as it renders a
// report, and reads it again with its raw HTML shown as written.
func (dl *Dialect) reportProse(text string) (words, why string, ok bool) {
	if strings.TrimSpace(text) == "" {
		return "", "", false
	}
	reports := dl.passingReports()
	pieces, fenced := reportPieces(text)
	for i, piece := range pieces {
		if words, why, ok := dl.reportPiece(reports, piece, fenced[i]); ok {
			return words, why, true
		}
	}
	return "", "", false
}

// reportPiece reads one piece of a review's text in each of reports
// (see reportProse); fenced says the piece may start inside a fence
// (see reportPieces).
func (dl *Dialect) reportPiece(reports []passingReport, text string, fenced bool) (words, why string, ok bool) {
	texts := []string{text}
	if written, differs := asWritten(text, fenced); differs {
		texts = append(texts, written)
	}
	for _, t := range texts {
		for _, r := range reports {
			doc := make([]byte, 0, len(r.head)+len(t)+1)
			doc = append(append(append(doc, r.head...), t...), '\n')
			for _, d := range contract.Lint(doc, contract.Options{Dialect: r.d}) {
				if !reportRefusal(d) {
					continue
				}
				line := textLine(text, d.Line-r.lines)
				if d.Rule == contract.RuleVerdictFindingMismatch && dl.gradeAnswered(line) {
					continue
				}
				return line, d.Rule + ": " + d.Message, true
			}
		}
	}
	return "", "", false
}

// asWritten is text with its markup that can hide what follows it shown
// as written, and whether that differs from text. Raw HTML hides what
// follows it from a report's reader (an unclosed `<!--`); the text as
// written shows it, and a reader of the JSON reads it so. In a piece
// that may start inside a fence (fenced), a line that closes that fence
// opens one that hides the prose after it: there every backtick and
// tilde is shown as written too, which reads code as prose.
func asWritten(text string, fenced bool) (string, bool) {
	differs := false
	if opensHTML(text) {
		text, differs = strings.ReplaceAll(text, "<", "\\<"), true
	}
	if fenced && strings.ContainsAny(text, "`~") {
		text, differs = strings.NewReplacer("`", "\\`", "~", "\\~").Replace(text), true
	}
	return text, differs
}

// opensHTML reports whether text holds a `<` that can open raw HTML, an
// HTML block or an autolink: one followed by a letter, `/`, `!` or `?`.
// Any other `<` is text as rendered and as written alike.
func opensHTML(text string) bool {
	for i := strings.IndexByte(text, '<'); i >= 0 && i+1 < len(text); {
		if c := text[i+1] | 0x20; 'a' <= c && c <= 'z' || strings.IndexByte("/!?", text[i+1]) >= 0 {
			return true
		}
		j := strings.IndexByte(text[i+1:], '<')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// gradeAnswered reports whether a line of a review opens with a
// blocking grade that this package's grade readers (reviewGradeLabel)
// read otherwise than a report: answered no (`Blockers: none. Critical:
// none.`, `Major: nothing found.`) or running on into other words
// (`**Critical** path logging is fine`). Those readers read its answer
// and the words after the grade; a report reads the grade as a
// finding's whatever follows it. A grade answered otherwise
// (`Critical issues found in review: 2`) is left to the report.
func (dl *Dialect) gradeAnswered(line string) bool {
	t := strings.TrimLeftFunc(listNumber(strings.TrimLeftFunc(line, gradeLead)), gradeLead)
	if dl.grades.opens(labelWords(t[:min(len(t), 64)])) == 0 {
		return false
	}
	label, end, ok := labelRunPast(t)
	if !ok {
		return true // a run of words longer than any label
	}
	rest := strings.TrimLeftFunc(t[end:], func(r rune) bool { return strings.ContainsRune("*_`])", r) || labelBlank(r) })
	if after, set := afterSeparator(rest); set {
		return answersNo(strings.TrimLeftFunc(after, func(r rune) bool { return strings.ContainsRune("*_`", r) || labelBlank(r) }))
	}
	return !dl.grades.labels(labelWords(label))
}

// gradeLead is a mark that may lead a line before its grade: the marks
// this package's grade readers skip, and those a report's reader reads
// past to the grade (`• Major issues found: 3`, `- [ ] Critical: …`,
// `| Critical issues found: 2`), so that the grade is read, not the
// mark.
func gradeLead(r rune) bool {
	return leadMark(r) || strings.ContainsRune("]|•‣◦⁃∙·", r)
}

// reportsByWords holds the passing reports of each verdict dialect's
// words, built once (see passingReports).
var reportsByWords sync.Map // string → []passingReport

// passingReports are the report presets, each with the verdict words of
// every preset and of dl on their sides, and a report that passes in it:
// its verdict and its findings section, which holds none. A review that
// says the verdict in another team's words (`## Verdict: APPROVED`,
// `Decision: LGTM`) agrees with an approval, and one that blocks in
// them conflicts with it. A word one dialect places on both sides, or
// that dl's block holds, is a pass in none.
func (dl *Dialect) passingReports() []passingReport {
	key := strings.Join(dl.spec.Approve, "\x00") + "\x01" + strings.Join(dl.spec.Block, "\x00")
	if rs, ok := reportsByWords.Load(key); ok {
		return rs.([]passingReport)
	}
	var pass, fail []string
	for _, p := range contract.Presets() {
		pass = append(pass, p.Spec.Verdict.Pass...)
		fail = append(fail, p.Spec.Verdict.Fail...)
	}
	pass, fail = upperSet(append(pass, dl.spec.Approve...)), upperSet(fail)
	block := upperSet(dl.spec.Block)
	pass = slices.DeleteFunc(pass, func(w string) bool { return slices.Contains(fail, w) || slices.Contains(block, w) })
	var rs []passingReport
	for _, p := range contract.Presets() {
		spec := p.Spec.Clone()
		spec.Verdict.Pass = pass
		// The preset's fail words keep their side; another preset's
		// that this one reads as a finding's grade stay a grade.
		spec.Verdict.Fail = upperSet(append(slices.Clone(p.Spec.Verdict.Fail), fail...))
		d, err := contract.NewDialect(spec)
		if err != nil {
			// A word this preset gives another meaning (a status, a
			// grade): the preset reads the review in its own words.
			d = contract.MustDialect(p.Spec)
		}
		head := strings.Join(d.VerdictLines(p.Spec.Verdict.Pass[0]), "\n") + "\n\n"
		if fs, none := d.Spec().Sections[contract.SectionFindings], d.Spec().Findings.None; len(fs) > 0 && len(none) > 0 {
			head += "## " + fs[0] + "\n\n" + none[0] + ".\n\n"
		}
		head += "## Summary\n\n"
		rs = append(rs, passingReport{d, head, strings.Count(head, "\n")})
	}
	got, _ := reportsByWords.LoadOrStore(key, rs)
	return got.([]passingReport)
}

// upperSet is words in upper case without blanks around them, each
// once.
func upperSet(words []string) []string {
	var out []string
	for _, w := range words {
		if w = strings.ToUpper(strings.TrimSpace(w)); w != "" && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// textLine returns the n-th line of text (1-based) without its blanks,
// or the first line that holds more than blanks when n is not one of
// text's.
func textLine(text string, n int) string {
	lines := strings.Split(text, "\n")
	if n >= 1 && n <= len(lines) {
		if t := strings.TrimSpace(lines[n-1]); t != "" {
			return t
		}
	}
	for _, l := range lines {
		if t := strings.TrimSpace(l); t != "" {
			return t
		}
	}
	return ""
}

// reportMessage says why an approval beside a review a report's reader
// refuses beside a pass (see reportProse) is refused.
func reportMessage(key, verdictWord, where, words, why string) string {
	return fmt.Sprintf("%s is %s but %s says %q, which a report's reader refuses beside a pass (%s): make the two agree", key, verdictWord, where, words, why)
}
