package contract

import "strings"

// Verdict values of a report.
const (
	Pass = "PASS"
	Fail = "FAIL"
)

// verdictOf reads a verdict line: `Verdict: PASS`, `verdict - fail.`,
// `**Verdict:** PASS`, `## Verdict: FAIL`. The whole line must be the verdict:
// "the verdict: PASS was wrong" is prose, not a verdict.
func verdictOf(text string) (string, bool) {
	// Most lines are not verdict lines: look at the first letter before
	// paying for normalization.
	if i := strings.IndexFunc(text, func(r rune) bool { return r != '*' && r != '_' && r != '`' && r != ' ' && r != '\t' }); i < 0 || text[i]|0x20 != 'v' {
		return "", false
	}
	t := normalize(text)
	rest, ok := strings.CutPrefix(t, "verdict")
	if !ok {
		return "", false
	}
	rest = strings.TrimLeft(rest, " ")
	sep := false
	for _, p := range []string{":", "—", "–", "-", "="} {
		if r, ok := strings.CutPrefix(rest, p); ok {
			rest, sep = strings.TrimLeft(r, " "), true
			break
		}
	}
	if !sep {
		return "", false
	}
	return bareVerdict(rest)
}

// bareVerdict reads `PASS` or `FAIL` alone, the value under a `## Verdict`
// heading.
func bareVerdict(text string) (string, bool) {
	switch strings.TrimRight(normalize(text), ".! ") {
	case "pass":
		return Pass, true
	case "fail":
		return Fail, true
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
