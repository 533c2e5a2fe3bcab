package verdict

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/sideword"
)

// findingBlocks reads the text of a finding graded non-blocking for what
// a reader takes for a blocking one: a blocking grade that opens it as a
// label (`BLOCKER: the migration drops a column`, `Critical — …`), a
// refusal that opens it in capitals (`DO NOT MERGE: …`), or a hold on the
// merge (`do not merge until the token is rotated`). Beside its severity
// a reader cannot tell which holds, and what cannot be read
// unambiguously is never approval. It returns the words that say so.
func findingBlocks(text string, block []string) (string, bool) {
	if w := gradeLabel(text); w != "" {
		return w, true
	}
	if w := reviewRefusal(text, block); w != "" {
		return w, true
	}
	return reviewHeld(text)
}

// gradeLabel returns the blocking grade that opens text in any case,
// after emphasis or a bracket, and is followed by a colon or a dash
// (`**Critical**: …`, `[BLOCKER] — …`), or "". A grade the text goes on
// from (`Critical path …`, `High-water mark`) is a word of it.
func gradeLabel(text string) string {
	t := strings.TrimLeft(text, " \t*_`#>-+[(")
	for _, l := range sideword.BlockingGrades() {
		if len(t) < len(l) || !strings.EqualFold(t[:len(l)], l) {
			continue
		}
		rest := strings.TrimLeft(t[len(l):], "*_`])")
		if answersNo(strings.ToLower(strings.TrimLeft(rest, " \t:—–-*_`"))) {
			continue // `Blocking: no, …` says it does not block
		}
		switch {
		case strings.HasPrefix(rest, ":"), strings.HasPrefix(rest, " —"), strings.HasPrefix(rest, " –"),
			strings.HasPrefix(rest, "—"), strings.HasPrefix(rest, "–"), strings.HasPrefix(rest, " - "):
			return t[:len(l)]
		}
	}
	return ""
}

// answersBlocking reads a key a finding carries beside its severity that
// asks whether it blocks, answered yes ({"blocking": true}, {"Blocker":
// "yes"}), or a status that says it blocks ({"status": "BLOCKING"}): a
// reader takes the finding for a blocking one whatever its severity
// says. It returns the words that say so.
func answersBlocking(m member) (string, bool) {
	v := m.val
	switch letters(m.key) {
	case "blocking", "blocker", "blocks", "blocksmerge", "mustfix":
		if v.kind == kindBool && v.str == "true" || v.kind == kindString && (asciiLower(v.str) == "yes" || asciiLower(v.str) == "true") {
			return m.key + ": " + v.str, true
		}
	case "status", "state":
		// gradeLabel reads a grade only where the status opens with it,
		// so `non-blocking` is none; a word after it is not weighed
		// (`BLOCKING: nonce reuse` blocks).
		if v.kind == kindString && gradeLabel(v.str+":") != "" {
			return v.str, true
		}
	}
	return "", false
}

// answersNo reports whether what follows a grade's label answers it no
// (`Blocking: no, …`, `Blocker: none.`): a word that says so, standing
// alone or before punctuation. One a sentence goes on from states the
// finding under its grade (`Critical: no test covers the rollback`,
// `Blocker: none of the retries back off`).
func answersNo(after string) bool {
	word, rest := after, ""
	if i := strings.IndexAny(after, " ,.;"); i >= 0 {
		word, rest = after[:i], strings.TrimLeft(after[i:], " ")
	}
	switch word {
	case "no", "false", "none", "n/a":
	default:
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
