package verdict

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// gradeCounted returns the words of prose that count findings of a
// blocking grade, more than none of them (`Found 2 critical issues.`,
// `3 blockers remain`, `two high-severity bugs`, `2 new P0 bugs`), or
// "": a reader takes them for blocking findings stated beside the
// verdict. A count of none (`Found 0 critical issues`, `no critical
// issues`) states none, and so does a sentence that says they were
// dealt with (`Fixes 2 critical bugs`, `3 blockers from round 1, all
// resolved`), unless a negation or a demand takes that back (`2
// critical issues, none fixed`, `Two MAJOR issues must be resolved`).
// The count, the grade and the problem it names stand in one run of
// words with no mark between them: `Tests: 2. Critical issues: none`
// counts nothing. The grades are those every dialect
// shares and the dialect's own, g. Each word is read once.
func gradeCounted(prose string, g grades) string {
	c := counter{g: g, dealtRun: -1}
	run, start := 0, -1
	for i, r := range prose {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || invisibleRune(r) ||
			r == '.' && start >= 0 && isDigit(prose[i-1]) && i+1 < len(prose) && isDigit(prose[i+1]) {
			// A decimal point is part of its number: `CVSS 9.8`.
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			c.word(prose[start:i], run)
			start = -1
		}
		switch {
		case strings.ContainsRune(".!?;\n。！？；", r):
			if w := c.endSentence(); w != "" {
				return w
			}
			run++
		case !unicode.IsSpace(r) && !strings.ContainsRune("*_`~-", r):
			run++ // `Tests: 2, critical …`: a mark ends the run
		}
	}
	if start >= 0 {
		c.word(prose[start:], run)
	}
	return c.endSentence()
}

// counter reads a sentence's words as they come, keeping only the few
// before and after the one it weighs, so that a sentence of any length
// costs memory of its words' length only.
type counter struct {
	g   grades
	buf []countToken
	// pos is the next word of buf to weigh; the three before it stay for
	// dealtWith, the ones after it are what countedGrade reads.
	pos int
	// found is the first count of the sentence no later word says was
	// dealt with; dealtRun the run of the last word that says so.
	found    string
	dealtRun int
}

// countAhead is how many words after a count countedGrade reads.
const countAhead = 7

// word takes a word of the sentence in the run it stands in, as a
// reader reads it (readerValue); one longer than any word read here is
// kept as a word that is none of them.
func (c *counter) word(w string, run int) {
	switch {
	case utf8.RuneCountInString(w) > 32:
		w = "-"
	case !strings.ContainsFunc(w, func(r rune) bool { return r >= utf8.RuneSelf }):
		w = strings.ToLower(w)
	default:
		w = readerValue(strings.Map(func(r rune) rune {
			if invisibleRune(r) {
				return -1
			}
			return r
		}, w))
	}
	if w == "" {
		return
	}
	c.buf = append(c.buf, countToken{w, run})
	for c.pos+countAhead < len(c.buf) {
		c.weigh()
	}
}

// weigh reads the word at pos: a word that says findings were dealt
// with settles the counts before it in its sentence and those after it
// in its run; a count of blocking findings is kept unless so settled.
func (c *counter) weigh() {
	t := c.buf[c.pos]
	if dealtWith(c.buf, c.pos) {
		c.found, c.dealtRun = "", t.run
	} else if c.found == "" && countsSome(t.word) && c.dealtRun != t.run {
		if end := countedGrade(c.buf, c.pos, c.g); end >= 0 {
			words := make([]string, 0, end-c.pos)
			for _, w := range c.buf[c.pos:end] {
				words = append(words, w.word)
			}
			c.found = strings.Join(words, " ")
		}
	}
	c.pos++
	if c.pos > 64 {
		c.buf = append(c.buf[:0], c.buf[c.pos-3:]...)
		c.pos = 3
	}
}

// endSentence weighs the sentence's last words and returns the count
// it states, or "", making ready for the next sentence.
func (c *counter) endSentence() string {
	for c.pos < len(c.buf) {
		c.weigh()
	}
	found := c.found
	c.buf, c.pos, c.found = c.buf[:0], 0, ""
	return found
}

// countToken is a word of a sentence and the run of words it stands in.
type countToken struct {
	word string
	run  int
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// countedGrade returns where the words after a count at i end when
// they are a blocking grade and the problems it grades, in the count's
// run (`2 critical issues`, `3 blockers`, `two high-severity bugs`, `2
// new P0 bugs`), or -1.
func countedGrade(ts []countToken, i int, g grades) int {
	inRun := func(j int) bool { return j < len(ts) && ts[j].run == ts[i].run }
	j := i + 1
	for n := 0; n < 2 && inRun(j) && countQualifier(ts[j].word); n++ {
		j++
	}
	end, after := gradedProblem(ts, j, inRun, g)
	if end < 0 && after >= 0 && inRun(after+2) && (ts[after].word == "and" || ts[after].word == "or") &&
		(countsSome(ts[after+1].word) || ts[after+1].word == "0" || ts[after+1].word == "no" || ts[after+1].word == "zero") {
		// `2 critical and 0 major issues`: the problems the second grade
		// names are the first's too.
		end, _ = gradedProblem(ts, after+2, inRun, g)
	}
	return end
}

// gradedProblem reads a blocking grade at j and the problems it grades
// (`critical issues`, `blockers`, `high-severity bugs`): it returns
// where they end, or -1, and where the grade alone ends, or -1 when
// there is none.
func gradedProblem(ts []countToken, j int, inRun func(int) bool, g grades) (end, after int) {
	var ws []string
	for k := j; k < j+3 && inRun(k); k++ {
		ws = append(ws, ts[k].word)
	}
	n := g.opens(ws)
	if n == 0 {
		return -1, -1
	}
	j += n
	if sideword.ProblemNoun(ts[j-1].word) {
		return j, j // `3 blockers`
	}
	after = j
	if inRun(j) && gradeKey(ts[j].word) || inRun(j) && ts[j].word == "security" {
		j++ // `2 high-priority issues`, `2 critical security bugs`
	}
	if inRun(j) && (sideword.ProblemNoun(ts[j].word) || countedProblem(ts[j].word)) {
		return j + 1, after
	}
	return -1, after
}

// countsSome reports whether a word counts more than none: a number
// (`2`, `12`) or a word for one (`two`, `several`, `both`).
func countsSome(w string) bool {
	if w[0] >= '0' && w[0] <= '9' {
		return strings.Trim(w, "0") != "" && !strings.Contains(w, ".") && strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' }) < 0
	}
	switch w {
	case "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
		"several", "multiple", "both", "many":
		return true
	}
	return false
}

// countQualifier reports whether w stands between a count and the
// grade it counts: `2 new critical issues`, `3 open blockers`.
func countQualifier(w string) bool {
	switch w {
	case "new", "more", "open", "remaining", "outstanding", "unresolved", "other", "additional", "further", "separate", "distinct":
		return true
	}
	return false
}

// countedProblem reports whether w names what a grade counts, beside
// sideword.ProblemNoun's words: `3 must-fix items`.
func countedProblem(w string) bool {
	switch w {
	case "item", "items", "vulnerability", "vulnerabilities", "flaw", "flaws", "failure", "failures", "risk", "risks":
		return true
	}
	return false
}

// dealtWith reports whether the word at i says findings were dealt
// with (`fixed`, `resolves`, `addressed`) and none of the three words
// before it takes that back (`not fixed`, `none resolved`, `must be
// addressed`; see stillOpen).
func dealtWith(ts []countToken, i int) bool {
	switch ts[i].word {
	case "fix", "fixes", "fixed", "fixing", "resolve", "resolves", "resolved", "resolving", "address", "addresses",
		"addressed", "close", "closes", "closed", "patch", "patches", "patched", "remediate", "remediates",
		"remediated", "mitigate", "mitigates", "mitigated", "remove", "removes", "removed", "eliminate",
		"eliminates", "eliminated", "prevent", "prevents", "prevented", "solve", "solves", "solved", "handled":
	default:
		return false
	}
	for k := max(0, i-3); k < i; k++ {
		if w := ts[k].word; negations.has(w) || stillOpen(w) {
			return false
		}
	}
	// `the fix misses them`: a determiner makes the word a noun, which
	// says nothing was dealt with.
	if i > 0 && ts[i-1].run == ts[i].run && determiner(ts[i-1].word) {
		return false
	}
	// `fixed nothing`, `fixes below are incomplete`: the words after it
	// take it back.
	for k := i + 1; k < min(len(ts), i+4) && ts[k].run == ts[i].run; k++ {
		if w := ts[k].word; negations.has(w) || undone(w) {
			return false
		}
	}
	// `1 fixed` settles one, not the count; `fixes pending` settles
	// nothing; `and fixed the typo` fixed something else.
	if i > 0 && ts[i-1].run == ts[i].run && partOfCount(ts[i-1].word) {
		return false
	}
	if i+1 < len(ts) && ts[i+1].run == ts[i].run {
		switch ts[i+1].word {
		case "pending", "needed", "required", "later", "planned", "todo", "tbd", "soon", "next":
			return false
		}
		if determiner(ts[i+1].word) {
			return false // `and fixed the typo`, `fixed my local setup`: something else
		}
	}
	return true
}

// determiner reports whether w, before a word, makes it a noun or names
// what it acts on: `the fix`, `fixed my setup`.
func determiner(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "its", "our", "their", "my", "your", "his", "her":
		return true
	}
	return false
}

// undone reports whether w, after a word that says findings were dealt
// with, says they were not, or not wholly: `fixed nothing`, `fixes are
// incomplete`, `the fix misses them`.
func undone(w string) bool {
	switch w {
	case "nothing", "none", "neither", "incomplete", "partial", "partially", "insufficient", "wrong", "broken",
		"failed", "fails", "reverted", "missing", "misses", "miss", "unmerged":
		return true
	}
	return false
}

// partOfCount: a number before a word that says findings were dealt with
// counts only those (`2 critical issues, 1 fixed`); `both` and `all`
// count every one.
func partOfCount(w string) bool {
	if w == "both" || w == "all" {
		return false
	}
	return countsSome(w)
}

// stillOpen reports whether w, before a word that says findings were
// dealt with, says they are not yet: a negation (`none fixed`, the `t`
// of `haven't`), a demand or a future (`must be resolved`, `need to be
// fixed`, `will address`, `yet to be fixed`, `still unresolved`).
func stillOpen(w string) bool {
	switch w {
	case "none", "nothing", "t", "must", "should", "need", "needs", "needed", "require", "requires", "required",
		"to", "will", "would", "yet", "still", "pending", "until", "before", "awaiting", "neither", "nor", "nobody", "never":
		return true
	}
	return false
}
