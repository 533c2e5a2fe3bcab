package contract

import "strings"

// A grade's label may say it counts (`**Critical issues found:** 3`,
// `**Blocker count:** 2`, `**Total blockers:** 1`, `**Number of
// blockers:** 1`): a reader takes the count as the grade's, as after the
// grade alone, and its value is read as the grade's value is (`none`,
// `0 — all resolved` count none). A word that says they were dealt with
// (`Blockers fixed: 3`) is no such word, and the line stays no finding.

// counting reports whether w, ending a grade's label, says it counts.
// A switch, not a map: nothing is built before main.
func counting(w string) bool {
	switch w {
	case "found", "identified", "detected", "reported", "raised", "flagged", "noted", "observed", "count", "total":
		return true
	}
	return false
}

// countedTail is what follows a word that says it counts (counting)
// and ends a grade's label (rest is what follows the grade: ` found:**
// 3`), or false when rest holds none right before the label's colon
// (`Critical issues found in the parser`: prose).
func countedTail(rest string) (string, bool) {
	return labelWordTail(rest, counting, false)
}

// countedLead is t without words that open a label and say it counts
// (`Total`, `Number of`, `Count of`, `# of`, any blanks between them),
// or false when t opens with none.
func countedLead(t string) (string, bool) {
	w := leadingLetters(t)
	if w == "" && strings.HasPrefix(t, "#") {
		w = "#"
	}
	rest := strings.TrimLeft(t[len(w):], ".")
	after := strings.TrimLeft(rest, " \t")
	if len(after) == len(rest) {
		return "", false // `Totals:`, `Numbered`: one word
	}
	var buf [16]byte
	switch string(lowerWord(buf[:], w)) {
	case "total":
		if of := leadingLetters(after); strings.EqualFold(of, "of") {
			after = strings.TrimLeft(after[len(of):], " \t")
		}
		return after, true
	case "number", "count", "num", "no", "#":
		of := leadingLetters(after)
		if !strings.EqualFold(of, "of") || len(of) == len(after) {
			return "", false
		}
		return strings.TrimLeft(after[len(of):], " \t"), true
	}
	return "", false
}
