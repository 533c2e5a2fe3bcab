package contract

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// refusesInProse reads a line of a verdict's reason or a summary for a
// refusal of the change in plain words: the change said not ready (`The
// change is not ready.`, `Not ready yet: the token leaks.`), changes
// requested (`I would request changes: …`, `Requesting changes for the
// token leak.`), or another round or changes demanded (`This needs
// another round before it can merge.`, `This needs changes.`, `This
// needs more changes.`, `This needs more changes (token leak).`). Beside a pass a reader sees the review refuse
// what its verdict approves. What was not ready before (`was not
// ready`), changes requested and made since (`the changes requested in
// round 1 were made`), and a denial (`no changes requested`) are none.
func refusesInProse(text string) (string, bool) {
	if !containsAnyFold(text, refusalStems...) {
		return "", false
	}
	t := flatten(text, true)
	for t != "" {
		sentence := t
		if i := strings.IndexAny(t, ".;!?"); i >= 0 {
			sentence, t = t[:i], t[i+1:]
		} else {
			t = ""
		}
		if w, ok := sentenceRefuses(sentence); ok {
			return w, true
		}
	}
	return "", false
}

// sentenceRefuses reads one sentence, lower case, for a refusal (see
// refusesInProse).
func sentenceRefuses(s string) (string, bool) {
	var buf [32]string
	ws := buf[:0]
	// A clause mark (a bracket, a colon, a dash) ends the demand as the
	// sentence's end does: `This needs more changes (token leak).`
	var markBuf [8]int
	marks := markBuf[:0] // the word indexes a clause mark stands before, rising
	for rest := s; ; {
		j := strings.IndexAny(rest, "(:—–")
		part := rest
		if j >= 0 {
			part = rest[:j]
		}
		ws = proseword.AppendAll(ws, part)
		if j < 0 {
			break
		}
		marks = append(marks, len(ws))
		_, size := utf8.DecodeRuneInString(rest[j:])
		rest = rest[j+size:]
	}
	ends := func(k int) bool {
		_, marked := slices.BinarySearch(marks, k)
		return k == len(ws) || ws[k] == "before" || ws[k] == "first" || marked
	}
	for i, w := range ws {
		prev := ""
		if i > 0 {
			prev = ws[i-1]
		}
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch w {
		case "ready":
			// `not ready`, `isn't ready`, opening the sentence or said of
			// the change in the present tense.
			switch {
			case prev == "isn't" || prev == "aren't":
				if i >= 2 && approvalSubject(ws[i-2]) {
					return "not ready", true
				}
			case prev == "not":
				if i == 1 || i >= 3 && (ws[i-2] == "is" || ws[i-2] == "are") && approvalSubject(ws[i-3]) {
					return "not ready", true
				}
			}
		case "request", "requesting":
			// `I would request changes`, `Requesting changes`.
			if next != "changes" {
				continue
			}
			if i == 0 && w == "requesting" || prev == "i" || prev == "we" || (prev == "would" || prev == "must" || prev == "am" || prev == "are") && i >= 2 && (ws[i-2] == "i" || ws[i-2] == "we") {
				return w + " changes", true
			}
		case "needs", "requires":
			// `This needs another round`, `It needs rework`, `This
			// still needs changes.`
			if i >= 2 && prev == "still" {
				prev = ws[i-2]
			}
			if i == 0 || !approvalSubject(prev) {
				continue
			}
			if subj := i - 1 - b2i(ws[i-1] == "still"); subj > 0 && isAny(ws[subj-1], "if", "whether", "unless", "when", "once", "until") &&
				!affirmedAside(ws, marks, i) {
				continue // `If this needs changes (it may), …` supposes
			}
			switch next {
			case "changes", "work", "fixes", "fixing":
				// Only as the sentence's end, or timed before the
				// merge: `This needs changes to the docs` may describe.
				if ends(i + 2) {
					return w + " " + next, true
				}
				continue
			case "more", "some":
				// `This needs more work`; `This needs more changes` or
				// `some fixes` as `needs changes` is read.
				if i+2 < len(ws) && ws[i+2] == "work" && next == "more" {
					return w + " more work", true
				}
				if i+2 < len(ws) && isAny(ws[i+2], "changes", "work", "fixes", "fixing") &&
					ends(i+3) {
					return w + " " + next + " " + ws[i+2], true
				}
				continue
			case "another", "rework":
				if next == "another" && (i+2 >= len(ws) || ws[i+2] != "round" && ws[i+2] != "pass" && ws[i+2] != "iteration") {
					continue
				}
				return w + " " + next, true
			}
		}
	}
	return "", false
}

// refusalStems are the words a refusal in plain prose holds one of
// (refusesInProse, reader.failingProse).
var refusalStems = []string{"ready", "request", "round", "rework", "needs"}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
