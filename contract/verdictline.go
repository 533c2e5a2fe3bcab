package contract

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Verdict values of a report.
const (
	Pass = "PASS"
	Fail = "FAIL"
)

// verdictOf reads a verdict line: `Verdict: PASS`, `verdict - fail.`,
// `**Verdict:** PASS`, `## Verdict: FAIL`, `Final verdict: FAIL ❌`,
// `Verdict — FAIL (after re-check)`. The line must open with the verdict:
// "the verdict: PASS was wrong" is prose, not a verdict.
func verdictOf(text string) (string, bool) {
	// Most lines are not verdict lines: look for the word before paying
	// for normalization.
	if !mentionsVerdict(text) {
		return "", false
	}
	i := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' })
	if i < 0 || (text[i]|0x20 != 'v' && text[i]|0x20 != 'f' && text[i]|0x20 != 'o' && text[i]|0x20 != 'r') {
		return "", false
	}
	t := normalize(text)
	for _, prefix := range []string{"final ", "overall ", "review "} {
		t = strings.TrimPrefix(t, prefix)
	}
	rest, ok := strings.CutPrefix(t, "verdict")
	if !ok {
		return "", false
	}
	rest = strings.TrimLeft(rest, " ")
	for _, p := range []string{":", "—", "–", "-", "="} {
		if r, ok := strings.CutPrefix(rest, p); ok {
			return bareVerdict(r)
		}
	}
	return "", false
}

// mentionsVerdict reports whether s holds "verdict" in any case: a reader
// sees `VErdict: FAIL` as a verdict line too.
func mentionsVerdict(s string) bool {
	for i := strings.IndexAny(s, "vV"); i >= 0 && i+len("verdict") <= len(s); {
		if strings.EqualFold(s[i:i+len("verdict")], "verdict") {
			return true
		}
		j := strings.IndexAny(s[i+1:], "vV")
		if j < 0 {
			break
		}
		i += j + 1
	}
	return false
}

// verdictAcross reads a verdict line whose value a soft line break put on
// the next line (`Verdict:` then `FAIL`): it renders as one line.
func verdictAcross(text, next string) (string, bool) {
	if next == "" || !mentionsVerdict(text) {
		return "", false
	}
	if v, ok := verdictOf(text + " " + next); ok {
		return v, true
	}
	if sectionOf(text) == secVerdict {
		return bareVerdict(next)
	}
	return "", false
}

// bareVerdict reads a value that opens with PASS or FAIL as a whole word,
// after any emoji or punctuation (`✅ PASS`, `**FAIL** — see below`): the
// value after `Verdict:`, or the line under a `## Verdict` heading.
func bareVerdict(text string) (string, bool) {
	t := strings.TrimLeftFunc(normalize(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for _, v := range []string{Pass, Fail} {
		rest, ok := strings.CutPrefix(t, strings.ToLower(v))
		if next, _ := utf8.DecodeRuneInString(rest); ok && (rest == "" || !unicode.IsLetter(next) && !unicode.IsDigit(next)) {
			return v, true
		}
	}
	return "", false
}

// ReportVerdict returns the verdict of a report, PASS or FAIL, from its
// first verdict line; false when it has none. The commit-msg hook compares
// it with the Review-Verdict trailer.
func ReportVerdict(content []byte) (string, bool) {
	r := read(scan(content))
	if len(r.verdicts) == 0 {
		return "", false
	}
	return r.verdicts[0].value, true
}
