// Package failprose reads prose for a statement that the build, CI or
// the tests fail now (`CI is red.`, `The build fails on main.`, `Tests are
// failing.`): beside an approval, in a review's summary or its verdict's
// reason, a reader takes such a statement for a refusal. Both readers of
// reviews, of markdown reports and of JSON verdict files, ask it.
//
// It reads plain text, lower case, as its callers give it; it knows no
// markdown and no verdict words.
package failprose

import (
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A review's summary or a verdict's reason that says, in plain prose,
// that the build, CI or the tests fail now (`CI is red.`, `The build
// fails on main.`, `Tests are failing.`) tells a reader the change is
// not ready: beside a passing verdict it is a contradiction, as a
// blocking finding is. Only a clause that opens with what fails and
// says it fails in the present tense is read so. What failed before
// (`The build failed before this fix; it passes now.`), what fails on a
// condition or on the old code (`if the build fails, …`, `the new test
// fails without the fix`), failures denied (`No tests fail.`) or settled
// (`CI was red → fixed`), and failures said to be another change's
// (`unrelated to this change`) are none.

// checkSubject reports whether w names what a failure of the build, CI
// or the tests is said of.
func checkSubject(w string) bool {
	switch w {
	case "ci", "build", "builds", "test", "tests", "suite", "suites", "pipeline", "pipelines", "check",
		"checks", "lint", "linter", "linting", "typecheck", "typechecking", "compilation", "job", "jobs",
		"workflow", "workflows", "e2e":
		return true
	}
	return false
}

// leadsAway reports whether w, between a clause's start and its subject,
// makes the failure a condition, a description or history: `if the build
// fails`, `the case where CI is red`, `previously the tests fail`.
func leadsAway(w string) bool {
	switch w {
	case "if", "when", "whenever", "unless", "until", "once", "while", "whether", "that", "which", "where",
		"who", "lest", "before", "after", "without", "previously", "formerly", "originally", "earlier",
		"old", "previous", "prior", "original", "otherwise", "case", "ensure", "ensures", "make", "makes",
		"let", "lets", "verify", "verifies", "would", "could", "might", "should", "will", "can", "may",
		"to", "fix", "fixes", "fixed", "no", "none", "zero", "0", "not", "neither", "nor", "never",
		"nothing", "expect", "expects", "expected", "how", "why", "what":
		return true
	}
	return false
}

// Failing finds, in text (lower case, without emphasis), a clause that
// says the build, CI or the tests fail now (see above), and returns its
// words. settled says a sentence records what it names as settled since
// (`CI was red → fixed`); nil reads only an arrow to fixed, resolved,
// pass or green.
func Failing(t string, settled func(string) bool) (string, bool) {
	if settled == nil {
		settled = ArrowSettled
	}
	for t != "" {
		sentence := t
		if i := strings.IndexAny(t, ".;!?"); i >= 0 {
			sentence, t = t[:i], t[i+1:]
		} else {
			t = ""
		}
		if w, ok := sentenceFails(sentence, settled); ok {
			return w, true
		}
	}
	return "", false
}

// ArrowSettled reports whether s, lower case, records what it names as
// settled by an arrow to a settled word: `red → fixed`, `fails -> pass`.
func ArrowSettled(s string) bool {
	for _, arrow := range []string{"→", "->", "=>"} {
		i := strings.LastIndex(s, arrow)
		if i < 0 {
			continue
		}
		rest := strings.TrimLeft(s[i+len(arrow):], " *_`:✅✔")
		for _, w := range []string{"fixed", "resolved", "addressed", "pass", "green"} {
			if strings.HasPrefix(rest, w) {
				return true
			}
		}
	}
	return false
}

// sentenceFails reads a sentence, lower case, clause by clause: what
// follows a failure to the sentence's end may still make it another's
// (`The build fails on main, unrelated to this change`).
func sentenceFails(sentence string, settled func(string) bool) (string, bool) {
	// tail is what follows a spaced hyphen in the clause read last: a
	// clause of its own, as if a comma ended it, read before rest. It is
	// kept apart rather than joined to rest, so that a sentence of many
	// hyphens is not copied once for each.
	for rest, tail, inTail := sentence, "", false; rest != "" || inTail; {
		clause := rest
		// A clause that ends its sentence, or a comma ends, may be a
		// fragment (`Tests failing.`, `CI red, …`); one before a colon
		// is a label (`tests failing: 0`).
		last, label := true, false
		if inTail {
			clause, inTail = tail, false
		} else if i := strings.IndexAny(rest, ",:()—–[]|"); i >= 0 {
			_, size := utf8.DecodeRuneInString(rest[i:])
			clause, rest, last, label = rest[:i], rest[i+size:], rest[i] == ',', rest[i] == ':'
		} else {
			rest = ""
		}
		if label && labelFails(clause, rest) {
			if anothersFailure(proseword.AppendAll(nil, rest)) || settled(sentence) {
				return "", false // read once: the rest is not read again
			}
			return strings.TrimSpace(clause) + ": " + strings.TrimSpace(rest), true
		}
		if i := strings.Index(clause, " - "); i >= 0 {
			clause, tail, inTail, last = clause[:i], clause[i+3:], true, false
		}
		var buf [32]string
		ws := proseword.AppendAll(buf[:0], clause)
		k, ok := clauseFails(ws, last)
		if !ok {
			continue
		}
		after := ws[len(ws):]
		if inTail {
			after = proseword.AppendAll(after, tail)
		}
		if failsAnother(ws[k:]) || anothersFailure(proseword.AppendAll(after, rest)) || settled(sentence) {
			return "", false
		}
		return strings.Join(ws[:k], " "), true
	}
	return "", false
}

// clauseFails reads the words of one clause, lower case, for a subject
// of checks at its start and a present failure after it: how many words
// say so.
func clauseFails(words []string, last bool) (int, bool) {
	for k, w := range words {
		if leadsAway(w) {
			return 0, false
		}
		if !checkSubject(w) {
			continue
		}
		// The subject's last word: `the CI build`, `the test suite`.
		for k+1 < len(words) && checkSubject(words[k+1]) {
			k++
		}
		if n, ok := presentFailure(words[k+1:]); ok {
			return k + 1 + n, true
		}
		if last && fragmentFailure(words[k+1:]) {
			return len(words), true
		}
	}
	return 0, false
}

// presentFailure reads the words after a subject for a failure in the
// present tense, past an adverb or two: `fails`, `are failing`, `is
// red`, `still does not compile`, `has been failing`. It returns how
// many words it took.
func presentFailure(ws []string) (int, bool) {
	k := 0
	for k < len(ws) && k < 2 {
		switch ws[k] {
		case "still", "now", "currently", "also", "all", "both", "consistently", "again", "intermittently", "repeatedly", "then":
			k++
			continue
		}
		break
	}
	at := func(i int) string {
		if k+i < len(ws) {
			return ws[k+i]
		}
		return ""
	}
	switch at(0) {
	case "fails", "fail":
		return k + 1, true
	case "is", "are", "keeps", "keep":
		switch at(1) {
		case "failing", "red", "broken", "erroring", "crashing", "breaking":
			return k + 2, true
		case "not", "still":
			if p := at(2); p == "passing" || p == "green" || p == "building" || p == "compiling" {
				return k + 3, true
			}
		}
	case "isn't", "aren't":
		if p := at(1); p == "passing" || p == "green" || p == "building" || p == "compiling" {
			return k + 2, true
		}
	case "does", "do":
		if at(1) == "not" {
			if p := at(2); p == "pass" || p == "compile" || p == "build" {
				return k + 3, true
			}
		}
	case "doesn't", "don't", "won't", "cannot", "can't":
		if p := at(1); p == "pass" || p == "compile" || p == "build" {
			return k + 2, true
		}
	case "has", "have":
		switch at(1) {
		case "failed", "broken":
			return k + 2, true
		case "been":
			if p := at(2); p == "failing" || p == "red" || p == "broken" {
				return k + 3, true
			}
		}
	}
	return 0, false
}

// labelFails reports whether a label that names only what is checked
// (`CI`, `The build`, `Unit tests`) is given a failure for its value,
// the whole of what follows the colon (`CI: red`, `Build: failed`) or a
// failure and where it fails (`CI: red on main`), as `The build fails on
// main.` says one. A count (`tests failing: 0`) is the label's, not its
// value's.
func labelFails(label, value string) bool {
	var lb, vb [8]string
	ls := proseword.AppendAll(lb[:0], label)
	if len(ls) == 0 || len(ls) > 3 || !checkSubject(ls[len(ls)-1]) {
		return false
	}
	vs := vb[:0] // at most three words: a longer value is no failure alone
	for rest := value; len(vs) < 3; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		vs, rest = append(vs, w), r
	}
	if len(vs) == 0 {
		return false // `CI:` and nothing after it
	}
	if len(vs) == 2 && (vs[0] == "still" || vs[0] == "currently") {
		vs = vs[1:]
	}
	if len(vs) > 1 && !wherePreposition(vs[1]) {
		return false
	}
	switch vs[0] {
	case "red", "failing", "failed", "fails", "fail", "failure", "broken", "erroring":
		return true
	}
	return false
}

// wherePreposition reports whether w, after a failure, opens where or
// since when it fails: `red on main`, `failing in CI`.
func wherePreposition(w string) bool {
	switch w {
	case "on", "in", "at", "under", "since", "across":
		return true
	}
	return false
}

// fragmentFailure reports whether the words after a subject, to the end
// of its sentence, are a failure without a verb: `Build broken.`, `CI
// red.`, `Tests still failing.`
func fragmentFailure(ws []string) bool {
	if len(ws) == 2 && (ws[0] == "still" || ws[0] == "currently") {
		ws = ws[1:]
	}
	return len(ws) == 1 && (ws[0] == "failing" || ws[0] == "broken" || ws[0] == "red")
}

// failsAnother reports whether the words after a failure, in its clause,
// make it one of something other than the change now: on the old code,
// without the fix, on a condition, by design, or another change's.
func failsAnother(ws []string) bool {
	if len(ws) > 0 {
		switch ws[0] {
		case "fast", "closed", "safe", "safely", "gracefully", "loudly", "cleanly", "early", "open", "over":
			return true // how it fails, by design
		}
	}
	for _, w := range ws {
		switch w {
		case "without", "when", "whenever", "if", "unless", "expected", "intended", "intentionally", "deliberately",
			"design", "purpose", "old", "previous", "before", "prior", "otherwise":
			return true
		}
	}
	return anothersFailure(ws)
}

// anothersFailure reports whether words, anywhere in a failure's
// sentence, say it is not the change's: `unrelated`, `pre-existing`, `not
// caused by this change`, `independent of it`, or the base's failure that
// the change fixes (`The build fails on main, which this change fixes.`).
func anothersFailure(ws []string) bool {
	for i, w := range ws {
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch w {
		case "unrelated", "preexisting", "independent", "independently":
			return true
		case "pre":
			if next == "existing" {
				return true
			}
		case "not":
			if next == "related" || next == "caused" || next == "introduced" {
				return true
			}
		case "fixes", "resolves", "addresses", "repairs":
			// `which this change fixes`: the failure is what is fixed,
			// not something else the change fixes beside it.
			if i >= 3 && changeNoun(ws[i-1]) && (ws[i-2] == "this" || ws[i-2] == "the") && (ws[i-3] == "which" || ws[i-3] == "that") {
				return true
			}
		case "fixed", "resolved", "addressed", "repaired":
			// `, fixed by this change`, `which is fixed by the PR`.
			if next == "by" && i+3 < len(ws) && (ws[i+2] == "this" || ws[i+2] == "the") && changeNoun(ws[i+3]) &&
				(i == 0 || i >= 2 && (ws[i-1] == "is" || ws[i-1] == "are") && (ws[i-2] == "which" || ws[i-2] == "that")) {
				return true
			}
		}
	}
	return false
}

// changeNoun reports whether w names the change under review: `this
// change`, `the PR`.
func changeNoun(w string) bool {
	switch w {
	case "change", "pr", "patch", "commit", "branch", "diff", "mr", "changeset":
		return true
	}
	return false
}
