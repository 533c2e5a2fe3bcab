package contract

import (
	"slices"
	"strings"
)

// A label's value may count grades with each count before its grade:
// `**Total:** 1 blocker`, `**Open:** 2 critical`, `**Summary:** 1
// blocker, 3 minor`, `**Findings:** 2 critical, 0 major`. A reader
// sees a blocking grade counted above nought, as in `**Blockers:** 1`;
// a count of nought (`**Total:** 0 blockers`) or of a grade that does
// not block is none. The label must not say the counts were dealt with,
// lie in the past or outside the change, or are only supposed
// (`**Fixed:** 2 critical`, `**Previously:** 1 blocker`; see
// settledScope and otherScope), and a grade that goes on to grade
// something else (`3 critical paths`) counts nothing.

// countedGradesValue reads an item or line whose label's value counts
// grades after their counts, and returns the first blocking grade
// counted above nought that its remark does not settle (`1 blocker —
// all fixed in 3f2a1c` is settled), with its count; false where there
// is none, or the value is no such count. It never reads a count of
// none: that is left to the grade's own readings.
func (d *Dialect) countedGradesValue(item block) (Finding, int, bool) {
	return d.countedGrades(item, false)
}

// countedGrades is countedGradesValue; keepSettled makes a blocking
// grade whose count its remark settles the finding it reads, with a
// count of none and the settled count kept (settledCount), for
// reader.settledLabel to weigh what follows the line.
func (d *Dialect) countedGrades(item block, keepSettled bool) (Finding, int, bool) {
	t := labelLead.trimLeft(item.text)
	i, sep := labelEnd(t)
	if i <= 0 || i > countNameMax {
		return Finding{}, 0, false
	}
	label := normalize(labelMarks.trim(t[:i]))
	if label == "" || !labelCountsOpen(label) {
		return Finding{}, 0, false
	}
	if _, _, ok := d.severityWords(label); ok {
		return Finding{}, 0, false // `Critical: 2 issues`: the grade's own reading
	}
	v := normalize(t[i+sep:])
	for range maxGradeCounts {
		n, rest, ok := leadingCount(v)
		if !ok {
			return Finding{}, 0, false
		}
		sev, end, ok := d.severityWords(rest)
		if !ok {
			// `3 minor` where the dialect does not spell Minor: a
			// grade a reader takes for advisory, counted in the list.
			w := plainFirst(rest)
			if SeveritySide(w) != Note {
				return Finding{}, 0, false
			}
			sev, end = severity{means: Note, word: w}, strings.Index(rest, w)+len(w)
		}
		if end < len(rest) && wordByte(rest[end]) {
			return Finding{}, 0, false
		}
		rest = rest[end:]
		nouned := false
		if w, r := plainWord(rest); isListNoun(w) {
			if w == "priority" || w == "priorities" {
				return Finding{}, 0, false // `2 high priority`: a rank of work
			}
			rest, nouned = r, true // `2 critical issues`
		}
		if w, r := plainWord(rest); slices.Contains(noneParticiples, w) || stillOpen[w] {
			rest = r // `1 blocker found`, `2 critical open`
		}
		rest, settled := settledCount(rest)
		after, isSep := countSep(rest)
		if !isSep && !nouned && grade(sev.word) && !remarkWord(plainFirst(rest)) {
			return Finding{}, 0, false // `3 critical paths`: another noun graded
		}
		if sev.means == Fail && n > 0 && !settled && isSep && after != "" && settledAll(d, n, after) {
			if _, _, more := leadingCount(after); !more {
				// `2 blockers, all resolved`: after the comma a remark
				// on the count, not another count.
				return settledGrade(item, sev.word, n, keepSettled)
			}
		}
		if sev.means == Fail && n > 0 && !settled {
			if isSep || !settledAll(d, n, remarkOf(rest)) {
				// The text is the count and its remark, for the marks
				// that settle a finding (`1 blocker ✅ RESOLVED`); not
				// the counts after it (`1 blocker, 1 minor ✅ RESOLVED`).
				text := v
				if isSep {
					text = v[:len(v)-len(rest)]
				}
				return Finding{Text: strings.TrimSpace(text), Disposition: Fail, Word: sev.word, Line: item.line, Col: item.col}, n, true
			}
			return settledGrade(item, sev.word, n, keepSettled) // `1 blocker — all fixed in 3f2a1c`
		}
		if sev.means == Fail && n == 0 && !isSep && d.noughtTakenBack(remarkOf(rest), d.grades) {
			// `0 blockers (2 deferred)`, `0 blockers — but the token
			// leaks`: a remark takes the nought back, as after
			// `**Blockers:** 0`.
			return Finding{Text: "0 " + sev.word, Disposition: Fail, Word: sev.word, Line: item.line, Col: item.col}, 1, true
		}
		if !isSep || after == "" {
			return Finding{}, 0, false
		}
		v = after
	}
	return Finding{}, 0, false
}

// settledGrade is what countedGrades returns for a blocking grade whose
// count n its remark settles: nothing, or where keepSettled asks, the
// grade with its count kept.
func settledGrade(item block, word string, n int, keepSettled bool) (Finding, int, bool) {
	if !keepSettled {
		return Finding{}, 0, false
	}
	return Finding{Text: strings.TrimSpace(item.text), Disposition: Fail, Word: word, Line: item.line, Col: item.col, settledCount: n}, 0, true
}

// labelCountsOpen reports whether a label (normalized) may head counts
// of what is open: a few words, none of which says they were dealt
// with, lie in the past or outside the change, are only supposed, or
// show the scale rather than count (`Legend`, `Example`).
func labelCountsOpen(label string) bool {
	// Its words are read as strings.Fields gives them, without making
	// the list: past the third the answer is false, as it is for any
	// word below.
	n := 0
	for w := range strings.FieldsSeq(label) {
		if n++; n > 3 {
			return false
		}
		w = wordBrackets.trim(w)
		switch {
		case settledScope(w), otherScope(w):
			return false
		}
		switch w {
		case "not", "no", "non", "without", "legend", "example", "examples", "e.g", "scale", "format", "template",
			"risk", "risks", "recommendations", "suggestions", "todo", "todos", "backlog", "roadmap":
			return false
		}
	}
	return true
}

// leadingCount reads a count in digits or a number word that opens t,
// after spaces, and a space after it; it returns the count and what
// follows the space. A count spelled in other words (`several`, `a
// few`, `quite a few of`) counts as several does, 2.
func leadingCount(t string) (int, string, bool) {
	w, rest := plainWord(t)
	if w == "" || !strings.HasPrefix(rest, " ") {
		return 0, "", false
	}
	if rest, ok := leadingSpelled(t); ok {
		return 2, rest, true
	}
	if i := slices.Index(numberWords, w); i >= 0 {
		return i + 1, rest, true
	}
	if w == "zero" {
		return 0, rest, true
	}
	if len(w) > 9 || strings.Trim(w, "0123456789") != "" {
		return 0, "", false
	}
	n := 0
	for _, c := range w {
		n = n*10 + int(c-'0')
	}
	return n, rest, true
}

// countSep reads the separator that ends a count of a grade in a list of
// them (`,`, `;`, `|`, `/`, `·`, `+`, `&`, `and`, or the value's end,
// a full stop or a check mark after it): it returns what follows, ""
// at the end, and false where words go on instead.
func countSep(rest string) (string, bool) {
	t := strings.TrimLeft(rest, " \t")
	if strings.Trim(t, " \t.!✅✔☑\ufe0f") == "" {
		return "", true
	}
	for _, s := range []string{",", ";", "|", "/", "·", "+", "&"} {
		if after, ok := strings.CutPrefix(t, s); ok {
			return after, true
		}
	}
	if w, after := plainWord(t); w == "and" {
		return after, true
	}
	return "", false
}

// settledCount reads, after a graded count, words that say what it
// counts was dealt with (`fixed`, `were resolved`, `have been
// addressed`), and returns what follows them; false, and rest itself,
// where none stands there (`is not fixed` says the opposite).
func settledCount(rest string) (string, bool) {
	r := rest
	for range 2 {
		switch w, after := plainWord(r); w {
		case "was", "were", "is", "are", "has", "have", "been", "now", "all":
			r = after
		}
	}
	if w, after := plainWord(r); settledScope(w) {
		return after, true
	}
	return rest, false
}

// remarkWord reports whether a word after a graded count opens a remark
// on the count (`2 critical in auth`, `1 major still open`), not a noun
// the grade grades (`2 critical paths`).
func remarkWord(w string) bool {
	switch w {
	case "", "in", "on", "at", "from", "across", "within", "still", "left", "remain", "remains", "since", "per":
		return true
	}
	return false
}

// wordByte reports whether c continues a word.
func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// remarkOf is rest, what follows a graded count, without the dash or
// colon that sets it off as a remark (`1 blocker — all fixed`).
func remarkOf(rest string) string {
	t := strings.TrimLeft(rest, " \t")
	for _, s := range []string{"—", "–", "-", ":"} {
		if after, ok := strings.CutPrefix(t, s); ok {
			return after
		}
	}
	return t
}
