package contract

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A failed check is an entry under a heading of checks (`## Checks`,
// `### Test Results`, `## CI`) whose value shows it failed: `- unit
// tests: ❌ FAILED`, `- ❌ lint`, `| unit tests | FAIL |`. A reader takes
// a passing verdict beside it for a contradiction, as beside a blocking
// finding, in every dialect, whatever words the dialect has for its
// coverage: the check is no claim of the review but a result it reports.
// A check the entry settles (`FAILED → fixed`, `❌ → ✅ passing`) is
// history, and one skipped or pending is no failure. Outside a heading
// of checks, only what cannot be read otherwise counts: a table whose
// column names checks, a Result or Status cell that says FAIL, and a
// bullet naming a test or build that says FAILED in capitals.

// namesChecks reports whether a heading's topic (its words before a
// colon, a parenthesis or a dash) ends in checks, tests, a suite, lint,
// CI, a build, verification, or their results: `## Checks`, `### CI
// Status`, `## Test Results`, `## Quality Gates`. `## Test Plan` and `## Tests to
// add` name work, not results.
func namesChecks(heading string) bool {
	if !mayNameChecks(heading) {
		return false
	}
	t := normalize(heading)
	if i := labelSeps.index(t); i >= 0 {
		t = t[:i]
	}
	if i := strings.Index(t, " - "); i >= 0 {
		t = t[:i]
	}
	var ws []string
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !proseword.IsRune(r) }) {
		if w[0] < '0' || w[0] > '9' {
			ws = append(ws, w)
		}
	}
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	last := ws[len(ws)-1]
	if len(ws) > 1 {
		switch last {
		case "results", "result", "status", "outcome", "outcomes", "summary", "report", "performed", "run", "runs", "executed", "execution":
			last = ws[len(ws)-2]
		}
	}
	switch last {
	case "check", "checks", "test", "tests", "testing", "suite", "suites", "ci", "cd", "build", "builds", "lint", "linting",
		"verification", "validation", "gate", "gates", "pipeline":
		return true
	}
	return false
}

// mayNameChecks is a quick test that spares most headings namesChecks'
// copy: the heading holds, in any case, a stem of one of its words.
func mayNameChecks(heading string) bool {
	// The stems and "ci" are the words reader.heading asks of a heading's
	// summary (textpairs_test.go holds them to this test).
	for _, stem := range checkStems {
		if indexFold(heading, stem) >= 0 {
			return true
		}
	}
	// CI as a word: as a stem it is in many headings (Critical, Decision).
	for from := 0; from < len(heading); {
		i := indexFold(heading[from:], "ci")
		if i < 0 {
			return false
		}
		i += from
		if (i == 0 || !isASCIILetter(heading[i-1])) && (i+2 == len(heading) || !isASCIILetter(heading[i+2])) {
			return true
		}
		from = i + 2
	}
	return false
}

// checkColumns name a table's column of check results.
var checkColumns = []string{"status", "result", "results", "outcome", "state", "ci", "build"}

// failedCheck reads a bullet or line under a heading of checks for a
// failed check: a cross anywhere on it (`- ❌ lint`, `- unit tests —
// ❌`), FAIL, FAILED, FAILING or BROKEN in upper case as a word of its
// own, a count of failures (`3 failed, 120 passed`), a test that did
// not pass, or a value after the check's name that leads with a
// failure word (`- build: failed`). An entry that settles it since (`→
// fixed`, `❌ → ✅`) is none.
func failedCheck(text string) (word string, ok bool) {
	t := strings.TrimLeft(text, "-*+• ")
	if settledCheck(t) {
		return "", false
	}
	if m, ok := anyCross(t); ok {
		return m, true
	}
	if w, ok := upperFailure(t); ok {
		return w, true
	}
	if w, ok := countsFailures(t); ok {
		return w, true
	}
	if failuresCounted(t) {
		return "failing", true // `PASS (1 test failing)`
	}
	if w, ok := fractionPassing(t); ok {
		return w, true
	}
	if w, ok := notPassing(t); ok {
		return w, true
	}
	name, value, found := strings.Cut(flatten(t, false), ":")
	if !found || len(strings.Fields(name)) > 6 {
		return "", false
	}
	if w, r, ok := proseword.Next(value); ok && strings.HasPrefix(strings.TrimLeft(value, " \t✅✔\ufe0f"), w) && passedWord(w) && passTakenBack(r) {
		return w, true // `- build: PASS, but the token leaks`
	}
	return failureLead(value)
}

// passedWord reports whether w says a check passed.
func passedWord(w string) bool {
	switch strings.ToLower(w) {
	case "pass", "passed", "passing", "ok", "green", "success", "succeeded":
		return true
	}
	return false
}

// crosses are the marks that show a check failed.
var crosses = []string{"❌", "❎", "✗", "✘", "✖", "⛔", "🔴", "🚫", "🛑", "🟥"}

// anyCross returns the first cross in s.
func anyCross(s string) (string, bool) {
	if !hasNonASCII(s) {
		return "", false // each cross is outside ASCII: most cells and lines
	}
	for _, m := range crosses {
		if strings.Contains(s, m) {
			return m, true
		}
	}
	return "", false
}

// upperFailure finds FAIL, FAILED, FAILING or BROKEN in upper case as a
// word of its own: shouted, a result, not prose (`fail-fast` is none).
func upperFailure(s string) (string, bool) {
	for rest := s; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return "", false
		}
		switch w {
		case "FAIL", "FAILED", "FAILING", "BROKEN", "TIMEOUT", "CRASHED":
			end := len(s) - len(r)
			if next, _, _ := proseword.Next(r); isListNoun(strings.ToLower(next)) || strings.EqualFold(next, "verdict") {
				break // `FAIL findings`, a `FAIL verdict`: the word names a kind, no result
			}
			if !joined(s, end) && !joinedBefore(s, end-len(w)) {
				return w, true
			}
		}
		rest = r
	}
}

// joinedBefore reports whether a hyphen or underscore joins the word at
// s[start] to the one before it (`no-FAIL`).
func joinedBefore(s string, start int) bool {
	return start > 0 && (s[start-1] == '-' || s[start-1] == '_') && start > 1 && proseword.IsRune(rune(s[start-2]))
}

// countsFailures finds a count of failures above nought: `3 failed`,
// `2 failures`, `1 failing`.
func countsFailures(s string) (string, bool) {
	fs := strings.Fields(strings.ToLower(s))
	for i := 0; i+1 < len(fs); i++ {
		n := strings.Trim(fs[i], "(*_`")
		if n == "" || strings.Trim(n, "0123456789") != "" || strings.Trim(n, "0") == "" {
			continue
		}
		switch strings.Trim(fs[i+1], ".,;:)*_`") {
		case "failed", "failing", "failure", "failures", "fail", "fails", "broken", "error", "errors", "timeout", "timeouts":
			if i+2 < len(fs) && proseword.Settled(strings.Trim(fs[i+2], ".,;:)*_`")) {
				continue // `2 errors fixed since round 1`
			}
			return fs[i] + " " + fs[i+1], true
		}
	}
	return "", false
}

// notPassing finds a check said not to pass: `did not pass`, `does not
// pass`, `not passing`, `didn't pass`.
func notPassing(s string) (string, bool) {
	l := strings.ToLower(strings.ReplaceAll(s, "’", "'"))
	for _, p := range []string{"did not pass", "does not pass", "do not pass", "didn't pass", "doesn't pass", "don't pass", "not passing", "is not green", "not green"} {
		if i := strings.Index(l, p); i >= 0 && (i == 0 || !proseword.IsRune(rune(l[i-1]))) {
			return p, true
		}
	}
	return "", false
}

// failedCheckRow reads a table row under a heading of checks: a cell
// that is a cross alone, or a results column (Status, Result, Outcome,
// the dialect's status column, or one with no name) whose cell leads
// with a cross or a failure word, or a column that asks whether the
// check passed (`Passed?`, `OK`) answered no.
func (d *Dialect) failedCheckRow(row block) (Finding, bool) {
	for i, c := range row.cells {
		v := strings.TrimSpace(c.text)
		if settledCheck(v) {
			continue
		}
		name := ""
		if i < len(row.header) {
			name = headingKey(row.header[i].text)
		}
		w, failed := "", false
		switch {
		case slices.Contains(crosses, strings.Trim(v, " *_`\ufe0f")):
			w, failed = v, true
		case name == "" || slices.Contains(checkColumns, name) || slices.Contains(d.statusCols, name):
			w, failed = failureLead(v)
		case slices.Contains(passColumns, strings.TrimRight(name, "?")):
			if answersNo(v) {
				w, failed = "no", true
			}
		}
		if failed {
			return Finding{Text: rowText(row, i), Disposition: Fail, Word: w, Line: row.line, Col: row.col}, true
		}
	}
	// A row no results column reads still pairs its name with a value
	// (`| Build | FAIL |` under `| Field | Value |`) as it does under
	// any other heading.
	return d.failedResultRow(row)
}

// passColumns ask of each check whether it passed.
var passColumns = []string{"passed", "pass", "passing", "ok", "green", "success", "succeeded"}

// failedResultRow reads a table row under any heading for a result that
// says in words that it failed: a Result, Status or Outcome cell that is
// FAIL or FAILED in upper case, alone or before a separator (`| unit
// tests | FAIL |`). A cross alone there grades many other things (a
// design pattern not built, a feature left out) and is left to a
// heading of checks.
func (d *Dialect) failedResultRow(row block) (Finding, bool) {
	if row.kind != kindRow || !slices.ContainsFunc(row.cells, func(c cell) bool { return failedInWords(c.text) }) {
		return Finding{}, false // most rows: no column to look up
	}
	col := row.column(checkColumns)
	if col < 0 {
		col = valueCell(row)
	}
	if col < 0 || col >= len(row.cells) {
		return Finding{}, false
	}
	v := row.cells[col].text
	if !failedInWords(v) || settledCheck(v) {
		return Finding{}, false
	}
	w, _ := failureLead(v)
	return Finding{Text: rowText(row, col), Disposition: Fail, Word: w, Line: row.line, Col: row.col}, true
}

// failedHeaderRow reads a table's header row of two cells that names a
// thing and its failure (`| Build | FAIL |`, `| Status | FAILED |`): a
// reader takes it as the line `Build: FAIL`, as the same row in the body
// is read, for no column is named FAIL in capitals. A header of more
// columns (`| Suite | PASS | FAIL |`) names counts and is left alone.
func failedHeaderRow(row block) (Finding, bool) {
	if row.kind != kindRow || !row.isHeader || len(row.cells) != 2 || strings.TrimSpace(row.cells[0].text) == "" {
		return Finding{}, false
	}
	v := row.cells[1].text
	if !failedInWords(v) || settledCheck(v) {
		return Finding{}, false
	}
	w, _ := failureLead(v)
	return Finding{Text: rowText(row, 1), Disposition: Fail, Word: w, Line: row.line, Col: row.col}, true
}

// valueCell is the cell that gives the value of a row naming a thing in
// its first cell (`| Build | FAIL |` under `| Field | Value |` or under
// no header words): the first cell after it that holds anything, which a
// reader reads as `Build: FAIL`. A column of what should happen
// (`| Case | Expected |`) holds no outcome: the value is in a cell after
// it (`| Check | Expected | Actual |`), and one that says what was
// expected is as expected. A row with no name in its first cell pairs
// nothing. -1 when there is none.
func valueCell(row block) int {
	if len(row.cells) < 2 || strings.TrimSpace(row.cells[0].text) == "" {
		return -1
	}
	expected := ""
	for i := 1; i < len(row.cells); i++ {
		v := strings.TrimSpace(row.cells[i].text)
		if v == "" {
			continue
		}
		if i < len(row.header) && expectation(row.header[i].text) {
			expected = v
			continue
		}
		if expected != "" && strings.EqualFold(unmarked(v), unmarked(expected)) {
			return -1
		}
		return i
	}
	return -1
}

// expectation reports whether a column header names what should happen
// rather than what did: Expected, Expected result, Should, Want.
func expectation(header string) bool {
	w := strings.Fields(strings.ToLower(unmarked(header)))
	if len(w) == 0 {
		return false
	}
	switch w[0] {
	case "expected", "expect", "expectation", "expectations", "should", "want", "wanted", "intended", "desired", "target":
		return true
	}
	return false
}

// failedInWords reports whether a cell leads with FAIL, FAILED or
// FAILING in upper case, as failureLead reads it.
func failedInWords(v string) bool {
	if m, ok := crossLead(v); ok {
		// `❌ Failed`: the cross and the word say it twice.
		v = strings.TrimLeft(strings.TrimLeft(v, " \t*_`[(")[len(m):], "\ufe0f")
		w, ok := failureLead(v)
		return ok && strings.EqualFold(w[:min(len(w), 4)], "fail")
	}
	w, ok := failureLead(v)
	return ok && (w == "FAIL" || w == "FAILED" || w == "FAILING")
}

// failureLead reports whether a check's value, past emphasis and
// spaces, opens with a cross, or is a word that says the check failed,
// alone or before a separator or a parenthetical (`FAILED`, `Failed (3
// tests)`, `BROKEN — timeout`); a sentence that goes on (`failed before
// the fix, passes after`) is left to its reader.
func failureLead(s string) (string, bool) {
	if m, ok := crossLead(s); ok {
		return m, true
	}
	t := leadingMarks.trimLeft(s)
	w, rest, ok := proseword.Next(t)
	if !ok || !strings.HasPrefix(t, w) {
		return "", false
	}
	if !saysFailure(w) {
		return "", false
	}
	rest = closingMarks.trimLeft(rest)
	for _, sep := range []string{"", "(", "—", "–", "-", "|", ":", ";", ".", ",", "!", "→", "⇒", "=>"} {
		if sep == "" && rest == "" || sep != "" && strings.HasPrefix(rest, sep) {
			return w, true
		}
	}
	return "", false
}

// settledCheck reports whether a failed check's entry says it was dealt
// with since: a resolved mark (`→ fixed`), or an arrow to a pass (`❌ →
// ✅`, `FAILED -> passing`).
func settledCheck(s string) bool {
	if resolvedMark(s) || expectedOrNone(s) {
		return true
	}
	t := strings.ToLower(s)
	for _, arrow := range []string{"→", "->", "=>"} {
		i := strings.LastIndex(t, arrow)
		if i < 0 {
			continue
		}
		rest := strings.TrimLeft(t[i+len(arrow):], " *_`:")
		// An arrow to `fixed` is resolvedMark's.
		for _, p := range []string{"✅", "✔", "pass", "green"} {
			if strings.HasPrefix(rest, p) && !doubted(rest) {
				return true
			}
		}
	}
	return false
}

// failedCheck records a failed check under a heading of checks as a
// blocking finding outside the findings. Struck words are withdrawn: a
// check that fails only with them does not.
func (r *reader) failedCheck(b block) {
	if r.alt > 0 || r.file > 0 {
		return
	}
	switch {
	case b.kind == kindRow && b.unstruck != nil:
		b = b.withoutStruckCells()
	case b.unstruck != nil:
		b = b.withoutStruck()
	}
	if r.checks == 7 && b.kind == kindText {
		// A bold label (`**Checks:**`) heads the list or table under
		// it; a line of text after it is another topic.
		r.checks = 0
	}
	if r.checks == 0 && b.kind == kindRow && slices.ContainsFunc(b.cells, mayFail) && b.column(checkNameColumns) >= 0 {
		// A table of checks reports checks wherever it stands.
		if f, ok := r.d.failedCheckRow(b); ok {
			r.rep.strays = append(r.rep.strays, f)
		}
		return
	}
	if r.checks == 0 {
		if f, ok := r.d.failedResultRow(b); ok {
			r.rep.strays = append(r.rep.strays, f)
		}
		if b.kind == kindItem || b.kind == kindText && !strings.Contains(b.text, "\n") {
			if w, ok := namedCheckFailed(b.text); ok {
				r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: w, Line: b.line, Col: b.col})
			}
		}
		return
	}
	switch b.kind {
	case kindRow:
		if f, ok := r.d.failedCheckRow(b); ok {
			r.rep.strays = append(r.rep.strays, f)
		}
	case kindItem, kindText:
		if w, ok := failedCheck(b.text); ok {
			r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: w, Line: b.line, Col: b.col})
		}
	}
}

// crossLead reports whether s, past emphasis and spaces, opens with a
// cross, and returns it.
func crossLead(s string) (string, bool) {
	t := leadingMarks.trimLeft(s)
	for _, mark := range crosses {
		if strings.HasPrefix(t, mark) {
			return mark, true
		}
	}
	return "", false
}

// checkNameColumns name a table's rows as checks.
var checkNameColumns = []string{"check", "checks", "test", "tests", "suite", "suites", "gate", "gates"}

// expectedOrNone reports whether a failed-looking entry says the check
// went as it should: the failure is the one it expects (`error
// (expected)`, `Error (as expected)`), or the cross marks an absence
// (`❌ none`).
func expectedOrNone(s string) bool {
	// The expectation must close the entry, alone: `(as expected, the fix
	// is not in)` and `as expected by nobody` go on, and a reader weighs
	// what follows.
	tail := strings.ToLower(strings.TrimRight(s, " \t.!*_`"))
	for _, e := range []string{"(expected)", "(as expected)", "(expected failure)", "(expected to fail)", "— expected", "- expected", ", as expected"} {
		if strings.HasSuffix(tail, e) {
			return true
		}
	}
	if _, value, found := strings.Cut(s, ":"); found {
		s = value // `vulnerabilities: ❌ none`
	}
	if m, ok := crossLead(s); ok {
		rest := strings.Trim(strings.TrimLeft(s, " \t*_`[(")[len(m):], " \t*_`.\ufe0f")
		switch strings.ToLower(rest) {
		case "none", "0", "nothing", "no failures", "no issues":
			return true
		}
	}
	return false
}

// failureWord reports whether w, lower case, says a check failed.
func failureWord(w string) bool { return slices.Contains(failureWords, w) }

// failureWords are the words, lower case, that say a check failed.
var failureWords = []string{"fail", "failed", "fails", "failing", "failure", "broken", "red", "error", "errored", "timeout", "crashed"}

// failureStarts holds the first letter of each failure word, in either
// case: a word of ASCII letters that opens otherwise is none of them.
var failureStarts = func() (starts [256]bool) {
	for _, f := range failureWords {
		starts[f[0]], starts[f[0]-('a'-'A')] = true, true
	}
	return starts
}()

// saysFailure is failureWord(strings.ToLower(w)), without a lower-case
// copy of a word of ASCII letters, which a failure word is as it is in
// any case: the first word of every cell of a table is asked.
func saysFailure(w string) bool {
	if hasNonASCII(w) {
		return failureWord(strings.ToLower(w)) // `BROKEN` with a Kelvin sign is broken too
	}
	if w == "" || !failureStarts[w[0]] {
		return false
	}
	for _, f := range failureWords {
		if strings.EqualFold(w, f) {
			return true
		}
	}
	return false
}

// checksDiffer reports whether seen, the text a reader sees, and text,
// as the tool reads it (with a look-alike letter or an invisible
// character), differ in naming checks or in showing a failure: `FАIL`
// with a Cyrillic А is a failed check to a reader and no word to the
// tool.
func checksDiffer(seen, text string) bool {
	return namesChecks(seen) != namesChecks(text) || showsFailure(seen) != showsFailure(text)
}

// showsFailure reports whether s holds a cross or a word that says a
// check failed.
func showsFailure(s string) bool {
	for _, m := range crosses {
		if strings.Contains(s, m) {
			return true
		}
	}
	for rest := s; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		if failureWord(strings.ToLower(w)) {
			return true
		}
		rest = r
	}
}

// mayFail is a quick test that spares most rows a look at their header:
// a cell that holds a cross or opens with a failure word.
func mayFail(c cell) bool {
	if _, ok := anyCross(c.text); ok {
		return true
	}
	_, ok := failureLead(c.text)
	return ok
}

// namedCheckFailed reads a bullet, or a line of its own, under any
// heading that names a check and says it failed: in capitals (`- unit
// tests: FAILED`, `- go vet: FAIL`), or by a cross as its value (`- unit
// tests ❌`, `CI status: 🔴 red`, `**Tests:** ❌ failing`). Beside an
// approval a reader sees failing tests wherever the line stands. A cross
// that opens the line grades something else (`- ❌ no e2e tests`, a
// missing thing). The word may be in any case when it is the value
// alone (`- build: failed`, `- tests: failing (3 of 40)`): prose goes
// on past it (`tests: failed before the fix and pass after it`), which
// failureLead leaves to its reader.
func namedCheckFailed(text string) (string, bool) {
	cross, crossed := anyCross(text)
	if !containsFail(text) && !crossed && !strings.Contains(text, "/") {
		return "", false // most lines: nothing to cut
	}
	t := flatten(strings.TrimLeft(text, "-*+• "), false)
	name, value, found := strings.Cut(t, ":")
	if !found && crossed {
		// `unit tests ❌`: the cross closes the line after the name.
		i := strings.LastIndex(t, cross)
		if strings.Trim(t[i+len(cross):], " \t\ufe0f.!") != "" {
			return "", false
		}
		name, value, found = t[:i], t[i:], true
	}
	if !found || strings.TrimSpace(name) == "" || len(strings.Fields(name)) > 5 || !namesACheck(name) || settledCheck(value) || expectedOrNone(value) {
		return "", false
	}
	v := strings.TrimLeft(value, " \t")
	if m, ok := crossLead(v); ok {
		return m, true
	}
	if w, ok := fractionPassing(v); ok {
		return w, true
	}
	if w, ok := countsFailures(v); ok {
		return w, true // `Tests: 3 failed, 120 passed`
	}
	w, ok := failureLead(v)
	if u := strings.ToUpper(w); !ok || (u != "FAIL" && u != "FAILED" && u != "FAILING") {
		return "", false
	}
	return w, true
}

// containsFail reports whether s holds "fail" in any ASCII case.
func containsFail(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if s[i]|0x20 == 'f' && s[i+1]|0x20 == 'a' && s[i+2]|0x20 == 'i' && s[i+3]|0x20 == 'l' {
			return true
		}
	}
	return false
}

// namesACheck reports whether a name is a check's: it holds a word of
// tests, builds, linters or CI.
func namesACheck(name string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !proseword.IsRune(r) }) {
		switch w {
		case "test", "tests", "build", "builds", "lint", "linter", "vet", "ci", "check", "checks", "suite", "e2e", "typecheck", "compile", "compiles", "tsc", "clippy", "pytest", "mypy":
			return true
		}
	}
	return false
}

// fractionPassing finds a count of checks that passed short of the whole,
// `2/5 passing`, `118/120 passed`: the rest failed, unless the entry
// says they were skipped.
func fractionPassing(s string) (string, bool) {
	l := strings.ToLower(s)
	if strings.Contains(l, "skip") {
		return "", false
	}
	fs := strings.Fields(l)
	for i := 0; i+1 < len(fs); i++ {
		n, m, ok := strings.Cut(strings.Trim(fs[i], "(*_`"), "/")
		if !ok || n == "" || m == "" || strings.Trim(n, "0123456789") != "" || strings.Trim(m, "0123456789") != "" || len(n) > 9 || len(m) > 9 {
			continue
		}
		next := strings.Trim(fs[i+1], ".,;:)*_`")
		if next == "tests" || next == "checks" || next == "cases" {
			if i+2 >= len(fs) {
				continue
			}
			next = strings.Trim(fs[i+2], ".,;:)*_`")
		}
		switch next {
		case "pass", "passing", "passed", "green", "ok", "succeeded", "successful":
			if a, b := atoiDigits(n), atoiDigits(m); a < b {
				return fs[i] + " " + next, true
			}
		}
	}
	return "", false
}

// atoiDigits reads a string of at most nine digits.
func atoiDigits(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// checkStems are the stems of the words that name checks (mayNameChecks).
var checkStems = []string{"check", "test", "build", "verif", "valid", "gate", "pipeline", "suite", "lint"}
