package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// gradeLast reads a line that grades its finding blocking after its
// text: in parentheses or brackets that close it (`the token leaks
// (Blocker)`, `data loss [Blocker]`), or after a dash (`the token leaks
// — Blocker`). Outside the findings (ranks false), a grade there may
// say how soon or how sure (`1. Create CI tasks (HIGH)`, `Confidence —
// High`), so a grade is read only beside a title that names a defect
// (`SQL injection in login (High)` where the dialect makes High
// blocking, as `**High**: SQL injection in login` is read), or where
// it is named a severity (`(severity: high)`); an entry of the
// findings, or of a list of issues (ranks true), is graded by any, in
// brackets or after a dash (`- Token handling (Critical)`, `- Token
// handling — CRITICAL`): there a rank grades the defect the entry
// states. A grade named a priority is read as the grade alone when
// that blocks on a defect (`Critical priority`, `priority: P0`), never
// when it only ranks (`HIGH PRIORITY`).
// A label before the grade (`Priority (High)`, `Confidence: 92%
// (HIGH)`) names what is graded, and is never read.
func (d *Dialect) gradeLast(b block, ranks bool) (Finding, bool) {
	t := endMarks.trimRight(b.text)
	// The grade is the whole of what follows the last dash or opening
	// bracket, so that mark lies within a grade's length of the end: the
	// searches look at that tail alone, not at a long paragraph.
	tail := tailStart(t, 8*d.grades.longestBytes()+64)
	var inner, body string
	switch {
	case strings.HasSuffix(t, ")"), strings.HasSuffix(t, "]"):
		open := "("
		if t[len(t)-1] == ']' {
			open = "["
		}
		i := strings.LastIndex(t[tail:], open)
		if i >= 0 {
			i += tail
		}
		if i <= 0 {
			return Finding{}, false
		}
		inner, body = t[i+1:len(t)-1], t[:i]
	default:
		i := lastDash(t[tail:])
		if i >= 0 {
			i += tail
		}
		if i <= 0 {
			return Finding{}, false
		}
		_, size := utf8.DecodeRuneInString(t[i:])
		if t[i] == ' ' {
			size = len(" - ")
		}
		inner, body = t[i+size:], t[:i]
	}
	inner, named := severityNamed(strings.Trim(inner, " \t*_`"))
	priority := false
	if !named {
		inner, priority = priorityNamed(inner)
	}
	m, ok := wordAt(d.grades, inner)
	if !ok || m.phrase.means != Fail || m.end != len(inner) {
		return Finding{}, false
	}
	always := alwaysBlocks(m.phrase.text)
	onDefect := always || strings.EqualFold(m.phrase.text, "p0")
	if priority && !onDefect {
		return Finding{}, false // `(HIGH PRIORITY)`: how soon, even among issues
	}
	if !ranks && grade(m.phrase.text) && !named && !namesDefect(body) {
		// `Create CI tasks (CRITICAL)`, `Update the docs — HIGH`: a
		// priority; `Token leak (Critical)` and `Token leak — HIGH`
		// name a defect and grade it, and `(severity: critical)` says
		// it grades one.
		return Finding{}, false
	}
	body = strings.TrimSpace(strings.TrimRight(body, " \t—–-*_`:"))
	if len(strings.Fields(body)) < 2 {
		return Finding{}, false
	}
	if label, _, ok := strings.Cut(body, ":"); ok && len(strings.Fields(label)) <= 3 {
		return Finding{}, false
	}
	return Finding{Text: body, Disposition: Fail, Word: m.phrase.text, Line: b.line, Col: b.col, gradedLast: true, severityNamed: named && always}, true
}

// rankedIssue records an entry of a list of issues the dialect does not
// name (`## Concerns` then `- Token handling (Critical)`) that a rank
// after its text grades blocking, as an entry of the findings is.
func (r *reader) rankedIssue(b block) {
	if r.issues == 0 || r.advice > 0 || r.alt > 0 || r.file > 0 || b.kind != kindItem {
		return
	}
	if f, ok := r.d.gradeLast(b, true); ok && !(resolvedMark(b.text) && b.holdsUnstruck(resolvedMark)) {
		r.rep.strays = append(r.rep.strays, f)
	}
}

// defectStems open words that name a defect: a title that holds one
// (`Token leak`, `SQL injection in login`, `Retry loop crashes`) names
// what is wrong, not work to do or an area to improve (`Quality
// Practices`, `Create CI integration tasks`).
var defectStems = []string{
	"leak", "inject", "vulnerab", "exploit", "bypass", "crash", "panic", "corrupt", "loss", "lose", "lost",
	"drop", "delet", "wipe", "overwrit", "expos", "insecure", "unsafe", "race", "deadlock", "hang", "overflow",
	"bug", "broke", "fail", "error", "wrong", "incorrect", "missing", "regress", "secret", "password",
	"credential", "xss", "csrf", "traversal", "escalat", "unauthori", "unauthenti", "unvalidat", "unsanitiz",
	"dereferenc", "misses", "skips", "ignores", "breaks", "breaking", "breakage",
}

// namesDefect reports whether a title holds a word that names a defect
// (see defectStems).
func namesDefect(title string) bool {
	for rest := title; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		w = strings.ToLower(w)
		for _, s := range defectStems {
			if strings.HasPrefix(w, s) {
				return true
			}
		}
		rest = r
	}
}

// severityNamed is a grade in brackets without the word that names it a
// severity, which grades it all the same (`severity: critical`,
// `Critical severity`), and whether the word was there.
func severityNamed(inner string) (string, bool) {
	if len(inner) > len("severity") && strings.EqualFold(inner[:len("severity")], "severity") {
		if t := strings.TrimLeft(inner[len("severity"):], " \t*_`"); strings.HasPrefix(t, ":") || strings.HasPrefix(t, "=") {
			return strings.TrimLeft(t[1:], " \t*_`"), true
		}
	}
	if n := len(inner) - len(" severity"); n > 0 && strings.EqualFold(inner[n:], " severity") {
		return strings.TrimRight(inner[:n], " \t*_`"), true
	}
	return inner, false
}

// priorityNamed is a grade in brackets without the word that names it a
// priority (`Critical priority`, `priority: P0`), and whether the word
// was there: a rank, read as the grade alone only where the grade is one
// that blocks on a defect (Critical, Blocker, P0); `High priority` says
// how soon.
func priorityNamed(inner string) (string, bool) {
	const word = "priority"
	if len(inner) > len(word) && strings.EqualFold(inner[:len(word)], word) {
		if t := strings.TrimLeft(inner[len(word):], " \t*_`"); strings.HasPrefix(t, ":") || strings.HasPrefix(t, "=") {
			return strings.TrimLeft(t[1:], " \t*_`"), true
		}
	}
	if n := len(inner) - len(" "+word); n > 0 && strings.EqualFold(inner[n:], " "+word) {
		return strings.TrimRight(inner[:n], " \t*_`"), true
	}
	return inner, false
}

// alwaysBlocks reports whether a blocking grade blocks wherever it
// stands: Critical and Blocker say how grave the thing they grade is,
// never how soon to do it, so named a severity (`Severity: Critical`,
// `(severity: critical)`) they grade a finding under advice too. A grade
// alone as a heading or beside work under advice (`### Critical`,
// `**Critical**: announce the release`) still ranks.
func alwaysBlocks(word string) bool {
	switch strings.ToLower(strings.TrimSpace(word)) {
	case "critical", "blocker", "blockers", "blocking", "showstopper", "show-stopper":
		return true
	}
	return false
}

// tailStart is where the last n bytes of t that are neither blanks nor
// emphasis begin: padding a grade with spaces or asterisks, which a
// reader does not see, does not push its dash out of the tail.
func tailStart(t string, n int) int {
	seen := 0
	for i := len(t) - 1; i >= 0; i-- {
		switch t[i] {
		case ' ', '\t', '*', '_', '`':
			continue
		}
		if seen++; seen > n {
			return i + 1
		}
	}
	return 0
}
