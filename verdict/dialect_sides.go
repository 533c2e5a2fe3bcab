package verdict

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// checkSides refuses a dialect that puts a value on the side opposite to
// the one a reader of the file takes it for: an approve value that reads
// as a refusal (block, REJECTED, not_approved, FAIL in full-width letters
// or with a letter of another script), or a non-blocking severity that
// reads as a blocking one (blocking, critical). Such a dialect would
// approve a file its reader sees refused. A value with an invisible
// character shows a reader another value than the one it is. The other
// direction, a refusal the tool blocks on, fails safe and is left to the
// team.
func (d *Dialect) checkSides() error {
	s := &d.spec
	for _, v := range s.Approve {
		if err := checkSeen("json.approve", v); err != nil {
			return err
		}
		seen, spelled := readerForms(v)
		if readsRefusal(seen) || listed(s.Block, seen) || spelled != "" && (readsRefusal(spelled) || listed(s.Block, spelled)) {
			return &DialectError{"json.approve", fmt.Sprintf("%q reads as a refusal to a reader: it cannot approve", v)}
		}
	}
	if !s.Findings {
		return nil
	}
	for _, v := range s.NonBlocking {
		if err := checkSeen("json.non-blocking", v); err != nil {
			return err
		}
		seen, spelled := readerForms(v)
		if readsBlocking(seen) || listed(s.Blocking, seen) || spelled != "" && (readsBlocking(spelled) || listed(s.Blocking, spelled)) {
			return &DialectError{"json.non-blocking", fmt.Sprintf("%q reads as a blocking severity to a reader: it cannot be a non-blocking one", v)}
		}
	}
	return nil
}

// checkSeen refuses a value holding a character a reader does not see.
func checkSeen(field, v string) error {
	for _, r := range v {
		if invisibleRune(r) {
			return &DialectError{field, fmt.Sprintf("%q holds an invisible character (%U): a reader sees another value", v, r)}
		}
	}
	return nil
}

// readerValue is a value as a reader reads it, in lower-case ASCII where
// it can be: letters of other scripts that look like ASCII ones mapped to
// them, full-width and other compatibility forms taken apart (NFKD), and
// combining marks dropped.
func readerValue(v string) string {
	var b strings.Builder
	for _, r := range v {
		switch {
		case r < utf8.RuneSelf:
			b.WriteRune(unicode.ToLower(r))
		case lookAlike[r] != 0:
			b.WriteByte(lookAlike[r])
		default:
			for _, c := range norm.NFKD.String(string(r)) {
				if !unicode.Is(unicode.Mn, c) {
					b.WriteRune(unicode.ToLower(c))
				}
			}
		}
	}
	return b.String()
}

// readerForms returns a value as a reader reads it (readerValue) and,
// for a value spelled one letter at a time (`R E J E C T`), the word it
// spells, or "".
func readerForms(v string) (seen, spelled string) {
	seen = readerValue(v)
	ws := strings.FieldsFunc(seen, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return seen, sideword.LetterSpelled(ws)
}

// listed reports whether seen is one of list in any ASCII case.
func listed(list []string, seen string) bool {
	for _, v := range list {
		if asciiLower(v) == seen {
			return true
		}
	}
	return false
}

// readsRefusal reports whether a value's words refuse: a word of the
// block side or a blocking grade, with no negation to turn it nor an
// approval beside it (block, critical_issues; not no_blockers), an
// approval a negation or a prefix takes back (not_approved, unapproved),
// a wait or a word that declines (pending, vetoed, conditional), or a
// bare negation (no, not_yet; not no_issues).
func readsRefusal(seen string) bool {
	var neg, pass, fail, bare bool
	ws := valueWords(seen)
	for i, w := range ws {
		neg = neg || negations.has(w)
		pass = pass || approveWords.has(w)
		fail = fail || blockWords.has(w)
		for _, pre := range []string{"un", "dis", "non"} {
			if rest, ok := strings.CutPrefix(w, pre); ok && approveWords.has(rest) {
				return true
			}
		}
		if sideword.Declines(w) {
			return true
		}
		bare = bare || negations.has(w) && (i+1 == len(ws) || !sideword.ProblemNoun(ws[i+1]))
	}
	fail = fail || holdsGrade(seen)
	// As a reader reads it: a negation beside an approval alone takes
	// it back, beside a refusal alone turns it (no_blockers), and beside
	// both leaves the value saying neither.
	return pass && neg && !fail || fail && !neg && !pass || bare && !pass && !fail
}

// readsBlocking reports whether a severity's words block: a word of the
// block side (blocks, fails, denied) or a blocking grade (critical,
// showstopper, must_fix) that no negation turns (non-blocking,
// no_blockers and not_critical do not).
func readsBlocking(seen string) bool {
	if wholeNonBlocking.has(strings.Join(valueWords(seen), "")) {
		return false
	}
	var neg, blocks bool
	for _, w := range valueWords(seen) {
		neg = neg || negations.has(w)
		blocks = blocks || blockWords.has(w) || blockingWords.has(w)
	}
	return (blocks || holdsGrade(seen)) && !neg
}

// holdsGrade reports whether a blocking grade (sideword.BlockingGrade),
// of one word or two (must_fix), stands among a value's words, digits
// kept (p0).
func holdsGrade(seen string) bool {
	ws := strings.FieldsFunc(seen, func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') })
	for i := range ws {
		if sideword.GradeOpens(ws[i:]) > 0 {
			return true
		}
	}
	return false
}
