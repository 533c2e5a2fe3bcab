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
	value, ok := verdictValue(normalize(text))
	if !ok {
		return "", false
	}
	return bareVerdict(value)
}

// verdictValue cuts the verdict key and its separator from a normalized
// line (`verdict: x`, `final verdict — x`) and returns what follows.
func verdictValue(t string) (string, bool) {
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
			return r, true
		}
	}
	return "", false
}

// otherVerdict returns the value of a verdict line that states neither
// PASS nor FAIL (`Verdict: Approved`), as its author wrote it, shortened;
// "" for any other line. It lets verdict-missing point at the line the
// author meant as the verdict and name the word a reader will not take.
func otherVerdict(text string) string {
	if !mentionsVerdict(text) {
		return ""
	}
	if _, ok := verdictOf(text); ok {
		return ""
	}
	i := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' && r != '#' })
	if i < 0 {
		return ""
	}
	value, ok := verdictValue(normalize(text[i:]))
	if !ok {
		return ""
	}
	if _, _, ok := cutWord(value); !ok {
		return ""
	}
	// The value as written: after the first separator that follows the key.
	k := strings.Index(strings.ToLower(text), "verdict") + len("verdict")
	j := strings.IndexAny(text[k:], ":—–-=")
	if j < 0 {
		return ""
	}
	_, size := utf8.DecodeRuneInString(text[k+j:])
	written := strings.Trim(strings.NewReplacer("*", "", "`", "").Replace(text[k+j+size:]), " \t_")
	return shorten(written, 40)
}

// shorten cuts s to at most n runes, marking the cut with an ellipsis.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
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
// value after `Verdict:`, or the line under a `## Verdict` heading. A
// value that offers a choice (`PASS or FAIL`, `PASS/FAIL`, a template's
// placeholder) is a verdict line with no verdict: "" and true.
func bareVerdict(text string) (string, bool) {
	v, rest, ok := cutWord(normalize(text))
	if !ok || v != "pass" && v != "fail" {
		return "", false
	}
	if next, _, _ := cutWord(rest); next == "or" || next == "pass" || next == "fail" {
		return "", true
	}
	return strings.ToUpper(v), true
}

// cutWord returns the first word of t (letters and digits, after any
// other characters) and what follows it; false when t holds none.
func cutWord(t string) (word, rest string, ok bool) {
	notWord := func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }
	t = strings.TrimLeftFunc(t, notWord)
	if t == "" {
		return "", "", false
	}
	end := strings.IndexFunc(t, notWord)
	if end < 0 {
		end = len(t)
	}
	return t[:end], t[end:], true
}

// ReportVerdict returns the verdict of a report, PASS or FAIL, from its
// first verdict line that states one; false when none does. The
// commit-msg hook compares it with the Review-Verdict trailer.
func ReportVerdict(content []byte) (string, bool) {
	v := firstVerdict(read(scan(content)).verdicts)
	return v.value, v.value != ""
}

// PlaceholderVerdict is the verdict `reviewlint new report` writes for the
// reviewer to replace. It is no verdict; lint says it is the template's,
// not that the reviewer wrote a word that is not PASS or FAIL.
const PlaceholderVerdict = "FILL ME (PASS or FAIL)"

// isPlaceholder reports whether a verdict value, as otherVerdict shows it,
// is the template's placeholder, however it was emphasized.
func isPlaceholder(value string) bool {
	return strings.HasPrefix(strings.ToUpper(value), "FILL ME")
}
