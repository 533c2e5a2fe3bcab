package verdict

import (
	"unicode"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// gradeNamed reports whether a key names a blocking grade as a count or
// a question ({"critical": 1}, {"criticalIssues": 2}, {"blocker_count":
// 1}, {"isBlocker": "true"}, {"P0": […]}): a grade (one every dialect
// shares or the dialect's own, g), once the words that count it or ask
// after it and a problem it names (not itself a grade: blocker) are set
// aside. Answered anything but
// no, a reader sees a blocking finding, as under a key asking whether
// it blocks. A grade the key goes on from (`criticalPath`,
// `high_level_summary`) is a word of another name.
func gradeNamed(key string, g grades) bool {
	var ws []string
	for _, w := range keyWords(key) {
		if !countWord(w) && (!sideword.ProblemNoun(w) || g.opens([]string{w}) > 0) {
			ws = append(ws, w)
		}
	}
	return len(ws) > 0 && len(ws) <= 2 && g.opens(ws) == len(ws)
}

// countWord reports whether w, in a key, counts what the key names or
// asks after it: `criticalCount`, `num_blockers`, `isBlocker`.
func countWord(w string) bool {
	switch w {
	case "count", "counts", "num", "number", "total", "n", "is", "has", "any", "open":
		return true
	}
	return false
}

// keyWords are a key's words as a reader reads them, lower case: split
// at anything but a letter or a digit and where a capital follows a
// small letter or a digit (`criticalIssues`, `P0Count`), each read as
// readerValue reads a value.
func keyWords(key string) []string {
	var ws []string
	start, prev := -1, rune(0)
	flush := func(end int) {
		if start >= 0 {
			ws = append(ws, labelWords(key[start:end])...)
			start = -1
		}
	}
	for i, r := range key {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r):
			flush(i)
		case unicode.IsUpper(r) && (unicode.IsLower(prev) || unicode.IsDigit(prev)):
			flush(i)
			start = i
		case start < 0:
			start = i
		}
		prev = r
	}
	flush(len(key))
	return ws
}
