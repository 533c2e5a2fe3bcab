package verdict

import (
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/failprose"
)

// refusals are failing verdicts as reviews write them. A line of the
// review prose that opens with one in capitals (`CHANGES REQUESTED: the
// token leaks`), or gives one in any case after a verdict's label
// (`Verdict: block.`, `{"verdict": "block"}`), states a refusal a reader
// weighs against the verdict key.
func refusals() []string {
	return []string{"CHANGES REQUESTED", "REQUEST CHANGES", "REQUESTING CHANGES", "NOT APPROVED", "DO NOT MERGE",
		"NEEDS WORK", "NEEDS CHANGES", "NEEDS REVISION", "REJECTED", "REJECT", "BLOCKED", "BLOCK", "FAILED", "FAIL",
		"NO-GO", "NO GO"}
}

// reviewLabels name a verdict in prose.
func reviewLabels() []string {
	return []string{"verdict", "decision", "outcome", "recommendation", "result", "status", "overall"}
}

// reviewRefusal returns the refusal a review's prose states on one of
// its lines, in the words above or the dialect's own for a block, or "".
// Prose that mentions a refusal inside a sentence (`the round-1 FAIL is
// fixed`) states none.
func reviewRefusal(review string, block []string) string {
	words := append(refusals(), block...)
	for _, line := range strings.Split(review, "\n") {
		t := strings.TrimLeft(line, " \t*_`#>-+❌⛔🔴🚫🛑\ufe0f")
		if w := refusalAt(t, words, false); w != "" {
			return w
		}
		if w := refusalAt(pastGradeCaps(t), words, false); w != "" {
			return w // `BLOCKER DO NOT MERGE: the migration drops a column`
		}
		label, rest, ok := strings.Cut(t, ":")
		if !ok || len(label) > 24 {
			continue
		}
		// A label may stand in quotes, as a JSON key a reader sees in the
		// prose (`{"verdict": "block"}`).
		label = strings.ToLower(strings.Trim(label, " \t*_`{,\"'"))
		for _, l := range reviewLabels() {
			if strings.HasSuffix(label, l) && len(strings.Fields(label)) <= 2 {
				if w := refusalAt(strings.TrimLeft(rest, " \t*_`\"'❌⛔🔴🚫🛑\ufe0f"), words, true); w != "" {
					return w
				}
			}
		}
	}
	return ""
}

// pastGradeCaps returns t past the grades in capitals that open it
// (`BLOCKER`, `CRITICAL SECURITY`) and the marks after them, or "" when
// it opens with none: a grade in front of a refusal (`BLOCKER DO NOT
// MERGE: …`, `CRITICAL — CHANGES REQUESTED`) hides nothing of it.
func pastGradeCaps(t string) string {
	n := 0
	for n < 3 {
		word, _, _ := strings.Cut(t, " ")
		word = strings.TrimRight(word, ":—–-|,;")
		switch word {
		case "BLOCKER", "BLOCKERS", "BLOCKING", "CRITICAL", "MAJOR", "HIGH", "SEVERE", "URGENT", "MUST-FIX",
			"P0", "P1", "SEV1", "SEV0", "SECURITY", "IMPORTANT", "WARNING", "BUG":
			t, n = strings.TrimLeft(t[len(word):], " \t:—–-|,;*_`"), n+1
			continue
		}
		break
	}
	if n == 0 {
		return ""
	}
	return t
}

// refusalAt returns the refusal t opens with, in capitals unless anyCase,
// when nothing but punctuation, a dash or a colon follows it.
func refusalAt(t string, words []string, anyCase bool) string {
	for _, r := range words {
		if r == "" {
			continue
		}
		if len(t) < len(r) || !strings.EqualFold(t[:len(r)], r) || !anyCase && t[:len(r)] != r {
			continue
		}
		rest := t[len(r):]
		if rest != "" {
			c := []rune(rest)[0]
			if unicode.IsLetter(c) || unicode.IsDigit(c) || c == '-' && !strings.HasPrefix(rest, "- ") || c == '_' {
				continue // `FAILOVER`, `BLOCK-level`
			}
			if c == ' ' && !strings.HasPrefix(strings.TrimLeft(rest, " "), "—") && !strings.HasPrefix(strings.TrimLeft(rest, " "), "–") && !strings.HasPrefix(strings.TrimLeft(rest, " "), "-") {
				continue // `FAIL on empty input is expected`: a sentence goes on
			}
		}
		return t[:len(r)]
	}
	return ""
}

// reviewFailing finds in a review's prose a statement that the build, CI
// or the tests fail now (`CI is red.`, `The build fails on main.`): beside
// an approval, a reader takes it for a failure of the change. It returns
// the words that say so.
func reviewFailing(review string) (string, bool) {
	if review == "" {
		return "", false
	}
	return failprose.Failing(readerProse(review), nil)
}

// readerProse is review prose as a reader reads it: lower case, without
// the emphasis and code marks a reader does not read.
func readerProse(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '*' || r == '`' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// reviewGradeLabel returns the blocking grade that opens one of the
// review prose's lines as a label (`BLOCKER: the migration drops a
// column`, `- **Critical** — the token leaks`; see gradeLabel), fills a
// cell of a table row (see tableGrade), or heads
// the lines below it (`## Blockers`, `**Critical:**`) that go on with
// anything but an answer no (`None.`), or "": a reader takes the line
// for a blocking finding stated beside the verdict key.
func reviewGradeLabel(review string, g grades) string {
	lines := strings.Split(review, "\n")
	for i, line := range lines {
		if w := gradeHeading(line, g); w != "" {
			below, ok := nextLine(lines[i+1:])
			if ok && !answersNo(strings.ToLower(below)) {
				return w
			}
			if rest, no := answerRest(below); ok && no {
				// `None. Critical issues: 2` under `## Blockers`: the
				// answer covers the heading only.
				if w := gradeLabel(strings.TrimLeftFunc(rest, clauseMark), g); w != "" {
					return w
				}
			}
			if ok || !strings.HasSuffix(strings.TrimRightFunc(line, labelBlank), ":") {
				continue // `## Blockers` over `None.`, or over nothing
			}
		}
		if w := gradeLabel(line, g); w != "" {
			return w
		}
		if w := tableGrade(line, g); w != "" {
			return w
		}
	}
	return ""
}

// tableGrade returns the blocking grade a cell of a table row holds as a
// whole (`| Critical | the token leaks |`, `| 1 | BLOCKER | a.go |`), or
// "": a reader takes the row for a finding of that grade, unless the
// cell after it answers it no (`| Critical | 0 |`, `| Blockers | None |`),
// and that answer covers it only (`| Blockers | 0 | Critical | 2 |`); a
// later cell answering no answers something else (`| Critical | the
// token leaks | Fixed? No |`). A
// cell before it does not: `| 0 | Critical | the token leaks |` numbers
// the row from nought.
func tableGrade(line string, g grades) string {
	t := strings.TrimSpace(line)
	if !strings.HasPrefix(t, "|") {
		return ""
	}
	grade := ""
	for _, cell := range strings.Split(strings.Trim(t, "|"), "|") {
		cell = strings.Trim(cell, " \t*_`")
		switch {
		case cell == "":
		case grade != "" && answersNo(strings.ToLower(cell)):
			// The answer covers the grade before it only: `| Blockers | 0 |
			// Critical | 2 |` still states two critical findings.
			grade = ""
		case grade != "":
			// Answered otherwise, the grade stands, whatever a later
			// cell answers another: `| Critical | 2 | Blockers | 0 |`.
			return grade
		case len(cell) <= maxTagBytes && g.labels(labelWords(cell)):
			grade = cell
		}
	}
	return grade
}

// gradeHeading returns the blocking grade a line holds alone, as a
// heading, in emphasis or before a colon (`## Blockers`, `**Critical**`,
// `Blockers:`), or "".
func gradeHeading(line string, g grades) string {
	t := strings.TrimLeftFunc(line, leadMark)
	t = strings.TrimRightFunc(t, func(r rune) bool { return strings.ContainsRune("*_`:：", r) || labelBlank(r) })
	label, end, ok := labelRunPast(t)
	if !ok || end != len(t) || !g.labels(labelWords(label)) {
		return "" // `### *Critical* issues` heads its findings
	}
	return label
}

// nextLine returns the next line of lines that holds more than blanks,
// as a reader reads it: past its list mark and emphasis.
func nextLine(lines []string) (string, bool) {
	for _, l := range lines {
		t := strings.TrimRightFunc(strings.TrimLeftFunc(l, leadMark), func(r rune) bool { return strings.ContainsRune("*_`", r) || labelBlank(r) })
		if t != "" {
			return t, true
		}
	}
	return "", false
}

// wholeRefusal returns the refusal a short string is as a whole, in any
// case and with its words joined by hyphens or underscores (a label or a
// tag: `do-not-merge`, `changes_requested`, `Blocked`), in the words
// above or the dialect's own for a block, or "". A string that goes on
// past the refusal is prose, read line by line as such.
func wholeRefusal(s string, block []string) string {
	if len(s) > 64 {
		return ""
	}
	seen := strings.Join(labelWords(s), " ")
	if seen == "" {
		return ""
	}
	if slices.Contains(refusalForms(), seen) {
		return s
	}
	for _, r := range block {
		if seen == strings.Join(labelWords(r), " ") {
			return s
		}
	}
	return ""
}

// refusalForms are the refusals above as wholeRefusal reads a string,
// built once: a file may hold a great many short strings.
var refusalForms = sync.OnceValue(func() []string {
	var forms []string
	for _, r := range refusals() {
		forms = append(forms, strings.Join(labelWords(r), " "))
	}
	return forms
})
