package verdict

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// shoutedGrade returns the blocking grade that opens t in capitals,
// alone or naming its problems, when the text goes on in ordinary case
// with no separator between them (`BLOCKER sql injection in login`,
// `CRITICAL BUG the lock is dropped`): the capitals set
// the grade off as a colon would. A grade in ordinary case goes on as a
// word of the sentence (`Critical path logging is fine`), and one in a
// run of capitals heads it (`CRITICAL PATH ANALYSIS done`); a text that
// answers the grade no (`BLOCKERS none`) states none. It returns the
// grade, or "".
func shoutedGrade(t string, g grades) string {
	var caps []string
	end, rest := 0, t
	for len(caps) <= maxShoutedWords {
		word, after := cutShoutWord(rest)
		if word == "" || !shouted(word) {
			break
		}
		caps = append(caps, word)
		end, rest = len(t)-len(after), after
	}
	if len(caps) == 0 || len(caps) > maxShoutedWords {
		return ""
	}
	// Marks and numbers between the grade and the text (`BLOCKER #1 sql
	// injection`, `BLOCKER (auth) the token leaks`, `BLOCKER, sql …`) set
	// it off no less.
	tail := strings.TrimLeftFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) })
	next, _ := cutShoutWord(tail)
	if !strings.ContainsFunc(next, unicode.IsLower) || !g.labels(labelWords(strings.Join(caps, " "))) {
		return ""
	}
	if answersNo(strings.ToLower(strings.TrimLeftFunc(rest, labelBlank))) || answersNo(strings.ToLower(tail)) || answersNo(strings.ToLower(next)) {
		return ""
	}
	return strings.TrimRightFunc(t[:end], labelBlank)
}

// maxShoutedWords bounds the capitals read: a grade naming its problem
// (`MUST FIX BUG`) has at most three words.
const maxShoutedWords = 3

// cutShoutWord cuts the word (letters, digits, marks and the hyphens or
// underscores joining them) that opens s past its blanks and emphasis
// (`**BLOCKER** sql injection`), or "" when s
// opens with anything else, and what follows it; a word longer than any
// grade is cut at maxLabelRunes.
func cutShoutWord(s string) (string, string) {
	s = strings.TrimLeftFunc(s, func(r rune) bool { return labelBlank(r) || strings.ContainsRune("*_`", r) })
	end, n, prev := 0, 0, rune(0)
	for i, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) && !wordJoiner(s[i:], prev) || n > maxLabelRunes {
			break
		}
		prev, n, end = r, n+1, i+utf8.RuneLen(r)
	}
	return s[:end], s[end:]
}

// shouted reports whether a word is written in capitals: a capital
// letter and no small one (`BLOCKER`, `MUST-FIX`). A word with a digit
// (`P0`, `SEV1`) is written in capitals whatever it states, so its
// capitals set nothing off.
func shouted(word string) bool {
	return strings.ContainsFunc(word, unicode.IsUpper) && !strings.ContainsFunc(word, unicode.IsLower) &&
		!strings.ContainsFunc(word, unicode.IsDigit)
}
